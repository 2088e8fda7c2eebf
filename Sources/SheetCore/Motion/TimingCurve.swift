#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
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
