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

/// A size in points.
package struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Extent across.
    package var width: Double
    /// Extent down.
    package var height: Double
    /// A size `width` across and `height` down.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// `WxH` as `--window` takes it ("390x844"), whole numbers without a fraction.
    package var description: String { "\(Format.number(width))x\(Format.number(height))" }
}

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

/// An sRGB colour with straight (non-premultiplied) alpha, each channel 0…255.
package struct Color: Equatable, Hashable, Sendable {
    /// Red channel, 0…255.
    package var red: UInt8
    /// Green channel, 0…255.
    package var green: UInt8
    /// Blue channel, 0…255.
    package var blue: UInt8
    /// Opacity, 0 (clear) … 255 (opaque).
    package var alpha: UInt8
    /// A colour from its channels; opaque unless `alpha` says otherwise.
    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
    /// A colour from a 0xRRGGBB literal.
    package init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF),
            blue: UInt8(hex & 0xFF),
            alpha: alpha)
    }
    /// Opaque white (0xFFFFFF): the page and the sheets behind the text.
    package static let white = Color(hex: 0xFFFFFF)
    /// Opaque black (0x000000): headings and labels.
    package static let black = Color(hex: 0x000000)
}

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

/// Clamps `value` into `range`.
@inlinable
package func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    min(max(value, lower), upper)
}

/// Apple's continuous corner, as `UIBezierPath(roundedRect:cornerRadius:)` draws it since iOS 7:
/// three cubic Béziers per corner, their control points multiples of the radius (sources in
/// docs/presets.md). For the top-left corner of radius 1 at the origin, from the top edge to
/// the left edge.
package enum ContinuousCorner {
    /// How far along each edge the curve reaches, in radii.
    package static let extent = 1.52866483
    /// The three Béziers (control, control, end), starting at (`extent`, 0).
    package static let segments: [(Point, Point, Point)] = [
        (
            Point(x: 1.08849323, y: 0), Point(x: 0.86840689, y: 0),
            Point(x: 0.63149399, y: 0.07491100)
        ),
        (
            Point(x: 0.37282392, y: 0.16905693), Point(x: 0.16905693, y: 0.37282392),
            Point(x: 0.07491100, y: 0.63149399)
        ),
        (Point(x: 0, y: 0.86840689), Point(x: 0, y: 1.08849323), Point(x: 0, y: extent)),
    ]

    /// The curve of radius `radius` as a polyline of `steps` points a segment, from
    /// (`extent`·r, 0) to (0, `extent`·r).
    package static func outline(radius: Double, steps: Int = 24) -> [Point] {
        var points = [Point(x: extent * radius, y: 0)]
        var start = points[0]
        for (first, second, end) in segments {
            let c1 = Point(x: first.x * radius, y: first.y * radius)
            let c2 = Point(x: second.x * radius, y: second.y * radius)
            let stop = Point(x: end.x * radius, y: end.y * radius)
            for step in 1...steps {
                let t = Double(step) / Double(steps)
                let u = 1 - t
                let a = u * u * u
                let b = 3 * u * u * t
                let c = 3 * u * t * t
                let d = t * t * t
                points.append(
                    Point(
                        x: a * start.x + b * c1.x + c * c2.x + d * stop.x,
                        y: a * start.y + b * c1.y + c * c2.y + d * stop.y))
            }
            start = stop
        }
        return points
    }
}
