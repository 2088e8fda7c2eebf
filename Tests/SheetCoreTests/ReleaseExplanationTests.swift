import Testing

@testable import SheetCore

/// `explain` and the HUD: an explanation is the rules' own evaluation, so its outcome is the
/// machine's decision for every gesture, preset, policy and style; its steps are the rules in
/// order up to the first that matched; the velocity it reports is the one the machine used.
struct ReleaseExplanationTests {
    /// Every column `explain` can meet: each preset, each policy on the seed's constants, and
    /// each style with rules of its own.
    static let columns: [[String]] =
        Preset.allCases.map { ["--preset", $0.rawValue] }
        + PolicyKind.allCases.map { ["--policy", $0.rawValue] }
        + StyleKind.allCases.filter { $0 != .sheet }.map { ["--style", $0.rawValue] }

    /// The releases of `gesture` on `arguments`' constants, as the machine recorded them, and
    /// the drag-end events it wrote.
    func played(_ gesture: Gesture, _ arguments: [String]) throws -> (
        [ReleaseRecord], [(target: String, rule: Int)]
    ) {
        var replay = Replay(gesture.trace(try parsedRun(arguments)))
        replay.keepsReleases = true
        while !replay.isFinished { replay.step() }
        let ends = replay.log.compactMap { _, event -> (target: String, rule: Int)? in
            guard case .dragEnd(_, _, _, let target, let rule) = event else { return nil }
            return (target, rule)
        }
        return (replay.releases, ends)
    }

    @Test(arguments: columns)
    func everyGesturesExplanationEndsWhereTheMachineLanded(arguments: [String]) throws {
        for gesture in Gesture.library {
            let (records, ends) = try played(gesture, arguments)
            #expect(records.count == ends.count, "\(gesture.name) \(arguments): a record a release")
            for (record, end) in zip(records, ends) {
                let explanation = try record.explanation()
                let context = "\(gesture.name) \(arguments)"
                #expect(explanation.decision == record.decision, "\(context)")
                #expect(explanation.decision.target.name == end.target, "\(context)")
                #expect(explanation.decision.rule == end.rule, "\(context)")
                // The rules in order, each once, none after the first match, which decided.
                let numbers = explanation.steps.map(\.rule)
                #expect(numbers == Array(1...max(1, numbers.count)), "\(context): \(numbers)")
                #expect(explanation.steps.filter(\.matched).count == 1, "\(context)")
                #expect(explanation.steps.last?.matched == true, "\(context)")
                #expect(explanation.steps.last?.rule == record.decision.rule, "\(context)")
                #expect(explanation.summaries.count >= record.decision.rule, "\(context)")
                // Every comparison shown held or failed as its numbers say.
                for case .check(let check) in explanation.steps.flatMap(\.facts) {
                    #expect(check.relation.holds(check.value, check.limit) == check.holds)
                }
            }
        }
    }

    /// A tap that moves the sheet is no release; `explain` lists it where `matrix` shows
    /// "(tap)", with the same target, for every gesture and column.
    @Test(arguments: columns + [["--preset", "uikit", "--grabber-tap", "off"]])
    func explainsTapsListTheMatrixsTapLandings(arguments: [String]) throws {
        let configuration = try parsedRun(arguments)
        let matrix = Matrix(
            columns: [Matrix.Column(name: "x", configuration: configuration)],
            rows: Gesture.library.map { ($0.name, $0.trace) })
        for (gesture, row) in zip(Gesture.library, matrix.rows) {
            let taps = Explain.taps(gesture.trace(configuration)).map(\.target)
            let tapped = row.cells[0].filter { $0.rule == nil }.map(\.target)
            #expect(taps == tapped, "\(gesture.name) \(arguments)")
        }
        let shown = try parsedRun(["--preset", "uikit", "--grabber", "visible"])
        let tap = try #require(Gesture.named("tap")).trace(shown)
        #expect(Explain.taps(tap).map(\.target) == ["max"], "UIKit's grabber toggles up")
        let hidden = try #require(Gesture.named("tap")).trace(try parsedRun(["--preset", "uikit"]))
        #expect(Explain.taps(hidden).isEmpty, "UIKit hides its grabber: a tap there does nothing")
        let text = Explain.text([], trace: tap, name: "gesture:tap")
        #expect(text.contains("tap at 0.600 s → max: not a release"), "\(text)")
    }

