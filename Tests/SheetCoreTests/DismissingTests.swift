import Testing

@testable import SheetCore

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

    @Test func aTapOnTheDimOfASheetAlreadyDismissingIsOneDismissal() {
        var driver = Driver(start: "default") { $0.constants.presentDuration = 3 }
        driver.key(.escape)
        driver.wait(0.5)
        let falling = driver.height
        driver.click(Point(x: 195, y: 100))
        #expect(driver.log == [.dismiss(reason: .key)], "\(driver.log)")
        driver.wait(0.05)
        #expect(driver.height < falling, "the sheet goes on falling")
        driver.wait(4)
        #expect(driver.log == [.dismiss(reason: .key), .dismissed], "\(driver.log)")
    }

    @Test func aCloseButtonTappedWhileThePanelFallsIsOneDismissal() {
        var driver = Driver(start: "panel") {
            $0 = Configuration(style: .fixed)
            $0.constants.presentDuration = 3
        }
        driver.key(.escape)
        driver.wait(0.2)
        // The close button, 20 pt from the right at the panel's top, where the panel is now.
        driver.click(Point(x: 390 - 40, y: 844 - driver.height + 20))
        driver.wait(4)
        #expect(driver.log == [.dismiss(reason: .key), .dismissed], "\(driver.log)")
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
