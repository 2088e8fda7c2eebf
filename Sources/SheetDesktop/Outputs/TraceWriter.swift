import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Records a trace (`--record`, or `R` in the window): the header at once, then one line per
/// input, each written whole with one system call, so a crash or Ctrl-C leaves a valid file.
final class TraceWriter {
    private let descriptor: Int32
    let path: String
    /// What names the trace in a message: `--record PATH`, or the path alone for `R`'s.
    private let named: String
    /// The app's clock reading the trace's time 0 stands for: 0 for `--record` (the trace
    /// starts with the app), when `R` was pressed for its recordings.
    let origin: Double
    private var failed = false
    private var closed = false
    /// Bytes of whole lines written: a line cut short by a full disk is cut back off.
    private var length: off_t = 0

    /// Creates `path` (never replacing a file) and writes the header.
    convenience init(path: String, configuration: Configuration) throws(ExportFile.Failure) {
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
        try self.init(
            descriptor: descriptor, path: path, named: "\(flag: .record) \(path)",
            configuration: configuration, origin: 0)
    }

    /// The stem of `R`'s recordings: `sheetlab-recording.jsonl`, then `-2`, `-3`, ….
    static let stem = "sheetlab-recording"

    /// `R`: a new trace in `directory` under the first free name (never replacing a file),
    /// its time 0 at `origin` on the app's clock, its header `configuration`.
    static func new(
        in directory: String, configuration: Configuration, origin: Double
    ) throws(ExportFile.Failure) -> TraceWriter {
        for number in ExportFile.numbers {
            let path = ExportFile.path(stem, "jsonl", number: number, directory: directory)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_APPEND, 0o644)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                let reason = String(cString: strerror(errno))
                throw ExportFile.Failure(
                    message: "cannot record into \(ExportFile.absolute(directory)) (\(reason))")
            }
            return try TraceWriter(
                descriptor: descriptor, path: path, named: path, configuration: configuration,
                origin: origin)
        }
        throw ExportFile.Failure(
            message: "cannot record: \(ExportFile.numbers.upperBound) recordings already in "
                + ExportFile.absolute(directory))
    }

    /// Takes the new file `descriptor` at `path` and writes the header; on failure the file
    /// is closed and removed.
    private init(
        descriptor: Int32, path: String, named: String, configuration: Configuration,
        origin: Double
    ) throws(ExportFile.Failure) {
        self.descriptor = descriptor
        self.path = path
        self.named = named
        self.origin = origin
        let header = Trace.header(configuration)
        guard header.utf8.count < TextFile.traceLimit else {
            close(descriptor)
            unlink(path)
            closed = true
            let limit = TextFile.traceLimit >> 20
            throw ExportFile.Failure(
                message: "\(named): the content makes a trace over \(limit) MiB")
        }
        guard writeLine(header) else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            unlink(path)
            closed = true
            throw ExportFile.Failure(message: "\(named): cannot write (\(reason))")
        }
    }

    deinit { finish() }

    /// Ends the trace: what is written is on the disk and the file closed. Nothing is
    /// appended after.
    func finish() {
        guard !closed else { return }
        closed = true
        failed = true
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// Appends one input; a write error is reported once and recording stops.
    func append(_ entry: TraceEntry) {
        guard !failed else { return }
        var entry = entry
        entry.time = max(0, entry.time - origin)
        let line = Trace.line(entry)
        // A trace the app could not read back is worth less than one that ends early.
        guard length + off_t(line.utf8.count + 1) <= off_t(TextFile.traceLimit) else {
            failed = true
            let limit = TextFile.traceLimit >> 20
            Output.error("\(named): recording stopped at \(limit) MiB, the most a trace holds")
            return
        }
        if !writeLine(line) {
            failed = true
            Output.error("\(named): recording stopped (\(String(cString: strerror(errno))))")
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
