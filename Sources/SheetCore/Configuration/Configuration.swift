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
        if explicitFlags.contains(.edgeAttached), used.contains(.edgeAttached),
            constants.presentation?.kind != .edgeAttached, constants.edgeAttached.isOn
        {
            notes.append(
                "\(flag: .edgeAttached) on has no effect here: only in a compact height (an "
                    + "iPhone \(flag: .orientation) landscape, \(flag: .look) ios18 or ios26)")
        }
        if constants.formSheet != nil {
            let set = [FlagName.detents, .defaultHeight, .topInset, .undimmedDetent]
                .filter(explicitFlags.contains)
            if !set.isEmpty {
                let names = set.map { "\(flag: $0)" }.joined(separator: ", ")
                notes.append(
                    "\(flag: .device) \(constants.device.rawValue) shows UIKit's form sheet, "
                        + "which sets the detents aside: \(names) apply in a compact width only")
            }
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
}
