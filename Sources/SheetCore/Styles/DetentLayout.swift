/// Where a style's sheet rests and what the page behind does at a height (FloatingPanel's
/// `Layout`): its detents resolved against a window, the overlay's dim, the card scale.
package protocol DetentLayout: Sendable {
    /// Overlay opacity at rest; 0 means no overlay, and the page shows through unchanged.
    var dimAlpha: Double { get }
    /// The resting detents (lowest first) for a window and content this tall, and the
    /// dismiss line.
    func detents(window: Size, contentHeight: Double) -> DetentSet
    /// Overlay opacity at sheet height `height` when it follows the sheet.
    func trackedDim(height: Double, detents: DetentSet) -> Double
    /// The page behind at sheet height `height`.
    func pageTransform(height: Double, detents: DetentSet) -> PageTransform
}
