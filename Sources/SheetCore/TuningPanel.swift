/// The live tuning panel (Tab, `--panel`): every numeric constant of the current style as a
/// slider. Values are applied to a copy of the configuration and validated as a whole; an
/// inconsistent set is shown, never applied.
public struct TuningPanel: Sendable {
    /// One slider.
    public struct Row: Equatable, Sendable {
        public let flag: String
        public let unit: String
        /// The slider's ends: the flag's valid range, bounded where the range is open-ended.
        public let lower: Double
        public let upper: Double
        public let isInteger: Bool
        public var value: Double
        /// The value the session started with (R puts it back).
        public let original: Double

        public var isChanged: Bool { value != original }
        /// Where the value sits between the ends, 0…1.
        public var fraction: Double { upper > lower ? clamp((value - lower) / (upper - lower), 0, 1) : 0 }
        /// One nudge: a two-hundredth of the range, or 1 for whole numbers.
        public var step: Double { isInteger ? 1 : (upper - lower) / 200 }
    }

    public static let width = 320.0
    static let rowHeight = 34.0
    static let top = 52.0
    static let font = Font(.regular, 12)
    static let boldFont = Font(.bold, 12)
    static let tint = Color(hex: 0x007AFF)
    static let changed = Color(hex: 0xFF9500)

    public private(set) var rows: [Row]
    public private(set) var selected = 0
    /// How far the rows are scrolled up (a short window shows them a part at a time).
    public private(set) var scrollOffset = 0.0
    /// The last configuration that validated: what the machine runs.
    public private(set) var applied: Configuration
    /// Why the sliders' current values are not applied, if they are not.
    public private(set) var problem: String?
    private var pending: Configuration

    public init(_ configuration: Configuration) {
        applied = configuration
        pending = configuration
        let style = configuration.style.behavior(configuration)
        let used = style.usedFlags.union(["tap-slop", "fps"])
        // Where the sheet rests and how it looks first, then timing, then the physics.
        let first = [
            "default-height", "dismiss-height", "top-inset", "panel-height", "half-fraction", "card-top", "peek-height",
            "dim-alpha", "corner-radius", "card-scale",
        ]
        let ordered = Flag.table.filter { first.contains($0.name) }.sorted {
            first.firstIndex(of: $0.name)! < first.firstIndex(of: $1.name)!
        } + Flag.table.filter { !first.contains($0.name) }
        rows = ordered.compactMap { flag in
            guard used.contains(flag.name), let value = Double(flag.value(in: configuration)) else { return nil }
            switch flag.kind {
            case .number(let range):
                if let (lower, upper) = Self.sliderOverrides[flag.name] {
                    return Row(flag: flag.name, unit: flag.unit, lower: min(lower, value), upper: max(upper, value),
                        isInteger: false, value: value, original: value)
                }
                let span = Self.span(unit: flag.unit, value: value, configuration: configuration)
                let lower = range.lower.isFinite ? range.lower : 0
                let upper = range.upper.isFinite ? range.upper : max(lower + span, value)
                let inset = range.lowerInclusive ? 0 : (upper - lower) / 1000
                return Row(flag: flag.name, unit: flag.unit, lower: lower + inset,
                    upper: upper - (range.upperInclusive || !range.upper.isFinite ? 0 : (upper - lower) / 1000),
                    isInteger: false, value: value, original: value)
            case .integer(let range):
                return Row(flag: flag.name, unit: flag.unit, lower: Double(range.lowerBound),
                    upper: Double(min(range.upperBound, 240)), isInteger: true, value: value, original: value)
            default:
                return nil
            }
        }
    }

    /// Sliders whose useful values crowd one end of the flag's range.
    static let sliderOverrides: [String: (Double, Double)] = ["deceleration": (0.95, 0.9999)]

    /// Scrolls the rows by `delta` points, within a panel `height` tall.
    public mutating func scroll(by delta: Double, height: Double) {
        let content = Self.top + Double(rows.count) * Self.rowHeight + 12
        scrollOffset = clamp(scrollOffset + delta, 0, max(0, content - height))
    }

    /// A slider's reach where the flag itself has no upper bound.
    static func span(unit: String, value: Double, configuration: Configuration) -> Double {
        switch unit {
        case "pt": return max(configuration.window.height, value * 2)
        case "pt/s": return max(5000, value * 2)
        case "s": return max(2, value * 2)
        default: return max(10, value * 2)
        }
    }

    // MARK: - Editing

    public mutating func select(_ offset: Int) {
        guard !rows.isEmpty else { return }
        selected = (selected + offset + rows.count) % rows.count
    }

    public mutating func selectRow(_ index: Int) {
        if rows.indices.contains(index) { selected = index }
    }

    /// `-`/`+`: one step (ten with Shift) down or up, kept inside the slider.
    public mutating func nudge(_ direction: Int, large: Bool = false) {
        guard rows.indices.contains(selected) else { return }
        let row = rows[selected]
        set(selected, to: row.value + Double(direction) * row.step * (large ? 10 : 1))
    }

    /// A slider dragged to `fraction` of its track.
    public mutating func drag(_ index: Int, to fraction: Double) {
        guard rows.indices.contains(index) else { return }
        let row = rows[index]
        set(index, to: row.lower + clamp(fraction, 0, 1) * (row.upper - row.lower))
    }

    /// R: the selected value back to where the session started; Shift+R: all of them.
    public mutating func reset(all: Bool) {
        for index in rows.indices where all || index == selected { set(index, to: rows[index].original) }
    }

