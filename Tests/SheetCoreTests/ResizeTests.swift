import Testing

@testable import SheetCore

struct ResizeTests {
    @Test func sheetAtMaxStaysAtTheNewMax() {
        var driver = Driver(start: "max")
        driver.send(.resize(Size(width: 500, height: 600)))
        #expect(driver.height == 536)
        // The resting sheet moved with its detent: it says where it now rests (R4 #7).
        #expect(
            driver.log == [
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

    /// A sheet falling from the top of an 8000 pt window is still far above 200 pt when the
    /// window shrinks to 200 pt: it is drawn with its top at the new window's top, 200 pt,
    /// and falls on from there (found by the random sequences: it was left out of reach).
    @Test func aWindowShrinkingUnderAFallingSheetLeavesItsTopAtTheWindowsTop() {
        var driver = Driver(start: "max")
        driver.send(.resize(Size(width: 390, height: 8000)))
        driver.key(.escape)
        driver.wait(0.05)
        #expect(driver.height > 200)
        driver.send(.resize(Size(width: 120, height: 200)))
        #expect(driver.height == 200)
        driver.wait(0.05)
        #expect(driver.height < 200)
    }

    @Test func resizesDuringASnapStillArriveOnTime() {
        var driver = Driver(start: "default")
        driver.key(.up)
        for step in 0..<24 {  // a window edge dragged for 0.4 s sends a resize every frame
            driver.time += 1.0 / 60
            driver.send(.resize(Size(width: 390, height: 844 + Double(step % 2))))
        }
        driver.wait(0.01)
        // The last resize left the window 845 tall: max is 781.
        #expect(
            driver.log.last == .settled(detent: "max", index: 1, height: 781),
            "settled by the snap's end: \(driver.height)")
    }
}
