/// What a tap on the sheet does.
public enum SheetAction: Equatable, Sendable {
    case none
    /// A close button: dismiss (reason "button").
    case dismiss
    /// A segment of a segmented control was chosen.
    case select(control: Int, segment: Int)
    /// Go to the other resting detent (the peeking card).
    case toggle
}

/// How a style's animations run, in seconds.
public struct StyleTiming: Equatable, Sendable {
    public var present: Double
    /// Falling to nothing when dismissed.
    public var dismiss: Double
    /// Reaching a detent after a release or a key.
    public var snap: Double
    public var dimIn: Double
    public var dimOut: Double
    public var easing: Easing
    /// Snaps and dismissals take the remaining fraction of their duration, as seed 002's
    /// interactive transition finishes or cancels from where the finger left it.
    public var scalesWithDistance = false
    /// When set, present, snap and dismiss run on this spring, fed the release velocity, and
    /// the durations above are not used; the overlay then follows the sheet.
    public var spring: Spring? = nil
    /// The spring's settle distance, points.
    public var springRest = SpringMotion.positionTolerance
}

/// How the page behind is drawn for a sheet height: scaled about its centre, rounded.
public struct PageTransform: Equatable, Sendable {
    public var scale: Double
    public var cornerRadius: Double
    public static let identity = PageTransform(scale: 1, cornerRadius: 0)
}

/// One write-up's sheet system: where it rests, how it moves, how it decides, how it looks.
///
/// `SheetMachine` runs any style; a new style is one type conforming to this protocol and a
/// case in `StyleKind`.
public protocol SheetStyle: Sendable {
    /// Flags this style reads, besides `StyleKind.commonFlags`.
    var usedFlags: Set<String> { get }
    /// Whether the sheet is always on screen (no page state, nothing dismisses it).
    var isAlwaysPresented: Bool { get }
    var timing: StyleTiming { get }
    /// Overlay opacity at rest; 0 means no overlay, and the page shows through unchanged.
    var dimAlpha: Double { get }
    /// Whether a tap on the overlay dismisses.
    var overlayTapDismisses: Bool { get }
    /// Whether a press on the overlay grabs the sheet.
    var overlayDrags: Bool { get }
    /// Selected segment of each control when presented.
    var initialControls: [Int] { get }

    /// The resting detents (lowest first) for a window, and the dismiss line.
    func detents(window: Size) -> DetentSet
    /// Heights a drag may move the sheet through; nil when the sheet cannot be dragged.
    func dragRange(detents: DetentSet, window: Size) -> ClosedRange<Double>?
    /// The height drawn for a drag that would put it at `raw` (clamped, or rubber-banded);
    /// a sheet grabbed beyond its range (a spring's overshoot) may stay as far out as it was.
    func dragHeight(_ raw: Double, grabbedAt: Double, detents: DetentSet, window: Size) -> Double
    /// The inverse: where the finger would be for a drawn height (so a grab does not jump).
    func dragRaw(forHeight height: Double, detents: DetentSet, window: Size) -> Double
    /// Overlay opacity at sheet height `height` when it follows the sheet.
    func trackedDim(height: Double, detents: DetentSet) -> Double
    /// Whether a press at `point` (sheet coordinates) grabs the sheet even over scrollable content.
    func isHandle(_ point: Point) -> Bool
    /// Whether the sheet's content scrolls when taller than the sheet.
    var scrollsContent: Bool { get }
    /// Room the page leaves at its bottom for a sheet that never leaves the screen.
    var pageBottomInset: Double { get }
    /// Where a released drag goes, and the number of the rule that said so.
    func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision
    /// The page behind at sheet height `height`.
    func pageTransform(height: Double, detents: DetentSet) -> PageTransform
    /// Appends the sheet's background shapes for its current height, relative to its top-left
    /// corner (appended one by one, so a steady frame allocates nothing).
    func background(width: Double, height: Double, window: Size, into items: inout [DrawItem])
    /// The sheet's content relative to its top-left corner (top-anchored; clipped to the sheet).
    func content(width: Double, controls: [Int], measurer: any TextMeasurer) -> [DrawItem]
    /// The same content as the layout keeps it: lines in blocks, found by offset each frame.
    func contentPieces(
        width: Double, controls: [Int], measurer: any TextMeasurer
    ) -> [ContentPiece]
    /// What a tap at `point` (relative to the sheet's top-left corner) does.
    func action(at point: Point, width: Double) -> SheetAction
}

