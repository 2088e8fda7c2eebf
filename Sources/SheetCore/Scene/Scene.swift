/// One line of text to draw: `origin` is the top-left of its line box, in points.
public struct TextRun: Equatable, Hashable, Sendable {
    public var text: String
    public var font: Font
    public var color: Color
    public var origin: Point
    public init(text: String, font: Font, color: Color, origin: Point) {
        self.text = text
        self.font = font
        self.color = color
        self.origin = origin
    }
}

/// One thing to draw, in points.
public enum DrawItem: Equatable, Sendable {
    /// A filled rectangle with per-corner radii, anti-aliased where rounded.
    case shape(Rect, CornerRadii, Color)
    /// A filled ellipse inscribed in a rectangle, anti-aliased.
    case ellipse(Rect, Color)
    /// A polyline two pixels wide (plots).
    case line([Point], Color)
    case text(TextRun)
    /// Clip what follows to a rectangle; nil ends clipping.
    case clip(Rect?)
}

/// Everything one frame shows, as a flat list in points: what SheetRender draws.
public struct Scene: Equatable, Sendable {
    /// Window size in points.
    public var size: Size
    /// The window's background, seen around a card-scaled page.
    public var background: Color
    /// The page's own items, in page coordinates (0, 0, size); drawn once into a layer.
    public var page: [DrawItem]
    /// Where the page layer goes: scaled about the centre for the card effect.
    public var pageFrame: Rect
    public var pageCornerRadius: Double
    /// Alpha of the black overlay, drawn over the page only where the page is.
    public var pageDim: Double
    /// The sheet and everything above the page, in window coordinates.
    public var items: [DrawItem]
    /// Whether anything moves: a renderer may trade filtering for speed until it rests.
    public var isMoving = false

    public init(
        size: Size, background: Color, page: [DrawItem], pageFrame: Rect, pageCornerRadius: Double,
        pageDim: Double,
        items: [DrawItem]
    ) {
        self.size = size
        self.background = background
        self.page = page
        self.pageFrame = pageFrame
        self.pageCornerRadius = pageCornerRadius
        self.pageDim = pageDim
        self.items = items
    }
}
