/// Which of the user's images an `.image` item shows (`--page-image`, `--sheet-image`).
package enum ImageSlot: String, CaseIterable, Hashable, Sendable {
    /// The page behind the sheet.
    case page
    /// The sheet's content.
    case sheet

    /// The flag that names the image (its name is also the trace header's key).
    package var flag: FlagName { self == .page ? .pageImage : .sheetImage }
}
