/// What the command line asks for.
package enum Command: Equatable, Sendable {
    /// Open the window (or replay, headless) with this configuration.
    case run(Configuration)
    /// `--help` or `-h`: print every flag with its default and unit, and exit.
    case help
    /// `--help-markdown`: the same as a Markdown table, for the README.
    case helpMarkdown
    /// `--version`: print the version and exit.
    case version
    /// `--export FORMAT`: write the constants to a file and exit.
    case export(Configuration, ExportFormat)
}

/// What `--export` writes.
package enum ExportFormat: String, CaseIterable, Sendable {
    case json, swift, swiftui, compose, android, vaul, gorhom, flutter

    /// The formats as `--help` and messages list them: "json, swift, ...".
    package static var allowedText: String { allCases.map(\.rawValue).joined(separator: ", ") }
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
        let onLine = Set(given.map(\.0.name))
        let inFile = Set(fileEntries.map(\.0.name))
        if let device = scratch.device.figures, !onLine.contains("window"),
            onLine.contains("device") || !inFile.contains("window")
        {
            scratch.window = device.size
        }
        var configuration = Configuration(style: scratch.style)
        configuration.window = scratch.window
        if configuration.style == .sheet {
            scratch.preset.apply(to: &configuration)
            // The system sheet's own figures, over the preset's; flags given still win.
            configuration.device = scratch.device
            if scratch.look == .ios { SystemSheetLook.apply(to: &configuration) }
        }
        for (flag, value) in fileEntries + given { try flag.apply(value, to: &configuration) }
        // A device typed on the command line is the window, over a config file's.
        if scratch.device != .none, onLine.contains("device"), !onLine.contains("window") {
            configuration.window = scratch.window
        }
        if configuration.style == .sheet, !seen.contains("undimmed-detent"),
            !fileEntries.contains(where: { $0.0.name == "undimmed-detent" })
        {
            configuration.undimmedDetent = scratch.preset.undimmedDetent(on: configuration)
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
        _ configuration: Configuration, given: Set<String>, export: ExportFormat?
    ) throws(UsageError) {
        // In --help order, so the first flag named is the first the user reads.
        let names = Flag.table.map(\.name).filter(given.contains)
        if export != nil {
            // An export writes the constants and exits: nothing of a run happens. A config
            // file feeds the constants exported; --export-dir says where they go.
            let runOnly = Set(
                Flag.table.filter { $0.scope == .run && !$0.feedsExport }.map(\.name))
            if let name = names.first(where: runOnly.contains) {
                throw UsageError(
                    "--\(name) cannot be used with --export (it writes the constants and exits, "
                        + "with no run)"
                )
            }
        }
        if given.contains("content"), given.contains("sheet-image") {
            // Both are the sheet's content: one would be dropped without a word.
            throw UsageError(
                "--content cannot be used with --sheet-image (each is the sheet's content)")
        }
        if configuration.compare != nil,
            let name = names.first(where: ["preset", "style"].contains)
        {
            throw UsageError(
                "--\(name) cannot be used with --compare (each phone takes its preset or style "
                    + "from the pair)"
            )
        }
        if let path = configuration.replayPath, configuration.compare == nil,
            !path.hasPrefix("gesture:")
        {
            // A replay runs the trace's own constants (its header); only how it is shown and
            // paced comes from the command line. --compare A,B replays into other constants.
            // A built-in gesture has no constants of its own: it plays on the command line's.
            let shown: Set<String> = ["fps"]
            let constants = Set(ConfigFile.flags.map(\.name)).subtracting(shown).union(["config"])
            if let name = names.first(where: constants.contains) {
                throw UsageError(
                    "--\(name) cannot be used with --replay "
                        + "(a replay runs the trace's own constants; "
                        + "--compare A,B replays it into others)")
            }
        }
        if configuration.headless, let name = names.first(where: ["hud", "panel"].contains) {
            // Both are drawn in the window, over the phone; a headless replay's frames show
            // the phone alone.
            throw UsageError("--\(name) cannot be used with --headless (it is drawn in the window)")
        }
        if configuration.stats, given.contains("frames") {
            // --stats times the frames drawn as a window draws them; with --frames every frame
            // is written instead, so there would be nothing to time.
            throw UsageError(
                "--stats cannot be used with --frames (every frame is written, none is drawn as a "
                    + "window draws it; --filmstrip leaves frames to time)")
        }
        if configuration.detents != nil, given.contains("default-height") {
            // The list holds every detent; the shorthand's default is not one of them.
            throw UsageError(
                "--default-height cannot be used with --detents (the list sets every detent: "
                    + "write default=HEIGHT in it)")
        }
        if configuration.stats, given.contains("video") {
            // As with --frames: every frame goes into the clip, none is drawn as a window
            // draws it.
            throw UsageError(
                "--stats cannot be used with --video (every frame is encoded, none is drawn as a "
                    + "window draws it)")
        }
        if given.contains("filmstrip-every"), configuration.filmstripPath == nil {
            throw UsageError("--filmstrip-every needs --filmstrip")
        }
    }

    /// The error for a `--compare` name that is no preset, no style and no file to read:
    /// it lists the names that are valid.
    package static func unknownCompareName(_ name: String, reason: String) -> UsageError {
        let presets = Preset.allCases.map(\.rawValue).joined(separator: ", ")
        let styles = StyleKind.allCases.map(\.rawValue).joined(separator: ", ")
        return UsageError(
            "--compare: '\(Format.echo(name))' is not a preset (\(presets)), a style (\(styles)) "
                + "or a readable config file (\(reason))")
    }

    /// The command line read flag by flag, each known, given once and with its value; no
    /// value checked yet.
    struct Scan {
        var given: [(Flag, String)]
        var seen: Set<String>
        var export: ExportFormat?
        /// `--help`, `-h`, `--help-markdown` or `--version`, the first given.
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
        var seen: Set<String> = []
        var export: ExportFormat?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") && argument.count > 2 || argument == "-h" else {
                throw UsageError(
                    "unexpected argument '\(Format.echo(argument))' (flags start with --; see "
                        + "--help)"
                )
            }
            var name = argument == "-h" ? "help" : String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
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
            case "version":
                early = early ?? .version
                continue
            case "export":
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else {
                        let allowed = ExportFormat.allowedText
                        throw UsageError("--export needs a value (one of \(allowed))")
                    }
                    value = arguments[index]
                    index += 1
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
            guard !seen.contains(name) else { throw UsageError("--\(name) is given twice") }
            seen.insert(name)
            if case .toggle = flag.kind {
                if inlineValue != nil { throw UsageError("--\(name) takes no value") }
                given.append((flag, ""))
                continue
            }
            if let inlineValue {
                given.append((flag, inlineValue))
            } else {
                guard index < arguments.count,
                    !(arguments[index].hasPrefix("--") && arguments[index].count > 2)
                else {
                    throw UsageError("--\(name) needs a value (\(flag.allowed))")
                }
                given.append((flag, arguments[index]))
                index += 1
            }
        }
        return Scan(given: given, seen: seen, export: export, early: early)
    }
}

