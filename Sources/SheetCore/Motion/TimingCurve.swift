#if canImport(Glibc)
    import Glibc
#endif

/// A CSS/Core Animation timing function: a cubic Bézier from (0,0) to (1,1).
package struct TimingCurve: Equatable, Sendable {
    /// The control points (x1, y1) and (x2, y2); each x within 0…1, y any.
    package let x1: Double, y1: Double, x2: Double, y2: Double

    /// The curve through control points (`x1`, `y1`) and (`x2`, `y2`).
    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// UIKit's default `.curveEaseInOut` (kCAMediaTimingFunctionEaseInEaseOut).
    package static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    /// Progress equal to time (kCAMediaTimingFunctionLinear).
    package static let linear = TimingCurve(0, 0, 1, 1)

    /// The eased progress for time fraction `t` (clamped to 0…1).
    package func value(at t: Double) -> Double {
        guard t.isFinite else { return t > 0 ? 1 : 0 }
        let time = clamp(t, 0, 1)
        if time == 0 || time == 1 { return time }
        let s = parameter(forX: time)
        return Self.bezier(s, y1, y2)
    }

    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    private static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// Solves x(s) = x for s: Newton's method, falling back to bisection where the slope is flat.
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < 1e-9 { return s }
            let derivative = Self.slope(s, x1, x2)
            if abs(derivative) < 1e-6 { break }
            s -= error / derivative
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<60 {
            let value = Self.bezier(s, x1, x2)
            if abs(value - x) < 1e-10 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}

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

/// A value animated from `from` to `to` along an easing, started at `start` (seconds).
package struct Tween: Equatable, Sendable {
    /// The value at `start`.
    package var from: Double
    /// The value at `end`, and from then on.
    package var to: Double
    /// When it begins, on the machine's clock.
    package var start: Double
    /// How long it runs; zero jumps straight to `to`.
    package var duration: Double
    /// How progress follows time between `start` and `end`.
    package var curve: Easing

    /// A value going from `from` to `to` over `duration` from `start`, eased by `curve`.
    package init(
        from: Double, to: Double, start: Double, duration: Double, curve: Easing = .easeInOut
    ) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.curve = curve
    }

    /// The value at time `time`; `to` once the duration has passed (a zero duration jumps).
    package func value(at time: Double) -> Double {
        guard duration > 0 else { return to }
        let progress = curve.value(at: (time - start) / duration)
        return from + (to - from) * progress
    }

    /// Whether the tween has reached its end at `time`.
    package func isFinished(at time: Double) -> Bool { time >= start + duration }

    /// When it reaches `to`.
    package var end: Double { start + duration }
}
