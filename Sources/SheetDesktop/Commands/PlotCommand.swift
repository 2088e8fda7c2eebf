import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// `SheetDesktop plot TRACE --out plot.png [--scale N]`: height and velocity over time of a
/// replayed trace, drawn with SDL into a PNG.
@MainActor
enum PlotCommand: Subcommand {
    static let name = "plot"
    static let usage = "usage: " + Help.plotUsage

    static func run(_ arguments: [String]) -> ExitCode {
        // `plot --help` asks for plot's own usage, as `--help` does for the app's.
        if arguments.contains("--help") || arguments.contains("-h") {
            return Output.result(usage + "\n" + Help.plotHelp)
        }
        var tracePath: String?
        var outPath: String?
        var scale = 2
        var given: Set<String> = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            // Each option once: a second --out would silently win over the first.
            let option = argument.hasPrefix("--out=") ? "--out" : argument
            if option == "--out" || option == FlagName.scale.option {
                guard !given.contains(option) else {
                    Output.error("\(option) is given twice (\(usage))")
                    return .usage
                }
                given.insert(option)
            }
            if argument == "--out" || argument == FlagName.scale.option {
                guard index < arguments.count else {
                    Output.error("\(argument) needs a value (\(usage))")
                    return .usage
                }
                let value = arguments[index]
                index += 1
                if argument == "--out" {
                    outPath = value
                } else {
                    guard let number = Int(value), (1...4).contains(number) else {
                        Output.error(
                            "\(flag: .scale): '\(Format.echo(value))' is not a whole number "
                                + "from 1 to 4")
                        return .usage
                    }
                    scale = number
                }
            } else if argument.hasPrefix("--out=") {
                outPath = String(argument.dropFirst(6))
            } else if argument.hasPrefix("--") || tracePath != nil {
                Output.error("unexpected argument '\(Format.echo(argument))' (\(usage))")
                return .usage
            } else {
                tracePath = argument
            }
        }
        guard let tracePath, let outPath, !outPath.isEmpty else {
            Output.error(usage)
            return .usage
        }
        do {
            try Flag.checkPNGName(outPath, option: "--out")
        } catch {
            Output.error(error.message)
            return .usage
        }
        guard access(outPath, F_OK) != 0 else {
            Output.error("--out \(outPath): the file exists (it is never replaced)")
            return .cannotCreate
        }
        // Until the PNG is written, a plot has made nothing: a signal ends it at once.
        Interrupt.catchStopSignals(atOnce: true)
        do {
            let text = try TextFile.read(tracePath, flag: nil, limit: TextFile.traceLimit)
            let parsed = try Trace.parse(text, path: tracePath)
            let fonts = try App.openFonts(Configuration())
            // Laid out with the real fonts, so a recorded content scroll replays the same way.
            let layout = Layout(measurer: fonts)
            // A `fit` detent that cannot rise with the trace's own content: the trace is bad
            // (the line that recorded the content, else the header whose text is measured).
            try RunCommand.checkFitDetents(
                [(parsed.configuration, "\(Format.echo(tracePath)): line 1")], replaying: parsed,
                path: tracePath)
            let trace = parsed.measuringContent { machine, _ in layout.contentHeight(for: machine) }
            let plot = Plot(trace: trace, title: Plot.title(path: tracePath, trace.configuration))
            guard
                let canvas = OffscreenCanvas(size: Plot.size, density: Double(scale), fonts: fonts)
            else {
                Output.error("cannot create an offscreen renderer")
                return .software
            }
            let scene = Scene(
                size: Plot.size, background: .white, page: [],
                pageFrame: Rect(x: 0, y: 0, width: 0, height: 0),
                pageCornerRadius: 0, pageDim: 0, items: plot.items(measurer: fonts))
            guard let image = canvas.render(scene) else {
                Output.error("--out \(outPath): cannot draw the plot")
                return .software
            }
            // Once writing, a signal waits: the PNG is finished (never left half written), and
            // the plot, complete, is reported as usual.
            Interrupt.deferStop()
            if let reason = FrameSink.saveNew(image, to: outPath) {
                Output.error("--out \(outPath): cannot write (\(reason))")
                return .cannotCreate
            }
            // The path as given, but never raw control characters on the terminal.
            return Output.result(Format.echo(outPath, limit: Int.max))
        } catch {
            return Output.failure(error)
        }
    }
}
