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
    }

    /// Where one release landed and by which rule.
    package struct Landing: Equatable, Sendable {
        /// The detent's name, or `dismiss`.
        package var target: String
        /// The number of the policy's rule that decided (each policy numbers its own).
        package var rule: Int
    }

    /// One row: a name and, per column, the landings of its releases in order.
    package struct Row: Sendable {
        /// The gesture's name, or the trace's path.
        package var name: String
        /// Per column, the landings of the row's releases in order.
        package var cells: [[Landing]]
    }

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
            Row(
                name: row.name,
                cells: columns.map { column in
                    let replay = Replay.played(prepare(row.trace(column.configuration)))
                    return replay.log.compactMap { _, event in
                        guard case .dragEnd(_, _, _, let target, let rule) = event else {
                            return nil
                        }
                        return Landing(target: target, rule: rule)
                    }
                })
        }
    }

    /// A cell as text: "max (rule 2)", several releases joined, "stays" with none.
    package static func text(_ landings: [Landing]) -> String {
        guard !landings.isEmpty else { return "stays" }
        return landings.map { "\($0.target) (rule \($0.rule))" }.joined(separator: ", ")
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
                                                ("rule", .integer($0.rule)),
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
