/// A point in points (pt), y growing downward as on screen.
package struct Point: Equatable, Hashable, Sendable {
    /// Distance from the left edge.
    package var x: Double
    /// Distance down from the top edge.
    package var y: Double
    /// The point `x` across and `y` down.
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
