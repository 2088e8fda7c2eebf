import Testing

@testable import SheetCore

struct RobustnessTests {
    @Test func resizesDuringASnapStillArriveOnTime() {
        var driver = Driver(start: "default")
        driver.key(.up)
        for step in 0..<24 {  // a window edge dragged for 0.4 s sends a resize every frame
            driver.time += 1.0 / 60
            driver.send(.resize(Size(width: 390, height: 844 + Double(step % 2))))
        }
        driver.wait(0.01)
        // The last resize left the window 845 tall: max is 781.
        #expect(driver.log.last == .settled(detent: "max", index: 1, height: 781), "settled by the snap's end: \(driver.height)")
    }

    @Test func upDuringADismissalBringsTheDimBack() {
        var driver = Driver(start: "default")
        driver.key(.escape)
        driver.wait(0.05)
        driver.key(.up)
        driver.wait(1)
        #expect(driver.machine.motion == .resting(driver.machine.detents.named("default")!))
        #expect(driver.machine.dimAlpha == 0.6)
    }

    @Test func cardScaleOneTurnsOffTheRoundedCornersToo() {
        var configuration = Configuration()
        configuration.start = "max"
        configuration.cardScale = 1
        let scene = Layout(measurer: FakeMeasurer()).scene(for: SheetMachine(configuration: configuration))
        #expect(scene.pageCornerRadius == 0)
        #expect(scene.pageFrame == Rect(x: 0, y: 0, width: 390, height: 844))
    }

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

    @Test func samplesKeepTheirOwnTimeForVelocity() {
        var machine = SheetMachine(configuration: { var c = Configuration(); c.start = "default"; return c }())
        machine.handle(.pointerDown(Point(x: 195, y: 600)), at: 1.000)
        // Drained together at 1.1 s, but stamped 10 ms apart: 10 pt each → 1000 pt/s up.
        for step in 1...8 {
            machine.handle(.pointerMove(Point(x: 195, y: 600 - Double(step) * 10)), at: 1.0 + Double(step) * 0.01)
        }
        machine.advance(to: 1.1)
        machine.handle(.pointerUp(Point(x: 195, y: 520)), at: 1.08)
        let end = machine.drainEvents().compactMap { event -> Double? in
            if case .dragEnd(_, let velocity, _, _, _) = event { return velocity } else { return nil }
        }
        #expect(abs((end.first ?? 0) + 1000) < 1)
    }

    @Test func eventNumbersCarryOneToThreeDecimals() {
        #expect(SheetEvent.settled(detent: "default", index: 0, height: 300).json(time: 5.3) == "{\"t\":5.300,\"event\":\"settled\",\"detent\":\"default\",\"index\":0,\"height\":300.0}")
        #expect(SheetEvent.resize(Size(width: 480, height: 700)).json(time: 0).hasSuffix("\"window\":[480.0,700.0]}"))
        #expect(
            SheetEvent.dragEnd(height: 612.3456, velocity: -0.004, translation: 12, target: "max", rule: 2).json(time: 1)
                == "{\"t\":1.000,\"event\":\"drag-end\",\"height\":612.35,\"velocity\":0.0,\"translation\":12.0,\"target\":\"max\",\"rule\":2}")
    }
}
