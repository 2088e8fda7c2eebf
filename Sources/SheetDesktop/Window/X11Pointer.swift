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
