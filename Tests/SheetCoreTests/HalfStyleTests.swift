import Testing

@testable import SheetCore

/// Issue 11 §4.6: `--style half` is seed 003's sheet: a plain white view with the grabber,
/// over a 0.5 dim that stays put while the sheet is dragged.
struct HalfStyleTests {
    @Test(arguments: ["half", "page"])
    func theDimStaysAtHalfWhileDragged(_ start: String) {
        var driver = Driver(start: start) { $0 = Configuration(style: .half) }
        if start == "page" {
            driver.clickButton()
            driver.wait(0.5)
        }
        #expect(driver.height == 422 && driver.machine.dimAlpha == 0.5)
        driver.send(.pointerDown(Point(x: 195, y: 500)))
        for step in 1...40 {  // down to 20 pt above the bottom edge, then back up past half
            driver.time += 1.0 / 60
            driver.send(.pointerMove(Point(x: 195, y: 500 + Double(step) * 8)))
            #expect(driver.machine.dimAlpha == 0.5, "at height \(driver.height)")
        }
        for step in 1...60 {
            driver.time += 1.0 / 60
            driver.send(.pointerMove(Point(x: 195, y: 820 - Double(step) * 8)))
            #expect(driver.machine.dimAlpha == 0.5, "at height \(driver.height)")
        }
        driver.time += 0.2
        driver.send(.pointerUp(Point(x: 195, y: 340)))
        for _ in 0..<30 {
            driver.wait(1.0 / 60)
            #expect(driver.machine.dimAlpha == 0.5, "landing at height \(driver.height)")
        }
    }

    @Test func theDimStillFadesOutWhenDismissed() {
        var driver = Driver(start: "half") { $0 = Configuration(style: .half) }
        driver.click(Point(x: 195, y: 100))
        driver.wait(0.15)
        #expect(driver.machine.dimAlpha > 0 && driver.machine.dimAlpha < 0.5)
    }

    @Test(arguments: ["half", "full"])
    func theSheetHoldsNoText(_ start: String) {
        let driver = Driver(start: start) { $0 = Configuration(style: .half) }
        let scene = Layout(measurer: FakeMeasurer()).scene(for: driver.machine)
        let texts = scene.items.compactMap { item -> String? in
            if case .text(let run) = item { return run.text } else { return nil }
        }
        #expect(texts.isEmpty, "a plain white view: \(texts)")
        #expect(
            scene.items.contains(
                SheetLayout.grabber(.seed, width: 390).offset(dx: 0, dy: 844 - driver.height)),
            "grabber")
    }
}
