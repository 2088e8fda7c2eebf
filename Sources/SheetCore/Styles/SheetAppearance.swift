/// How a style's sheet looks: its drawing and its hit regions.
package protocol SheetAppearance: HitRegions {
    /// Appends the sheet's background shapes for its current height, relative to its top-left
    /// corner (appended one by one, so a steady frame allocates nothing).
    func background(width: Double, height: Double, window: Size, into items: inout [DrawItem])
    /// The sheet's content relative to its top-left corner (top-anchored; clipped to the sheet).
    func content(width: Double, controls: [Int], measurer: any TextMeasurer) -> [DrawItem]
    /// The same content as the layout keeps it: lines in blocks, found by offset each frame.
    func contentPieces(
        width: Double, controls: [Int], measurer: any TextMeasurer
    ) -> [ContentPiece]
    /// Whether a soft shadow falls from the sheet's edge over the page, fading as the dim
    /// rises.
    var castsEdgeShadow: Bool { get }
    /// The grabber the dismiss cue shows while a release would dismiss.
    var cueGrabber: Grabber { get }
    /// Appends what is drawn over the content, relative to the sheet's top-left corner (the
    /// grabber over a `--sheet-image` face, in a tone for what is scrolled under it).
    func foreground(width: Double, scrollOffset: Double, into items: inout [DrawItem])
    /// Whether the content is the sheet's face from its top edge (a `--sheet-image`):
    /// scrolled, it then passes under the foreground up to that edge, cut to the sheet's
    /// rounded corners, rather than below the grabber's strip.
    var contentIsFace: Bool { get }
    /// Where the sheet `height` points tall is drawn in `window` when it floats inset (iOS
    /// 26's partial heights); nil when it is drawn edge to edge, its top `height` above the
    /// window's bottom.
    func floating(height: Double, window: Size) -> FloatingSheet?
}

extension SheetAppearance {
    /// No shadow over the page.
    package var castsEdgeShadow: Bool { false }
    /// The write-ups' grabber.
    package var cueGrabber: Grabber { .seed }
    /// Nothing over the content.
    package func foreground(width: Double, scrollOffset: Double, into items: inout [DrawItem]) {}
    /// The content starts below what the style draws at the sheet's top.
    package var contentIsFace: Bool { false }
    /// Edge to edge.
    package func floating(height: Double, window: Size) -> FloatingSheet? { nil }
    /// The content's draw items as pieces: runs of lines become blocks, the rest stay items.
    package func contentPieces(
        width: Double, controls: [Int], measurer: any TextMeasurer
    ) -> [ContentPiece] {
        let items = content(width: width, controls: controls, measurer: measurer)
        return ContentPiece.pieces(of: items, measurer: measurer)
    }
}
