import CSDL2
import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// The ffmpeg child of a clip: found on PATH, started on a pipe and a temporary file, fed
/// frames without blocking, waited for, and what it said on stderr read for the reason.
extension VideoEncoder {
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

    /// Starts ffmpeg for frames of `width` x `height` pixels; false (after noting why) when
    /// it cannot.
    func start(width: Int, height: Int) -> Bool {
        self.width = width
        self.height = height
        var template = Array((path + ".partial-XXXXXX").utf8CString)
        let output = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard output >= 0 else {
            failure = Failure(
                message: "\(flag: .video) \(Format.echo(path)): cannot write (\(Self.reason()))",
                exitCode: .cannotCreate)
            return false
        }
        // A GIF's second pass writes the clip: its descriptor is kept until then.
        var keepsOutput = false
        defer { if !keepsOutput { close(output) } }
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
                message: "\(flag: .video) \(Format.echo(path)): cannot start ffmpeg "
                    + "(\(Self.reason()))",
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
        var first = output
        var extra: [Int32] = []
        if format.palettePass {
            // The first pass writes the frames kept and the palette into files of no name
            // (none can be left behind), through descriptors 3 and 4; the clip is the second's.
            keptFrames = Self.unnamedFile(beside: path)
            palette = Self.unnamedFile(beside: path)
            guard keptFrames >= 0, palette >= 0 else {
                failure = Failure(
                    message: "\(flag: .video) \(Format.echo(path)): cannot write "
                        + "(\(Self.reason()))",
                    exitCode: .cannotCreate)
                return false
            }
            clipOutput = output
            keepsOutput = true
            first = keptFrames
            extra = [palette]
        }
        let arguments =
            ["ffmpeg"]
            + format.ffmpegArguments(
                width: width, height: height, rate: timing.rate, output: "/dev/fd/3")
        switch Self.spawn(
            ffmpeg, arguments, input: pipe[0], errors: errors, output: first, extra: extra)
        {
        case .success(let pid):
            child = pid
            Leftovers.stopOnExit(pid)
            return true
        case .failure(let error):
            failure = Failure(
                message: "\(flag: .video) \(Format.echo(path)): cannot start \(ffmpeg) "
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
        return unnamedFile(beside: path, suffix: ".ffmpeg-log")
    }

    /// A file beside `path` (where files can be written; a kept clip's frames may not fit in
    /// memory) unlinked at once: open for reading and writing, and gone when closed, whatever
    /// ends the run. ffmpeg reaches it by descriptor (/dev/fd/N). -1 when it cannot be made.
    private static func unnamedFile(beside path: String, suffix: String = ".pass") -> Int32 {
        var template = Array((path + suffix + "-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return -1 }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return descriptor
    }

    /// A GIF's second pass (`ClipFormat.paletteUseArguments`): the frames the first kept,
    /// mapped onto its palette, into the clip's temporary file; waited for as the first was.
    /// Nil when it made the clip, else why not.
    func palettePass() -> Failure? {
        guard clipOutput >= 0, keptFrames >= 0, palette >= 0 else {
            return Failure(
                message: "\(flag: .video) \(Format.echo(path)): the first pass left no frames",
                exitCode: .software)
        }
        // What the first pass said was heard; the second's reason is its own.
        _ = ftruncate(errors, 0)
        let nothing = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { if nothing >= 0 { close(nothing) } }
        let arguments =
            ["ffmpeg"]
            + ClipFormat.paletteUseArguments(
                frames: "/dev/fd/4", palette: "/dev/fd/5", output: "/dev/fd/3")
        switch Self.spawn(
            ffmpeg, arguments, input: max(0, nothing), errors: errors, output: clipOutput,
            extra: [keptFrames, palette])
        {
        case .success(let pid):
            child = pid
            Leftovers.stopOnExit(pid)
        case .failure(let error):
            return Failure(
                message: "\(flag: .video) \(Format.echo(path)): cannot start \(ffmpeg) "
                    + "(\(String(cString: strerror(error.code))))",
                exitCode: .software)
        }
        return ended(writing: 0)
    }

    /// Closes the files of a GIF's passes (the kept frames, the palette, the clip's
    /// descriptor); the first two, of no name, are gone then.
    func closePassFiles() {
        for descriptor in [keptFrames, palette, clipOutput] where descriptor >= 0 {
            close(descriptor)
        }
        keptFrames = -1
        palette = -1
        clipOutput = -1
    }

    /// A spawn's errno.
    struct SpawnError: Error {
        /// What `posix_spawn` returned.
        let code: Int32
    }

    /// Runs `program` with `input` as its standard input, `errors` as its standard error,
    /// `output` as descriptor 3, `extra` as 4, 5, ... and nothing on standard output (which
    /// is `--events`'s), in a process group of its own: a Ctrl-C at the terminal stops the
    /// replay, which then ends ffmpeg itself and removes what it wrote. Signals this process
    /// ignores (SIGPIPE) are back to their defaults in ffmpeg.
    private static func spawn(
        _ program: String, _ arguments: [String], input: Int32, errors: Int32, output: Int32,
        extra: [Int32] = []
    ) -> Result<pid_t, SpawnError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        // A descriptor that is itself one of the targets (3, 4, ...) would be replaced before
        // it is duplicated: such a one is copied above them first.
        var copies: [Int32] = []
        defer { for copy in copies { close(copy) } }
        func apart(_ descriptor: Int32) -> Int32 {
            guard !extra.isEmpty, descriptor >= 3, descriptor < 4 + Int32(extra.count),
                case let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 16), copy >= 0
            else { return descriptor }
            copies.append(copy)
            return copy
        }
        let sources = [output] + extra
        let separated = sources.map(apart)
        for (index, descriptor) in separated.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, descriptor, 3 + Int32(index))
        }
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
    func send(_ bytes: UnsafeRawBufferPointer) -> Int32 {
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

    /// Writes all of `bytes` to `descriptor`; 0, or the errno of the write that failed.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
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

    /// Closes ffmpeg's input and waits for it; nil when it finished well, else why not
    /// (`code`: the errno of a write that failed, 0 if none did).
    func ended(writing code: Int32) -> Failure? {
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
                    message: "\(flag: .video) \(Format.echo(path)): ffmpeg's end was lost "
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
                message: "\(flag: .video) \(Format.echo(path)): cannot write "
                    + "(\(reason)): ffmpeg said "
                    + Format.echoKeepingEnds(line, limit: Self.shownLine),
                exitCode: .cannotCreate)
        }
        if !exited, status & 0x7f == SIGXFSZ {
            return Failure(
                message: "\(flag: .video) \(Format.echo(path)): cannot write "
                    + "(\(String(cString: strerror(EFBIG))): the file-size limit)",
                exitCode: .cannotCreate)
        }
        // ffmpeg's reason, not its closing "Conversion failed!".
        let line = lines.last(where: { $0 != "Conversion failed!" }) ?? lines.last
        let said = line.map { ": " + Format.echoKeepingEnds($0, limit: Self.shownLine) } ?? ""
        let write =
            code != 0 && code != EPIPE ? ", writing frames: \(String(cString: strerror(code)))" : ""
        return Failure(
            message: "\(flag: .video) \(Format.echo(path)): ffmpeg failed (\(how)\(write))\(said)",
            exitCode: code != 0 && code != EPIPE ? .cannotCreate : .software)
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
}

extension Substring {
    /// Without the spaces and tabs at either end.
    fileprivate func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
