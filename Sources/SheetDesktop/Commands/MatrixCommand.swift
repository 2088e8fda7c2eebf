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
        var detents: [String] = []
        var format = "text"
        /// Where the grid's PNG goes (a new file).
        var out: String?
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Request {
        var request = Request()
        var given: Set<String> = []
        var index = 0
        while index < arguments.count {
            var argument = arguments[index]
            index += 1
            var value: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                value = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            guard argument.hasPrefix("-") else {
                guard !request.traces.contains(argument) else {
                    throw UsageError(
                        "the trace '\(Format.echo(argument))' is given twice (\(usage))")
                }
                request.traces.append(argument)
                continue
            }
            guard ["--presets", "--policies", "--detents", "--format", "--out"].contains(argument)
            else {
                let hint = argument.hasPrefix("--") ? "" : "; a trace named so is ./\(argument)"
                throw UsageError(
                    "unexpected argument '\(Format.echo(argument))' (\(usage))"
                        + Format.echo(hint))
            }
            guard given.insert(argument).inserted else {
                throw UsageError("\(argument) is given twice (\(usage))")
            }
            if value == nil {
                guard index < arguments.count else {
                    throw UsageError("\(argument) needs a value (\(usage))")
                }
                value = arguments[index]
                index += 1
            }
            let text = value ?? ""
            let list = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            switch argument {
            case "--presets":
                request.presets = text == "all" ? Preset.allCases.map(\.rawValue) : list
                try Self.refuseRepeats(in: request.presets, flag: argument)
                for name in request.presets where Preset(rawValue: name) == nil {
                    let allowed = Preset.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError(
                        "--presets: unknown preset '\(Format.echo(name))' "
                            + "(allowed: all, \(allowed))"
                    )
                }
            case "--policies":
                request.policies = text == "all" ? PolicyKind.allCases.map(\.rawValue) : list
                try Self.refuseRepeats(in: list, flag: argument)
                for name in request.policies ?? [] where PolicyKind(rawValue: name) == nil {
                    let allowed = PolicyKind.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError(
                        "--policies: unknown policy '\(Format.echo(name))' "
                            + "(allowed: all, \(allowed))")
                }
            case "--detents":
                request.detents = ["--detents", text]
            case "--out":
                guard !text.isEmpty else { throw UsageError("--out: the path is empty") }
                try Flag.checkPNGName(text, option: "--out")
                request.out = text
            default:
                guard ["text", "md", "json"].contains(text) else {
                    throw UsageError(
                        "--format: unknown value '\(Format.echo(text))' (allowed: text, md, json)")
                }
                request.format = text
            }
        }
        return request
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
    static func columns(_ request: Request) throws(UsageError) -> [Matrix.Column] {
        var columns: [Matrix.Column] = []
        for preset in request.presets {
            for policy in request.policies.map({ $0.map(Optional.some) }) ?? [nil] {
                let arguments =
                    ["--preset", preset] + (policy.map { ["--policy", $0] } ?? [])
                    + request.detents
                guard case .run(let configuration) = try Command.parse(arguments) else {
                    throw UsageError("\(arguments.joined(separator: " ")) is not a run")
                }
                columns.append(
                    Matrix.Column(preset: preset, policy: policy, configuration: configuration))
            }
        }
        return columns
    }

    static func run(_ arguments: [String]) -> ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            return Output.result(usage + "\n" + Help.matrixHelp)
        }
        do {
            let request = try parse(arguments)
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
                            configuration.window = recorded.configuration.window
                            configuration.start = recorded.configuration.start
                            configuration.contentText = recorded.configuration.contentText
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