extension Configuration {
    /// `--self.detents` and `--undimmed-detent` against the self.style and the window: a list only
    /// where
    /// the self.style rests at a list; heights (resolved in the starting self.window) rising
    /// strictly,
    /// every one above `--dismiss-height`; the undimmed detent one of them.
    func validateDetentList() throws(UsageError) {
        if self.detents != nil, !self.style.takesDetentList {
            throw UsageError(
                "--detents cannot be used with --style \(self.style.rawValue) (its detents are the "
                    + "write-up's own; lists work with --style sheet and half)")
        }
        let resolved = self.style.behavior(self).detents(window: self.window)
        let undimmed = self.undimmedDetent.rawValue
        // Another self.style's defaults never name one; a name the user typed must exist.
        if self.style == .sheet || explicitFlags.contains("undimmed-detent"),
            self.undimmedDetent != .none,
            resolved.named(undimmed) == nil
        {
            let names = resolved.resting.map(\.name).joined(separator: ", ")
            throw UsageError(
                "--undimmed-detent: unknown detent '\(Format.echo(undimmed))' "
                    + "(allowed: none, \(names))")
        }
        guard let specs = self.detents else { return }
        // Resolved without clamping: what the user wrote, in the starting self.window. A `fit`
        // detent depends on the content (measured only once drawn): it is not compared here.
        let maxHeight =
            self.style == .sheet ? maxHeight(windowHeight: self.window.height) : self.window.height
        let dismiss = self.style == .sheet ? self.dismissHeight : 0
        // A device's bottom safe area lies under heights in points (and the dismiss line):
        // compared on screen, named as written with the inset said.
        let baseline = self.detentBaseline
        let above = " above the \(Format.number(baseline)) pt bottom safe area"
        let dismissShown =
            Format.number(dismiss)
            + (baseline > 0 ? " (\(Format.number(dismiss + baseline)) pt on screen)" : "")
        // What a `fit` detent must satisfy whatever the content: its cap (max) above the
        // dismiss line, and no second `fit` (two would always sit at the same height).
        let fits = specs.filter { $0.value == .fit }
        if fits.count > 1 {
            throw UsageError(
                "--detents: \(fits[0].name) and \(fits[1].name) are both fit: they would sit at "
                    + "the same height")
        }
        if let fit = fits.first, maxHeight <= dismiss + baseline {
            throw UsageError(
                "--detents: \(fit.name) (at most max, \(Format.number(maxHeight)) pt) must be "
                    + "above --dismiss-height \(dismissShown)")
        }
        // A fit is at most max: after a max detent it could never rise above it.
        if let fit = fits.first, let fitIndex = specs.firstIndex(of: fit),
            let top = specs[..<fitIndex].first(where: { $0.value == .max })
        {
            throw UsageError(
                "--detents: \(fit.name) (fit: at most max) must be below \(top.name) (max): "
                    + "heights rise, "
                    + "lowest first")
        }
        var previous: (spec: DetentSpec, height: Double, named: String)?
        for spec in specs where spec.value != .fit {
            let height = spec.value.heightOnScreen(
                windowHeight: self.window.height, maxHeight: maxHeight, contentHeight: 0,
                baseline: baseline)
            var named = "\(spec.name) (\(Format.number(height)) pt)"
            if case .points(let points) = spec.value, baseline > 0 {
                named = "\(spec.name) (\(Format.number(points)) pt\(above))"
            }
            if height > maxHeight {
                // 100 % is the self.window; the highest a sheet rests at is max (under the top
                // inset).
                let hint = height >= self.window.height ? "; the highest detent is written max" : ""
                throw UsageError(
                    "--detents: \(named) is above max (\(Format.number(maxHeight)) pt in a "
                        + "\(Format.number(self.window.height)) pt window)\(hint)")
            }
            if height <= dismiss + baseline {
                // A dismiss line at its default: a list of low self.detents (Apple
                // Maps' small) needs it lowered, which the user may not know is a flag.
                let hint =
                    self.dismissHeight != Configuration().dismissHeight
                    ? "" : " (its default: lower it below \(spec.name))"
                throw UsageError(
                    "--detents: \(named) must be above --dismiss-height \(dismissShown)\(hint)"
                )
            }
            if let previous, height <= previous.height {
                throw UsageError(
                    "--detents: \(named) must be above \(previous.named): heights rise, "
                        + "lowest first")
            }
            previous = (spec, height, named)
        }
    }

