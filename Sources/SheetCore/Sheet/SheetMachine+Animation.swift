/// Presenting, snapping, dismissing, and keeping an animation on its detent when the
/// detents move (a resize, a retuned constant, measured content).
extension SheetMachine {
    /// Applies new constants live (the tuning panel): the sheet keeps its detent, which may
    /// now be at another height, and an animation heads for its detent's new height.
    /// Another style, or detents of another number (a list or a look chosen), has no detent
    /// to keep: the sheet starts again as the new constants start it, in the same window.
    ///
    /// Constants of another window (a device or orientation chosen, which the window follows)
    /// are laid out in it at once, the resize said first: no detent is said to settle at a
    /// height of the window it leaves.
    package mutating func reconfigure(_ constants: SheetConstants) {
        let size = constants.window
        let turned =
            size != self.constants.window && size != window && size.width.isFinite
                && size.height.isFinite && size.width > 0 && size.height > 0
            ? size : nil
        let window = turned ?? self.window
        let newStyle = constants.style.behavior(constants, body: body)
        let newDetents = newStyle.layout.detents(window: window, contentHeight: contentHeight)
        // As a resize carries on: from no higher than the new window's top.
        let before =
            turned == nil ? height : min(height, max(window.height, newDetents.highest.height))
        if constants.style != self.constants.style
            || newDetents.resting.count != detents.resting.count
        {
            // A press in progress is let go first, by the rules it was held under (a drag ends
            // with its drag-end): the new style starts with nothing held.
            pointerCancel()
            var fresh = SheetMachine(
                constants: constants, body: body, pageButton: pageButton, window: window,
                time: now, contentHeight: contentHeight)
            fresh.events = events + (turned.map { [.resize($0)] } ?? []) + fresh.events
            fresh.inputTime = inputTime
            self = fresh
            return
        }
        self.constants = constants
        if let turned {
            self.window = turned
            events.append(.resize(turned))
        }
        style = newStyle
        tracker.window = constants.velocityWindow
        detents = newDetents
        retarget(from: before)
        scrollOffset = min(scrollOffset, maxScrollOffset)
    }

    /// After the detents moved: keep resting at the same detent (saying so when it moved), or
    /// head for its new height.
    mutating func retarget(from before: Double) {
        switch motion {
        case .resting(let detent):
            let moved = detents[detent.index]
            motion = .resting(moved)
            // A sheet the detents carried elsewhere says where it now rests: event consumers
            // would otherwise keep the height of the last settle.
            if moved.height != detent.height || moved.name != detent.name {
                events.append(
                    .settled(detent: moved.name, index: moved.index, height: moved.height))
            }
        case .animating(.tween(var tween), .detent(let goal)):
            let detent = detents[goal.index]
            // Keep heading for the same detent at its new height, from where it is drawn now,
            // arriving when it would have.
            let remaining = max(0, tween.end - now)
            tween.from = before
            tween.start = now
            tween.duration = remaining
            tween.to = detent.height
            motion = .animating(.tween(tween), goal: .detent(detent))
        case .animating(.spring(var spring), .detent(let goal)):
            let detent = detents[goal.index]
            spring.retarget(detent.height)
            spring.limit(to: heightLimit)
            motion = .animating(.spring(spring), goal: .detent(detent))
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
            hold.startRaw = behavior.dragRaw(
                forHeight: hold.startHeight, detents: detents, window: window)
            motion = .held(hold)
        case .hidden:
            break
        }
    }

    mutating func resize(to size: Size) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
            size != window
        else { return }
        // A sheet taller than the new window looks the same as one as tall as it: carry on from
        // there rather than from far above the window's top.
        let resized = layout.detents(window: size, contentHeight: contentHeight)
        let before = min(height, max(size.height, resized.highest.height))
        window = size
        detents = resized
        events.append(.resize(size))
        retarget(from: before)
    }

    // MARK: - Animations

    mutating func present() {
        events.append(.present)
        controls = regions.initialControls
        scrollOffset = 0
        let timing = behavior.timing
        if timing.spring != nil {
            // On a spring the overlay follows the sheet: one progress value drives both.
            dim = .tracking(offset: 0, since: now)
            motion = .animating(
                animation(from: 0, to: detents.lowest.height, velocity: 0, duration: 0),
                goal: .detent(detents.lowest))
            return
        }
        motion = .animating(
            .tween(
                Tween(
                    from: 0, to: detents.lowest.height, start: now, duration: timing.present,
                    curve: timing.easing)),
            goal: .detent(detents.lowest))
        // The overlay fades on the sheet's own curve, so a spring-driven card and its dim move
        // together.
        dim = .fading(
            Tween(
                from: 0, to: trackedDim(detents.lowest.height), start: now, duration: timing.dimIn,
                curve: timing.easing))
    }

    /// A spring fed `velocity` (height per second), or a tween of `duration` (scaled by
    /// distance where the style says so). After a `flick`, the style's flick spring, if it
    /// has one.
    func animation(
        from: Double, to target: Double, velocity: Double, duration: Double, flick: Bool = false
    ) -> Animation {
        let timing = behavior.timing
        if let spring = flick ? timing.flickSpring ?? timing.spring : timing.spring {
            return .spring(
                SpringMotion(
                    spring: spring, from: from, velocity: velocity, to: target, start: now,
                    rest: timing.springRest))
        }
        var scaled = duration
        if timing.scalesWithDistance {
            scaled *= min(1, abs(target - from) / max(1, detents.highest.height))
        }
        return .tween(
            Tween(from: from, to: target, start: now, duration: scaled, curve: timing.easing))
    }

    /// The sheet's velocity now (height per second): a spring's own, else none.
    var currentVelocity: Double {
        if case .animating(.spring(let spring), _) = motion { return spring.velocity }
        return 0
    }

    mutating func animate(to goal: Detent, velocity: Double? = nil, flick: Bool = false) {
        let detent = detents[goal.index]
        let target = detent.height
        // Content scrolls only at max; heading anywhere else shows it from its top again.
        if detent.index != detents.highest.index { scrollOffset = 0 }
        if case .fading = dim {
            // A presentation or dismissal turned into a snap: the overlay eases from where it
            // is to following the sheet again (back to full dim at rest).
            dim = .tracking(offset: dimAlpha - trackedDim(height), since: now)
        }
        motion = .animating(
            animation(
                from: height, to: target, velocity: velocity ?? currentVelocity,
                duration: behavior.timing.snap, flick: flick),
            goal: .detent(detent))
    }

    mutating func startDismiss(
        _ reason: DismissReason, velocity: Double? = nil, flick: Bool = false
    ) {
        // A sheet already falling away is one dismissal, said once: a close button or grabber
        // tapped while it falls changes nothing.
        if isDismissing { return }
        events.append(.dismiss(reason: reason))
        dismissMotion(velocity: velocity, flick: flick)
    }

    /// The dismissal's animation from where the sheet is now: the overlay fades (or follows
    /// the sheet) and the sheet falls to 0.
    mutating func dismissMotion(velocity: Double?, flick: Bool) {
        let timing = behavior.timing
        if timing.spring == nil {
            dim = .fading(
                Tween(
                    from: dimAlpha, to: 0, start: now, duration: timing.dimOut, curve: timing.easing
                ))
        } else {
            dim = .tracking(offset: dimAlpha - trackedDim(height), since: now)
        }
        motion = .animating(
            animation(
                from: height, to: 0, velocity: velocity ?? currentVelocity,
                duration: timing.dismiss, flick: flick), goal: .dismiss)
    }
}
