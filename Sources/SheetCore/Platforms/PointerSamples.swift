/// A built-in gesture's pointer as a sheet library receives it (issue 40): the press and
/// every move at 60 Hz, then the lift. Each library measures the release from these its own
/// way: vaul by the whole press's average, Flutter, Android and Compose by a least-squares
/// fit over the last 100 ms (`leastSquaresVelocity`).
package struct PointerSamples: Sendable, Equatable {
    /// Seconds after the press of the press and of each move.
    package var times: [Double]
    /// Points the pointer has moved down since the press (up negative), at each of `times`.
    package var offsets: [Double]
    /// Seconds after the press when the pointer lifts (the last move's time, or later after a
    /// hold).
    package var lift: Double

    /// The samples of `gesture` on a sheet whose resting heights are `rests` (lowest first),
    /// with SheetLab's dismiss line `dismissLine`: the same hand on the library's own sheet,
    /// from its lowest or highest rest. Nil with no rest.
    package init?(_ gesture: Gesture, rests: [Double], dismissLine: Double) {
        guard let lowest = rests.first, let highest = rests.last else { return nil }
        let geometry = Gesture.Geometry(
            height: gesture.start == .lowest ? lowest : highest, lowest: lowest,
            highest: highest, dismissLine: dismissLine)
        let path = gesture.path(geometry)
        times = path.map(\.time)
        offsets = path.map(\.dy)
        lift = (path.last?.time ?? 0) + gesture.hold
    }

    /// Samples as given (tests).
    package init(times: [Double], offsets: [Double], lift: Double) {
        self.times = times
        self.offsets = offsets
        self.lift = lift
    }

    /// How far the pointer has moved up when it lifts (down negative).
    package var raised: Double { -(offsets.last ?? 0) }

    /// The velocity a least-squares tracker reports at the lift, in points a second (down
    /// positive), and how far the pointer moved over the samples it used (down positive).
    ///
    /// Android's `VelocityTracker` (its LSQ2 strategy) and those modelled on it — Flutter's
    /// `VelocityTracker`, Compose's — fit a parabola through the samples of the last
    /// `horizon` seconds before the newest, stopping at a gap over `stopped`, and take its
    /// slope at the newest; fewer than three samples give 0. A lift more than `stopped`
    /// after the last move reads as still (Flutter's stopwatch; Android's and Compose's
    /// trackers the same, see docs/export.md for each one's source and class).
    package func leastSquaresVelocity(horizon: Double = 0.1, stopped: Double = 0.04)
        -> (velocity: Double, offset: Double)
    {
        guard let newest = times.indices.last else { return (0, 0) }
        var first = newest
        while first > 0, times[newest] - times[first - 1] <= horizon + 1e-9,
            times[first] - times[first - 1] <= stopped + 1e-9
        {
            first -= 1
        }
        let offset = offsets[newest] - offsets[first]
        guard newest - first + 1 >= 3, lift - times[newest] <= stopped + 1e-9 else {
            return (0, offset)
        }
        // Least squares of y = a + b·x + c·x², x the seconds before the newest sample.
        var sums = [Double](repeating: 0, count: 5)
        var moments = [Double](repeating: 0, count: 3)
        for index in first...newest {
            let x = times[index] - times[newest]
            let y = offsets[index]
            var power = 1.0
            for degree in 0..<5 {
                sums[degree] += power
                if degree < 3 { moments[degree] += power * y }
                power *= x
            }
        }
        // The normal equations, solved by Cramer's rule: b is the slope at the newest.
        let matrix = [
            [sums[0], sums[1], sums[2]], [sums[1], sums[2], sums[3]],
            [sums[2], sums[3], sums[4]],
        ]
        func determinant(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
                - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        let whole = determinant(matrix)
        guard abs(whole) > 1e-18 else { return (0, offset) }
        var slope = matrix
        for row in 0..<3 { slope[row][1] = moments[row] }
        return (determinant(slope) / whole, offset)
    }

    /// vaul's measure: the pointer's whole travel over the whole press, points a second.
    package var averageSpeed: Double { lift > 0 ? abs(raised) / lift : .infinity }
}
