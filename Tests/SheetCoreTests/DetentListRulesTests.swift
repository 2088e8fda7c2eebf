import Testing

@testable import SheetCore

/// The review R4 of `--detents`: bounded parsing, bounded names, sequential from the start
/// detent, the small-window warning over the list, the panel's note, a preset's detent.
@Suite struct DetentListRulesTests {
    // MARK: - R4 #1: a long list is refused by its count before it is parsed

    @Test func aLongListIsRefusedByItsCountBeforeParsing() {
        let text = (0..<300_000).map { String($0, radix: 16) + "=1" }.joined(separator: ",")
        var parsed = 0
        #expect(throws: UsageError("--detents: 300000 detents (allowed: 1..12)")) {
            try DetentSpec.list(text, entriesParsed: &parsed)
        }
        #expect(parsed <= 13)
    }

    @Test func aListOfTwelveIsParsedWholeAndDuplicatesAreFound() throws {
        var parsed = 0
        let twelve = (1...12).map { "d\($0)=\($0 * 10)" }.joined(separator: ",")
        #expect(try DetentSpec.list(twelve, entriesParsed: &parsed).count == 12)
        #expect(parsed == 12)
        #expect(throws: UsageError("--detents: the name 'd1' is given twice")) {
            try DetentSpec.list("d1=10,d2=20,d1=30")
        }
    }

    // MARK: - R4 #2: names are short

    @Test func aDetentNameIsAtMost32Characters() throws {
        let ok = String(repeating: "n", count: 32)
        #expect(try DetentSpec.list("\(ok)=300,max").first?.name == ok)
        let long = String(repeating: "n", count: 1_900_000)
        let error = try #require(throws: UsageError.self) { try DetentSpec.list("\(long)=300,max") }
        #expect(error.message.contains("at most 32"))
        #expect(error.message.count < 200)
    }

    @Test func aLongNameInAConfigFileIsBadData() throws {
        let long = String(repeating: "n", count: 33)
        let json = "{\"detents\": \"\(long)=300,max\"}"
        let error = try #require(throws: ConfigFileError.self) {
            try ConfigFile.entries(json, path: "c.json")
        }
        #expect(error.exitCode.rawValue == 65)
        #expect(error.message.hasPrefix("c.json: key 'detents': "))
    }
}

// MARK: - R4 #4: sequential decides from the detent the drag began at

extension DetentListRulesTests {
    /// The review's traces: `--policy sequential`, an 844 pt window, a press, moves of
    /// `slow` points every 36 ms `slowSteps` times, then moves of `fast` points every 16 ms
    /// `fastSteps` times, then the release. Returns the `drag-end` target and rule.
    static func sequential(
        _ detents: String, start: String, from y: Double, slow: Double, slowSteps: Int,
        fast: Double, fastSteps: Int
    ) -> (target: String, rule: Int, height: Double)? {
        var driver = Driver(start: start) { configuration in
            configuration.constants.detents = try? DetentSpec.list(detents)
            configuration.constants.policy = .sequential
        }
        var pointer = y
        driver.send(.pointerDown(Point(x: 195, y: pointer)))
        for (step, steps, interval) in [(slow, slowSteps, 0.036), (fast, fastSteps, 0.016)] {
            for _ in 0..<steps {
                driver.time += interval
                pointer += step
                driver.send(.pointerMove(Point(x: 195, y: pointer)))
            }
        }
        driver.time += 0.016
        driver.send(.pointerUp(Point(x: 195, y: pointer)))
        for case .dragEnd(let height, _, _, let target, let rule) in driver.log {
            return (target, rule, height)
        }
        return nil
    }

