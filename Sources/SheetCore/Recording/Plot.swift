/// A release marked on the plot.
package struct PlotRelease: Equatable, Sendable {
    /// When the sheet was let go, on the replay's clock.
    package var time: Double
    /// Where it went: a detent's name, or "dismiss".
    package var target: String
    /// The number of the release policy's rule that decided.
    package var rule: Int
    /// The release velocity the decision used (pt/s, positive downward): the pointer's, from
    /// its last 100 ms, not the sheet's frame-to-frame speed the curve shows.
    package var velocity: Double = 0
}

/// A curve of values over time kept in a bounded number of buckets, however long the replay:
/// each bucket holds the lowest and highest value of its frames (in the order they came), so
/// a peak narrower than a pixel still shows. Until `capacity` frames, one frame a bucket.
package struct PlotSeries: Sendable {
    struct Bucket: Sendable {
        var low: PlotPoint
        var high: PlotPoint
    }

    /// One value at one time.
    package struct PlotPoint: Equatable, Sendable {
        /// When the value was seen, on the replay's clock.
        package var time: Double
        /// The value plotted: a height in points or a velocity in pt/s.
        package var value: Double
    }

    /// Buckets kept at most: more than the widest plot has pixel columns (740 pt at 4×).
    package static let capacity = 4096
    private(set) var buckets: [Bucket] = []
    /// Frames per bucket: doubles each time the buckets fill up.
    package private(set) var span = 1
    private var inLast = 0
    /// The largest magnitude seen.
    package private(set) var peak = 0.0
    /// The most recent point appended, if any.
    package private(set) var last: PlotPoint?

    /// An empty series, one frame a bucket.
    package init() {}

    /// Adds the next frame's value.
    package mutating func append(time: Double, value: Double) {
        let point = PlotPoint(time: time, value: value)
        last = point
        if abs(value) > peak { peak = abs(value) }
        if buckets.isEmpty || inLast == span {
            if buckets.count == Self.capacity { halve() }
            if inLast == span || buckets.isEmpty {
                buckets.append(Bucket(low: point, high: point))
                inLast = 1
                return
            }
        }
        inLast += 1
        let index = buckets.count - 1
        if value < buckets[index].low.value { buckets[index].low = point }
        if value > buckets[index].high.value { buckets[index].high = point }
    }

    /// Merges neighbouring buckets: half as many, each twice as long (all of them full, as
    /// the capacity is even and halving only happens once every bucket is).
    private mutating func halve() {
        var merged: [Bucket] = []
        merged.reserveCapacity(Self.capacity)
        for index in stride(from: 0, to: buckets.count, by: 2) {
            var bucket = buckets[index]
            let next = buckets[index + 1]
            if next.low.value < bucket.low.value { bucket.low = next.low }
            if next.high.value > bucket.high.value { bucket.high = next.high }
            merged.append(bucket)
        }
        buckets = merged
        span *= 2
    }

    /// The curve's points in time order: every frame until the buckets fill, then each
    /// bucket's extremes.
    package var points: [PlotPoint] {
        var result: [PlotPoint] = []
        result.reserveCapacity(buckets.count * 2)
        for bucket in buckets {
            if bucket.low == bucket.high {
                result.append(bucket.low)
            } else {
                let first = bucket.low.time <= bucket.high.time ? bucket.low : bucket.high
                result.append(first)
                result.append(first == bucket.low ? bucket.high : bucket.low)
            }
        }
        return result
    }
}