    /// Checks a `fit` detent against its neighbours and the dismiss line once the content is
    /// measured (`contentHeight` points, at the starting self.window's width): the list must still
    /// rise, lowest first, and sit above `--dismiss-height`, as every other detent must.
    package func validateFit(contentHeight: Double) throws(UsageError) {
        guard let specs = self.detents, let index = specs.firstIndex(where: { $0.value == .fit })
        else { return }
        let maxHeight =
            self.style == .sheet ? maxHeight(windowHeight: self.window.height) : self.window.height
        let dismiss = self.style == .sheet ? self.dismissHeight : 0
        // Compared on screen, as the detents are placed (`DetentSet`): on a device, points, the
        // content and the dismiss line stand above the bottom safe area.
        let baseline = self.detentBaseline
        func height(_ spec: DetentSpec) -> Double {
            spec.value.heightOnScreen(
                windowHeight: self.window.height, maxHeight: maxHeight,
                contentHeight: contentHeight, baseline: baseline)
        }
        let above = baseline > 0 ? " above the \(Format.number(baseline)) pt bottom safe area" : ""
        /// A neighbour's height as written: points above the safe area, else on screen.
        func shown(_ spec: DetentSpec) -> String {
            guard case .points(let points) = spec.value else {
                return "\(Format.number(height(spec))) pt"
            }
            return "\(Format.number(points)) pt\(above)"
        }
        let fit = specs[index]
        let measured =
            contentHeight + baseline > maxHeight
            ? "the content is \(Format.number(contentHeight)) pt\(above), capped at max "
                + "\(Format.number(maxHeight)) pt"
            : "the content is \(Format.number(contentHeight)) pt\(above)"
        let named = "\(fit.name) (fit: \(measured))"
        let fitHeight = height(fit)
        if fitHeight <= dismiss + baseline {
            let hint =
                self.dismissHeight != Configuration().dismissHeight
                ? "" : " (its default: lower it below \(fit.name))"
            throw UsageError(
                "--detents: \(named) must be above --dismiss-height "
                    + "\(Format.number(dismiss))\(hint)"
            )
        }
        if index > 0, fitHeight <= height(specs[index - 1]) {
            let below = specs[index - 1]
            throw UsageError(
                "--detents: \(named) must be above \(below.name) (\(shown(below))): "
                    + "heights rise, lowest first")
        }
        if index + 1 < specs.count, height(specs[index + 1]) <= fitHeight {
            let next = specs[index + 1]
            throw UsageError(
                "--detents: \(named) must be below \(next.name) (\(shown(next))): "
                    + "heights rise, lowest first")
        }
    }

