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
        /// The heights landed at (nil: closed, or no landing), SheetLab's then each cell's:
        /// two detents at one height are one place.
        package var heights: [Double?] = []
    }

    /// The platforms' names, in the columns' order.
    package let platforms: [String]
    /// Per platform, where its gestures begin when its lowest or highest rest is not
    /// SheetLab's (a library without SheetLab's peek begins "from the lowest" higher up), as
    /// a sentence; nil where they are SheetLab's.
    package let starts: [String?]
    /// The content a `fit` detent holds in this table, when the sheet has one.
    package let fitContent: Double?
    /// Per platform, why it has no landings (`—`), or nil.
    package let reasons: [String?]
    /// A row per built-in gesture.
    package let rows: [Row]

    /// The table for `configuration`'s sheet: `sheetLab` holds SheetLab's landings per
    /// built-in gesture (`Matrix`'s first column), and each platform a model, its landings
    /// replayed by SheetLab (UIKit's, `PlatformRelease.uikit`), or why it has none.
    /// `contentHeight` is the content a `fit` detent takes.
    package init(
        configuration: Configuration, contentHeight: Double, sheetLab: [[Matrix.Landing]],
        platforms: [(name: String, landings: PlatformLandings)]
    ) {
        let window = configuration.constants.window
        let detents = configuration.sheetStyle.detents(
            window: window, contentHeight: contentHeight)
        // A height by SheetLab's detent there (within a point): `preferred` where two
        // detents share it and SheetLab landed on one of them.
        func named(_ height: Double, preferring preferred: String? = nil) -> String {
            if let preferred,
                let detent = detents.resting.first(where: { $0.name == preferred }),
                abs(detent.height - height) <= 1
            {
                return preferred
            }
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
        fitContent =
            configuration.constants.detents?.contains { $0.value == .fit } == true
            ? contentHeight : nil
        reasons = platforms.map { platform in
            if case .none(let reason) = platform.landings { return reason }
            return nil
        }
        starts = platforms.map { platform in
            guard case .model(let model) = platform.landings, let rests = model.rests,
                let lowest = rests.first, let highest = rests.last
            else { return nil }
            let own = (named(lowest), named(highest))
            let sheetLabs = (detents.lowest.name, detents.highest.name)
            guard own != sheetLabs else { return nil }
            let missing = detents.resting.map(\.name).filter { name in
                !rests.contains { abs($0 - detents.resting.first { $0.name == name }!.height) <= 1 }
            }
            let lost =
                missing.isEmpty
                ? "" : "; \(missing.joined(separator: ", ")) not expressed"
            if own.0 == own.1 {
                return "\(platform.name) rests at \(own.0) alone: each gesture begins there "
                    + "(SheetLab's at \(sheetLabs.0) or \(sheetLabs.1)\(lost))."
            }
            return "\(platform.name) begins each gesture at its own lowest or highest rest, "
                + "\(own.0) or \(own.1) (SheetLab's: \(sheetLabs.0) or \(sheetLabs.1)\(lost))."
        }
        rows = Gesture.library.enumerated().map { index, gesture in
            let sheetLab = replayed(
                sheetLab.indices.contains(index) ? sheetLab[index] : [], gesture)
            // A detent SheetLab names: its height (nil for dismiss).
            func height(_ name: String) -> Double? {
                detents.resting.first { $0.name == name }?.height
            }
            // Each cell with the height it lands at (nil: closed, or no landing).
            let cells = platforms.map { platform -> (String, Double?) in
                switch platform.landings {
                case .none: return (Self.noLanding, nil)
                case .replayed(let all):
                    let name = replayed(all.indices.contains(index) ? all[index] : [], gesture)
                    return (name, height(name))
                case .model(let model):
                    guard let rests = model.rests,
                        let landing = model.land(gesture, dismissLine: detents.dismissLine)
                    else { return (Self.noLanding, nil) }
                    switch landing {
                    case .closed: return (ReleaseTarget.dismiss.name, nil)
                    case .rest(let rest):
                        return (named(rests[rest], preferring: sheetLab), rests[rest])
                    }
                }
            }
            return Row(
                gesture: gesture.name, sheetLab: sheetLab, cells: cells.map(\.0),
                heights: [height(sheetLab)] + cells.map(\.1))
        }
    }

    /// Checks that `configuration`'s `fit` detent still rises with the export headers'
    /// content (`ConfigFile.landingContent`), as `command` (`matrix --platforms`, `explain
    /// --platforms`) compares it: a usage error naming that content when it does not.
    package static func checkFit(_ configuration: Configuration, command: String)
        throws(UsageError)
    {
        let content = ConfigFile.landingContent
        do {
            try configuration.validateFit(contentHeight: content)
        } catch {
            throw UsageError(
                "\(command) takes a fit detent's content as \(Format.number(content)) pt, as "
                    + "the export headers do: \(error.message)")
        }
    }

    /// A cell with no landing: the platform has no sheet to compare (`reasons` says why).
    package static let noLanding = "—"

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
                case nil:
                    (
                        platform.name,
                        .none(ConfigFile.noRelease(constants, as: platform.format))
                    )
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
        /// None, and why (`ConfigFile.noRelease`).
        case none(String)
    }

    /// Whether a platform's cell lands otherwise than SheetLab (a platform with no landing,
    /// `—`, is no difference).
    package func differs(_ row: Row, _ column: Int) -> Bool {
        guard row.cells[column] != Self.noLanding, row.cells[column] != row.sheetLab else {
            return false
        }
        // Two detents at one height (within a point) are one place.
        if row.heights.count > column + 1, let mine = row.heights[0],
            let theirs = row.heights[column + 1]
        {
            return abs(mine - theirs) > 1
        }
        return true
    }

    /// The lines under a table: each platform's own starts, and why a column is empty.
    var notes: [String] {
        (fitContent.map {
            [
                "A fit detent holds \(Format.number($0)) pt of content here, as in the export "
                    + "headers (each pasted sheet measures its own)."
            ]
        } ?? []) + starts.compactMap { $0 }
            + zip(platforms, reasons).compactMap { name, reason in
                reason.map { "\(Self.noLanding) \(name): \($0)." }
            }
    }

    /// The table as aligned text, a cell landing otherwise than SheetLab ending with `*`.
    package var text: String {
        let header = ["gesture", "SheetLab"] + platforms
        let body = rows.map { row in
            [row.gesture, row.sheetLab]
                + row.cells.indices.map { row.cells[$0] + (differs(row, $0) ? " *" : "") }
        }
        return Self.aligned([header] + body, indent: "")
            + "\n\n* lands otherwise than SheetLab\n" + notes.map { $0 + "\n" }.joined()
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
            + notes.map { " " + $0 }.joined() + "\n"
    }

    /// The table as JSON: the platforms, and per gesture SheetLab's landing and each
    /// platform's with whether it differs.
    package var json: String {
        JSONOutput.object([
            ("platforms", .array(platforms.map { .string($0) })),
            (
                "formats",
                .array(
                    platforms.map { name in
                        .string(
                            ConfigFile.platforms.first { $0.name == name }?.format.rawValue ?? "")
                    })
            ),
            ("starts", .array(starts.map { $0.map(JSONOutput.string) ?? .null })),
            ("noLanding", .array(reasons.map { $0.map(JSONOutput.string) ?? .null })),
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
                                            (
                                                "lands",
                                                row.cells[index] == Self.noLanding
                                                    ? .null : .string(row.cells[index])
                                            ),
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
        if let reason = reasons[column] {
            return ["\(prefix)Released: not compared with SheetLab's sheet (\(reason))."]
        }
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
