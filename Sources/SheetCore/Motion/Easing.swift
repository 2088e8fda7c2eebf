#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How an animation's progress follows time.
package enum Easing: Equatable, Sendable {
    /// A cubic Bézier timing curve (UIKit's `UIView.animate` curves).
    case curve(TimingCurve)
    /// UIKit's duration-based spring with damping ratio 1 (`UIViewPropertyAnimator(duration:
    /// dampingRatio: 1)`, `usingSpringWithDamping: 1`): no overshoot, a fast start and a long
    /// settle, normalised so it arrives exactly at the end of the duration.
    case criticallyDamped

    /// UIKit's default `.curveEaseInOut`, the write-ups' `UIView.animate` curve.
    package static let easeInOut = Easing.curve(.easeInOut)

    /// ω·T for the spring: the remaining distance at the end is 0.1 % ((1 + k)e^-k = 0.001).
    static let springRate = 9.2335

    /// Progress 0…1 for time fraction `t` (clamped).
    package func value(at t: Double) -> Double {
        switch self {
        case .curve(let curve):
            return curve.value(at: t)
        case .criticallyDamped:
            guard t.isFinite else { return t > 0 ? 1 : 0 }
            let time = clamp(t, 0, 1)
            let k = Self.springRate
            let end = 1 - (1 + k) * exp(-k)
            return (1 - (1 + k * time) * exp(-k * time)) / end
        }
    }
}
