/// What a style is besides its layout, behaviour and appearance: the facts the command line,
/// the validation, the exports and the layout ask of it instead of naming the style.
package struct StyleTraits: Sendable {
    /// Whether `--detents` can replace its list: only where the sheet is dragged between
    /// resting heights (the others have one detent, or a toggle between two).
    package var takesDetentList = false
    /// Whether it is the libraries' sheet: the one UIKit and every library a preset names
    /// show, dragged between detents and landing by a policy. The four facts below follow
    /// from it (no write-up's own style has any of them), so it is one trait, not four.
    package var isLibrariesSheet = false
    /// Whether `--preset`, `--policy`, `--look`, `--animation` and `--overdrag` tune it (the
    /// figures a preset or the iOS look sets, the undimmed detent among them); every other
    /// style's constants are its write-up's own.
    package var tunedByPresets: Bool { isLibrariesSheet }
    /// Whether it is UIKit's sheet on a device: heights in points, a `fit` detent's content and
    /// the dismiss line stand on the device's bottom safe area (custom detents), and a
    /// regular width shows a form sheet instead.
    package var standsOnSafeArea: Bool { isLibrariesSheet }
    /// Whether a release below `--dismiss-height` dismisses it (the others dismiss by their
    /// own rule, past a share of their height, or not at all).
    package var dismissesBelowLine: Bool { isLibrariesSheet }
    /// Whether its highest detent lies `--top-inset` below the window's top (the others' reach
    /// the window's top, or rest lower by their own constant).
    package var restsBelowTopInset: Bool { isLibrariesSheet }
    /// Whether the page behind scales into a card as the sheet rises.
    package var scalesPage = false
}
