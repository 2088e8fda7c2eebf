import Testing

@testable import SheetCore

struct DraggingTests {
    @Test func slowDragUpLandsAtMax() throws {
        var driver = Driver(start: "default")
        driver.drag(fromY: 600, toY: 200, duration: 2, pause: 0.2)
        #expect(driver.log.first == .dragStart(height: 300))
        let (height, velocity, translation, target, rule) = try #require(
            driver.log.last?.dragEnd, "no drag-end in \(driver.log)")
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

    @Test func dragDownFromMaxLandsAtDefault() throws {
        var driver = Driver(start: "max")
        driver.drag(fromY: 300, toY: 500, duration: 1, pause: 0.2)
        let (_, _, _, target, rule) = try #require(driver.log.last?.dragEnd)
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

    @Test func quickUpwardFlickFromBelowDefaultGoesToMaxByRuleTwo() throws {
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
        let (height, velocity, _, target, rule) = try #require(driver.log.last?.dragEnd)
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
