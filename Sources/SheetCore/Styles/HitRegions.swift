/// The parts of a style's look that a press needs: what a tap at a point does, where the
/// handle is, where the page's button sits. The machine sees these, never the drawing.
package protocol HitRegions: Sendable {
    /// Whether a press at `point` (sheet coordinates) grabs the sheet even over scrollable content.
    func isHandle(_ point: Point) -> Bool
    /// What a tap at `point` (relative to the sheet's top-left corner) does.
    func action(at point: Point, width: Double) -> SheetAction
    /// Room the page leaves at its bottom for a sheet that never leaves the screen.
    var pageBottomInset: Double { get }
    /// Selected segment of each control when presented.
    var initialControls: [Int] { get }
}

extension HitRegions {
    /// No segmented controls.
    package var initialControls: [Int] { [] }
    /// The page uses the whole window: the sheet covers it only when presented.
    package var pageBottomInset: Double { 0 }
    /// No handle: over scrollable content a press scrolls it.
    package func isHandle(_ point: Point) -> Bool { false }
    /// A tap on the sheet does nothing.
    package func action(at point: Point, width: Double) -> SheetAction { .none }
}
