#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
