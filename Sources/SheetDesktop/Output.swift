import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Unbuffered writes to stdout and stderr: each line reaches a pipe whole and at once.
enum Output {
    /// Writes `text` and a newline to stdout; false (errno set) when it could not.
    @discardableResult
    static func line(_ text: String) -> Bool { write(text + "\n", to: 1) }

    /// Writes the one line a command prints as its result: the exit status is 0 when it
    /// arrived, else 74 (EX_IOERR) after saying why on stderr — `--help > /dev/full` fails.
    static func result(_ text: String) -> Int32 {
        if line(text) { return 0 }
        error("cannot write to standard output (\(String(cString: strerror(errno))))")
        return 74
    }

    /// Writes "SheetDesktop: `message`" to stderr.
    static func error(_ message: String) { write("SheetDesktop: \(message)\n", to: 2) }

    /// Says what went wrong in one line and gives the exit status for it: the error's own
    /// (64 usage, 65 bad file, 66 unreadable, 69 no display, 73 cannot write, 74 stdout), else 70.
    static func failure(_ error: any Error) -> Int32 {
        if let error = error as? any ExitCodeError {
            self.error(error.description)
            return error.exitCode
        }
        self.error("\(error)")
        return 70
    }

    @discardableResult
    private static func write(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
