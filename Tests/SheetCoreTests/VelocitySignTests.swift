import Testing

@testable import SheetCore

/// Issue 11 §4.3: one velocity convention everywhere, SPEC §5's (pt/s, positive downward),
/// and the HUD and the plot say which way is positive.
struct VelocitySignTests {
    /// A slow drag down from max, sampled at 60 Hz as the HUD is; returns the HUD and the
    /// drag-end velocity.
    func dragDownWithHUD() -> (HUDState, Double?) {
        var driver = Driver(start: "max")
        var hud = HUDState()
        hud.follow(height: driver.height, elapsed: nil)
        driver.send(.pointerDown(Point(x: 195, y: 300)))
        for step in 1...30 {
            driver.time += 1.0 / 60
            driver.send(.pointerMove(Point(x: 195, y: 300 + Double(step) * 10)))
            hud.follow(height: driver.height, elapsed: 1.0 / 60)
        }
        driver.send(.pointerUp(Point(x: 195, y: 600)))
        var released: Double?
        for event in driver.log {
            if case .dragEnd(_, let velocity, _, _, _) = event { released = velocity }
        }
        return (hud, released)
    }

    @Test func theHUDsVelocityHasTheEventsSignForADownwardDrag() throws {
        let (hud, released) = dragDownWithHUD()
        let event = try #require(released)
        #expect(event > 0, "SPEC §5: a downward drag is positive (\(event))")
        #expect(hud.velocity > 0, "the HUD's velocity \(hud.velocity) has the event's sign")
        #expect(
            abs(hud.velocity - event) < 1, "both read 600 pt/s: HUD \(hud.velocity), event \(event)"
        )
    }

    /// The last frame of a snap moved a little; once the sheet rests the HUD reads 0, not that
    /// last step (it read "↓+ -3 pt/s, resting at max").
    @Test func theHUDsVelocityIsZeroAtRest() {
        var driver = Driver(start: "default")
        var hud = HUDState()
        driver.send(.key(.up))
        while driver.machine.isMoving {
            driver.wait(1.0 / 60)
            hud.follow(height: driver.height, elapsed: 1.0 / 60, resting: !driver.machine.isMoving)
        }
        #expect(hud.velocity == 0, "resting at \(driver.height): \(hud.velocity) pt/s")
    }

    @Test func theHUDsVelocityLineSaysWhichWayTheSheetMoves() throws {
        let (hud, _) = dragDownWithHUD()
        let texts = HUDLayout.items(hud, measurer: FakeMeasurer()).compactMap { item -> String? in
            if case .text(let run) = item { return run.text } else { return nil }
        }
        let line = try #require(
            texts.first { $0.hasPrefix("velocity") }, "no velocity line in \(texts)")
        #expect(line == "velocity 600 pt/s ↓", "a downward drag reads as its speed, down: \(line)")
        var rising = hud
        rising.velocity = -812.4
        let up = HUDLayout.items(rising, measurer: FakeMeasurer()).compactMap { item -> String? in
            if case .text(let run) = item, run.text.hasPrefix("velocity") { return run.text }
            return nil
        }
        #expect(up == ["velocity 812 pt/s ↑"])
    }

    /// A trace that drags the sheet down from max at 600 pt/s, for the plot.
    static func downwardTrace() -> Trace {
        var configuration = Configuration()
        configuration.constants.start = "max"
        var entries = [TraceEntry(time: 0.5, input: .pointerDown(Point(x: 195, y: 300)))]
        for step in 1...30 {
            entries.append(
                TraceEntry(
                    time: 0.5 + Double(step) / 60,
                    input: .pointerMove(Point(x: 195, y: 300 + Double(step) * 10))))
        }
        entries.append(TraceEntry(time: 1.1, input: .pointerUp(Point(x: 195, y: 600))))
        return Trace(configuration: configuration, entries: entries)
    }

    @Test func thePlotsVelocityIsPositiveDownwardAndLabelledSo() {
        let plot = Plot(trace: Self.downwardTrace(), title: "down")
        let dragging = plot.velocities.points.filter { $0.time > 0.6 && $0.time < 1.0 }
        #expect(!dragging.isEmpty)
        // Inputs and frames do not line up exactly: a frame may see no move and the next two.
        let mean = dragging.map(\.value).reduce(0, +) / Double(max(1, dragging.count))
        #expect(
            dragging.allSatisfy { $0.value >= 0 }, "downward is positive: \(dragging.map(\.value))")
        #expect(abs(mean - 600) < 60, "600 pt/s down on average: \(mean)")
        let texts = plot.items(measurer: FakeMeasurer()).compactMap { item -> String? in
            if case .text(let run) = item { return run.text } else { return nil }
        }
        #expect(
            texts.contains { $0.contains("velocity") && $0.contains("↓+") }, "axis label: \(texts)")
    }

    /// The curve is the sheet's frame-to-frame speed; the velocity the decision used is the
    /// pointer's, so each release's label gives it (a reader compared the two and found them
    /// apart).
    @Test func eachReleaseLabelGivesTheVelocityTheDecisionUsed() throws {
        let trace = Self.downwardTrace()
        let plot = Plot(trace: trace, title: "down")
        let release = try #require(plot.releases.first)
        var replay = Replay(trace)
        while !replay.isFinished { replay.step() }
        let used = replay.log.compactMap { _, event -> Double? in
            if case .dragEnd(_, let velocity, _, _, _) = event {
                return velocity
            } else {
                return nil
            }
        }
        #expect(release.velocity == used.first)
        let texts = plot.items(measurer: FakeMeasurer()).compactMap { item -> String? in
            if case .text(let run) = item { return run.text } else { return nil }
        }
        let label = "v \(Format.number(release.velocity, decimals: 0))"
        #expect(texts.contains { $0.hasPrefix(release.target) && $0.hasSuffix(label) }, "\(texts)")
        #expect(texts.contains("sheet velocity (pt/s, ↓+)"))
    }
}
