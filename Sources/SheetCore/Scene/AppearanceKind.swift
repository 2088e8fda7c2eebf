/// `--appearance`: UIKit's light or dark colours for the page and the sheet (values and
/// sources in docs/presets.md, "Dark appearance").
package enum AppearanceKind: String, CaseIterable, Sendable {
    /// A white page and sheet, black text (the write-ups').
    case light
    /// A black page, the sheet in the elevated dark background, white text.
    case dark
}
