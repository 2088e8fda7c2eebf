/// What is known about a drag at the moment of release.
public struct Release: Equatable, Sendable {
    /// Sheet height at release, in points.
    public var height: Double
    /// Vertical translation since the press, positive downward.
    public var translation: Double
    /// Release velocity, positive downward, in points per second.
    public var velocity: Double
    /// Window height, in points.
    public var windowHeight: Double

    public init(height: Double, translation: Double, velocity: Double, windowHeight: Double) {
        self.height = height
        self.translation = translation
        self.velocity = velocity
        self.windowHeight = windowHeight
    }
}

/// A release decision: where the sheet goes, and which numbered rule said so.
public struct ReleaseDecision: Equatable, Sendable {
    public var target: ReleaseTarget
    public var rule: Int
}

/// Decides where a released sheet lands.
public protocol ReleasePolicy: Sendable {
    func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision
}

/// The write-ups' rules (SPEC §5), first match wins:
/// 1. below the dismiss line → dismiss;
/// 2. a fast upward flick, or the top above the fullscreen fraction → max;
/// 3. below default → default;
/// 4. dragging down → default;
/// 5. otherwise (above default, dragging up) → max.
public struct SeedReleasePolicy: ReleasePolicy {
    public var fullscreenVelocity: Double
    public var fullscreenFraction: Double

    public init(fullscreenVelocity: Double, fullscreenFraction: Double) {
        self.fullscreenVelocity = fullscreenVelocity
        self.fullscreenFraction = fullscreenFraction
    }

    public init(_ configuration: Configuration) {
        self.init(
            fullscreenVelocity: configuration.fullscreenVelocity,
            fullscreenFraction: configuration.fullscreenFraction)
    }

    public func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision {
        let standard = detents.lowest
        let highest = detents.highest
        if release.height < detents.dismissLine {
            return ReleaseDecision(target: .dismiss, rule: 1)
        }
        // Seed 003's rule: strictly faster than the threshold, strictly above the line.
        let top = release.windowHeight - release.height
        if release.velocity < -fullscreenVelocity || top < release.windowHeight * fullscreenFraction {
            return ReleaseDecision(target: .detent(highest), rule: 2)
        }
        if release.height < standard.height {
            return ReleaseDecision(target: .detent(standard), rule: 3)
        }
        if release.translation > 0 {
            return ReleaseDecision(target: .detent(standard), rule: 4)
        }
        return ReleaseDecision(target: .detent(highest), rule: 5)
    }
}

extension PolicyKind {
    /// The policy object for this kind, set from `configuration`.
    public func policy(_ configuration: Configuration) -> any ReleasePolicy {
        switch self {
        case .seed: return SeedReleasePolicy(configuration)
        }
    }
}
