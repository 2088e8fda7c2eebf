/// Which write-up's sheet system the app shows (`--style`).
package enum StyleKind: String, CaseIterable, Sendable {
    /// Seed 000: draggable sheet with detents, dimming and the card-scaled page.
    case sheet
    /// Seed 001: a fixed-height panel with an oval cap and segmented controls.
    case fixed
    /// Seed 002: a full-window modal dragged down to dismiss.
    case modal
    /// Seed 003: a half-height sheet that goes full height.
    case half
    /// Seed 004: the iOS 10 card over a shrunken page.
    case card
    /// Seed 004's second answer: a child card peeking from the bottom.
    case peek

    /// Where everything that differs by style is written: the one switch over the styles.
    var definition: any StyleDefinition.Type {
        switch self {
        case .sheet: return DraggableSheetStyle.self
        case .fixed: return FixedPanelStyle.self
        case .modal: return ModalStyle.self
        case .half: return HalfSheetStyle.self
        case .card: return CardStyle.self
        case .peek: return PeekCardStyle.self
        }
    }

    /// The style (its layout, behaviour and appearance), set from `constants`, showing `body`
    /// (the poem, unless the run gave `--content` or `--sheet-image`).
    package func behavior(_ constants: SheetConstants, body: SheetBody = SheetBody()) -> SheetStyle
    {
        definition.style(constants, body: body)
    }

    /// What the style is besides its three pieces (see `StyleTraits`).
    package var traits: StyleTraits { definition.traits }

    /// Whether `--detents` can replace this style's list: only where the sheet is dragged
    /// between resting heights (the others have one detent, or a toggle between two).
    package var takesDetentList: Bool { traits.takesDetentList }

    /// Sets the write-up's numbers where they differ from the sheet's: each flag's row in
    /// `Flag.table` holds them (`styleDefaults`), data rather than code.
    func applyDefaults(to configuration: inout Configuration) {
        for flag in Flag.table {
            // The table's own values: `StyleDefaultTests` checks each lands as written.
            if let text = flag.styleDefaults[self] { try? flag.apply(text, to: &configuration) }
        }
    }

    /// What `--start` accepts with this style.
    package func startNames(_ constants: SheetConstants) -> [String] {
        let style = behavior(constants)
        let names = style.detents(window: constants.window).resting.map(\.name)
        return style.behavior.isAlwaysPresented ? names : ["page"] + names
    }
}

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

/// A style's one home (issue 25): its pieces set from a constants, its traits, where its
/// sheet rests as the exports write it, and what it checks beyond each flag's range (its
/// defaults are data in the flag table: `Flag.styleDefaults`).
protocol StyleDefinition {
    /// The style (its layout, behaviour and appearance), set from `constants`, showing `body`.
    static func style(_ constants: SheetConstants, body: SheetBody) -> SheetStyle
    /// What the style is besides its pieces.
    static var traits: StyleTraits { get }
    /// Its detents as an export writes them (the same list its layout rests at), or nil for a
    /// style no bottom-sheet library shows.
    static func exportedDetents(_ constants: SheetConstants) -> ExportedDetents?
    /// Checks what no single flag can, for this style (the start and the detent list are
    /// checked for every style before).
    static func validate(_ configuration: Configuration) throws(UsageError)
}

extension StyleDefinition {
    /// None of the traits.
    static var traits: StyleTraits { StyleTraits() }
    /// Nothing beyond the checks every style has.
    static func validate(_ configuration: Configuration) throws(UsageError) {}
}

/// A style's resting heights as the exports write them, and the flags that set them.
struct ExportedDetents {
    /// The detents, lowest first; a `.max` one reaches `topInset` below the window's top edge.
    var specs: [DetentSpec]
    /// Where a `.max` detent stops below the window's top.
    var topInset: Double
    /// The flags that set the heights above.
    var heightFlags: Set<FlagName>
}
