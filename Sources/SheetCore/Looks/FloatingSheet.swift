/// Where iOS 26 draws a sheet of a given height, and with what: a partial-height sheet is the
/// full-width frame scaled down so that it floats 8 pt clear of the screen's sides and bottom,
/// on glass, its bottom corners nested in the display's; rising to the large detent it eases
/// to full width, opaque, its corners meeting the screen's. Very short sheets (150 → 76 pt)
/// blend towards a capsule. Every figure, its class and source: docs/presets.md, "The iOS 26
/// look".
///
/// The sheet's own height (what detents, the machine and `matrix` speak of) is the frame's
/// before the scale, as UIKit's detents are; only the drawing moves.
package struct FloatingSheet: Equatable, Sendable {
    /// The scale applied to the full-width frame (1: none).
    package var scale: Double
    /// Where the scaled frame's top-left corner is drawn, in window points.
    package var origin: Point
    /// The top corners' radius before the scale.
    package var topRadius: Double
    /// The bottom corners' radius before the scale.
    package var bottomRadius: Double
    /// How much of the surface is glass: 1 at medium and below, 0 (opaque) at large.
    package var glass: Double
    /// The unscaled frame's size where it is not the window's width by the sheet's height
    /// (an iPad's form sheet); nil for that frame.
    package var frame: Size? = nil
    /// How far the content keeps clear of the frame's left edge beyond its own margin (a
    /// full-screen sheet's safe area at the side).
    package var contentLeft = 0.0
    /// The same at the frame's right edge.
    package var contentRight = 0.0

    /// The inset at partial heights, each side and the bottom, in points.
    package static let inset = 8.0
    /// The top corners' radius.
    package static let topCornerRadius = 38.0
    /// The bottom corners' radius never goes under this.
    package static let minimumBottomRadius = 20.0
    /// How far the bottom corners pull in from the display's as the sheet gets shorter.
    package static let bottomPull = 14.0
    /// At and under this height a sheet starts to blend towards a capsule...
    package static let capsuleStart = 150.0
    /// ...and at and under this one it is one.
    package static let capsuleEnd = 76.0
    /// The capsule's inset each side.
    package static let capsuleInset = 28.0

    /// A sheet placed as given.
    package init(
        scale: Double, origin: Point, topRadius: Double, bottomRadius: Double, glass: Double,
        frame: Size? = nil
    ) {
        self.scale = scale
        self.origin = origin
        self.topRadius = topRadius
        self.bottomRadius = bottomRadius
        self.glass = glass
        self.frame = frame
    }

    /// The sheet `height` points tall (before the scale) in a window `window` big, whose
    /// large detent is `large` points tall and UIKit's medium `medium`, on a display whose
    /// corners have radius `displayCorner` (0 without a device), with top corners `top`.
    package init(
        height: Double, window: Size, large: Double, medium: Double, displayCorner: Double,
        top: Double = FloatingSheet.topCornerRadius
    ) {
        let width = max(1, window.width)
        // Whole inset at medium and below, none at large: linear between the two.
        let span = large - medium
        let floating =
            span > 0 ? clamp((large - height) / span, 0, 1) : (height < large ? 1 : 0)
        // (Only as far as it floats: a window so short its large detent is under 150 pt
        // still meets the screen's edges there.)
        let capsular =
            clamp((Self.capsuleStart - height) / (Self.capsuleStart - Self.capsuleEnd), 0, 1)
            * floating
        let shrink =
            floating * 2 * Self.inset / width * (1 - capsular)
            + capsular * 2 * Self.capsuleInset / width
        scale = max(0, 1 - shrink)
        // The bottom gap equals the side gap.
        let gap = shrink * width / 2
        origin = Point(x: gap, y: window.height - gap - scale * max(0, height))
        let shortness = large > 0 ? clamp(1 - height / large, 0, 1) : 0
        let nested = max(displayCorner - Self.bottomPull * shortness, Self.minimumBottomRadius)
        var bottom = floating * nested + (1 - floating) * max(0, displayCorner)
        bottom = min(bottom, max(0, height) / 2)
        bottomRadius = bottom
        topRadius = min(top * (1 - capsular) + bottom * capsular, max(0, height) / 2)
        glass = floating
    }

    /// `rect` (sheet points: the unscaled frame's top-left at 0, 0) where it is drawn.
    package func place(_ rect: Rect) -> Rect {
        Rect(
            x: origin.x + rect.x * scale, y: origin.y + rect.y * scale,
            width: rect.width * scale, height: rect.height * scale)
    }

    /// `point` (sheet points) where it is drawn.
    package func place(_ point: Point) -> Point {
        Point(x: origin.x + point.x * scale, y: origin.y + point.y * scale)
    }

    /// `item` (sheet points) as drawn: frames, radii and clips scaled; text moved (its glyphs
    /// keep their size).
    package func place(_ item: DrawItem) -> DrawItem {
        switch item {
        case .shape(let rect, let radii, let color):
            return .shape(place(rect), scaled(radii), color)
        case .glass(let rect, let radii, let glass):
            return .glass(place(rect), scaled(radii), glass)
        case .face(let rect, let radii, let color):
            return .face(place(rect), scaled(radii), color)
        case .ellipse(let rect, let color): return .ellipse(place(rect), color)
        case .image(let slot, let rect): return .image(slot, place(rect))
        case .clip(let rect): return .clip(rect.map(place))
        case .text(var run):
            run.origin = place(run.origin)
            return .text(run)
        case .line(let points, let color): return .line(points.map(place), color)
        }
    }

    private func scaled(_ radii: CornerRadii) -> CornerRadii {
        var scaled = CornerRadii(
            topLeft: radii.topLeft * scale, topRight: radii.topRight * scale,
            bottomRight: radii.bottomRight * scale, bottomLeft: radii.bottomLeft * scale)
        scaled.continuous = radii.continuous
        return scaled
    }
}