extension SheetStyle {
    public var isAlwaysPresented: Bool { false }
    public var overlayTapDismisses: Bool { false }
    public var overlayDrags: Bool { false }
    public var initialControls: [Int] { [] }
    public func pageTransform(height: Double, detents: DetentSet) -> PageTransform { .identity }
    public var scrollsContent: Bool { false }
    public var pageBottomInset: Double { 0 }
    public func isHandle(_ point: Point) -> Bool { false }

    public func contentPieces(
        width: Double, controls: [Int], measurer: any TextMeasurer
    ) -> [ContentPiece] {
        let items = content(width: width, controls: controls, measurer: measurer)
        return ContentPiece.pieces(of: items, measurer: measurer)
    }

    public func dragHeight(_ raw: Double, grabbedAt: Double, detents: DetentSet, window: Size) -> Double {
        guard let range = dragRange(detents: detents, window: window) else { return raw }
        return clamp(raw, min(range.lowerBound, grabbedAt), max(range.upperBound, grabbedAt))
    }

    public func dragRaw(forHeight height: Double, detents: DetentSet, window: Size) -> Double { height }

    /// SPEC §3: below the lowest detent the overlay follows the sheet; at or above it, full dim.
    public func trackedDim(height: Double, detents: DetentSet) -> Double {
        dimAlpha * clamp(height / detents.lowest.height, 0, 1)
    }
    public func action(at point: Point, width: Double) -> SheetAction { .none }
}

/// Which write-up's sheet system the app shows (`--style`).
public enum StyleKind: String, CaseIterable, Sendable {
    /// Seed 000: draggable sheet with detents, dimming and the card-scaled page.
    case sheet
    /// Seed 001: a fixed-height panel with an oval cap and segmented controls.
    case fixed
    /// Seed 002: a full-window modal dragged down to dismiss.
    case modal
    /// Seed 003: a half-height sheet that goes full height.
    case half
    /// Seed 004: the iOS 10 card over a shrunken page.
    case card
    /// Seed 004's second answer: a child card peeking from the bottom.
    case peek

    /// Flags every style reads.
    public static let commonFlags: Set<String> = [
        "window", "scale", "style", "start", "fps", "font", "bold-font", "events", "tap-slop", "config", "record",
        "replay", "headless", "hud", "panel", "frames", "filmstrip", "filmstrip-every", "compare", "renderer", "stats",
        "export-dir",
    ]

    /// The style's behaviour, set from `configuration`.
    public func behavior(_ configuration: Configuration) -> any SheetStyle {
        switch self {
        case .sheet: return DraggableSheetStyle(configuration)
        case .fixed: return FixedPanelStyle(configuration)
        case .modal: return ModalStyle(configuration)
        case .half: return HalfSheetStyle(configuration)
        case .card: return CardStyle(configuration)
        case .peek: return PeekCardStyle(configuration)
        }
    }

    /// Sets the write-up's numbers where they differ from the sheet's.
    func applyDefaults(to configuration: inout Configuration) {
        switch self {
        case .sheet: break
        case .fixed: FixedPanelStyle.applyDefaults(to: &configuration)
        case .modal: ModalStyle.applyDefaults(to: &configuration)
        case .half: HalfSheetStyle.applyDefaults(to: &configuration)
        case .card: CardStyle.applyDefaults(to: &configuration)
        case .peek: PeekCardStyle.applyDefaults(to: &configuration)
        }
    }

    /// What `--start` accepts with this style.
    public func startNames(_ configuration: Configuration) -> [String] {
        let style = behavior(configuration)
        let names = style.detents(window: configuration.window).resting.map(\.name)
        return style.isAlwaysPresented ? names : ["page"] + names
    }
}
