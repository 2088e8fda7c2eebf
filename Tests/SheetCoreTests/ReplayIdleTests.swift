import Testing

@testable import SheetCore

/// Headless replay skips idle time (issue 11, 3.11): a trace with a long quiet stretch plays in
/// the steps its motion needs, and skipping changes no event, time or decision.
struct ReplayIdleTests {
    /// Present, drag up, then `gap` seconds of nothing, then Esc and a tap to present again.
    static func trace(gap: Double, _ configuration: Configuration = Configuration()) -> Trace {
        var entries = [
            TraceEntry(time: 0.5123, input: .pointerDown(Point(x: 195, y: 804))),
            TraceEntry(time: 0.6, input: .pointerUp(Point(x: 195, y: 804))),
        ]
        var t = 1.7
        entries.append(TraceEntry(time: t, input: .pointerDown(Point(x: 195, y: 600))))
        for step in 1...20 {
            t += 0.0167
            entries.append(
                TraceEntry(time: t, input: .pointerMove(Point(x: 195, y: 600 - Double(step) * 17))))
        }
        entries.append(TraceEntry(time: t + 0.2, input: .pointerUp(Point(x: 195, y: 260))))
        t += gap
        entries.append(TraceEntry(time: t, input: .key(.escape)))
        entries.append(TraceEntry(time: t + 0.4, input: .pointerDown(Point(x: 195, y: 804))))
        entries.append(TraceEntry(time: t + 0.45, input: .pointerUp(Point(x: 195, y: 804))))
        return Trace(configuration: configuration, entries: entries)
    }

    /// The replay stepped frame by frame, nothing skipped.
    static func everyFrame(_ trace: Trace, phones: [Configuration]? = nil) -> Replay {
        var replay = Replay(trace, phones: phones ?? [trace.configuration])
        while !replay.isFinished { replay.step() }
        return replay
    }

    @Test func aLongIdleStretchIsSkippedNotStepped() {
        let replay = Replay.played(Self.trace(gap: 10_000))
        #expect(replay.steps < 600, "\(replay.steps) steps for 10 000 s mostly idle")
        #expect(
            replay.frame >= 10_000 * 60, "the skipped frames are still counted: \(replay.frame)")
        #expect(replay.log.contains { $0.1 == .dismissed }, "the input after the gap is played")
    }

    @Test func aYearLongGapReplaysInSteps() {
        let replay = Replay.played(Self.trace(gap: 3.1e7))
        #expect(replay.steps < 600, "\(replay.steps) steps")
        #expect(replay.eventLines.last?.contains("\"event\":\"quit\"") == true)
        #expect(replay.log.last?.1 == .settled(detent: "default", index: 0, height: 300))
    }

    @Test(arguments: ["seed", "fluid", "vaul", "material"])
    func skippingChangesNoEventOrTime(preset: String) throws {
        let configuration = try parsedRun(["--preset", preset])
        for gap in [0.05, 0.3, 2.5, 7.0001] {
            let trace = Self.trace(gap: gap, configuration)
            let skipped = Replay.played(trace)
            let stepped = Self.everyFrame(trace)
            #expect(skipped.eventLines == stepped.eventLines, "gap \(gap)")
            #expect(skipped.frame == stepped.frame)
            #expect(skipped.machine.height == stepped.machine.height)
            if gap > 2 {
                #expect(skipped.steps < stepped.steps, "gap \(gap): something was skipped")
            }
        }
    }

    @Test func skippingWaitsForBothComparedPhones() throws {
        let fluid = try parsedRun(["--preset", "fluid"])
        let trace = Self.trace(gap: 2.5)
        let skipped = Replay.played(trace, phones: [trace.configuration, fluid])
        let stepped = Self.everyFrame(trace, phones: [trace.configuration, fluid])
        #expect(skipped.eventLines == stepped.eventLines)
        #expect(skipped.steps < stepped.steps)
        let times = skipped.timeline.map(\.time)
        #expect(
            zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "one clock: times never go back")
        let ends = skipped.timeline.filter { if case .dragEnd = $0.event { true } else { false } }
        #expect(
            ends.map(\.phone) == [1, 2] && ends[0].time == ends[1].time,
            "both phones release together")
    }
}

/// A press held still across a long gap (issue 24 §3): the replay jumps over it as over a
/// sheet at rest, whatever the gap, and lands where stepping every frame lands.
struct HeldPressIdleTests {
    /// Present, then press the sheet at 1 s, move it at `gap` seconds, release half a second on.
    static func trace(gap: Double) -> Trace {
        Trace(
            configuration: Configuration(),
            entries: [
                TraceEntry(time: 0.2, input: .key(.enter)),
                TraceEntry(time: 1, input: .pointerDown(Point(x: 195, y: 600))),
                TraceEntry(time: gap, input: .pointerMove(Point(x: 195, y: 500))),
                TraceEntry(time: gap + 0.5, input: .pointerUp(Point(x: 195, y: 500))),
            ])
    }

    @Test(arguments: [1e5, 1e6, 3.1e7])
    func aHeldPressAcrossAGapTakesTheStepsOfItsMotion(gap: Double) {
        let replay = Replay.played(Self.trace(gap: gap))
        #expect(replay.steps < 400, "\(replay.steps) steps for a press held \(gap) s")
        #expect(replay.frame >= Int(gap * 60), "the held frames are still counted")
        #expect(replay.log.contains { if case .dragEnd = $0.1 { true } else { false } })
    }

    @Test func skippingAHeldPressChangesNoEvent() {
        for gap in [1.5, 3.25, 30.0] {
            let trace = Self.trace(gap: gap)
            let skipped = Replay.played(trace)
            let stepped = ReplayIdleTests.everyFrame(trace)
            #expect(skipped.eventLines == stepped.eventLines, "gap \(gap)")
            #expect(skipped.machine.height == stepped.machine.height)
            #expect(skipped.steps < stepped.steps, "gap \(gap): \(skipped.steps) steps")
        }
    }
}
