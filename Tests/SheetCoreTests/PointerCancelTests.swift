import Testing

@testable import SheetCore

/// A press that ends without a release the window saw (`pointerCancel`: focus lost, button-up
/// missed) does nothing a click or a tap would, and a drag it cuts short is released where it
/// was.
struct PointerCancelTests {
    @Test func aCancelledPressNeitherClicksTheButtonNorTaps() {
        var driver = Driver()
        driver.send(.pointerDown(Point(x: 195, y: 804)))
        driver.send(.pointerCancel)
        #expect(!driver.machine.isButtonHighlighted)
        driver.send(.pointerUp(Point(x: 195, y: 804)))
        #expect(driver.log.isEmpty, "the lost press does not present")
        var onSheet = Driver(start: "default")
        onSheet.send(.pointerDown(Point(x: 195, y: 100)))
        onSheet.send(.pointerCancel)
        #expect(onSheet.log.isEmpty, "a cancelled press on the overlay is not a tap")
        #expect(onSheet.machine.motion == .resting(onSheet.machine.detents.named("default")!))
    }

    @Test func aCancelledDragIsReleasedWhereItWas() throws {
        var driver = Driver(start: "default")
        driver.send(.pointerDown(Point(x: 195, y: 600)))
        driver.time += 0.5
        driver.send(.pointerMove(Point(x: 195, y: 250)))
        driver.time += 0.5
        driver.send(.pointerCancel)
        let (height, _, translation, target, _) = try #require(driver.log.last?.dragEnd)
        #expect(height == 650 && translation == -350 && target == "max")
        let drawn = driver.height
        driver.send(.pointerDown(Point(x: 195, y: 300)))  // a new press works normally
        driver.send(.pointerMove(Point(x: 195, y: 320)))
        #expect(driver.log.last == .dragStart(height: drawn))
        #expect(driver.height == drawn - 20)
    }
}
