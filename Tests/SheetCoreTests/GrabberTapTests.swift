import Testing

@testable import SheetCore

/// `--grabber-tap on` (and `--preset uikit`): a tap on the grabber's 44 pt square moves the
/// sheet to the next detent up, from the highest the one below, and dismisses a sheet with one
/// detent; off (the write-ups), a tap there does nothing.
struct GrabberTapTests {
    /// A tap on the grabber of a sheet resting at `start`, `dx` points right of its centre.
    static func tapGrabber(
        _ arguments: [String], start: String, dx: Double = 0, dy: Double = 7
    ) throws -> Driver {
        let configuration = try parsedRun(arguments + ["--start", start])
        var driver = Driver { $0 = configuration }
        let top = driver.windowHeight - driver.height
        driver.click(Point(x: 195 + dx, y: top + dy))
        driver.wait(1.5)
        return driver
    }

    @Test func aTapOnTheGrabberTogglesBetweenTwoDetents() throws {
        let up = try Self.tapGrabber(["--grabber-tap", "on"], start: "default")
        #expect(up.log.contains(.toggle(target: "max")))
        #expect(up.machine.goalDetent?.name == "max")
        let down = try Self.tapGrabber(["--grabber-tap", "on"], start: "max")
        #expect(down.machine.goalDetent?.name == "default")
    }

    @Test func theUIKitPresetStepsDownAndWrapsToTheHighest() throws {
        // iOS 26.1's reading: one detent down, from the lowest to the highest.
        let list = ["--preset", "uikit", "--grabber", "visible", "--detents", "a=250,b=450,c=max"]
        #expect(try Self.tapGrabber(list, start: "a").machine.goalDetent?.name == "c")
        #expect(try Self.tapGrabber(list, start: "b").machine.goalDetent?.name == "a")
        #expect(try Self.tapGrabber(list, start: "c").machine.goalDetent?.name == "b")
    }

    @Test func upStepsUpAndWrapsToTheLowest() throws {
        let list = ["--grabber-tap", "up", "--detents", "a=250,b=450,c=max"]
        #expect(try Self.tapGrabber(list, start: "a").machine.goalDetent?.name == "b")
        #expect(try Self.tapGrabber(list, start: "b").machine.goalDetent?.name == "c")
        #expect(try Self.tapGrabber(list, start: "c").machine.goalDetent?.name == "a")
        // With two detents every reading toggles.
        for reading in ["on", "up", "down"] {
            let two = try Self.tapGrabber(["--grabber-tap", reading], start: "default")
            #expect(two.machine.goalDetent?.name == "max", "\(reading)")
        }
    }

    @Test func aHiddenGrabberTakesNoTap() throws {
        // UIKit's preset hides the grabber (prefersGrabberVisible false): nothing to tap.
        let hidden = try Self.tapGrabber(
            ["--preset", "uikit", "--detents", "a=250,b=450,c=max"], start: "a")
        #expect(hidden.machine.goalDetent?.name == "a")
        #expect(!hidden.log.contains { if case .toggle = $0 { true } else { false } })
    }

    @Test func aOneDetentSheetDismissesWhenItsGrabberIsTapped() throws {
        let driver = try Self.tapGrabber(
            ["--grabber-tap", "on", "--detents", "only=max"], start: "only")
        #expect(driver.log.contains(.dismiss(reason: .grabber)))
        #expect(!driver.machine.isPresented)
    }

    @Test func aGrabberTappedAgainWhileTheSheetFallsIsOneDismissal() throws {
        // One `dismiss` a dismissal (issue 37): the taps that follow go on with it, unsaid.
        let configuration = try parsedRun(
            [
                "--grabber-tap", "on", "--detents", "400", "--start", "400", "--present-duration",
                "20",
            ])
        var driver = Driver { $0 = configuration }
        for _ in 0..<3 {
            let top = driver.windowHeight - driver.height
            driver.click(Point(x: 195, y: top + 7))
            driver.wait(0.5)
        }
        driver.wait(25)
        #expect(
            driver.log == [.dismiss(reason: .grabber), .dismissed], "\(driver.log)")
    }

    @Test func outsideTheSquareOrWithTheTapOffNothingMoves() throws {
        // 35 pt right of the centre: outside the 44 pt square and past the 60 pt pill's end.
        let beside = try Self.tapGrabber(["--grabber-tap", "on"], start: "default", dx: 35)
        #expect(beside.machine.goalDetent?.name == "default" && beside.log.isEmpty)
        let off = try Self.tapGrabber([], start: "default")
        #expect(off.machine.goalDetent?.name == "default" && off.log.isEmpty)
    }
}
