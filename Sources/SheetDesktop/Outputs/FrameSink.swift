import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// Where replayed frames go: a PNG per frame (`--frames DIR`), a film strip of every Nth
/// frame (`--filmstrip FILE.png`, in rows, of bounded size) and a clip (`--video FILE`).
/// Checked before anything is drawn.
final class FrameSink {
    let framesDirectory: String?
    let filmstripPath: String?
    let every: Int
    /// The clip being encoded (`--video`).
    let video: VideoEncoder?
    /// The thumbnails: at most `FilmStrip.limit`, each within a fixed box of pixels, where
    /// `--filmstrip-every 1` on a minute once made 3 600 in one row, 485 612 pixels wide.
    private var strip = FilmStrip()
    private var failed = false

    /// The most frames `--frames` writes: ten minutes of a replay.
    static let framesLimit = 36_000
    private var stripOverflow = false
    /// The frames `--frames` has written so far, the first and last of them.
    private(set) var framesWritten = 0
    private var framesWrittenRange: (first: Int, last: Int)?

    /// Checks the outputs `configuration` asks for, for a replay of `trace`.
    init(_ configuration: Configuration, trace: Trace) throws {
        framesDirectory = configuration.run.framesPath
        filmstripPath = configuration.run.filmstripPath
        every = configuration.run.filmstripEvery
        // ffmpeg and the clip's file first: before any other output is made.
        video = try configuration.run.videoPath.map {
            try VideoEncoder(path: $0, fps: configuration.constants.fps)
        }
        if video != nil, Self.frameBound(trace) > Self.framesLimit {
            throw UsageError(
                "\(flag: .video): this trace may give \(Self.frameBound(trace)) frames, more "
                    + "than the "
                    + "\(Self.framesLimit) (10 minutes at 60 Hz) a clip holds")
        }
        if filmstripPath != nil {
            if let refusal = FilmStrip.refusal(frames: Self.frameBound(trace), every: every) {
                throw UsageError(refusal)
            }
        }
        if framesDirectory != nil {
            let frames = Self.frameBound(trace)
            guard frames <= Self.framesLimit else {
                throw UsageError(
                    "\(flag: .frames): this trace may give \(frames) frames, more than the "
                        + "\(Self.framesLimit) (10 minutes at 60 Hz) \(flag: .frames) writes; "
                        + "use \(flag: .filmstrip) with \(flag: .filmstripEvery) for a long trace")
            }
        }
        if let directory = framesDirectory {
            if mkdir(directory, 0o755) != 0, errno != EEXIST {
                throw ExportFile.Failure(
                    message:
                        "\(flag: .frames) \(directory): cannot create "
                        + "(\(String(cString: strerror(errno))))"
                )
            }
            // Something already there (a file, a FIFO) is found now, not after the replay.
            var info = stat()
            guard stat(directory, &info) == 0 else {
                let reason = String(cString: strerror(errno))
                throw ExportFile.Failure(
                    message: "\(flag: .frames) \(directory): cannot create (\(reason))")
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw ExportFile.Failure(message: "\(flag: .frames) \(directory): not a directory")
            }
            guard access(directory, W_OK) == 0 else {
                throw ExportFile.Failure(
                    message: "\(flag: .frames) \(directory): not a writable directory")
            }
            // A frame this replay would write that is already there is found now, before any
            // frame is written: frames are never replaced.
            if let clash = Self.takenFrame(in: directory, upTo: Self.frameBound(trace)) {
                throw ExportFile.Failure(
                    message: "\(flag: .frames) \(directory): \(clash) exists (frames are never "
                        + "replaced); nothing was written")
            }
        }
        // Memory running out part-way says what was kept, as an interrupt does.
        Leftovers.stopSummary = { [weak self] in self?.stoppedSummary ?? "" }
        if let path = filmstripPath {
            // lstat: a symbolic link there, even one pointing nowhere, is not replaced either.
            var info = stat()
            if lstat(path, &info) == 0 {
                throw ExportFile.Failure(
                    message: "\(flag: .filmstrip) \(path): the file exists (it is never replaced)")
            }
            guard errno == ENOENT else {
                throw ExportFile.Failure(
                    message:
                        "\(flag: .filmstrip) \(path): cannot write "
                        + "(\(String(cString: strerror(errno))))")
            }
            let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
            guard access(directory.isEmpty ? "/" : directory, W_OK) == 0 else {
                throw ExportFile.Failure(
                    message: "\(flag: .filmstrip) \(path): cannot write into \(directory) "
                        + "(\(String(cString: strerror(errno))))")
            }
        }
    }

