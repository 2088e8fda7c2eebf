#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
                + "\(FlagName.deceleration.option) "
                + "\(Format.number(decelerationRate, decimals: 4)) / (1 - "
                + "\(Format.number(decelerationRate, decimals: 4)))")
        let below = trace.check("projected", projected, .less, "dismiss line", detents.dismissLine)
        if trace.rule(1, below) { return ReleaseDecision(target: .dismiss, rule: 1) }
        let target = trace.pick(detents.nearest(to: projected), "nearest detent to projected")
        _ = trace.rule(2, true)
        return ReleaseDecision(target: .detent(target), rule: 2)
    }
}
