import Testing

@testable import SheetCore

/// `plot` skips idle stretches as headless replay does (review R2 #1): its cost follows the
/// inputs and the moving frames, not the trace's length, and the curves still span the trace.
struct PlotIdleTests {
    /// Present the sheet at 0.1 s, then nothing until one key `seconds` in.
    static func idle(_ seconds: Double) -> Trace { idleTrace(presentingAt: 0.1, keyAt: seconds) }

    @Test func aYearLongGapIsSkippedNotStepped() {
        let plot = Plot(trace: Self.idle(31_535_999), title: "")
        // The motion before and after the gap, and the 10 s the replay may run on: never the gap.
        #expect(plot.steps < 2000, "\(plot.steps) frames stepped")
        #expect(plot.frames >= 31_535_999 * 60, "the skipped frames still count: \(plot.frames)")
        // The curves reach the end of the trace, so the time axis spans it.
        #expect((plot.heights.last?.time ?? 0) >= 31_535_999)
        #expect(plot.duration >= 31_535_999)
        #expect(plot.heights.points.count <= 2 * PlotSeries.capacity)
    }

    @Test func stepsGrowWithMotionNotWithIdleTime() {
        let minute = Plot(trace: Self.idle(60), title: "")
        let hour = Plot(trace: Self.idle(3600), title: "")
        #expect(minute.steps == hour.steps, "\(minute.steps) vs \(hour.steps) steps")
        #expect(hour.frames - minute.frames == (3600 - 60) * 60)
    }

    /// The value of the polyline `points` at `time` (linear between neighbours).
    static func value(of points: [PlotSeries.PlotPoint], at time: Double) -> Double? {
        guard let after = points.firstIndex(where: { $0.time >= time }) else { return nil }
        let right = points[after]
        guard after > 0, right.time != time else { return right.value }
        let left = points[after - 1]
        let fraction = (time - left.time) / (right.time - left.time)
        return left.value + (right.value - left.value) * fraction
    }

    @Test(arguments: [3.0, 10.0, 45.0])
    func aShortTracePlotsTheSameCurves(seconds: Double) {
        var trace = Self.idle(seconds)
        // A drag and a release too, so the curves move between the idle stretches.
        var drag = [TraceEntry(time: 1.5, input: .pointerDown(Point(x: 195, y: 600)))]
        for step in 1...12 {
            let point = Point(x: 195, y: 600 - Double(step) * 15)
            drag.append(TraceEntry(time: 1.5 + Double(step) * 0.0167, input: .pointerMove(point)))
        }
        drag.append(TraceEntry(time: 1.75, input: .pointerUp(Point(x: 195, y: 420))))
        trace.entries.insert(contentsOf: drag, at: 1)
        let skipped = Plot(trace: trace, title: "")
        let stepped = Plot(trace: trace, title: "", skippingIdle: false)
        #expect(skipped.steps < stepped.steps, "something was skipped")
        #expect(skipped.frames == stepped.frames)
        #expect(skipped.duration == stepped.duration)
        #expect(skipped.releases == stepped.releases)
        #expect(skipped.velocities.peak == stepped.velocities.peak)
        #expect(skipped.heights.last == stepped.heights.last)
        // Every frame's value lies on the skipping plot's curve: the idle stretches are flat
        // segments from their first frame to their last.
        let pairs = [(skipped.heights, stepped.heights), (skipped.velocities, stepped.velocities)]
        for (curve, full) in pairs {
            let points = curve.points
            for point in full.points {
                let value = Self.value(of: points, at: point.time)
                #expect(
                    value.map { abs($0 - point.value) < 1e-9 } == true,
                    "t \(point.time): \(point.value) vs \(value ?? .nan)")
            }
        }
    }
}
