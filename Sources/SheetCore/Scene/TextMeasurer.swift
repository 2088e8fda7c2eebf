/// Measures text; SheetRender implements it with the real fonts, tests with a fake.
package protocol TextMeasurer {
    /// The advance width of `text` set in `font`, in points.
    func width(of text: String, font: Font) -> Double
    /// The distance from one line's top to the next, in points.
    func lineHeight(of font: Font) -> Double
    /// Whether the font has a glyph for every character of `text`.
    func canRender(_ text: String, font: Font) -> Bool
}
