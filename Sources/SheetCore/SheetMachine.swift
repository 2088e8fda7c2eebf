/// The state of the page and its sheet, driven by `Input` and a clock that the caller supplies.
///
/// Everything the sheet does — present, follow a drag, decide on release, snap, dismiss,
/// step by keys, survive a resize — happens here, with time passed in, so tests can step a
/// fake clock. Events for `--events` queue up in `events` until drained.
public struct SheetMachine: Sendable {
    /// Where the sheet's height comes from right now.
    public enum Motion: Equatable, Sendable {
        /// No sheet: the page is interactive.
        case hidden
        /// Resting at the named detent.
        case resting(String)
        /// Held by the pointer.
        case held(Hold)
        /// Animating towards a goal.
        case animating(Tween, goal: Goal)
    }

    /// Where an animation is heading.
    public enum Goal: Equatable, Sendable {
        case detent(String)
        case dismiss
    }

    /// A live press on the sheet or the overlay.
    public struct Hold: Equatable, Sendable {
        /// Sheet height when the press began (as drawn then: no jump).
        public var startHeight: Double
        public var startPointer: Point
        public var onOverlay: Bool
        /// Whether the pointer has moved beyond the tap slop.
        public var isDrag = false
        public var height: Double
        /// What the sheet was doing when grabbed: its goal, or the detent it rested at.
        public var interrupted: Goal?
        /// Moved beyond the tap slop where the sheet cannot be dragged: neither tap nor drag.
        public var isCancelled = false
    }

    /// How the overlay's alpha is found.
    enum Dim: Equatable, Sendable {
        /// Fading on its own clock (presenting, dismissing).
        case fading(Tween)
        /// Following the sheet's height, with an offset left by a grab that decays over dim-duration.
        case tracking(offset: Double, since: Double)
    }

    public private(set) var configuration: Configuration
    /// The write-up's system in use: detents, drag range, release rules, timing, look.
    public let style: any SheetStyle
    public private(set) var window: Size
    public private(set) var detents: DetentSet
    public private(set) var motion: Motion
    /// The latest time seen, in seconds.
    public private(set) var now: Double
    /// Whether a press that began on the Get Started button is still inside it.
    public private(set) var isButtonHighlighted = false
    /// Events not yet drained by the caller.
    public private(set) var events: [SheetEvent] = []
    /// The selected segment of each of the style's controls.
    public private(set) var controls: [Int]

    private var dim: Dim
    private var buttonPressed = false
    /// When the input being handled happened.
    private var inputTime = 0.0
    private var tracker: VelocityTracker

    public init(configuration: Configuration, window: Size? = nil, time: Double = 0) {
        self.configuration = configuration
        self.window = window ?? configuration.window
        self.now = time
        self.style = configuration.style.behavior(configuration)
        self.detents = style.detents(window: window ?? configuration.window)
        self.tracker = VelocityTracker(window: configuration.velocityWindow)
        self.dim = .tracking(offset: 0, since: time)
        self.controls = style.initialControls
        if let detent = detents.named(configuration.start) {
            motion = .resting(detent.name)
        } else {
            motion = style.isAlwaysPresented ? .resting(detents.lowest.name) : .hidden
        }
    }

    // MARK: - What is drawn

    /// The sheet's height now, in points (0 when hidden).
    public var height: Double { height(at: now) }

    /// The overlay's alpha now, 0…1.
    public var dimAlpha: Double {
        if case .hidden = motion { return 0 }
        switch dim {
        case .fading(let tween):
            return clamp(tween.value(at: now), 0, 1)
        case .tracking(let offset, let since):
            let duration = style.timing.dimIn
            let remaining = duration > 0 ? 1 - TimingCurve.easeInOut.value(at: (now - since) / duration) : 0
            return clamp(trackedDim(height) + offset * remaining, 0, 1)
        }
    }

    /// Whether the sheet (or its dismissal) is on screen.
    public var isPresented: Bool { motion != .hidden }

    /// Whether anything is moving, so the caller should keep drawing frames.
    public var isMoving: Bool {
        switch motion {
        case .animating, .held: return true
        case .hidden: return false
        case .resting:
            switch dim {
            case .fading(let tween): return !tween.isFinished(at: now)
            case .tracking(let offset, let since): return offset != 0 && now < since + style.timing.dimIn
            }
        }
    }

