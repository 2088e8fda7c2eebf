import Testing

@testable import SheetCore

struct VelocityTrackerTests {
    @Test func steadyMotionReadsItsSpeed() {
        var tracker = VelocityTracker(window: 0.1)
        for step in 0...30 {
            tracker.add(time: Double(step) * 0.01, position: 500 - Double(step) * 10)
        }
        #expect(abs(tracker.velocity(at: 0.3) - -1000) < 0.001)
    }

    @Test func onlyTheLastHundredMillisecondsCount() {
        var tracker = VelocityTracker(window: 0.1)
        // Slow for a second (50 pt/s), then a flick of 2000 pt/s over the last 80 ms.
        var time = 0.0
        var position = 600.0
        while time < 1 {
            tracker.add(time: time, position: position)
            time += 0.016
            position -= 0.8
        }
        for _ in 0..<5 {
            time += 0.016
            position -= 32
            tracker.add(time: time, position: position)
        }
        let velocity = tracker.velocity(at: time)
        #expect(velocity < -1500, "a slow drag ending in a flick reads as a flick, got \(velocity)")
    }

    @Test func theVelocityHoldsUntilTheMomentNextChangeNames() {
        // Samples speeding up (positions on a parabola): each that leaves the window changes
        // the fitted slope. Swept in 0.1 ms steps with no new sample, the velocity reads the
        // same up to the moment `nextChange` named; it changed five times (four slopes, then
        // zero with one sample left).
        var tracker = VelocityTracker(window: 0.1)
        for step in 0...5 {
            tracker.add(time: 1 + Double(step) * 0.016, position: 300 + Double(step * step) * 3)
        }
        var time = 1.08
        var held = tracker.velocity(at: time)
        var bound = tracker.nextChange(after: time)
        var changes = 0
        while time < 1.3 {
            time += 0.0001
            let velocity = tracker.velocity(at: time)
            if time <= bound {
                #expect(velocity == held, "at \(time), before \(bound)")
            } else {
                if velocity != held { changes += 1 }
                held = velocity
                bound = tracker.nextChange(after: time)
            }
        }
        #expect(changes == 5)
        #expect(tracker.nextChange(after: 1.3) == .infinity, "no sample counts any more")
    }

    @Test func aPauseLongerThanTheWindowReadsZero() {
        var tracker = VelocityTracker(window: 0.1)
        for step in 0...10 { tracker.add(time: Double(step) * 0.01, position: Double(step) * 20) }
        #expect(tracker.velocity(at: 0.1) > 1000)
        #expect(tracker.velocity(at: 0.21) == 0)
        tracker.add(time: 0.25, position: 200)  // released where it paused
        #expect(tracker.velocity(at: 0.25) == 0)
    }

    @Test func samplesOutOfOrderOrNotFiniteAreIgnored() {
        var tracker = VelocityTracker(window: 0.1)
        tracker.add(time: 0.00, position: 0)
        tracker.add(time: 0.05, position: 50)
        tracker.add(time: 0.02, position: 9999)
        tracker.add(time: .nan, position: 1)
        tracker.add(time: 0.06, position: .infinity)
        tracker.add(time: 0.10, position: 100)
        #expect(abs(tracker.velocity(at: 0.1) - 1000) < 0.001)
    }

    @Test func oneSampleHasNoVelocity() {
        var tracker = VelocityTracker(window: 0.1)
        tracker.add(time: 1, position: 10)
        #expect(tracker.velocity(at: 1) == 0)
    }

    @Test func samplesKeepTheirOwnTimeForVelocity() {
        var machine = SheetMachine(
            configuration: {
                var c = Configuration()
                c.constants.start = "default"
                return c
            }())
        machine.handle(.pointerDown(Point(x: 195, y: 600)), at: 1.000)
        // Drained together at 1.1 s, but stamped 10 ms apart: 10 pt each → 1000 pt/s up.
        for step in 1...8 {
            machine.handle(
                .pointerMove(Point(x: 195, y: 600 - Double(step) * 10)),
                at: 1.0 + Double(step) * 0.01)
        }
        machine.advance(to: 1.1)
        machine.handle(.pointerUp(Point(x: 195, y: 520)), at: 1.08)
        let end = machine.drainEvents().compactMap { event -> Double? in
            if case .dragEnd(_, let velocity, _, _, _) = event {
                return velocity
            } else {
                return nil
            }
        }
        #expect(abs((end.first ?? 0) + 1000) < 1)
    }
}
