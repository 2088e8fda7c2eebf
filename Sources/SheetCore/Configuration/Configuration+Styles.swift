/// What the styles check and set on a whole configuration: the flags' side of each style,
/// kept apart from the styles themselves (the engine `--export swift-package` ships has no
/// flags, so no `Configuration`).
package protocol StyleChecks {
    /// Checks what no single flag can, for this style (the start and the detent list are
    /// checked for every style before).
    static func validate(_ configuration: Configuration) throws(UsageError)
}

extension StyleKind {
    /// The style's own checks, if it has any beyond each flag's range.
    func validate(_ configuration: Configuration) throws(UsageError) {
        try (definition as? any StyleChecks.Type)?.validate(configuration)
    }

    /// Sets the write-up's numbers where they differ from the sheet's: each flag's row in
    /// `Flag.table` holds them (`styleDefaults`), data rather than code.
    func applyDefaults(to configuration: inout Configuration) {
        for flag in Flag.table {
            // The table's own values: `StyleDefaultTests` checks each lands as written.
            if let text = flag.styleDefaults[self] { try? flag.apply(text, to: &configuration) }
        }
    }
}

extension SystemSheetLook {
    /// The system sheet's figures as overrides, as a preset's are (data, in the order they
    /// apply, its device already chosen): the default detent becomes UIKit's medium, max its
    /// large.
    package static let overrides: [(FlagName, PresetValue)] = [
        (.cornerRadius, .derived { $0.constants.look.corners.radius }),
        (.grabberWidth, .number(Grabber.ios.size.width)),
        (.grabberHeight, .number(Grabber.ios.size.height)),
        (.dimAlpha, .derived { dimAlpha(for: $0.constants.appearance) }),
        (.cardScale, .number(cardScale)),
        (
            .topInset,
            .derived {
                $0.constants.safeArea.top
                    + largeDetentGap(on: $0.constants.device, look: $0.constants.look)
            }
        ),
        (
            .defaultHeight,
            .derived {
                let large =
                    $0.constants.window.height - $0.constants.topInset
                    - $0.constants.safeArea.bottom
                // To a hundredth of a point: 749 × 0.56 is 419.44, not 419.44000000000005.
                let medium = large * mediumShare(windowHeight: $0.constants.window.height)
                return max(1, (medium * 100).rounded() / 100)
            }
        ),
    ]

    /// Sets the system sheet's figures on `configuration` (`overrides`).
    package static func apply(to configuration: inout Configuration) {
        PresetValue.apply(overrides, to: &configuration)
    }
}

extension CardStyle: StyleChecks {
    /// The card's top lies inside the window.
    static func validate(_ configuration: Configuration) throws(UsageError) {
        guard configuration.constants.cardTop < configuration.constants.window.height else {
            throw UsageError(
                "\(flag: .cardTop) \(Format.number(configuration.constants.cardTop)) must "
                    + "be below the "
                    + "window "
                    + "height \(Format.number(configuration.constants.window.height))"
            )
        }
    }
}

extension DraggableSheetStyle: StyleChecks {
    /// The two-detent shorthand fits the window: 0 < dismiss < default < max, the window's
    /// height less the top inset (a `--detents` list was checked as a list).
    static func validate(_ configuration: Configuration) throws(UsageError) {
        let c = configuration
        // A list replaces the shorthand; its own checks ran above.
        if c.constants.detents != nil { return }
        let windowHeight = Format.number(c.constants.window.height)
        let maxHeight = c.constants.maxHeight(windowHeight: c.constants.window.height)
        let dismiss = Format.number(c.constants.dismissHeight)
        let standard = Format.number(c.constants.defaultHeight)
        // A policy that reads no dismiss line (uikit) leaves it at 0: nothing to check.
        guard c.constants.dismissLine < c.constants.defaultHeight else {
            throw UsageError(
                "\(flag: .dismissHeight) \(dismiss)\(c.origin(.dismissHeight)) must be below "
                    + "\(flag: .defaultHeight) \(standard)\(c.origin(.defaultHeight))")
        }
        // A top inset that leaves no room above the default detent is the inset's fault when
        // it was the value given (or leaves no sheet at all), not the default height's.
        let topInsetAllowed = c.constants.window.height - c.constants.defaultHeight
        if c.constants.defaultHeight >= maxHeight, c.explicitFlags.contains(.topInset),
            topInsetAllowed > 0,
            !c.explicitFlags.contains(.defaultHeight) || maxHeight <= 0
        {
            throw UsageError(
                "\(flag: .topInset) \(Format.number(c.constants.topInset)) is out of range "
                    + "(allowed: < \(Format.number(topInsetAllowed)) pt, "
                    + "so that the max height, "
                    + "\(flag: .window) height \(windowHeight) - \(flag: .topInset), "
                    + "stays above \(flag: .defaultHeight) \(standard))")
        }
        let inset = c.constants.safeArea.bottom
        guard c.constants.defaultHeight + inset < maxHeight else {
            // On a device the default height stands above the bottom safe area.
            let above = inset > 0 ? " (+ the \(Format.number(inset)) pt bottom safe area)" : ""
            let gap =
                inset > 0
                ? "the larger of the safe area's top and \(flag: .topInset) "
                : "\(flag: .topInset) "
            throw UsageError(
                "\(flag: .defaultHeight) \(standard)\(above) must be below the max height "
                    + "\(Format.number(maxHeight)) (\(flag: .window) height "
                    + "\(Format.number(c.constants.window.height)) - \(gap)"
                    + "\(Format.number(c.constants.topInset)))"
            )
        }
    }
}

extension FixedPanelStyle: StyleChecks {
    /// The panel fits the window.
    static func validate(_ configuration: Configuration) throws(UsageError) {
        guard configuration.constants.panelHeight <= configuration.constants.window.height else {
            throw UsageError(
                "\(flag: .panelHeight) "
                    + "\(Format.number(configuration.constants.panelHeight)) must not "
                    + "exceed the "
                    + "window height \(Format.number(configuration.constants.window.height))"
            )
        }
    }
}

extension PeekCardStyle: StyleChecks {
    /// The peeking strip leaves the open card room: below half the window.
    static func validate(_ configuration: Configuration) throws(UsageError) {
        guard configuration.constants.peekHeight < configuration.constants.window.height / 2 else {
            throw UsageError(
                "\(flag: .peekHeight) \(Format.number(configuration.constants.peekHeight)) "
                    + "must be below "
                    + "half the "
                    + "window height \(Format.number(configuration.constants.window.height))"
            )
        }
    }
}
