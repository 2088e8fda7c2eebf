/// `matrix --platforms` (issue 40): for every built-in gesture, where SheetLab's sheet lands
/// and where each pasted export lands as its library's own release code decides
/// (`PlatformRelease.Model`), differences marked. Landings are named by SheetLab's detent at
/// that height (within a point), else by the height; `dismiss` for closed.
package struct PlatformMatrix: Sendable {
    /// One row: the gesture, SheetLab's landing and each platform's.
    package struct Row: Sendable, Equatable {
        /// The gesture's name.
        package var gesture: String
        /// Where SheetLab lands.
        package var sheetLab: String
        /// Where each platform lands, in `platforms`' order.
        package var cells: [String]
    }

    /// The platforms' names, in the columns' order.
    package let platforms: [String]
    /// Per platform, where its gestures begin when its lowest or highest rest is not
    /// SheetLab's (a library without SheetLab's peek begins "from the lowest" higher up), as
    /// a sentence; nil where they are SheetLab's.
    package let starts: [String?]
    /// A row per built-in gesture.
    package let rows: [Row]

    /// The table for `configuration`'s sheet: `sheetLab` holds SheetLab's landings per
    /// built-in gesture (`Matrix`'s first column), and each platform either a model or, for
    /// UIKit's, its landings replayed by SheetLab (`PlatformRelease.uikit`); nil where the
    /// platform has no sheet for this style. `contentHeight` is the content a `fit` detent
    /// takes.
    package init(
        configuration: Configuration, contentHeight: Double, sheetLab: [[Matrix.Landing]],
        platforms: [(name: String, landings: PlatformLandings?)]
    ) {
        let window = configuration.constants.window
        let detents = configuration.sheetStyle.detents(
            window: window, contentHeight: contentHeight)
        func named(_ height: Double) -> String {
            if let detent = detents.resting.min(by: {
                abs($0.height - height) < abs($1.height - height)
            }), abs(detent.height - height) <= 1 {
                return detent.name
            }
            return "\(Format.number(height)) pt"
        }
        // A gesture that moved nothing: where it began.
        func replayed(_ landings: [Matrix.Landing], _ gesture: Gesture) -> String {
            landings.first?.target
                ?? (gesture.start == .lowest ? detents.lowest.name : detents.highest.name)
        }
        self.platforms = platforms.map(\.name)
        starts = platforms.map { platform in
            guard case .model(let model)? = platform.landings, let rests = model.rests,
                let lowest = rests.first, let highest = rests.last
            else { return nil }
            let own = (named(lowest), named(highest))
            guard own != (detents.lowest.name, detents.highest.name) else { return nil }
            return "\(platform.name) begins each gesture at its own lowest or highest rest, "
                + "\(own.0) or \(own.1) (SheetLab's: \(detents.lowest.name) or "
                + "\(detents.highest.name))."
        }
        rows = Gesture.library.enumerated().map { index, gesture in
            let cells = platforms.map { platform -> String in
                switch platform.landings {
                case nil: return "—"
                case .replayed(let all)?:
                    return replayed(all.indices.contains(index) ? all[index] : [], gesture)
                case .model(let model)?:
                    guard let rests = model.rests,
                        let landing = model.land(gesture, dismissLine: detents.dismissLine)
                    else { return "—" }
                    switch landing {
                    case .closed: return ReleaseTarget.dismiss.name
                    case .rest(let rest): return named(rests[rest])
                    }
                }
            }
            return Row(
                gesture: gesture.name,
                sheetLab: replayed(
                    sheetLab.indices.contains(index) ? sheetLab[index] : [], gesture),
                cells: cells)
        }
    }

    /// The table for `configuration`'s sheet and the exports of `platforms` (names from
    /// `ConfigFile.platforms`): SheetLab's landings and UIKit's replayed (each trace through
    /// `prepare`, which measures the content), the others' from their models, a `fit`
    /// detent `contentHeight` tall.
    package init(
        configuration: Configuration, contentHeight: Double,
        platforms names: [String] = ConfigFile.platforms.map(\.name),
        prepare: (Trace) -> Trace
    ) {
        let constants = configuration.constants
        let chosen = ConfigFile.platforms.filter { names.contains($0.name) }
        let models = chosen.map {
            ConfigFile.releaseModel(constants, as: $0.format, contentHeight: contentHeight)
        }
        var columns = [Matrix.Column(name: "SheetLab", configuration: configuration)]
        if models.contains(.uikit) {
            columns.append(
                Matrix.Column(name: "UIKit", configuration: PlatformRelease.uikit(configuration)))
        }
        let matrix = Matrix(
            columns: columns, rows: Gesture.library.map { ($0.name, $0.trace) }, prepare: prepare)
        let replayed = columns.count > 1 ? matrix.rows.map { $0.cells[1] } : []
        self.init(
            configuration: configuration, contentHeight: contentHeight,
            sheetLab: matrix.rows.map { $0.cells[0] },
            platforms: zip(chosen, models).map { platform, model in
                switch model {
                case nil: (platform.name, nil)
                case .uikit?: (platform.name, .replayed(replayed))
                case let model?: (platform.name, .model(model))
                }
            })
    }

    /// Where a platform's landings come from.
    package enum PlatformLandings: Sendable {
        /// Its library's model.
        case model(PlatformRelease.Model)
        /// SheetLab's replay (UIKit's), per gesture.
        case replayed([[Matrix.Landing]])
    }

    /// Whether a platform's cell lands otherwise than SheetLab (a platform with no sheet for
    /// the style, `—`, is no difference).
    package func differs(_ row: Row, _ column: Int) -> Bool {
        row.cells[column] != "—" && row.cells[column] != row.sheetLab
    }

    /// The table as aligned text, a cell landing otherwise than SheetLab ending with `*`.
    package var text: String {
        let header = ["gesture", "SheetLab"] + platforms
        let body = rows.map { row in
            [row.gesture, row.sheetLab]
                + row.cells.indices.map { row.cells[$0] + (differs(row, $0) ? " *" : "") }
        }
        return Self.aligned([header] + body, indent: "")
            + "\n\n* lands otherwise than SheetLab\n"
            + starts.compactMap { $0.map { $0 + "\n" } }.joined()
    }

    /// The table in Markdown, a cell landing otherwise than SheetLab in bold.
    package var markdown: String {
        var lines = [
            "| gesture | SheetLab | " + platforms.joined(separator: " | ") + " |",
            "|---|---|" + String(repeating: "---|", count: platforms.count),
        ]
        for row in rows {
            let cells = row.cells.indices.map {
                differs(row, $0) ? "**\(row.cells[$0])**" : row.cells[$0]
            }
            lines.append(
                "| \(row.gesture) | \(row.sheetLab) | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n\nBold: lands otherwise than SheetLab."
            + starts.compactMap { $0.map { " " + $0 } }.joined() + "\n"
    }

    /// The table as JSON: the platforms, and per gesture SheetLab's landing and each
    /// platform's with whether it differs.
    package var json: String {
        JSONOutput.object([
            ("platforms", .array(platforms.map { .string($0) })),
            ("starts", .array(starts.map { $0.map(JSONOutput.string) ?? .null })),
            (
                "rows",
                .array(
                    rows.map { row in
                        .object([
                            ("gesture", .string(row.gesture)), ("sheetLab", .string(row.sheetLab)),
                            (
                                "cells",
                                .array(
                                    row.cells.indices.map { index in
                                        .object([
                                            ("lands", .string(row.cells[index])),
                                            ("differs", .bool(differs(row, index))),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ]).text + "\n"
    }

    /// The comment an export carries for its own platform (column `column`): the gestures on
    /// which it lands otherwise than SheetLab, one aligned row each, or one line saying it
    /// lands as SheetLab on all of them. `prefix` starts each line (`// `).
    package func header(_ column: Int, prefix: String) -> [String] {
        let name = platforms[column]
        let differing = rows.filter { differs($0, column) }
        let count = Gesture.library.count
        guard !differing.isEmpty else {
            return [
                "\(prefix)Released, \(name) lands where SheetLab does on all \(count) built-in "
                    + "gestures (matrix --platforms)."
            ]
        }
        let table = Self.aligned(
            [["gesture", "SheetLab", name]]
                + differing.map { [$0.gesture, $0.sheetLab, $0.cells[column]] },
            indent: prefix + "  ")
        return [
            "\(prefix)Released, \(name) lands otherwise than SheetLab on \(differing.count) of "
                + "\(count) built-in gestures",
            "\(prefix)(matrix --platforms; its library's own release code, see docs/export.md):",
        ] + table.split(separator: "\n").map(String.init)
            + (starts[column].map { ["\(prefix)(\($0))"] } ?? [])
    }

    /// Rows of cells as columns padded to their widest, two spaces apart.
    static func aligned(_ rows: [[String]], indent: String) -> String {
        let widths = (rows.first ?? []).indices.map { column in
            rows.map { $0[column].count }.max() ?? 0
        }
        return rows.map { cells in
            var line = indent
            for (index, cell) in cells.enumerated() {
                line += cell
                if index < cells.count - 1 {
                    line += String(repeating: " ", count: widths[index] - cell.count + 2)
                }
            }
            return line
        }.joined(separator: "\n")
    }
}
