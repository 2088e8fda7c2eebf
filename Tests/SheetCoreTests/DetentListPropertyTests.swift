import Testing

@testable import SheetCore

/// `--detents` under random lists: every policy's release lands on the list or dismisses, each
/// rule reported is the first that holds, and the machine rests only at the list's detents.
/// Each test draws from its own fixed seed, so a failure replays as it is.
@Suite struct DetentListPropertyTests {
    /// A random list of 1–6 detents: points, shares, `max`, `fit`, resolved in a random window.
    static func randomDetents(_ random: inout SeededGenerator) -> (DetentSet, Double) {
        let windowHeight = Double(Int.random(in: 300...1400, using: &random))
        let maxHeight = windowHeight - Double(Int.random(in: 0...100, using: &random))
        let dismiss = Double(Int.random(in: 10...120, using: &random))
        let count = Int.random(in: 1...6, using: &random)
        var specs: [DetentSpec] = []
        for index in 0..<count {
            let value: DetentValue
            switch Int.random(in: 0...3, using: &random) {
            case 0: value = .points(Double(Int.random(in: 50...1500, using: &random)))
            case 1: value = .fraction(Double(Int.random(in: 5...100, using: &random)) / 100)
            case 2: value = .max
            default: value = .fit
            }
            specs.append(DetentSpec(name: "d\(index)", value: value))
        }
        let content = Double(Int.random(in: 0...2000, using: &random))
        let detents = DetentSet(
            specs, windowHeight: windowHeight, maxHeight: maxHeight, contentHeight: content,
            dismissLine: dismiss)
        return (detents, windowHeight)
    }

    @Test func everyReleaseLandsOnADetentOfTheListOrDismisses() {
        var random = SeededGenerator(state: 12)
        for _ in 0..<400 {
            let (detents, windowHeight) = Self.randomDetents(&random)
            var configuration = Configuration()
            for kind in PolicyKind.allCases {
                configuration.constants.policy = kind
                let policy = kind.policy(configuration.constants)
                for _ in 0..<20 {
                    let release = Release(
                        height: Double.random(in: 0...windowHeight, using: &random),
                        translation: Double.random(in: -800...800, using: &random),
                        velocity: Double.random(in: -5000...5000, using: &random),
                        windowHeight: windowHeight)
                    let decision = policy.decide(release, detents: detents)
                    if case .detent(let detent) = decision.target {
                        #expect(detents.resting.contains(detent), "\(kind) \(release)")
                    }
                }
            }
        }
    }

    /// The seed rules written out again as predicates: the rule reported is the first that
    /// holds, and its target is the one the rule names.
    @Test func theSeedRuleChosenIsTheFirstThatMatches() {
        var random = SeededGenerator(state: 1212)
        let policy = SeedReleasePolicy(SheetConstants())
        for _ in 0..<3000 {
            let (detents, windowHeight) = Self.randomDetents(&random)
            let release = Release(
                height: Double.random(in: 0...windowHeight, using: &random),
                translation: Double.random(in: -800...800, using: &random),
                velocity: Double.random(in: -2000...2000, using: &random),
                windowHeight: windowHeight)
            let h = release.height
            let top = windowHeight - h
            let rules: [(Bool, ReleaseTarget)] = [
                (h < detents.dismissLine, .dismiss),
                (
                    release.velocity < -300
                        || (release.velocity <= 300 && top < windowHeight * 0.25),
                    .detent(detents.highest)
                ),
                (h < detents.lowest.height, .detent(detents.lowest)),
                (
                    release.translation > 0,
                    .detent(
                        detents.resting.last { $0.height <= min(h, detents.highest.height - 0.5) }
                            ?? detents.lowest)
                ),
                (true, .detent(detents.resting.first { $0.height > h } ?? detents.highest)),
            ]
            let first = rules.firstIndex { $0.0 }!
            let decision = policy.decide(release, detents: detents)
            #expect(decision.rule == first + 1, "\(release) \(detents.resting.map(\.height))")
            #expect(decision.target == rules[first].1, "\(release)")
        }
    }

