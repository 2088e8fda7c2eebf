/// Presses, drags, scrolls, taps and releases: where the pointer moves the sheet and where a
/// release sends it.
extension SheetMachine {
    /// Where a press presents the sheet: the Get Started button, or over a page image (which
    /// shows no button) the whole page above what the style keeps at the bottom.
    var buttonFrame: Rect {
        let bottomInset = regions.pageBottomInset + constants.safeArea.bottom
        if pageButton == .wholePage {
            return Rect(
                x: 0, y: 0, width: window.width,
                height: max(0, window.height - regions.pageBottomInset))
        }
        let safeArea = constants.safeArea
        return PageLayout.buttonFrame(
            in: window, bottomInset: bottomInset, left: safeArea.left, right: safeArea.right)
    }

    /// Whether `point` lies off the sheet whose top is `height` above the window's bottom:
    /// above it, or beside (and below) UIKit's form sheet or edge-attached sheet.
    func isOffSheet(_ point: Point, height: Double) -> Bool {
        if let presented = constants.presentation {
            return !presented.contains(point, height: height, window: window)
        }
        return point.y < window.height - height
    }

    /// `point` in the sheet's own points (its top-left corner at 0, 0) when its top is
    /// `height` above the window's bottom.
    func sheetPoint(_ point: Point, height: Double) -> Point {
        let left = constants.presentation?.x ?? 0
        return Point(x: point.x - left, y: point.y - (window.height - height))
    }

    /// How wide the sheet is: the window's, or UIKit's presentation's (a form sheet's).
    var sheetWidth: Double { constants.presentation?.width ?? window.width }

    /// Whether a press at `point` would take hold of the sheet to drag it (or to scroll its
    /// content): the sheet on screen and not held, `point` on it where the style lets it be
    /// dragged, or on a dim that drags it. Where a trackpad's scroll drags the sheet.
    package func pressDrags(at point: Point) -> Bool {
        guard isPresented, !isPressed else { return false }
        if isOffSheet(point, height: height) { return dimAlpha > 0 && behavior.overlayDrags }
        return behavior.dragRange(detents: detents, window: window) != nil
    }

    mutating func pointerDown(_ point: Point) {
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
        let onOverlay = isOffSheet(point, height: current)
        // Where no overlay covers it (a style without one, or an undimmed detent) the page
        // above the sheet is just the page.
        if onOverlay, dimAlpha <= 0 {
            buttonPressed = buttonFrame.contains(point)
            isButtonHighlighted = buttonPressed
            return
        }
        // An overlay that neither drags nor dismisses only blocks the page.
        if onOverlay, !behavior.overlayDrags, !behavior.overlayTapDismisses { return }
        // A sheet that cannot be dragged keeps moving under a press; only a tap acts on it.
        if !onOverlay, behavior.dragRange(detents: detents, window: window) == nil {
            tapCandidate = point
            return
        }
        let interrupted: Goal?
        switch motion {
        case .resting(let detent): interrupted = .detent(detent)
        case .animating(_, let goal): interrupted = goal
        case .hidden, .held: interrupted = nil
        }
        dim = .tracking(offset: dimAlpha - trackedDim(current), since: now)
        motion = .held(
            Hold(
                startHeight: current, startPointer: point, onOverlay: onOverlay,
                height: current, interrupted: interrupted, lastPointer: point))
        if case .held(var hold) = motion {
            hold.startRaw = behavior.dragRaw(forHeight: current, detents: detents, window: window)
            motion = .held(hold)
        }
        if !onOverlay, behavior.scrollsContent, maxScrollOffset > 0,
            interrupted == .detent(detents.highest),
            !regions.isHandle(sheetPoint(point, height: current))
        {
            if case .held(var hold) = motion {
                hold.phase = .pendingScroll
                motion = .held(hold)
            }
        }
        tracker.reset()
        tracker.add(time: inputTime, position: point.y)
    }

