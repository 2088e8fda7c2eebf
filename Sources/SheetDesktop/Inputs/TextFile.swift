import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a user's text file for `--content`: unreadable exits 66, not UTF-8 exits 65.
enum TextFile {
    struct Failure: ExitCodeError {
        let message: String
        let exitCode: ExitCode
        var description: String { message }

        init(message: String, exitCode: ExitCode) {
            self.message = message
            self.exitCode = exitCode
        }

        /// "--flag path: problem", or "path: problem" for a file named without a flag (`plot`,
        /// `matrix` and `explain` take their traces so).
        init(_ path: String, _ flag: FlagName?, _ problem: String, _ exitCode: ExitCode) {
            let named = flag.map { "\($0.option) \(path)" } ?? path
            self.init(message: "\(named): \(problem)", exitCode: exitCode)
        }
    }

    /// The largest file read (a sheet of text, not a book).
    static let limit = FileText.contentLimit
    /// The largest trace read, and so the largest one `--record` writes: room for a header
    /// carrying `limit` bytes of content even if every byte is escaped (`\u0001`, 6 bytes),
    /// and for a long session's inputs. What the app writes, it reads back.
    static let traceLimit = 64 << 20

    /// The file's text; at most `limit` bytes, exactly.
    static func read(_ path: String, flag: FlagName?, limit: Int = limit) throws(Failure) -> String
    {
        guard var bytes = try bytes(path, flag: flag, limit: limit) else {
            throw Failure(path, flag, "larger than \(limit >> 20) MiB", .dataError)
        }
        // Cleaned as bytes, then made a String once: one copy of the file, not three.
        FileText.clean(&bytes)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(path, flag, "not UTF-8 text", .dataError)
        }
        return text
    }

    /// Opens `path` for reading only if it is a regular file. The open does not block (a FIFO
    /// with no writer would wait for ever) and the type is checked on the opened descriptor,
    /// so the file cannot be swapped between the check and the read.
    static func openRegular(_ path: String, flag: FlagName?) throws(Failure) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            throw Failure(path, flag, "cannot read (\(String(cString: strerror(errno))))", .noInput)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw Failure(path, flag, "cannot read (\(reason))", .noInput)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            let kind =
                status.st_mode & S_IFMT == S_IFDIR ? "a directory" : "not a regular file"
            throw Failure(path, flag, "cannot read (\(kind))", .noInput)
        }
        // A regular file never blocks; reads go back to blocking so EAGAIN cannot appear.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    /// Checks that `path` is a regular file without reading it (for files another library
    /// opens by name, such as fonts).
    static func checkRegular(_ path: String, flag: FlagName?) throws(Failure) {
        close(try openRegular(path, flag: flag))
    }

    /// A regular file's bytes, or nil once it is larger than `limit` (by its size, or by what
    /// a read found past it: a file growing as it is read); a failed read exits 66.
    static func bytes(_ path: String, flag: FlagName?, limit: Int) throws(Failure) -> [UInt8]? {
        let descriptor = try openRegular(path, flag: flag)
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, Int(status.st_size) > limit { return nil }
        // Room for the whole file at once (as its size says): growing by doubling held twice
        // a large trace's bytes while it was read.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(0, Int(status.st_size)) + 1)
        var chunk = [UInt8](repeating: 0, count: 65536)
        // One byte more than the limit tells a file at the limit from one past it.
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let got = chunk.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress!, wanted)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw Failure(
                    path, flag, "cannot read (\(String(cString: strerror(errno))))", .noInput)
            }
            if got == 0 { break }
            bytes += chunk[0..<got]
        }
        return bytes.count <= limit ? bytes : nil
    }
}
