import Testing

@testable import SheetCore

/// `plot` is linear in the trace and bounded in what it draws, whatever the trace's numbers.
struct PlotBoundsTests {
    /// A trace that presents the sheet at 0.5 s, then does nothing until one key `seconds` in.
    static func idle(_ seconds: Double) -> Trace { idleTrace(presentingAt: 0.5, keyAt: seconds) }

    /// How many text runs and polyline points the plot draws.
    static func drawn(_ plot: Plot) -> (texts: Int, points: Int) {
        var texts = 0
        var points = 0
        for item in plot.items(measurer: FakeMeasurer()) {
            switch item {
            case .text: texts += 1
            case .line(let line, _): points += line.count
            default: break
            }
        }
        return (texts, points)
    }

    @Test func aLongIdleTraceDrawsABoundedPlot() {
        let short = Self.drawn(Plot(trace: Self.idle(10), title: "short"))
        let long = Self.drawn(Plot(trace: Self.idle(150), title: "long"))
        // Labels: a bounded grid (not one a second) and a few axis titles.
        #expect(long.texts <= short.texts + 2, "labels: \(short.texts) → \(long.texts)")
        #expect(long.texts < 60)
        // Points: at most two a bucket per curve, plus the grid's own lines.
        #expect(long.points <= 4 * PlotSeries.capacity + 200, "points: \(long.points)")
    }

    @Test func framesGrowLinearlyAndSamplesStayBounded() {
        // Every frame stepped (idle ones too, as `plot` skips them): the curves' own bound.
        let one = Plot(trace: Self.idle(100), title: "", skippingIdle: false)
        let two = Plot(trace: Self.idle(200), title: "", skippingIdle: false)
        // Every frame is stepped once: 100 s more is 6000 frames more.
        #expect(two.frames - one.frames == 6000)
        #expect(two.heights.points.count <= 2 * PlotSeries.capacity)
        #expect(two.velocities.points.count <= 2 * PlotSeries.capacity)
        #expect(two.heights.span > 1)
        // A short replay keeps every frame: its curve is drawn exactly as before.
        let short = Plot(trace: Self.idle(10), title: "", skippingIdle: false)
        #expect(short.heights.points.count == short.frames)
        #expect(short.heights.span == 1)
    }

    @Test func hugeResizesDrawABoundedFinitePlot() {
        let sizes = [
            Size(width: 390, height: 1e307), Size(width: 1e308, height: 1e308),
            Size(width: 3e9, height: 3e9),
        ]
        for size in sizes {
            let trace = Trace(
                configuration: Configuration(),
                entries: [
                    TraceEntry(time: 0.5, input: .key(.enter)),
                    TraceEntry(time: 1, input: .resize(size)),
                    TraceEntry(time: 2, input: .key(.up)),
                ])
            let plot = Plot(trace: trace, title: "huge")
            let items = plot.items(measurer: FakeMeasurer())
            #expect(items.count < 200, "\(size): \(items.count) items")
            for case .line(let points, _) in items {
                #expect(
                    points.allSatisfy { $0.x.isFinite && $0.y.isFinite },
                    "\(size): a point off every scale")
            }
        }
    }

    @Test func ticksAreFewAndRound() {
        #expect(
            Plot.ticks(through: 900, step: 100) == [0, 100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(Plot.ticks(through: 3600, step: 1).count <= Plot.maximumTicks + 1)
        #expect(Plot.ticks(through: 3600, step: 1)[1] == 500)
        #expect(
            Plot.ticks(through: .greatestFiniteMagnitude, step: 100).count <= Plot.maximumTicks + 1)
    }
}
