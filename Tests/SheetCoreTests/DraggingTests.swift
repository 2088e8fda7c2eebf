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
        // Half the present duration on ease-in-out is half the way; the dim is on its own 0.4 s clock.
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

struct DraggingTests {
    @Test func slowDragUpLandsAtMax() {
        var driver = Driver(start: "default")
        driver.drag(fromY: 600, toY: 200, duration: 2, pause: 0.2)
        #expect(driver.log.first == .dragStart(height: 300))
        guard case .dragEnd(let height, let velocity, let translation, let target, let rule) = driver.log.last else {
            Issue.record("no drag-end in \(driver.log)")
            return
        }
        #expect(height == 700 && translation == -400 && velocity == 0)
        #expect(target == "max" && rule == 2)  // top 144 is above 844/4
        driver.wait(0.4)
        #expect(driver.log.last == .settled(detent: "max", index: 1, height: 780))
    }

    @Test func sheetFollowsThePointerAndStopsAtMax() {
        var driver = Driver(start: "default")
        driver.send(.pointerDown(Point(x: 100, y: 600)))
        driver.time += 0.1
        driver.send(.pointerMove(Point(x: 100, y: 550)))
        #expect(driver.height == 350)
        driver.send(.pointerMove(Point(x: 100, y: -400)))
        #expect(driver.height == 780)
        driver.send(.pointerMove(Point(x: 100, y: 2000)))
        #expect(driver.height == 0)
    }

    @Test func dragDownFromMaxLandsAtDefault() {
        var driver = Driver(start: "max")
        driver.drag(fromY: 300, toY: 500, duration: 1, pause: 0.2)
        guard case .dragEnd(_, _, _, let target, let rule) = driver.log.last else { return #expect(Bool(false)) }
        #expect(target == "default" && rule == 4)
        driver.wait(0.5)
        #expect(driver.height == 300)
    }

    @Test func dragBelowTheDismissLineDismisses() {
        var driver = Driver(start: "default")
        driver.drag(fromY: 600, toY: 720, duration: 0.5, pause: 0.2)  // h = 180
        #expect(driver.names == ["drag-start", "drag-end", "dismiss"])
        #expect(driver.log.last == .dismiss(reason: .drag))
        driver.wait(0.3)
        #expect(driver.machine.isPresented, "the dim takes 0.4 s, the page waits for it")
        driver.wait(0.11)
        #expect(driver.log.last == .dismissed)
        #expect(!driver.machine.isPresented)
    }

    @Test func quickUpwardFlickFromBelowDefaultGoesToMaxByRuleTwo() {
        var driver = Driver(start: "default")
        driver.send(.pointerDown(Point(x: 195, y: 600)))
        for step in 1...30 {  // slowly down 60 pt
            driver.time += 1.0 / 60
            driver.send(.pointerMove(Point(x: 195, y: 600 + Double(step) * 2)))
        }
        for step in 1...4 {  // then 40 pt up in 64 ms: ~600 pt/s upward, still below default
            driver.time += 0.016
            driver.send(.pointerMove(Point(x: 195, y: 660 - Double(step) * 10)))
        }
        driver.send(.pointerUp(Point(x: 195, y: 620)))
        guard case .dragEnd(let height, let velocity, _, let target, let rule) = driver.log.last else {
            return #expect(Bool(false))
        }
        #expect(height == 280)
        #expect(velocity < -300)
        #expect(target == "max" && rule == 2)
    }

    @Test func movementWithinTheTapSlopIsATap() {
        var driver = Driver(start: "default")
        driver.send(.pointerDown(Point(x: 195, y: 600)))
        driver.send(.pointerMove(Point(x: 195, y: 604)))
        #expect(driver.height == 300)
        driver.send(.pointerUp(Point(x: 195, y: 604)))
        #expect(driver.log.isEmpty, "tap on the sheet does nothing")
        driver.send(.pointerDown(Point(x: 195, y: 600)))
        driver.send(.pointerMove(Point(x: 195, y: 604.1)))
        #expect(driver.log == [.dragStart(height: 300)])
        #expect(abs(driver.height - 295.9) < 1e-9)
    }

    @Test func overlayFollowsTheSheetBelowDefault() {
        var driver = Driver(start: "default")
        driver.send(.pointerDown(Point(x: 195, y: 600)))
        driver.time += 0.5
        driver.send(.pointerMove(Point(x: 195, y: 750)))  // h = 150
        #expect(abs(driver.machine.dimAlpha - 0.3) < 1e-9)
        driver.send(.pointerMove(Point(x: 195, y: 100)))
        #expect(driver.machine.dimAlpha == 0.6)
    }

    @Test func draggingTheOverlayMovesTheSheet() {
        var driver = Driver(start: "default")
        driver.drag(fromY: 100, toY: 150, duration: 0.5, pause: 0.2)
        #expect(driver.names == ["drag-start", "drag-end"])
    }
}

struct DismissingTests {
    @Test func tapOnTheOverlayDismisses() {
        var driver = Driver(start: "default")
        driver.click(Point(x: 195, y: 100))
        #expect(driver.log == [.dismiss(reason: .tap)])
        driver.wait(0.5)
        #expect(driver.log.last == .dismissed)
    }