    @Test func randomReleasesAreDecidedAsTheyAreExplained() throws {
        var random = SeededGenerator(state: 15)
        for arguments in Self.columns {
            let configuration = try parsedRun(arguments)
            let style = configuration.sheetStyle
            let detents = style.detents(window: configuration.constants.window)
            for _ in 0..<300 {
                let release = Release(
                    height: Double.random(in: -50...900, using: &random),
                    translation: Double.random(in: -800...800, using: &random),
                    velocity: [0, 300, -300, Double.random(in: -4000...4000, using: &random)]
                        .randomElement(using: &random)!,
                    windowHeight: configuration.constants.window.height,
                    startIndex: Bool.random(using: &random)
                        ? Int.random(in: 0..<detents.resting.count, using: &random) : nil)
                let explained = style.behavior.explain(release, detents: detents)
                #expect(
                    explained.decision == style.decide(release, detents: detents),
                    "\(arguments) \(release)")
                #expect(explained.steps.last?.rule == explained.decision.rule)
            }
        }
    }

    @Test func theSeedsFlickUpIsRuleTwoByItsVelocity() throws {
        let gesture = try #require(Gesture.named("long-fast-flick-up"))
        let (records, _) = try played(gesture, [])
        let record = try #require(records.first)
        let explanation = try record.explanation()
        let rule2 = try #require(explanation.steps.first { $0.rule == 2 })
        let checks = rule2.facts.compactMap { fact -> RuleCheck? in
            if case .check(let check) = fact { return check }
            return nil
        }
        let flick = try #require(checks.first { $0.limitName == "--fullscreen-velocity, upward" })
        #expect(flick.holds && flick.value == record.release.velocity && flick.limit == -300)
        #expect(explanation.compact.hasPrefix("rule 2 of seed: velocity "))
        #expect(explanation.compact.hasSuffix("→ max"))
        // The velocity is the fit through the samples of the last 0.1 s before the release.
        #expect(record.velocity.outcome == .fitted)
        #expect(record.velocity.samples.allSatisfy { record.time - $0.time <= 0.1 })
        #expect(record.velocity.samples.count >= 2)
    }

    @Test func aHoldBeforeLettingGoIsExplainedAsNoSlope() throws {
        let gesture = try #require(Gesture.named("down-then-hesitate"))
        let (records, _) = try played(gesture, [])
        let record = try #require(records.first)
        #expect(record.release.velocity == 0)
        #expect(record.velocity.outcome == .tooFew)
        #expect(record.velocity.summary.contains("held still"))
    }

    @Test func aStylesOwnRulesAreNamed() throws {
        let gesture = try #require(Gesture.named("slow-below-dismiss-line"))
        for (style, name) in [
            ("half", "half style"), ("modal", "modal style"), ("card", "card style"),
        ] {
            let (records, _) = try played(gesture, ["--style", style])
            let record = try #require(records.first, "\(style)")
            #expect(try record.explanation().rulesName == name)
        }
    }

    @Test func aMismatchIsRefused() throws {
        let gesture = try #require(Gesture.named("long-fast-flick-up"))
        var record = try #require(try played(gesture, []).0.first)
        record.decision = ReleaseDecision(target: .dismiss, rule: 1)
        #expect(throws: ExplanationMismatch.self) { try record.explanation() }
    }
}

/// The velocity an explanation reports is the tracker's own estimate, with its samples.
struct VelocityFitTests {
    @Test func theFitIsTheVelocityWithTheSamplesItUsed() {
        var random = SeededGenerator(state: 7)
        for _ in 0..<200 {
            var tracker = VelocityTracker(window: Double.random(in: 0.02...0.3, using: &random))
            var time = 0.0
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                time += Double.random(in: 0...0.03, using: &random)
                tracker.add(time: time, position: Double.random(in: 0...800, using: &random))
            }
            let at = time + Double.random(in: 0...0.2, using: &random)
            let fit = tracker.fit(at: at)
            #expect(fit.velocity == tracker.velocity(at: at))
            #expect(fit.samples.allSatisfy { at - $0.time <= tracker.window })
            #expect(zip(fit.samples, fit.samples.dropFirst()).allSatisfy { $0.time <= $1.time })
            if fit.outcome == .fitted { #expect(fit.samples.count >= 2) }
        }
    }
}

/// The HUD shows the last release's rule, once per release, under its other lines.
struct HUDExplanationTests {
    @Test func theHUDShowsTheLastReleasesRule() throws {
        let gesture = try #require(Gesture.named("long-fast-flick-up"))
        let replay = Replay.played(gesture.trace(try parsedRun([])))
        var hud = HUDState()
        HUDMeter().update(&hud, following: replay.machine)
        #expect(hud.lastExplanation.hasPrefix("rule 2 of seed:"))
        let texts = HUDLayout.items(hud, measurer: FakeMeasurer()).compactMap { item -> String? in
            if case .text(let run) = item { return run.text } else { return nil }
        }
        #expect(texts.first == "idle")  // the rate line: the replay ends at rest
        #expect(texts.contains { $0.hasPrefix("rule 2 of seed") })
        #expect(texts.count <= 5 + HUDLayout.explanationLines)
        // Before any release: the HUD's lines as they were.
        var fresh = HUDState()
        HUDMeter().update(&fresh, following: SheetMachine(configuration: try parsedRun([])))
        #expect(fresh.lastExplanation.isEmpty)
        let before = HUDLayout.items(fresh, measurer: FakeMeasurer()).filter {
            if case .text = $0 { return true } else { return false }
        }
        #expect(before.count == 5)
    }
}

/// The `explain` output docs/lab.md shows (linked from the README) is the one the code prints
/// today.
struct ReadmeExplainTests {
    @Test func theReadmesExplanationIsWhatExplainPrints() throws {
        let name = "short-fast-flick-up"
        let trace = try #require(Gesture.named(name)).trace(try parsedRun([]))
        let text = Explain.text(try Explain.releases(trace), trace: trace, name: "gesture:\(name)")
        let block = "```\n$ SheetDesktop explain gesture:\(name)\n\(text)\n```\n"
        #expect(
            try ReadmeTests.page("docs/lab.md").contains(block),
            "docs/lab.md's explanation: \(text)")
    }

    /// A policy with no dismiss line (uikit's closed position is one more detent) is explained
    /// without one (issue 39); one that reads it shows it.
    @Test func explainNamesADismissLineOnlyWhereThePolicyHasOne() throws {
        for (arguments, shows) in [(["--preset", "uikit"], false), (["--preset", "seed"], true)] {
            let configuration = try parsedRun(arguments)
            let trace = try #require(Gesture.named("slow-below-dismiss-line")).trace(configuration)
            let text = Explain.text(try Explain.releases(trace), trace: trace, name: "g")
            #expect(text.contains("dismiss line") == shows, "\(arguments): \(text)")
        }
    }
}
