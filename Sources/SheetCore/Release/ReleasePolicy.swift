#if canImport(Glibc)
    import Glibc
#endif

/// What is known about a drag at the moment of release.
package struct Release: Equatable, Sendable {
    /// Sheet height at release, in points.
    package var height: Double
    /// Vertical translation since the press, positive downward.
    package var translation: Double
    /// Release velocity, positive downward, in points per second.
    package var velocity: Double
    /// Window height, in points.
    package var windowHeight: Double
    /// The index of the detent the sheet rested on (or was nearest to) when the drag began;
    /// nil when unknown (then `height + translation` stands for where the drag began).
    package var startIndex: Int?

    /// A release at `height` after moving `translation` at `velocity`, in a window `windowHeight`
    /// tall, from the detent at `startIndex` if known.
    package init(
        height: Double, translation: Double, velocity: Double, windowHeight: Double,
        startIndex: Int? = nil
    ) {
        self.height = height
        self.translation = translation
        self.velocity = velocity
        self.windowHeight = windowHeight
        self.startIndex = startIndex
    }
}

/// A release decision: where the sheet goes, and which numbered rule said so.
package struct ReleaseDecision: Equatable, Sendable {
    /// Where the sheet goes: a detent, or dismissed.
    package var target: ReleaseTarget
    /// The number of the policy's rule that decided, as its doc comment numbers them (from 1);
    /// `--events` and the HUD show it so a landing can be traced to its rule.
    package var rule: Int
    /// The decision to go to `target` by rule number `rule`.
    package init(target: ReleaseTarget, rule: Int) {
        self.target = target
        self.rule = rule
    }
}

/// Decides where a released sheet lands (`decide`), and says why (`explain`): both run the
/// policy's one `evaluate`.
package protocol ReleasePolicy: ReleaseRules {}

/// A number for an explanation: one decimal ("520", "-812.4"), a thousandth under 10 ("0.237").
func shown(_ value: Double) -> String {
    // A share or a time (under 10) to a thousandth, so 0.237 is not read as 0.2.
    Format.number(value, decimals: abs(value) < 10 ? 3 : 1)
}

/// The write-ups' rules (SPEC §5) over any number of detents, first match wins:
/// 1. below the dismiss line → dismiss;
/// 2. a fast upward flick, or, unless it is a fast downward flick, the top above the
///    fullscreen fraction → the highest detent;
/// 3. below the lowest detent → the lowest;
/// 4. dragging down → the highest detent at or below the sheet, short of the highest
///    (a flick down from the top leaves it);
/// 5. otherwise (dragging up) → the lowest detent above the sheet.
/// With two detents (default, max) this is exactly SPEC §5.
package struct SeedReleasePolicy: ReleasePolicy {
    /// An upward release faster than this (pt/s) goes to the highest detent (rule 2); a downward
    /// one this fast is not held up by the position half of that rule.
    package var fullscreenVelocity: Double
    /// Released with its top above this fraction of the window height (0…1), the sheet goes to
    /// the highest detent (rule 2).
    package var fullscreenFraction: Double

    /// The rules with these two thresholds.
    package init(fullscreenVelocity: Double, fullscreenFraction: Double) {
        self.fullscreenVelocity = fullscreenVelocity
        self.fullscreenFraction = fullscreenFraction
    }

    /// The rules with `--fullscreen-velocity` and `--fullscreen-fraction` of `configuration`.
    package init(_ configuration: Configuration) {
        self.init(
            fullscreenVelocity: configuration.fullscreenVelocity,
            fullscreenFraction: configuration.fullscreenFraction)
    }

    /// `seed`.
    package var rulesName: String { PolicyKind.seed.rawValue }
    /// The five rules of the doc comment.
    package var ruleSummaries: [String] {
        [
            "below the dismiss line → dismiss",
            "a fast upward flick, or the top above the fullscreen fraction unless flicked down "
                + "→ the highest detent",
            "below the lowest detent → the lowest",
            "dragging down → the highest detent at or below the sheet, short of the highest",
            "otherwise (dragging up) → the lowest detent above the sheet",
        ]
    }

    /// Where the sheet lands by the first of the five rules that matches.
    package func evaluate(_ release: Release, detents: DetentSet, into trace: inout RuleTrace)
        -> ReleaseDecision
    {
        let highest = detents.highest
        let below = trace.check(
            "height", release.height, .less, "dismiss line", detents.dismissLine)
        if trace.rule(1, below) {
            return ReleaseDecision(target: .dismiss, rule: 1)
        }
        // Seed 003's rule: strictly faster than the threshold, strictly above the line. The
        // position half does not hold a sheet flicked down (SPEC §5): rule 4 lands it.
        let top = trace.value(
            "top", release.windowHeight - release.height,
            "window \(shown(release.windowHeight)) - height \(shown(release.height))")
        let flickedUp = trace.check(
            "velocity", release.velocity, .less, "--fullscreen-velocity, upward",
            -fullscreenVelocity)
        let flickedDown = trace.check(
            "velocity", release.velocity, .greater, "--fullscreen-velocity", fullscreenVelocity)
        let high = trace.check(
            "top", top, .less,
            "--fullscreen-fraction \(shown(fullscreenFraction)) × window "
                + shown(release.windowHeight), release.windowHeight * fullscreenFraction)
        if trace.rule(2, flickedUp || (!flickedDown && high)) {
            return ReleaseDecision(target: .detent(highest), rule: 2)
        }
        let low = trace.check(
            "height", release.height, .less, "lowest detent", detents.lowest.height)
        if trace.rule(3, low) {
            return ReleaseDecision(target: .detent(detents.lowest), rule: 3)
        }
        let down = trace.check("translation", release.translation, .greater, "", 0)
        if trace.rule(4, down) {
            // Seed 000 lands any downward drag above default on default: the detent it has
            // reached or passed, never the top one it is leaving.
            let target = trace.pick(
                detents.landing(below: release.height),
                "highest detent at or below the sheet, short of the highest")
            return ReleaseDecision(target: .detent(target), rule: 4)
        }
        let target = trace.pick(
            detents.firstAbove(release.height - 0.5), "lowest detent above the sheet")
        _ = trace.rule(5, true)
        return ReleaseDecision(target: .detent(target), rule: 5)
    }
}

