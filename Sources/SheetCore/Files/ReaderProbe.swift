/// Hands arbitrary bytes to one of SheetLab's three readers of outside input (the flag parser,
/// the config reader, the trace reader) and uses what it reads as the app would: a parsed
/// configuration is exported, a parsed trace is replayed. The libFuzzer entry
/// (`fuzz/FuzzMain.swift`) and the corpus test (`FuzzCorpusTests`) both call this, so every
/// input the fuzzer ever kept is read again, under AddressSanitizer, on every `make test`.
package enum ReaderProbe: String, CaseIterable, Sendable {
    /// Arguments, NUL-separated as a shell hands them over.
    case flags
    /// A `--config` file.
    case config
    /// A `--replay` trace (its first 200 entries, at most 600 frames).
    case trace

    /// Reads `bytes` with this reader; a refusal is an answer, not a failure.
    package func read(_ bytes: some Collection<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        switch self {
        case .flags:
            let arguments = text.split(separator: "\0", omittingEmptySubsequences: false)
                .map(String.init)
            if case .run(let configuration)? = try? Command.parse(arguments) {
                _ = ConfigFile.json(configuration)
                _ = ConfigFile.swift(configuration)
            }
        case .trace:
            if let trace = try? Trace.parse(text, path: "fuzz") {
                let entries = Array(trace.entries.prefix(200))
                var replay = Replay(Trace(configuration: trace.configuration, entries: entries))
                var frames = 0
                while !replay.isFinished, frames < 600 {
                    replay.step()
                    frames += 1
                }
            }
        case .config:
            if let entries = try? ConfigFile.entries(text, path: "fuzz") {
                _ = try? Command.parse([], fileEntries: entries)
            }
        }
    }
}
