// libFuzzer entry for SheetLab's three readers of outside input. Built by `make fuzz` with
// `swiftc -sanitize=fuzzer,address` together with SheetCore's sources; which reader runs is
// chosen by SHEETLAB_FUZZ_TARGET: flags, config or trace.
#if canImport(Glibc)
    import Glibc
#endif

let target: String = {
    guard let value = getenv("SHEETLAB_FUZZ_TARGET") else { return "config" }
    return String(cString: value)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    switch target {
    case "flags":
        // Arguments are NUL-separated, as a shell would hand them over.
        let arguments = text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        if case .run(let configuration)? = try? Command.parse(arguments) {
            _ = ConfigFile.json(configuration)
            _ = ConfigFile.swift(configuration)
        }
    case "trace":
        if let trace = try? Trace.parse(text, path: "fuzz") {
            var replay = Replay(Trace(configuration: trace.configuration, entries: Array(trace.entries.prefix(200))))
            var frames = 0
            while !replay.isFinished, frames < 600 {
                replay.step()
                frames += 1
            }
        }
    default:
        if let entries = try? ConfigFile.entries(text, path: "fuzz") {
            _ = try? Command.parse([], fileEntries: entries)
        }
    }
    return 0
}
