import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Writes `--events` JSON lines to stdout, one flushed line per event (SPEC §8).
///
/// `ready` is always the first line: events logged before the first frame is on screen
/// (where a sheet that starts on screen rests) wait for it and follow it, at their own time
/// or, if that is earlier, at ready's, so a reader of the first line sees `ready` and `t`
/// never goes backwards.
final class EventLog {
    let enabled: Bool
    private var isReady = false
    private var waiting: [(event: SheetEvent, time: Double, phone: Int?)] = []
    /// Events held for `ready` at most; beyond it they are written as they come.
    private static let waitingLimit = 256

    init(enabled: Bool) { self.enabled = enabled }

    /// Writes one event; with `--compare`, `phone` (1 or 2) says whose it is.
    func write(_ event: SheetEvent, at time: Double, phone: Int? = nil) {
        guard enabled else { return }
        switch event {
        case .ready:
            isReady = true
            Output.line(event.json(time: time, phone: phone), what: "events")
            writeWaiting(at: time)
        case .quit:
            // A run that quits before its first frame still reports what it logged, then quits.
            writeWaiting(at: time)
            Output.line(event.json(time: time, phone: phone), what: "events")
        default:
            if !isReady, waiting.count < Self.waitingLimit {
                waiting.append((event, time, phone))
                return
            }
            Output.line(event.json(time: time, phone: phone), what: "events")
        }
    }

    private func writeWaiting(at time: Double) {
        let held = waiting
        waiting.removeAll()
        for entry in held {
            Output.line(
                entry.event.json(time: max(entry.time, time), phone: entry.phone), what: "events")
        }
    }
}
