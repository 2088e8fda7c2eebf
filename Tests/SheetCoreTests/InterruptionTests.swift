import Testing

@testable import SheetCore

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
        #expect(
            driver.log.last == .settled(detent: "default", index: 0, height: 300),
            "a tap lets the presentation finish")
    }

    @Test func grabbingADismissalCancelsIt() {
        var driver = Driver(start: "max")
        driver.key(.escape)
        driver.wait(0.1)
        let drawn = driver.grab()
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

    @Test func grabbingAnOvershootingSpringDoesNotJump() {
        for overdrag in OverdragKind.allCases {
            var driver = Driver(start: "default") {
                Preset.floatingpanel.apply(to: &$0)
                $0.constants.overdrag = overdrag
            }
            driver.drag(fromY: 600, toY: 400, duration: 0.1)  // a fast flick: ζ 0.58 overshoots max
            var peak = 0.0
            for _ in 0..<60 {
                driver.wait(1.0 / 60)
                peak = max(peak, driver.height)
                if driver.height < peak { break }
            }
            let grabbed = driver.height
            #expect(grabbed > 780, "\(overdrag): overshooting")
            driver.send(.pointerDown(Point(x: 195, y: 844 - grabbed + 20)))
            driver.time += 0.05
            driver.send(.pointerMove(Point(x: 195, y: 844 - grabbed + 26)))
            #expect(
                abs(driver.height - grabbed) < 6.5,
                "\(overdrag): moved \(grabbed - driver.height) for 6 pt")
        }
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
}
