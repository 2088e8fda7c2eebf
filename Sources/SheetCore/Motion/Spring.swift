#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A damped spring set the way SwiftUI and UIKit describe one: by its response (the period
/// of the undamped oscillation, seconds) and its damping ratio (1 = critically damped).
///
/// Mass 1, stiffness (2π / response)², damping 4π · ratio / response.
package struct Spring: Equatable, Sendable {
    /// Period of the undamped oscillation; smaller is stiffer.
    package var response: Double
    /// Damping ratio ζ: 1 critically damped, below 1 overshoots, above 1 creeps in.
    package var dampingRatio: Double

    /// The spring of period `response` and damping ratio `dampingRatio`, as SwiftUI's `.spring`.
    package init(response: Double, dampingRatio: Double) {
        self.response = response
        self.dampingRatio = dampingRatio
    }

    /// Undamped angular frequency ω₀.
    package var angularFrequency: Double { 2 * Double.pi / max(response, 1e-6) }
    /// Stiffness k = ω₀² for mass 1 (per second squared).
    package var stiffness: Double { angularFrequency * angularFrequency }
    /// Damping coefficient c = 2ζω₀ for mass 1 (per second).
    package var damping: Double { 2 * dampingRatio * angularFrequency }

    /// Displacement and velocity after `time` seconds, from displacement `x0` and velocity
    /// `v0` relative to the rest point: the exact solution of x'' + 2ζω₀x' + ω₀²x = 0, so a
    /// step never adds energy, whatever its length.
    package func evolve(displacement x0: Double, velocity v0: Double, time t: Double) -> (
        Double, Double
    ) {
        let w0 = angularFrequency
        let zeta = max(0, dampingRatio)
        if abs(zeta - 1) < 1e-6 {
            let e = exp(-w0 * t)
            let b = v0 + w0 * x0
            return ((x0 + b * t) * e, (b - w0 * (x0 + b * t)) * e)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let e = exp(-zeta * w0 * t)
            let b = (v0 + zeta * w0 * x0) / wd
            let c = cos(wd * t)
            let s = sin(wd * t)
            let x = e * (x0 * c + b * s)
            let v = e * ((b * wd - zeta * w0 * x0) * c - (x0 * wd + zeta * w0 * b) * s)
            return (x, v)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            let e1 = exp(r1 * t)
            let e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }
}

/// A spring animation of the sheet's height, stepped at a fixed rate from its start so the
/// same inputs give the same motion whatever the frame timing.
package struct SpringMotion: Equatable, Sendable {
    /// Steps per second.
    package static let rate = 480.0
    /// Settled within half a point and one point per second.
    package static let positionTolerance = 0.5

    /// The spring the height rides.
    package var spring: Spring
    /// The height it settles at.
    package var target: Double
    /// The height now, as of the last step.
    package private(set) var position: Double
    /// Points per second, in the direction of increasing value.
    package private(set) var velocity: Double
    /// When the motion began, on the machine's clock: steps count from here.
    package let start: Double
    /// Settled within this many points and twice as many points per second.
    package let rest: Double
    private(set) var steps = 0

    /// A motion from `position` at `velocity` towards `target` on `spring`, begun at `start`,
    /// settled within `rest` points.
    package init(
        spring: Spring, from position: Double, velocity: Double, to target: Double, start: Double,
        rest: Double = SpringMotion.positionTolerance
    ) {
        self.spring = spring
        self.rest = rest
        self.position = position
        self.velocity = velocity
        self.target = target
        self.start = start
    }

    /// Whether it is within `rest` of the target and slower than twice `rest` per second.
    package var isSettled: Bool {
        abs(position - target) < rest && abs(velocity) < rest * 2
    }

    /// However slow the spring (a 10 s response at damping 10 would take minutes), it lands
    /// within this long, so the sheet always comes to rest.
    package static let longest = 10.0

    /// Steps forward to `time` (never backwards), a fixed 1/480 s at a time.
    package mutating func advance(to time: Double) {
        guard time.isFinite else { return }
        if time - start >= Self.longest {
            position = target
            velocity = 0
            steps = Int(Self.longest * Self.rate)
            return
        }
        let due = Int(((time - start) * Self.rate).rounded(.down))
        // A long pause (a stalled frame) is covered in one exact step past a few seconds' worth.
        if due - steps > Int(Self.rate) * 4 {
            let (x, v) = spring.evolve(
                displacement: position - target, velocity: velocity,
                time: Double(due - steps) / Self.rate)
            position = target + x
            velocity = v
            steps = due
        }
        while steps < due, !isSettled {
            let (x, v) = spring.evolve(
                displacement: position - target, velocity: velocity, time: 1 / Self.rate)
            position = target + x
            velocity = v
            steps += 1
        }
        if isSettled {
            position = target
            velocity = 0
        }
    }

    /// Moves the rest point (a resize) without a jump in position or velocity.
    package mutating func retarget(_ newTarget: Double) { target = newTarget }

    /// Brings the position within `limit` (a window that shrank under an overshooting sheet).
    package mutating func limit(to limit: Double) { position = min(position, limit) }
}

/// UIScrollView's edge resistance: `(1 − 1 / (x · c / d + 1)) · d` for an overshoot `x`,
/// a dimension `d` and a constant `c` (0.55 in UIKit). Starts with slope `c`, grows
/// monotonically, and never reaches `d`.
package func rubberBand(offset x: Double, dimension d: Double, constant c: Double) -> Double {
    guard x > 0, d > 0, c > 0 else { return 0 }
    return (1 - 1 / (x * c / d + 1)) * d
}
