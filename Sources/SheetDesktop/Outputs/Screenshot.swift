import SheetCore
import SheetRender

/// Ctrl+S in the window: its pixels, at the window's pixel size, as a new PNG in
/// `--export-dir` (the working directory by default), never replacing a file:
/// `sheetlab-screenshot.png`, then `sheetlab-screenshot-2.png`, … as the exports number theirs.
enum Screenshot {
    static let stem = "sheetlab-screenshot"

    /// The names a screenshot may take in `directory`, in order.
    static func paths(in directory: String) -> [String] {
        ExportFile.numbers.map { ExportFile.path(stem, "png", number: $0, directory: directory) }
    }

    /// Saves `image` (nil: the window's pixels could not be read) into `directory`, shown as
    /// `shown` (its absolute path); returns the one line that says where it went, or why
    /// nothing was written, and the path written.
    static func save(_ image: Image?, directory: String, shown: String) -> (
        message: String, path: String?
    ) {
        guard let image else {
            return ("cannot take a screenshot: the window's pixels could not be read", nil)
        }
        switch FrameSink.saveFirstFree(image, paths: paths(in: directory)) {
        case .saved(let path):
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let full = shown.hasSuffix("/") ? shown + name : shown + "/" + name
            return ("screenshot saved to \(full) (\(image.width)x\(image.height) px)", path)
        case .taken:
            return (
                "cannot save a screenshot: \(ExportFile.numbers.upperBound) already in \(shown)",
                nil
            )
        case .failed(let reason):
            return ("cannot save a screenshot in \(shown) (\(reason))", nil)
        }
    }
}
