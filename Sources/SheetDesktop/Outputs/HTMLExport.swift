import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// `--export html`: reads what the page embeds (the template and engine in `Resources/web`,
/// the fonts, `--page-image`, `--sheet-image`, `--content`), has `ConfigFile.html` fill the
/// template, and writes `sheet.html` as every export is written (`ExportFile.writeSet`: a new
/// name, never a replaced file, nothing left behind when it cannot be written).
@MainActor
enum HTMLExport {
    /// The most image bytes the page embeds (page and sheet images together): base64 makes
    /// them a third larger, and a phone opens a page of ~16 MB (with the fonts) still quickly.
    static let imageLimit = 8 << 20

    /// Whether the page keeps the engine's test hook (`window.sheetlab`, which Tests/Web
    /// drives): only in a build with `SHEETLAB_TEST_HOOKS` (the tests' build passes
    /// `-Xswiftc -DSHEETLAB_TEST_HOOKS`); `make run` and `make install` leave it out.
    #if SHEETLAB_TEST_HOOKS
        static let testHook = true
    #else
        static let testHook = false
    #endif

    /// The page's name: `sheet.html`, then `sheet-2.html`, ….
    static let stem = "sheet"

    /// Writes `sheet.html` (then `sheet-2.html`, …) into `directory`; its path.
    static func export(_ configuration: Configuration, directory: String) throws(ExportFile.Failure)
        -> [String]
    {
        let page: String
        do {
            page = try make(configuration)
        } catch let error as ExitCodeError {
            throw ExportFile.Failure(message: error.description, exitCode: error.exitCode)
        } catch {
            throw ExportFile.Failure(message: "\(error)", exitCode: .software)
        }
        return try ExportFile.writeSet(
            [(page, stem, "html")], separator: "-", directory: directory)
    }

    /// The page's text.
    static func make(_ configuration: Configuration) throws -> String {
        var configuration = configuration
        // The images first: a page image too large to embed is the user's to fix (64).
        var images: [ImageSlot: String] = [:]
        var total = 0
        // Each image is decoded as a run decodes it (ImageLoader.decode, the other slot's
        // pixels counted as a run holds them), so a file the app refuses (a corrupt IDAT, a
        // JPEG cut short) is refused here with the app's own line and code, not embedded to
        // show broken on the phone. The pixels are dropped at once: the page embeds the file.
        var held = 0
        for slot in ImageSlot.allCases {
            guard let path = configuration.run.imagePath(slot) else { continue }
            let bytes = try read(path, flag: slot.flag, limit: imageLimit - total, image: true)
            total += bytes.count
            let (header, picture) = try ImageLoader.decode(
                slot, path: path, bytes: bytes,
                decodedBytesLeft: ImageFile.maximumDecodedBytes - held)
            held += picture.width * picture.height * 4
            let mime = header.format == "PNG" ? "image/png" : "image/jpeg"
            images[slot] = "data:\(mime);base64," + ConfigFile.base64(bytes)
        }
        if configuration.run.contentText == nil, let path = configuration.run.contentPath {
            configuration.run.contentText = try TextFile.read(path, flag: .content)
        }
        guard let web = FontLocator.webDirectory() else {
            throw ExportFile.Failure(
                message: "--export html: the page's template and engine (Resources/web, "
                    + "installed as share/sheetlab/web) were not found", exitCode: .noInput)
        }
        let template = try TextFile.read(web + "/" + FontLocator.webTemplateName, flag: nil)
        let engineFile = try TextFile.read(web + "/" + FontLocator.webEngineName, flag: nil)
        guard let engine = ConfigFile.htmlEngine(engineFile, testHook: testHook) else {
            let markers = ConfigFile.testHookMarkers
            throw ExportFile.Failure(
                message: "--export html: \(web)/\(FontLocator.webEngineName) lacks its test "
                    + "hook's markers (\(markers.begin), then \(markers.end), once each)",
                exitCode: .dataError)
        }
        let fonts = try App.openFonts(configuration)
        let regular = try read(fonts.regularPath, flag: .font, limit: 32 << 20, image: false)
        let bold = try read(fonts.boldPath, flag: .boldFont, limit: 32 << 20, image: false)
        // The line skips the app lays its text out with, so the page's lines fall where the
        // app's do.
        let sizes: [(String, Font)] = [
            ("title", Font(.bold, 32)), ("poem", Font(.regular, 22)),
            ("heading", Font(.bold, 20)), ("body", Font(.regular, 16)), ("cue", Font(.bold, 13)),
        ]
        let assets = ConfigFile.HTMLAssets(
            template: template, engine: engine, regularFont: ConfigFile.base64(regular),
            boldFont: ConfigFile.base64(bold),
            lineHeights: sizes.map { ($0.0, fonts.lineHeight(of: $0.1)) },
            pageImage: images[.page], sheetImage: images[.sheet])
        guard let page = ConfigFile.html(configuration, assets: assets) else {
            throw ExportFile.Failure(
                message: "--export html: \(web)/\(FontLocator.webTemplateName) lacks one "
                    + "of its slots (\(ConfigFile.htmlSlots.joined(separator: " ")))",
                exitCode: .dataError)
        }
        return page
    }

    /// A file's bytes, at most `limit`: past it an image is refused (64: too large to embed,
    /// with the limit), a font is bad data (65).
    static func read(_ path: String, flag: FlagName, limit: Int, image: Bool) throws -> [UInt8] {
        guard let bytes = try TextFile.bytes(path, flag: flag, limit: limit) else {
            throw tooLarge(path, flag, image: image)
        }
        return bytes
    }

    static func tooLarge(_ path: String, _ flag: FlagName, image: Bool) -> any ExitCodeError {
        guard image else {
            return TextFile.Failure(path, flag, "larger than 32 MiB, not a font", .dataError)
        }
        return UsageError(
            "\(flag.option) \(Format.echo(path)): too large to embed in sheet.html (the page's "
                + "images may take \(imageLimit >> 20) MiB together; save it smaller, or as a "
                + "JPEG)")
    }
}
