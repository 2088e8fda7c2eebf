#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
