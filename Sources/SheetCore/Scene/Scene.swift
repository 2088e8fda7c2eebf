/// One line of text to draw: `origin` is the top-left of its line box, in points.
package struct TextRun: Equatable, Hashable, Sendable {
    /// The characters of the line, with no line break.
    package var text: String
    /// The face and size to set it in.
    package var font: Font
    /// The colour of the glyphs.
    package var color: Color
    /// The top-left of the line box.
    package var origin: Point
    /// The line `text` in `font` and `color`, its line box's top-left at `origin`.
    package init(text: String, font: Font, color: Color, origin: Point) {
        self.text = text
        self.font = font
        self.color = color
        self.origin = origin
    }
}

/// One thing to draw, in points.
package enum DrawItem: Equatable, Sendable {
    /// A filled rectangle with per-corner radii, anti-aliased where rounded.
    case shape(Rect, CornerRadii, Color)
    /// A filled ellipse inscribed in a rectangle, anti-aliased.
    case ellipse(Rect, Color)
    /// A polyline two pixels wide (plots).
    case line([Point], Color)
    /// A line of text.
    case text(TextRun)
    /// Clip what follows to a rectangle; nil ends clipping.
    case clip(Rect?)
    /// The user's image for a slot (`--page-image`, `--sheet-image`), stretched to a rectangle.
    case image(ImageSlot, Rect)
    /// A face an image fills (`--sheet-image`): a rectangle with per-corner radii filled as
    /// `.shape` is, whose rounded corners cut the images drawn over it until the next
    /// `.clip(nil)`. Inside a corner an image is drawn over the face's colour with the corner's
    /// anti-aliased coverage (the same as `.shape`'s), straight onto what lies beneath the
    /// face: no light fringe of the face's own edge around it. A corner no image reaches is
    /// drawn plain, as `.shape` draws it.
    case face(Rect, CornerRadii, Color)
}

/// Everything one frame shows, as a flat list in points: what SheetRender draws.
package struct Scene: Equatable, Sendable {
    /// Window size in points.
    package var size: Size
    /// The window's background, seen around a card-scaled page.
    package var background: Color
    /// The page's own items, in page coordinates (0, 0, size); drawn once into a layer.
    package var page: [DrawItem]
    /// Where the page layer goes: scaled about the centre for the card effect.
    package var pageFrame: Rect
    /// Radius of the page layer's corners where it is drawn (rounded when card-scaled).
    package var pageCornerRadius: Double
    /// Alpha of the black overlay, drawn over the page only where the page is.
    package var pageDim: Double
    /// The sheet and everything above the page, in window coordinates.
    package var items: [DrawItem]
    /// Whether anything moves: a renderer may trade filtering for speed until it rests.
    package var isMoving = false
    /// The device screen's rounded corners: outside them the window is black (`--device`).
    package var screenCorners = CornerRadii.none

    /// One frame: the page and where it goes, the overlay's alpha, and everything above.
    package init(
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
