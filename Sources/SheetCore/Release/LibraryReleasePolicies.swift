#if canImport(Glibc)
    import Glibc
#endif

// The policies that move by direction as the libraries do: PanModal's and vaul's velocity
// snap, Material's settle rule and vaul's sequential snap.

/// Snaps by direction when the release is fast (PanModal, vaul, Material):
/// 1. faster than the threshold downward → the next detent down (dismiss below the lowest);
/// 2. faster than the threshold upward → the next detent up;
/// 3. released below the lowest detent by more than the dismiss share of its height → dismiss;
/// 4. otherwise the nearest detent.
package struct VelocityReleasePolicy: ReleasePolicy {
    /// A release faster than this (pt/s, either way) is a flick and moves by direction.
    package var threshold: Double
    /// Share of the lowest detent's height a downward drag must pass to dismiss.
    package var dismissShare: Double

    /// Flicks faster than `threshold` pt/s; a slow release dismisses below `dismissShare` of the
    /// lowest detent's height under it.
    package init(threshold: Double, dismissShare: Double) {
        self.threshold = threshold
        self.dismissShare = dismissShare
    }

    /// `velocity`.
    package var rulesName: String { PolicyKind.velocity.rawValue }
    /// The four rules of the doc comment.
    package var ruleSummaries: [String] {
        [
            "faster than the threshold downward → the next detent down (dismiss below the "
                + "lowest)",
            "faster than the threshold upward → the next detent up",
            "below the lowest detent by more than the dismiss share of its height → dismiss",
            "otherwise → the nearest detent",
        ]
    }

    /// Where the sheet lands by the first of the four rules that matches.
    package func evaluate(_ release: Release, detents: DetentSet, into trace: inout RuleTrace)
        -> ReleaseDecision
    {
        let down = trace.check(
            "velocity", release.velocity, .greater, FlagName.fullscreenVelocity.option, threshold)
        if trace.rule(1, down) {
            guard let below = detents.lastBelow(release.height) else {
                trace.note("no detent below the sheet: dismiss")
                return ReleaseDecision(target: .dismiss, rule: 1)
            }
            _ = trace.pick(below, "next detent down")
            return ReleaseDecision(target: .detent(below), rule: 1)
        }
        let up = trace.check(
            "velocity", release.velocity, .less, FlagName.fullscreenVelocity.option + ", upward",
            -threshold)
        if trace.rule(2, up) {
            let target = trace.pick(detents.firstAbove(release.height), "next detent up")
            return ReleaseDecision(target: .detent(target), rule: 2)
        }
        let low = trace.check(
            "height", release.height, .less, "lowest detent × (1 - \(flag: .dismissProgress))",
            detents.lowest.height * (1 - dismissShare))
        if trace.rule(3, low) {
            return ReleaseDecision(target: .dismiss, rule: 3)
        }
        let target = trace.pick(detents.nearest(to: release.height), "nearest detent")
        _ = trace.rule(4, true)
        return ReleaseDecision(target: .detent(target), rule: 4)
    }
}

/// Material's settle rule (BottomSheetBehavior.onViewReleased), with the lowest detent as the
/// collapsed state, the highest as expanded and any between as half-expanded ones:
/// 1. moving up at all → the next detent up;
/// 2. released below the collapsed detent, its top projected `time` ahead more than half the
///    collapsed height below it, and either a significant downward fling (faster than the
///    threshold) or a release in the lower half of the travel → hide (dismiss) ("it should not
///    hide, but collapse" above the collapsed position);
/// 3. not moving → the nearest detent;
/// 4. moving down → the nearest detent below the sheet (Material picks between half-expanded
///    and collapsed by distance), the collapsed one when none is below.
package struct MaterialReleasePolicy: ReleasePolicy {
    /// A downward release faster than this (pt/s) is a significant fling that may hide the sheet.
    package var threshold: Double
    /// How far ahead the top is projected to decide whether to hide.
    package var time: Double

    /// Material's rule with fling speed `threshold` (pt/s), projected `time` seconds ahead.
    package init(threshold: Double, time: Double) {
        self.threshold = threshold
        self.time = time
    }

    /// `material`.
    package var rulesName: String { PolicyKind.material.rawValue }
    /// The four rules of the doc comment.
    package var ruleSummaries: [String] {
        [
            "moving up at all → the next detent up",
            "below the collapsed detent, its top projected more than half its height below it, "
                + "and a fast downward fling or a release in the lower half → dismiss",
            "not moving → the nearest detent",
            "moving down → the nearest detent below the sheet (the collapsed one when none is)",
        ]
    }

    /// Where the sheet settles by the first of Material's four rules that matches.
    package func evaluate(_ release: Release, detents: DetentSet, into trace: inout RuleTrace)
        -> ReleaseDecision
    {
        let collapsed = detents.lowest.height
        let up = trace.check("velocity", release.velocity, .less, "", 0)
        if trace.rule(1, up) {
            let target = trace.pick(detents.firstAbove(release.height), "next detent up")
            return ReleaseDecision(target: .detent(target), rule: 1)
        }
        let releasedLow = trace.check(
            "height", release.height, .less, "highest detent / 2", detents.highest.height / 2)
        let projected = trace.value(
            "projected", release.height - release.velocity * time,
            "height \(shown(release.height)) - velocity \(shown(release.velocity)) × "
                + "\(FlagName.projectionTime.option) \(Format.number(time, decimals: 3))")
        // Both halves are worked out (Material's `&&` would skip the second): they are pure,
        // so the decision is the same, and the explanation shows both numbers.
        let underCollapsed = trace.check(
            "height", release.height, .lessOrEqual, "collapsed: the lowest detent", collapsed)
        let farBelow = trace.check(
            "(collapsed - projected) / collapsed", (collapsed - projected) / collapsed,
            .greater, "half", 0.5)
        let shouldHide = underCollapsed && farBelow
        let fling = trace.check(
            "velocity", release.velocity, .greater, FlagName.fullscreenVelocity.option, threshold)
        if trace.rule(2, shouldHide && (fling || releasedLow)) {
            return ReleaseDecision(target: .dismiss, rule: 2)
        }
        let still = trace.check("velocity", release.velocity, .equal, "", 0)
        if trace.rule(3, still) {
            let target = trace.pick(detents.nearest(to: release.height), "nearest detent")
            return ReleaseDecision(target: .detent(target), rule: 3)
        }
        let below = detents.resting.filter { $0.height < release.height - 0.5 }
        let nearest = below.min {
            abs($0.height - release.height) < abs($1.height - release.height)
        }
        let target = trace.pick(
            nearest ?? detents.lowest,
            nearest == nil
                ? "no detent below the sheet: the collapsed one"
                : "nearest detent below the sheet")
        _ = trace.rule(4, true)
        return ReleaseDecision(target: .detent(target), rule: 4)
    }
}

