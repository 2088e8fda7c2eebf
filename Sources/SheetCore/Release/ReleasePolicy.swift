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

/// Decides where a released sheet lands.
package protocol ReleasePolicy: Sendable {
    /// Where `release` lands among `detents`, and the number of the rule that said so.
    func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision
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

    /// Where the sheet lands by the first of the five rules that matches.
    package func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision {
        let highest = detents.highest
        if release.height < detents.dismissLine {
            return ReleaseDecision(target: .dismiss, rule: 1)
        }
        // Seed 003's rule: strictly faster than the threshold, strictly above the line. The
        // position half does not hold a sheet flicked down (SPEC §5): rule 4 lands it.
        let top = release.windowHeight - release.height
        let flickedDown = release.velocity > fullscreenVelocity
        let high = top < release.windowHeight * fullscreenFraction
        if release.velocity < -fullscreenVelocity || (!flickedDown && high) {
            return ReleaseDecision(target: .detent(highest), rule: 2)
        }
        if release.height < detents.lowest.height {
            return ReleaseDecision(target: .detent(detents.lowest), rule: 3)
        }
        if release.translation > 0 {
            // Seed 000 lands any downward drag above default on default: the detent it has
            // reached or passed, never the top one it is leaving.
            return ReleaseDecision(target: .detent(detents.landing(below: release.height)), rule: 4)
        }
        return ReleaseDecision(target: .detent(detents.firstAbove(release.height - 0.5)), rule: 5)
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

    /// Dismiss if the projected height is below the dismiss line, else the nearest detent to it.
    package func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision {
        // Velocity is positive downward; height grows upward.
        let projected =
            release.height
            - projectedDistance(velocity: release.velocity, decelerationRate: decelerationRate)
        if projected < detents.dismissLine { return ReleaseDecision(target: .dismiss, rule: 1) }
        return ReleaseDecision(target: .detent(detents.nearest(to: projected)), rule: 2)
    }
}

/// 1. below the dismiss line → dismiss; 2. otherwise the nearest detent. Velocity is ignored.
package struct NearestReleasePolicy: ReleasePolicy {
    /// The policy has no constants of its own.
    package init() {}

    /// Dismiss below the dismiss line, else the nearest detent to where it was let go.
    package func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision {
        if release.height < detents.dismissLine {
            return ReleaseDecision(target: .dismiss, rule: 1)
        }
        return ReleaseDecision(target: .detent(detents.nearest(to: release.height)), rule: 2)
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

    /// Where the sheet lands by the first of the four rules that matches.
    package func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision {
        if release.velocity > threshold {
            guard let below = detents.lastBelow(release.height) else {
                return ReleaseDecision(target: .dismiss, rule: 1)
            }
            return ReleaseDecision(target: .detent(below), rule: 1)
        }
        if release.velocity < -threshold {
            return ReleaseDecision(target: .detent(detents.firstAbove(release.height)), rule: 2)
        }
        if release.height < detents.lowest.height * (1 - dismissShare) {
            return ReleaseDecision(target: .dismiss, rule: 3)
        }
        return ReleaseDecision(target: .detent(detents.nearest(to: release.height)), rule: 4)
    }
}

/// Nearest of the closed position and the detents to `height − time · velocity`:
/// 1. nearest is closed → dismiss; 2. otherwise that detent.
package struct LinearProjectionPolicy: ReleasePolicy {
    /// How far ahead the release velocity is projected.
    package var time: Double

    /// Projection `time` seconds ahead (`--projection-time`).
    package init(time: Double) { self.time = time }

    /// The closed position or the detent nearest to where the sheet would be after `time`.
    package func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision {
        let projected = release.height - time * release.velocity
        let detent = detents.nearest(to: projected)
        if abs(projected) < abs(projected - detent.height) {
            return ReleaseDecision(target: .dismiss, rule: 1)
        }
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

    /// Where the sheet settles by the first of Material's four rules that matches.
    package func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision {
        let collapsed = detents.lowest.height
        if release.velocity < 0 {
            return ReleaseDecision(target: .detent(detents.firstAbove(release.height)), rule: 1)
        }
        let releasedLow = release.height < detents.highest.height / 2
        let projected = release.height - release.velocity * time
        let shouldHide = release.height <= collapsed && (collapsed - projected) / collapsed > 0.5
        if shouldHide, release.velocity > threshold || releasedLow {
            return ReleaseDecision(target: .dismiss, rule: 2)
        }
        if release.velocity == 0 {
            return ReleaseDecision(target: .detent(detents.nearest(to: release.height)), rule: 3)
        }
        let below = detents.resting.filter { $0.height < release.height - 0.5 }
        let target = below.min { abs($0.height - release.height) < abs($1.height - release.height) }
        return ReleaseDecision(target: .detent(target ?? detents.lowest), rule: 4)
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

    /// Where the sheet lands by the first of the three rules that matches.
    package func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision {
        let height = release.height
        if height < detents.dismissLine {
            return ReleaseDecision(target: .dismiss, rule: 1)
        }
        guard abs(release.velocity) > threshold else {
            return ReleaseDecision(target: .detent(detents.nearest(to: height)), rule: 3)
        }
        // The machine knows the detent the drag began at; `height + translation` (height
        // grows upward, translation downward) only guesses it, and guesses wrong once the
        // sheet was held at an edge while the finger kept moving.
        let origin =
            release.startIndex.map { detents[$0] }
            ?? detents.nearest(to: height + release.translation)
        // A long drag (over 40 % of the window, as vaul's `snapToSequentialPoint` counts it)
        // settles at the nearest detent, whatever the last flick did.
        let dragged = -release.translation  // the pointer's net travel, upward positive
        if abs(dragged) > 0.4 * release.windowHeight {
            return ReleaseDecision(target: .detent(detents.nearest(to: height)), rule: 2)
        }
        // Otherwise one step from where the drag began, in the direction it went (net, as
        // vaul's `hasDraggedUp`); the flick's own direction only when it went nowhere.
        let upward = abs(dragged) > 0.5 ? dragged > 0 : release.velocity < 0
        let step = upward ? detents.next(after: origin) : detents.previous(before: origin)
        let candidate = step ?? origin
        // A drag that already carried the sheet past that detent settles at the nearest one
        // (vaul snaps to the closest point after a long drag), not at a detent far behind it.
        let against = upward ? candidate.height + 0.5 < height : candidate.height - 0.5 > height
        let target = against ? detents.nearest(to: height) : candidate
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
