import CSDL2
import CSDL2.X11

#if canImport(Glibc)
    import Glibc
#endif

/// The X connection breaking under the window (the server killed or gone), or the server
/// refusing a request (the window destroyed by another program): SheetLab's own line and exit
/// 69, with the `quit` event and no temporary file left, not Xlib's five lines and exit 1.
@MainActor
enum DisplayLoss {
    /// What the app does first (say so, log `quit`, give up its outputs), given the refusal in
    /// words or nil for a broken connection; the process then exits 69.
    static var handler: ((String?) -> Void)?

    /// Puts SheetLab's handlers in Xlib's place, before SDL_Init: SDL keeps the handler it
    /// finds as the one to call after its own and puts it back while it quits, then closes its
    /// second connection, where a wake-up sent to the window just destroyed is refused. Until
    /// `watch` (and after `stopWatching`) a loss or a refusal that matters is one line of
    /// SheetLab's own and exit 69; an event sent to a window already gone is ignored.
    static func catchErrors() {
        sheetlab_x11_catch_errors()
    }

    /// Hands a lost X connection or a refused request to `handler` (nothing on a display other
    /// than X11: Xlib is then never used).
    static func watch(_ handler: @escaping (String?) -> Void) {
        Self.handler = handler
        sheetlab_x11_catch_connection_loss { reason in
            let words = reason.map { String(cString: $0) }
            MainActor.assumeIsolated { DisplayLoss.handler?(words) }
        }
    }

    /// The window is closing: the app's handler (which logs `quit`, already logged) is
    /// dropped; a loss or refusal from here on is said in one line, exit 69.
    static func stopWatching() {
        Self.handler = nil
        sheetlab_x11_catch_connection_loss(nil)
    }
}
