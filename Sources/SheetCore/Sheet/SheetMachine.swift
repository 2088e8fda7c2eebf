/// The state of the page and its sheet, driven by `Input` and a clock that the caller supplies.
///
/// Everything the sheet does — present, follow a drag, decide on release, snap, dismiss,
/// step by keys, survive a resize — happens here, with time passed in, so tests can step a
/// fake clock. Events for `--events` queue up in `events` until drained.
package struct SheetMachine: Sendable {
    /// Where the sheet's height comes from right now.
    package enum Motion: Equatable, Sendable {
        /// No sheet: the page is interactive.
        case hidden
        /// Resting at a detent.
        case resting(Detent)
        /// Held by the pointer.
        case held(Hold)
        /// Animating towards a goal.
        case animating(Animation, goal: Goal)
    }

    /// A timed curve or a spring.
    package enum Animation: Equatable, Sendable {
        /// Fixed duration along an easing (`--animation curve`).
        case tween(Tween)
        /// A spring fed the release velocity (`--animation spring`).
        case spring(SpringMotion)

        func value(at time: Double) -> Double {
            switch self {
            case .tween(let tween): return tween.value(at: time)
            case .spring(let spring): return spring.position
            }
        }

        func isFinished(at time: Double) -> Bool {
            switch self {
            case .tween(let tween): return tween.isFinished(at: time)
            case .spring(let spring): return spring.isSettled
            }
        }
    }

    /// Where an animation is heading.
    package enum Goal: Equatable, Sendable {
        /// Coming to rest at this detent.
        case detent(Detent)
        /// Falling away: the sheet closes.
        case dismiss
    }

    /// A live press on the sheet or the overlay.
    package struct Hold: Equatable, Sendable {
        /// What a press has turned into so far.
        package enum Phase: Equatable, Sendable {
            /// Within the tap slop: released now, it is a tap.
            case pendingTap
            /// Pressed on content that scrolls, within the tap slop: moves will scroll it.
            case pendingScroll
            /// Scrolling the content; a move down past its top hands off to `dragging`.
            case scrolling
            /// Moving the sheet.
            case dragging
            /// Moved beyond the tap slop where the sheet cannot be dragged: neither tap nor drag.
            case cancelled
        }

        /// Sheet height when the press began (as drawn then: no jump).
        package var startHeight: Double
        /// Where a finger would have to be for `startHeight` under the over-drag curve.
        package var startRaw: Double = 0
        /// Where the press began, in window points.
        package var startPointer: Point
        /// Whether the press began on the overlay above the sheet, not on the sheet.
        package var onOverlay: Bool
        /// Tap, scroll or drag, as far as the press has shown so far.
        package var phase: Phase = .pendingTap
        /// The sheet's height now, as drawn (over-drag applied).
        package var height: Double
        /// What the sheet was doing when grabbed: its goal, or the detent it rested at.
        package var interrupted: Goal?
        /// The pointer's last position, for scrolling by increments.
        package var lastPointer: Point

        /// Whether the press moves the sheet.
        package var isDrag: Bool { phase == .dragging }
    }

    /// How the overlay's alpha is found.
    enum Dim: Equatable, Sendable {
        /// Fading on its own clock (presenting, dismissing).
        case fading(Tween)
        /// Following the sheet's height, with an offset left by a grab that decays over
        /// dim-duration.
        case tracking(offset: Double, since: Double)
    }

    /// The sheet's constants, as made or last reconfigured: all the machine knows of the
    /// run besides what its sheet shows and where a press on the page presents it.
    package internal(set) var constants: SheetConstants
    /// What the sheet shows (its text or image): the style's hit regions depend on it.
    package let body: SheetBody
    /// Where a press on the page presents the sheet (the layout's page decides).
    package let pageButton: PageButton
    /// The write-up's system in use: its layout, behaviour and appearance. The machine reads
    /// the first two and the appearance's hit regions; the scene builder draws the rest.
    package internal(set) var style: SheetStyle
    /// Window size, as of the last resize.
    package internal(set) var window: Size
    /// The style's detents resolved for `window` and the content's measured height.
    package internal(set) var detents: DetentSet
    /// Where the sheet's height comes from right now: hidden, resting, held or animating.
    package internal(set) var motion: Motion
    /// The latest time seen, in seconds.
    package internal(set) var now: Double
    /// Whether a press that began on the Get Started button is still inside it.
    package internal(set) var isButtonHighlighted = false
    /// Events not yet drained by the caller.
    package internal(set) var events: [SheetEvent] = []
    /// The selected segment of each of the style's controls.
    package internal(set) var controls: [Int]
    /// How far the sheet's content is scrolled up, in points.
    package internal(set) var scrollOffset = 0.0
    /// The height of the sheet's content, in points (told by the layout that measures it).
    package internal(set) var contentHeight = 0.0
    /// The last release of a drag and what decided it (`explain`, the HUD); nil before one.
    package internal(set) var lastRelease: ReleaseRecord?

    var dim: Dim
    var buttonPressed = false
    /// A press on a sheet that cannot be dragged, which becomes a tap if released close by.
    var tapCandidate: Point?
    /// Where the pointer was last seen (pressed, moved or released), nil until then: the
    /// wheel over a live page belongs to the page.
    var pointerLocation: Point?
    /// When the input being handled happened.
    var inputTime = 0.0
    var tracker: VelocityTracker

    /// A sheet of `constants` showing `body`, over a page whose press presents it at
    /// `pageButton`. `contentHeight` is the sheet's content measured before the first frame
    /// (`Layout.contentHeight(of:window:)`): a `fit` detent starts at its height.
    package init(
        constants: SheetConstants, body: SheetBody = SheetBody(),
        pageButton: PageButton = .button, window: Size? = nil, time: Double = 0,
        contentHeight: Double = 0
    ) {
        self.constants = constants
        self.body = body
        self.pageButton = pageButton
        self.window = window ?? constants.window
        self.now = time
        self.style = constants.style.behavior(constants, body: body)
        self.contentHeight = contentHeight.isFinite ? max(0, contentHeight) : 0
        self.detents = style.layout.detents(
            window: window ?? constants.window, contentHeight: self.contentHeight)
        self.tracker = VelocityTracker(window: constants.velocityWindow)
        self.dim = .tracking(offset: 0, since: time)
        self.controls = style.appearance.initialControls
        if let detent = detents.named(constants.start) {
            motion = .resting(detent)
        } else if constants.presentation != nil, constants.start != "page" {
            // A form sheet, or a sheet full screen, starts at its one place for any detent it
            // set aside; an edge-attached one at its highest for UIKit's medium.
            motion = .resting(detents.highest)
        } else {
            motion = style.behavior.isAlwaysPresented ? .resting(detents.lowest) : .hidden
        }
        // A sheet that starts on screen says where it rests, as if it had just settled there.
        if case .resting(let detent) = motion {
            events.append(.settled(detent: detent.name, index: detent.index, height: height))
        }
    }

    /// Where the sheet rests, the dim and the page for a height.
    var layout: any DetentLayout { style.layout }
    /// How the sheet moves and decides.
    var behavior: any SheetBehavior { style.behavior }
    /// What a press on the sheet hits (the appearance's regions, not its drawing).
    var regions: any HitRegions { style.appearance }

    // MARK: - What is drawn

    /// The sheet's height now, in points (0 when hidden).
    package var height: Double { height(at: now) }

    /// The overlay's alpha now, 0…1.
    package var dimAlpha: Double {
        if case .hidden = motion { return 0 }
        switch dim {
        case .fading(let tween):
            return clamp(tween.value(at: now), 0, 1)
        case .tracking(let offset, let since):
            let duration = behavior.timing.dimIn
            let remaining =
                duration > 0 ? 1 - TimingCurve.easeInOut.value(at: (now - since) / duration) : 0
            return clamp(trackedDim(height) + offset * remaining, 0, 1)
        }
    }

    /// Whether the sheet (or its dismissal) is on screen.
    package var isPresented: Bool { motion != .hidden }

    /// Whether anything is moving, so the caller should keep drawing frames.
    package var isMoving: Bool {
        switch motion {
        case .animating, .held: return true
        case .hidden: return false
        case .resting:
            switch dim {
            case .fading(let tween): return !tween.isFinished(at: now)
            case .tracking(let offset, let since):
                return offset != 0 && now < since + behavior.timing.dimIn
            }
        }
    }

    /// Whether time alone changes anything: an animation, a fade, or the overlay catching up
    /// with a grabbed sheet. A press held still changes nothing until the next input (the
    /// sheet stays under the finger), so a replay may jump over it as over a sheet at rest.
    package var changesWithTime: Bool {
        switch motion {
        case .animating: return true
        case .hidden: return false
        case .held, .resting:
            switch dim {
            case .fading(let tween): return !tween.isFinished(at: now)
            case .tracking(let offset, let since):
                return offset != 0 && now < since + behavior.timing.dimIn
            }
        }
    }

    /// How far the content can scroll: what does not fit a sheet at its highest detent, less
    /// a device's bottom safe area (scrolled to its end, the content rests above the home
    /// indicator, as a UIScrollView's does).
    package var maxScrollOffset: Double {
        guard behavior.scrollsContent else { return 0 }
        let inset = constants.safeArea.bottom
        return max(0, contentHeight + inset - detents.highest.height)
    }

    /// Records how tall the sheet's content is (layout measures it; SheetCore has no fonts);
    /// as an input, `.content(height)`, it is recorded in a trace.
    mutating func setContentHeight(_ height: Double) {
        guard height.isFinite, height >= 0, height != contentHeight else { return }
        let before = self.height
        contentHeight = height
        // A `fit` detent is as tall as the content: it moves with it, and the sheet with it.
        if detents.resting.contains(where: { $0.value == .fit }) {
            detents = layout.detents(window: window, contentHeight: height)
            retarget(from: before)
        }
        scrollOffset = min(scrollOffset, maxScrollOffset)
    }

    /// Whether letting go now would dismiss the sheet: the cue a held sheet shows.
    package var releaseWouldDismiss: Bool {
        guard case .held(let hold) = motion, hold.isDrag else { return false }
        let release = Release(
            height: hold.height, translation: hold.lastPointer.y - hold.startPointer.y,
            velocity: tracker.velocity(at: now), windowHeight: window.height,
            startIndex: startIndex(of: hold))
        return behavior.decide(release, detents: detents).target == .dismiss
    }

    /// While the sheet is held, the first moment at which what it shows can change with no
    /// input: now while its overlay still eases (every frame counts), else when a pointer
    /// sample leaves the velocity window (the release cue may turn on or off then), or never
    /// (`.infinity`). Now when nothing is held. A window holding a still sheet sleeps until
    /// then instead of waking every frame to find nothing changed.
    package var heldStillUntil: Double {
        guard case .held(let hold) = motion else { return now }
        switch dim {
        case .fading(let tween) where !tween.isFinished(at: now): return now
        case .tracking(let offset, let since)
        where offset != 0 && now < since + behavior.timing.dimIn:
            return now
        default: break
        }
        return hold.isDrag ? tracker.nextChange(after: now) : .infinity
    }

    /// Removes and returns the queued events.
    package mutating func drainEvents() -> [SheetEvent] {
        // Nothing to hand over (most frames): no array changes hands, nothing is allocated.
        guard !events.isEmpty else { return [] }
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    func height(at time: Double) -> Double {
        switch motion {
        case .hidden: return 0
        case .resting(let detent): return detents[detent.index].height
        case .held(let hold): return min(hold.height, heightLimit)
        case .animating(let animation, _):
            // However a spring overshoots, the sheet's top stops at the window's top.
            return clamp(animation.value(at: time), 0, heightLimit)
        }
    }

    /// The most a sheet is ever drawn at: its top at the window's top, so the grabber and
    /// corners stay on screen however far it is pulled or a spring overshoots (unless a
    /// style's own highest detent is taller than the window).
    var heightLimit: Double { max(detents.highest.height, window.height) }

    func trackedDim(_ height: Double) -> Double {
        layout.trackedDim(height: height, detents: detents)
    }

    // MARK: - Time

    /// Moves the clock to `time` (never backwards) and finishes animations that have ended.
    package mutating func advance(to time: Double) {
        if time.isFinite, time > now { now = time }
        if case .animating(.spring(var spring), let goal) = motion {
            spring.advance(to: now)
            // A dismissal is over once the sheet is off screen, overshoot or not.
            if goal == .dismiss, spring.position <= spring.rest {
                spring = SpringMotion(
                    spring: spring.spring, from: 0, velocity: 0, to: 0, start: now,
                    rest: spring.rest)
            }
            motion = .animating(.spring(spring), goal: goal)
        }
        guard case .animating(let animation, let goal) = motion, animation.isFinished(at: now)
        else { return }
        switch goal {
        case .detent(let detent):
            motion = .resting(detents[detent.index])
            events.append(.settled(detent: detent.name, index: detent.index, height: height))
        case .dismiss:
            if case .fading(let fade) = dim, !fade.isFinished(at: now) { return }
            motion = .hidden
            dim = .tracking(offset: 0, since: now)
            events.append(.dismissed)
        }
    }

    // MARK: - Input

    /// Applies one input at `time` (seconds). Pointer samples keep their own time even when it
    /// is a little older than the clock (events drained after a frame), so velocity stays true.
    package mutating func handle(_ input: Input, at time: Double) {
        advance(to: time)
        inputTime = time.isFinite ? time : now
        switch input {
        case .pointerDown(let point), .pointerMove(let point), .pointerUp(let point):
            pointerLocation = point
        default: break
        }
        switch input {
        case .pointerDown(let point): pointerDown(point)
        case .pointerMove(let point): pointerMove(point)
        case .pointerUp(let point): pointerUp(point)
        case .pointerCancel: pointerCancel()
        case .wheel(let lines): wheel(lines)
        case .key(let key): press(key)
        case .resize(let size): resize(to: size)
        case .content(let height): setContentHeight(height)
        case .reconfigure(let constants): reconfigure(constants)
        }
        advance(to: now)
    }

    /// Whether a press is in progress: the sheet held, a tap on a panel pending, or the
    /// page's button pressed. The desktop cancels it when the release never arrives.
    package var isPressed: Bool {
        if case .held = motion { return true }
        return tapCandidate != nil || buttonPressed
    }

    /// The detent the sheet rests at or is heading to; nil when dismissing.
    var goalDetent: Detent? {
        switch motion {
        case .resting(let detent), .animating(_, .detent(let detent)): return detents[detent.index]
        default: return nil
        }
    }

    var isDismissing: Bool {
        if case .animating(_, .dismiss) = motion { return true }
        return false
    }
}
