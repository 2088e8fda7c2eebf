import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// Where replayed frames go: a PNG per frame (`--frames DIR`) and a film strip of every Nth
/// frame (`--filmstrip FILE.png`). Checked before anything is drawn.
final class FrameSink {
    let framesDirectory: String?
    let filmstripPath: String?
    let every: Int
    private var strip: [Image] = []
    private var failed = false

    init(_ configuration: Configuration) throws(ExportFile.Failure) {
        framesDirectory = configuration.framesPath
        filmstripPath = configuration.filmstripPath
        every = configuration.filmstripEvery
        if let directory = framesDirectory {
            if mkdir(directory, 0o755) != 0, errno != EEXIST {
                throw ExportFile.Failure(message: "--frames \(directory): cannot create (\(String(cString: strerror(errno))))")
            }
            guard access(directory, W_OK) == 0 else {
                throw ExportFile.Failure(message: "--frames \(directory): not a writable directory")
            }
        }
        if let path = filmstripPath {
            guard access(path, F_OK) != 0 else {
                throw ExportFile.Failure(message: "--filmstrip \(path): the file exists (it is never replaced)")
            }
            let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
            guard access(directory.isEmpty ? "/" : directory, W_OK) == 0 else {
                throw ExportFile.Failure(message: "--filmstrip \(path): cannot write into \(directory)")
            }
        }
    }

    /// Whether frame `frame` needs its pixels.
    func wants(_ frame: Int) -> Bool { framesDirectory != nil || (filmstripPath != nil && frame % every == 0) }

    func accept(_ image: Image, frame: Int) {
        if let directory = framesDirectory, !failed {
            let name = String(frame)
            let path = directory + "/frame-" + String(repeating: "0", count: max(0, 5 - name.count)) + name + ".png"
            if !Self.saveNew(image, to: path) {
                failed = true
                Output.error("--frames \(directory): cannot write \(path) (it exists, or the disk refused)")
            }
        }
        if filmstripPath != nil, frame % every == 0 { strip.append(image.scaledDown(by: image.width > 600 ? 6 : 3)) }
    }

    /// Writes the film strip; returns false (after saying why) when it could not.
    func finish() -> Bool {
        guard let path = filmstripPath else { return !failed }
        guard !strip.isEmpty else {
            Output.error("--filmstrip \(path): no frames to write")
            return false
        }
        guard Self.saveNew(Image.sideBySide(strip), to: path) else {
            Output.error("--filmstrip \(path): cannot write (it exists, or the disk refused)")
            return false
        }
        return !failed
    }

    /// Writes a PNG to a path that must not exist yet: into a temporary file, then linked
    /// into place (which fails rather than replace a file made in the meantime).
    static func saveNew(_ image: Image, to path: String) -> Bool {
        let temporary = path + ".partial-\(getpid())"
        defer { unlink(temporary) }
        return image.savePNG(to: temporary) && link(temporary, path) == 0
    }
}
