/// The colours of one `--appearance`: the write-ups' in light, UIKit's semantic dark colours
/// in dark (each value and its source in docs/presets.md, "Dark appearance"). Accents (the
/// page's blue button, the fixed panel's tint, the peeking card's red, the dismiss cue) stay
/// as they are in both.
package struct Palette: Equatable, Sendable {
    /// The page behind the sheet: white, or dark `systemBackground` at the base level.
    package var page: Color
    /// The page's title and poem: black, or dark `label`.
    package var pageText: Color
    /// How light the page is, 0…1: what the device's chrome over it is chosen by.
    package var pageLuminance: Double
    /// The sheet's surface where the write-ups draw white: dark `systemBackground` at the
    /// elevated level, as UIKit draws a sheet's content.
    package var sheet: Color
    /// Whether the sheet's surface is dark: the chrome over it is then drawn light.
    package var sheetIsDark: Bool
    /// The sheet's heading and the fixed panel's: black, or dark `label`.
    package var heading: Color
    /// The sheet's body text: the write-up's grey (#555555), or dark `secondaryLabel` over the
    /// sheet.
    package var body: Color
    /// Seed 003's grabber (#AAAAAA), or dark `tertiaryLabel` over the sheet.
    package var seedGrabber: Color
    /// UIKit's grabber: `tertiaryLabel` over the sheet, light or dark.
    package var systemGrabber: Color
    /// The close button's disc (#EFEFF4), or dark elevated `secondarySystemBackground`.
    package var buttonFill: Color
    /// What lightens the page as it recedes into a card behind a sheet, at full depth (nil:
    /// nothing). UIKit's dimming view in dark mode: the elevated background normalised,
    /// (238, 238, 255), at 30/255, so the black page stands apart from the black window.
    package var recededPage: Color? = nil

    /// The write-ups' colours: a white page and sheet, black text.
    package static let light = Palette(
        page: .white, pageText: .black, pageLuminance: 1, sheet: .white, sheetIsDark: false,
        heading: .black, body: Color(hex: 0x555555), seedGrabber: Color(hex: 0xAAAAAA),
        systemGrabber: SystemSheetLook.grabberColor, buttonFill: Color(hex: 0xEFEFF4))

    /// UIKit's dark colours: a black page, the elevated #1C1C1E sheet, white text,
    /// `secondaryLabel` (235, 235, 245 at 60 %) and `tertiaryLabel` (at 30 %) flattened over
    /// the sheet.
    package static let dark = Palette(
        page: .black, pageText: .white, pageLuminance: 0, sheet: Color(hex: 0x1C1C1E),
        sheetIsDark: true, heading: .white, body: Color(hex: 0x98989F),
        seedGrabber: SystemSheetLook.darkGrabberColor,
        systemGrabber: SystemSheetLook.darkGrabberColor, buttonFill: Color(hex: 0x2C2C2E),
        recededPage: Color(red: 238, green: 238, blue: 255, alpha: 30))

    /// The grabber of `look`.
    package func grabber(_ look: SheetLook) -> Color {
        look.isSystem ? systemGrabber : seedGrabber
    }
}

extension AppearanceKind {
    /// This appearance's colours.
    package var palette: Palette { self == .dark ? .dark : .light }
}
