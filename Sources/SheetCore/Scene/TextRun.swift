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
