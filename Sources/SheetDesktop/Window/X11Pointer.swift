import CSDL2
import CSDL2.X11

#if canImport(Glibc)
    import Glibc
#endif

/// What the X server knows of the pointer and SDL does not pass on. Apart in its own file:
/// Xlib's names (`Window`, `Font`, ...) are visible only here.
enum X11Pointer {
    /// Sends `window` a left-button release (nothing on a display other than X11): the release
    /// SDL missed.
    @MainActor
    static func sendLostRelease(to window: OpaquePointer) {
        _ = sheetlab_x11_release_left_button(window)
    }

    /// How many seconds ago the X server saw the pointer input behind `event` (a window-manager
    /// event SDL sends just before the mouse event made of the same X event), or nil when it
    /// is none or its time is not on this machine's monotonic clock (a remote server).
    ///
    /// SDL stamps events when the app reads them: a drag read late, or several read together
    /// after a long frame, would look faster or slower than the hand moved. The server's time
    /// is when the hand moved, as UIKit's touch timestamps are.
    static func age(of event: SDL_Event) -> Double? {
        var copy = event
        let serverMilliseconds = sheetlab_x11_pointer_time(&copy)
        guard serverMilliseconds != 0 else { return nil }
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let milliseconds = UInt64(clock.tv_sec) &* 1000 &+ UInt64(clock.tv_nsec / 1_000_000)
        // Both clocks wrap at 2^32 ms here; the difference is exact across a wrap.
        let age = Int32(bitPattern: UInt32(truncatingIfNeeded: milliseconds) &- serverMilliseconds)
        guard (0...5000).contains(age) else { return nil }
        return Double(age) / 1000
    }
}

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

/// The window's pixels as the X server holds them, for the tests (`FrameVerifier`).
enum X11Pixels {
    /// The window's pixels as the X server holds them, `width` × `height` from its top left, as
    /// 0x00RRGGBB; nil on a display other than X11.
    @MainActor
    static func read(of window: OpaquePointer, width: Int, height: Int) -> [UInt32]? {
        guard width > 0, height > 0 else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        let read = pixels.withUnsafeMutableBufferPointer { buffer in
            sheetlab_x11_read_window(window, buffer.baseAddress, Int32(width), Int32(height))
        }
        return read == 1 ? pixels : nil
    }
}
