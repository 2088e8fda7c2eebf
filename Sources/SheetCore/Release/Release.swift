#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
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
