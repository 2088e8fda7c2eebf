/// How a style's animations run, in seconds.
package struct StyleTiming: Equatable, Sendable {
    /// Rising from nothing when presented.
    package var present: Double
    /// Falling to nothing when dismissed.
    package var dismiss: Double
    /// Reaching a detent after a release or a key.
    package var snap: Double
    /// The overlay fading in.
    package var dimIn: Double
    /// The overlay fading out when dismissed.
    package var dimOut: Double
    /// The timing curve the durations run on.
    package var easing: Easing
    /// Snaps and dismissals take the remaining fraction of their duration, as seed 002's
    /// interactive transition finishes or cancels from where the finger left it.
    package var scalesWithDistance = false
    /// When set, present, snap and dismiss run on this spring, fed the release velocity, and
    /// the durations above are not used; the overlay then follows the sheet.
    package var spring: Spring? = nil
    /// The spring a release at or faster than `flickVelocity` lands on instead of `spring`
    /// (`--flick-damping`); nil: `spring`.
    package var flickSpring: Spring? = nil
    /// From this release speed (pt/s) a landing runs on `flickSpring`.
    package var flickVelocity = Double.infinity
    /// The spring's settle distance, points.
    package var springRest = SpringMotion.positionTolerance
}

extension StyleTiming {
    /// The timing of a style that runs on its tuned durations: presenting and dismissing both
    /// take `--present-duration`, the overlay fades in over `--dim-duration` and out over
    /// `--dim-out-duration`, and snaps take `snap` (`--snap-duration` unless given).
    init(_ constants: SheetConstants, snap: Double? = nil, easing: Easing) {
        self.init(
            present: constants.presentDuration, dismiss: constants.presentDuration,
            snap: snap ?? constants.snapDuration, dimIn: constants.dimDuration,
            dimOut: constants.dimOutDuration, easing: easing)
    }
}
