/// `--chrome`: whether the window draws the device's status bar and home indicator.
package enum ChromeKind: String, CaseIterable, Sendable {
    /// The device's status bar, home indicator and rounded screen (nothing without `--device`).
    case device
    /// None of them: the app's own pixels only.
    case none
}