    /// Where a constant the user did not give came from, for a message naming its value: the
    /// iOS look (which works some out from the window) or the style's default; nothing where
    /// it is not known for sure (a preset's, or one set on the panel).
    func origin(_ flag: String) -> String {
        guard !explicitFlags.contains(flag) else { return "" }
        let byLook: Set<String> = [
            "default-height", "top-inset", "corner-radius", "dim-alpha", "card-scale",
        ]
        if self.look == .ios, byLook.contains(flag) {
            return " (set by --look ios for this window)"
        }
        guard let known = Flag.named(flag) else { return "" }
        let isDefault = known.value(in: self) == known.value(in: Configuration(style: self.style))
        return isDefault ? " (the default)" : ""
    }

    /// Checks what no single flag can: the start position, and that the style's detents fit
    /// the window (for the sheet: 0 < dismiss < default < max = the window's height less the
    /// top inset).
    package func validate() throws(UsageError) {
        let starts = self.style.startNames(self)
        guard starts.contains(self.start) else {
            throw UsageError(
                "--start: unknown value '\(Format.echo(self.start))' for --style "
                    + "\(self.style.rawValue) "
                    + "(allowed: \(starts.joined(separator: ", ")))")
        }
        if let scale = self.scale,
            max(self.window.width, self.window.height) * Double(scale) > 16384
        {
            throw UsageError(
                "--window \(self.window) at --scale \(scale) is "
                    + "\(Format.number(self.window.width * Double(scale)))x"
                    + "\(Format.number(self.window.height * Double(scale))) pixels (allowed: "
                    + "each side up to 16384)"
            )
        }
        if self.headless, self.replayPath == nil {
            throw UsageError("--headless needs --replay (a window-less run replays a trace)")
        }
        for (flag, path) in [
            ("frames", self.framesPath), ("filmstrip", self.filmstripPath),
            ("video", self.videoPath),
        ]
        where path != nil && self.replayPath == nil {
            throw UsageError("--\(flag) needs --replay (it writes the replayed frames)")
        }
        if let path = self.videoPath, let refusal = ClipFormat.refusal(path: path) {
            throw refusal
        }
        if self.compare != nil, self.panel {
            throw UsageError("--panel tunes one phone; it cannot be used with --compare")
        }
        if self.recordPath != nil, self.replayPath != nil {
            throw UsageError("--record and --replay cannot be used together")
        }
        try validateDetentList()
        let windowHeight = Format.number(self.window.height)
        switch self.style {
        case .sheet: break
        case .fixed:
            guard self.panelHeight <= self.window.height else {
                throw UsageError(
                    "--panel-height \(Format.number(self.panelHeight)) must not exceed the "
                        + "window height \(windowHeight)"
                )
            }
            return
        case .card:
            guard self.cardTop < self.window.height else {
                throw UsageError(
                    "--card-top \(Format.number(self.cardTop)) must be below the window height "
                        + "\(windowHeight)"
                )
            }
            return
        case .peek:
            guard self.peekHeight < self.window.height / 2 else {
                throw UsageError(
                    "--peek-height \(Format.number(self.peekHeight)) must be below half the "
                        + "window height \(windowHeight)"
                )
            }
            return
        case .modal, .half: return
        }
        // A list replaces the shorthand; its own checks ran above.
        if self.detents != nil { return }
        let maxHeight = maxHeight(windowHeight: self.window.height)
        let dismiss = Format.number(self.dismissHeight)
        let standard = Format.number(self.defaultHeight)
        guard self.dismissHeight < self.defaultHeight else {
            throw UsageError(
                "--dismiss-height \(dismiss)\(origin("dismiss-height")) must be below "
                    + "--default-height \(standard)\(origin("default-height"))")
        }
        // A top inset that leaves no room above the default detent is the inset's fault when
        // it was the value given (or leaves no sheet at all), not the default height's.
        let topInsetAllowed = self.window.height - self.defaultHeight
        if self.defaultHeight >= maxHeight, explicitFlags.contains("top-inset"),
            topInsetAllowed > 0,
            !explicitFlags.contains("default-height") || maxHeight <= 0
        {
            throw UsageError(
                "--top-inset \(Format.number(self.topInset)) is out of range "
                    + "(allowed: < \(Format.number(topInsetAllowed)) pt, "
                    + "so that the max height, --window height \(windowHeight) - --top-inset, "
                    + "stays above --default-height \(standard))")
        }
        let inset = self.safeArea.bottom
        guard self.defaultHeight + inset < maxHeight else {
            // On a device the default height stands above the bottom safe area.
            let above = inset > 0 ? " (+ the \(Format.number(inset)) pt bottom safe area)" : ""
            let gap =
                inset > 0
                ? "the larger of the safe area's top and --top-inset "
                : "--top-inset "
            throw UsageError(
                "--default-height \(standard)\(above) must be below the max height "
                    + "\(Format.number(maxHeight)) (--window height "
                    + "\(Format.number(self.window.height)) - \(gap)"
                    + "\(Format.number(self.topInset)))"
            )
        }
    }
}