/// Height and velocity over time for a replayed trace, with the detent and dismiss lines and
/// each release's decision: `SheetDesktop plot TRACE --out plot.png`.
///
/// Linear in the trace's inputs and moving frames, and bounded whatever its numbers: every
/// moving frame is stepped once, idle stretches are skipped (a flat segment in the curves),
/// the curves keep a bounded number of points (`PlotSeries`), and the grid a bounded number
/// of lines and labels.
package struct Plot: Sendable {
    /// The sheet's height at every frame.
    package var heights = PlotSeries()
    /// The sheet's frame-to-frame speed (pt/s, positive downward).
    package var velocities = PlotSeries()
    /// Every release, with the decision it got, marked on the time axis.
    package var releases: [PlotRelease] = []
    /// The detents drawn as lines: the machine's once the content was first measured.
    package var detents: DetentSet
    /// `fit` detents the replay never measured content for: named on the chart, no line (a
    /// line at the height an empty sheet gives them would be wrong).
    package var unmeasuredFits: [String] = []
    /// The chart's heading: the trace's path and what decided (`Plot.title(path:_:)`).
    package var title: String
    /// Frames replayed, idle frames skipped over included: the last is at `frames` / 60 s.
    package private(set) var frames = 0
    /// Frames actually stepped (`frames` less the idle ones skipped over).
    package private(set) var steps = 0

    /// The PNG's size in points.
    package static let size = Size(width: 900, height: 520)
    /// The pixels per point `plot --scale` takes, and the one it draws at unless told.
    package static let scales = 1...4
    /// The pixels per point without `--scale`.
    package static let defaultScale = 2
    static let frame = Rect(x: 70, y: 50, width: 740, height: 400)
    static let heightColor = Color(hex: 0x007AFF)
    static let velocityColor = Color(hex: 0xFF9500)
    static let detentColor = Color(hex: 0x34C759)
    static let dismissColor = Color(hex: 0xFF3B30)
    static let font = Font(.regular, 12)
    /// Grid lines (and labels) at most along each axis.
    static let maximumTicks = 12

    /// Replays `trace` and samples every frame. The content's height comes from the trace's
    /// `.content` inputs (`Trace.measuringContent` adds them to a trace without).
    package init(trace: Trace, title: String) {
        self.init(trace: trace, title: title, skippingIdle: true)
    }

    /// `skippingIdle: false` steps every frame, idle or not (to compare the curves against).
    init(trace: Trace, title: String, skippingIdle: Bool) {
        var replay = Replay(trace)
        detents = replay.machine.detents
        self.title = title
        var previous = replay.machine.height
        var measured = replay.machine.contentHeight > 0
        while !replay.isFinished {
            // An idle stretch (nothing moving until the next input) is counted, not stepped,
            // as headless replay does: its frames would all repeat the last one, so the curves
            // get a flat segment from its first frame to its last, and the cost follows the
            // inputs and the moving frames, not the hours between them.
            let first = replay.frame + 1
            if skippingIdle, replay.skipIdle() > 0 {
                for frame in Set([first, replay.frame]).sorted() {
                    let time = Double(frame) / Replay.frameRate
                    heights.append(time: time, value: previous)
                    velocities.append(time: time, value: 0)
                }
            }
            replay.step()
            if !measured, replay.machine.contentHeight > 0 {
                // A `fit` detent is as tall as the content, known once the first frame is laid
                // out: the lines are the detents the machine rests at from then on (the list
                // kept rising around the fit one), in the same starting window.
                measured = true
                detents = replay.machine.detents
            }
            frames = replay.frame
            steps = replay.steps
            let height = replay.machine.height
            heights.append(time: replay.time, value: height)
            // Positive downward, as SPEC §5 and the events count it: a falling sheet.
            velocities.append(time: replay.time, value: (previous - height) * Replay.frameRate)
            previous = height
        }
        if !measured {
            unmeasuredFits = detents.resting.filter { $0.value == .fit }.map(\.name)
        }
        for (time, event) in replay.log {
            if case .dragEnd(_, let velocity, _, let target, let rule) = event {
                releases.append(
                    PlotRelease(time: time, target: target, rule: rule, velocity: velocity))
            }
        }
    }

    /// The chart's title: the trace, its style and, where the style decides by `--policy`,
    /// the policy whose rule numbers the release labels give (with the preset it came from).
    package static func title(path: String, _ configuration: Configuration) -> String {
        let style = configuration.constants.style
        var what = style.rawValue
        if configuration.sheetStyle.usedFlags.contains(.policy) {
            let policy = configuration.constants.policy.rawValue
            let preset = configuration.constants.preset
            what += ", " + (preset == .seed ? policy : "\(preset.rawValue): \(policy)")
        }
        return "SheetLab — \(path) (\(what))"
    }

    /// The largest time on the axis.
    package var duration: Double { max(1, (heights.last?.time ?? 1).rounded(.up)) }
    /// The height axis: the highest detent and the whole curve (a resize or measured content
    /// may carry the sheet above the starting window's detents).
    var heightRange: Double {
        let top = max(detents.highest.height, heights.peak)
        return Self.finite(max(100, ((top * 1.1) / 100).rounded(.up) * 100))
    }
    var velocityRange: Double {
        Self.finite(max(500, (velocities.peak * 1.1 / 500).rounded(.up) * 500))
    }

    /// A range the drawing can divide: an infinite one becomes the largest finite number.
    static func finite(_ value: Double) -> Double {
        value.isFinite ? value : .greatestFiniteMagnitude
    }

    /// Grid values from 0 through `range`: steps of `step` while that gives few enough lines,
    /// else the smallest of step × 2, 5, 10, 20, … that does.
    static func ticks(through range: Double, step: Double) -> [Double] {
        var step = step
        var factors = [2.0, 2.5, 2.0].makeIterator()  // 1 → 2 → 5 → 10 → 20 → 50 → 100 …
        while range / step > Double(maximumTicks) {
            guard let factor = factors.next() else {
                factors = [2.0, 2.5, 2.0].makeIterator()
                continue
            }
            step *= factor
        }
        return (0...Int(range / step)).map { Double($0) * step }
    }

    /// Where time `t` and height `h` fall in the plot, in points.
    package func point(time t: Double, height h: Double) -> Point {
        Point(
            x: Self.frame.x + t / duration * Self.frame.width,
            y: Self.onCanvas(Self.frame.maxY - h / heightRange * Self.frame.height))
    }

    func point(time t: Double, velocity v: Double) -> Point {
        Point(
            x: Self.frame.x + t / duration * Self.frame.width,
            y: Self.onCanvas(Self.frame.midY - v / velocityRange * Self.frame.height / 2))
    }

    /// A y the renderer can take: a value off the scale (an infinite velocity from a huge
    /// resize) is drawn at the canvas's edge, not at an infinity.
    static func onCanvas(_ y: Double) -> Double {
        y.isNaN ? frame.midY : clamp(y, -size.height, 2 * size.height)
    }

    /// The plot as drawing items.
    package func items(measurer: any TextMeasurer) -> [DrawItem] {
        let frame = Self.frame
        var items: [DrawItem] = [
            .shape(
                Rect(x: 0, y: 0, width: Self.size.width, height: Self.size.height), .none, .white)
        ]
        func text(
            _ string: String, _ x: Double, _ y: Double, _ color: Color = Color(hex: 0x333333),
            alignRight: Bool = false, centre: Bool = false
        ) {
            let width = measurer.width(of: string, font: Self.font)
            let left = alignRight ? x - width : (centre ? x - width / 2 : x)
            items.append(
                .text(
                    TextRun(
                        text: string, font: Self.font, color: color,
                        origin: Point(x: left, y: y - measurer.lineHeight(of: Self.font) / 2))))
        }
        text(title, frame.x, 22, .black)
        // Grid and axes: time (s), height (pt) on the left, velocity (pt/s) on the right.
        let grey = Color(hex: 0xE5E5EA)
        for step in Self.ticks(through: duration, step: 1) {
            let x = point(time: step, height: 0).x
            items.append(.line([Point(x: x, y: frame.y), Point(x: x, y: frame.maxY)], grey))
            text("\(Format.number(step)) s", x, frame.maxY + 14, centre: true)
        }
        for step in Self.ticks(through: heightRange, step: 100) {
            let y = point(time: 0, height: step).y
            items.append(.line([Point(x: frame.x, y: y), Point(x: frame.maxX, y: y)], grey))
            text(Format.number(step), frame.x - 6, y, Self.heightColor, alignRight: true)
        }
        for step in stride(from: -velocityRange, through: velocityRange, by: velocityRange / 2) {
            text(
                Format.number(step), frame.maxX + 6, point(time: 0, velocity: step).y,
                Self.velocityColor)
        }
        text("height (pt)", 8, frame.y - 14, Self.heightColor)
        // Right-aligned: with its direction the label is wider than the margin beside the axis.
        // The sheet's own speed, frame to frame; the pointer's release velocity, which the
        // decision used, is in each release's label.
        let velocityLabel = "sheet velocity (pt/s, ↓+)"
        text(velocityLabel, Self.size.width - 8, frame.y - 30, Self.velocityColor, alignRight: true)
        text("time (s)", frame.midX, frame.maxY + 32, centre: true)
        items.append(
            .line(
                [
                    Point(x: frame.x, y: frame.y), Point(x: frame.x, y: frame.maxY),
                    Point(x: frame.maxX, y: frame.maxY),
                ], .black))
        // Detents and the dismiss line.
        for detent in detents.resting where !unmeasuredFits.contains(detent.name) {
            let y = point(time: 0, height: detent.height).y
            items.append(
                .line([Point(x: frame.x, y: y), Point(x: frame.maxX, y: y)], Self.detentColor))
            text(detent.name, frame.x + 4, y - 8, Self.detentColor)
        }
        // Named above the chart, where no line claims a height (a list holds one fit at most).
        if !unmeasuredFits.isEmpty {
            let label = unmeasuredFits.map {
                $0 == "fit" ? "fit (content)" : "\($0): fit (content)"
            }
            text(
                label.joined(separator: ", "), frame.maxX, frame.y - 14, Self.detentColor,
                alignRight: true)
        }
        if detents.dismissLine > 0 {
            let y = point(time: 0, height: detents.dismissLine).y
            items.append(
                .line([Point(x: frame.x, y: y), Point(x: frame.maxX, y: y)], Self.dismissColor))
            text("dismiss", frame.x + 4, y - 8, Self.dismissColor)
        }
        // The curves.
        let velocityPoints = velocities.points.map { point(time: $0.time, velocity: $0.value) }
        items.append(.line(velocityPoints, Self.velocityColor))
        let heightPoints = heights.points.map { point(time: $0.time, height: $0.value) }
        items.append(.line(heightPoints, Self.heightColor))
        // Each release and its decision.
        // Labels step down a row when releases come close together, so they never overlap.
        var lastLabelEnd = [-Double.infinity, -Double.infinity, -Double.infinity]
        for release in releases {
            let x = point(time: release.time, height: 0).x
            items.append(
                .line([Point(x: x, y: frame.y), Point(x: x, y: frame.maxY)], Color(hex: 0x8E8E93)))
            let label =
                "\(release.target) · rule \(release.rule) · v "
                + "\(Format.number(release.velocity, decimals: 0))"
            let width = measurer.width(of: label, font: Self.font)
            let left = Self.labelLeft(line: x, width: width)
            let row = lastLabelEnd.firstIndex { $0 < left } ?? 0
            lastLabelEnd[row] = left + width + 4
            text(label, left, frame.y + 8 + Double(row) * 16, .black)
        }
        return items
    }

    /// Where a release's label of `width` starts: right of its line at `line`, or left of it
    /// where it would run past the chart's right edge (over the velocity axis), and never left
    /// of the chart.
    static func labelLeft(line x: Double, width: Double) -> Double {
        let frame = Self.frame
        guard x + 3 + width > frame.maxX - 2 else { return x + 3 }
        return max(frame.x + 2, min(x - 3, frame.maxX - 2) - width)
    }
}
