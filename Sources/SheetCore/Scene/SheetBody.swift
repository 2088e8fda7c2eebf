/// What the sheet shows in its body: the poem, the run's `--content` text, or its
/// `--sheet-image`. The run reads them; a style draws them (an image replaces the text and the
/// fixed panel's controls), so the style and the machine are given this, never the run's
/// options.
package struct SheetBody: Equatable, Sendable {
    /// The body text instead of the poem (`--content`); nil shows the poem.
    package var text: String?
    /// The image shown instead of the heading and body (`--sheet-image`).
    package var image: ImageFile?

    /// The text and image a run gives (none: the poem).
    package init(text: String? = nil, image: ImageFile? = nil) {
        self.text = text
        self.image = image
    }
}
