/// Where each gesture lands with each set of constants: every row a gesture (or a trace),
/// every column a preset (and policy), every cell the releases' targets and rules.
package struct Matrix: Sendable {
    /// One column: its name and the constants its cells replay with.
    package struct Column: Sendable {
        /// The column's heading: the preset, or "preset/policy".
        package var name: String
        /// The constants every gesture of the column is replayed with.
        package var configuration: Configuration
        /// A column called `name` replaying with `configuration`.
        package init(name: String, configuration: Configuration) {
            self.name = name
            self.configuration = configuration
        }

        /// The column of `preset` (with `policy` when one is chosen): headed "preset/policy",
        /// or the preset with the rules it lands by beside it when they are not its namesake
        /// ("fluid (projected)"), since each policy numbers its own rules.
        package init(preset: String, policy: String?, configuration: Configuration) {
            let rules = configuration.sheetStyle.behavior.rulesName
            let name = policy.map { "\(preset)/\($0)" } ?? preset
            self.init(
                name: policy != nil || rules == preset ? name : "\(name) (\(rules))",
                configuration: configuration)
        }
    }

    /// Where one release landed and by which rule, or where a tap sent the sheet.
    package struct Landing: Equatable, Sendable {
        /// The detent's name, or `dismiss`.
        package var target: String
        /// The number of the policy's rule that decided (each policy numbers its own); nil
        /// for a tap that moved the sheet (a grabber that takes taps, a toggling card).
        package var rule: Int?
    }

    /// One row: a name and, per column, the landings of its releases in order.
    package struct Row: Sendable {
        /// The gesture's name, or the trace's path.
        package var name: String
        /// Per column, the landings of the row's releases in order.
        package var cells: [[Landing]]
        /// Per column, the sheet's height at every frame (60 Hz) and the resting heights.
        package var curves: [Curve] = []
    }

    /// The sheet's height over a cell's replay, for the grid's small charts.
    package struct Curve: Sendable {
        /// The height at each frame, from the first.
        package var heights: [Double]
        /// The resting heights and the dismiss line, in the trace's window.
        package var detents: [Double]
        /// Below this a release dismisses.
        package var dismissLine: Double
        /// The window's height: the chart's top.
        package var windowHeight: Double
    }

    /// The most frames of one idle stretch a curve shows (2 s at 60 Hz); longer ones are
    /// skipped, not stepped.
    static let idleShown = 120

    /// The presets (and policies) compared, the first the one the others are held against.
    package let columns: [Column]
    /// The gestures or traces, each with its cells.
    package let rows: [Row]

    /// Replays `traces` (named; each made for a column's constants) through every column.
    /// `prepare` completes a trace before it plays (the window's content measured, where the
    /// detents need it; SheetCore has no fonts).
    package init(
        columns: [Column], rows named: [(name: String, trace: (Configuration) -> Trace)],
        prepare: (Trace) -> Trace = { $0 }
    ) {
        self.columns = columns
        rows = named.map { row in
            var result = Row(name: row.name, cells: [])
            for column in columns {
                let trace = prepare(row.trace(column.configuration))
                // Every frame stepped (the gestures are seconds long): the curve has them all;
                // but a trace's idle stretch over `idleShown` frames (a pause of an hour) is
                // jumped, drawn as that many flat frames.
                var replay = Replay(trace)
                var heights = [replay.machine.height]
                while !replay.isFinished {
                    if replay.skipIdle(longerThan: Self.idleShown) > 0 {
                        heights += repeatElement(replay.machine.height, count: Self.idleShown)
                    }
                    replay.step()
                    heights.append(replay.machine.height)
                }
                result.cells.append(
                    replay.log.compactMap { _, event in
                        switch event {
                        case .dragEnd(_, _, _, let target, let rule):
                            return Landing(target: target, rule: rule)
                        case .toggle(let target):
                            return Landing(target: target, rule: nil)
                        case .dismiss(.grabber):
                            return Landing(target: ReleaseTarget.dismiss.name, rule: nil)
                        default:
                            return nil
                        }
                    })
                let detents = replay.machine.detents
                result.curves.append(
                    Curve(
                        heights: heights, detents: detents.resting.map(\.height),
                        dismissLine: detents.dismissLine,
                        windowHeight: replay.machine.window.height))
            }
            return result
        }
    }

    /// The grid's geometry, in points: a heading row and column, and a cell each.
    package static let cellSize = Size(width: 170, height: 96)
    /// The gesture names' column and the presets' heading row.
    static let headingWidth = 170.0
    static let headingHeight = 30.0

    /// The size of the grid's picture.
    package var gridSize: Size {
        Size(
            width: Self.headingWidth + Self.cellSize.width * Double(columns.count) + 10,
            height: Self.headingHeight + Self.cellSize.height * Double(rows.count) + 34)
    }

    /// The grid as a picture: a row a gesture, a column a preset, each cell the sheet's height
    /// over time (blue) against its detents (green) and dismiss line (red), and where the
    /// release landed and by which rule; a cell that lands elsewhere than the first column's
    /// has its label in red.
    package func gridItems(measurer: any TextMeasurer) -> [DrawItem] {
        let size = gridSize
        let font = Font(.regular, 11)
        let bold = Font(.bold, 12)
        var items: [DrawItem] = [
            .shape(Rect(x: 0, y: 0, width: size.width, height: size.height), .none, .white)
        ]
        func text(_ string: String, _ x: Double, _ y: Double, _ font: Font, _ color: Color) {
            items.append(
                .text(TextRun(text: string, font: font, color: color, origin: Point(x: x, y: y))))
        }
        let cell = Self.cellSize
        for (index, column) in columns.enumerated() {
            text(column.name, Self.headingWidth + cell.width * Double(index) + 6, 8, bold, .black)
        }
        let grey = Color(hex: 0xE5E5EA)
        for (rowIndex, row) in rows.enumerated() {
            let top = Self.headingHeight + cell.height * Double(rowIndex)
            text(row.name, 8, top + cell.height / 2 - 8, font, .black)
            for (index, curve) in row.curves.enumerated() {
                let frame = Rect(
                    x: Self.headingWidth + cell.width * Double(index) + 4, y: top + 4,
                    width: cell.width - 8, height: cell.height - 26)
                items.append(
                    .line(
                        [
                            Point(x: frame.x, y: frame.y), Point(x: frame.maxX, y: frame.y),
                            Point(x: frame.maxX, y: frame.maxY), Point(x: frame.x, y: frame.maxY),
                            Point(x: frame.x, y: frame.y),
                        ], grey))
                func y(_ height: Double) -> Double {
                    frame.maxY - frame.height * min(1, max(0, height / max(1, curve.windowHeight)))
                }
                for detent in curve.detents {
                    items.append(
                        .line(
                            [Point(x: frame.x, y: y(detent)), Point(x: frame.maxX, y: y(detent))],
                            Plot.detentColor))
                }
                items.append(
                    .line(
                        [
                            Point(x: frame.x, y: y(curve.dismissLine)),
                            Point(x: frame.maxX, y: y(curve.dismissLine)),
                        ], Plot.dismissColor))
                let count = max(1, curve.heights.count - 1)
                items.append(
                    .line(
                        curve.heights.enumerated().map { frameIndex, height in
                            Point(
                                x: frame.x + frame.width * Double(frameIndex) / Double(count),
                                y: y(height))
                        }, Plot.heightColor))
                let label = Self.text(row.cells[index])
                let color =
                    differs(row: row, column: index) ? Plot.dismissColor : Color(hex: 0x333333)
                text(label, frame.x, frame.maxY + 4, font, color)
            }
        }
        text(
            "blue: the sheet's height over time; green: detents; red line: dismiss line; "
                + "red label: lands elsewhere than \(columns.first?.name ?? "the first column")",
            8, size.height - 22, font, Color(hex: 0x666666))
        return items
    }

    /// A cell as text: "max (rule 2)", "max (tap)" where a tap moved it, several joined,
    /// "stays" with none.
    package static func text(_ landings: [Landing]) -> String {
        guard !landings.isEmpty else { return "stays" }
        return landings.map { "\($0.target) (\($0.rule.map { "rule \($0)" } ?? "tap"))" }
            .joined(separator: ", ")
    }

    /// Whether a cell lands otherwise than the row's first column: at another detent (rule
    /// numbers are each policy's own, so a rule alone is no difference).
    package func differs(row: Row, column index: Int) -> Bool {
        row.cells[index].map(\.target) != row.cells[0].map(\.target)
    }

    /// The table as aligned text; a cell that differs from the first column ends with `*`.
    package var text: String {
        let header = ["gesture"] + columns.map(\.name)
        let body = rows.map { row in
            [row.name]
                + row.cells.indices.map { index in
                    Self.text(row.cells[index]) + (differs(row: row, column: index) ? " *" : "")
                }
        }
        let widths = header.indices.map { column in
            ([header] + body).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { cell, width in
                cell + String(repeating: " ", count: width - cell.count)
            }.joined(separator: "  ").trimmingTrailingSpaces
        }
        return ([line(header)] + body.map(line)).joined(separator: "\n")
            + "\n\n* lands otherwise than \(columns.first?.name ?? "the first column")\n"
    }

    /// The table in Markdown, for a pull request; a cell that differs is bold.
    package var markdown: String {
        var lines = [
            "| gesture | " + columns.map(\.name).joined(separator: " | ") + " |",
            "|---|" + String(repeating: "---|", count: columns.count),
        ]
        for row in rows {
            let cells = row.cells.indices.map { index in
                let text = Self.text(row.cells[index])
                return differs(row: row, column: index) ? "**\(text)**" : text
            }
            lines.append("| \(row.name) | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n\nBold: lands otherwise than "
            + "\(columns.first?.name ?? "the first column").\n"
    }

    /// The table as one JSON object: the columns, and per row each cell's landings.
    package var json: String {
        let rows = self.rows.map { row in
            JSONOutput.object([
                ("gesture", .string(row.name)),
                (
                    "cells",
                    .array(
                        row.cells.indices.map { index in
                            .object([
                                (
                                    "landings",
                                    .array(
                                        row.cells[index].map {
                                            .object([
                                                ("target", .string($0.target)),
                                                $0.rule.map { ("rule", .integer($0)) }
                                                    ?? ("by", .string("tap")),
                                            ])
                                        })
                                ),
                                ("differs", .bool(differs(row: row, column: index))),
                            ])
                        })
                ),
            ])
        }
        return JSONOutput.object([
            ("columns", .array(columns.map { .string($0.name) })), ("rows", .array(rows)),
        ]).text + "\n"
    }
}

extension String {
    /// The text without the spaces at its end.
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
