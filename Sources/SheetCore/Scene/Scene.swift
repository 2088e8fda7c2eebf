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
