import Testing

@testable import SheetCore

struct StylePressTests {
    @Test func pressingDuringTheFixedPanelsPresentationDoesNotStopIt() {
        var driver = Driver { $0 = Configuration(style: .fixed) }
        driver.key(.enter)
        driver.wait(0.1)
        driver.send(.pointerDown(Point(x: 195, y: 100)))  // the overlay
        driver.wait(0.1)
        driver.send(.pointerDown(Point(x: 195, y: 700)))  // the panel
        driver.wait(0.15)
        #expect(
            driver.log.last == .settled(detent: "panel", index: 0, height: 600),
            "on time, 0.3 s after present")
    }

    /// The fixed panel and the card, each clicked on the overlay while it leaves.
    @Test(arguments: [
        (StyleKind.fixed, "panel", 0.35, 804.0, 0.3), (StyleKind.card, "open", 0.25, 20, 0.5),
    ])
    func clickingTheOverlayWhileTheSheetLeavesDoesNotBringItBack(
        style: StyleKind, start: String, leaving: Double, clickY: Double, after: Double
    ) {
        var driver = Driver(start: start) { $0 = Configuration(style: style) }
        driver.key(.escape)
        driver.wait(leaving)
        driver.click(Point(x: 195, y: clickY))
        driver.wait(after)
        #expect(driver.names == ["dismiss", "dismissed"])
    }

    @Test func peeksButtonAndEnterToggleTheCard() {
        var driver = Driver { $0 = Configuration(style: .peek) }
        driver.click(Point(x: 195, y: 844 - 50 - 24 - 25))  // the button, above the strip
        driver.wait(0.31)
        #expect(driver.log.last == .settled(detent: "open", index: 1, height: 794))
        driver.key(.enter)
        driver.wait(0.31)
        #expect(driver.log.last == .settled(detent: "peek", index: 0, height: 50))
    }

    @Test func holdingThePeekCardDoesNotStopItsSpring() {
        var driver = Driver { $0 = Configuration(style: .peek) }
        driver.click(Point(x: 195, y: 820))
        driver.wait(0.1)
        let before = driver.height
        driver.send(.pointerDown(Point(x: 195, y: 844 - before + 20)))
        driver.wait(0.1)
        #expect(driver.height > before, "still rising under the press")
        driver.wait(0.2)
        #expect(
            driver.log.last == .settled(detent: "open", index: 1, height: 794),
            "arrived while pressed")
        driver.send(.pointerUp(Point(x: 195, y: 844 - before + 20)))  // the release is the click
        driver.wait(0.31)
        #expect(driver.log.last == .settled(detent: "peek", index: 0, height: 50))
    }

    @Test func aCardCaughtMidwayAndPushedFurtherCountsFromOpen() {
        var driver = Driver(start: "open") { $0 = Configuration(style: .card) }
        // 190 pt: 23.6 %, springs back
        driver.drag(fromY: 300, toY: 490, duration: 0.3, pause: 0.2)
        #expect(
            driver.log.last.map {
                if case .dragEnd(_, _, _, "open", 2) = $0 { true } else { false }
            } == true)
        driver.wait(0.05)
        let caught = driver.height
        #expect(caught < 804)
        let top = 844 - caught
        driver.drag(
            fromY: top + 50, toY: top + 50 + (804 * 0.26 - (804 - caught)), duration: 0.3,
            pause: 0.2)
        #expect(driver.log.last == .dismiss(reason: .drag), "26 % below open in all")
    }

    @Test func aSecondPressDuringATapOnAPanelIsReleasedByTheSameRelease() {
        // A press on a panel that cannot be dragged waits to be a tap; if the style turns
        // draggable under it (the tuning panel) and a second press arrives before the release,
        // that release must still end the press: the sheet is never left held.
        var driver = Driver(start: "panel") { $0 = Configuration(style: .fixed) }
        driver.send(.pointerDown(Point(x: 195, y: 800)))
        var draggable = Configuration()
        draggable.constants.start = "default"
        driver.send(.reconfigure(draggable.constants))
        driver.send(.pointerDown(Point(x: 195, y: 800)))
        driver.time += 0.05
        driver.send(.pointerUp(Point(x: 195, y: 800)))
        driver.wait(2)
        #expect(!driver.machine.isMoving, "still \(driver.machine.motion)")
    }

    @Test func aPendingTapIsAPressTheDesktopCanCancel() {
        // A tap on the fixed panel whose release is lost stays pending until cancelled; after
        // the cancel the next click is a click of its own, not the old tap's release.
        var driver = Driver(start: "panel") { $0 = Configuration(style: .fixed) }
        driver.send(.pointerDown(Point(x: 195, y: 800)))
        #expect(driver.machine.isPressed)
        driver.send(.pointerCancel)
        #expect(!driver.machine.isPressed)
        driver.click(Point(x: 195, y: 800))
        #expect(!driver.machine.isPressed)
    }
}
