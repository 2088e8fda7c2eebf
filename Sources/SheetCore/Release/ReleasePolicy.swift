#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Decides where a released sheet lands (`decide`), and says why (`explain`): both run the
/// policy's one `evaluate`.
package protocol ReleasePolicy: ReleaseRules {}

/// A number for an explanation: one decimal ("520", "-812.4"), a thousandth under 10 ("0.237").
func shown(_ value: Double) -> String {
    // A share or a time (under 10) to a thousandth, so 0.237 is not read as 0.2.
    Format.number(value, decimals: abs(value) < 10 ? 3 : 1)
}

/// How far momentum carries a release (Apple, "Designing Fluid Interfaces", WWDC 2018):
/// `v / 1000 · r / (1 − r)` points for velocity `v` (pt/s) and deceleration rate `r` per ms.
package func projectedDistance(velocity: Double, decelerationRate rate: Double) -> Double {
    guard rate > 0, rate < 1 else { return 0 }
    return velocity / 1000 * rate / (1 - rate)
}

extension PolicyKind {
    /// The flags this policy's rules read, beside the policy object they set below: the one
    /// place that says so. The tuning panel shows a policy's flags only when they are read,
    /// and `--dismiss-height` is the dismiss line only for a policy that reads it (UIKit's
    /// treats closed as one more detent).
    package var readFlags: Set<FlagName> {
        switch self {
        case .seed: [.fullscreenVelocity, .fullscreenFraction, .dismissHeight]
        case .projected: [.deceleration, .dismissHeight]
        case .nearest: [.dismissHeight]
        case .velocity: [.fullscreenVelocity, .dismissProgress, .dismissHeight]
        case .linear: [.projectionTime, .dismissHeight]
        case .material: [.fullscreenVelocity, .projectionTime, .dismissHeight]
        case .sequential: [.fullscreenVelocity, .dismissHeight]
        case .uikit: [.deceleration, .fullscreenVelocity]
        }
    }

    /// The flags one policy or another reads.
    package static let policyFlags = allCases.reduce(into: Set<FlagName>()) {
        $0.formUnion($1.readFlags)
    }

    /// Whether its rules read `--dismiss-height`.
    package var readsDismissHeight: Bool { readFlags.contains(.dismissHeight) }

    /// The policy object for this kind, set from `constants`.
    package func policy(_ constants: SheetConstants) -> any ReleasePolicy {
        switch self {
        case .seed: return SeedReleasePolicy(constants)
        case .projected: return ProjectedReleasePolicy(decelerationRate: constants.deceleration)
        case .nearest: return NearestReleasePolicy()
        case .velocity:
            return VelocityReleasePolicy(
                threshold: constants.fullscreenVelocity,
                dismissShare: constants.dismissProgress)
        case .linear: return LinearProjectionPolicy(time: constants.projectionTime)
        case .material:
            return MaterialReleasePolicy(
                threshold: constants.fullscreenVelocity, time: constants.projectionTime)
        case .sequential:
            return SequentialReleasePolicy(threshold: constants.fullscreenVelocity)
        case .uikit:
            return UIKitReleasePolicy(
                decelerationRate: constants.deceleration,
                flickVelocity: constants.fullscreenVelocity)
        }
    }
}
