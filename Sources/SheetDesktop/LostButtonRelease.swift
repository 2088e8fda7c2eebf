import CSDL2
import CSDL2.X11

/// The release SDL missed, sent through the X server. Apart in its own file: Xlib's names
/// (`Window`, `Font`, ...) are visible only here.
enum LostButtonRelease {
    /// Sends `window` a left-button release (nothing on a display other than X11).
    @MainActor
    static func send(to window: OpaquePointer) {
        _ = sheetlab_x11_release_left_button(window)
    }
}
