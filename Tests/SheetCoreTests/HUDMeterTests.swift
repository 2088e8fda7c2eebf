import Testing

@testable import SheetCore

/// The HUD's frame rate, frame times and the sheet it follows.
struct HUDMeterTests {
    @Test func theRateCountsTheLastSecondAndTheGraphTwo() {
        var meter = HUDMeter()
        #expect(meter.fps == 0)
        #expect(meter.elapsed == nil)
        for frame in 0...150 { meter.frame(at: Double(frame) / 50) }  // 50 fps for 3 s
        #expect(meter.fps == 51)  // both ends of the second
        #expect(meter.presentTimes.count == 101)
        #expect(meter.frameTimes.count == 100)
        #expect(meter.frameTimes.allSatisfy { abs($0 - 20) < 1e-9 })
        #expect(abs(meter.elapsed! - 0.02) < 1e-12)
    }

    @Test func theHUDFollowsTheMachine() {
        var meter = HUDMeter()
        meter.frame(at: 1)
        meter.frame(at: 1.5)
        var machine = SheetMachine(configuration: Configuration())
        machine.handle(.key(.enter), at: 0)
        machine.advance(to: 2)
        var hud = HUDState()
        meter.update(&hud, following: machine)
        #expect(hud.fps == 2)
        #expect(hud.frameTimes == [500])
        #expect(hud.height == machine.height)
        #expect(hud.state == machine.stateDescription)
    }

    /// The first line of the HUD's card.
    static func rateLine(_ hud: HUDState) -> String? {
        for case .text(let run) in HUDLayout.items(hud, measurer: FakeMeasurer()) {
            return run.text
        }
        return nil
    }

    @Test func atRestTheHUDSaysIdleNotOneFPS() {
        // A sheet at rest: the window drew one frame in the last second (a pointer moved).
        var meter = HUDMeter()
        meter.frame(at: 10)
        var machine = SheetMachine(configuration: Configuration())
        machine.handle(.key(.enter), at: 0)
        machine.advance(to: 10)
        #expect(!machine.isMoving)
        var hud = HUDState()
        meter.update(&hud, following: machine)
        #expect(hud.fps == 1 && hud.idle)
        #expect(Self.rateLine(hud) == "idle")
        // Moving (dragged), the rate is shown: every tick is drawn.
        machine.handle(.pointerDown(Point(x: 195, y: 600)), at: 10.5)
        machine.handle(.pointerMove(Point(x: 195, y: 560)), at: 10.6)
        #expect(machine.isMoving)
        for frame in 1...30 { meter.frame(at: 10 + Double(frame) / 60) }
        meter.update(&hud, following: machine)
        #expect(!hud.idle)
        #expect(Self.rateLine(hud) == "\(hud.fps) fps" && hud.fps > 1)
    }
}
