/// The panel's layout and drawing: the header, the rows and the banner of values not applied,
/// where each goes in a panel of a given height, and what a point over it hits.
extension TuningPanel {
    /// Where the panel's parts go in a panel `height` tall (panel coordinates).
    package struct Frames: Equatable, Sendable {
        /// The title and the keys: pinned to the top, never scrolled.
        package var header: Rect
        /// Where rows show, between the header and the banner; rows scroll inside it.
        package var viewport: Rect
        /// The visible rows: index and frame, cut to the viewport.
        package var rows: [Row]
        /// The visible rows' slider tracks, whole (not cut), where they are drawn.
        package var tracks: [Row]
        /// The "not applied" banner, in its own space at the bottom, when there is a problem.
        package var banner: Rect?
        /// The banner's lines.
        package var bannerLines: [String]

        /// A visible row: which slider, and where.
        package struct Row: Equatable, Sendable {
            /// The row's index in the panel's `rows`.
            package var index: Int
            /// Where the row is drawn, in panel coordinates, cut to the viewport.
            package var frame: Rect
        }
    }

    /// The panel's parts for a panel `height` tall: the banner takes its lines' height off the
    /// bottom, so it never covers a row.
    package func layout(height: Double, measurer: any TextMeasurer) -> Frames {
        let lineHeight = measurer.lineHeight(of: Self.font)
        let top = headerHeight(measurer: measurer)
        var lines: [String] = []
        var banner: Rect?
        var bottom = height
        if let problem {
            // What runs instead, named: the machine never runs a value the user cannot see.
            let running = notApplied(running: true).joined(separator: ", ")
            lines = LineBreaker.lines(
                of: "Not applied: \(problem); running \(running) (the red marks)",
                font: Self.font, width: Self.width - 32, measurer: measurer)
            let bannerHeight = Double(lines.count) * lineHeight + 8
            let rect = Rect(
                x: 8, y: max(top, height - bannerHeight - 8), width: Self.width - 16,
                height: bannerHeight)
            banner = rect
            bottom = rect.y - 4
        }
        let viewport = Rect(x: 0, y: top, width: Self.width, height: max(0, bottom - top))
        let offset = min(scrollOffset, maxScroll(viewport))
        var visible: [Frames.Row] = []
        var tracks: [Frames.Row] = []
        for index in rows.indices {
            let frame = Rect(
                x: 0, y: top + Double(index) * Self.rowHeight - offset, width: Self.width,
                height: Self.rowHeight)
            let shown = frame.intersection(viewport)
            if shown.width > 0, shown.height > 0 {
                visible.append(Frames.Row(index: index, frame: shown))
                var track = Self.track(index, top: top)
                track.y -= offset
                tracks.append(Frames.Row(index: index, frame: track))
            }
        }
        return Frames(
            header: Rect(x: 0, y: 0, width: Self.width, height: top), viewport: viewport,
            rows: visible, tracks: tracks, banner: banner, bannerLines: lines)
    }

    /// The header's lines, wrapped to the panel less its margins: the title with the style,
    /// the sheet's preset and policy (each named: both may read "seed"), and the keys.
    func headerRuns(measurer: any TextMeasurer) -> [TextRun] {
        let width = Self.width - 32
        let lineHeight = measurer.lineHeight(of: Self.font)
        var lines: [(String, Font, Color)] = []
        func add(_ groups: [String], separator: String, font: Font, color: Color) {
            let packed = Self.pack(
                groups, separator: separator, font: font, width: width, measurer: measurer)
            for line in packed { lines.append((line, font, color)) }
        }
        let title = "Tuning — style \(applied.constants.style.rawValue)"
        add([title], separator: "", font: Self.boldFont, color: .black)
        if applied.constants.style.traits.tunedByPresets {
            add(
                [
                    "preset \(applied.constants.preset.rawValue)",
                    "policy \(applied.constants.policy.rawValue)",
                ],
                separator: " · ", font: Self.font, color: Color(hex: 0x3C3C43))
        }
        // One line: the keys, short (a hint that wraps reads as two sentences).
        add(
            [Self.keysHint], separator: "", font: Self.hintFont, color: Color(hex: 0x8E8E93))
        return lines.enumerated().map { number, line in
            TextRun(
                text: line.0, font: line.1, color: line.2,
                origin: Point(x: 16, y: 12 + Double(number) * lineHeight))
        }
    }