    /// The other policies' rules as predicates: the rule reported is the first that holds.
    @Test func everyPolicysRuleIsTheFirstThatMatches() {
        var random = SeededGenerator(state: 99)
        let configuration = Configuration()
        let t = configuration.constants.fullscreenVelocity
        for _ in 0..<3000 {
            let (detents, windowHeight) = Self.randomDetents(&random)
            let release = Release(
                height: Double.random(in: 0...windowHeight, using: &random),
                translation: Double.random(in: -800...800, using: &random),
                velocity: [0, Double.random(in: -2000...2000, using: &random)]
                    .randomElement(using: &random)!,
                windowHeight: windowHeight)
            let (h, v) = (release.height, release.velocity)
            let lowest = detents.lowest.height
            let collapsedProjection =
                (lowest - (h - v * configuration.constants.projectionTime)) / lowest
            let predicates: [PolicyKind: [Bool]] = [
                .nearest: [h < detents.dismissLine, true],
                .sequential: [h < detents.dismissLine, abs(v) > t, true],
                .velocity: [
                    v > t, v < -t, h < lowest * (1 - configuration.constants.dismissProgress), true,
                ],
                .material: [
                    v < 0,
                    h <= lowest && collapsedProjection > 0.5
                        && (v > t || h < detents.highest.height / 2),
                    v == 0, true,
                ],
            ]
            for (kind, holds) in predicates {
                var chosen = configuration
                chosen.constants.policy = kind
                let rule = kind.policy(chosen.constants).decide(release, detents: detents).rule
                #expect(rule == holds.firstIndex(of: true)! + 1, "\(kind) \(release)")
            }
        }
    }

    /// The machine under random drags, flicks, keys and resizes, every policy: each release
    /// targets a detent of the list (by name) or dismisses, and each rest is at one of them.
    @Test func randomInputOnTheMachineLandsOnTheList() throws {
        var random = SeededGenerator(state: 4242)
        for round in 0..<60 {
            let count = Int.random(in: 1...6, using: &random)
            var entries: [String] = []
            for index in 0..<count {
                let points = "\(Int.random(in: 210...700, using: &random))"
                let share = "\(Int.random(in: 30...90, using: &random))%"
                let value = [points, share, "max", "fit"].randomElement(using: &random)!
                entries.append("d\(index)=\(value)")
            }
            let policy = PolicyKind.allCases.randomElement(using: &random)!
            // A list the parser refuses fails the test: it is not run on the default detents.
            let list = try DetentSpec.list(entries.joined(separator: ","))
            var driver = Driver { configuration in
                configuration.constants.detents = list
                configuration.constants.policy = policy
            }
            driver.machine.setContentHeight(Double.random(in: 100...900, using: &random))
            let names = Set(driver.machine.detents.resting.map(\.name))
            driver.key(.enter)
            driver.wait(0.5)
            for _ in 0..<12 {
                switch Int.random(in: 0...5, using: &random) {
                case 0: driver.key(.up)
                case 1: driver.key(.down)
                case 2:
                    let height = Double(Int.random(in: 500...1000, using: &random))
                    driver.send(.resize(Size(width: 390, height: height)))
                default:
                    let from = Double.random(in: 100...800, using: &random)
                    let to = Double.random(in: 50...840, using: &random)
                    let duration = Double.random(in: 0.03...0.6, using: &random)
                    driver.drag(fromY: from, toY: to, duration: duration)
                }
                driver.wait(Double.random(in: 0...0.8, using: &random))
                if !driver.machine.isPresented { driver.key(.enter) }
            }
            for event in driver.log {
                switch event {
                case .dragEnd(_, _, _, let target, _):
                    #expect(
                        target == "dismiss" || names.contains(target), "round \(round): \(entries)")
                case .settled(let name, let index, _):
                    #expect(driver.machine.detents.resting[index].name == name, "round \(round)")
                default: break
                }
            }
        }
    }
}
