/// What each export gives its library's release (issue 40): the values its API is handed —
/// snap points, closing, skipping — as `PlatformRelease.Model`, so `matrix --platforms` and
/// each file's header say where the pasted sheet lands. The tests read the same values back
/// out of the files' code (Tests/SheetCoreTests/Conformance) and check the headers by them.
extension ConfigFile {
    /// The platforms' names, in `matrix --platforms`' order, with their export formats.
    package static let platforms: [(name: String, format: ExportFormat)] = [
        ("UIKit", .swift), ("SwiftUI", .swiftui), ("Compose", .compose),
        ("Android Views", .android), ("vaul", .vaul), ("gorhom", .gorhom), ("Flutter", .flutter),
        ("FloatingPanel", .floatingpanel),
    ]

    /// The release model of `constants`' export as `format`, on its tuned window with a `fit`
    /// detent `contentHeight` tall (`.still` for a sheet no finger moves); nil where the
    /// export has no sheet to compare (`noRelease` says why).
    package static func releaseModel(
        _ constants: SheetConstants, as format: ExportFormat, contentHeight: Double
    ) -> PlatformRelease.Model? {
        // UIKit and SwiftUI measure above the bottom safe area, the others from the edge.
        let edge = constants.heightsFromTheScreensEdge
        let window = edge.window
        // On screen, heights are SheetLab's own (the conformance models find the exports
        // resting at them): a detent's by its name.
        let detents = constants.style.behavior(constants).detents(
            window: constants.window, contentHeight: contentHeight)
        // Where SheetLab draws UIKit's form or compact-height sheet, the other libraries'
        // sheets keep their own layout (`presentationNote`): no landing is compared.
        if constants.presentation != nil, format != .swift, format != .swiftui { return nil }
        func heights(_ specs: [DetentSpec]) -> [Double] {
            specs.compactMap { spec in detents.resting.first { $0.name == spec.name }?.height }
        }
        switch format {
        case .swift, .swiftui:
            guard platformSheet(constants) != nil else { return nil }
            return .uikit
        case .floatingpanel:
            // Its anchors are the tuned heights (above the safe area, as UIKit's).
            guard let sheet = platformSheet(constants) else { return nil }
            let rests = heights(sheet.specs)
            guard sheet.draggable else { return .still(rests) }
            var model = PlatformRelease.FloatingPanel(rests: rests, window: window.height)
            model.momentumProjectionRate = constants.deceleration
            model.removes = sheet.dragDismisses
            model.rubberBands = floatingPanelBands(constants)
            return .floatingPanel(model)
        case .vaul:
            guard case (let sheet, let all, _)? = expressibleSheet(edge, toolkit: "vaul")
            else { return nil }
            let specs = vaulDistinct(all, sheet: sheet, window: edge.window).0
            guard sheet.draggable else { return .still(heights(specs)) }
            var model = PlatformRelease.Vaul(rests: heights(specs), window: window.height)
            model.dismissible = sheet.dragDismisses
            model.snapToSequentialPoint =
                edge.style.traits.tunedByPresets && edge.policy == .sequential
            return .vaul(model)
        case .gorhom:
            guard let sheet = platformSheet(edge) else { return nil }
            guard sheet.draggable else { return .still(heights(sheet.specs).sorted()) }
            return .gorhom(
                PlatformRelease.Gorhom(
                    rests: heights(sheet.specs).sorted(), closes: sheet.dragDismisses))
        case .flutter:
            guard case (let sheet, let specs, _)? = expressibleSheet(edge, toolkit: "Flutter")
            else { return nil }
            guard sheet.draggable else { return .still(heights(specs)) }
            // Equal heights merge (Flutter's snap sizes rise).
            var rests: [Double] = []
            for height in heights(specs) {
                if let last = rests.last, abs(last - height) < 1e-6 { rests.removeLast() }
                rests.append(height)
            }
            let closes = sheet.dragDismisses
            guard let lowest = rests.first, let highest = rests.last else { return nil }
            return .flutter(
                PlatformRelease.Flutter(
                    snaps: Array(rests.dropLast()), maximum: highest,
                    minimum: closes ? 0 : lowest, closes: closes))
        case .android:
            guard case (let sheet, let all, _)? = expressibleSheet(edge, toolkit: "Android")
            else { return nil }
            let kept = all.count > 3 ? [all[0], all[1], all[all.count - 1]] : all
            let rests = heights(kept)
            guard sheet.draggable else { return .still(rests) }
            guard let peek = rests.first, let top = rests.last else { return nil }
            var model = PlatformRelease.AndroidBehavior(
                parent: window.height, peek: peek, contentHeight: top)
            model.fitToContents = kept.count < 3
            if !model.fitToContents {
                model.halfExpandedRatio = rests[1] / window.height
                model.expandedOffset = max(window.height - top, 0)
            }
            // Hideable until shown, when the export's callback turns it off for a sheet a
            // drag does not close.
            model.hideable = sheet.dragDismisses
            return .android(model)
        case .compose:
            guard
                case (let sheet, let specs, _)? = expressibleSheet(
                    edge, toolkit: "Compose", topFits: true)
            else { return nil }
            let half = specs.dropLast().contains { $0.value == .fraction(0.5) }
            let expanded = min(heights([specs[specs.count - 1]]).first ?? 0, window.height)
            guard sheet.draggable else { return .still([expanded]) }
            return .compose(
                PlatformRelease.Compose(
                    window: window.height,
                    partial: half && expanded > window.height / 2 ? window.height / 2 : nil,
                    expanded: expanded, hides: sheet.dragDismisses))
        case .json, .html, .swiftPackage:
            return nil
        }
    }

    /// Why `constants`' export as `format` has no landings to compare: no sheet for the
    /// style, a presentation only UIKit's sheet has, or no detent the library can express.
    package static func noRelease(_ constants: SheetConstants, as format: ExportFormat)
        -> String
    {
        let name = platforms.first { $0.format == format }?.name ?? format.rawValue
        guard platformSheet(constants) != nil else {
            return "--style \(constants.style.rawValue) has no \(name) sheet"
        }
        if constants.presentation != nil {
            let drawn =
                constants.formSheet != nil
                ? "UIKit's form sheet" : "UIKit's sheet in a compact height"
            return "SheetLab draws \(drawn) on \(constants.device.rawValue); the \(name) sheet "
                + "keeps its own layout there"
        }
        return "no detent \(name) can express"
    }
}
