#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
