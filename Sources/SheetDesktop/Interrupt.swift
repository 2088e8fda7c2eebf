import CSDL2
import SheetCore

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

    /// SIGHUP and SIGQUIT end the window as SIGTERM does (noted as themselves).
    static func forwardHangUpAndQuit() {
        _ = Glibc.signal(SIGHUP, sheetlab_forward_to_sigterm)
        _ = Glibc.signal(SIGQUIT, sheetlab_forward_to_sigterm)
    }

    /// After SDL_Init: the signal that makes SDL quit the window is noted first.
    static func noteWindowSignals() { sheetlab_note_window_signals() }

    /// The signal that asked the window to quit, if one did (not its close button).
    static var windowSignal: Int32? {
        let number = sheetlab_window_signal()
        return number == 0 ? nil : number
    }

    /// `--stats`: from here on SIGUSR1 asks for the figures so far.
    static func catchStatsRequests() { _ = Glibc.signal(SIGUSR1, sheetlab_request_stats) }

    /// Whether SIGUSR1 asked for the figures since the last call.
    static func takeStatsRequest() -> Bool { sheetlab_take_stats_request() != 0 }

    /// The exit status of a run that `signal` stopped.
    static func status(_ signal: Int32) -> ExitCode { .signal(signal) }

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
