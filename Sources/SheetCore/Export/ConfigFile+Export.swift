/// What every export shares: the style's sheet as the platforms see it, the constants they
/// list and the comments that say what a platform cannot express. Each platform's export is
/// in its own file (`ConfigFile+Vaul.swift`, ...); sources: docs/export.md.
extension ConfigFile {
    /// A style's sheet as the exports see it: resting heights, lowest first, and what the
    /// style lets a finger do, asked of the style itself.
    struct PlatformSheet {
        /// The detents; a `.max` one reaches `topInset` below the window's top edge.
        var specs: [DetentSpec]
        var topInset: Double
        /// The flags that set the heights above.
        var heightFlags: Set<FlagName>
        /// Whether a finger can move the sheet at all (the fixed panel's cannot).
        var draggable: Bool
        /// Whether a downward drag closes it (the half sheet's and the panel's do not).
        var dragDismisses: Bool
        /// Whether a tap on the dim closes it (the card's and the panel's close by a button).
        var tapDismisses: Bool
        /// The name of the highest detent at which the page behind stays undimmed and usable.
        var undimmed: String?
        /// Whether the style reads `--undimmed-detent` (an export that writes the dim as
        /// SheetLab draws it expresses it).
        var tunesUndimmed: Bool
        /// Whether the page behind scales into a card as the sheet rises.
        var scalesPage: Bool
        /// Whether SheetLab starts with the sheet open (`--start` names a detent).
        var startsOpen: Bool
        /// The detent it opens at: `--start`'s, else (presented from the page) the lowest.
        var opening: String

        /// The index of `opening` among `names` (the lowest when it is not there).
        func openingIndex(_ names: [String]) -> Int { names.firstIndex(of: opening) ?? 0 }
        /// Whether SheetLab dims the page at some detent (a tap there is on the dim).
        var dimsSomewhere: Bool { undimmed != specs.last?.name }
        /// The index of the undimmed detent among `names`, when it is there.
        func undimmedIndex(_ names: [String]) -> Int? { undimmed.flatMap(names.firstIndex) }
    }

    /// The style's sheet, or nil for a style no bottom-sheet library shows: the full-window
    /// modal and the card that always peeks (as `--export swift` says for UIKit).
    static func platformSheet(_ constants: SheetConstants) -> PlatformSheet? {
        // The style says where it rests (the list its layout rests at) and what sets it.
        guard
            let exported = constants.style.definition.exportedDetents(constants)
        else { return nil }
        let specs = exported.specs
        let style = constants.style.behavior(constants)
        let window = constants.window
        // The highest detent the page stays usable at: where SheetLab's dim rests at nothing.
        let detents = style.detents(window: window)
        let clear = detents.resting.last {
            style.layout.dimAlpha <= 0
                || style.layout.trackedDim(height: $0.height, detents: detents) <= 0
        }
        let undimmed = clear.flatMap { detent in specs.first { $0.name == detent.name }?.name }
        let startsOpen = constants.start != "page"
        return PlatformSheet(
            specs: specs, topInset: exported.topInset, heightFlags: exported.heightFlags,
            draggable: style.behavior.dragRange(detents: detents, window: window) != nil,
            dragDismisses: style.behavior.dragDismisses,
            // A tap where no dim covers the page is the page's.
            tapDismisses: style.behavior.overlayTapDismisses && clear?.name != detents.highest.name,
            undimmed: undimmed,
            tunesUndimmed: style.usedFlags.contains(.undimmedDetent),
            scalesPage: constants.style.traits.scalesPage,
            startsOpen: startsOpen,
            opening: startsOpen ? constants.start : specs[0].name)
    }

    /// A detent's height as a share of the tuned window (`--window`); nil for `fit`, which
    /// depends on the content.
    static func windowShare(_ spec: DetentSpec, sheet: PlatformSheet, window: Size) -> Double? {
        switch spec.value {
        case .fraction(let share): return share
        case .points(let points): return min(points / window.height, 1)
        case .max: return max(window.height - sheet.topInset, 0) / window.height
        case .fit: return nil
        }
    }

    /// A share with at most four decimals: a hundredth of a percent of an 844-pt window is
    /// under a tenth of a point.
    static func shareText(_ share: Double) -> String {
        Format.exact((share * 10_000).rounded() / 10_000)
    }

