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

    /// What `--start` accepts with this style.
    package func startNames(_ constants: SheetConstants) -> [String] {
        let style = behavior(constants)
        var names = style.detents(window: constants.window).resting.map(\.name)
        if constants.presentation != nil {
            // A form sheet (or a sheet full screen) rests in one place; the detents it sets
            // aside start it there too (a config tuned on an iPhone opens on an iPad).
            names += constants.sheetDetents.map(\.name).filter { !names.contains($0) }
        }
        return style.behavior.isAlwaysPresented ? names : ["page"] + names
    }
}
