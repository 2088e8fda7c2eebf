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
            if !image.savePNG(to: path) {
                failed = true
                Output.error("--frames \(directory): cannot write \(path)")
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
        let temporary = path + ".partial"
        guard Image.sideBySide(strip).savePNG(to: temporary), rename(temporary, path) == 0 else {
            unlink(temporary)
            Output.error("--filmstrip \(path): cannot write")
            return false
        }
        return !failed
    }
}
