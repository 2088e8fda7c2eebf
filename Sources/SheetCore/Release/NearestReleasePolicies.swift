#if canImport(Glibc)
    import Glibc
#endif

// The policies that land at the nearest detent to a release, projected or not.

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
            "height \(shown(release.height)) - \(flag: .projectionTime) "
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
