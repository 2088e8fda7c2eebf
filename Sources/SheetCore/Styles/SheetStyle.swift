/// What a tap on the sheet does.
package enum SheetAction: Equatable, Sendable {
    /// Nothing: the tap lands on plain content.
    case none
    /// A close button: dismiss (reason "button").
    case dismiss
    /// A segment of a segmented control was chosen.
    case select(control: Int, segment: Int)
    /// Go to the other resting detent (the peeking card).
    case toggle
    /// The grabber, tapped: the next detent up, from the highest the one below; with one
    /// detent, dismiss (reason "grabber").
    case grabber
}

/// How a style's animations run, in seconds.
package struct StyleTiming: Equatable, Sendable {
    /// Rising from nothing when presented.
    package var present: Double
    /// Falling to nothing when dismissed.
    package var dismiss: Double
    /// Reaching a detent after a release or a key.
    package var snap: Double
    /// The overlay fading in.
    package var dimIn: Double
    /// The overlay fading out when dismissed.
    package var dimOut: Double
    /// The timing curve the durations run on.
    package var easing: Easing
    /// Snaps and dismissals take the remaining fraction of their duration, as seed 002's
    /// interactive transition finishes or cancels from where the finger left it.
    package var scalesWithDistance = false
    /// When set, present, snap and dismiss run on this spring, fed the release velocity, and
    /// the durations above are not used; the overlay then follows the sheet.
    package var spring: Spring? = nil
    /// The spring a release at or faster than `flickVelocity` lands on instead of `spring`
    /// (`--flick-damping`); nil: `spring`.
    package var flickSpring: Spring? = nil
    /// From this release speed (pt/s) a landing runs on `flickSpring`.
    package var flickVelocity = Double.infinity
    /// The spring's settle distance, points.
    package var springRest = SpringMotion.positionTolerance
}

extension StyleTiming {
    /// The timing of a style that runs on its tuned durations: presenting and dismissing both
    /// take `--present-duration`, the overlay fades in over `--dim-duration` and out over
    /// `--dim-out-duration`, and snaps take `snap` (`--snap-duration` unless given).
    init(_ constants: SheetConstants, snap: Double? = nil, easing: Easing) {
        self.init(
            present: constants.presentDuration, dismiss: constants.presentDuration,
            snap: snap ?? constants.snapDuration, dimIn: constants.dimDuration,
            dimOut: constants.dimOutDuration, easing: easing)
    }
}

/// How the page behind is drawn for a sheet height: scaled about its centre, rounded.
package struct PageTransform: Equatable, Sendable {
    /// Scale of the page about its centre (1: full size; `--card-scale` at max).
    package var scale: Double
    /// Radius of the scaled page's corners.
    package var cornerRadius: Double
    /// The page as it is without a sheet: full size, square corners.
    package static let identity = PageTransform(scale: 1, cornerRadius: 0)
}

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
}

extension SheetBehavior {
    /// Most styles leave the page alone until presented.
    package var isAlwaysPresented: Bool { false }
    /// Most styles ignore a tap on the overlay.
    package var overlayTapDismisses: Bool { false }
    /// Most draggable styles dismiss when dragged down far enough.
    package var dragDismisses: Bool { true }
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

extension SheetAppearance {
    /// No shadow over the page.
    package var castsEdgeShadow: Bool { false }
    /// The write-ups' grabber.
    package var cueGrabber: Grabber { .seed }
    /// Nothing over the content.
    package func foreground(width: Double, scrollOffset: Double, into items: inout [DrawItem]) {}
    /// The content starts below what the style draws at the sheet's top.
    package var contentIsFace: Bool { false }
    /// The content's draw items as pieces: runs of lines become blocks, the rest stay items.
    package func contentPieces(
        width: Double, controls: [Int], measurer: any TextMeasurer
    ) -> [ContentPiece] {
        let items = content(width: width, controls: controls, measurer: measurer)
        return ContentPiece.pieces(of: items, measurer: measurer)
    }
}

/// One write-up's sheet system: a choice of a layout, a behaviour and an appearance.
///
/// `SheetMachine` runs any style and reads only its layout, behaviour and hit regions; the
/// scene builder draws its appearance. A new style is a new choice of the three (most reuse
/// an existing piece) and a case in `StyleKind`.
package struct SheetStyle: Sendable {
    /// Where it rests, and the dim and card scale for a height.
    package var layout: any DetentLayout
    /// How it moves and where a release lands.
    package var behavior: any SheetBehavior
    /// How it is drawn and what a tap on it does.
    package var appearance: any SheetAppearance
    /// Flags this style reads, besides those every style reads (`Flag.readByEveryStyle`).
    package var usedFlags: Set<FlagName>

    /// The style from its three pieces.
    package init(
        layout: any DetentLayout, behavior: any SheetBehavior, appearance: any SheetAppearance,
        usedFlags: Set<FlagName>
    ) {
        self.layout = layout
        self.behavior = behavior
        self.appearance = appearance
        self.usedFlags = usedFlags
    }

    // Shorthands for what callers outside the machine most often ask a style.

    /// The layout's detents for `window` (with no content measured yet).
    package func detents(window: Size, contentHeight: Double = 0) -> DetentSet {
        layout.detents(window: window, contentHeight: contentHeight)
    }
    /// The behaviour's release decision.
    package func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision {
        behavior.decide(release, detents: detents)
    }
    /// The behaviour's drawn height for a drag.
    package func dragHeight(
        _ raw: Double, grabbedAt: Double, detents: DetentSet, window: Size
    ) -> Double {
        behavior.dragHeight(raw, grabbedAt: grabbedAt, detents: detents, window: window)
    }
    /// The behaviour's finger position for a drawn height.
    package func dragRaw(forHeight height: Double, detents: DetentSet, window: Size) -> Double {
        behavior.dragRaw(forHeight: height, detents: detents, window: window)
    }
    /// The behaviour's timing.
    package var timing: StyleTiming { behavior.timing }
    /// The appearance's content as draw items.
    package func content(width: Double, controls: [Int], measurer: any TextMeasurer) -> [DrawItem] {
        appearance.content(width: width, controls: controls, measurer: measurer)
    }
    /// The appearance's content as pieces.
    package func contentPieces(
        width: Double, controls: [Int], measurer: any TextMeasurer
    ) -> [ContentPiece] {
        appearance.contentPieces(width: width, controls: controls, measurer: measurer)
    }
}