    /// The flags that say where and how the sheet was tuned rather than what it is: the
    /// header names the style and preset, the tuned window sizes the shares, and the device,
    /// the look and the frame rate are SheetLab's own. No export lists them as not expressed.
    static let tuningFlags: Set<FlagName> = [.window, .device, .look, .style, .preset, .fps]

    /// The constants set as UIKit's own sheet sets them (`--preset uikit`'s values) under
    /// `--policy uikit`: UIKit's and SwiftUI's sheet does all of that itself, so an export that
    /// presents it expresses them by presenting it. A value tuned away from UIKit's is listed.
    static func uikitsOwn(_ constants: SheetConstants) -> Set<FlagName> {
        guard constants.policy == .uikit else { return [] }
        var own: Set<FlagName> = []
        for (name, value) in Preset.uikit.overrides where name != .look {
            guard case .text(let text) = value else { continue }
            if Flag.named(name).value(in: constants) == text { own.insert(name) }
        }
        return own
    }

    /// The style's constants an export may express or list: the flags it reads, less the
    /// tuning environment, and less `default-height` where a detent list replaces it.
    static func exportedConstants(_ constants: SheetConstants) -> [Flag] {
        let replaced: Set<FlagName> = constants.detents == nil ? [] : [.defaultHeight]
        return flags.filter {
            $0.styles.contains(constants.style) && !replaced.contains($0.id)
                && !tuningFlags.contains($0.id)
        }
    }

    /// What closes SheetLab's sheet when released, for the notes on a library's own rule.
    static func dismissRule(_ constants: SheetConstants) -> String {
        constants.style.traits.dismissesBelowLine
            ? "below its dismiss line, \(Format.exact(constants.dismissHeight)) pt"
            : "past \(Format.exact(constants.dismissProgress)) of its height"
    }

    /// The comment lines after the code: the style's constants `mapped` leaves out, with their
    /// values, and the names of the other styles' constants.
    static func unmappedComment(
        _ constants: SheetConstants, mapped: Set<FlagName>, library: String
    ) -> [String] {
        let style = constants.style
        let inert = inertFlags(constants)
        let unmapped = exportedConstants(constants).filter {
            !mapped.contains($0.id) && !inert.contains($0.id)
        }
        var lines: [String] = []
        if !unmapped.isEmpty {
            lines += ["", "// Not expressed by \(library) (build by hand if needed):"]
            for flag in unmapped {
                let unit = flag.unit.isEmpty ? "" : " \(flag.unit)"
                let value = flag.value(in: constants)
                lines.append("//   \(identifier(flag.name)) = \(value)\(unit)")
            }
        }
        let others = flags.filter { !$0.styles.contains(style) && !tuningFlags.contains($0.id) }
        lines += otherStylesComment(others, style: style)
        return lines
    }

    /// The style's flags whose value changes nothing SheetLab draws or decides in this
    /// configuration, so an export has nothing to express for them and lists none: the
    /// glass's blur but under `--look ios26`; `--edge-attached` but under a system look on an
    /// Apple device (where a phone on its side shows UIKit's compact-height sheet); a grabber
    /// tap's direction for a hidden grabber (it takes no tap); a dismissal cue turned off.
    package static func inertFlags(_ constants: SheetConstants) -> Set<FlagName> {
        var inert: Set<FlagName> = []
        if !constants.look.floats { inert.insert(.glassBlur) }
        if !constants.look.isSystem || constants.device.figures?.platform != .ios {
            inert.insert(.edgeAttached)
        }
        if constants.grabberVisibility == .hidden { inert.insert(.grabberTap) }
        if !constants.dismissCue.isOn { inert.insert(.dismissCue) }
        return inert
    }

    /// The first line of every export: what made it.
    static func exportHeader(_ constants: SheetConstants) -> String {
        // The policy too where it is not the preset's own: the release it decides by.
        var preset = Configuration(style: constants.style)
        constants.preset.apply(to: &preset)
        let policy =
            constants.style.traits.tunedByPresets && preset.constants.policy != constants.policy
            ? " \(flag: .policy) \(constants.policy.rawValue)" : ""
        return "// Exported by SheetLab "
            + "\(sheetLabVersion): \(flag: .style) \(constants.style.rawValue)"
            + (constants.style.traits.tunedByPresets
                ? " \(flag: .preset) \(constants.preset.rawValue)" : "") + policy
    }

