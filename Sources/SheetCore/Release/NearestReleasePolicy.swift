#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
