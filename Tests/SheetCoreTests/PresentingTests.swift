import Testing

@testable import SheetCore

struct PresentingTests {
    @Test func clickingGetStartedPresentsWithEaseInOut() {
        var driver = Driver()
        driver.send(.pointerDown(Point(x: 195, y: 804)))
        #expect(driver.machine.isButtonHighlighted)
        driver.send(.pointerUp(Point(x: 195, y: 804)))
        #expect(driver.log == [.present])
        driver.wait(0.15)
        // Half the present duration on ease-in-out is half the way; the dim is on its own 0.4 s
        // clock.
        #expect(abs(driver.height - 150) < 0.01)
        let dimProgress = TimingCurve.easeInOut.value(at: 0.15 / 0.4)
        #expect(abs(driver.machine.dimAlpha - 0.6 * dimProgress) < 1e-6)
        driver.wait(0.15)
        #expect(driver.log.last == .settled(detent: "default", index: 0, height: 300))
        #expect(driver.machine.isMoving, "the dim still fades until 0.4 s")
        driver.wait(0.11)
        #expect(!driver.machine.isMoving)
        #expect(driver.machine.dimAlpha == 0.6)
    }

    @Test(arguments: [Key.enter, Key.space])
    func enterAndSpacePresent(_ key: Key) {
        var driver = Driver()
        driver.key(key)
        #expect(driver.log == [.present])
    }

    @Test func pressReleasedOutsideTheButtonDoesNotPresent() {
        var driver = Driver()
        driver.send(.pointerDown(Point(x: 195, y: 804)))
        driver.send(.pointerMove(Point(x: 195, y: 500)))
        #expect(!driver.machine.isButtonHighlighted)
        driver.send(.pointerUp(Point(x: 195, y: 500)))
        driver.click(Point(x: 195, y: 400))
        #expect(driver.log.isEmpty)
        #expect(!driver.machine.isPresented)
    }

    @Test func startFlagRestsTheSheetAtADetent() {
        #expect(Driver(start: "default").height == 300)
        #expect(Driver(start: "max").height == 780)
        #expect(Driver(start: "max").machine.dimAlpha == 0.6)
        #expect(Driver(start: "page").height == 0)
    }
}
