import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Writes `--events` JSON lines to stdout, one flushed line per event (SPEC §8).
struct EventLog {
    let enabled: Bool

    func write(_ event: SheetEvent, at time: Double) {
        guard enabled else { return }
        Output.line(event.json(time: time))
    }


}
