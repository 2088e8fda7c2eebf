/// What the command line asks for.
package enum Command: Equatable, Sendable {
    /// Open the window (or replay, headless) with this configuration.
    case run(Configuration)
    /// `--help` or `-h`: print every flag with its default and unit, and exit.
    case help
    /// `--help-markdown`: the same as a Markdown table, for the README.
    case helpMarkdown
    /// `--help-man`: the manual page `make install` installs, in roff.
    case helpMan
    /// `--help-completion`: the bash completion `make install` installs.
    case helpCompletion
    /// `--version`: print the version and exit.
    case version
    /// `--export FORMAT`: write the constants to a file and exit.
    case export(Configuration, ExportFormat)
}

/// SheetLab's version, printed by `--version`.
package let sheetLabVersion = "0.1.0"

extension Command {
    /// Parses GNU-style arguments (`--name value`, `--name=value`) into a command.
    ///
    /// Every value is checked against `Flag.table`, then the detents against each other.
    ///
    /// `fileEntries` are the values of a `--config` file (checked by `ConfigFile.entries`):
    /// they apply after the style's and the preset's defaults and before the flags given.
    ///
    /// `checkingCombinations` is false only for the configuration of one phone of `--compare`,
    /// the pair's choice laid over a command line whose combinations were already checked.
    package static func parse(
        _ arguments: [String], fileEntries: [(Flag, String)] = [], checkingCombinations: Bool = true
    ) throws(UsageError) -> Command {
        let scan = try scan(arguments)
        if let early = scan.early { return early }
        let (given, seen, export) = (scan.given, scan.seen, scan.export)
        // The style's defaults first, then the preset's (which may depend on the window),
        // then every flag given, so that flags always win.
        var scratch = Configuration()
        for (flag, value) in fileEntries + given { try flag.apply(value, to: &scratch) }
        // A device is its screen's size, unless a window is given too: on the command line,
        // or in a config file when the device is the file's own as well.
        let onLine = Set(given.map(\.0.id))
        let inFile = Set(fileEntries.map(\.0.id))
        // A file's window that is its device's screen either way up follows the file's
        // orientation (an exported file with its orientation edited turns).
        let turned =
            scratch.constants.device.figures.map {
                [$0.screen(.portrait), $0.screen(.landscape)].contains(scratch.constants.window)
            } ?? false
        let deviceWindow =
            !onLine.contains(.window)
            && (onLine.contains(.device) || onLine.contains(.orientation)
                || !inFile.contains(.window) || turned)
        if let device = scratch.constants.device.figures, deviceWindow {
            scratch.constants.window = device.screen(scratch.constants.orientation)
        }
        var configuration = Configuration(style: scratch.constants.style)
        configuration.constants.window = scratch.constants.window
        if configuration.constants.style.traits.tunedByPresets {
            scratch.constants.preset.apply(to: &configuration)
            // The system sheet's own figures, over the preset's; flags given still win. The
            // look is the one given, else the preset's (`uikit` draws UIKit's sheet).
            configuration.constants.device = scratch.constants.device
            configuration.constants.orientation = scratch.constants.orientation
            // The dark look dims more (0.48, not 0.2).
            configuration.constants.appearance = scratch.constants.appearance
            let lookGiven = onLine.contains(.look) || inFile.contains(.look)
            if lookGiven { configuration.constants.look = scratch.constants.look }
            if configuration.constants.look.isSystem {
                // Which system sheet (ios18 or ios26) decides its corners and large gap.
                SystemSheetLook.apply(to: &configuration)
            }
        }
        // The fixed panel's own height (600 pt) in a window shorter than that (a phone on its
        // side): the window's, unless one is given.
        if !onLine.contains(.panelHeight), !inFile.contains(.panelHeight),
            configuration.constants.panelHeight > configuration.constants.window.height
        {
            configuration.constants.panelHeight = configuration.constants.window.height
        }
        for (flag, value) in fileEntries + given { try flag.apply(value, to: &configuration) }
        // A device typed on the command line is the window, over a config file's.
        if scratch.constants.device != .none, deviceWindow {
            configuration.constants.window = scratch.constants.window
        }
        if configuration.constants.style.traits.tunedByPresets, !seen.contains(.undimmedDetent),
            !fileEntries.contains(where: { $0.0.id == .undimmedDetent })
        {
            configuration.constants.undimmedDetent = scratch.constants.preset.undimmedDetent(
                on: configuration)
        }
        // Only flags typed on the command line are noted when the style ignores them; a config
        // file holds every constant by design.
        configuration.explicitFlags = seen
        try configuration.validate()
        if checkingCombinations {
            try checkCombinations(configuration, given: seen, export: export)
        }
        if let export { return .export(configuration, export) }
        return .run(configuration)
    }

