#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
