/// The insets a device's system keeps clear, in points.
package struct SafeArea: Equatable, Sendable {
    /// Above the content: the status bar (and notch).
    package var top: Double
    /// Below the content: the home indicator's strip.
    package var bottom: Double
    /// No insets: the bare window.
    package static let zero = SafeArea(top: 0, bottom: 0)
}

extension SheetConstants {
    /// The device's safe area, or none without `--device`.
    package var safeArea: SafeArea {
        guard let device = device.figures else { return .zero }
        return SafeArea(top: device.safeTop, bottom: device.safeBottom)
    }

    /// The gap above the sheet at `max`: `--top-inset`, but never into the safe area's top (a
    /// system sheet does not cover the status bar).
    package var effectiveTopInset: Double { max(topInset, safeArea.top) }
}
