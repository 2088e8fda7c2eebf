/// The insets a device's system keeps clear, in points.
package struct SafeArea: Equatable, Sendable {
    /// Above the content: the status bar (and notch).
    package var top: Double
    /// Below the content: the home indicator's strip.
    package var bottom: Double
    /// At the left: a phone's Dynamic Island side in landscape.
    package var left = 0.0
    /// At the right: the same width as the left on a phone in landscape.
    package var right = 0.0
    /// No insets: the bare window.
    package static let zero = SafeArea(top: 0, bottom: 0)
}

extension DeviceFigures {
    /// The screen in points as held in `orientation`.
    package func screen(_ orientation: Orientation) -> Size {
        orientation == .portrait ? size : Size(width: size.height, height: size.width)
    }

    /// The safe area in `orientation`; nil in landscape where SheetLab has no figures for it
    /// (the Android phones). In landscape an iPhone hides its status bar: nothing above, the
    /// home indicator's 21 pt below, and at each side the portrait top inset (59 on the
    /// 393 pt phones, 62 on the 402 pt and larger ones: measured and 3rd-party tables; the
    /// Air's 68 inferred the same way); a home-button iPhone keeps none; an iPad keeps its
    /// status bar and its portrait insets. Sources: docs/devices.md.
    package func safeArea(_ orientation: Orientation) -> SafeArea? {
        guard orientation == .landscape else { return SafeArea(top: safeTop, bottom: safeBottom) }
        guard platform == .ios else { return nil }
        if isTablet { return SafeArea(top: safeTop, bottom: safeBottom) }
        guard homeIndicator else { return .zero }
        return SafeArea(
            top: 0, bottom: Self.landscapeHomeIndicator, left: safeTop, right: safeTop)
    }

    /// The home indicator's strip below an iPhone's landscape safe area.
    package static let landscapeHomeIndicator = 21.0

    /// Whether it is a tablet: wider than any phone (UIKit's regular width in portrait).
    package var isTablet: Bool { size.width > SheetConstants.compactWidthLimit }

    /// Whether its status bar shows in `orientation`: an iPhone hides it in landscape (UIKit's
    /// `prefersStatusBarHidden` is true in a vertically compact environment).
    package func showsStatusBar(_ orientation: Orientation) -> Bool {
        orientation == .portrait || isTablet
    }
}

extension SheetConstants {
    /// The device's safe area as held, or none without `--device`.
    package var safeArea: SafeArea {
        guard let device = device.figures else { return .zero }
        return device.safeArea(orientation)
            ?? SafeArea(top: device.safeTop, bottom: device.safeBottom)
    }

    /// The gap above the sheet at `max`: `--top-inset`, but never into the safe area's top (a
    /// system sheet does not cover the status bar).
    package var effectiveTopInset: Double { max(topInset, safeArea.top) }
}