    /// A choice row's value and its place among the values: "‹ fluid ›" on the right (red
    /// while not applied), and a dot per value along the track, the chosen one tinted.
    func choiceItems(
        _ row: Row, y: Double, running: Double?, measurer: any TextMeasurer
    ) -> [DrawItem] {
        var items: [DrawItem] = []
        let valueText = "‹ \(row.choice) ›"
        let valueWidth = measurer.width(of: valueText, font: Self.boldFont)
        let color = running == nil ? Self.tint : Self.notApplied
        items.append(
            .text(
                TextRun(
                    text: valueText, font: Self.boldFont, color: color,
                    origin: Point(x: Self.width - 16 - valueWidth, y: y + 3))))
        let count = row.choices.count
        let track = Rect(x: 16, y: y + 24, width: Self.width - 32, height: 4)
        for option in 0..<count {
            let x =
                count > 1
                ? track.x + track.width * Double(option) / Double(count - 1) : track.midX
            let chosen = option == Int(row.value)
            let side = chosen ? 8.0 : 6.0
            let dot = Rect(x: x - side / 2, y: track.midY - side / 2, width: side, height: side)
            let dotColor = chosen ? color : Color(hex: 0xC6C6C8)
            items.append(.shape(dot, CornerRadii(all: side / 2), dotColor))
        }
        return items
    }

    /// How tall the header is: its lines, and the margins the first design had (12 above),
    /// in whole points so the rows below sit on pixel edges.
    func headerHeight(measurer: any TextMeasurer) -> Double {
        let count = Double(headerRuns(measurer: measurer).count)
        return (12 + count * measurer.lineHeight(of: Self.font) + 6).rounded(.up)
    }

    /// `groups` joined by `separator` into as few lines as fit `width`; a group too wide
    /// alone is broken by the line breaker (never cut, never past the margin).
    static func pack(
        _ groups: [String], separator: String, font: Font, width: Double, measurer: any TextMeasurer
    ) -> [String] {
        var lines: [String] = []
        for group in groups {
            if let last = lines.last,
                measurer.width(of: last + separator + group, font: font) <= width
            {
                lines[lines.count - 1] = last + separator + group
            } else {
                lines.append(group)
            }
        }
        return lines.flatMap { line in
            measurer.width(of: line, font: font) <= width
                ? [line] : LineBreaker.lines(of: line, font: font, width: width, measurer: measurer)
        }
    }

    /// The scroll offset the rows are drawn at: the one asked for, within what the viewport
    /// leaves (a banner that appears may shorten it).
    func drawnOffset(_ frames: Frames) -> Double { min(scrollOffset, maxScroll(frames.viewport)) }

    /// The row under a point (panel coordinates), and where along its track, 0…1; nil over
    /// the header, the banner, or below the rows.
    package func hit(
        _ point: Point, height: Double, measurer: any TextMeasurer
    ) -> (row: Int, fraction: Double)? {
        let frames = layout(height: height, measurer: measurer)
        guard let row = frames.rows.first(where: { $0.frame.contains(point) }) else { return nil }
        return (row.index, trackFraction(x: point.x, row: row.index))
    }

    /// Where `x` (panel coordinates) falls along a row's track, 0…1 — for a drag that has
    /// strayed off its row.
    package func trackFraction(x: Double, row: Int) -> Double {
        let track = Self.track(row, top: 0)
        return clamp((x - track.x) / track.width, 0, 1)
    }

    /// Row `index`'s track, unscrolled, with the rows starting at `top`.
    static func track(_ index: Int, top: Double) -> Rect {
        Rect(x: 16, y: top + Double(index) * rowHeight + 24, width: width - 32, height: 4)
    }

