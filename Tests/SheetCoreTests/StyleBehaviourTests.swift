import Testing

@testable import SheetCore

/// Each style's release rule, table-driven with its boundaries (SPEC §7), on a 390×844 window.
struct StyleReleaseTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var style: StyleKind
        var height: Double
        var translation: Double
        var velocity: Double
        var target: String
        var rule: Int
        var testDescription: String {
            "\(style.rawValue): h \(height), ty \(translation), v \(velocity) → \(target) by rule \(rule)"
        }
    }

    static let cases: [Case] = [
        // modal: progress = ty / 844; threshold 0.3 → 253.2 pt.
        Case(style: .modal, height: 844 - 253.2, translation: 253.2, velocity: 0, target: "open", rule: 2),
        Case(style: .modal, height: 844 - 253.3, translation: 253.3, velocity: 0, target: "dismiss", rule: 1),
        Case(style: .modal, height: 844 - 100, translation: 100, velocity: 3000, target: "open", rule: 2),
        Case(style: .modal, height: 844, translation: -50, velocity: 0, target: "open", rule: 2),
        // half: v < -300 or top < 844 / 4 = 211 (height 633) → full.
        Case(style: .half, height: 500, translation: -78, velocity: -300, target: "half", rule: 2),
        Case(style: .half, height: 500, translation: -78, velocity: -300.01, target: "full", rule: 1),
        Case(style: .half, height: 633, translation: -211, velocity: 0, target: "half", rule: 2),
        Case(style: .half, height: 633.01, translation: -211, velocity: 0, target: "full", rule: 1),
        Case(style: .half, height: 700, translation: 100, velocity: 2000, target: "full", rule: 1),
        Case(style: .half, height: 100, translation: 322, velocity: 2000, target: "half", rule: 2),
        // card: 25 % of the card's height 804 = 201 pt.
        Case(style: .card, height: 804 - 201, translation: 201, velocity: 0, target: "open", rule: 2),
        Case(style: .card, height: 804 - 201.1, translation: 201.1, velocity: 0, target: "dismiss", rule: 1),
        Case(style: .card, height: 804, translation: -30, velocity: -900, target: "open", rule: 2),
    ]

    @Test(arguments: cases)
    func releaseFollowsTheStylesRule(_ example: Case) {
        let configuration = Configuration(style: example.style)
        let style = example.style.behavior(configuration)
        let detents = style.detents(window: configuration.window)
        let decision = style.decide(
            Release(height: example.height, translation: example.translation, velocity: example.velocity, windowHeight: 844),
            detents: detents)
        #expect(decision.target.name == example.target)
        #expect(decision.rule == example.rule)
    }

    @Test func eachStyleRestsWhereItsWriteUpSays() {
        func heights(_ style: StyleKind) -> [String: Double] {
            let configuration = Configuration(style: style)
            let detents = style.behavior(configuration).detents(window: Size(width: 390, height: 844))
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
        #expect(Configuration(style: .fixed).dimAlpha == 0.5)
        #expect(Configuration(style: .fixed).dimDuration == 0.3 && Configuration(style: .fixed).dimOutDuration == 0.5)
        #expect(Configuration(style: .half).dimAlpha == 0.5)
        #expect(Configuration(style: .card).dimAlpha == 0.3 && Configuration(style: .card).cornerRadius == 8)
        #expect(Configuration(style: .modal).snapDuration == 0.6 && Configuration(style: .modal).dismissProgress == 0.3)
        #expect(StyleKind.card.behavior(Configuration(style: .card)).timing.easing == .criticallyDamped)
        #expect(StyleKind.peek.behavior(Configuration(style: .peek)).timing.easing == .criticallyDamped)
    }
}

struct StyleBehaviourTests {
    @Test func fixedPanelCannotBeDraggedAndItsCloseButtonDismisses() {
        var driver = Driver(start: "panel") { $0 = Configuration(style: .fixed) }
        driver.drag(fromY: 400, toY: 600, duration: 0.5, pause: 0.2)
        #expect(driver.log.isEmpty, "no drag, no tap")
        #expect(driver.height == 600)
        driver.click(Point(x: 390 - 40, y: 244 + 20))  // the close button, 20 pt from the right at the panel's top
        #expect(driver.log == [.dismiss(reason: .button)])
        driver.wait(0.3)
        #expect(driver.machine.isPresented, "the overlay fades out over 0.5 s")
        driver.wait(0.21)
        #expect(driver.log.last == .dismissed)
    }

    @Test func fixedPanelSegmentsChangeSelection() {
        var driver = Driver(start: "panel") { $0 = Configuration(style: .fixed) }
        #expect(driver.machine.controls == [0, 1, 2])
        driver.click(Point(x: 20 + 350 / 6 * 5, y: 244 + 75 + 20 + 17))  // first control, third segment
        driver.click(Point(x: 20 + 1, y: 244 + 75 + 130 + 17))  // third control, first segment
        #expect(driver.machine.controls == [2, 1, 0])
        driver.click(Point(x: 20 + 1, y: 244 + 75 + 130 + 17))  // choosing the chosen one changes nothing
        driver.click(Point(x: 195, y: 100))  // the overlay does not dismiss this style
        #expect(driver.log == [.select(control: 0, segment: 2), .select(control: 2, segment: 0)])
        driver.key(.escape)
        #expect(driver.log.last == .dismiss(reason: .key))
    }

