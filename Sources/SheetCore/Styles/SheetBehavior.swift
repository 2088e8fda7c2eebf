/// How a style's sheet moves and decides (FloatingPanel's `Behavior`): timing or spring,
/// the drag range and its over-drag, and where a release lands.
package protocol SheetBehavior: ReleaseRules {
    /// Durations and easing of its animations, or the spring that replaces them.
    var timing: StyleTiming { get }
    /// Whether the sheet is always on screen (no page state, nothing dismisses it).
    var isAlwaysPresented: Bool { get }
    /// Whether a tap on the overlay dismisses.
    var overlayTapDismisses: Bool { get }
    /// Whether a drag down can dismiss the sheet (a release past its dismiss rule).
    var dragDismisses: Bool { get }
    /// Whether the sheet refuses every dismissal the user attempts (a drag, a tap on the dim,
    /// a key, a one-detent grabber tap): UIKit's `isModalInPresentation`.
    var refusesDismissal: Bool { get }
    /// Whether a press on the overlay grabs the sheet.
    var overlayDrags: Bool { get }
    /// Whether the sheet's content scrolls when taller than the sheet.
    var scrollsContent: Bool { get }
    /// Heights a drag may move the sheet through; nil when the sheet cannot be dragged.
    func dragRange(detents: DetentSet, window: Size) -> ClosedRange<Double>?
    /// The height drawn for a drag that would put it at `raw` (clamped, or rubber-banded);
    /// a sheet grabbed beyond its range (a spring's overshoot) may stay as far out as it was.
    func dragHeight(_ raw: Double, grabbedAt: Double, detents: DetentSet, window: Size) -> Double
    /// The inverse: where the finger would be for a drawn height (so a grab does not jump).
    func dragRaw(forHeight height: Double, detents: DetentSet, window: Size) -> Double
}

extension SheetBehavior {
    /// Most styles leave the page alone until presented.
    package var isAlwaysPresented: Bool { false }
    /// Most styles ignore a tap on the overlay.
    package var overlayTapDismisses: Bool { false }
    /// Most draggable styles dismiss when dragged down far enough.
    package var dragDismisses: Bool { true }
    /// Most styles can be dismissed.
    package var refusesDismissal: Bool { false }
    /// Most styles let a press on the overlay fall through to nothing.
    package var overlayDrags: Bool { false }
    /// Most styles show content that fits, or clip it.
    package var scrollsContent: Bool { false }

    /// Seeds 002–004: the sheet moves 1:1 between closed and its highest detent.
    package func dragRange(detents: DetentSet, window: Size) -> ClosedRange<Double>? {
        0...detents.highest.height
    }

    /// The finger's height, clamped to the drag range, or left where the sheet was grabbed when
    /// that is beyond it (so a grab during a spring's overshoot does not jump).
    package func dragHeight(_ raw: Double, grabbedAt: Double, detents: DetentSet, window: Size)
        -> Double
    {
        guard let range = dragRange(detents: detents, window: window) else { return raw }
        return clamp(raw, min(range.lowerBound, grabbedAt), max(range.upperBound, grabbedAt))
    }

    /// With no over-drag curve the drawn height is where the finger is.
    package func dragRaw(forHeight height: Double, detents: DetentSet, window: Size) -> Double {
        height
    }
}
