/// What `--look ios26` needs beside a sheet's height to place it (`FloatingSheet`): the
/// window's large and medium detents as UIKit resolves them, the display's corners and the
/// glass's blur.
package struct FloatingLook: Equatable, Sendable {
    /// The gap above the sheet at the large detent (the effective top inset).
    package var topInset: Double
    /// The device's bottom safe area (UIKit's medium stands above it).
    package var safeBottom: Double
    /// The radius of the display's corners (0 without a device).
    package var displayCorner: Double
    /// The glass's Gaussian sigma, in points.
    package var blur: Double
    /// The top corners' radius (`--corner-radius`).
    package var topRadius: Double

    /// The look of `constants`, when it floats (`--look ios26`); nil otherwise.
    package init?(_ constants: SheetConstants) {
        guard constants.look.floats else { return nil }
        topInset = constants.effectiveTopInset
        safeBottom = constants.safeArea.bottom
        displayCorner = constants.device.figures?.cornerRadius ?? 0
        blur = constants.glassBlur
        topRadius = constants.cornerRadius
    }

    /// Where and how a sheet `height` points tall is drawn in `window`.
    package func sheet(height: Double, window: Size) -> FloatingSheet {
        let large = window.height - topInset
        let share = SystemSheetLook.mediumShare(windowHeight: window.height)
        let medium = (large - safeBottom) * share + safeBottom
        return FloatingSheet(
            height: height, window: window, large: large, medium: medium,
            displayCorner: displayCorner, top: topRadius)
    }
}
