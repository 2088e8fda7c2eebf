import Foundation
import Testing

@testable import SheetCore

struct FluidInteractionTests {
    @Test func undimmedDetentLeavesThePageClearAndUsable() {
        var driver = Driver(start: "default") { $0.constants.undimmedDetent = .default }
        #expect(driver.machine.dimAlpha == 0)
        driver.click(Point(x: 195, y: 100))  // the page above the sheet: not the overlay
        #expect(
            driver.log.isEmpty
                && driver.machine.motion == .resting(driver.machine.detents.named("default")!))
        driver.key(.up)
        driver.wait(0.5)
        #expect(driver.machine.dimAlpha == 0.6, "dims on the way to max")
        driver.click(Point(x: 195, y: 30))
        #expect(driver.log.last == .dismiss(reason: .tap), "at max the overlay is back")
    }

    @Test func aSheetHeldStillShowsTheSameUntilTheMomentItNames() {
        // Dragged fast and then held still: the window sleeps until `heldStillUntil`, so what
        // the sheet shows (its height, overlay and release cue) must not change before it.
        // Projected releases: the flick's speed turns the cue on, and it goes off as the
        // samples leave the window.
        var driver = Driver(start: "default") { $0.constants.policy = .projected }
        #expect(driver.machine.heldStillUntil == driver.machine.now, "nothing held")
        driver.send(.pointerDown(Point(x: 195, y: 600)))
        for step in 1...6 {
            driver.time += 0.016
            driver.send(.pointerMove(Point(x: 195, y: 600 + Double(step) * 10)))
        }
        var cues: Set<Bool> = []
        var wakes = 0
        while driver.machine.heldStillUntil.isFinite {
            let until = driver.machine.heldStillUntil
            #expect(until > driver.time)
            let shown = (driver.height, driver.machine.dimAlpha, driver.machine.releaseWouldDismiss)
            while driver.time < until {
                driver.time = min(until, driver.time + 0.001)
                driver.machine.advance(to: driver.time)
                let now = (
                    driver.height, driver.machine.dimAlpha, driver.machine.releaseWouldDismiss
                )
                #expect(now == shown, "at \(driver.time), before \(until)")
            }
            cues.insert(shown.2)
            driver.time = until + 0.000_001  // just past it, as the window wakes
            driver.machine.advance(to: driver.time)
            wakes += 1
        }
        cues.insert(driver.machine.releaseWouldDismiss)
        #expect(wakes <= 7, "one wake a sample at most")
        #expect(cues == [true, false], "the cue did change while held still: \(cues)")
    }

    @Test func theDismissCueShowsWhileAReleaseWouldDismiss() {
        var driver = Driver(start: "default")
        driver.send(.pointerDown(Point(x: 195, y: 600)))
        driver.time += 0.5
        driver.send(.pointerMove(Point(x: 195, y: 680)))  // h 220: a release would land at default
        #expect(!driver.machine.releaseWouldDismiss)
        driver.time += 0.5
        driver.send(.pointerMove(Point(x: 195, y: 720)))  // h 180: below the dismiss line
        #expect(driver.machine.releaseWouldDismiss)
        let scene = Layout(measurer: FakeMeasurer()).scene(for: driver.machine)
        #expect(
            scene.items.contains {
                if case .text(let run) = $0 { run.text == "Release to close" } else { false }
            })
        driver.time += 0.5
        driver.send(.pointerMove(Point(x: 195, y: 680)))
        #expect(!driver.machine.releaseWouldDismiss)
    }

    func scrolling() -> Driver {
        var driver = Driver(start: "max")
        driver.machine.setContentHeight(2000)  // 1220 pt more than the sheet at max shows
        return driver
    }

    @Test func contentScrollsAtMaxAndHandsOffToTheSheet() throws {
        var driver = scrolling()
        #expect(driver.machine.maxScrollOffset == 1220)
        driver.drag(fromY: 600, toY: 300, duration: 0.3, pause: 0.2)
        #expect(driver.log.isEmpty, "scrolling is not a drag")
        #expect(driver.machine.scrollOffset == 300 && driver.height == 780)
        // 300 back to the top, 200 of sheet
        driver.drag(fromY: 200, toY: 700, duration: 0.5, pause: 0.2)
        #expect(driver.machine.scrollOffset == 0)
        #expect(driver.log.first == .dragStart(height: 780))
        let (height, _, translation, _, _) = try #require(driver.log[1].dragEnd)
        #expect(abs(height - 580) < 1e-9 && abs(translation - 200) < 1e-9)
    }

    @Test func theGrabberStripAlwaysMovesTheSheet() {
        var driver = scrolling()
        driver.drag(fromY: 64 + 10, toY: 64 + 110, duration: 0.3, pause: 0.2)
        #expect(driver.log.first == .dragStart(height: 780))
        #expect(driver.machine.scrollOffset == 0)
    }

    @Test func theWheelScrollsAtMaxAndStepsDetentsOtherwise() {
        var driver = scrolling()
        driver.send(.wheel(-3))
        #expect(driver.machine.scrollOffset == 120)
        driver.send(.wheel(5))
        #expect(driver.machine.scrollOffset == 0)
        driver.send(.wheel(1))
        driver.wait(0.5)
        #expect(driver.height == 300, "at the top of the content the wheel moves the sheet down")
        driver.send(.wheel(1))
        driver.wait(0.5)
        #expect(driver.machine.isPresented && driver.height == 300, "never dismissed by the wheel")
        driver.send(.wheel(-1))
        driver.wait(0.5)
        #expect(driver.height == 780)
    }

    @Test func presentingWithAnUndimmedDefaultLeavesThePageClear() {
        var driver = Driver { $0.constants.undimmedDetent = .default }
        driver.key(.enter)
        driver.wait(1)
        #expect(driver.machine.dimAlpha == 0)
        driver.click(Point(x: 195, y: 100))
        #expect(!driver.log.contains(.dismiss(reason: .tap)))
    }

    @Test func leavingMaxShowsTheContentFromItsTop() {
        var driver = Driver(start: "max")
        driver.machine.setContentHeight(2000)
        driver.drag(fromY: 600, toY: 300, duration: 0.3, pause: 0.2)
        #expect(driver.machine.scrollOffset == 300)
        driver.key(.down)
        #expect(driver.machine.scrollOffset == 0)
    }

    @Test func theDismissCueReadsOverAnyPage() {
        let items = SheetLayout.dismissCue(width: 390, measurer: FakeMeasurer())
        #expect(
            items.contains {
                if case .shape(_, _, let color) = $0 {
                    color.alpha == 200 && color.red == 0
                } else {
                    false
                }
            })
    }
}
