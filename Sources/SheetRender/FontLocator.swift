import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Finds the bundled fonts (and `--export html`'s web files) from any working directory: where
/// `make install` put them beside the executable (`PREFIX/bin/sheetlab` reads
/// `PREFIX/share/sheetlab/fonts`), next to the executable's ancestors (a clone's
/// `.build/…/SheetDesktop`), or in the source tree this binary was built from.
package enum FontLocator {
    /// The bundled regular face's file name: a subset of Noto Sans CJK SC.
    package static let regularName = "NotoSansSC-Regular.otf"
    /// The bundled bold face's file name.
    package static let boldName = "NotoSansSC-Bold.otf"

    /// The directory holding the bundled fonts, or nil when none is found.
    package static func bundledDirectory() -> String? {
        bundledDirectory("fonts", holding: regularName, override: "SHEETLAB_FONTS")
    }

    /// The page template and engine of `--export html` (`sheet.html`, `sheet-engine.js`).
    package static let webTemplateName = "sheet.html"
    /// The engine the template embeds.
    package static let webEngineName = "sheet-engine.js"

    /// The directory holding the web page's template and engine (`Resources/web`, installed
    /// as `share/sheetlab/web`), found as the fonts are; `SHEETLAB_WEB` overrides it.
    package static func webDirectory() -> String? {
        bundledDirectory("web", holding: webEngineName, override: "SHEETLAB_WEB")
    }

    /// What the Swift package's folder holds (`swiftPackageDirectory`), and the variable
    /// that overrides where it is.
    package static let swiftPackage = (marker: "Package.swift", override: "SHEETLAB_SWIFT_PACKAGE")
    /// A file SheetCore's sources hold (`engineDirectory`), and the variable that overrides
    /// where they are.
    package static let engine = (marker: "Sheet/SheetMachine.swift", override: "SHEETLAB_ENGINE")

    /// The Swift package `--export swift-package` fills in (`Resources/swift-package`,
    /// installed as `share/sheetlab/swift-package`), found as the fonts are.
    package static func swiftPackageDirectory() -> String? {
        bundledDirectory(
            "swift-package", holding: swiftPackage.marker, override: swiftPackage.override)
    }

    /// SheetCore's sources, whose engine files `--export swift-package` copies: installed as
    /// `share/sheetlab/engine`, else `Sources/SheetCore` beside the executable's ancestors or
    /// in the clone this binary was built from.
    package static func engineDirectory() -> String? {
        bundledDirectory(
            "engine", holding: engine.marker, override: engine.override,
            tree: "Sources/SheetCore")
    }

    /// The first of `candidates` for `Resources/<kind>` (or `tree`) that holds a readable
    /// `file`.
    static func bundledDirectory(
        _ kind: String, holding file: String, override: String, tree: String? = nil
    ) -> String? {
        let overridden = getenv(override).map { String(cString: $0) }
        // #filePath is Sources/SheetRender/FontLocator.swift inside the clone that built us.
        let clone = parent(of: parent(of: parent(of: #filePath)))
        return candidates(
            override: overridden, executable: executablePath(), clone: clone, kind: kind,
            tree: tree
        )
        .first { access($0 + "/" + file, R_OK) == 0 }
    }

    /// The directories looked in, in order: the override (`SHEETLAB_FONTS`), the installed
    /// layout beside `executable` (`share/sheetlab/<kind>`), `Resources/<kind>` (or `tree`) in
    /// each of its ancestors, then in `clone`.
    package static func candidates(
        override: String?, executable: String?, clone: String, kind: String = "fonts",
        tree: String? = nil
    ) -> [String] {
        let inTree = tree ?? "Resources/" + kind
        var candidates: [String] = []
        if let override { candidates.append(override) }
        if let executable {
            var directory = parent(of: executable)
            candidates.append(parent(of: directory) + "/share/sheetlab/" + kind)
            while directory.count > 1 {
                candidates.append(directory + "/" + inTree)
                directory = parent(of: directory)
            }
        }
        candidates.append(clone + "/" + inTree)
        return candidates
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let result = String(path[..<slash])
        return result.isEmpty ? "/" : result
    }

    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
