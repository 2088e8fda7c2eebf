/// An axis-aligned rectangle in points.
package struct Rect: Equatable, Hashable, Sendable {
    /// The left edge.
    package var x: Double
    /// The top edge.
    package var y: Double
    /// Extent across; zero for an empty rectangle.
    package var width: Double
    /// Extent down; zero for an empty rectangle.
    package var height: Double
    /// The rectangle with its top-left corner at (`x`, `y`).
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    /// The right edge (exclusive).
    package var maxX: Double { x + width }
    /// The bottom edge (exclusive).
    package var maxY: Double { y + height }
    /// Halfway across.
    package var midX: Double { x + width / 2 }
    /// Halfway down.
    package var midY: Double { y + height / 2 }

    /// Whether `point` lies inside (edges on the top/left inclusive, bottom/right exclusive).
    package func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The overlap of two rectangles; empty (zero size) when they do not meet.
    package func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}
