import Testing

@testable import SheetCore

/// `plot` over detent lists (R3 #12, R4 #10): the title names the policy that made the
/// decisions; a `fit` detent is drawn at the content's measured height, or named without a
/// line when the replay never measured content; the height axis holds the whole curve.
@Suite struct PlotDetentTests {
    static func detentLabels(_ plot: Plot) -> [String] {
        plot.items(measurer: FakeMeasurer()).compactMap { item -> String? in
            if case .text(let run) = item, run.color == Plot.detentColor { return run.text }
            return nil
        }
    }

    static func detentLineHeights(_ plot: Plot) -> [Double] {
        plot.items(measurer: FakeMeasurer()).compactMap { item -> Double? in
            guard case .line(let points, let color) = item, color == Plot.detentColor else {
                return nil
            }
            return (Plot.frame.maxY - points[0].y) / Plot.frame.height * plot.heightRange
        }
    }

    @Test func theTitleNamesThePolicy() throws {
        let sequential = try parsedRun([
            "--detents", "peek=250,half=50%,full=max", "--policy", "sequential",
        ])
        #expect(
            Plot.title(path: "t.jsonl", sequential) == "SheetLab — t.jsonl (sheet, sequential)")
        let vaul = try parsedRun(["--preset", "vaul"])
        #expect(Plot.title(path: "t.jsonl", vaul) == "SheetLab — t.jsonl (sheet, vaul: velocity)")
        let half = try parsedRun(["--style", "half"])
        #expect(Plot.title(path: "t.jsonl", half) == "SheetLab — t.jsonl (half)")
    }

    func fitTrace() throws -> Trace {
        let configuration = try parsedRun([
            "--detents", "a=250,fit,max", "--start", "fit", "--dismiss-height", "100",
        ])
        return Trace(
            configuration: configuration, entries: [TraceEntry(time: 0.5, input: .key(.up))])
    }

    @Test func aFitDetentIsDrawnAtTheMeasuredContentHeight() throws {
        // The content measured as `plot` measures it: a `.content` input at time 0.
        let plot = Plot(
            trace: try fitTrace().measuringContent { _, _ in 500 }, title: "")
        // Told after the first frames: the same line.
        var late = try fitTrace()
        late.entries.insert(TraceEntry(time: 0.1, input: .content(500)), at: 0)
        #expect(
            Self.detentLineHeights(Plot(trace: late, title: "")) == Self.detentLineHeights(plot))
        #expect(Self.detentLabels(plot) == ["a", "fit", "max"])
        let heights = Self.detentLineHeights(plot)
        #expect(heights.count == 3)
        #expect(abs(heights[1] - 500) < 1e-6)
        let dismiss = plot.items(measurer: FakeMeasurer()).contains { item in
            if case .text(let run) = item { return run.text == "dismiss" }
            return false
        }
        #expect(plot.detents.dismissLine == 100)
        #expect(dismiss)
    }

    @Test func anUnmeasuredFitDetentIsNamedWithoutALine() throws {
        let plot = Plot(trace: try fitTrace(), title: "")
        #expect(Self.detentLabels(plot) == ["a", "max", "fit (content)"])
        #expect(Self.detentLineHeights(plot).count == 2)
    }

    @Test func theHeightAxisHoldsTheWholeCurve() throws {
        let configuration = try parsedRun([
            "--detents", "half=50%,full=max", "--start", "full",
        ])
        let trace = Trace(
            configuration: configuration,
            entries: [TraceEntry(time: 0.5, input: .resize(Size(width: 390, height: 1600)))])
        let plot = Plot(trace: trace, title: "")
        let peak = plot.heights.points.map(\.value).max() ?? 0
        #expect(peak == 1536)
        #expect(plot.heightRange >= peak)
    }
}
