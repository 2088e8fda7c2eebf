/// One replayed frame's numbers, for the plot.
public struct PlotSample: Equatable, Sendable {
    public var time: Double
    public var height: Double
    /// Points per second, positive downward (SPEC §5, as the events).
    public var velocity: Double
}

/// A release marked on the plot.
public struct PlotRelease: Equatable, Sendable {
    public var time: Double
    public var target: String
    public var rule: Int
}

/// Height and velocity over time for a replayed trace, with the detent and dismiss lines and
/// each release's decision: `SheetDesktop plot TRACE --out plot.png`.
public struct Plot: Sendable {
    public var samples: [PlotSample] = []
    public var releases: [PlotRelease] = []
    public var detents: DetentSet
    public var title: String

    public static let size = Size(width: 900, height: 520)
    static let frame = Rect(x: 70, y: 50, width: 740, height: 400)
    static let heightColor = Color(hex: 0x007AFF)
    static let velocityColor = Color(hex: 0xFF9500)
    static let detentColor = Color(hex: 0x34C759)
    static let dismissColor = Color(hex: 0xFF3B30)
    static let font = Font(.regular, 12)

    /// Replays `trace` and samples every frame; `prepare` runs before each frame as a window
    /// would (the layout telling the machine how tall its content is).
    public init(trace: Trace, title: String, prepare: (inout SheetMachine) -> Void = { _ in }) {
        var replay = Replay(trace)
        detents = replay.machine.detents
        self.title = title
        var previous = replay.machine.height
        while !replay.isFinished {
            replay.step(prepare)
            let height = replay.machine.height
            // Positive downward, as SPEC §5 and the events count it: a falling sheet.
            let velocity = (previous - height) * Replay.frameRate
            samples.append(PlotSample(time: replay.time, height: height, velocity: velocity))
            previous = height
        }
        for (time, event) in replay.log {
            if case .dragEnd(_, _, _, let target, let rule) = event { releases.append(PlotRelease(time: time, target: target, rule: rule)) }
        }
    }

    /// The largest time on the axis.
    public var duration: Double { max(1, (samples.last?.time ?? 1).rounded(.up)) }
    var heightRange: Double { max(100, ((detents.highest.height * 1.1) / 100).rounded(.up) * 100) }
    var velocityRange: Double {
        let peak = samples.map { abs($0.velocity) }.max() ?? 0
        return max(500, (peak * 1.1 / 500).rounded(.up) * 500)
    }

    /// Where time `t` and height `h` fall in the plot, in points.
    public func point(time t: Double, height h: Double) -> Point {
        Point(x: Self.frame.x + t / duration * Self.frame.width, y: Self.frame.maxY - h / heightRange * Self.frame.height)
    }

    func point(time t: Double, velocity v: Double) -> Point {
        Point(x: Self.frame.x + t / duration * Self.frame.width, y: Self.frame.midY - v / velocityRange * Self.frame.height / 2)
    }

    /// The plot as drawing items.
    public func items(measurer: any TextMeasurer) -> [DrawItem] {
        let frame = Self.frame
        var items: [DrawItem] = [.shape(Rect(x: 0, y: 0, width: Self.size.width, height: Self.size.height), .none, .white)]
        func text(_ string: String, _ x: Double, _ y: Double, _ color: Color = Color(hex: 0x333333), alignRight: Bool = false, centre: Bool = false) {
            let width = measurer.width(of: string, font: Self.font)
            let left = alignRight ? x - width : (centre ? x - width / 2 : x)
            items.append(.text(TextRun(text: string, font: Self.font, color: color, origin: Point(x: left, y: y - measurer.lineHeight(of: Self.font) / 2))))
        }
        text(title, frame.x, 22, .black)
        // Grid and axes: time (s), height (pt) on the left, velocity (pt/s) on the right.
        let grey = Color(hex: 0xE5E5EA)
        for step in 0...Int(duration) {
            let x = point(time: Double(step), height: 0).x
            items.append(.line([Point(x: x, y: frame.y), Point(x: x, y: frame.maxY)], grey))
            text("\(step) s", x, frame.maxY + 14, centre: true)
        }
        for step in stride(from: 0.0, through: heightRange, by: 100) {
            let y = point(time: 0, height: step).y
            items.append(.line([Point(x: frame.x, y: y), Point(x: frame.maxX, y: y)], grey))
            text(Format.number(step), frame.x - 6, y, Self.heightColor, alignRight: true)
        }
        for step in stride(from: -velocityRange, through: velocityRange, by: velocityRange / 2) {
            text(Format.number(step), frame.maxX + 6, point(time: 0, velocity: step).y, Self.velocityColor)
        }
        text("height (pt)", 8, frame.y - 14, Self.heightColor)
        // Right-aligned: with its direction the label is wider than the margin beside the axis.
        let velocityLabel = "velocity (pt/s, ↓+)"
        text(velocityLabel, Self.size.width - 8, frame.y - 30, Self.velocityColor, alignRight: true)
        text("time (s)", frame.midX, frame.maxY + 32, centre: true)
        items.append(.line([Point(x: frame.x, y: frame.y), Point(x: frame.x, y: frame.maxY), Point(x: frame.maxX, y: frame.maxY)], .black))
        // Detents and the dismiss line.
        for detent in detents.resting {
            let y = point(time: 0, height: detent.height).y
            items.append(.line([Point(x: frame.x, y: y), Point(x: frame.maxX, y: y)], Self.detentColor))
            text(detent.name, frame.x + 4, y - 8, Self.detentColor)
        }
        if detents.dismissLine > 0 {
            let y = point(time: 0, height: detents.dismissLine).y
            items.append(.line([Point(x: frame.x, y: y), Point(x: frame.maxX, y: y)], Self.dismissColor))
            text("dismiss", frame.x + 4, y - 8, Self.dismissColor)
        }
        // The curves.
        items.append(.line(samples.map { point(time: $0.time, velocity: $0.velocity) }, Self.velocityColor))
        items.append(.line(samples.map { point(time: $0.time, height: $0.height) }, Self.heightColor))
        // Each release and its decision.
        // Labels step down a row when releases come close together, so they never overlap.
        var lastLabelEnd = [-Double.infinity, -Double.infinity, -Double.infinity]
        for release in releases {
            let x = point(time: release.time, height: 0).x
            items.append(.line([Point(x: x, y: frame.y), Point(x: x, y: frame.maxY)], Color(hex: 0x8E8E93)))
            let label = "\(release.target) · rule \(release.rule)"
            let width = measurer.width(of: label, font: Self.font)
            let row = lastLabelEnd.firstIndex { $0 < x } ?? 0
            lastLabelEnd[row] = x + 3 + width + 4
            text(label, x + 3, frame.y + 8 + Double(row) * 16, .black)
        }
        return items
    }
}