    /// The detents a library with share and point heights can take (`fit` aside), with the
    /// note for the ones it cannot. With `topFits`, a `fit` detent that is the highest stays:
    /// the library sizes its top to the content's own height (Compose's expanded sheet).
    static func expressible(
        _ sheet: PlatformSheet, library: String, topFits: Bool = false
    ) -> (specs: [DetentSpec], notes: [String]) {
        let top = topFits ? sheet.specs.last : nil
        let kept = { (spec: DetentSpec) in spec.value != .fit || spec == top }
        let specs = sheet.specs.filter(kept)
        let notes = sheet.specs.filter { !kept($0) }.map {
            "// The detent \($0.name)=fit (the content's height) is not expressed: \(library) "
                + (topFits
                    ? "sizes only its top detent to the content, it is left out."
                    : "has no equivalent, it is left out.")
        }
        return (specs, notes)
    }

    /// The style's sheet with the detents `toolkit` can express and the notes on the ones it
    /// cannot; nil when there is nothing to write (`noSheet(_:library:toolkit:noDetent:)` then
    /// says why). Every export but gorhom's (which sizes to the content itself) starts here.
    static func expressibleSheet(
        _ constants: SheetConstants, toolkit: String, topFits: Bool = false
    ) -> (sheet: PlatformSheet, specs: [DetentSpec], notes: [String])? {
        guard let sheet = platformSheet(constants) else { return nil }
        let (specs, notes) = expressible(sheet, library: toolkit, topFits: topFits)
        return specs.isEmpty ? nil : (sheet, specs, presentationNote(constants, toolkit) + notes)
    }

    /// Tuned where SheetLab draws UIKit's form sheet (an iPad, the `form` detent) or its
    /// compact-height sheet (a phone on its side: `full`, or attached to the bottom edge), a
    /// toolkit whose sheet knows neither says it is not expressed, and that its detents are
    /// the tuned ones as a bottom sheet in that window rests at them (a compact width's).
    /// Empty elsewhere. `constants` are the edge exports' (`heightsFromTheScreensEdge`).
    static func presentationNote(_ constants: SheetConstants, _ toolkit: String) -> [String] {
        guard let presentation = constants.presentation else { return [] }
        guard let form = constants.formSheet else {
            let window = constants.window
            let shown =
                presentation.kind == .fullScreen
                ? "full screen" : "attached to the bottom edge between the safe area's sides"
            let tuned = constants.heightsAboveTheBaseline
            let rests = tuned.style.behavior(tuned).detents(window: window).resting
                .map { "\($0.name) (\(Format.number($0.height)) pt)" }.joined(separator: ", ")
            return [
                "// Tuned on \(constants.device.rawValue) on its side (a compact height), where "
                    + "SheetLab draws UIKit's sheet",
                "// \(shown), resting at \(rests):",
                "// not expressed, \(toolkit)'s sheet keeps its own layout there. The detents "
                    + "below are the",
                "// tuned ones resolved in this window, as a bottom sheet would rest there; it "
                    + "opens at the lowest.",
            ]
        }
        return [
            "// Tuned on \(constants.device.rawValue), where SheetLab draws UIKit's form "
                + "sheet (form: centred,",
            "// \(Format.number(form.size.width))x\(Format.number(form.size.height)) pt): not "
                + "expressed, \(toolkit)'s sheet stays on the bottom edge. The detents",
            "// below are the ones SheetLab rests at in a compact width (an iPhone's); it "
                + "opens at the lowest.",
        ]
    }

    /// The file for a configuration with nothing to write: a style `toolkit` has no sheet for,
    /// or detents it cannot express (`noDetent` says so where the export words it its own way).
    static func noSheet(
        _ constants: SheetConstants, library: String, toolkit: String,
        noDetent: String? = nil
    ) -> String {
        let reason =
            platformSheet(constants) == nil
            ? cannotShow(constants, toolkit) : noDetent ?? "No detent \(toolkit) can express."
        return exportFile(
            [exportHeader(constants), "// \(reason)"], constants, mapped: [],
            library: library)
    }

    /// An export's text: its `lines`, then the comment on what `mapped` leaves out.
    static func exportFile(
        _ lines: [String], _ constants: SheetConstants, mapped: Set<FlagName>, library: String
    ) -> String {
        let all = lines + unmappedComment(constants, mapped: mapped, library: library)
        return all.joined(separator: "\n") + "\n"
    }

    /// Detent names as the exports' comments list them.
    static func listed(_ names: [String]) -> String { names.joined(separator: ", ") }