    /// The panel's items, in panel coordinates (its left edge at 0), for a window `height` tall.
    package func items(height: Double, measurer: any TextMeasurer) -> [DrawItem] {
        let frames = layout(height: height, measurer: measurer)
        let offset = drawnOffset(frames)
        var items: [DrawItem] = [
            .shape(
                Rect(x: 0, y: 0, width: Self.width, height: height), .none, Color(hex: 0xF2F2F7)),
            .shape(Rect(x: 0, y: 0, width: 1, height: height), .none, Color(hex: 0xC6C6C8)),
        ]
        let lineHeight = measurer.lineHeight(of: Self.font)
        items.append(.clip(frames.viewport))
        for visible in frames.rows {
            let index = visible.index
            let row = rows[index]
            let y = frames.header.maxY + Double(index) * Self.rowHeight - offset
            let running = self.running(index)
            if index == selected {
                items.append(
                    .shape(
                        Rect(x: 4, y: y + 2, width: Self.width - 8, height: Self.rowHeight - 4),
                        CornerRadii(all: 6), .white))
            }
            let label = (row.isChanged ? "● " : "") + row.flag
            items.append(
                .text(
                    TextRun(
                        text: label, font: Self.font, color: row.isChanged ? Self.changed : .black,
                        origin: Point(x: 16, y: y + 3))))
            if row.isChoice {
                items += choiceItems(row, y: y, running: running, measurer: measurer)
                continue
            }
            let valueText = Format.number(row.value) + (row.unit.isEmpty ? "" : " \(row.unit)")
            let valueWidth = measurer.width(of: valueText, font: Self.boldFont)
            let valueOrigin = Point(x: Self.width - 16 - valueWidth, y: y + 3)
            let valueColor = running == nil ? Color.black : Self.notApplied
            let valueRun = TextRun(
                text: valueText, font: Self.boldFont, color: valueColor, origin: valueOrigin)
            items.append(.text(valueRun))
            var track = Self.track(index, top: frames.header.maxY)
            track.y -= offset
            items.append(.shape(track, CornerRadii(all: 2), Color(hex: 0xD1D1D6)))
            items.append(
                .shape(
                    Rect(
                        x: track.x, y: track.y, width: track.width * row.fraction,
                        height: track.height), CornerRadii(all: 2), Self.tint))
            let knob = Rect(
                x: track.x + track.width * row.fraction - 7, y: track.midY - 7, width: 14,
                height: 14)
            items.append(.shape(knob, CornerRadii(all: 7), Color(hex: 0xC6C6C8)))
            items.append(
                .shape(
                    Rect(x: knob.x + 1, y: knob.y + 1, width: 12, height: 12), CornerRadii(all: 6),
                    .white))
            if let running, row.upper > row.lower {
                // Where the value that runs lies, over the knob if need be: the banner names it.
                let at = clamp((running - row.lower) / (row.upper - row.lower), 0, 1)
                let mark = Rect(
                    x: track.x + track.width * at - 1, y: track.midY - 8, width: 2, height: 16)
                items.append(.shape(mark, CornerRadii(all: 1), Self.notApplied))
            }
        }
        items.append(.clip(nil))
        // The header last, over its own background: it stays put whatever the rows do.
        items.append(.shape(frames.header, .none, Color(hex: 0xF2F2F7)))
        let rule = Rect(x: 0, y: frames.header.maxY - 1, width: Self.width, height: 1)
        items.append(.shape(rule, .none, Color(hex: 0xD1D1D6)))
        for run in headerRuns(measurer: measurer) { items.append(.text(run)) }
        let edge = Rect(x: 0, y: 0, width: 1, height: frames.header.height)
        items.append(.shape(edge, .none, Color(hex: 0xC6C6C8)))
        if let banner = frames.banner {
            items.append(.shape(banner, CornerRadii(all: 6), Color(hex: 0xFFE5E5)))
            for (number, line) in frames.bannerLines.enumerated() {
                let origin = Point(x: 16, y: banner.y + 4 + Double(number) * lineHeight)
                let run = TextRun(
                    text: line, font: Self.font, color: Self.notApplied, origin: origin)
                items.append(.text(run))
            }
        }
        return items
    }
}
