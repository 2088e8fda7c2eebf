import Testing

@testable import SheetCore

/// SPEC §5's five rules with the default detents: window 844, default 300, dismiss 200,
/// max 780, fullscreen below a top of 844 / 4 = 211 (a height of 633) or faster than 300 pt/s up.
struct ReleasePolicyTests {
    static let cases: [ReleaseCase] = [
        ReleaseCase(height: 199.99, translation: 100, velocity: 0, target: "dismiss", rule: 1),
        // rule 1 before rule 2
        ReleaseCase(height: 199, translation: -10, velocity: -5000, target: "dismiss", rule: 1),
        // exactly on the line stays
        ReleaseCase(height: 200, translation: 100, velocity: 0, target: "default", rule: 3),
        // exactly 300 pt/s is not faster
        ReleaseCase(height: 250, translation: -50, velocity: -300, target: "default", rule: 3),
        ReleaseCase(height: 250, translation: -50, velocity: -300.01, target: "max", rule: 2),
        // top exactly at H/4
        ReleaseCase(height: 633, translation: 100, velocity: 0, target: "default", rule: 4),
        ReleaseCase(height: 633, translation: -100, velocity: 0, target: "max", rule: 5),
        // top just above H/4
        ReleaseCase(height: 633.01, translation: 100, velocity: 0, target: "max", rule: 2),
        ReleaseCase(height: 299.99, translation: 1, velocity: 100, target: "default", rule: 3),
        ReleaseCase(height: 400, translation: 50, velocity: 0, target: "default", rule: 4),
        // down, slow up-flick at end
        ReleaseCase(height: 400, translation: 50, velocity: -299, target: "default", rule: 4),
        ReleaseCase(height: 400, translation: -50, velocity: 0, target: "max", rule: 5),
        ReleaseCase(height: 300, translation: 0, velocity: 0, target: "max", rule: 5),
        ReleaseCase(height: 780, translation: 10, velocity: 0, target: "max", rule: 2),
    ]

    @Test(arguments: cases)
    func seedRulesPickTheFirstMatchingRule(_ example: ReleaseCase) {
        let detents = DetentSet.sheet(SheetConstants(), windowHeight: 844)
        let decision = SeedReleasePolicy(SheetConstants()).decide(
            example.release,
            detents: detents)
        #expect(decision.target.name == example.target)
        #expect(decision.rule == example.rule)
    }

    @Test func thresholdsFollowTheirFlags() {
        var configuration = Configuration()
        configuration.constants.fullscreenVelocity = 1000
        configuration.constants.fullscreenFraction = 0.5
        let detents = DetentSet.sheet(configuration.constants, windowHeight: 844)
        let policy = SeedReleasePolicy(configuration.constants)
        let slowFlick = Release(height: 250, translation: -50, velocity: -900, windowHeight: 844)
        #expect(policy.decide(slowFlick, detents: detents).rule == 3)
        // top 414 < 422
        let highDownward = Release(height: 430, translation: 30, velocity: 0, windowHeight: 844)
        #expect(
            policy.decide(highDownward, detents: detents)
                == ReleaseDecision(target: .detent(detents.highest), rule: 2))
    }
}
