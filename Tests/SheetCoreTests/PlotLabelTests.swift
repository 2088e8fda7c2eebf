import Testing

@testable import SheetCore

/// A release's label stays inside the chart: the last one of a trace, near its right edge,
/// is not drawn over the velocity axis and its numbers.
struct PlotLabelTests {
    /// The release labels drawn, as rectangles (FakeMeasurer's widths).
    static func labels(_ plot: Plot) -> [Rect] {
        let measurer = FakeMeasurer()
        return plot.items(measurer: measurer).compactMap { item in
            guard case .text(let run) = item, run.text.contains(" · rule ") else { return nil }
            return Rect(
                x: run.origin.x, y: run.origin.y,
                width: measurer.width(of: run.text, font: run.font),
                height: measurer.lineHeight(of: run.font))
        }
    }

    @Test func releaseLabelsStayInsideTheChart() {
        var plot = Plot(trace: idleTrace(presentingAt: 0.5, keyAt: 6.9), title: "labels")
        let end = plot.duration
        plot.releases = [
            PlotRelease(time: 0.2, target: "default", rule: 5, velocity: 0),
            PlotRelease(time: 3, target: "max", rule: 2, velocity: -1234),
            // Close together near the end: each steps down a row, both inside.
            PlotRelease(time: end - 0.4, target: "default", rule: 4, velocity: 880),
            PlotRelease(time: end - 0.1, target: "dismiss", rule: 1, velocity: 2400),
            PlotRelease(time: end, target: "dismiss", rule: 1, velocity: 12345),
        ]
        let labels = Self.labels(plot)
        #expect(labels.count == 5)
        let frame = Plot.frame
        for label in labels {
            #expect(
                label.x >= frame.x && label.maxX <= frame.maxX,
                "a label from \(label.x) to \(label.maxX); the chart is \(frame.x)...\(frame.maxX)")
        }
        // None overlaps another in its row (rows are 16 pt apart).
        for (index, a) in labels.enumerated() {
            for b in labels[(index + 1)...] where abs(a.y - b.y) < 1 {
                #expect(a.maxX <= b.x || b.maxX <= a.x, "\(a) and \(b) overlap")
            }
        }
        #expect(Set(labels.map(\.y)).count == 3, "the three near the end: a row each")
        // A label with room to its right still starts just right of its line.
        let first = plot.point(time: 0.2, height: 0).x
        #expect(labels[0].x == first + 3)
    }
}
