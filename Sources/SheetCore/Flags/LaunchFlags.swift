/// What a run's constants were made from, so that a setting chosen later (the tuning panel's
/// preset, device, appearance...) makes them again as the command line would have: the
/// sheet's flags typed at launch, a `--config` file's values, and the run's options.
package struct LaunchFlags: Sendable {
    /// The sheet's flags typed on the command line, with their values, in `--help` order.
    package var typed: [(FlagName, String)]
    /// The `--config` file's values (none without one).
    package var fileEntries: [(Flag, String)]
    /// How the run shows the sheet (its files, images, scale): kept whatever is chosen.
    package var run: RunOptions
    /// The flags typed on the command line, by name (`Configuration.explicitFlags`).
    package var explicitFlags: Set<FlagName>

    /// The flags `configuration` was parsed from: each sheet flag typed on its command line
    /// (`explicitFlags`), with the value it has (a flag given always wins, so its value is
    /// the one typed), over `fileEntries`, a `--config` file's values.
    package init(_ configuration: Configuration, fileEntries: [(Flag, String)] = []) {
        typed = ConfigFile.flags.filter { configuration.explicitFlags.contains($0.id) }
            .map { ($0.id, $0.value(in: configuration)) }
        self.fileEntries = fileEntries
        run = configuration.run
        explicitFlags = configuration.explicitFlags
    }

    /// The flags a preset or a style sets, which another preset or style chosen replaces: all
    /// but where the sheet is shown (the device, the appearance, the look).
    package static let keptAcrossPresets: Set<FlagName> = [
        .device, .orientation, .appearance, .look,
    ]

    /// The configuration the command line would have made with `chosen` typed too (each
    /// replacing the same flag typed at launch): the preset's values under the flags given, a
    /// device's window (a device chosen is the window, over a `--window` typed), a look's
    /// figures, a style's defaults (its own start when the typed one is not its detent). The
    /// run's options stay the launch's. Throws what the command line would say.
    package func configuration(choosing chosen: [(FlagName, String)]) throws(UsageError)
        -> Configuration
    {
        let names = Set(chosen.map(\.0))
        var dropped = names
        if names.contains(.device) || names.contains(.orientation) { dropped.insert(.window) }
        if let chosenStyle = chosen.last(where: { $0.0 == .style }),
            let style = StyleKind(rawValue: chosenStyle.1),
            let start = typed.first(where: { $0.0 == .start })?.1,
            !style.startNames(Configuration(style: style).constants).contains(start)
        {
            dropped.insert(.start)
        }
        let flags = typed.filter { !dropped.contains($0.0) } + chosen
        var arguments: [String] = []
        for (name, value) in flags {
            if case .toggle = Flag.named(name).kind {
                arguments.append(name.option)
            } else {
                arguments += [name.option + "=" + value]
            }
        }
        guard
            case .run(var configuration) = try Command.parse(
                arguments, fileEntries: fileEntries, checkingCombinations: false)
        else {
            throw UsageError("the chosen settings do not describe a run")
        }
        configuration.run = run
        configuration.explicitFlags = explicitFlags
        return configuration
    }
}