    /// Sets a row's value (clamped to its slider, rounded for whole numbers), then applies
    /// the whole set if it validates.
    public mutating func set(_ index: Int, to value: Double) {
        guard rows.indices.contains(index), value.isFinite else { return }
        var row = rows[index]
        var clamped = clamp(value, row.lower, row.upper)
        if row.isInteger {
            clamped = clamped.rounded()
        } else if clamped != row.original {
            clamped = (clamped * 1000).rounded() / 1000  // readable values; the ends stay exact
            clamped = clamp(clamped, row.lower, row.upper)
        }
        row.value = clamped
        rows[index] = row
        guard let flag = Flag.named(row.flag) else { return }
        do {
            try flag.apply(Format.exact(clamped), to: &pending)
            try pending.validate()
            applied = pending
            problem = nil
        } catch {
            problem = error.message
        }
    }

    /// Whether anything differs from the start.
    public var isChanged: Bool { rows.contains(where: \.isChanged) }

    // MARK: - Layout

    /// The row under a point (panel coordinates), and where along its track, 0…1.
    public func hit(_ point: Point) -> (row: Int, fraction: Double)? {
        let y = point.y + scrollOffset
        let index = Int(((y - Self.top) / Self.rowHeight).rounded(.down))
        guard point.y >= Self.top, rows.indices.contains(index) else { return nil }
        let track = Self.track(index)
        return (index, clamp((point.x - track.x) / track.width, 0, 1))
    }

    /// Where `x` (panel coordinates) falls along a row's track, 0…1 — for a drag that has
    /// strayed off its row.
    public func trackFraction(x: Double, row: Int) -> Double {
        let track = Self.track(row)
        return clamp((x - track.x) / track.width, 0, 1)
    }

    static func track(_ index: Int) -> Rect {
        Rect(x: 16, y: top + Double(index) * rowHeight + 24, width: width - 32, height: 4)
    }

    /// The panel's items, in panel coordinates (its left edge at 0), for a window `height` tall.
    public func items(height: Double, measurer: any TextMeasurer) -> [DrawItem] {
        var items: [DrawItem] = [
            .shape(Rect(x: 0, y: 0, width: Self.width, height: height), .none, Color(hex: 0xF2F2F7)),
            .shape(Rect(x: 0, y: 0, width: 1, height: height), .none, Color(hex: 0xC6C6C8)),
        ]
        let lineHeight = measurer.lineHeight(of: Self.font)
        let title = "Tuning — \(applied.style.rawValue)" + (applied.style == .sheet ? ", \(applied.preset.rawValue)" : "")
        items.append(.text(TextRun(text: title, font: Self.boldFont, color: .black, origin: Point(x: 16, y: 12))))
        items.append(
            .text(
                TextRun(
                    text: "[ ] select   - = nudge   PgUp PgDn x10   R reset   E export", font: Self.font, color: Color(hex: 0x8E8E93),
                    origin: Point(x: 16, y: 12 + lineHeight))))
        items.append(.clip(Rect(x: 0, y: Self.top, width: Self.width, height: max(0, height - Self.top))))
        for (index, row) in rows.enumerated() {
            let y = Self.top + Double(index) * Self.rowHeight - scrollOffset
            if y + Self.rowHeight < Self.top || y > height { continue }
            if index == selected {
                items.append(.shape(Rect(x: 4, y: y + 2, width: Self.width - 8, height: Self.rowHeight - 4), CornerRadii(all: 6), .white))
            }
            let label = (row.isChanged ? "● " : "") + row.flag
            items.append(
                .text(TextRun(text: label, font: Self.font, color: row.isChanged ? Self.changed : .black, origin: Point(x: 16, y: y + 3))))
            let valueText = Format.number(row.value) + (row.unit.isEmpty ? "" : " \(row.unit)")
            let valueWidth = measurer.width(of: valueText, font: Self.boldFont)
            items.append(
                .text(TextRun(text: valueText, font: Self.boldFont, color: .black, origin: Point(x: Self.width - 16 - valueWidth, y: y + 3))))
            var track = Self.track(index)
            track.y -= scrollOffset
            items.append(.shape(track, CornerRadii(all: 2), Color(hex: 0xD1D1D6)))
            items.append(
                .shape(Rect(x: track.x, y: track.y, width: track.width * row.fraction, height: track.height), CornerRadii(all: 2), Self.tint))
            let knob = Rect(x: track.x + track.width * row.fraction - 7, y: track.midY - 7, width: 14, height: 14)
            items.append(.shape(knob, CornerRadii(all: 7), Color(hex: 0xC6C6C8)))
            items.append(.shape(Rect(x: knob.x + 1, y: knob.y + 1, width: 12, height: 12), CornerRadii(all: 6), .white))
        }
        items.append(.clip(nil))
        if let problem {
            // Pinned to the bottom of the panel, over the rows, so it shows however they scroll.
            let lines = LineBreaker.lines(of: "Not applied: " + problem, font: Self.font, width: Self.width - 32, measurer: measurer)
            let y = height - Double(lines.count) * lineHeight - 12
            items.append(
                .shape(Rect(x: 8, y: y - 4, width: Self.width - 16, height: Double(lines.count) * lineHeight + 8), CornerRadii(all: 6),
                    Color(hex: 0xFFE5E5)))
            for (offset, line) in lines.enumerated() {
                items.append(
                    .text(TextRun(text: line, font: Self.font, color: Color(hex: 0xD70015), origin: Point(x: 16, y: y + Double(offset) * lineHeight))))
            }
        }
        return items
    }
}
