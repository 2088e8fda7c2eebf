/// A point in points (pt), y growing downward as on screen.
public struct Point: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A size in points.
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public var description: String { "\(Format.number(width))x\(Format.number(height))" }
}

/// An axis-aligned rectangle in points.
public struct Rect: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// Whether `point` lies inside (edges on the top/left inclusive, bottom/right exclusive).
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The overlap of two rectangles; empty (zero size) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}

/// An sRGB colour with straight (non-premultiplied) alpha, each channel 0…255.
public struct Color: Equatable, Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
    /// A colour from a 0xRRGGBB literal.
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF),
            blue: UInt8(hex & 0xFF),
            alpha: alpha)
    }
    public static let white = Color(hex: 0xFFFFFF)
    public static let black = Color(hex: 0x000000)
}

/// Per-corner radii of a rounded rectangle, in points.
public struct CornerRadii: Equatable, Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }
    /// The same radius on all four corners.
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }
    /// Rounded top corners only, as on a sheet attached to the bottom edge.
    public static func top(_ radius: Double) -> CornerRadii {
        CornerRadii(topLeft: radius, topRight: radius, bottomRight: 0, bottomLeft: 0)
    }
    public static let none = CornerRadii(all: 0)
    public var isZero: Bool { topLeft == 0 && topRight == 0 && bottomRight == 0 && bottomLeft == 0 }

    /// Radii shrunk so that no two corners overlap in `size` (as CSS and Core Animation do).
    public func fitted(to size: Size) -> CornerRadii {
        let limit = max(0, min(size.width, size.height) / 2)
        return CornerRadii(
            topLeft: min(max(0, topLeft), limit), topRight: min(max(0, topRight), limit),
            bottomRight: min(max(0, bottomRight), limit), bottomLeft: min(max(0, bottomLeft), limit)
        )
    }
}

/// Clamps `value` into `range`.
@inlinable
public func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    min(max(value, lower), upper)
}