    /// The most frames a replay of `trace` can step: `Replay` stops at the latest 10 s after
    /// the last input, at 60 frames a second.
    static func frameBound(_ trace: Trace) -> Int {
        Int((((trace.entries.last?.time ?? 0) + 10) * Replay.frameRate).rounded(.up)) + 1
    }

    /// The lowest-numbered `frame-NNNNN.png` in `directory` numbered at most `bound`, if any.
    static func takenFrame(in directory: String, upTo bound: Int) -> String? {
        guard let folder = opendir(directory) else { return nil }
        defer { closedir(folder) }
        var lowest: Int?
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { continue }
            let digits = name.dropFirst("frame-".count).dropLast(".png".count)
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = Int(digits),
                number >= 1, number <= bound
            else { continue }
            lowest = min(lowest ?? number, number)
        }
        return lowest.map(frameName)
    }

    /// The file `--frames` writes frame `number` to: `frame-00003.png`.
    static func frameName(_ number: Int) -> String {
        let text = String(number)
        return "frame-" + String(repeating: "0", count: max(0, 5 - text.count)) + text + ".png"
    }

    /// Whether any frame is written (then a replay steps every frame, idle or not).
    var wantsFrames: Bool { framesDirectory != nil || filmstripPath != nil || video != nil }

    /// Whether frame `frame` needs its pixels.
    func wants(_ frame: Int) -> Bool {
        framesDirectory != nil || (filmstripPath != nil && frame % every == 0)
            || video?.isTaking == true
    }

    /// Tells the clip how many frames `replay` will give, played to its end (a copy is played
    /// here, without drawing: stepping is cheap), so that a long one shows its progress.
    func expect(_ replay: Replay) {
        guard let video else { return }
        var ahead = replay
        while !ahead.isFinished {
            ahead.skipIdle()
            ahead.step()
        }
        video.expect(replayFrames: ahead.frame)
    }

    func accept(_ image: Image, frame: Int) {
        if let directory = framesDirectory, !failed {
            let path = directory + "/" + Self.frameName(frame)
            if let reason = Self.saveNew(image, to: path) {
                failed = true
                Output.error(
                    "\(flag: .frames) \(directory): cannot write \(path) (\(reason)); "
                        + framesSummary(directory))
            } else {
                framesWritten += 1
                framesWrittenRange = (framesWrittenRange?.first ?? frame, frame)
            }
        }
        if filmstripPath != nil, frame % every == 0 {
            // Bounded even if a replay ran longer than `frameBound` said it could.
            if !strip.add(image) { stripOverflow = true }
        }
        video?.append(image, replayFrame: frame)
    }

    /// Ends every output of `replay` (stopped before its end when the window closed): the
    /// exit status, 0 when all were written, else 73 (or 70 when ffmpeg failed).
    func finish(_ replay: Replay?) -> ExitCode {
        if let replay, !replay.isFinished, let directory = framesDirectory, !failed {
            // The window closed (or SIGINT, SDL's quit) before the replay's end: said with
            // what is kept.
            Output.error(
                "\(flag: .frames) \(Format.echo(directory)): the replay stopped at frame "
                    + "\(replay.frame) "
                    + "before its end: " + framesSummary(directory))
        }
        var status: ExitCode = finish() ? .success : .cannotCreate
        if let video {
            let ended = video.finish(
                replayFrames: replay?.frame ?? 0, complete: replay?.isFinished ?? false)
            if status == .success { status = ended }
        }
        return status
    }

    /// A stopped run (a signal, the display gone): the clip is not made, and ffmpeg's file
    /// removed.
    func abandon() { video?.abandon() }

    /// A signal stopped the replay writing these outputs at `frame`, headless or in a window:
    /// the clip is not made, one line says so and what was kept; the exit status, 128 + the
    /// signal.
    func interrupted(by signal: Int32, atFrame frame: Int) -> ExitCode {
        abandon()
        let left = stoppedSummary
        Output.error(
            "replay interrupted by \(Interrupt.name(signal)) at frame \(frame)"
                + (left.isEmpty ? "" : ": " + left))
        return Interrupt.status(signal)
    }

    /// What a run stopped before its end leaves, for the line that says so: "no clip
    /// written; 12 frames kept in DIR (frame-00001.png to frame-00012.png)".
    var stoppedSummary: String {
        var parts: [String] = []
        if video != nil { parts.append("no clip written") }
        if filmstripPath != nil { parts.append("no film strip written") }
        if let directory = framesDirectory { parts.append(framesSummary(directory)) }
        return parts.joined(separator: "; ")
    }

    /// "12 frames kept in DIR (frame-00001.png to frame-00012.png)", or "no frame written".
    private func framesSummary(_ directory: String) -> String {
        guard let range = framesWrittenRange else {
            return "no frame written in \(Format.echo(directory))"
        }
        return "\(framesWritten) frame\(framesWritten == 1 ? "" : "s") kept in "
            + "\(Format.echo(directory)) (\(Self.frameName(range.first))"
            + (range.first == range.last ? "" : " to \(Self.frameName(range.last))") + ")"
    }

    /// Writes the film strip; returns false (after saying why) when it could not.
    func finish() -> Bool {
        guard let path = filmstripPath else { return !failed }
        guard !strip.thumbnails.isEmpty else {
            Output.error("\(flag: .filmstrip) \(path): no frames to write")
            return false
        }
        if stripOverflow {
            Output.error(
                "\(flag: .filmstrip) \(path): only the first \(FilmStrip.limit) frames are in "
                    + "the strip")
        }
        if let reason = Self.saveNew(strip.image, to: path) {
            Output.error("\(flag: .filmstrip) \(path): cannot write (\(reason))")
            return false
        }
        return !failed
    }

    /// Writes a PNG to a path that must not exist yet; returns nil, or why it could not.
    static func saveNew(_ image: Image, to path: String) -> String? {
        switch saveFirstFree(image, paths: [path]) {
        case .saved: return nil
        case .taken: return "the file exists (it is never replaced)"
        case .failed(let reason): return reason
        }
    }

    /// What `saveFirstFree` did.
    enum Saved: Equatable {
        /// The image is at this path.
        case saved(String)
        /// Every path was taken: nothing was written.
        case taken
        /// Nothing was written, for this reason (errno's words).
        case failed(String)
    }

    /// Writes a PNG to the first of `paths` (all in one directory) that does not exist yet,
    /// never replacing a file.
    ///
    /// The pixels go into a temporary file that `mkstemp` creates exclusively under a name
    /// no one can guess (never through a link planted there), which is then linked into place:
    /// `link` fails rather than replace anything at a path, a file or a symbolic link, and the
    /// next path is tried. Nothing half-written is ever at a path.
    static func saveFirstFree(_ image: Image, paths: [String]) -> Saved {
        guard let first = paths.first else { return .taken }
        var template = Array((first + ".partial-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return .failed(Self.reason()) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let name = template.dropLast().map { UInt8(bitPattern: $0) }  // without the NUL
        let temporary = String(decoding: name, as: UTF8.self)
        // Removed on any way out, a signal's or a fault's too (Leftovers).
        let kept = Leftovers.keep(temporary)
        defer {
            unlink(temporary)
            Leftovers.forget(kept)
        }
        // mkstemp makes the file private (0600); an output gets the usual 0644 less umask.
        _ = fchmod(descriptor, 0o644 & ~creationMask)
        let saved = image.savePNG(toDescriptor: descriptor)
        let reason = saved ? nil : Self.reason()
        guard close(descriptor) == 0, saved else { return .failed(reason ?? Self.reason()) }
        for path in paths {
            if link(temporary, path) == 0 { return .saved(path) }
            guard errno == EEXIST else { return .failed(Self.reason()) }
        }
        return .taken
    }

    /// What errno says went wrong.
    private static func reason() -> String { String(cString: strerror(errno == 0 ? EIO : errno)) }

    /// The process's umask (read by setting it, so set back at once).
    private static let creationMask: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()
}