    @Test func modalFollowsDownwardOnlyAndFinishesInTheRemainingTime() {
        var driver = Driver(start: "open") { $0 = Configuration(style: .modal) }
        driver.send(.pointerDown(Point(x: 195, y: 400)))
        driver.time += 0.1
        driver.send(.pointerMove(Point(x: 195, y: 300)))
        #expect(driver.height == 844, "never above where it rests")
        driver.send(.pointerMove(Point(x: 195, y: 400 + 844 * 0.4)))
        #expect(abs(driver.height - 844 * 0.6) < 1e-9)
        driver.time += 0.2
        driver.send(.pointerUp(Point(x: 195, y: 400 + 844 * 0.4)))
        #expect(driver.names == ["drag-start", "drag-end", "dismiss"])
        driver.wait(0.6 * 0.6 - 0.01)
        #expect(driver.machine.isPresented)
        driver.wait(0.02)
        #expect(driver.log.last == .dismissed, "0.6 s × the remaining 60 %")
    }

    @Test func modalSpringsBackBelowTheThreshold() {
        var driver = Driver(start: "open") { $0 = Configuration(style: .modal) }
        driver.drag(fromY: 400, toY: 400 + 844 * 0.2, duration: 0.5, pause: 0.2)
        guard case .dragEnd(_, _, _, let target, let rule) = driver.log.last else { return #expect(Bool(false)) }
        #expect(target == "open" && rule == 2)
        driver.wait(0.6 * 0.2 + 0.01)
        #expect(driver.log.last == .settled(detent: "open", index: 0, height: 844))
    }

    @Test func modalHasNoOverlayAndThePageStaysPut() {
        var driver = Driver() { $0 = Configuration(style: .modal) }
        driver.clickButton()
        driver.wait(0.3)
        #expect(driver.machine.dimAlpha == 0)
        let scene = Layout(measurer: FakeMeasurer()).scene(for: driver.machine)
        #expect(scene.pageFrame == Rect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func halfFlickedUpGoesFullAndNeverAboveTheTop() {
        var driver = Driver(start: "half") { $0 = Configuration(style: .half) }
        driver.drag(fromY: 500, toY: 440, duration: 0.1)
        guard case .dragEnd(_, let velocity, _, let target, let rule) = driver.log.last else { return #expect(Bool(false)) }
        #expect(velocity < -300 && target == "full" && rule == 1)
        driver.wait(0.3)
        #expect(driver.height == 844)
        driver.send(.pointerDown(Point(x: 195, y: 100)))
        driver.send(.pointerMove(Point(x: 195, y: 20)))
        #expect(driver.height == 844, "the top stops at the window's top edge")
    }

    @Test func halfTapOnOverlayDismisses() {
        var driver = Driver(start: "half") { $0 = Configuration(style: .half) }
        driver.click(Point(x: 195, y: 100))
        #expect(driver.log == [.dismiss(reason: .tap)])
    }

    @Test func cardDraggedDownPastAQuarterDismissesAndScalesThePage() {
        var driver = Driver(start: "open") { $0 = Configuration(style: .card) }
        let layout = Layout(measurer: FakeMeasurer())
        let resting = layout.scene(for: driver.machine)
        #expect(abs(resting.pageFrame.width - 390 * 0.92) < 1e-9 && resting.pageCornerRadius == 8)
        driver.drag(fromY: 300, toY: 300 + 804 * 0.3, duration: 0.5, pause: 0.2)
        #expect(driver.log.last == .dismiss(reason: .drag))
        driver.wait(0.25)
        let falling = layout.scene(for: driver.machine)
        #expect(falling.pageFrame.width > resting.pageFrame.width, "the page grows back as the card leaves")
        driver.wait(0.3)
        #expect(driver.log.last == .dismissed)
    }

    @Test func cardPresentsOnACriticallyDampedSpring() {
        var driver = Driver() { $0 = Configuration(style: .card) }
        driver.key(.enter)
        driver.wait(0.1)
        // The spring starts fast: a fifth of the time covers well over a fifth of the way.
        let expected = 804 * Easing.criticallyDamped.value(at: 0.2)
        #expect(abs(driver.height - expected) < 1e-6)
        #expect(driver.height > 804 * 0.4)
        driver.wait(0.41)
        #expect(driver.log.last == .settled(detent: "open", index: 0, height: 804))
    }

    @Test func peekClickTogglesOpenAndBackAndNeverDismisses() {
        var driver = Driver() { $0 = Configuration(style: .peek) }
        #expect(driver.height == 50 && driver.machine.isPresented)
        driver.click(Point(x: 195, y: 820))
        driver.wait(0.31)
        #expect(driver.log.last == .settled(detent: "open", index: 1, height: 794))
        driver.click(Point(x: 195, y: 300))
        driver.wait(0.31)
        #expect(driver.log.last == .settled(detent: "peek", index: 0, height: 50))
        driver.key(.escape)
        driver.key(.down)
        driver.click(Point(x: 195, y: 100))  // the page above: no overlay, nothing happens
        #expect(driver.names == ["toggle", "settled", "toggle", "settled"])
        #expect(driver.machine.dimAlpha == 0)
    }

    @Test func unusedFlagsAreNotedOncePerFlag() throws {
        guard case .run(let configuration) = try Command.parse(["--style", "half", "--card-top", "30", "--half-fraction", "0.6"])
        else { return #expect(Bool(false)) }
        #expect(configuration.unusedFlagNotes == ["--card-top has no effect with --style half"])
        #expect(configuration.halfFraction == 0.6)
        #expect(configuration.dimAlpha == 0.5, "the style's default")
    }

    @Test func explicitFlagsOverrideTheStylesDefaults() throws {
        guard case .run(let configuration) = try Command.parse(["--dim-alpha", "0.2", "--style=card"])
        else { return #expect(Bool(false)) }
        #expect(configuration.dimAlpha == 0.2 && configuration.cornerRadius == 8)
    }
}

struct StylePressTests {
    @Test func pressingDuringTheFixedPanelsPresentationDoesNotStopIt() {
        var driver = Driver() { $0 = Configuration(style: .fixed) }
        driver.key(.enter)
        driver.wait(0.1)
        driver.send(.pointerDown(Point(x: 195, y: 100)))  // the overlay
        driver.wait(0.1)
        driver.send(.pointerDown(Point(x: 195, y: 700)))  // the panel
        driver.wait(0.15)
        #expect(driver.log.last == .settled(detent: "panel", index: 0, height: 600), "on time, 0.3 s after present")
    }

    @Test func clickingTheOverlayWhileTheFixedPanelLeavesDoesNotBringItBack() {
        var driver = Driver(start: "panel") { $0 = Configuration(style: .fixed) }
        driver.key(.escape)
        driver.wait(0.35)
        driver.click(Point(x: 195, y: 804))
        driver.wait(0.3)
        #expect(driver.names == ["dismiss", "dismissed"])
    }

    @Test func clickingTheOverlayWhileTheCardLeavesDoesNotBringItBack() {
        var driver = Driver(start: "open") { $0 = Configuration(style: .card) }
        driver.key(.escape)
        driver.wait(0.25)
        driver.click(Point(x: 195, y: 20))
        driver.wait(0.5)
        #expect(driver.names == ["dismiss", "dismissed"])
    }

    @Test func peeksButtonAndEnterToggleTheCard() {
        var driver = Driver() { $0 = Configuration(style: .peek) }
        driver.click(Point(x: 195, y: 844 - 50 - 24 - 25))  // the button, above the strip
        driver.wait(0.31)
        #expect(driver.log.last == .settled(detent: "open", index: 1, height: 794))
        driver.key(.enter)
        driver.wait(0.31)
        #expect(driver.log.last == .settled(detent: "peek", index: 0, height: 50))
    }

    @Test func holdingThePeekCardDoesNotStopItsSpring() {
        var driver = Driver() { $0 = Configuration(style: .peek) }
        driver.click(Point(x: 195, y: 820))
        driver.wait(0.1)
        let before = driver.height
        driver.send(.pointerDown(Point(x: 195, y: 844 - before + 20)))
        driver.wait(0.1)
        #expect(driver.height > before, "still rising under the press")
        driver.wait(0.2)
        #expect(driver.log.last == .settled(detent: "open", index: 1, height: 794), "arrived while pressed")
        driver.send(.pointerUp(Point(x: 195, y: 844 - before + 20)))  // the release is the click
        driver.wait(0.31)
        #expect(driver.log.last == .settled(detent: "peek", index: 0, height: 50))
    }

    @Test func aCardCaughtMidwayAndPushedFurtherCountsFromOpen() {
        var driver = Driver(start: "open") { $0 = Configuration(style: .card) }
        driver.drag(fromY: 300, toY: 490, duration: 0.3, pause: 0.2)  // 190 pt: 23.6 %, springs back
        #expect(driver.log.last.map { if case .dragEnd(_, _, _, "open", 2) = $0 { true } else { false } } == true)
        driver.wait(0.05)
        let caught = driver.height
        #expect(caught < 804)
        let top = 844 - caught
        driver.drag(fromY: top + 50, toY: top + 50 + (804 * 0.26 - (804 - caught)), duration: 0.3, pause: 0.2)
        #expect(driver.log.last == .dismiss(reason: .drag), "26 % below open in all")
    }
}
