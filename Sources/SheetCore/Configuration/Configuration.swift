/// A parsed command line: the sheet's constants, the run's options, and which flags were
/// given. Each part is read by name (`configuration.constants.dimAlpha`,
/// `configuration.run.recordPath`): what reads the sheet takes `SheetConstants`, what reads
/// the run takes `RunOptions`, and the compiler sees every place that crosses.
package struct Configuration: Equatable, Sendable {
    /// What the sheet is.
    package var constants = SheetConstants()
    /// How this run shows it.
    package var run = RunOptions()
    /// The flags given on the command line, by name (for "has no effect" notes).
    package var explicitFlags: Set<FlagName> = []

    /// The defaults of `--style sheet`.
    package init() {}

    /// The defaults of `style`.
    package init(style: StyleKind) {
        constants.style = style
        style.applyDefaults(to: &self)
    }

    /// A run of `constants` with the default options.
    package init(_ constants: SheetConstants) {
        self.constants = constants
    }

    /// One line per flag given that the chosen style does not read, or that the device
    /// overrides; and one when the device's window is one where UIKit would not show a
    /// bottom sheet.
    package var unusedFlagNotes: [String] {
        let style = constants.style
        let used = style.behavior(constants).usedFlags
        var notes = Flag.table.filter { explicitFlags.contains($0.id) }
            .filter { !$0.readByEveryStyle && !used.contains($0.id) }
            .map { "--\($0.name) has no effect with \(flag: .style) \(style.rawValue)" }
        if explicitFlags.contains(.dismissHeight), style.traits.dismissesBelowLine,
            !constants.policy.readsDismissHeight
        {
            notes.append(
                "\(flag: .dismissHeight) has no effect with \(flag: .policy) "
                    + "\(constants.policy.rawValue) (closed is the position below the lowest "
                    + "detent)")
        }
        if explicitFlags.contains(.grabberTap), constants.grabberTap.takesTaps,
            constants.grabberVisibility == .hidden, used.contains(.grabberTap)
        {
            notes.append(
                "\(flag: .grabberTap) \(constants.grabberTap.rawValue) has no effect with "
                    + "\(flag: .grabber) hidden (a hidden grabber takes no tap; \(flag: .grabber) "
                    + "visible shows it)")
        }
        if explicitFlags.contains(.glassBlur), !constants.look.floats, used.contains(.glassBlur) {
            notes.append(
                "\(flag: .glassBlur) has no effect with \(flag: .look) "
                    + "\(constants.look.rawValue) (only ios26 draws glass)")
        }
        if explicitFlags.contains(.chrome), constants.device == .none {
            notes.append(
                "\(flag: .chrome) has no effect without \(flag: .device) (the bare "
                    + "window has none)")
        }
        if style.traits.restsBelowTopInset, explicitFlags.contains(.topInset),
            constants.topInset < constants.safeArea.top
        {
            notes.append(
                "\(flag: .topInset) \(Format.number(constants.topInset)) reaches into "
                    + "\(constants.device.rawValue)'s status bar: the sheet stops "
                    + "\(Format.number(constants.safeArea.top)) pt below the top, at its safe area")
        }
        if explicitFlags.contains(.orientation), constants.device == .none,
            constants.orientation == .landscape
        {
            notes.append(
                "\(flag: .orientation) landscape has no effect without \(flag: .device) (the "
                    + "window is as \(flag: .window) gives it)")
        }
        if explicitFlags.contains(.orientation), explicitFlags.contains(.window),
            constants.device != .none,
            (constants.window.width > constants.window.height)
                != (constants.orientation == .landscape)
        {
            notes.append(
                "\(flag: .window) \(constants.window) is "
                    + (constants.orientation == .landscape ? "taller than wide" : "wider than tall")
                    + ": "
                    + "\(flag: .orientation) \(constants.orientation.rawValue) turns only "
                    + "\(constants.device.rawValue)'s safe area and chrome")
        }
        if explicitFlags.contains(.edgeAttached), used.contains(.edgeAttached),
            constants.presentation?.kind != .edgeAttached, constants.edgeAttached.isOn
        {
            // Say what is missing: the system look, an Apple device, or a phone on its side.
            let missing =
                !constants.look.isSystem
                ? "the \(constants.look.rawValue) look draws no UIKit sheet (\(flag: .look) ios18 "
                    + "or ios26, or \(flag: .preset) uikit)"
                : constants.device.figures?.platform != .ios
                    ? "it needs an iPhone (\(flag: .device))"
                    : "only on a phone on its side (\(flag: .orientation) landscape)"
            notes.append("\(flag: .edgeAttached) on has no effect here: \(missing)")
        }
        if let presentation = constants.presentation {
            notes += presentationNotes(presentation)
        } else if style.traits.standsOnSafeArea, constants.device != .none,
            constants.presentation == nil, constants.isCompactHeight
        {
            notes.append(
                "\(flag: .device) \(constants.device.rawValue) on its side: UIKit shows a sheet "
                    + "in a compact height full screen (or attached to the bottom edge, "
                    + "\(flag: .edgeAttached) on), which \(flag: .look) ios18 and ios26 draw; the "
                    + "\(constants.look.rawValue) look draws the bottom sheet")
        } else if style.traits.standsOnSafeArea, constants.device != .none,
            constants.presentation == nil,
            constants.window.width > SheetConstants.compactWidthLimit
        {
            notes.append(
                "\(flag: .device) \(constants.device.rawValue): UIKit shows a sheet in a window "
                    + "this wide (a regular width) as a centred form sheet, which "
                    + "\(flag: .look) ios18 and ios26 draw; the \(constants.look.rawValue) look "
                    + "draws the bottom sheet of a compact width")
        }
        return notes
    }

    /// What UIKit's `presentation` sets aside of the flags given: a form sheet and a sheet
    /// full screen have one resting place (and full screen no grabber); an edge-attached
    /// sheet stops 8 pt below the top and has no medium detent.
    private func presentationNotes(_ presentation: SystemPresentation) -> [String] {
        let device = "\(flag: .device) \(constants.device.rawValue)"
        var aside: [FlagName] = [.topInset]
        let shown: String
        switch presentation.kind {
        case .formSheet:
            aside += [.detents, .defaultHeight, .undimmedDetent]
            shown = "\(device) shows UIKit's form sheet (the detents apply in a compact width)"
        case .fullScreen:
            aside += [.detents, .defaultHeight, .undimmedDetent, .grabber, .grabberTap]
            shown =
                "\(device) on its side shows UIKit's sheet full screen, with no grabber (the "
                + "detents apply upright, or with \(flag: .edgeAttached) on)"
        case .edgeAttached:
            shown =
                "\(device) on its side attaches UIKit's sheet to the bottom edge, "
                + "\(Format.number(SystemPresentation.compactHeightTopOffset)) pt below the top"
        }
        var notes: [String] = []
        let set = aside.filter(explicitFlags.contains)
        if !set.isEmpty {
            let names = set.map { "\(flag: $0)" }.joined(separator: ", ")
            notes.append("\(shown), which sets aside \(names)")
        }
        // A start at a detent set aside opens at the one place, or at large for medium.
        let resting = constants.presentedDetents.map(\.name)
        if explicitFlags.contains(.start), constants.start != "page",
            !resting.contains(constants.start)
        {
            let reason =
                presentation.kind == .edgeAttached
                ? "is UIKit's medium, inactive in a compact height" : "is set aside"
            notes.append(
                "\(flag: .start) \(constants.start) \(reason): the sheet opens at "
                    + "\(resting.last ?? "its one place")")
        }
        return notes
    }
}
