import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Finds the bundled fonts from any working directory: where `make install` put them beside
/// the executable (`PREFIX/bin/sheetlab` reads `PREFIX/share/sheetlab/fonts`), next to the
/// executable's ancestors (a clone's `.build/…/SheetDesktop`), or in the source tree this binary
/// was built from.
package enum FontLocator {
    /// The bundled regular face's file name: a subset of Noto Sans CJK SC.
    package static let regularName = "NotoSansSC-Regular.otf"
    /// The bundled bold face's file name.
    package static let boldName = "NotoSansSC-Bold.otf"

    /// The directory holding the bundled fonts, or nil when none is found.
    package static func bundledDirectory() -> String? {
        let override = getenv("SHEETLAB_FONTS").map { String(cString: $0) }
        // #filePath is Sources/SheetRender/FontLocator.swift inside the clone that built us.
        let clone = parent(of: parent(of: parent(of: #filePath)))
        return candidates(override: override, executable: executablePath(), clone: clone)
            .first { access($0 + "/" + regularName, R_OK) == 0 }
    }

    /// The directories looked in, in order: `SHEETLAB_FONTS`, the installed layout beside
    /// `executable`, `Resources/fonts` in each of its ancestors, then in `clone`.
    package static func candidates(
        override: String?, executable: String?, clone: String
    ) -> [String] {
        var candidates: [String] = []
        if let override { candidates.append(override) }
        if let executable {
            var directory = parent(of: executable)
            candidates.append(parent(of: directory) + "/share/sheetlab/fonts")
            while directory.count > 1 {
                candidates.append(directory + "/Resources/fonts")
                directory = parent(of: directory)
            }
        }
        candidates.append(clone + "/Resources/fonts")
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
