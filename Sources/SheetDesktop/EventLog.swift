import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Writes `--events` JSON lines to stdout, one flushed line per event (SPEC §8).
struct EventLog {
    let enabled: Bool

    /// Writes one event; with `--compare`, `phone` (1 or 2) says whose it is.
    func write(_ event: SheetEvent, at time: Double, phone: Int? = nil) {
        guard enabled else { return }
        Output.line(event.json(time: time, phone: phone))
    }


}
