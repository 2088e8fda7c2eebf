/// Per-corner radii of a rounded rectangle, in points.
package struct CornerRadii: Equatable, Hashable, Sendable {
    /// Radius of the top-left corner.
    package var topLeft: Double
    /// Radius of the top-right corner.
    package var topRight: Double
    /// Radius of the bottom-right corner.
    package var bottomRight: Double
    /// Radius of the bottom-left corner.
    package var bottomLeft: Double
    /// Continuous corners (Core Animation's `cornerCurve = .continuous`, the squircle): each
    /// curve eases into its edges over `ContinuousCorner.extent` × the radius, where a
    /// circular corner meets them at the radius.
    package var continuous = false
    /// Each corner its own radius, clockwise from the top left.
    package init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }
    /// The same radius on all four corners.
    package init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }
    /// Rounded top corners only, as on a sheet attached to the bottom edge.
    package static func top(_ radius: Double) -> CornerRadii {
        CornerRadii(topLeft: radius, topRight: radius, bottomRight: 0, bottomLeft: 0)
    }
    /// Square corners.
    package static let none = CornerRadii(all: 0)
    /// Whether every corner is square, so a plain rectangle will do.
    package var isZero: Bool {
        topLeft == 0 && topRight == 0 && bottomRight == 0 && bottomLeft == 0
    }

    /// Radii shrunk so that no two corners overlap in `size` (as CSS and Core Animation do).
    package func fitted(to size: Size) -> CornerRadii {
        let limit = max(0, min(size.width, size.height) / 2)
        var fitted = CornerRadii(
            topLeft: min(max(0, topLeft), limit), topRight: min(max(0, topRight), limit),
            bottomRight: min(max(0, bottomRight), limit), bottomLeft: min(max(0, bottomLeft), limit)
        )
        fitted.continuous = continuous
        return fitted
    }
}
