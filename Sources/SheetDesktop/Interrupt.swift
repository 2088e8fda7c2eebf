import CSDL2

#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT in a run without a window (a headless replay, plot):
/// before the run writes anything it ends at once; after, a handler only notes the signal, and
/// the run stops at its next frame, with every file it wrote whole and no temporary left. It
/// exits 128 + the signal's number, as a process killed by it would: what it made is incomplete.
enum Interrupt {
    /// From here on, those four signals stop the run instead of killing it: `atOnce` while it
    /// has written nothing yet (one line, then the exit), else at its next frame.
    static func catchStopSignals(atOnce: Bool) {
        sheetlab_set_stop_at_once(atOnce ? 1 : 0)
        sheetlab_catch_stop_signals()
    }

    /// The run is about to write: a signal now only asks it to stop (`signal`), so whatever is
    /// being written is finished first.
    static func deferStop() { sheetlab_set_stop_at_once(0) }

    /// The signal that asked the run to stop, if one has.
    static var signal: Int32? {
        let number = sheetlab_stop_requested()
        return number == 0 ? nil : number
    }

    /// The exit status of a run that `signal` stopped.
    static func status(_ signal: Int32) -> Int32 { 128 + signal }

    /// "SIGTERM", for a message.
    static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        case SIGQUIT: "SIGQUIT"
        default: "signal \(signal)"
        }
    }
}
