import SheetCore

/// `SheetDesktop explain TRACE`: each release of a trace (or of a built-in gesture on the
/// command line's constants) replayed headless, with the inputs its rules saw, how its
/// velocity was estimated, each rule tested with the numbers compared, and the outcome.
@MainActor
enum ExplainCommand: Subcommand {
    static let name = "explain"
    /// The synopsis, as usage errors give it.
    static let usage = "usage: " + Help.explainUsage

    /// What the command line asks for.
    struct Request {
        /// The trace file, or `gesture:NAME`.
        var source: String
        /// `text` or `json`.
        var format = "text"
        /// The flags after a gesture: the constants it is made and replayed with.
        var flags: [String] = []
        /// `--platforms`: the pasted exports (by format) whose landing of the gesture is
        /// explained after SheetLab's.
        var platforms: [String]?
    }

    /// Its option, read by the one argument reader, then the sheet's flags (a gesture's).
    static let options = SubcommandOptions(
        ["format", "platforms"], usage: usage, takesSheetFlags: true)

    /// The request, or the one line saying why it cannot be.
    static func parse(_ arguments: [String]) throws(UsageError) -> Request {
        let scanned = try options.scan(arguments)
        guard let source = scanned.words.first else {
            throw UsageError("explain needs a TRACE (\(usage))")
        }
        if scanned.words.count > 1 {
            throw UsageError(
                "unexpected argument '\(Format.echo(scanned.words[1]))' (\(usage))")
        }
        let format = scanned.values["format"] ?? "text"
        guard ["text", "json"].contains(format) else {
            throw UsageError(
                "--format: unknown value '\(Format.echo(format))' (allowed: text, json)")
        }
        // A recorded trace carries its own constants; flags only make a gesture's.
        if !source.hasPrefix("gesture:"), let first = scanned.sheetFlags.first {
            throw UsageError(
                "unexpected argument '\(Format.echo(first))': a trace is explained with its "
                    + "own constants; flags apply to gesture:NAME (\(usage))")
        }
        var request = Request(source: source, format: format, flags: scanned.sheetFlags)
        if let text = scanned.values["platforms"] {
            guard source.hasPrefix("gesture:") else {
                throw UsageError(
                    "explain: --platforms explains a built-in gesture:NAME, not a trace")
            }
            guard format == "text" else {
                throw UsageError("explain: --platforms explains in text only")
            }
            var matrix = MatrixCommand.Request()
            try MatrixCommand.parsePlatforms(text, into: &matrix)
            request.platforms = matrix.platforms
        }
        return request
    }

    /// Where each of `platforms`' pasted sheets lands on `gesture`, after SheetLab's: what
    /// its library measures and where its release code sends it (the table's row of
    /// `matrix --platforms`, with the numbers behind it).
    static func platformsText(
        _ gesture: Gesture, _ configuration: Configuration, platforms: [String]
    ) throws -> String {
        let content = ConfigFile.landingContent
        try PlatformMatrix.checkFit(configuration, command: "explain --platforms")
        let chosen = ConfigFile.platforms.filter { platforms.contains($0.format.rawValue) }
        let table = PlatformMatrix(
            configuration: configuration, contentHeight: content, platforms: chosen.map(\.name)
        ) { $0.measuringContent { _, _ in content } }
        guard let row = table.rows.first(where: { $0.gesture == gesture.name }) else {
            return ""
        }
        let dismissLine = configuration.sheetStyle.detents(
            window: configuration.constants.window, contentHeight: content
        ).dismissLine
        var lines = ["", "", "Pasted exports (SheetLab: \(row.sheetLab)):"]
        for (index, platform) in chosen.enumerated() {
            let mark = table.differs(row, index) ? " (otherwise than SheetLab)" : ""
            lines.append("  \(platform.name) → \(row.cells[index])\(mark)")
            if let reason = table.reasons[index] {
                lines.append("    \(reason)")
                continue
            }
            let model = ConfigFile.releaseModel(
                configuration.constants, as: platform.format, contentHeight: content)
            if model == .uikit {
                lines.append(
                    "    SheetLab's uikit policy on this sheet: explain it with --preset uikit")
            }
            for line in model?.measured(gesture, dismissLine: dismissLine) ?? [] {
                lines.append("    " + line)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The trace to explain and its name: a built-in gesture made on the flags' constants,
    /// or a trace file as `--replay` reads it (its content measured, its `fit` checked).
    static func trace(_ request: Request) throws -> (Trace, String) {
        if request.source.hasPrefix("gesture:") {
            let name = String(request.source.dropFirst("gesture:".count))
            guard let gesture = Gesture.named(name) else {
                let names = Gesture.library.map(\.name).joined(separator: ", ")
                throw UsageError(
                    "explain: unknown gesture '\(Format.echo(name))' (allowed: \(names))")
            }
            guard case .run(let configuration) = try RunCommand.command(request.flags) else {
                throw UsageError("explain: \(request.flags.joined(separator: " ")) is not a run")
            }
            // A run's options (a window's, a replay's, files to read or write) would be taken
            // and ignored: only the sheet's constants make a gesture (and a config file of them).
            if let ignored = Flag.table.first(where: {
                $0.scope == .run && $0.id != .config
                    && configuration.explicitFlags.contains($0.id)
            }) {
                throw UsageError(
                    "explain: --\(ignored.name) is not one of the sheet's constants (explain "
                        + "replays a gesture on them alone: "
                        + "\(flag: .preset), \(flag: .policy), \(flag: .detents), ...)")
            }
            let trace = gesture.trace(configuration)
            try RunCommand.checkFitDetents([(trace.configuration, nil)], replaying: trace)
            return (trace, request.source)
        }
        let path = request.source
        let text = try TextFile.read(path, flag: nil, limit: TextFile.traceLimit)
        let trace = try Trace.parse(text, path: path)
        try RunCommand.checkFitDetents(
            [(trace.configuration, "\(Format.echo(path)): line 1")], replaying: trace, path: path)
        if let pair = trace.comparedPair {
            Output.error(
                "\(Format.echo(path)) was recorded with \(flag: .compare) \(Format.echo(pair)): "
                    + "explaining the first phone's releases")
        }
        return (trace, Format.echo(path))
    }

    /// Runs `explain` with `arguments` (those after the word); the exit status.
    static func run(_ arguments: [String]) -> ExitCode {
        if SubcommandOptions.asksForHelp(arguments) {
            return Output.result(usage + "\n" + Help.explainHelp)
        }
        do {
            let request = try parse(arguments)
            let (recorded, name) = try trace(request)
            let fonts = try App.openFonts(recorded.configuration)
            let layout = Layout(measurer: fonts)
            let trace = recorded.measuringContent { machine, _ in
                layout.contentHeight(for: machine)
            }
            let releases = try Explain.releases(trace)
            var platforms = ""
            if let chosen = request.platforms,
                let gesture = Gesture.named(String(request.source.dropFirst("gesture:".count)))
            {
                guard case .run(let configuration) = try RunCommand.command(request.flags) else {
                    throw UsageError(
                        "explain: \(request.flags.joined(separator: " ")) is not a run")
                }
                platforms = try platformsText(gesture, configuration, platforms: chosen)
            }
            return Output.result(
                request.format == "json"
                    ? Explain.json(releases, trace: trace, name: name)
                    : Explain.text(releases, trace: trace, name: name) + platforms)
        } catch {
            return Output.failure(error)
        }
    }
}
