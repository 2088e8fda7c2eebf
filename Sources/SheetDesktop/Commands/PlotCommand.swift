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

    /// Its options, read by the one argument reader.
    static let options = SubcommandOptions(["out", FlagName.scale.rawValue], usage: usage)

    /// The trace, the PNG's path and the scale, or the one line saying why it cannot be.
    static func parse(_ arguments: [String]) throws(UsageError) -> (String, String, Int) {
        let scanned = try options.scan(arguments)
        if scanned.words.count > 1 {
            throw UsageError(
                "unexpected argument '\(Format.echo(scanned.words[1]))' (\(usage))")
        }
        guard let tracePath = scanned.words.first else {
            throw UsageError("plot needs a TRACE (\(usage))")
        }
        guard let outPath = scanned.values["out"] else {
            throw UsageError("plot needs --out FILE.png (\(usage))")
        }
        guard !outPath.isEmpty else { throw UsageError("--out: the path is empty") }
        var scale = Plot.defaultScale
        if let value = scanned.values[FlagName.scale.rawValue] {
            guard let number = Int(value), Plot.scales.contains(number) else {
                throw UsageError(
                    "\(flag: .scale): '\(Format.echo(value))' is not a whole number from "
                        + "\(Plot.scales.lowerBound) to \(Plot.scales.upperBound)")
            }
            scale = number
        }
        try Flag.checkPNGName(outPath, option: "--out")
        return (tracePath, outPath, scale)
    }

    static func run(_ arguments: [String]) -> ExitCode {
        // `plot --help` asks for plot's own usage, as `--help` does for the app's.
        if SubcommandOptions.asksForHelp(arguments) {
            return Output.result(usage + "\n" + Help.plotHelp)
        }
        let tracePath: String
        let outPath: String
        let scale: Int
        do {
            (tracePath, outPath, scale) = try parse(arguments)
        } catch {
            return Output.failure(error)
        }
        guard access(outPath, F_OK) != 0 else {
            Output.error("--out \(Format.echo(outPath)): the file exists (it is never replaced)")
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
                Output.error("--out \(Format.echo(outPath)): cannot draw the plot")
                return .software
            }
            // Once writing, a signal waits: the PNG is finished (never left half written), and
            // the plot, complete, is reported as usual.
            Interrupt.deferStop()
            if let reason = FrameSink.saveNew(image, to: outPath) {
                Output.error("--out \(Format.echo(outPath)): cannot write (\(reason))")
                return .cannotCreate
            }
            // The path as given, but never raw control characters on the terminal.
            return Output.result(Format.echo(outPath, limit: Int.max))
        } catch {
            return Output.failure(error)
        }
    }
}