/// How far momentum carries a release (Apple, "Designing Fluid Interfaces", WWDC 2018):
/// `v / 1000 · r / (1 − r)` points for velocity `v` (pt/s) and deceleration rate `r` per ms.
package func projectedDistance(velocity: Double, decelerationRate rate: Double) -> Double {
    guard rate > 0, rate < 1 else { return 0 }
    return velocity / 1000 * rate / (1 - rate)
}

/// Projects the release with a deceleration rate, then: 1. projected below the dismiss line
/// → dismiss; 2. otherwise the nearest detent to the projected height.
package struct ProjectedReleasePolicy: ReleasePolicy {
    /// Deceleration rate per millisecond (0…1, exclusive; UIScrollView's normal is 0.998).
    package var decelerationRate: Double

    /// Projection with deceleration rate `decelerationRate` per millisecond.
    package init(decelerationRate: Double) { self.decelerationRate = decelerationRate }

    /// `projected`.
    package var rulesName: String { PolicyKind.projected.rawValue }
    /// The two rules of the doc comment.
    package var ruleSummaries: [String] {
        [
            "projected below the dismiss line → dismiss",
            "otherwise → the nearest detent to the projected height",
        ]
    }

    /// Dismiss if the projected height is below the dismiss line, else the nearest detent to it.
    package func evaluate(_ release: Release, detents: DetentSet, into trace: inout RuleTrace)
        -> ReleaseDecision
    {
        // Velocity is positive downward; height grows upward.
        let projected = trace.value(
            "projected",
            release.height
                - projectedDistance(velocity: release.velocity, decelerationRate: decelerationRate),
            "height \(shown(release.height)) - velocity \(shown(release.velocity)) / 1000 × "
                + "--deceleration \(Format.number(decelerationRate, decimals: 4)) / (1 - "
                + "\(Format.number(decelerationRate, decimals: 4)))")
        let below = trace.check("projected", projected, .less, "dismiss line", detents.dismissLine)
        if trace.rule(1, below) { return ReleaseDecision(target: .dismiss, rule: 1) }
        let target = trace.pick(detents.nearest(to: projected), "nearest detent to projected")
        _ = trace.rule(2, true)
        return ReleaseDecision(target: .detent(target), rule: 2)
    }
}

