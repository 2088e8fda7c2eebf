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