    /// Flags that would be silently ignored by what the rest of the command line asks for:
    /// each a usage error naming it, since the user's intent cannot be honoured.
    static func checkCombinations(
        _ configuration: Configuration, given: Set<FlagName>, export: ExportFormat?
    ) throws(UsageError) {
        // In --help order, so the first flag named is the first the user reads.
        let names = Flag.table.map(\.id).filter(given.contains)
        if export != nil {
            // An export writes the constants and exits: nothing of a run happens. A config
            // file feeds the constants exported; --export-dir says where they go.
            // The page (`--export html`) embeds what the run would show: its images, text and
            // fonts.
            let shown = export == .html ? ConfigFile.htmlInputs : []
            let runOnly = Set(
                Flag.table.filter { $0.scope == .run && !$0.feedsExport }.map(\.id)
            ).subtracting(shown)
            if let name = names.first(where: runOnly.contains) {
                throw UsageError(
                    "--\(name) cannot be used with --export (it writes the constants and exits, "
                        + "with no run)"
                )
            }
        }
        if given.contains(.content), given.contains(.sheetImage) {
            // Both are the sheet's content: one would be dropped without a word.
            throw UsageError(
                "\(flag: .content) cannot be used with \(flag: .sheetImage) (each is the "
                    + "sheet's content)")
        }
        if let pair = configuration.run.compare {
            // Two system looks compare one sheet, its preset and style given; otherwise each
            // phone takes its preset or style from the pair, and its look from the flags.
            let looks = pair.split(separator: ",").allSatisfy {
                ComparedPhone.systemLook(named: String($0)) != nil
            }
            let decided: [FlagName] = looks ? [.look] : [.preset, .style]
            if let name = names.first(where: decided.contains) {
                throw UsageError(
                    "--\(name) cannot be used with \(flag: .compare) \(Format.echo(pair)) "
                        + "(each phone takes its \(looks ? "look" : "preset or style") from the "
                        + "pair)")
            }
        }
        if let path = configuration.run.replayPath, configuration.run.compare == nil,
            !path.hasPrefix("gesture:")
        {
            // A replay runs the trace's own constants (its header); only how it is shown and
            // paced comes from the command line. --compare A,B replays into other constants.
            // A built-in gesture has no constants of its own: it plays on the command line's.
            let shown: Set<FlagName> = [.fps]
            let constants = Set(ConfigFile.flags.map(\.id)).subtracting(shown).union([.config])
            if let name = names.first(where: constants.contains) {
                throw UsageError(
                    "--\(name) cannot be used with \(flag: .replay) "
                        + "(a replay runs the trace's own constants; "
                        + "\(flag: .compare) A,B replays it into others)")
            }
        }
        if configuration.run.headless,
            let name = names.first(where: [FlagName.hud, .panel].contains)
        {
            // Both are drawn in the window, over the phone; a headless replay's frames show
            // the phone alone.
            throw UsageError(
                "--\(name) cannot be used with \(flag: .headless) (it is drawn in "
                    + "the window)")
        }
        if configuration.run.stats, given.contains(.frames) {
            // --stats times the frames drawn as a window draws them; with --frames every frame
            // is written instead, so there would be nothing to time.
            throw UsageError(
                "\(flag: .stats) cannot be used with \(flag: .frames) (every frame is written, "
                    + "none is drawn as a "
                    + "window draws it; \(flag: .filmstrip) leaves frames to time)")
        }
        if configuration.constants.detents != nil, given.contains(.defaultHeight) {
            // The list holds every detent; the shorthand's default is not one of them.
            throw UsageError(
                "\(flag: .defaultHeight) cannot be used with \(flag: .detents) (the list sets "
                    + "every detent: "
                    + "write default=HEIGHT in it)")
        }
        if configuration.run.stats, given.contains(.video) {
            // As with --frames: every frame goes into the clip, none is drawn as a window
            // draws it.
            throw UsageError(
                "\(flag: .stats) cannot be used with \(flag: .video) (every frame is encoded, "
                    + "none is drawn as a "
                    + "window draws it)")
        }
        if given.contains(.watch), configuration.run.configPath == nil {
            throw UsageError("\(flag: .watch) needs \(flag: .config) (it watches that file)")
        }
        if given.contains(.watch), configuration.run.watch == .on, configuration.run.compare != nil
        {
            // Each phone's constants are the pair's laid over the file: one reload would have
            // to remake both, and a trace records one set of constants at a time.
            throw UsageError(
                "\(flag: .watch) on cannot be used with \(flag: .compare) (the file is read "
                    + "once for both phones)")
        }
        if given.contains(.filmstripEvery), configuration.run.filmstripPath == nil {
            throw UsageError("\(flag: .filmstripEvery) needs \(flag: .filmstrip)")
        }
    }