/// 1. below the dismiss line → dismiss; 2. otherwise the nearest detent. Velocity is ignored.
package struct NearestReleasePolicy: ReleasePolicy {
    /// The policy has no constants of its own.
    package init() {}

    /// `nearest`.
    package var rulesName: String { PolicyKind.nearest.rawValue }
    /// The two rules of the doc comment.
    package var ruleSummaries: [String] {
        ["below the dismiss line → dismiss", "otherwise → the nearest detent"]
    }

    /// Dismiss below the dismiss line, else the nearest detent to where it was let go.
    package func evaluate(_ release: Release, detents: DetentSet, into trace: inout RuleTrace)
        -> ReleaseDecision
    {
        let below = trace.check(
            "height", release.height, .less, "dismiss line", detents.dismissLine)
        if trace.rule(1, below) {
            return ReleaseDecision(target: .dismiss, rule: 1)
        }
        let target = trace.pick(detents.nearest(to: release.height), "nearest detent")
        _ = trace.rule(2, true)
        return ReleaseDecision(target: .detent(target), rule: 2)
    }
}

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
            "velocity", release.velocity, .greater, "--fullscreen-velocity", threshold)
        if trace.rule(1, down) {
            guard let below = detents.lastBelow(release.height) else {
                trace.note("no detent below the sheet: dismiss")
                return ReleaseDecision(target: .dismiss, rule: 1)
            }
            _ = trace.pick(below, "next detent down")
            return ReleaseDecision(target: .detent(below), rule: 1)
        }
        let up = trace.check(
            "velocity", release.velocity, .less, "--fullscreen-velocity, upward", -threshold)
        if trace.rule(2, up) {
            let target = trace.pick(detents.firstAbove(release.height), "next detent up")
            return ReleaseDecision(target: .detent(target), rule: 2)
        }
        let low = trace.check(
            "height", release.height, .less, "lowest detent × (1 - --dismiss-progress)",
            detents.lowest.height * (1 - dismissShare))
        if trace.rule(3, low) {
            return ReleaseDecision(target: .dismiss, rule: 3)
        }
        let target = trace.pick(detents.nearest(to: release.height), "nearest detent")
        _ = trace.rule(4, true)
        return ReleaseDecision(target: .detent(target), rule: 4)
    }
}

/// Nearest of the closed position and the detents to `height − time · velocity`:
/// 1. nearest is closed → dismiss; 2. otherwise that detent.
package struct LinearProjectionPolicy: ReleasePolicy {
    /// How far ahead the release velocity is projected.
    package var time: Double

    /// Projection `time` seconds ahead (`--projection-time`).
    package init(time: Double) { self.time = time }

    /// `linear`.
    package var rulesName: String { PolicyKind.linear.rawValue }
    /// The two rules of the doc comment.
    package var ruleSummaries: [String] {
        [
            "the closed position nearest to the projected height → dismiss",
            "otherwise → the nearest detent to it",
        ]
    }

    /// The closed position or the detent nearest to where the sheet would be after `time`.
    package func evaluate(_ release: Release, detents: DetentSet, into trace: inout RuleTrace)
        -> ReleaseDecision
    {
        let projected = trace.value(
            "projected", release.height - time * release.velocity,
            "height \(shown(release.height)) - --projection-time "
                + "\(Format.number(time, decimals: 3)) × velocity \(shown(release.velocity))")
        let detent = trace.pick(detents.nearest(to: projected), "nearest detent to projected")
        let closer = trace.check(
            "distance to closed", abs(projected), .less, "distance to that detent",
            abs(projected - detent.height))
        if trace.rule(1, closer) {
            return ReleaseDecision(target: .dismiss, rule: 1)
        }
        _ = trace.rule(2, true)
        return ReleaseDecision(target: .detent(detent), rule: 2)
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
                + "--projection-time \(Format.number(time, decimals: 3))")
        // Both halves are worked out (Material's `&&` would skip the second): they are pure,
        // so the decision is the same, and the explanation shows both numbers.
        let underCollapsed = trace.check(
            "height", release.height, .lessOrEqual, "collapsed: the lowest detent", collapsed)
        let farBelow = trace.check(
            "(collapsed - projected) / collapsed", (collapsed - projected) / collapsed,
            .greater, "half", 0.5)
        let shouldHide = underCollapsed && farBelow
        let fling = trace.check(
            "velocity", release.velocity, .greater, "--fullscreen-velocity", threshold)
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
            "speed", abs(release.velocity), .greater, "--fullscreen-velocity", threshold)
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

extension PolicyKind {
    /// The policy object for this kind, set from `configuration`.
    package func policy(_ configuration: Configuration) -> any ReleasePolicy {
        switch self {
        case .seed: return SeedReleasePolicy(configuration)
        case .projected: return ProjectedReleasePolicy(decelerationRate: configuration.deceleration)
        case .nearest: return NearestReleasePolicy()
        case .velocity:
            return VelocityReleasePolicy(
                threshold: configuration.fullscreenVelocity,
                dismissShare: configuration.dismissProgress)
        case .linear: return LinearProjectionPolicy(time: configuration.projectionTime)
        case .material:
            return MaterialReleasePolicy(
                threshold: configuration.fullscreenVelocity, time: configuration.projectionTime)
        case .sequential:
            return SequentialReleasePolicy(threshold: configuration.fullscreenVelocity)
        }
    }
}
