import CSDL2
import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// `--video FILE`: the replayed frames piped raw (bgra, as `Image` holds them) into an
/// `ffmpeg` child process, which encodes them as the file's extension says (`ClipFormat`), at
/// the rate and with the frames `ClipTiming` gives.
///
/// Checked before anything runs: the extension (by the parser, 64), ffmpeg on PATH (69), and
/// the file, which must not exist (73), in a directory that can be written. ffmpeg writes into
/// a temporary file beside it, created exclusively; only a clip ffmpeg finished (exit 0) with
/// every frame is linked into place at the end (`link` fails rather than replace anything
/// there). A failed or interrupted clip leaves nothing behind.
///
/// This file takes the frames and ends the clip; the ffmpeg child it feeds (started, fed
/// without blocking, waited for, heard) is in `VideoEncoder+FFmpeg.swift`, which sets the
/// process state below.
final class VideoEncoder {
    /// Why the clip cannot be made, with the exit status that says so.
    struct Failure: ExitCodeError {
        /// The one line said on stderr.
        let message: String
        /// 69 (no ffmpeg), 70 (ffmpeg failed) or 73 (the file).
        let exitCode: ExitCode
        /// The message, as `Output.failure` says it.
        var description: String { message }
    }

    /// The clip's file (`--video`), made only once the clip is whole.
    let path: String
    /// The container and codec its extension asks for.
    let format: ClipFormat
    /// The clip's rate, and which replayed frames it shows.
    let timing: ClipTiming
    /// Where ffmpeg was found on PATH.
    let ffmpeg: String
    /// The running encoder, its standard input, and its standard error (a file in memory, so
    /// that what it says never fills a pipe that no one reads while frames are written).
    var child: pid_t?
    var input: Int32 = -1
    var errors: Int32 = -1
    /// The file ffmpeg writes, linked to `path` once it is done.
    var temporary: String?
    /// Where `temporary` is kept for removal on any way out (Leftovers).
    var temporarySlot: Int32 = -1
    /// A GIF's passes (`ClipFormat.palettePass`): the frames the first keeps and its palette
    /// (files of no name), and `temporary`'s descriptor, which the second writes; -1 if none.
    var keptFrames: Int32 = -1
    var palette: Int32 = -1
    var clipOutput: Int32 = -1
    /// The clip's size in pixels: the first frame's. Later frames of another size (a resize in
    /// the trace, or of the window) are fitted into it.
    var width = 0
    var height = 0
    private var notedSize = false
    /// The last replayed frame given, and its pixels: a frame the window did not draw (nothing
    /// changed) shows what the last one showed.
    private var lastReplayFrame = 0
    private var last: Image?
    /// Clip frames written so far, and how many the whole replay gives (when known).
    private(set) var written = 0
    private var total: Int?
    /// Set once the clip cannot be made: what went wrong and the exit status for it.
    var failure: Failure?
    private var progressShown = false
    /// Asked while ffmpeg takes no frames (its input pipe full) or does not end: whether the
    /// user asked the run to stop (a signal, or the window closed). Then the clip is given up
    /// rather than waited for: an ffmpeg that hangs never holds the app.
    var stopRequested: () -> Bool = { Interrupt.signal != nil }
    /// Whether the clip was given up because `stopRequested` said so.
    private(set) var stopped = false

    /// A clip into `path` at `fps`; throws when ffmpeg is not on PATH or `path` cannot be
    /// created.
    init(path: String, fps: Int) throws {
        guard let format = ClipFormat(path: path) else {
            throw ClipFormat.refusal(path: path)
                ?? UsageError(
                    "\(flag: .video): unknown clip "
                        + "format")
        }
        self.path = path
        self.format = format
        self.timing = ClipTiming(rate: format.rate(fps: fps))
        guard let found = Self.onPath("ffmpeg") else {
            throw Failure(
                message: "\(flag: .video) needs ffmpeg (Debian package ffmpeg): not found on PATH",
                exitCode: .unavailable)
        }
        ffmpeg = found
        let shown = Format.echo(path)
        // lstat: a symbolic link there, even one pointing nowhere, is not replaced either.
        var info = stat()
        if lstat(path, &info) == 0 {
            throw Failure(
                message: "\(flag: .video) \(shown): the file exists (it is never replaced)",
                exitCode: .cannotCreate)
        }
        guard errno == ENOENT else {
            throw Failure(
                message: "\(flag: .video) \(shown): cannot write (\(Self.reason()))",
                exitCode: .cannotCreate)
        }
        let directory = Self.directory(of: path)
        guard access(directory, W_OK) == 0 else {
            throw Failure(
                message: "\(flag: .video) \(shown): cannot write into \(Format.echo(directory)) "
                    + "(\(Self.reason()))",
                exitCode: .cannotCreate)
        }
    }