    mutating func pointerMove(_ point: Point) {
        if let start = tapCandidate {
            let dx = point.x - start.x
            let dy = point.y - start.y
            if (dx * dx + dy * dy).squareRoot() > constants.tapSlop { tapCandidate = nil }
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

    mutating func follow(_ hold: inout Hold, to point: Point) {
        defer { hold.lastPointer = point }
        if hold.phase == .pendingScroll || hold.phase == .scrolling {
            scroll(&hold, to: point)
            return
        }
        let dx = point.x - hold.startPointer.x
        let translation = point.y - hold.startPointer.y
        guard hold.phase != .cancelled else { return }
        let moved = (dx * dx + translation * translation).squareRoot()
        if hold.phase == .pendingTap, moved > constants.tapSlop {
            // A sheet that cannot be dragged (or an overlay that does not grab it) only takes taps.
            guard dragRange(for: hold) != nil else {
                hold.phase = .cancelled
                return
            }
            hold.phase = .dragging
            events.append(.dragStart(height: hold.startHeight))
        }
        if hold.isDrag, dragRange(for: hold) != nil {
            hold.height = min(
                heightLimit,
                behavior.dragHeight(
                    hold.startRaw - translation, grabbedAt: hold.startHeight, detents: detents,
                    window: window))
        }
    }

    /// Content scrolling at max: up scrolls it; down scrolls back to the top and then hands
    /// the rest of the movement to the sheet, within the same gesture.
    mutating func scroll(_ hold: inout Hold, to point: Point) {
        let totalX = point.x - hold.startPointer.x
        let totalY = point.y - hold.startPointer.y
        if hold.phase == .pendingScroll {
            guard (totalX * totalX + totalY * totalY).squareRoot() > constants.tapSlop else {
                return
            }
            hold.phase = .scrolling
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
        hold.phase = .dragging
        hold.startHeight = hold.height
        hold.startRaw = behavior.dragRaw(forHeight: hold.height, detents: detents, window: window)
        hold.startPointer = Point(x: point.x, y: point.y - rest)
        events.append(.dragStart(height: hold.startHeight))
        hold.height = behavior.dragHeight(
            hold.startRaw - rest, grabbedAt: hold.startHeight, detents: detents, window: window)
    }

    func dragRange(for hold: Hold) -> ClosedRange<Double>? {
        if hold.onOverlay && !behavior.overlayDrags { return nil }
        return behavior.dragRange(detents: detents, window: window)
    }

    /// A press that ended without a release the window saw (focus lost): the button is not
    /// clicked; a held sheet is released where the pointer was last seen.
    mutating func pointerCancel() {
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

    mutating func pointerUp(_ point: Point, sample: Bool = true) {
        if tapCandidate != nil {
            tapCandidate = nil
            act(regions.action(at: sheetPoint(point, height: height), width: sheetWidth))
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
            if hold.phase == .scrolling {
                resume(hold)
            } else {
                tap(hold, at: point)
            }
            return
        }
        land(hold, at: point)
    }

    /// The index of the detent `hold` began at: the one the sheet rested on (or was heading
    /// to and had reached), else the one nearest where it was grabbed.
    func startIndex(of hold: Hold) -> Int {
        if case .detent(let detent) = hold.interrupted,
            abs(detent.height - hold.startHeight) < 0.5
        {
            return detent.index
        }
        return detents.nearest(to: hold.startHeight).index
    }

    /// Ends a drag released at `point`: logs the release and its rule, then goes where the
    /// style's release rules say.
    mutating func land(_ hold: Hold, at point: Point) {
        let release = Release(
            height: hold.height, translation: point.y - hold.startPointer.y,
            velocity: tracker.velocity(at: inputTime), windowHeight: window.height,
            startIndex: startIndex(of: hold))
        let decision = behavior.decide(release, detents: detents)
        lastRelease = ReleaseRecord(
            number: (lastRelease?.number ?? 0) + 1, time: inputTime, release: release,
            detents: detents, pressY: hold.startPointer.y, releaseY: point.y,
            velocity: tracker.fit(at: inputTime), decision: decision, rules: behavior)
        events.append(
            .dragEnd(
                height: release.height, velocity: release.velocity,
                translation: release.translation,
                target: decision.target.name, rule: decision.rule))
        motion = .held(hold)
        // The sheet leaves at the finger's speed (height grows upward), unless the preset's
        // library starts its animation from rest.
        // A finger tops out near 10 000 pt/s; faster readings are pointer jumps, not flicks.
        let carried = constants.carryVelocity ? clamp(-release.velocity, -10_000, 10_000) : 0
        // A fast release lands on the style's flick spring, if it has one (UIKit's 0.8).
        let flick = abs(release.velocity) >= behavior.timing.flickVelocity
        switch decision.target {
        case .dismiss: startDismiss(.drag, velocity: carried, flick: flick)
        case .detent(let detent): animate(to: detent, velocity: carried, flick: flick)
        }
    }

    /// A press released within the tap slop: on the overlay it dismisses; on the sheet it
    /// changes nothing, so whatever the press interrupted carries on (a grabbed dismissal
    /// stays cancelled and the sheet lands by the release rules instead).
    mutating func tap(_ hold: Hold, at point: Point) {
        if hold.onOverlay {
            if behavior.overlayTapDismisses, hold.phase != .cancelled {
                // A tap on the dim of a sheet already dismissing goes on with that dismissal:
                // one `dismiss` a dismissal, not a second for the same sheet.
                if hold.interrupted == .dismiss {
                    dismissMotion(velocity: nil, flick: false)
                } else {
                    startDismiss(.tap)
                }
            } else {
                resume(hold)
            }
            return
        }
        let local = sheetPoint(point, height: hold.height)
        let action =
            hold.phase == .cancelled ? .none : regions.action(at: local, width: sheetWidth)
        // A close button, or a grabber that dismisses (one detent), tapped on a sheet already
        // dismissing: that dismissal goes on.
        let dismisses = action == .dismiss || action == .grabber && detents.resting.count <= 1
        if dismisses, hold.interrupted == .dismiss {
            dismissMotion(velocity: nil, flick: false)
            return
        }
        if action == .none || action == .toggle || action == .grabber { resume(hold) }
        act(action)
    }

    /// Carries out what a tap on the sheet means in this style.
    mutating func act(_ action: SheetAction) {
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
            let current = goalDetent ?? detents.lowest
            let other =
                detents.next(after: current) ?? detents.previous(before: current)
                ?? detents.highest
            events.append(.toggle(target: other.name))
            animate(to: other)
        case .grabber:
            guard detents.resting.count > 1 else {
                if !behavior.refusesDismissal { startDismiss(.grabber) }
                return
            }
            let current = goalDetent ?? detents.lowest
            let target: Detent
            switch constants.grabberTap {
            case .down: target = detents.previous(before: current) ?? detents.highest
            case .up: target = detents.next(after: current) ?? detents.lowest
            case .on, .off:
                act(.toggle)
                return
            }
            events.append(.toggle(target: target.name))
            animate(to: target)
        }
    }

    /// The page's button (and Enter/Space): presents the sheet, or toggles one that is
    /// always on screen.
    mutating func pressButton() {
        if !isPresented {
            present()
        } else if behavior.isAlwaysPresented {
            act(.toggle)
        }
    }

    /// Lets whatever a press interrupted carry on (a grabbed dismissal stays cancelled and
    /// the sheet lands by the release rules instead).
    mutating func resume(_ hold: Hold) {
        switch hold.interrupted {
        case .detent(let grabbed):
            let detent = detents[grabbed.index]
            if detent.height == hold.height {
                motion = .resting(detent)
            } else {
                animate(to: detent)
            }
        case .dismiss, nil:
            // The press caught a moving sheet and cancelled its dismissal (SPEC §4): letting
            // go is a release like any drag's, decided and logged by the release rules — never
            // a tap, which on the sheet does nothing (SPEC §5).
            var caught = hold
            caught.phase = .dragging
            events.append(.dragStart(height: hold.startHeight))
            land(caught, at: hold.lastPointer)
        }
    }
}
