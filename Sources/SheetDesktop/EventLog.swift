import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Writes `--events` JSON lines to stdout, one flushed line per event (SPEC §8).
struct EventLog {
    let enabled: Bool

    func write(_ event: SheetEvent, at time: Double) {
        guard enabled else { return }
        line(event.json(time: time))
    }

    /// `ready` and `quit`, which belong to the window rather than the sheet.
    func ready(window: Size, at time: Double) {
        guard enabled else { return }
        line(
            "{\"t\":\(Format.fixed(time, decimals: 3)),\"event\":\"ready\",\"window\":[\(Format.measure(window.width)),\(Format.measure(window.height))]}"
        )
    }

    func quit(frames: Int, at time: Double) {
        guard enabled else { return }
        line("{\"t\":\(Format.fixed(time, decimals: 3)),\"event\":\"quit\",\"frames\":\(frames)}")
    }

    private func line(_ text: String) {
        Output.line(text)
    }
}
