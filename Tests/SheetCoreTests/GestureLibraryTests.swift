import Testing

@testable import SheetCore

/// The built-in gestures: real pointer paths at 60 Hz from a resting sheet, and where the
/// write-ups' rules (SPEC §5) send them.
struct GestureLibraryTests {
    func landings(_ name: String, _ arguments: [String] = []) throws -> [Matrix.Landing] {
        let gesture = try #require(Gesture.named(name))
        let replay = Replay.played(gesture.trace(try parsedRun(arguments)))
        return replay.log.compactMap { _, event in
            guard case .dragEnd(_, _, _, let target, let rule) = event else { return nil }
            return Matrix.Landing(target: target, rule: rule)
        }
    }

    @Test(arguments: Gesture.library.map(\.name))
    func aGestureIsOnePressAt60HzFromItsDetent(name: String) throws {
        let gesture = try #require(Gesture.named(name))
        let trace = gesture.trace(try parsedRun([]))
        #expect(
            trace.configuration.constants.start == (gesture.start == .lowest ? "default" : "max"))
        let downs = trace.entries.filter { if case .pointerDown = $0.input { true } else { false } }
        let ups = trace.entries.filter { if case .pointerUp = $0.input { true } else { false } }
        #expect(downs.count == 1 && ups.count == 1)
        #expect(trace.entries.first?.input == downs.first?.input)
        #expect(trace.entries.last?.input == ups.first?.input)
        let moves = trace.entries.dropFirst().dropLast().map(\.time)
        for (earlier, later) in zip(moves, moves.dropFirst()) {
            #expect(abs(later - earlier - 1.0 / 60) < 1e-9 || name == "tap")
        }
        #expect(gesture.trace(try parsedRun([])) == trace, "the same every time")
    }

    @Test func theSeedRulesDecideAsTheWriteUpsSay() throws {
        // Rule 1: released below the dismiss line, it dismisses.
        #expect(try landings("slow-below-dismiss-line") == [.init(target: "dismiss", rule: 1)])
        // Rule 2: a fast upward release goes to max.
        #expect(try landings("long-fast-flick-up") == [.init(target: "max", rule: 2)])
        // A fast flick down from max with the top still high falls through to rule 4: default.
        #expect(try landings("fast-flick-down-from-top") == [.init(target: "default", rule: 4)])
        // A 3 pt press is a tap, not a drag: no release decision at all.
        #expect(try landings("tap").isEmpty)
    }

    @Test func aShortFlickSplitsTheLibraries() throws {
        // gorhom projects 50 pt of flick 0.2 s ahead and stays nearest to default; the
        // seed's velocity rule sends the same flick to max.
        #expect(try landings("short-fast-flick-up").map(\.target) == ["max"])
        #expect(
            try landings("short-fast-flick-up", ["--preset", "gorhom"]).map(\.target) == ["default"]
        )
    }
}

/// The matrix: its cells are the replays' landings; a difference is another detent.
struct MatrixTests {
    func matrix(_ presets: [String], rows: [String]) throws -> Matrix {
        let columns = try presets.map { preset in
            Matrix.Column(name: preset, configuration: try parsedRun(["--preset", preset]))
        }
        let gestures = try rows.map { name in try #require(Gesture.named(name)) }
        return Matrix(columns: columns, rows: gestures.map { ($0.name, $0.trace) })
    }

    @Test func aCellIsTheReplaysLandingsAndDiffersOnlyByDetent() throws {
        let table = try matrix(["seed", "fluid", "gorhom"], rows: ["short-fast-flick-up", "tap"])
        let flick = table.rows[0]
        for (index, column) in table.columns.enumerated() {
            let replay = Replay.played(
                Gesture.named("short-fast-flick-up")!.trace(column.configuration))
            let ends = replay.log.compactMap { _, event -> String? in
                guard case .dragEnd(_, _, _, let target, _) = event else { return nil }
                return target
            }
            #expect(flick.cells[index].map(\.target) == ends)
        }
        // seed and fluid both go to max, by their own rules: not a difference.
        #expect(!table.differs(row: flick, column: 1))
        #expect(table.differs(row: flick, column: 2))
        #expect(table.rows[1].cells.allSatisfy { $0.isEmpty })
    }

    @Test func theTableReadsAsTextMarkdownAndJSON() throws {
        let table = try matrix(["seed", "gorhom"], rows: ["short-fast-flick-up"])
        let text = table.text.split(separator: "\n").map(String.init)
        #expect(text[0].hasPrefix("gesture") && text[0].hasSuffix("gorhom"))
        #expect(text[1].hasPrefix("short-fast-flick-up") && text[1].hasSuffix("*"))
        #expect(table.markdown.contains("| short-fast-flick-up | max (rule 2) | **default"))
        let json = try JSONParser.parse(table.json)
        #expect(json["columns"] == .array([.string("seed"), .string("gorhom")]))
        guard case .array(let rows)? = json["rows"], case .array(let cells)? = rows.first?["cells"]
        else {
            Issue.record("no rows in \(table.json)")
            return
        }
        #expect(cells.count == 2)
        #expect(cells[1]["differs"] == .bool(true))
    }
}

/// A trace's hour-long pause is jumped, not stepped frame by frame (a year's would never end).
struct MatrixIdleTests {
    @Test func anHourLongPauseIsJumpedAndDrawnAsTwoSeconds() throws {
        let trace = idleTrace(presentingAt: 0.5, keyAt: 3600)
        let columns = [Matrix.Column(name: "seed", configuration: trace.configuration)]
        let matrix = Matrix(columns: columns, rows: [("pause", { _ in trace })])
        let heights = matrix.rows[0].curves[0].heights
        // Presenting and the key's step take a few seconds of frames; the hour, 2 s of them.
        #expect(heights.count < 60 * 6, "\(heights.count) frames")
        #expect(heights.count > Matrix.idleShown)
    }
}

/// The matrix docs/presets.md shows (linked from the README) is the one the gestures make
/// with every preset today.
struct ReadmeMatrixTests {
    @Test func theReadmesMatrixIsWhatTheGesturesMake() throws {
        let columns = try Preset.allCases.map { preset in
            Matrix.Column(
                preset: preset.rawValue, policy: nil,
                configuration: try parsedRun(["--preset", preset.rawValue]))
        }
        let matrix = Matrix(columns: columns, rows: Gesture.library.map { ($0.name, $0.trace) })
        let table = matrix.markdown.components(separatedBy: "\n\n")[0]
        #expect(
            try ReadmeTests.page("docs/presets.md").contains(table + "\n"),
            "docs/presets.md's matrix: \(table)")
    }
}
