import Testing

@testable import SheetCore

/// `--detents`: any number of resting heights, every policy over them, keys through them
/// (the properties over random lists are in `DetentListPropertyTests`).
@Suite struct DetentListTests {
    static let three = ["--detents", "peek=120,half=50%,full=max", "--dismiss-height", "100"]

    // MARK: - Parsing and validation

    @Test func theShorthandIsTheTwoDetentList() throws {
        let shorthand = try parsedRun([])
        let list = try parsedRun(["--detents", "default=300,max=max"])
        let window = Size(width: 390, height: 844)
        #expect(
            StyleKind.sheet.behavior(shorthand.constants).detents(window: window)
                == StyleKind.sheet.behavior(list.constants).detents(window: window))
    }

    @Test func aListResolvesAgainstTheWindow() throws {
        let configuration = try parsedRun(Self.three)
        let detents = DetentSet.sheet(configuration.constants, windowHeight: 844)
        #expect(detents.resting.map(\.name) == ["peek", "half", "full"])
        #expect(detents.resting.map(\.height) == [120, 422, 780])
        #expect(detents.resting.map(\.index) == [0, 1, 2])
        #expect(detents.next(after: detents.lowest)?.name == "half")
        #expect(detents.previous(before: detents.lowest) == nil)
    }

    @Test func anUnnamedDetentIsNamedByItsValue() throws {
        let configuration = try parsedRun(["--detents", "250,60%,max"])
        let detents = DetentSet.sheet(configuration.constants, windowHeight: 844)
        #expect(detents.resting.map(\.name) == ["250", "60%", "max"])
    }

    @Test(arguments: [
        Bad(
            input: ["--detents", "low=400,high=300"],
            naming: ["high (300 pt)", "low (400 pt)"]),
        Bad(input: ["--detents", "a=150,max"], naming: ["a (150 pt)", "--dismiss-height 200"]),
        Bad(input: ["--detents", "a=250,b=900"], naming: ["b (900 pt)", "max (780 pt"]),
        Bad(input: ["--detents", "a=tall"], naming: ["'a=tall'", "VALUE"]),
        Bad(input: ["--detents", "a=300,a=max"], naming: ["'a'", "twice"]),
        Bad(
            input: ["--detents", "300,max", "--style", "card"],
            naming: ["--style card", "--detents"]),
        Bad(input: ["--detents", "300,max", "--style", "peek"], naming: ["--style peek"]),
        Bad(
            input: ["--detents", "300,max", "--undimmed-detent", "default"],
            naming: ["'default'", "300, max"]),
        Bad(
            input: ["--detents", "300,max", "--start", "default"],
            naming: ["'default'", "300, max"]),
    ])
    func aBadListIsOneLineExit64(_ bad: Bad<[String]>) throws {
        let error = try #require(throws: UsageError.self) { try Command.parse(bad.input) }
        bad.expect(error, exitCode: 64)
    }

    @Test func halfTakesAListToo() throws {
        let configuration = try parsedRun(
            ["--style", "half", "--detents", "third=33%,half=50%,full=max"])
        let detents = StyleKind.half.behavior(configuration.constants).detents(
            window: Size(width: 390, height: 844))
        #expect(detents.resting.map(\.name) == ["third", "half", "full"])
        #expect(detents.highest.height == 844)
    }

    @Test func theListRoundTripsThroughAConfigFile() throws {
        let configuration = try parsedRun(Self.three + ["--undimmed-detent", "half"])
        let json = ConfigFile.json(configuration)
        #expect(json.contains("\"detents\": \"peek=120,half=50%,full=max\""))
        let entries = try ConfigFile.entries(json, path: "c.json")
        guard case .run(let loaded) = try Command.parse([], fileEntries: entries) else {
            Issue.record("not a run")
            return
        }
        #expect(loaded.constants.detents == configuration.constants.detents)
        #expect(loaded.constants.undimmedDetent == configuration.constants.undimmedDetent)
    }

    @Test func aTraceRecordsTheListAndReplaysOntoIt() throws {
        let configuration = try parsedRun(Self.three + ["--start", "half"])
        let trace = Trace(
            configuration: configuration, entries: [TraceEntry(time: 0.1, input: .key(.up))])
        let parsed = try Trace.parse(trace.text, path: "t.jsonl")
        #expect(parsed.configuration.constants.detents == configuration.constants.detents)
        let settled = Replay.events(parsed).filter { $0.contains("\"settled\"") }
        #expect(settled.count == 2)
        #expect(settled.last?.contains("\"detent\":\"full\",\"index\":2,\"height\":780.0") == true)
    }

    @Test func thePlotDrawsALineForEveryDetent() throws {
        let configuration = try parsedRun(Self.three)
        let trace = Trace(
            configuration: configuration, entries: [TraceEntry(time: 0.5, input: .key(.enter))])
        let plot = Plot(trace: trace, title: "three")
        let labels = plot.items(measurer: FakeMeasurer()).compactMap { item -> String? in
            if case .text(let run) = item, run.color == Plot.detentColor { return run.text }
            return nil
        }
        #expect(labels == ["peek", "half", "full"])
    }

    @Test func theSwiftExportWritesTheListAsUIKitDetents() throws {
        let text = ConfigFile.swift(
            try parsedRun(
                [
                    "--detents", "peek=120,half=50%,third=70%,full=max", "--dismiss-height", "100",
                    "--undimmed-detent", "half",
                ]))
        #expect(text.contains("sheet.detents = [\n"))
        // Without a device UIKit's own medium and large follow a phone not known here: 50 %
        // and max are custom detents at the tuned heights.
        #expect(!text.contains(".medium()") && !text.contains(".large()"))
        #expect(text.contains("(self?.view.window?.bounds.height ?? 0) * 0.5 - "))
        #expect(text.contains("(self?.view.window?.bounds.height ?? 0) - 64 - "))
        // 70 % of the window, as SheetLab resolves it (not of the large detent, which is shorter
        // by the top inset), less the bottom safe area a custom detent's height excludes.
        #expect(
            text.contains(
                ".custom(identifier: .init(\"third\")) "
                    + "{ [weak self] context in min(max((self?.view.window?.bounds.height ?? 0) "
                    + "* 0.7 - "
                    + "(self?.view.window?.safeAreaInsets.bottom ?? 0), 0), "
                    + "context.maximumDetentValue) }"
            ))
        #expect(
            text.contains(
                ".custom(identifier: .init(\"peek\")) "
                    + "{ [weak self] context in min(max(120 - "
                    + "(self?.view.window?.safeAreaInsets.bottom ?? 0), 0), "
                    + "context.maximumDetentValue) }"
            ))
        #expect(text.contains("sheet.largestUndimmedDetentIdentifier = .init(\"half\")"))
        #expect(!text.contains("defaultHeight"), "the shorthand's constants are not the list's")
    }

    @Test func thePanelHasASliderPerDetentValue() throws {
        var panel = TuningPanel(try parsedRun(Self.three))
        let names = panel.rows.map(\.flag)
        #expect(names.prefix(2) == ["detent peek", "detent half"])
        #expect(!names.contains("detent full") && !names.contains("default-height"))
        let half = try #require(names.firstIndex(of: "detent half"))
        panel.set(half, to: 60)
        #expect(panel.problem == nil)
        #expect(
            panel.applied.constants.detents?[1] == DetentSpec(name: "half", value: .fraction(0.6)))
        let peek = try #require(names.firstIndex(of: "detent peek"))
        panel.set(peek, to: 600)  // above half (506 pt): shown, not applied
        #expect(panel.problem?.contains("half") == true)
        #expect(
            panel.applied.constants.detents?[0] == DetentSpec(name: "peek", value: .points(120)))
    }

    // MARK: - Every policy, three detents, by hand

    /// peek 120, half 422, full 780 in an 844 pt window; dismiss line 100.
    struct Row: CustomTestStringConvertible, Sendable {
        var label: String
        var height: Double
        var translation: Double
        var velocity: Double
        /// The expected landing per policy: seed, nearest, projected, velocity, sequential.
        var expected: [String]
        var testDescription: String { label }
    }

    static let policies: [PolicyKind] = [.seed, .nearest, .projected, .velocity, .sequential]

    @Test(arguments: [
        Row(
            label: "slow drag down between peek and half", height: 300, translation: 50,
            velocity: 0,
            expected: ["peek", "half", "half", "half", "half"]),
        Row(
            label: "slow drag up between half and full", height: 500, translation: -50, velocity: 0,
            expected: ["full", "half", "half", "half", "half"]),
        Row(
            label: "flick down from above half", height: 450, translation: 100, velocity: 1000,
            expected: ["half", "half", "dismiss", "half", "peek"]),
        Row(
            label: "flick up from above peek", height: 200, translation: -100, velocity: -1000,
            expected: ["full", "peek", "full", "half", "half"]),
        Row(
            label: "released below the dismiss line", height: 80, translation: 100, velocity: 0,
            expected: ["dismiss", "dismiss", "dismiss", "dismiss", "dismiss"]),
    ])
    func eachPolicyLandsThreeDetentsAsItsLibraryDoes(_ row: Row) throws {
        for (kind, expected) in zip(Self.policies, row.expected) {
            var configuration = try parsedRun(Self.three)
            configuration.constants.policy = kind
            let detents = DetentSet.sheet(configuration.constants, windowHeight: 844)
            let release = Release(
                height: row.height, translation: row.translation, velocity: row.velocity,
                windowHeight: 844)
            let decision = kind.policy(configuration.constants).decide(release, detents: detents)
            #expect(decision.target.name == expected, "--policy \(kind.rawValue)")
        }
    }

    // MARK: - Keys and the wheel

    @Test func upAndDownVisitEveryDetentInOrder() throws {
        var random = SeededGenerator(state: 7)
        for _ in 0..<30 {
            let count = Int.random(in: 1...6, using: &random)
            let windowHeight = 844.0
            var heights = Set<Int>()
            while heights.count < count {
                heights.insert(Int.random(in: 210...780, using: &random))
            }
            let list = heights.sorted().enumerated().map { "n\($0.offset)=\($0.element)" }
            var driver = Driver { configuration in
                configuration.constants.detents = try? DetentSpec.list(list.joined(separator: ","))
            }
            #expect(driver.windowHeight == windowHeight)
            driver.key(.enter)
            driver.wait(1)
            for _ in 0..<count {
                driver.key(.up)
                driver.wait(1)
            }
            for _ in 0..<count {
                driver.key(.down)
                driver.wait(1)
            }
            let visited = driver.log.compactMap { event -> Int? in
                if case .settled(_, let index, _) = event { return index }
                return nil
            }
            let up = Array(0..<count)
            let down = Array((0..<(count - 1)).reversed())
            #expect(visited == up + down, "\(list)")
            #expect(driver.log.last == .dismissed, "↓ from the lowest dismisses")
        }
    }

    @Test func theWheelStepsThroughEveryDetent() throws {
        var driver = Driver(start: "peek") { configuration in
            configuration.constants.detents = try? DetentSpec.list("peek=120,half=50%,full=max")
            configuration.constants.dismissHeight = 100
        }
        for lines in [-1.0, -1, -1, 1, 1, 1] {
            driver.send(.wheel(lines))
            driver.wait(1)
        }
        let visited = driver.log.compactMap { event -> String? in
            if case .settled(let name, _, _) = event { return name }
            return nil
        }
        // Up past the top stays; down to the lowest stays (the wheel never dismisses).
        #expect(visited == ["half", "full", "half", "peek"])
        #expect(driver.machine.isPresented)
    }

    // MARK: - Dim, resize, fit

    @Test func theUndimmedDetentIsClearAndTheDimFadesInOnTheWayToTheNext() throws {
        let configuration = try parsedRun(Self.three + ["--undimmed-detent", "half"])
        let layout = StyleKind.sheet.behavior(configuration.constants).layout
        let detents = layout.detents(window: Size(width: 390, height: 844), contentHeight: 0)
        #expect(layout.trackedDim(height: 120, detents: detents) == 0)
        #expect(layout.trackedDim(height: 422, detents: detents) == 0)
        #expect(abs(layout.trackedDim(height: 601, detents: detents) - 0.3) < 1e-9)
        #expect(layout.trackedDim(height: 780, detents: detents) == 0.6)
        // Card scale between the two highest: none at half, all of it at full.
        #expect(layout.pageTransform(height: 422, detents: detents).scale == 1)
        #expect(layout.pageTransform(height: 780, detents: detents).scale == 0.92)
    }

    @Test func aResizeKeepsTheSheetOnItsDetent() throws {
        var driver = Driver(start: "half") { configuration in
            configuration.constants.detents = try? DetentSpec.list("peek=120,half=50%,full=max")
            configuration.constants.dismissHeight = 100
        }
        #expect(driver.height == 422)
        driver.send(.resize(Size(width: 390, height: 600)))
        driver.wait(1)
        #expect(driver.height == 300)
        #expect(driver.machine.motion == .resting(driver.machine.detents.named("half")!))
    }

    @Test func aFitDetentFollowsTheContent() throws {
        var driver = Driver(start: "fit") { configuration in
            configuration.constants.detents = try? DetentSpec.list("fit,max")
            configuration.constants.dismissHeight = 20
        }
        driver.machine.setContentHeight(333)
        driver.wait(1)
        #expect(driver.height == 333)
        driver.machine.setContentHeight(5000)  // capped below max, which stays above it
        driver.wait(1)
        #expect(driver.height == 780 && driver.machine.detents.highest.height == 780)
    }
}
