import SheetCore

/// What the window does for an SDL event that is not an input to a sheet.
enum AppCommand: Equatable {
    /// The window was closed (or SIGINT/SIGTERM arrived).
    case quit
    /// The window's pixels were lost (exposed, shown, restored): draw again.
    case redraw
    /// The window lost focus: a press whose release it will never see ends.
    case cancelPress
    /// The window is now this many points: the phones follow, within the drawable limit.
    case resized(Size)
    /// `E`: export the running constants in every format.
    case exportConstants
    /// Ctrl+S: save the window's next frame as a new PNG in `--export-dir`.
    case screenshot
    /// `R`: start a recording into a new trace in `--export-dir`, or stop the one started.
    case toggleRecording
    /// F1: show or hide the HUD.
    case toggleHUD
    /// Tab: open or close the tuning panel.
    case togglePanel
    /// A key for the open tuning panel.
    case panel(PanelKey)
    /// How many seconds ago the X server saw the next mouse event's input (nil: unknown).
    case pointerAge(Double?)
}
