import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Records a trace (`--record`): the header at once, then one line per input, each written
/// whole with one system call, so a crash or Ctrl-C leaves a valid file.
final class TraceWriter {
    private let descriptor: Int32
    let path: String
    private var failed = false
    /// Bytes of whole lines written: a line cut short by a full disk is cut back off.
    private var length: off_t = 0

    /// Creates `path` (never replacing a file) and writes the header.
    init(path: String, configuration: Configuration) throws(ExportFile.Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_APPEND, 0o644)
        guard descriptor >= 0 else {
            // Worded as the other outputs' (--filmstrip, plot --out): one level of brackets.
            let error = errno
            let reason = String(cString: strerror(error))
            throw ExportFile.Failure(
                message: error == EEXIST
                    ? "\(flag: .record) \(path): the file exists (a trace is never replaced)"
                    : "\(flag: .record) \(path): cannot create (\(reason))")
        }
        self.descriptor = descriptor
        self.path = path
        let header = Trace.header(configuration)
        guard header.utf8.count < TextFile.traceLimit else {
            close(descriptor)
            unlink(path)
            let limit = TextFile.traceLimit >> 20
            throw ExportFile.Failure(
                message: "\(flag: .record) \(path): the content makes a trace over \(limit) MiB")
        }
        guard writeLine(header) else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            unlink(path)
            throw ExportFile.Failure(message: "\(flag: .record) \(path): cannot write (\(reason))")
        }
    }

    deinit { close(descriptor) }

    /// Appends one input; a write error is reported once and recording stops.
    func append(_ entry: TraceEntry) {
        guard !failed else { return }
        let line = Trace.line(entry)
        // A trace the app could not read back is worth less than one that ends early.
        guard length + off_t(line.utf8.count + 1) <= off_t(TextFile.traceLimit) else {
            failed = true
            let limit = TextFile.traceLimit >> 20
            Output.error(
                "\(flag: .record) \(path): recording stopped at \(limit) MiB, the most a trace "
                    + "holds")
            return
        }
        if !writeLine(line) {
            failed = true
            Output.error(
                "\(flag: .record) \(path): recording stopped (\(String(cString: strerror(errno))))")
        }
    }

    private func writeLine(_ text: String) -> Bool {
        let bytes = Array((text + "\n").utf8)
        while true {
            let written = bytes.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress!, bytes.count)
            }
            if written == bytes.count {
                length += off_t(written)
                return true
            }
            if written < 0, errno == EINTR { continue }
            let reason = written >= 0 ? ENOSPC : errno
            _ = ftruncate(descriptor, length)  // the file ends with a whole line
            errno = reason
            return false
        }
    }
}
