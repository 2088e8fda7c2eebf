import SheetEngine

/// A rectangle in points, its origin at the top left and y growing down (UIKit's way).
public struct SheetRect: Equatable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A rectangle at `x`, `y`, `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether `x`, `y` lies inside.
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }
}

/// Where everything is drawn for the sheet's state now: what an adapter applies each frame.
/// Every figure is the engine's (the same code lays out SheetLab's window).
public struct SheetPlacement: Equatable, Sendable {
    /// Whether a sheet is on screen (or falling away).
    public var isPresented: Bool
    /// The sheet's frame in the window.
    public var sheet: SheetRect
    /// The sheet's corner radii, clockwise from the top left.
    public var corners: [Double]
    /// The page behind the sheet: the whole window, or the card it recedes into.
    public var page: SheetRect
    /// The page's corner radius as a card (0 when it is not one).
    public var pageCornerRadius: Double
    /// How far the page is scaled down (1: not at all).
    public var pageScale: Double
    /// The black overlay's alpha over the page (0…1).
    public var dim: Double
    /// The grabber's frame in the window, or nil when the tuning hides it.
    public var grabber: SheetRect?
}

/// What happened, for an adapter to act on (drained with `SheetDriver.takeChanges()`).
public enum SheetChange: Equatable, Sendable {
    /// The sheet started to rise.
    case presented
    /// A press became a drag of the sheet.
    case dragStarted
    /// A drag was let go: where the engine sends it (a detent's name or "dismiss") and the
    /// number of the release rule that decided (as SheetLab's `explain` numbers them).
    case released(target: String, rule: Int)
    /// The sheet came to rest at a detent, `height` points above the bottom edge.
    case settled(detent: String, height: Double)
    /// The sheet started to fall away.
    case dismissing
    /// The sheet is gone: the adapter removes it.
    case dismissed
}

/// The tuned sheet's engine, driven by an app: touches and the display link's time in,
/// placements and changes out. Platform-neutral: it runs, and is tested, anywhere Swift does.
public struct SheetDriver: Sendable {
    /// SheetLab's state machine, fed by this driver.
    package private(set) var machine: SheetMachine
    private var changes: [SheetChange] = []

    /// A driver for `tuning` in a window `width` × `height` points, its clock at `time`
    /// (seconds, any monotonic clock: CACurrentMediaTime on iOS). The sheet starts hidden.
    public init(tuning: Tuning = .tuned, width: Double, height: Double, time: Double) {
        var constants = tuning.constants
        constants.start = "page"
        constants.window = Size(width: max(1, width), height: max(1, height))
        machine = SheetMachine(constants: constants, window: constants.window, time: time)
        collect()
    }

    /// Whether the sheet is on screen (or falling away).
    public var isPresented: Bool { machine.isPresented }
    /// Whether the adapter should keep drawing frames: something moves or a press is held.
    public var isMoving: Bool { machine.isMoving }
    /// The detent the sheet rests at now, or nil while it moves or is hidden.
    public var restingDetent: String? {
        if case .resting(let detent) = machine.motion { return detent.name }
        return nil
    }
    /// Whether a finger can drag the sheet at all (a fixed panel's cannot).
    public var isDraggable: Bool {
        machine.style.behavior.dragRange(detents: machine.detents, window: machine.window) != nil
    }
    /// The sheet's detents, lowest first: each name and height above the bottom edge.
    public var detents: [(name: String, height: Double)] {
        machine.detents.resting.map { ($0.name, $0.height) }
    }

    /// Presents the sheet, as the page's button does in SheetLab (nothing if it is shown).
    public mutating func present(at time: Double) {
        guard !machine.isPresented else { return }
        apply(.key(.enter), at: time)
    }

    /// Dismisses the sheet, as Escape does in SheetLab (nothing if the tuning refuses).
    public mutating func dismiss(at time: Double) { apply(.key(.escape), at: time) }

    /// A finger went down at `x`, `y` (window points) at `time`.
    public mutating func touchBegan(x: Double, y: Double, at time: Double) {
        apply(.pointerDown(Point(x: x, y: y)), at: time)
    }
    /// The finger moved to `x`, `y`.
    public mutating func touchMoved(x: Double, y: Double, at time: Double) {
        apply(.pointerMove(Point(x: x, y: y)), at: time)
    }
    /// The finger lifted at `x`, `y`: the engine decides where the sheet goes.
    public mutating func touchEnded(x: Double, y: Double, at time: Double) {
        apply(.pointerUp(Point(x: x, y: y)), at: time)
    }
    /// The system took the touch away: the sheet goes back where it was going.
    public mutating func touchCancelled(at time: Double) { apply(.pointerCancel, at: time) }

    /// The window changed size (rotation, split view).
    public mutating func resize(width: Double, height: Double, at time: Double) {
        apply(.resize(Size(width: max(1, width), height: max(1, height))), at: time)
    }

    /// The content's height, for a `fit` detent (the tuning's `--detents …=fit`).
    public mutating func setContentHeight(_ height: Double, at time: Double) {
        apply(.content(height), at: time)
    }

    /// Moves the clock to `time` (a display link's frame).
    public mutating func advance(to time: Double) {
        machine.advance(to: time)
        collect()
    }

    /// Whether a touch at `x`, `y` belongs to what is behind the sheet: off the sheet where
    /// no overlay covers the page (an undimmed detent, or no sheet at all).
    public func passesThrough(x: Double, y: Double) -> Bool {
        let placement = self.placement
        guard placement.isPresented else { return true }
        return !placement.sheet.contains(x: x, y: y) && placement.dim <= 0
    }

    /// Where everything is drawn now.
    public var placement: SheetPlacement {
        let frames = machine.frames
        let sheet = frames.sheet
        let radii = frames.sheetCorners(radius: machine.constants.cornerRadius)
        var grabber: SheetRect?
        if machine.constants.grabberVisibility == .visible, frames.height > 0 {
            let pill = machine.constants.grabber
            let scale = frames.floating?.scale ?? 1
            grabber = SheetRect(
                x: sheet.x + (sheet.width - pill.size.width * scale) / 2,
                y: sheet.y + pill.top * scale, width: pill.size.width * scale,
                height: pill.size.height * scale)
        }
        return SheetPlacement(
            isPresented: machine.isPresented && frames.height > 0,
            sheet: SheetRect(x: sheet.x, y: sheet.y, width: sheet.width, height: sheet.height),
            corners: [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft],
            page: SheetRect(
                x: frames.page.x, y: frames.page.y, width: frames.page.width,
                height: frames.page.height),
            pageCornerRadius: frames.pageCornerRadius, pageScale: frames.pageScale,
            dim: frames.dim, grabber: grabber)
    }

    /// The changes since the last call, oldest first.
    public mutating func takeChanges() -> [SheetChange] {
        defer { changes.removeAll() }
        return changes
    }

    private mutating func apply(_ input: Input, at time: Double) {
        machine.handle(input, at: time)
        collect()
    }

    private mutating func collect() {
        for event in machine.drainEvents() {
            switch event {
            case .present: changes.append(.presented)
            case .dragStart: changes.append(.dragStarted)
            case .dragEnd(_, _, _, let target, let rule):
                changes.append(.released(target: target, rule: rule))
            case .settled(let detent, _, let height):
                changes.append(.settled(detent: detent, height: height))
            case .dismiss: changes.append(.dismissing)
            case .dismissed: changes.append(.dismissed)
            default: break
            }
        }
    }
}