    /// Removes and returns the queued events.
    public mutating func drainEvents() -> [SheetEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    private func height(at time: Double) -> Double {
        switch motion {
        case .hidden: return 0
        case .resting(let name): return detents.named(name)?.height ?? detents.lowest.height
        case .held(let hold): return hold.height
        case .animating(let tween, _): return tween.value(at: time)
        }
    }

    /// SPEC §3: below the lowest detent the overlay follows the sheet; at or above it, full dim.
    private func trackedDim(_ height: Double) -> Double {
        style.dimAlpha * clamp(height / detents.lowest.height, 0, 1)
    }

    // MARK: - Time

    /// Moves the clock to `time` (never backwards) and finishes animations that have ended.
    public mutating func advance(to time: Double) {
        if time.isFinite, time > now { now = time }
        guard case .animating(let tween, let goal) = motion, tween.isFinished(at: now) else { return }
        switch goal {
        case .detent(let name):
            motion = .resting(name)
            events.append(.settled(detent: name, height: height))
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
    public mutating func handle(_ input: Input, at time: Double) {
        advance(to: time)
        inputTime = time.isFinite ? time : now
        switch input {
        case .pointerDown(let point): pointerDown(point)
        case .pointerMove(let point): pointerMove(point)
        case .pointerUp(let point): pointerUp(point)
        case .pointerCancel: pointerCancel()
        case .key(let key): press(key)
        case .resize(let size): resize(to: size)
        }
        advance(to: now)
    }

    private var buttonFrame: Rect { PageLayout.buttonFrame(in: window) }

    private mutating func pointerDown(_ point: Point) {
        if case .held = motion { return }
        guard isPresented else {
            buttonPressed = buttonFrame.contains(point)
            isButtonHighlighted = buttonPressed
            return
        }
        let current = height
        let onOverlay = point.y < window.height - current
        // Without an overlay the page above the sheet is just the page.
        if onOverlay, style.dimAlpha <= 0 { return }
        let interrupted: Goal?
        switch motion {
        case .resting(let name): interrupted = .detent(name)
        case .animating(_, let goal): interrupted = goal
        case .hidden, .held: interrupted = nil
        }
        dim = .tracking(offset: dimAlpha - trackedDim(current), since: now)
        motion = .held(
            Hold(
                startHeight: current, startPointer: point, onOverlay: onOverlay,
                height: current, interrupted: interrupted))
        tracker.reset()
        tracker.add(time: inputTime, position: point.y)
    }

    private mutating func pointerMove(_ point: Point) {
        guard case .held(var hold) = motion else {
            if buttonPressed { isButtonHighlighted = buttonFrame.contains(point) }
            return
        }
        tracker.add(time: inputTime, position: point.y)
        follow(&hold, to: point)
        motion = .held(hold)
    }

    private mutating func follow(_ hold: inout Hold, to point: Point) {
        let dx = point.x - hold.startPointer.x
        let translation = point.y - hold.startPointer.y
        guard !hold.isCancelled else { return }
        if !hold.isDrag, (dx * dx + translation * translation).squareRoot() > configuration.tapSlop {
            // A sheet that cannot be dragged (or an overlay that does not grab it) only takes taps.
            guard dragRange(for: hold) != nil else {
                hold.isCancelled = true
                return
            }
            hold.isDrag = true
            events.append(.dragStart(height: hold.startHeight))
        }
        if hold.isDrag, let range = dragRange(for: hold) {
            hold.height = clamp(hold.startHeight - translation, range.lowerBound, range.upperBound)
        }
    }

    private func dragRange(for hold: Hold) -> ClosedRange<Double>? {
        if hold.onOverlay && !style.overlayDrags { return nil }
        return style.dragRange(detents: detents, window: window)
    }

    /// A press that ended without a release the window saw (focus lost): the button is not
    /// clicked; a held sheet is released where the pointer was last seen.
    private mutating func pointerCancel() {
        buttonPressed = false
        isButtonHighlighted = false
        guard case .held(let hold) = motion else { return }
        guard hold.isDrag else {
            resume(hold)
            return
        }
        let last = Point(x: hold.startPointer.x, y: hold.startPointer.y + hold.startHeight - hold.height)
        pointerUp(last)
    }

    private mutating func pointerUp(_ point: Point) {
        guard case .held(var hold) = motion else {
            if buttonPressed, buttonFrame.contains(point), !isPresented { present() }
            buttonPressed = false
            isButtonHighlighted = false
            return
        }
        tracker.add(time: inputTime, position: point.y)
        follow(&hold, to: point)
        guard hold.isDrag else {
            tap(hold, at: point)
            return
        }
        let release = Release(
            height: hold.height, translation: point.y - hold.startPointer.y,
            velocity: tracker.velocity(at: inputTime), windowHeight: window.height)
        let decision = style.decide(release, detents: detents)
        events.append(
            .dragEnd(
                height: release.height, velocity: release.velocity, translation: release.translation,
                target: decision.target.name, rule: decision.rule))
        motion = .held(hold)
        switch decision.target {
        case .dismiss: startDismiss(.drag)
        case .detent(let detent): animate(to: detent.name)
        }
    }

    /// A press released within the tap slop: on the overlay it dismisses; on the sheet it
    /// changes nothing, so whatever the press interrupted carries on (a grabbed dismissal
    /// stays cancelled and the sheet lands by the release rules instead).
    private mutating func tap(_ hold: Hold, at point: Point) {
        if hold.onOverlay {
            if style.overlayTapDismisses, !hold.isCancelled {
                startDismiss(.tap)
            } else {
                resume(hold)
            }
            return
        }
        let local = Point(x: point.x, y: point.y - (window.height - hold.height))
        switch hold.isCancelled ? .none : style.action(at: local, width: window.width) {
        case .none:
            resume(hold)
        case .dismiss:
            startDismiss(.button)
        case .select(let control, let segment):
            if control < controls.count, controls[control] != segment {
                controls[control] = segment
                events.append(.select(control: control, segment: segment))
            }
            resume(hold)
        case .toggle:
            let current = hold.interrupted.flatMap { goal -> String? in
                if case .detent(let name) = goal { return name }
                return nil
            }
            let other = current.flatMap { detents.above($0) ?? detents.below($0) } ?? detents.highest
            animate(to: other.name)
        }
    }

    /// Lets whatever a press interrupted carry on (a grabbed dismissal stays cancelled and
    /// the sheet lands by the release rules instead).
    private mutating func resume(_ hold: Hold) {
        switch hold.interrupted {
        case .detent(let name):
            if let detent = detents.named(name), detent.height == hold.height {
                motion = .resting(name)
            } else {
                animate(to: name)
            }
        case .dismiss, nil:
            let release = Release(height: hold.height, translation: 0, velocity: 0, windowHeight: window.height)
            switch style.decide(release, detents: detents).target {
            case .dismiss: startDismiss(.tap)
            case .detent(let detent): animate(to: detent.name)
            }
        }
    }

    private mutating func press(_ key: Key) {
        if case .held = motion { return }
        switch key {
        case .enter, .space:
            if !isPresented { present() }
        case .escape:
            if isPresented, !isDismissing, !style.isAlwaysPresented { startDismiss(.key) }
        case .up:
            guard isPresented else { return }
            guard let current = goalDetent else {
                animate(to: detents.lowest.name)
                return
            }
            if let next = detents.above(current) { animate(to: next.name) }
        case .down:
            guard isPresented, let current = goalDetent else { return }
            if let next = detents.below(current) {
                animate(to: next.name)
            } else if !style.isAlwaysPresented {
                startDismiss(.key)
            }
        }
    }

    /// The detent the sheet rests at or is heading to; nil when dismissing.
    private var goalDetent: String? {
        switch motion {
        case .resting(let name), .animating(_, .detent(let name)): return name
        default: return nil
        }
    }

    private var isDismissing: Bool {
        if case .animating(_, .dismiss) = motion { return true }
        return false
    }

    private mutating func resize(to size: Size) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return }
        let before = height
        window = size
        detents = style.detents(window: size)
        events.append(.resize(size))
        switch motion {
        case .animating(var tween, .detent(let name)):
            // Keep heading for the same detent at its new height, from where it is drawn now,
            // arriving when it would have.
            let remaining = max(0, tween.end - now)
            tween.from = before
            tween.start = now
            tween.duration = remaining
            tween.to = detents.named(name)?.height ?? detents.lowest.height
            motion = .animating(tween, goal: .detent(name))
        case .held(var hold):
            hold.height = min(hold.height, detents.highest.height)
            hold.startHeight = min(hold.startHeight, detents.highest.height)
            motion = .held(hold)
        case .hidden, .resting, .animating:
            break
        }
    }

    // MARK: - Animations

    private mutating func present() {
        events.append(.present)
        controls = style.initialControls
        let timing = style.timing
        motion = .animating(
            Tween(from: 0, to: detents.lowest.height, start: now, duration: timing.present, curve: timing.easing),
            goal: .detent(detents.lowest.name))
        dim = .fading(Tween(from: 0, to: style.dimAlpha, start: now, duration: timing.dimIn))
    }

    /// `duration`, or with a style that scales by distance, the share of it that the
    /// distance from `from` to `to` is of the full travel.
    private func duration(_ duration: Double, from: Double, to: Double) -> Double {
        guard style.timing.scalesWithDistance else { return duration }
        return duration * min(1, abs(to - from) / max(1, detents.highest.height))
    }

    private mutating func animate(to name: String) {
        let target = detents.named(name)?.height ?? detents.lowest.height
        let timing = style.timing
        if case .fading = dim {
            // A presentation or dismissal turned into a snap: the overlay eases from where it
            // is to following the sheet again (back to full dim at rest).
            dim = .tracking(offset: dimAlpha - trackedDim(height), since: now)
        }
        motion = .animating(
            Tween(
                from: height, to: target, start: now, duration: duration(timing.snap, from: height, to: target),
                curve: timing.easing),
            goal: .detent(name))
    }

    private mutating func startDismiss(_ reason: DismissReason) {
        events.append(.dismiss(reason: reason))
        let fadeFrom = dimAlpha
        let timing = style.timing
        motion = .animating(
            Tween(
                from: height, to: 0, start: now, duration: duration(timing.dismiss, from: height, to: 0),
                curve: timing.easing),
            goal: .dismiss)
        dim = .fading(Tween(from: fadeFrom, to: 0, start: now, duration: timing.dimOut))
    }
}
