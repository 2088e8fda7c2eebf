#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
