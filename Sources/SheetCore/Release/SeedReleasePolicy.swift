#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// The rules with `--fullscreen-velocity` and `--fullscreen-fraction` of `constants`.
    package init(_ constants: SheetConstants) {
        self.init(
            fullscreenVelocity: constants.fullscreenVelocity,
            fullscreenFraction: constants.fullscreenFraction)
    }

    /// Rule 2, seed 003's rule as the half sheet's rule 1 also runs it.
    var rule2: FullscreenRule {
        FullscreenRule(
            velocity: fullscreenVelocity, fraction: fullscreenFraction, flickDownReleases: true,
            limitShowsValues: true)
    }

    /// `seed`.
    package var rulesName: String { PolicyKind.seed.rawValue }
    /// The five rules of the doc comment.
    package var ruleSummaries: [String] {
        [
            "below the dismiss line → dismiss",
            rule2.summary,
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
        // Seed 003's rule. The position half does not hold a sheet flicked down (SPEC §5):
        // rule 4 lands it.
        if trace.rule(2, rule2.holds(release, into: &trace)) {
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
