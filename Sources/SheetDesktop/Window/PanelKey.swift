import SheetCore

/// The tuning panel's keys.
enum PanelKey: Equatable {
    /// `[` and `]`: the row above or below.
    case select(Int)
    /// `-`, `=`/`+`, Left, Right and the keypad's `-` and `+`: one step (a choice's previous or
    /// next value); with Shift (and `_`, Page Up/Down), ten.
    case nudge(Int, large: Bool)
    /// Backspace resets the row; Shift+Backspace every row.
    case reset(all: Bool)
}
