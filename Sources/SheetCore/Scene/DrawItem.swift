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
    /// A rectangle with per-corner radii (anti-aliased as `.shape`'s) filled with `Glass`:
    /// the pixels already drawn beneath it, blurred and toned.
    case glass(Rect, CornerRadii, Glass)
}