    /// The error for a `--compare` name that is no preset, no style and no file to read:
    /// it lists the names that are valid.
    package static func unknownCompareName(_ name: String, reason: String) -> UsageError {
        let presets = Preset.allCases.map(\.rawValue).joined(separator: ", ")
        let styles = StyleKind.allCases.map(\.rawValue).joined(separator: ", ")
        return UsageError(
            "\(flag: .compare): '\(Format.echo(name))' is not a preset (\(presets)), a style "
                + "(\(styles)), a system look (ios18, ios26; both of the pair) "
                + "or a readable config file (\(reason))")
    }

    /// The command line read flag by flag, each known, given once and with its value; no
    /// value checked yet.
    struct Scan {
        var given: [(Flag, String)]
        var seen: Set<FlagName>
        var export: ExportFormat?
        /// `--help`, `-h`, `--help-markdown`, `--help-man`, `--help-completion` or `--version`,
        /// the first given.
        var early: Command?
    }

    /// Checks the command line's form alone (every flag known, given once, with a value where
    /// it takes one) without reading any file, so that `--config a --config b` is a usage
    /// error (64) before a missing `a` could be reported.
    package static func checkSyntax(_ arguments: [String]) throws(UsageError) {
        _ = try scan(arguments)
    }

    /// Whether the command line asks only for help or the version (then no file is read).
    package static func asksForHelp(_ arguments: [String]) -> Bool {
        (try? scan(arguments))?.early != nil
    }

    static func scan(_ arguments: [String]) throws(UsageError) -> Scan {
        var early: Command?
        var given: [(Flag, String)] = []
        var seen: Set<FlagName> = []
        var export: ExportFormat?
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            let name: String
            let inlineValue: String?
            switch argument {
            case .word(let word):
                throw UsageError(
                    "unexpected argument '\(Format.echo(word))' (flags start with --; see "
                        + "--help)"
                )
            case .option(let named, let inline):
                name = named
                inlineValue = inline
            }
            switch name {
            // Help and version win over valid flags, never over a malformed command line:
            // the rest is still checked, so an unknown flag is 64 in any order.
            case "help":
                early = early ?? .help
                continue
            case "help-markdown":
                early = early ?? .helpMarkdown
                continue
            case "help-man":
                early = early ?? .helpMan
                continue
            case "help-completion":
                early = early ?? .helpCompletion
                continue
            case "version":
                early = early ?? .version
                continue
            case "export":
                guard let value = reader.value(inline: inlineValue, takingOptions: true) else {
                    let allowed = ExportFormat.allowedText
                    throw UsageError("--export needs a value (one of \(allowed))")
                }
                guard let format = ExportFormat(rawValue: value) else {
                    throw UsageError(
                        "--export: unknown value '\(Format.echo(value))' "
                            + "(allowed: \(ExportFormat.allowedText))")
                }
                guard export == nil else { throw UsageError("--export is given twice") }
                export = format
                continue
            default: break
            }
            guard let flag = Flag.named(name) else {
                throw UsageError("unknown flag --\(Format.echo(name)) (see --help)")
            }
            guard !seen.contains(flag.id) else { throw UsageError("--\(name) is given twice") }
            seen.insert(flag.id)
            if case .toggle = flag.kind {
                if inlineValue != nil { throw UsageError("--\(name) takes no value") }
                given.append((flag, ""))
                continue
            }
            guard let value = reader.value(inline: inlineValue) else {
                throw UsageError("--\(name) needs a value (\(flag.allowed))")
            }
            given.append((flag, value))
        }
        return Scan(given: given, seen: seen, export: export, early: early)
    }
}