    /// The review's three traces, each with the height, detent and rule it must end at.
    @Test(arguments: [
        // seq3: from b, a 480 pt upward flick (pinned at max) went back to b: it must not
        // fall back.
        ("a=210,b=400,c=600,max", "b", 480.0, 0.0, 0, -40.0, 12, 780.0, "max"),
        // seq1: from a, a slow drag up 360 pt then a flick up 160 pt went down to b (253 pt):
        // an upward flick after a long drag never lands below the sheet.
        ("a=210,b=30%,c=400,d=500,e=max", "a", 700, -5, 72, -40, 4, 730, "e"),
        // seq2: from a, a slow drag up 500 pt then a short flick down at 590 pt dismissed. The
        // drag was long (over 40 % of the window): it settles at the nearest detent, d (500 pt),
        // as vaul does — not back at a, 380 pt below where it was let go (the second review).
        // A downward flick above the dismiss line does not dismiss.
        ("a=210,b=30%,c=400,d=500,e=max", "a", 700, -5, 100, 30, 4, 590, "d"),
    ])
    func aFlickDecidesFromTheDetentTheDragBeganAt(
        detents: String, start: String, from: Double, slow: Double, slowSteps: Int, fast: Double,
        fastSteps: Int, height: Double, target: String
    ) throws {
        let end = try #require(
            Self.sequential(
                detents, start: start, from: from, slow: slow, slowSteps: slowSteps, fast: fast,
                fastSteps: fastSteps))
        #expect(end.height == height)
        #expect(end.target == target)
        #expect(end.rule == 2)
    }

    struct SequentialRow: CustomTestStringConvertible, Sendable {
        var label: String
        var start: Int
        var height: Double
        var velocity: Double
        var expected: String
        var testDescription: String { label }
    }

    /// a 210, b 400, c 600, max 780 in an 844 pt window; dismiss line 200; threshold 1 000.
    @Test(arguments: [
        SequentialRow(
            label: "flick up from b, short", start: 1, height: 430, velocity: -2000,
            expected: "c"),
        SequentialRow(
            label: "flick up from b, pinned at max", start: 1, height: 780, velocity: -2232,
            expected: "max"),
        SequentialRow(
            label: "flick down from c", start: 2, height: 560, velocity: 2000,
            expected: "b"),
        SequentialRow(
            label: "flick down from a", start: 0, height: 205, velocity: 2000,
            expected: "a"),
        SequentialRow(
            label: "flick down from a, after a drag up", start: 0, height: 590, velocity: 1607,
            expected: "a"),
        SequentialRow(
            label: "flick down below the line", start: 0, height: 150, velocity: 2000,
            expected: "dismiss"),
        SequentialRow(
            label: "flick up from max", start: 3, height: 780, velocity: -3000,
            expected: "max"),
        SequentialRow(
            label: "slow release near c", start: 1, height: 590, velocity: 0,
            expected: "c"),
    ])
    func sequentialStepsOneDetentFromWhereTheDragBegan(_ row: SequentialRow) {
        let specs = (try? DetentSpec.list("a=210,b=400,c=600,max")) ?? []
        let detents = DetentSet(
            specs, windowHeight: 844, maxHeight: 780, contentHeight: 0, dismissLine: 200)
        let release = Release(
            height: row.height, translation: 0, velocity: row.velocity, windowHeight: 844,
            startIndex: row.start)
        let decision = SequentialReleasePolicy(threshold: 1000).decide(release, detents: detents)
        #expect(decision.target.name == row.expected)
    }
}

// MARK: - R4 #5: the small-window warning looks at the resolved list

extension DetentListRulesTests {
    static func fitWarning(_ arguments: [String], window: Size) throws -> String? {
        var driver = Driver { configuration in
            if case .run(let parsed)? = try? Command.parse(arguments) { configuration = parsed }
        }
        driver.send(.resize(window))
        return driver.machine.detents.fitWarning(window: driver.machine.window)
    }

    @Test func aListThatFitsTheSmallWindowIsNotWarnedAbout() throws {
        // max is 350 − 64 = 286 pt, above a: the old check compared --default-height 300.
        let small = Size(width: 390, height: 350)
        #expect(try Self.fitWarning(["--detents", "a=210,max"], window: small) == nil)
        #expect(try Self.fitWarning([], window: Size(width: 390, height: 844)) == nil)
    }

    @Test func clampedOrCollidingDetentsAreNamed() throws {
        // max is 600 − 64 = 536 pt: b (600) and max both end at 536.
        let message = try #require(
            try Self.fitWarning(
                ["--detents", "a=500,b=600,max"], window: Size(width: 390, height: 600)))
        #expect(message.contains("390x600"))
        #expect(message.contains("b 600 pt → 536 pt"))
        #expect(message.contains("b and max collide at 536 pt"))
        #expect(!message.contains("a 500"))
        #expect(!message.contains("--default-height"))
    }

    @Test func theHalfStylesListIsCheckedToo() throws {
        // The half style's max is the window's height: 90 pt, under a.
        let message = try Self.fitWarning(
            ["--style", "half", "--detents", "a=100,max"], window: Size(width: 390, height: 90))
        #expect(message?.contains("a 100 pt → 90 pt") == true)
    }

    @Test func theShorthandIsWarnedAboutByItsDetentNames() throws {
        let message = try #require(try Self.fitWarning([], window: Size(width: 390, height: 350)))
        #expect(message.contains("default 300 pt → 286 pt"))
    }
}

