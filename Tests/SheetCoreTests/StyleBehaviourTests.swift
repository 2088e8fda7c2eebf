import Testing

@testable import SheetCore

struct StyleBehaviourTests {
    @Test func fixedPanelCannotBeDraggedAndItsCloseButtonDismisses() {
        var driver = Driver(start: "panel") { $0 = Configuration(style: .fixed) }
        driver.drag(fromY: 400, toY: 600, duration: 0.5, pause: 0.2)
        #expect(driver.log.isEmpty, "no drag, no tap")
        #expect(driver.height == 600)
        // the close button, 20 pt from the right at the panel's top
        driver.click(Point(x: 390 - 40, y: 244 + 20))
        #expect(driver.log == [.dismiss(reason: .button)])
        driver.wait(0.3)
        #expect(driver.machine.isPresented, "the overlay fades out over 0.5 s")
        driver.wait(0.21)
        #expect(driver.log.last == .dismissed)
    }

    @Test func fixedPanelSegmentsChangeSelection() {
        var driver = Driver(start: "panel") { $0 = Configuration(style: .fixed) }
        #expect(driver.machine.controls == [0, 1, 2])
        // first control, third segment
        driver.click(Point(x: 20 + 350 / 6 * 5, y: 244 + 75 + 20 + 17))
        driver.click(Point(x: 20 + 1, y: 244 + 75 + 130 + 17))  // third control, first segment
        #expect(driver.machine.controls == [2, 1, 0])
        // choosing the chosen one changes nothing
        driver.click(Point(x: 20 + 1, y: 244 + 75 + 130 + 17))
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

    @Test func modalSpringsBackBelowTheThreshold() throws {
        var driver = Driver(start: "open") { $0 = Configuration(style: .modal) }
        driver.drag(fromY: 400, toY: 400 + 844 * 0.2, duration: 0.5, pause: 0.2)
        let (_, _, _, target, rule) = try #require(driver.log.last?.dragEnd)
        #expect(target == "open" && rule == 2)
        driver.wait(0.6 * 0.2 + 0.01)
        #expect(driver.log.last == .settled(detent: "open", index: 0, height: 844))
    }

    @Test func modalHasNoOverlayAndThePageStaysPut() {
        var driver = Driver { $0 = Configuration(style: .modal) }
        driver.clickButton()
        driver.wait(0.3)
        #expect(driver.machine.dimAlpha == 0)
        let scene = Layout(measurer: FakeMeasurer()).scene(for: driver.machine)
        #expect(scene.pageFrame == Rect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func halfFlickedUpGoesFullAndNeverAboveTheTop() throws {
        var driver = Driver(start: "half") { $0 = Configuration(style: .half) }
        driver.drag(fromY: 500, toY: 440, duration: 0.1)
        let (_, velocity, _, target, rule) = try #require(driver.log.last?.dragEnd)
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
        #expect(
            falling.pageFrame.width > resting.pageFrame.width,
            "the page grows back as the card leaves")
        driver.wait(0.3)
        #expect(driver.log.last == .dismissed)
    }

    @Test func cardPresentsOnACriticallyDampedSpring() {
        var driver = Driver { $0 = Configuration(style: .card) }
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
        var driver = Driver { $0 = Configuration(style: .peek) }
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
        let configuration = try parsedRun([
            "--style", "half", "--card-top", "30", "--half-fraction", "0.6",
        ])
        #expect(configuration.unusedFlagNotes == ["--card-top has no effect with --style half"])
        #expect(configuration.constants.halfFraction == 0.6)
        #expect(configuration.constants.dimAlpha == 0.5, "the style's default")
    }

    @Test func explicitFlagsOverrideTheStylesDefaults() throws {
        let configuration = try parsedRun(["--dim-alpha", "0.2", "--style=card"])
        #expect(
            configuration.constants.dimAlpha == 0.2 && configuration.constants.cornerRadius == 8)
    }
}
