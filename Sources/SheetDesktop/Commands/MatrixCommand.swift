import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// `SheetDesktop matrix`: every gesture through every preset (and policy), where each lands.
@MainActor
enum MatrixCommand: Subcommand {
    static let name = "matrix"
    static let usage = "usage: " + Help.matrixUsage

    /// What the command line asks for, or the one line saying why it cannot be.
    struct Request {
        var traces: [String] = []
        var presets = Preset.allCases.map(\.rawValue)
        var policies: [String]?
        /// The sheet's flags (`--detents`, `--dismiss-height`, a `--config` file, ...), as
        /// typed: every column's constants, over its preset's.
        var flags: [String] = []
        var format = "text"
        /// Where the grid's PNG goes (a new file).
        var out: String?
        /// `--platforms`: the exports (by format) whose pasted sheets are compared with
        /// SheetLab's, instead of presets.
        var platforms: [String]?
        /// Whether `--presets` was given.
        var presetsGiven = false
    }

    /// Its options, read by the one argument reader, then the sheet's flags.
    static let options = SubcommandOptions(
        ["presets", "policies", "platforms", "format", "out"], usage: usage,
        takesSheetFlags: true)

    static func parse(_ arguments: [String]) throws(UsageError) -> Request {
        var request = Request()
        // With --platforms one sheet is compared: its --preset and --policy are the sheet's,
        // as an export's header names them.
        let comparesPlatforms = arguments.contains {
            $0 == "--platforms" || $0.hasPrefix("--platforms=")
        }
        let scanned = try options.scan(arguments) { (flag: Flag) throws(UsageError) in
            if comparesPlatforms, flag.id == .preset || flag.id == .policy { return }
            try checkSheetFlag(flag)
        }
        for trace in scanned.words {
            guard !request.traces.contains(trace) else {
                throw UsageError("the trace '\(Format.echo(trace))' is given twice (\(usage))")
            }
            request.traces.append(trace)
        }
        request.flags = scanned.sheetFlags
        let named = scanned.sheetFlagNames
        func list(_ text: String) -> [String] {
            text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        if let text = scanned.values["presets"] {
            request.presetsGiven = true
            request.presets = text == "all" ? Preset.allCases.map(\.rawValue) : list(text)
            try Self.refuseRepeats(in: request.presets, flag: "--presets")
            for name in request.presets where Preset(rawValue: name) == nil {
                let allowed = Preset.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(
                    "--presets: unknown preset '\(Format.echo(name))' (allowed: all, \(allowed))")
            }
        }
        if let text = scanned.values["platforms"] {
            try parsePlatforms(text, into: &request)
        }
        if let text = scanned.values["policies"] {
            request.policies = text == "all" ? PolicyKind.allCases.map(\.rawValue) : list(text)
            try Self.refuseRepeats(in: list(text), flag: "--policies")
            for name in request.policies ?? [] where PolicyKind(rawValue: name) == nil {
                let allowed = PolicyKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(
                    "--policies: unknown policy '\(Format.echo(name))' (allowed: all, \(allowed))")
            }
        }
        if let text = scanned.values["out"] {
            guard !text.isEmpty else { throw UsageError("--out: the path is empty") }
            try Flag.checkPNGName(text, option: "--out")
            request.out = text
        }
        if let text = scanned.values["format"] {
            guard ["text", "md", "json"].contains(text) else {
                throw UsageError(
                    "--format: unknown value '\(Format.echo(text))' (allowed: text, md, json)")
            }
            request.format = text
        }
        if request.platforms != nil {
            if let trace = request.traces.first {
                throw UsageError(
                    "matrix: --platforms replays the built-in gestures only, not the trace "
                        + "'\(Format.echo(trace))'")
            }
            if request.policies != nil {
                throw UsageError("matrix: --platforms takes no --policies (one sheet is compared)")
            }
            if request.presetsGiven, request.presets.count != 1 {
                throw UsageError(
                    "matrix: --platforms compares one sheet: name one preset with --preset")
            }
            if request.presetsGiven, named.contains(.preset) {
                throw UsageError("matrix: give the sheet's preset once, with --preset")
            }
            if request.out != nil {
                throw UsageError(
                    "matrix: --out draws the presets' grid; --platforms prints a table only")
            }
        }
        // A trace replays in its own window from where it started, whatever the column.
        if !request.traces.isEmpty,
            let name = named.first(where: [FlagName.window, .device, .start].contains)
        {
            throw UsageError(
                "matrix: --\(name) cannot be used with a TRACE (a trace replays in its own "
                    + "window, from where it started)")
        }
        return request
    }

    /// `--platforms LIST|all`: export formats with a sheet library (`swift` is UIKit's).
    static func parsePlatforms(_ text: String, into request: inout Request) throws(UsageError) {
        let known = ConfigFile.platforms.map(\.format.rawValue)
        let names =
            text == "all"
            ? known : text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if names.contains(""), text != "all" {
            throw UsageError(
                "--platforms: a platform's name is empty in '\(Format.echo(text))' (allowed: "
                    + "all, \(known.joined(separator: ", ")))")
        }
        if names.count > 1, names.contains("all") {
            throw UsageError("--platforms: all stands alone (or list the platforms)")
        }
        try refuseRepeats(in: names, flag: "--platforms")
        for name in names where !known.contains(name) {
            throw UsageError(
                "--platforms: unknown platform '\(Format.echo(name))' (allowed: all, "
                    + "\(known.joined(separator: ", ")))")
        }
        request.platforms = names
    }

    /// `matrix --platforms`: SheetLab's sheet against each chosen export's, as text, Markdown
    /// or JSON.
    static func platformTable(_ request: Request) throws -> String {
        let arguments =
            (request.presetsGiven ? [FlagName.preset.option, request.presets[0]] : [])
            + request.flags
        guard case .run(let configuration) = try RunCommand.command(arguments) else {
            throw UsageError("matrix: \(arguments.joined(separator: " ")) is not a run")
        }
        // A fit detent holds the content the export headers give it (the exports measure
        // their own on the device): the same table as theirs.
        let content = ConfigFile.landingContent
        try PlatformMatrix.checkFit(configuration, command: "matrix --platforms")
        let chosen = ConfigFile.platforms.filter {
            request.platforms?.contains($0.format.rawValue) ?? false
        }
        let table = PlatformMatrix(
            configuration: configuration, contentHeight: content, platforms: chosen.map(\.name)
        ) { $0.measuringContent { _, _ in content } }
        switch request.format {
        case "md": return table.markdown
        case "json": return table.json
        default: return table.text
        }
    }

    /// Why `matrix` cannot take the sheet's flag `flag`, if it cannot: a column's choice
    /// (`--preset`, `--policy`), or one of a run's options (a window's, a replay's, files
    /// written), which a table of headless replays would take and ignore. A `--config` file of
    /// constants is taken.
    static func checkSheetFlag(_ flag: Flag) throws(UsageError) {
        let name = flag.name
        if flag.id == .preset || flag.id == .policy {
            let columns = flag.id == .preset ? "--presets" : "--policies"
            throw UsageError(
                "matrix: --\(name) is a column's choice; name the columns with \(columns) LIST")
        }
        if flag.scope == .run, flag.id != .config {
            throw UsageError(
                "matrix: --\(name) is not one of the sheet's constants (matrix replays gestures "
                    + "on them alone: "
                    + "\(flag: .detents), \(flag: .dismissHeight), \(flag: .style), ...)")
        }
    }

    /// A usage error when `names` (a `--presets` or `--policies` list) names one twice: the
    /// grid would show the same column twice.
    static func refuseRepeats(in names: [String], flag: String) throws(UsageError) {
        var seen: Set<String> = []
        for name in names where !seen.insert(name).inserted {
            throw UsageError("\(flag): '\(Format.echo(name))' is listed twice")
        }
    }

    /// The columns: each preset, with each policy when policies are named.
    static func columns(_ request: Request) throws -> [Matrix.Column] {
        var columns: [Matrix.Column] = []
        for preset in request.presets {
            for policy in request.policies.map({ $0.map(Optional.some) }) ?? [nil] {
                let arguments =
                    [FlagName.preset.option, preset]
                    + (policy.map { [FlagName.policy.option, $0] } ?? [])
                    + request.flags
                guard case .run(let configuration) = try RunCommand.command(arguments) else {
                    throw UsageError("matrix: \(arguments.joined(separator: " ")) is not a run")
                }
                // Only the sheet style takes a preset's constants: the others' columns would
                // all be the same.
                let style = configuration.constants.style
                if !style.traits.tunedByPresets, request.presets.count > 1 {
                    throw UsageError(
                        "matrix: \(flag: .style) \(style.rawValue) takes no preset's constants, "
                            + "so every "
                            + "preset's column would be the same (name one with --presets)")
                }
                columns.append(
                    Matrix.Column(preset: preset, policy: policy, configuration: configuration))
            }
        }
        return columns
    }

    static func run(_ arguments: [String]) -> ExitCode {
        if SubcommandOptions.asksForHelp(arguments) {
            return Output.result(usage + "\n" + Help.matrixHelp)
        }
        do {
            let request = try parse(arguments)
            if request.platforms != nil { return Output.result(try platformTable(request)) }
            let columns = try columns(request)
            if let out = request.out, access(out, F_OK) == 0 {
                Output.error("--out \(Format.echo(out)): the file exists (it is never replaced)")
                return .cannotCreate
            }
            var rows: [(name: String, trace: (Configuration) -> Trace)] = []
            for path in request.traces {
                let text = try TextFile.read(path, flag: nil, limit: TextFile.traceLimit)
                let recorded = try Trace.parse(text, path: path)
                // The trace's inputs, on each column's constants in the trace's window and
                // starting where the trace started; the content is measured for each.
                let entries = recorded.entries.filter {
                    if case .content = $0.input { return false }
                    return true
                }
                rows.append(
                    (
                        Format.echo(path),
                        { configuration in
                            var configuration = configuration
                            configuration.constants.window = recorded.configuration.constants.window
                            configuration.constants.start = recorded.configuration.constants.start
                            configuration.run.contentText = recorded.configuration.run.contentText
                            return Trace(configuration: configuration, entries: entries)
                        }
                    ))
            }
            if request.traces.isEmpty {
                rows = Gesture.library.map { gesture in (gesture.name, gesture.trace) }
            }
            let fonts = try App.openFonts(Configuration())
            let layout = Layout(measurer: fonts)
            let matrix = Matrix(columns: columns, rows: rows) { trace in
                trace.measuringContent { machine, _ in layout.contentHeight(for: machine) }
            }
            if let out = request.out {
                guard
                    let canvas = OffscreenCanvas(size: matrix.gridSize, density: 1, fonts: fonts),
                    let image = canvas.render(
                        Scene(
                            size: matrix.gridSize, background: .white, page: [],
                            pageFrame: Rect(x: 0, y: 0, width: 0, height: 0),
                            pageCornerRadius: 0, pageDim: 0,
                            items: matrix.gridItems(measurer: fonts)))
                else {
                    Output.error("--out \(Format.echo(out)): cannot draw the grid")
                    return .software
                }
                if let reason = FrameSink.saveNew(image, to: out) {
                    Output.error("--out \(Format.echo(out)): cannot write (\(reason))")
                    return .cannotCreate
                }
            }
            switch request.format {
            case "md": return Output.result(matrix.markdown)
            case "json": return Output.result(matrix.json)
            default: return Output.result(matrix.text)
            }
        } catch {
            return Output.failure(error)
        }
    }
}
