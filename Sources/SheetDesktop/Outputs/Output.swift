import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Unbuffered writes to stdout and stderr: each line reaches a pipe whole and at once.
enum Output {
    /// Writes `text` and a newline to stdout; false when it could not.
    ///
    /// The first write that fails, other than to a closed pipe, says so once on stderr, naming
    /// `what` was being written; nothing more goes to stdout then, and the run ends with 74
    /// (`status`). A closed pipe (`--events | head -1`) only ends the output, silently.
    @discardableResult
    static func line(_ text: String, what: String) -> Bool {
        if stdoutFailed { return false }
        let failure = write(text + "\n", to: 1)
        if failure == 0 { return true }
        // EPIPE: the reader has gone (`| head -1`); what it no longer wants is not an error.
        if failure != EPIPE {
            let reason = String(cString: strerror(failure))
            stdoutFailed = true
            error("cannot write \(what) to standard output (\(reason)); \(what) stop here")
        }
        return false
    }

    /// Whether the app started with stdout closed (`>&-`): main.swift puts /dev/null there,
    /// so nothing else takes its place, and a command's result is refused (74).
    nonisolated(unsafe) static var standardOutputClosed = false

    /// Whether something meant for stdout could not be written there (not a closed pipe).
    nonisolated(unsafe) private(set) static var stdoutFailed = false

    /// A run's exit status: 74 (EX_IOERR) instead of 0 when its stdout output failed.
    static func status(_ status: ExitCode) -> ExitCode {
        status == .success && stdoutFailed ? .ioError : status
    }

    /// Writes the one line a command prints as its result: the exit status is 0 when it
    /// arrived, else 74 (EX_IOERR) after saying why on stderr — `--help > /dev/full` fails.
    static func result(_ text: String) -> ExitCode {
        // A result printed into the /dev/null standing in for a closed stdout would be lost
        // without a word.
        if standardOutputClosed {
            error("cannot write the result: standard output is closed")
            return .ioError
        }
        let failure = write(text + "\n", to: 1)
        if failure == 0 { return .success }
        error("cannot write to standard output (\(String(cString: strerror(failure))))")
        return .ioError
    }

    /// Writes "SheetDesktop: `message`" to stderr, as one line: whatever a message echoes
    /// (a path, a value) cannot drive the terminal or run on for pages. A message too long is
    /// cut in the middle, where its long path or value is: its start (the flag) and its end
    /// (the problem, "File name too long") are always said.
    static func error(_ message: String) {
        write("SheetDesktop: \(Format.echoKeepingEnds(message, limit: messageLimit))\n", to: 2)
    }

    /// The longest message written, in characters (each value in it is cut shorter still).
    static let messageLimit = 1000

    /// Says what went wrong in one line and gives the exit status for it: the error's own
    /// (64 usage, 65 bad file, 66 unreadable, 69 no display, 73 cannot write, 74 stdout), else 70.
    static func failure(_ error: any Error) -> ExitCode {
        if let error = error as? any ExitCodeError {
            self.error(error.description)
            return error.exitCode
        }
        self.error("\(error)")
        return .software
    }

    /// Set once stdout's reader has gone (EPIPE: `--events | head -1`): what was left to say
    /// there is dropped, and the app runs on. Only the main thread writes.
    nonisolated(unsafe) private static var stdoutClosed = false

    /// Writes all of `text`; returns 0, or the errno of the write that failed (EPIPE for
    /// stdout once its reader has gone), taken at once: a later call may change errno.
    @discardableResult
    private static func write(_ text: String, to descriptor: Int32) -> Int32 {
        if descriptor == 1, stdoutClosed { return EPIPE }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                let failure = errno
                if failure == EINTR { continue }
                if failure == EPIPE, descriptor == 1 { stdoutClosed = true }
                return failure
            }
            offset += written
        }
        return 0
    }
}