    /// The directory a file named `path` goes into.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// The replay will give `replayFrames` frames: a clip longer than a few seconds then says
    /// how far it is on stderr.
    func expect(replayFrames: Int) {
        total = timing.frameCount(replayFrames: replayFrames)
    }

    /// Whether the clip still takes frames.
    var isTaking: Bool { failure == nil }

    /// Takes replayed frame `replayFrame` (from 1, rising): writes the clip frames that show it,
    /// and before them those of any frame skipped since the last (which showed the same).
    func append(_ image: Image, replayFrame: Int) {
        guard failure == nil, replayFrame > lastReplayFrame else { return }
        // The frames before the first one taken (none in a replay) show the first.
        let held = last ?? image
        for skipped in (lastReplayFrame + 1)..<replayFrame { write(held, replayFrame: skipped) }
        write(image, replayFrame: replayFrame)
        last = image
        lastReplayFrame = replayFrame
    }

    /// Writes the clip frames that show replayed frame `replayFrame`.
    private func write(_ image: Image, replayFrame: Int) {
        let frames = timing.clipFrames(showing: replayFrame)
        guard !frames.isEmpty, failure == nil else { return }
        if child == nil, !start(width: image.width, height: image.height) { return }
        let fitted = fit(image)
        for _ in frames {
            let sent = fitted.pixels.withUnsafeBytes { send($0) }
            if sent == ECANCELED {
                giveUp()
                return
            }
            guard sent == 0 else {
                // EPIPE: ffmpeg has ended; what it said is its reason, read once it is reaped.
                failure = ended(writing: sent)
                return
            }
            written += 1
            showProgress()
        }
    }

    /// `image` at the clip's size: cropped or padded with black at the right and bottom.
    private func fit(_ image: Image) -> Image {
        guard image.width != width || image.height != height else { return image }
        if !notedSize {
            notedSize = true
            Output.error(
                "\(flag: .video) \(Format.echo(path)): the frames changed size from "
                    + "\(width)x\(height) "
                    + "to \(image.width)x\(image.height) pixels; the clip keeps \(width)x"
                    + "\(height) (cropped or padded with black)")
        }
        Memory.requirePixels(width, height, for: "a clip's frame")
        var pixels = [UInt32](repeating: 0xFF00_0000, count: width * height)
        let columns = min(width, image.width)
        for row in 0..<min(height, image.height) {
            let from = row * image.width
            let into = row * width
            pixels[into..<into + columns] = image.pixels[from..<from + columns]
        }
        return Image(width: width, height: height, pixels: pixels)
    }