/// vaul's `snapToSequentialPoint`: a flick moves at most one detent.
/// 1. below the dismiss line → dismiss;
/// 2. a flick faster than the threshold → one detent from the one the drag began at, in the
///    flick's direction (down from the lowest stays there: only rule 1 dismisses; up from the
///    highest stays); when the drag already carried the sheet past that detent, the
///    nearest detent (as vaul after a long drag);
/// 3. otherwise → the nearest detent.
package struct SequentialReleasePolicy: ReleasePolicy {
    /// A release faster than this (pt/s, either way) is a flick and moves one detent.
    package var threshold: Double

    /// vaul's rule with flicks faster than `threshold` pt/s.
    package init(threshold: Double) { self.threshold = threshold }

    /// `sequential`.
    package var rulesName: String { PolicyKind.sequential.rawValue }
    /// The three rules of the doc comment.
    package var ruleSummaries: [String] {
        [
            "below the dismiss line → dismiss",
            "a flick faster than the threshold → one detent from where the drag began, its "
                + "way (the nearest after a long drag, or one that went past it)",
            "otherwise → the nearest detent",
        ]
    }

    /// Where the sheet lands by the first of the three rules that matches.
    package func evaluate(_ release: Release, detents: DetentSet, into trace: inout RuleTrace)
        -> ReleaseDecision
    {
        let height = release.height
        let below = trace.check("height", height, .less, "dismiss line", detents.dismissLine)
        if trace.rule(1, below) {
            return ReleaseDecision(target: .dismiss, rule: 1)
        }
        let flick = trace.check(
            "speed", abs(release.velocity), .greater, FlagName.fullscreenVelocity.option, threshold)
        guard trace.rule(2, flick) else {
            let target = trace.pick(detents.nearest(to: height), "nearest detent")
            _ = trace.rule(3, true)
            return ReleaseDecision(target: .detent(target), rule: 3)
        }
        // The machine knows the detent the drag began at; `height + translation` (height
        // grows upward, translation downward) only guesses it, and guesses wrong once the
        // sheet was held at an edge while the finger kept moving.
        let origin = trace.pick(
            release.startIndex.map { detents[$0] }
                ?? detents.nearest(to: height + release.translation),
            release.startIndex == nil
                ? "began nearest height + translation" : "the drag began at")
        // A long drag (over 40 % of the window, as vaul's `snapToSequentialPoint` counts it)
        // settles at the nearest detent, whatever the last flick did.
        let dragged = -release.translation  // the pointer's net travel, upward positive
        let long = trace.check(
            "drag", abs(dragged), .greater, "0.4 × window", 0.4 * release.windowHeight)
        if long {
            let target = trace.pick(detents.nearest(to: height), "long drag: nearest detent")
            return ReleaseDecision(target: .detent(target), rule: 2)
        }
        // Otherwise one step from where the drag began, in the direction it went (net, as
        // vaul's `hasDraggedUp`); the flick's own direction only when it went nowhere.
        let moved = trace.check("drag", abs(dragged), .greater, "half a point", 0.5)
        let upward =
            moved
            ? trace.check("upward drag", dragged, .greater, "", 0)
            : trace.check("velocity", release.velocity, .less, "", 0)
        let step = upward ? detents.next(after: origin) : detents.previous(before: origin)
        let candidate = trace.pick(step ?? origin, upward ? "one detent up" : "one detent down")
        // A drag that already carried the sheet past that detent settles at the nearest one
        // (vaul snaps to the closest point after a long drag), not at a detent far behind it.
        let against =
            upward
            ? trace.check("detent + 0.5", candidate.height + 0.5, .less, "height", height)
            : trace.check("detent - 0.5", candidate.height - 0.5, .greater, "height", height)
        let target =
            against
            ? trace.pick(detents.nearest(to: height), "passed it: nearest detent")
            : candidate
        return ReleaseDecision(target: .detent(target), rule: 2)
    }
}
