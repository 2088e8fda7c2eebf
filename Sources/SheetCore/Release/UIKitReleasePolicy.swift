/// UISheetPresentationController's release (`--policy uikit`), as UIKit's own code decides it
/// (`_UISheetInteraction`, `_UIHyperInteractor`; every number is cited in docs/presets.md):
///
/// The release velocity counts only from 250 pt/s (UIKit's minimum speed), and is projected
/// with `--deceleration` (0.99 under `--preset uikit`). The closed position is one more
/// candidate, below the lowest detent, but only for a sheet released below that detent: a
/// dismissal starts when the drag passes the smallest detent.
///
/// 1. a flick of at least `--fullscreen-velocity` whose projection lands back on the candidate
///    nearest the finger, already past it the flick's way → the next candidate that way
///    (below the lowest detent, closed: dismiss);
/// 2. the closed position nearest to the projected height → dismiss;
/// 3. otherwise → the detent nearest to the projected height.
package struct UIKitReleasePolicy: ReleasePolicy {
    /// Deceleration rate per millisecond of the projection (`--deceleration`).
    package var decelerationRate: Double
    /// The speed from which a flick steps one detent further (`--fullscreen-velocity`; UIKit's
    /// `SheetSpeedThreshold` 1000 pt/s).
    package var flickVelocity: Double

    /// Releases slower than this count as still (UIKit's `_UIHyperInteractor` minimum speed).
    package static let minimumSpeed = 250.0

    /// UIKit's release with these constants.
    package init(decelerationRate: Double, flickVelocity: Double) {
        self.decelerationRate = decelerationRate
        self.flickVelocity = flickVelocity
    }

    /// `uikit`.
    package var rulesName: String { PolicyKind.uikit.rawValue }
    /// The three rules of the doc comment.
    package var ruleSummaries: [String] {
        [
            "a flick that would land back on the detent nearest the finger, past it → one further",
            "the closed position nearest to the projected height → dismiss",
            "otherwise → the nearest detent to the projected height",
        ]
    }

    /// Where UIKit sends a sheet let go as `release` says.
    package func evaluate(_ release: Release, detents: DetentSet, into trace: inout RuleTrace)
        -> ReleaseDecision
    {
        // Velocity is positive downward; height grows upward.
        let counts = abs(release.velocity) >= Self.minimumSpeed
        let velocity = trace.value(
            "velocity counted", counts ? release.velocity : 0,
            counts
                ? "velocity \(shown(release.velocity)), at least \(shown(Self.minimumSpeed))"
                : "velocity \(shown(release.velocity)) under \(shown(Self.minimumSpeed)) → 0")
        let projected = trace.value(
            "projected",
            release.height
                - projectedDistance(velocity: velocity, decelerationRate: decelerationRate),
            "height \(shown(release.height)) - velocity \(shown(velocity)) / 1000 × "
                + "\(FlagName.deceleration.option) "
                + "\(Format.number(decelerationRate, decimals: 4)) / (1 - "
                + "\(Format.number(decelerationRate, decimals: 4)))")
        // The candidates, lowest first: the closed position (height 0) for a sheet released
        // below its lowest detent, then the detents. `nil` stands for closed.
        let lowest = detents.resting[0]
        let closable = trace.check(
            "height", release.height, .less,
            "lowest detent; closed is a candidate only below it", lowest.height)
        let candidates: [Detent?] = (closable ? [nil] : []) + detents.resting.map { $0 }
        func height(_ index: Int) -> Double { candidates[index]?.height ?? 0 }
        func nearest(to point: Double) -> Int {
            candidates.indices.min { abs(height($0) - point) < abs(height($1) - point) } ?? 0
        }
        let target = nearest(to: projected)
        // UIKit's flick step: fast, landing where the finger already is, and past it that way.
        let fast = trace.check(
            "speed", abs(velocity), .greaterOrEqual, FlagName.fullscreenVelocity.option,
            flickVelocity)
        let past = velocity > 0 ? release.height < height(target) : release.height > height(target)
        func named(_ index: Int) -> String { candidates[index]?.name ?? "closed" }
        let way = velocity > 0 ? "down" : velocity < 0 ? "up" : "still"
        trace.note(
            "the projection's nearest: \(named(target)); the finger's: "
                + "\(named(nearest(to: release.height))); the sheet past it the flick's way "
                + "(\(way)): \(past ? "yes" : "no")")
        if trace.rule(1, fast && target == nearest(to: release.height) && past) {
            let step = velocity > 0 ? max(0, target - 1) : min(candidates.count - 1, target + 1)
            guard let detent = candidates[step] else {
                trace.note("the next position down is closed")
                return ReleaseDecision(target: .dismiss, rule: 1)
            }
            let picked = trace.pick(detent, "one detent past the nearest, the flick's way")
            return ReleaseDecision(target: .detent(picked), rule: 1)
        }
        let detent = detents.nearest(to: projected)
        let closer =
            closable
            && trace.check(
                "distance to closed", abs(projected), .less, "distance to the nearest detent",
                abs(projected - detent.height))
        if trace.rule(2, closer) { return ReleaseDecision(target: .dismiss, rule: 2) }
        _ = trace.rule(3, true)
        let picked = trace.pick(detent, "nearest detent to projected")
        return ReleaseDecision(target: .detent(picked), rule: 3)
    }
}