    @Test func escapeDismissesOnce() {
        var driver = Driver(start: "max")
        driver.key(.escape)
        driver.key(.escape)
        #expect(driver.log == [.dismiss(reason: .key)])
        driver.wait(0.2)
        // Eased from max to 0 over 0.3 s.
        let expected = 780 * (1 - TimingCurve.easeInOut.value(at: 0.2 / 0.3))
        #expect(abs(driver.height - expected) < 1e-6)
    }

    @Test func arrowKeysStepThroughTheDetents() {
        var driver = Driver(start: "default")
        driver.key(.up)
        driver.wait(0.5)
        #expect(driver.height == 780)
        driver.key(.up)
        driver.wait(0.5)
        #expect(driver.height == 780)
        driver.key(.down)
        driver.wait(0.5)
        #expect(driver.height == 300)
        driver.key(.down)
        driver.wait(0.5)
        #expect(driver.names == ["settled", "settled", "dismiss", "dismissed"])
    }
}

struct InterruptionTests {
    @Test func grabbingMidPresentKeepsTheDrawnHeight() {
        var driver = Driver()
        driver.key(.enter)
        driver.wait(0.1)
        let drawn = driver.height
        let dim = driver.machine.dimAlpha
        driver.send(.pointerDown(Point(x: 195, y: 844 - drawn + 20)))
        #expect(driver.height == drawn)
        #expect(abs(driver.machine.dimAlpha - dim) < 1e-9, "the overlay does not jump either")
        driver.wait(0.5)
        #expect(driver.height == drawn, "held where grabbed")
        driver.send(.pointerUp(Point(x: 195, y: 844 - drawn + 20)))
        driver.wait(0.5)
        #expect(driver.log.last == .settled(detent: "default", index: 0, height: 300), "a tap lets the presentation finish")
    }

    @Test func grabbingADismissalCancelsIt() {
        var driver = Driver(start: "max")
        driver.key(.escape)
        driver.wait(0.1)
        let drawn = driver.height
        driver.send(.pointerDown(Point(x: 195, y: 844 - drawn + 10)))
        #expect(driver.height == drawn)
        driver.wait(1)
        #expect(driver.machine.isPresented)
        #expect(!driver.log.contains(.dismissed))
        driver.time += 0.5
        driver.send(.pointerMove(Point(x: 195, y: 844 - drawn - 40)))
        driver.time += 0.2
        driver.send(.pointerUp(Point(x: 195, y: 844 - drawn - 40)))
        driver.wait(0.5)
        #expect(driver.log.last == .settled(detent: "max", index: 1, height: 780))
    }

    @Test func grabbingMidSnapContinuesFromWhereItIsDrawn() {
        var driver = Driver(start: "default")
        driver.key(.up)
        driver.wait(0.2)
        let drawn = driver.height
        #expect(drawn > 300 && drawn < 780)
        driver.send(.pointerDown(Point(x: 195, y: 844 - drawn + 30)))
        driver.time += 0.05
        driver.send(.pointerMove(Point(x: 195, y: 844 - drawn + 40)))
        #expect(abs(driver.height - (drawn - 10)) < 1e-9)
    }
}

struct ResizeTests {
    @Test func sheetAtMaxStaysAtTheNewMax() {
        var driver = Driver(start: "max")
        driver.send(.resize(Size(width: 500, height: 600)))
        #expect(driver.height == 536)
        // The resting sheet moved with its detent: it says where it now rests (R4 #7).
        #expect(driver.log == [
            .resize(Size(width: 500, height: 600)),
            .settled(detent: "max", index: 1, height: 536),
        ])
    }

    @Test func sheetAtDefaultStaysAtDefaultClampedBelowTheNewMax() {
        var driver = Driver(start: "default")
        driver.send(.resize(Size(width: 390, height: 1000)))
        #expect(driver.height == 300)
        driver.send(.resize(Size(width: 390, height: 300)))
        #expect(driver.height == 236)
        driver.send(.resize(Size(width: 390, height: 844)))
        #expect(driver.height == 300)
    }

    @Test func animationRetargetsToTheDetentsNewHeight() {
        var driver = Driver(start: "default")
        driver.key(.up)
        driver.wait(0.1)
        driver.send(.resize(Size(width: 390, height: 700)))
        driver.wait(0.5)
        #expect(driver.log.last == .settled(detent: "max", index: 1, height: 636))
    }

    @Test func nonsenseSizesAreIgnored() {
        var driver = Driver(start: "max")
        driver.send(.resize(Size(width: 0, height: 0)))
        driver.send(.resize(Size(width: .nan, height: 100)))
        #expect(driver.height == 780)
    }
}

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

    @Test func aCancelledDragIsReleasedWhereItWas() {
        var driver = Driver(start: "default")
        driver.send(.pointerDown(Point(x: 195, y: 600)))
        driver.time += 0.5
        driver.send(.pointerMove(Point(x: 195, y: 250)))
        driver.time += 0.5
        driver.send(.pointerCancel)
        guard case .dragEnd(let height, _, let translation, let target, _) = driver.log.last else {
            return #expect(Bool(false))
        }
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
