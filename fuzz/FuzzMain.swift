// libFuzzer entry for SheetLab's three readers of outside input. Built by `make fuzz` with
// `swiftc -sanitize=fuzzer,address` together with SheetCore's sources; which reader runs is
// chosen by SHEETLAB_FUZZ_TARGET: flags, config or trace (ReaderProbe, which the corpus test
// in `make test` also reads every kept input with).
#if canImport(Glibc)
    import Glibc
#endif

let probe: ReaderProbe = {
    guard let value = getenv("SHEETLAB_FUZZ_TARGET") else { return .config }
    return ReaderProbe(rawValue: String(cString: value)) ?? .config
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    probe.read(UnsafeBufferPointer(start: data, count: size))
    return 0
}
