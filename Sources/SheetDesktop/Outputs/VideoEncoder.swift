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
    private let ffmpeg: String
    /// The running encoder, its standard input, and its standard error (a file in memory, so
    /// that what it says never fills a pipe that no one reads while frames are written).
    private var child: pid_t?
    private var input: Int32 = -1
    private var errors: Int32 = -1
    /// The file ffmpeg writes, linked to `path` once it is done.
    private var temporary: String?
    /// Where `temporary` is kept for removal on any way out (Leftovers).
    private var temporarySlot: Int32 = -1
    /// The clip's size in pixels: the first frame's. Later frames of another size (a resize in
    /// the trace, or of the window) are fitted into it.
    private var width = 0
    private var height = 0
    private var notedSize = false
    /// The last replayed frame given, and its pixels: a frame the window did not draw (nothing
    /// changed) shows what the last one showed.
    private var lastReplayFrame = 0
    private var last: Image?
    /// Clip frames written so far, and how many the whole replay gives (when known).
    private(set) var written = 0
    private var total: Int?
    /// Set once the clip cannot be made: what went wrong and the exit status for it.
    private(set) var failure: Failure?
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
            throw ClipFormat.refusal(path: path) ?? UsageError("--video: unknown clip format")
        }
        self.path = path
        self.format = format
        self.timing = ClipTiming(rate: format.rate(fps: fps))
        guard let found = Self.onPath("ffmpeg") else {
            throw Failure(
                message: "--video needs ffmpeg (Debian package ffmpeg): not found on PATH",
                exitCode: .unavailable)
        }
        ffmpeg = found
        let shown = Format.echo(path)
        // lstat: a symbolic link there, even one pointing nowhere, is not replaced either.
        var info = stat()
        if lstat(path, &info) == 0 {
            throw Failure(
                message: "--video \(shown): the file exists (it is never replaced)",
                exitCode: .cannotCreate)
        }
        guard errno == ENOENT else {
            throw Failure(
                message: "--video \(shown): cannot write (\(Self.reason()))",
                exitCode: .cannotCreate)
        }
        let directory = Self.directory(of: path)
        guard access(directory, W_OK) == 0 else {
            throw Failure(
                message: "--video \(shown): cannot write into \(Format.echo(directory)) "
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

    /// The executable `name` in PATH's directories, as `posix_spawnp` would find it; nil when
    /// there is none. Without PATH, the C library's default, /bin:/usr/bin.
    static func onPath(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/bin:/usr/bin"
        for entry in path.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (entry.isEmpty ? "." : String(entry)) + "/" + name
            var info = stat()
            guard stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                access(candidate, X_OK) == 0
            else { continue }
            return candidate
        }
        return nil
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
                "--video \(Format.echo(path)): the frames changed size from \(width)x\(height) "
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

    /// Starts ffmpeg for frames of `width` x `height` pixels; false (after noting why) when
    /// it cannot.
    private func start(width: Int, height: Int) -> Bool {
        self.width = width
        self.height = height
        var template = Array((path + ".partial-XXXXXX").utf8CString)
        let output = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard output >= 0 else {
            failure = Failure(
                message: "--video \(Format.echo(path)): cannot write (\(Self.reason()))",
                exitCode: .cannotCreate)
            return false
        }
        defer { close(output) }
        _ = fcntl(output, F_SETFD, FD_CLOEXEC)
        temporary = String(
            decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        temporarySlot = temporary.map { Leftovers.keep($0) } ?? -1
        // mkstemp makes the file private (0600); an output gets the usual 0644 less umask.
        _ = fchmod(output, 0o644 & ~Self.creationMask)
        errors = Self.anonymousFile(beside: path)
        var pipe: [Int32] = [-1, -1]
        guard errors >= 0, Glibc.pipe(&pipe) == 0 else {
            failure = Failure(
                message: "--video \(Format.echo(path)): cannot start ffmpeg (\(Self.reason()))",
                exitCode: .software)
            return false
        }
        defer { close(pipe[0]) }
        // Neither end stays open in ffmpeg beyond its standard input: an inherited write end
        // would keep it waiting for ever for the end of its input.
        _ = fcntl(pipe[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipe[1], F_SETFD, FD_CLOEXEC)
        // Written without blocking (`send`), so that a stop is noticed while ffmpeg takes
        // nothing. Only this end: ffmpeg's is a description of its own.
        _ = fcntl(pipe[1], F_SETFL, fcntl(pipe[1], F_GETFL) | O_NONBLOCK)
        input = pipe[1]
        // ffmpeg opens the temporary file through descriptor 3 (/dev/fd/3): the very file
        // made here, not whatever the name might point at by then.
        let arguments =
            ["ffmpeg"]
            + format.ffmpegArguments(
                width: width, height: height, rate: timing.rate, output: "/dev/fd/3")
        switch Self.spawn(ffmpeg, arguments, input: pipe[0], errors: errors, output: output) {
        case .success(let pid):
            child = pid
            Leftovers.stopOnExit(pid)
            return true
        case .failure(let error):
            failure = Failure(
                message: "--video \(Format.echo(path)): cannot start \(ffmpeg) "
                    + "(\(String(cString: strerror(error.code))))",
                exitCode: .software)
            return false
        }
    }

    /// A file with no name, open for reading and writing, for what ffmpeg says: in memory,
    /// so that a full disk (ffmpeg's reason then) cannot lose it; else made beside `path`,
    /// where files can be written, and unlinked at once. -1 when it cannot be made.
    private static func anonymousFile(beside path: String) -> Int32 {
        let inMemory = sheetlab_memory_file("sheetlab-ffmpeg-log")
        if inMemory >= 0 { return inMemory }
        var template = Array((path + ".ffmpeg-log-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return -1 }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return descriptor
    }

    /// A spawn's errno.
    struct SpawnError: Error {
        /// What `posix_spawn` returned.
        let code: Int32
    }

    /// Runs `program` with `input` as its standard input, `errors` as its standard error,
    /// `output` as descriptor 3 and nothing on standard output (which is `--events`'s), in a
    /// process group of its own: a Ctrl-C at the terminal stops the replay, which then ends
    /// ffmpeg itself and removes what it wrote. Signals this process ignores (SIGPIPE) are
    /// back to their defaults in ffmpeg.
    private static func spawn(
        _ program: String, _ arguments: [String], input: Int32, errors: Int32, output: Int32
    ) -> Result<pid_t, SpawnError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        posix_spawn_file_actions_adddup2(&actions, output, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGXFSZ] {
            sigaddset(&defaults, number)
        }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        let flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, program, &actions, &attributes, &argv, environ)
        return code == 0 ? .success(pid) : .failure(SpawnError(code: code))
    }

    /// Writes all of `bytes` into ffmpeg's input; 0, the errno of the write that failed, or
    /// ECANCELED when the run was asked to stop while ffmpeg took nothing for a while.
    private func send(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(input, bytes.baseAddress! + offset, bytes.count - offset)
            if count >= 0 {
                offset += count
                continue
            }
            guard errno == EAGAIN || errno == EINTR else { return errno }
            // The pipe is full: wait until ffmpeg reads, asking now and then whether to stop
            // (a signal interrupts the wait at once).
            var ready = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
            if poll(&ready, 1, Self.pollMilliseconds) <= 0, stopRequested() { return ECANCELED }
        }
        return 0
    }

    /// How long a wait for ffmpeg lasts before the run is asked whether to stop.
    private static let pollMilliseconds: Int32 = 100

    /// Gives the clip up at the run's request: ffmpeg is stopped and what it wrote removed
    /// (`finish` then says so).
    private func giveUp() {
        stopped = true
        let how = Interrupt.signal.map { "interrupted by \(Interrupt.name($0))" } ?? "stopped"
        failure = Failure(
            message: "--video \(Format.echo(path)): \(how) while ffmpeg was waited for: "
                + "no clip written",
            exitCode: .cannotCreate)
        abandon()
    }

    /// Writes all of `bytes` to `descriptor`; 0, or the errno of the write that failed.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
        }
        return 0
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
                message: "--video \(shown): the replay stopped at frame \(lastReplayFrame) "
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
                message: "--video \(shown): no frames to write", exitCode: .cannotCreate)
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
                "--video \(shown): \(written) frames encoded where the replay gives \(total): "
                    + "no clip written")
            return .software
        }
        guard let temporary else { return .software }
        defer {
            unlink(temporary)
            self.temporary = nil
            Leftovers.forget(temporarySlot)
            close(errors)
            errors = -1
        }
        // An ffmpeg that said it succeeded but wrote nothing made no clip.
        var info = stat()
        guard stat(temporary, &info) == 0, info.st_size > 0 else {
            Output.error("--video \(shown): ffmpeg exited 0 but wrote nothing: no clip written")
            return .software
        }
        guard link(temporary, path) == 0 else {
            let reason =
                errno == EEXIST ? "the file exists (it is never replaced)" : Self.reason()
            Output.error("--video \(shown): cannot write (\(reason))")
            return .cannotCreate
        }
        return .success
    }

    /// Closes ffmpeg's input and waits for it; nil when it finished well, else why not
    /// (`code`: the errno of a write that failed, 0 if none did).
    private func ended(writing code: Int32) -> Failure? {
        guard let pid = child else { return nil }
        if input >= 0 {
            close(input)
            input = -1
        }
        var status: Int32 = 0
        // Waited for without blocking: an ffmpeg that never ends is given up on a stop.
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR {
                child = nil
                Leftovers.stopOnExit(0)
                return Failure(
                    message: "--video \(Format.echo(path)): ffmpeg's end was lost "
                        + "(\(Self.reason()))",
                    exitCode: .software)
            }
            guard !stopRequested() else {
                giveUp()
                return failure
            }
            usleep(Self.reapMicroseconds)
        }
        child = nil
        Leftovers.stopOnExit(0)
        let exited = status & 0x7f == 0
        let exitStatus = (status >> 8) & 0xff
        let lines = errorLines()
        // A clip that could not be written (the disk full, a quota, the file too large) is
        // the file's problem, not ffmpeg's: ffmpeg says why on a line of its own ("Error
        // writing trailer of /dev/fd/3: No space left on device"), usually before its last
        // ("Conversion failed!"); the file-size limit kills it with SIGXFSZ. ffmpeg 5 says
        // so of a full disk and still exits 0, its clip cut short: its word is read either way.
        let reasons = [ENOSPC, EDQUOT, EFBIG, EIO, EROFS].map { String(cString: strerror($0)) }
        let failedWrite = lines.contains { line in reasons.contains { line.hasSuffix($0) } }
        if exited, exitStatus == 0, code == 0, !failedWrite { return nil }
        let how =
            exited ? "exit status \(exitStatus)" : "killed by signal \(status & 0x7f)"
        for line in lines.reversed() {
            guard let reason = reasons.first(where: { line.hasSuffix($0) }) else { continue }
            return Failure(
                message: "--video \(Format.echo(path)): cannot write (\(reason)): ffmpeg said "
                    + Format.echoKeepingEnds(line, limit: Self.shownLine),
                exitCode: .cannotCreate)
        }
        if !exited, status & 0x7f == SIGXFSZ {
            return Failure(
                message: "--video \(Format.echo(path)): cannot write "
                    + "(\(String(cString: strerror(EFBIG))): the file-size limit)",
                exitCode: .cannotCreate)
        }
        // ffmpeg's reason, not its closing "Conversion failed!".
        let line = lines.last(where: { $0 != "Conversion failed!" }) ?? lines.last
        let said = line.map { ": " + Format.echoKeepingEnds($0, limit: Self.shownLine) } ?? ""
        let write =
            code != 0 && code != EPIPE ? ", writing frames: \(String(cString: strerror(code)))" : ""
        return Failure(
            message: "--video \(Format.echo(path)): ffmpeg failed (\(how)\(write))\(said)",
            exitCode: code != 0 && code != EPIPE ? .cannotCreate : .software)
    }

    /// The exit status for `failure`: 128 + the signal that stopped a run without a window
    /// (as its other outputs end), else the failure's own.
    private func stoppedStatus(_ failure: Failure) -> ExitCode {
        guard stopped, let signal = Interrupt.signal else { return failure.exitCode }
        return Interrupt.status(signal)
    }

    /// How often an ending ffmpeg is asked whether it has ended.
    private static let reapMicroseconds: useconds_t = 10_000

    /// How much of a line ffmpeg said is shown in a message.
    private static let shownLine = 160

    /// The lines ffmpeg wrote on its standard error (the last 64 KiB or so), trimmed, blank
    /// ones left out.
    private func errorLines() -> [String] {
        guard errors >= 0 else { return [] }
        var text: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var offset: off_t = 0
        while true {
            let count = buffer.withUnsafeMutableBytes {
                pread(errors, $0.baseAddress!, 4096, offset)
            }
            if count <= 0 { break }
            text += buffer[0..<count]
            offset += off_t(count)
            // Only the end matters: what came long before the last line is dropped.
            if text.count > 65_536 { text.removeFirst(text.count - 4096) }
        }
        return String(decoding: text, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
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
    private static func reason() -> String {
        String(cString: strerror(errno == 0 ? EIO : errno))
    }

    /// The process's umask (read by setting it, so set back at once).
    private static let creationMask: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()
}

extension Substring {
    /// Without the spaces and tabs at either end.
    fileprivate func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
