import Testing

@testable import SheetCore

/// Each style's release rule, table-driven with its boundaries (SPEC §7), on a 390×844 window.
struct StyleReleaseTests {
    static let cases: [ReleaseCase] = [
        // modal: progress = ty / 844; threshold 0.3 → 253.2 pt.
        ReleaseCase(
            style: .modal, height: 844 - 253.2, translation: 253.2, velocity: 0, target: "open",
            rule: 2),
        ReleaseCase(
            style: .modal, height: 844 - 253.3, translation: 253.3, velocity: 0, target: "dismiss",
            rule: 1),
        ReleaseCase(
            style: .modal, height: 844 - 100, translation: 100, velocity: 3000, target: "open",
            rule: 2),
        ReleaseCase(
            style: .modal, height: 844, translation: -50, velocity: 0, target: "open", rule: 2),
        // half: v < -300 or top < 844 / 4 = 211 (height 633) → full.
        ReleaseCase(
            style: .half, height: 500, translation: -78, velocity: -300, target: "half", rule: 2),
        ReleaseCase(
            style: .half, height: 500, translation: -78, velocity: -300.01, target: "full",
            rule: 1),
        ReleaseCase(
            style: .half, height: 633, translation: -211, velocity: 0, target: "half", rule: 2),
        ReleaseCase(
            style: .half, height: 633.01, translation: -211, velocity: 0, target: "full", rule: 1),
        ReleaseCase(
            style: .half, height: 700, translation: 100, velocity: 2000, target: "full", rule: 1),
        ReleaseCase(
            style: .half, height: 100, translation: 322, velocity: 2000, target: "half", rule: 2),
        // card: 25 % of the card's height 804 = 201 pt.
        ReleaseCase(
            style: .card, height: 804 - 201, translation: 201, velocity: 0, target: "open",
            rule: 2),
        ReleaseCase(
            style: .card, height: 804 - 201.1, translation: 201.1, velocity: 0, target: "dismiss",
            rule: 1),
        ReleaseCase(
            style: .card, height: 804, translation: -30, velocity: -900, target: "open", rule: 2),
    ]

    @Test(arguments: cases)
    func releaseFollowsTheStylesRule(_ example: ReleaseCase) {
        let configuration = Configuration(style: example.style)
        let style = configuration.sheetStyle
        let detents = style.detents(window: configuration.constants.window)
        let decision = style.decide(
            example.release,
            detents: detents)
        #expect(decision.target.name == example.target)
        #expect(decision.rule == example.rule)
    }

    @Test func eachStyleRestsWhereItsWriteUpSays() {
        func heights(_ style: StyleKind) -> [String: Double] {
            let configuration = Configuration(style: style)
            let detents = configuration.sheetStyle.detents(
                window: Size(width: 390, height: 844))
            return Dictionary(uniqueKeysWithValues: detents.resting.map { ($0.name, $0.height) })
        }
        #expect(heights(.sheet) == ["default": 300, "max": 780])
        #expect(heights(.fixed) == ["panel": 600])
        #expect(heights(.modal) == ["open": 844])
        #expect(heights(.half) == ["half": 422, "full": 844])
        #expect(heights(.card) == ["open": 804])
        #expect(heights(.peek) == ["peek": 50, "open": 794])
    }

    @Test func stylesCarryTheirWriteUpsNumbers() {
        #expect(Configuration(style: .fixed).constants.dimAlpha == 0.5)
        #expect(
            Configuration(style: .fixed).constants.dimDuration == 0.3
                && Configuration(style: .fixed).constants.dimOutDuration == 0.5)
        #expect(Configuration(style: .half).constants.dimAlpha == 0.5)
        #expect(
            Configuration(style: .card).constants.dimAlpha == 0.3
                && Configuration(style: .card).constants.cornerRadius == 8)
        #expect(
            Configuration(style: .modal).constants.snapDuration == 0.6
                && Configuration(style: .modal).constants.dismissProgress == 0.3)
        #expect(
            StyleKind.card.behavior(Configuration(style: .card).constants).timing.easing
                == .criticallyDamped)
        #expect(
            StyleKind.peek.behavior(Configuration(style: .peek).constants).timing.easing
                == .criticallyDamped)
    }
}