    /// The tuned window (`--window`) as the comments of exports sized from it name it.
    static func tunedWindow(_ constants: SheetConstants) -> String {
        let window = constants.window
        return "\(Format.exact(window.width))x\(Format.exact(window.height)) pt window"
    }

    static func cannotShow(_ constants: SheetConstants, _ library: String) -> String {
        "\(flag: .style) \(constants.style.rawValue) has no \(library) equivalent (a "
            + "full-window "
            + "modal or an always-peeking card); see SheetLab's README."
    }
}

extension ConfigFile {
    /// What `--export FORMAT` writes: each file's text, name and extension, and what joins a
    /// taken name to its number (`sheet-config-2.json`, `bottom_sheet_2.xml`). No file for
    /// `html`, whose page embeds files the desktop reads (`HTMLExport`, `html(_:assets:)`).
    package static func files(_ constants: SheetConstants, as format: ExportFormat) -> (
        files: [(text: String, stem: String, ext: String)], separator: String
    ) {
        let c = constants
        // UIKit and SwiftUI measure heights above the bottom safe area, as SheetLab does on a
        // device; the other platforms from the screen's edge.
        let edge = constants.heightsFromTheScreensEdge
        switch format {
        case .json: return ([(json(c), "sheet-config", "json")], "-")
        case .swift: return ([(landings(swift(c), c, .swift), "SheetConstants", "swift")], "-")
        case .swiftui:
            return ([(landings(swiftUI(c), c, .swiftui), "SheetView", "swift")], "-")
        case .compose: return ([(landings(compose(edge), c, .compose), "Sheet", "kt")], "-")
        case .vaul: return ([(landings(vaul(edge), c, .vaul), "SheetDrawer", "tsx")], "-")
        case .gorhom:
            return ([(landings(gorhom(edge), c, .gorhom), "SheetBottomSheet", "tsx")], "-")
        case .flutter: return ([(landings(flutter(edge), c, .flutter), "sheet", "dart")], "-")
        case .floatingpanel:
            return ([(landings(floatingPanel(c), c, .floatingpanel), "SheetPanel", "swift")], "-")
        case .html: return ([], "-")  // the page embeds files: HTMLExport writes it
        case .swiftPackage: return ([], "-")  // a folder of files: PackageExport writes it
        case .android:
            // Android resource names take only a-z, 0-9 and _: bottom_sheet_2.xml, not -2.
            let files = android(edge)
            let layout = (files.layout, "bottom_sheet", "xml")
            return ([layout, (landings(files.kotlin, c, .android), "BottomSheet", "kt")], "_")
        }
    }

    /// The content a `fit` detent holds where an export's header says where releases land:
    /// the height the conformance models give it too.
    package static let landingContent = 250.0

    /// `text` with its platform's landings (`PlatformMatrix.header`) at the end of its first
    /// comment block: where the pasted sheet, released by each built-in gesture, lands
    /// otherwise than SheetLab's. Unchanged where the export has no sheet.
    static func landings(_ text: String, _ constants: SheetConstants, _ format: ExportFormat)
        -> String
    {
        // A file with no sheet, or no detent to rest at, says so itself; one laid out where
        // SheetLab draws UIKit's own presentation says it is not compared.
        guard let name = platforms.first(where: { $0.format == format })?.name,
            platformSheet(constants) != nil,
            releaseModel(constants, as: format, contentHeight: landingContent) != nil
                || constants.presentation != nil
        else { return text }
        let configuration = Configuration(constants)
        let table: PlatformMatrix
        do {
            // A fit detent that would not rise with the headers' content is not compared.
            try configuration.validateFit(contentHeight: landingContent)
            table = PlatformMatrix(
                configuration: configuration, contentHeight: landingContent, platforms: [name]
            ) { $0.measuringContent { _, _ in landingContent } }
        } catch {
            table = PlatformMatrix(
                configuration: configuration, contentHeight: landingContent, sheetLab: [],
                platforms: [
                    (
                        name,
                        .none(
                            "its fit detent, taken as \(Format.number(landingContent)) pt of "
                                + "content, would not rise between its neighbours")
                    )
                ])
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let end = lines.firstIndex { !$0.hasPrefix("//") } ?? lines.count
        lines.insert(contentsOf: table.header(0, prefix: "// "), at: end)
        return lines.joined(separator: "\n")
    }
}
