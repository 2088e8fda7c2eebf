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
        case animating(Animation, goal: Goal)
    }

    /// A timed curve or a spring.
    public enum Animation: Equatable, Sendable {
        case tween(Tween)
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
    public enum Goal: Equatable, Sendable {
        case detent(String)
        case dismiss
    }

    /// A live press on the sheet or the overlay.
    public struct Hold: Equatable, Sendable {
        /// Sheet height when the press began (as drawn then: no jump).
        public var startHeight: Double
        /// Where a finger would have to be for `startHeight` under the over-drag curve.
        public var startRaw: Double = 0
        public var startPointer: Point
        public var onOverlay: Bool
        /// Whether the pointer has moved beyond the tap slop.
        public var isDrag = false
        public var height: Double
        /// What the sheet was doing when grabbed: its goal, or the detent it rested at.
        public var interrupted: Goal?
        /// Moved beyond the tap slop where the sheet cannot be dragged: neither tap nor drag.
        public var isCancelled = false
        /// Pressed on content that scrolls: moves scroll it until it hands off to the sheet.
        public var scrollsContent = false
        /// Whether the press has scrolled the content.
        public var isScroll = false
        /// The pointer's last position, for scrolling by increments.
        public var lastPointer: Point
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
    public private(set) var style: any SheetStyle
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
    /// How far the sheet's content is scrolled up, in points.
    public private(set) var scrollOffset = 0.0
    /// The height of the sheet's content, in points (told by the layout that measures it).
    public private(set) var contentHeight = 0.0

    private var dim: Dim
    private var buttonPressed = false
    /// A press on a sheet that cannot be dragged, which becomes a tap if released close by.
    private var tapCandidate: Point?
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
        // A sheet that starts on screen says where it rests, as if it had just settled there.
        if case .resting(let name) = motion {
            events.append(.settled(detent: name, height: height))
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

    /// How far the content can scroll: what does not fit a sheet at its highest detent.
    public var maxScrollOffset: Double {
        guard style.scrollsContent else { return 0 }
        return max(0, contentHeight - detents.highest.height)
    }

    /// Records how tall the sheet's content is (layout measures it; SheetCore has no fonts).
    public mutating func setContentHeight(_ height: Double) {
        guard height.isFinite, height >= 0 else { return }
        contentHeight = height
        scrollOffset = min(scrollOffset, maxScrollOffset)
    }

    /// Whether letting go now would dismiss the sheet: the cue a held sheet shows.
    public var releaseWouldDismiss: Bool {
        guard case .held(let hold) = motion, hold.isDrag else { return false }
        let release = Release(
            height: hold.height, translation: hold.lastPointer.y - hold.startPointer.y,
            velocity: tracker.velocity(at: now), windowHeight: window.height)
        return style.decide(release, detents: detents).target == .dismiss
    }

    /// Removes and returns the queued events.
    public mutating func drainEvents() -> [SheetEvent] {
        // Nothing to hand over (most frames): no array changes hands, nothing is allocated.
        guard !events.isEmpty else { return [] }
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    private func height(at time: Double) -> Double {
        switch motion {
        case .hidden: return 0
        case .resting(let name): return detents.named(name)?.height ?? detents.lowest.height
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

    private func trackedDim(_ height: Double) -> Double {
        style.trackedDim(height: height, detents: detents)
    }

    // MARK: - Time

    /// Moves the clock to `time` (never backwards) and finishes animations that have ended.
    public mutating func advance(to time: Double) {
        if time.isFinite, time > now { now = time }
        if case .animating(.spring(var spring), let goal) = motion {
            spring.advance(to: now)
            // A dismissal is over once the sheet is off screen, overshoot or not.
            if goal == .dismiss, spring.position <= spring.rest {
                spring = SpringMotion(spring: spring.spring, from: 0, velocity: 0, to: 0, start: now, rest: spring.rest)
            }
            motion = .animating(.spring(spring), goal: goal)
        }
        guard case .animating(let animation, let goal) = motion, animation.isFinished(at: now) else { return }
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
        case .wheel(let lines): wheel(lines)
        case .key(let key): press(key)
        case .resize(let size): resize(to: size)
        case .reconfigure(let newConfiguration): reconfigure(newConfiguration)
        }
        advance(to: now)
    }

    /// Whether a press is in progress: the sheet held, a tap on a panel pending, or the
    /// page's button pressed. The desktop cancels it when the release never arrives.
    public var isPressed: Bool {
        if case .held = motion { return true }
        return tapCandidate != nil || buttonPressed
    }

    private var buttonFrame: Rect { PageLayout.buttonFrame(in: window, bottomInset: style.pageBottomInset) }

    private mutating func pointerDown(_ point: Point) {
        // One pointer: a press while one is already down (its release lost) adds nothing, so
        // the next release ends the press that is there.
        if case .held = motion { return }
        if tapCandidate != nil { return }
        guard isPresented else {
            buttonPressed = buttonFrame.contains(point)
            isButtonHighlighted = buttonPressed
            return
        }
        let current = height
        let onOverlay = point.y < window.height - current
        // Where no overlay covers it (a style without one, or an undimmed detent) the page
        // above the sheet is just the page.
        if onOverlay, dimAlpha <= 0 {
            buttonPressed = buttonFrame.contains(point)
            isButtonHighlighted = buttonPressed
            return
        }
        // An overlay that neither drags nor dismisses only blocks the page.
        if onOverlay, !style.overlayDrags, !style.overlayTapDismisses { return }
        // A sheet that cannot be dragged keeps moving under a press; only a tap acts on it.
        if !onOverlay, style.dragRange(detents: detents, window: window) == nil {
            tapCandidate = point
            return
        }
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
                height: current, interrupted: interrupted, lastPointer: point))
        if case .held(var hold) = motion {
            hold.startRaw = style.dragRaw(forHeight: current, detents: detents, window: window)
            motion = .held(hold)
        }
        if !onOverlay, style.scrollsContent, maxScrollOffset > 0, interrupted == .detent(detents.highest.name),
            !style.isHandle(Point(x: point.x, y: point.y - (window.height - current)))
        {
            if case .held(var hold) = motion {
                hold.scrollsContent = true
                motion = .held(hold)
            }
        }
        tracker.reset()
        tracker.add(time: inputTime, position: point.y)
    }

    private mutating func pointerMove(_ point: Point) {
        if let start = tapCandidate {
            let dx = point.x - start.x
            let dy = point.y - start.y
            if (dx * dx + dy * dy).squareRoot() > configuration.tapSlop { tapCandidate = nil }
            return
        }
        guard case .held(var hold) = motion else {
            if buttonPressed { isButtonHighlighted = buttonFrame.contains(point) }
            return
        }
        tracker.add(time: inputTime, position: point.y)
        follow(&hold, to: point)
        motion = .held(hold)
    }

    private mutating func follow(_ hold: inout Hold, to point: Point) {
        defer { hold.lastPointer = point }
        if hold.scrollsContent, !hold.isDrag {
            scroll(&hold, to: point)
            return
        }
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
        if hold.isDrag, dragRange(for: hold) != nil {
            hold.height = min(
                heightLimit,
                style.dragHeight(hold.startRaw - translation, grabbedAt: hold.startHeight, detents: detents, window: window))
        }
    }

    /// Content scrolling at max: up scrolls it; down scrolls back to the top and then hands
    /// the rest of the movement to the sheet, within the same gesture.
    private mutating func scroll(_ hold: inout Hold, to point: Point) {
        let totalX = point.x - hold.startPointer.x
        let totalY = point.y - hold.startPointer.y
        if !hold.isScroll {
            guard (totalX * totalX + totalY * totalY).squareRoot() > configuration.tapSlop else { return }
            hold.isScroll = true
            hold.lastPointer = hold.startPointer  // the content catches up with the slop too
        }
        let delta = point.y - hold.lastPointer.y
        if delta <= 0 {
            scrollOffset = min(maxScrollOffset, scrollOffset - delta)
            return
        }
        let consumed = min(scrollOffset, delta)
        scrollOffset -= consumed
        let rest = delta - consumed
        guard rest > 0 else { return }
        // Hand off: from here the pointer drags the sheet, starting where it is.
        hold.scrollsContent = false
        hold.isDrag = true
        hold.startHeight = hold.height
        hold.startRaw = style.dragRaw(forHeight: hold.height, detents: detents, window: window)
        hold.startPointer = Point(x: point.x, y: point.y - rest)
        events.append(.dragStart(height: hold.startHeight))
        hold.height = style.dragHeight(hold.startRaw - rest, grabbedAt: hold.startHeight, detents: detents, window: window)
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
        tapCandidate = nil
        guard case .held(let hold) = motion else { return }
        guard hold.isDrag else {
            resume(hold)
            return
        }
        // Released where the pointer was last seen, with no new velocity sample: the cancel
        // says nothing about where the pointer went.
        pointerUp(hold.lastPointer, sample: false)
    }

    private mutating func pointerUp(_ point: Point, sample: Bool = true) {
        if tapCandidate != nil {
            tapCandidate = nil
            act(style.action(at: Point(x: point.x, y: point.y - (window.height - height)), width: window.width))
            return
        }
        guard case .held(var hold) = motion else {
            if buttonPressed, buttonFrame.contains(point) { pressButton() }
            buttonPressed = false
            isButtonHighlighted = false
            return
        }
        if sample { tracker.add(time: inputTime, position: point.y) }
        follow(&hold, to: point)
        guard hold.isDrag else {
            if hold.isScroll {
                resume(hold)
            } else {
                tap(hold, at: point)
            }
            return
        }
        land(hold, at: point)
    }

    /// Ends a drag released at `point`: logs the release and its rule, then goes where the
    /// style's release rules say.
    private mutating func land(_ hold: Hold, at point: Point) {
        let release = Release(
            height: hold.height, translation: point.y - hold.startPointer.y,
            velocity: tracker.velocity(at: inputTime), windowHeight: window.height)
        let decision = style.decide(release, detents: detents)
        events.append(
            .dragEnd(
                height: release.height, velocity: release.velocity, translation: release.translation,
                target: decision.target.name, rule: decision.rule))
        motion = .held(hold)
        // The sheet leaves at the finger's speed (height grows upward), unless the preset's
        // library starts its animation from rest.
        // A finger tops out near 10 000 pt/s; faster readings are pointer jumps, not flicks.
        let carried = configuration.carryVelocity ? clamp(-release.velocity, -10_000, 10_000) : 0
        switch decision.target {
        case .dismiss: startDismiss(.drag, velocity: carried)
        case .detent(let detent): animate(to: detent.name, velocity: carried)
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
        let action = hold.isCancelled ? .none : style.action(at: local, width: window.width)
        if action == .none || action == .toggle { resume(hold) }
        act(action)
    }

    /// Carries out what a tap on the sheet means in this style.
    private mutating func act(_ action: SheetAction) {
        switch action {
        case .none:
            break
        case .dismiss:
            startDismiss(.button)
        case .select(let control, let segment):
            if control < controls.count, controls[control] != segment {
                controls[control] = segment
                events.append(.select(control: control, segment: segment))
            }
        case .toggle:
            let current = goalDetent ?? detents.lowest.name
            let other = detents.above(current) ?? detents.below(current) ?? detents.highest
            events.append(.toggle(target: other.name))
            animate(to: other.name)
        }
    }

    /// The page's button (and Enter/Space): presents the sheet, or toggles one that is
    /// always on screen.
    private mutating func pressButton() {
        if !isPresented {
            present()
        } else if style.isAlwaysPresented {
            act(.toggle)
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
            // The press caught a moving sheet and cancelled its dismissal (SPEC §4): letting
            // go is a release like any drag's, decided and logged by the release rules — never
            // a tap, which on the sheet does nothing (SPEC §5).
            var caught = hold
            caught.isDrag = true
            events.append(.dragStart(height: hold.startHeight))
            land(caught, at: hold.lastPointer)
        }
    }

    /// The mouse wheel: at max it scrolls the content; otherwise, and once the content is back
    /// at its top, it steps the sheet between detents (never dismissing it).
    private mutating func wheel(_ lines: Double) {
        guard isPresented, lines != 0, lines.isFinite else { return }
        if case .held = motion { return }
        let atMax = goalDetent == detents.highest.name
        if atMax, maxScrollOffset > 0, lines < 0 || scrollOffset > 0 {
            scrollOffset = clamp(scrollOffset - lines * Self.wheelLine, 0, maxScrollOffset)
            return
        }
        guard let current = goalDetent else { return }
        if lines < 0, let next = detents.above(current) { animate(to: next.name) }
        if lines > 0, let next = detents.below(current) { animate(to: next.name) }
    }

    /// Points one wheel notch scrolls.
    static let wheelLine = 40.0

    private mutating func press(_ key: Key) {
        if case .held = motion { return }
        switch key {
        case .enter, .space:
            pressButton()
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

    /// Applies new constants live (the tuning panel): the sheet keeps its detent, which may
    /// now be at another height, and an animation heads for its detent's new height.
    public mutating func reconfigure(_ newConfiguration: Configuration) {
        let before = height
        configuration = newConfiguration
        style = newConfiguration.style.behavior(newConfiguration)
        tracker.window = newConfiguration.velocityWindow
        detents = style.detents(window: window)
        retarget(from: before)
        scrollOffset = min(scrollOffset, maxScrollOffset)
    }

    /// After the detents moved: keep resting at the same detent, or head for its new height.
    private mutating func retarget(from before: Double) {
        switch motion {
        case .resting(let name):
            if detents.named(name) == nil { motion = .resting(detents.lowest.name) }
        case .animating(.tween(var tween), .detent(let name)):
            // Keep heading for the same detent at its new height, from where it is drawn now,
            // arriving when it would have.
            let remaining = max(0, tween.end - now)
            tween.from = before
            tween.start = now
            tween.duration = remaining
            tween.to = detents.named(name)?.height ?? detents.lowest.height
            motion = .animating(.tween(tween), goal: .detent(name))
        case .animating(.spring(var spring), .detent(let name)):
            spring.retarget(detents.named(name)?.height ?? detents.lowest.height)
            spring.limit(to: heightLimit)
            motion = .animating(.spring(spring), goal: .detent(name))
        case .animating(.tween(var tween), .dismiss):
            let remaining = max(0, tween.end - now)
            tween.from = min(before, heightLimit)
            tween.start = now
            tween.duration = remaining
            motion = .animating(.tween(tween), goal: .dismiss)
        case .animating(.spring(var spring), .dismiss):
            spring.limit(to: heightLimit)
            motion = .animating(.spring(spring), goal: .dismiss)
        case .held(var hold):
            hold.height = min(hold.height, detents.highest.height)
            hold.startHeight = min(hold.startHeight, detents.highest.height)
            hold.startRaw = style.dragRaw(forHeight: hold.startHeight, detents: detents, window: window)
            motion = .held(hold)
        case .hidden:
            break
        }
    }

    private mutating func resize(to size: Size) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0, size != window else { return }
        // A sheet taller than the new window looks the same as one as tall as it: carry on from
        // there rather than from far above the window's top.
        let before = min(height, max(size.height, style.detents(window: size).highest.height))
        window = size
        detents = style.detents(window: size)
        events.append(.resize(size))
        retarget(from: before)
    }

    // MARK: - Animations

    private mutating func present() {
        events.append(.present)
        controls = style.initialControls
        scrollOffset = 0
        let timing = style.timing
        if timing.spring != nil {
            // On a spring the overlay follows the sheet: one progress value drives both.
            dim = .tracking(offset: 0, since: now)
            motion = .animating(animation(from: 0, to: detents.lowest.height, velocity: 0, duration: 0), goal: .detent(detents.lowest.name))
            return
        }
        motion = .animating(
            .tween(Tween(from: 0, to: detents.lowest.height, start: now, duration: timing.present, curve: timing.easing)),
            goal: .detent(detents.lowest.name))
        // The overlay fades on the sheet's own curve, so a spring-driven card and its dim move together.
        dim = .fading(
            Tween(from: 0, to: trackedDim(detents.lowest.height), start: now, duration: timing.dimIn, curve: timing.easing))
    }

    /// A spring fed `velocity` (height per second), or a tween of `duration` (scaled by
    /// distance where the style says so).
    private func animation(from: Double, to target: Double, velocity: Double, duration: Double) -> Animation {
        let timing = style.timing
        if let spring = timing.spring {
            return .spring(
                SpringMotion(spring: spring, from: from, velocity: velocity, to: target, start: now, rest: timing.springRest))
        }
        var scaled = duration
        if timing.scalesWithDistance { scaled *= min(1, abs(target - from) / max(1, detents.highest.height)) }
        return .tween(Tween(from: from, to: target, start: now, duration: scaled, curve: timing.easing))
    }

    /// The sheet's velocity now (height per second): a spring's own, else none.
    private var currentVelocity: Double {
        if case .animating(.spring(let spring), _) = motion { return spring.velocity }
        return 0
    }

    private mutating func animate(to name: String, velocity: Double? = nil) {
        let target = detents.named(name)?.height ?? detents.lowest.height
        // Content scrolls only at max; heading anywhere else shows it from its top again.
        if name != detents.highest.name { scrollOffset = 0 }
        if case .fading = dim {
            // A presentation or dismissal turned into a snap: the overlay eases from where it
            // is to following the sheet again (back to full dim at rest).
            dim = .tracking(offset: dimAlpha - trackedDim(height), since: now)
        }
        motion = .animating(
            animation(from: height, to: target, velocity: velocity ?? currentVelocity, duration: style.timing.snap),
            goal: .detent(name))
    }

    private mutating func startDismiss(_ reason: DismissReason, velocity: Double? = nil) {
        events.append(.dismiss(reason: reason))
        let timing = style.timing
        if timing.spring == nil {
            dim = .fading(Tween(from: dimAlpha, to: 0, start: now, duration: timing.dimOut, curve: timing.easing))
        } else {
            dim = .tracking(offset: dimAlpha - trackedDim(height), since: now)
        }
        motion = .animating(
            animation(from: height, to: 0, velocity: velocity ?? currentVelocity, duration: timing.dismiss), goal: .dismiss)
    }
}