    /// Ends the clip of a replay of `replayFrames` frames: the frames after the last one given
    /// (the window drew none: nothing changed) show it, ffmpeg is waited for, and its clip
    /// linked into place. `complete` is false when the replay stopped before its end (the
    /// window closed): then no clip is written. Returns the exit status: 0, 70 or 73, or
    /// 128 + the signal that stopped the run while ffmpeg was waited for.
    func finish(replayFrames: Int, complete: Bool) -> ExitCode {
        let shown = Format.echo(path)
        if failure == nil, !complete {
            failure = Failure(
                message: "\(flag: .video) \(shown): the replay stopped at frame \(lastReplayFrame) "
                    + "before its end: no clip written",
                exitCode: .cannotCreate)
        }
        if failure == nil, let last {
            for skipped in (lastReplayFrame + 1)..<max(lastReplayFrame + 1, replayFrames + 1) {
                write(last, replayFrame: skipped)
            }
        }
        if failure == nil, child == nil {
            failure = Failure(
                message: "\(flag: .video) \(shown): no frames to write", exitCode: .cannotCreate)
        }
        if progressShown, isatty(2) != 0 { Self.progress("\n") }
        if let failure {
            abandon()
            Output.error(failure.message)
            return stoppedStatus(failure)
        }
        if let ended = ended(writing: 0) {
            abandon()
            Output.error(ended.message)
            return stoppedStatus(ended)
        }
        if let total, written != total {
            // The clip must match the replay; a clip that does not is no clip to share.
            abandon()
            Output.error(
                "\(flag: .video) \(shown): \(written) frames encoded where the replay gives "
                    + "\(total): "
                    + "no clip written")
            return .software
        }
        if format.palettePass {
            if progressShown { Self.progress("video: one palette for the whole GIF\n") }
            if let failure = palettePass() {
                abandon()
                Output.error(failure.message)
                return stoppedStatus(failure)
            }
        }
        guard let temporary else { return .software }
        defer {
            unlink(temporary)
            self.temporary = nil
            Leftovers.forget(temporarySlot)
            close(errors)
            errors = -1
            closePassFiles()
        }
        // An ffmpeg that said it succeeded but wrote nothing made no clip.
        var info = stat()
        guard stat(temporary, &info) == 0, info.st_size > 0 else {
            Output.error(
                "\(flag: .video) \(shown): ffmpeg exited 0 but wrote nothing: no clip "
                    + "written")
            return .software
        }
        guard link(temporary, path) == 0 else {
            let reason =
                errno == EEXIST ? "the file exists (it is never replaced)" : Self.reason()
            Output.error("\(flag: .video) \(shown): cannot write (\(reason))")
            return .cannotCreate
        }
        return .success
    }

    /// The exit status for `failure`: 128 + the signal that stopped a run without a window
    /// (as its other outputs end), else the failure's own.
    private func stoppedStatus(_ failure: Failure) -> ExitCode {
        guard stopped, let signal = Interrupt.signal else { return failure.exitCode }
        return Interrupt.status(signal)
    }

    /// Gives the clip up at the run's request: ffmpeg is stopped and what it wrote removed
    /// (`finish` then says so).
    func giveUp() {
        stopped = true
        let how = Interrupt.signal.map { "interrupted by \(Interrupt.name($0))" } ?? "stopped"
        failure = Failure(
            message: "\(flag: .video) \(Format.echo(path)): \(how) while ffmpeg was waited for: "
                + "no clip written",
            exitCode: .cannotCreate)
        abandon()
    }

    /// Stops ffmpeg if it runs and removes what it wrote: the clip is not made.
    func abandon() {
        if input >= 0 {
            close(input)
            input = -1
        }
        if let pid = child {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            child = nil
            Leftovers.stopOnExit(0)
        }
        if let temporary {
            unlink(temporary)
            self.temporary = nil
            Leftovers.forget(temporarySlot)
        }
        if errors >= 0 {
            close(errors)
            errors = -1
        }
        closePassFiles()
    }

    /// Says how far a clip longer than `progressAfter` seconds is, on stderr (stdout is
    /// `--events`'s): on a terminal one line rewritten in place a few times a second of clip,
    /// else a line every five seconds of clip. Counted in frames, so it says the same each run.
    private func showProgress() {
        guard let total, Double(total) > timing.rate.value * Self.progressAfter else { return }
        let terminal = isatty(2) != 0
        let every = max(1, Int(timing.rate.value * (terminal ? 0.25 : 5)))
        guard written % every == 0 || written == total else { return }
        progressShown = true
        let line = "video: \(written)/\(total) frames"
        Self.progress(terminal ? "\r" + line : line + "\n")
    }

    /// Clips longer than this many seconds show their progress.
    static let progressAfter = 5.0

    /// Writes `text` to stderr as it is (a progress line is not a message).
    private static func progress(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { writeAll(UnsafeRawBufferPointer($0), to: 2) }
    }

    /// What errno says went wrong.
    static func reason() -> String {
        String(cString: strerror(errno == 0 ? EIO : errno))
    }

    /// The process's umask (read by setting it, so set back at once).
    static let creationMask: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()
}