// MARK: - R4 #6: the panel's note names detent rows

extension DetentListRulesTests {
    @Test func theExportNoteNamesADetentRowNotApplied() throws {
        let configuration = try parsedRun(["--detents", "a=300,b=320,max"])
        var panel = TuningPanel(configuration)
        let row = try #require(panel.rows.firstIndex { $0.flag == "detent a" })
        panel.selectRow(row)
        panel.set(row, to: 310)
        panel.set(row, to: 330)  // above b: refused, 310 keeps running
        #expect(panel.running(row) == 310)
        let note = try #require(panel.exportNote)
        #expect(note.contains("(detent a 330 pt)"), "\(note)")
        #expect(note.contains("(detent a 310 pt)"), "\(note)")
    }

    @Test func aShareRowIsNamedInPerCent() throws {
        let configuration = try parsedRun(["--detents", "a=300,b=50%,max"])
        var panel = TuningPanel(configuration)
        let row = try #require(panel.rows.firstIndex { $0.flag == "detent b" })
        panel.set(row, to: 20)  // 169 pt in 844, under a
        let note = try #require(panel.exportNote)
        #expect(note.contains("(detent b 20 %)") && note.contains("(detent b 50 %)"), "\(note)")
    }
}

// MARK: - R4 #8: a preset's own undimmed detent follows the list

extension DetentListRulesTests {
    @Test func floatingPanelsUndimmedDetentMapsOntoTheList() throws {
        // FloatingPanel dims at full only: every detent under the highest stays clear.
        let three = try parsedRun(
            ["--preset", "floatingpanel", "--detents", "a=250,b=50%,max"])
        #expect(three.constants.undimmedDetent.rawValue == "b")
        let one = try parsedRun(
            ["--preset", "floatingpanel", "--detents", "a=250"])
        #expect(one.constants.undimmedDetent.rawValue == "a")
        // A list with a detent named default keeps it; one the user names is theirs.
        let named = try parsedRun(
            ["--preset", "floatingpanel", "--detents", "default=250,b=50%,max"])
        #expect(named.constants.undimmedDetent == .default)
        let given = try parsedRun(
            ["--preset", "floatingpanel", "--detents", "a=250,b=50%,max", "--undimmed-detent", "a"])
        #expect(given.constants.undimmedDetent.rawValue == "a")
    }

    @Test func anUndimmedDetentTheUserGaveIsStillChecked() {
        #expect(throws: UsageError.self) {
            try parsedRun(
                [
                    "--preset", "floatingpanel", "--detents", "a=250,max",
                    "--undimmed-detent", "default",
                ])
        }
    }
}

// MARK: - R4 #11, #12: flags the list makes meaningless, shares as written

extension DetentListRulesTests {
    @Test func aShareIsWrittenAsGiven() throws {
        for text in ["29%", "58%", "57.7%", "56.1%", "50.5%", "33.333%", "100%"] {
            #expect(DetentValue(text: text)?.text == text)
        }
        let specs = try DetentSpec.list("29%,58%,max")
        #expect(specs.map(\.text).joined(separator: ",") == "29%,58%,max")
    }

    @Test func defaultHeightWithAListIsAUsageError() {
        #expect(throws: UsageError.self) {
            try parsedRun(["--detents", "a=250,max", "--default-height", "400"])
        }
        #expect(throws: Never.self) {
            try parsedRun(["--default-height", "400"])
        }
    }

    @Test func anUndimmedDetentGivenForAnyStyleMustExist() {
        for style in ["half", "fixed"] {
            #expect(throws: UsageError.self, "--style \(style)") {
                try parsedRun(
                    ["--style", style, "--undimmed-detent", "zzz"])
            }
        }
    }
}

// MARK: - R4 #3 (what needs no content): fit detents that can never fit

extension DetentListRulesTests {
    @Test func fitDetentsThatCanNeverFitAreUsageErrors() throws {
        let cases: [([String], [String])] = [
            (["--detents", "fit", "--top-inset", "100000"], ["fit", "--dismiss-height"]),
            (["--detents", "a=fit,b=fit", "--window", "390x844"], ["a", "b"]),
        ]
        for (arguments, words) in cases {
            let error = try #require(throws: UsageError.self) {
                try parsedRun(arguments)
            }
            let message = "\(error)"
            #expect(words.allSatisfy { message.contains($0) }, "\(message)")
        }
        #expect(throws: Never.self) { try parsedRun(["--detents", "fit,max"]) }
    }
}
