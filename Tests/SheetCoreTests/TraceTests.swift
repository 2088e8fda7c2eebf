import Testing

@testable import SheetCore

struct TraceTests {
    /// A session: present, drag up, flick down, Esc — with the odd times real input has.
    static func session(_ configuration: Configuration = Configuration()) -> Trace {
        var entries = [TraceEntry(time: 0.5123, input: .pointerDown(Point(x: 195, y: 804)))]
        entries.append(TraceEntry(time: 0.6, input: .pointerUp(Point(x: 195, y: 804))))
        var t = 1.2
        entries.append(TraceEntry(time: t, input: .pointerDown(Point(x: 195, y: 600))))
        for step in 1...25 {
            t += 0.0163
            entries.append(
                TraceEntry(
                    time: t, input: .pointerMove(Point(x: 195, y: 600 - Double(step) * 15.3))))
        }
        t += 0.2
        entries.append(TraceEntry(time: t, input: .pointerUp(Point(x: 195, y: 600 - 25 * 15.3))))
        t += 1
        entries.append(TraceEntry(time: t, input: .pointerDown(Point(x: 195, y: 300))))
        for step in 1...5 {
            t += 0.0161
            entries.append(
                TraceEntry(time: t, input: .pointerMove(Point(x: 195, y: 300 + Double(step) * 40))))
        }
        entries.append(TraceEntry(time: t + 0.001, input: .pointerUp(Point(x: 195, y: 500))))
        entries.append(TraceEntry(time: t + 1, input: .wheel(-1)))
        entries.append(TraceEntry(time: t + 1.5, input: .resize(Size(width: 400, height: 700))))
        entries.append(TraceEntry(time: t + 2, input: .key(.escape)))
        return Trace(configuration: configuration, entries: entries)
    }

    @Test func liveChangesAndContentAreRecordedAndReplayed() throws {
        var configuration = Configuration()
        configuration.constants.start = "default"
        configuration.run.contentText = "第一段\n第二段"
        var changed = configuration
        changed.constants.defaultHeight = 420
        var trace = Trace(configuration: configuration)
        trace.entries = [
            TraceEntry(time: 0.5, input: .reconfigure(changed.constants)),
            TraceEntry(time: 1.0, input: .pointerDown(Point(x: 195, y: 500))),
            TraceEntry(time: 1.5, input: .pointerMove(Point(x: 195, y: 520))),
            TraceEntry(time: 2.0, input: .pointerUp(Point(x: 195, y: 520))),
        ]
        let parsed = try Trace.parse(trace.text, path: "t.jsonl")
        #expect(parsed.configuration.run.contentText == "第一段\n第二段")
        #expect(parsed.entries == trace.entries)
        let events = Replay.events(parsed)
        #expect(
            events.contains { $0.contains("\"drag-start\",\"height\":420.0") },
            "the replay saw the live change")
    }

    @Test func textRoundTripsExactly() throws {
        var configuration = Configuration()
        configuration.constants.start = "default"
        let trace = Self.session(configuration)
        let parsed = try Trace.parse(trace.text, path: "t.jsonl")
        #expect(parsed.entries == trace.entries)
        #expect(ConfigFile.json(parsed.configuration) == ConfigFile.json(configuration))
        #expect(parsed.text == trace.text)
    }

    @Test(arguments: ["seed", "fluid", "vaul"])
    func replayingTheSameTraceTwiceGivesByteIdenticalEvents(preset: String) throws {
        let configuration = try parsedRun(["--preset", preset])
        let trace = Self.session(configuration)
        let first = Replay.events(trace)
        let second = Replay.events(try Trace.parse(trace.text, path: "t.jsonl"))
        #expect(first == second)
        #expect(first.contains { $0.contains("\"event\":\"drag-end\"") })
        #expect(first.first == "{\"t\":0.000,\"event\":\"ready\",\"window\":[390.0,844.0]}")
        #expect(first.last?.contains("\"event\":\"quit\"") == true)
    }

    @Test func replayDecidesAsTheLiveMachineDid() {
        let trace = Self.session()
        var live = SheetMachine(configuration: trace.configuration)
        var decisions: [SheetEvent] = []
        for entry in trace.entries {
            live.handle(entry.input, at: entry.time)
            decisions += live.drainEvents().filter { if case .dragEnd = $0 { true } else { false } }
        }
        var replay = Replay(trace)
        while !replay.isFinished { replay.step() }
        let replayed = replay.log.map(\.1).filter { if case .dragEnd = $0 { true } else { false } }
        #expect(replayed == decisions && decisions.count == 2)
    }

    static let bad: [Bad<String>] = [
        Bad(input: "", message: "t.jsonl: empty, not a SheetLab trace"),
        Bad(input: "{\"x\":1}\n", message: "t.jsonl: line 1: not a SheetLab trace of version 1"),
        Bad(input: "nope\n", message: "t.jsonl: line 1: malformed JSON at byte 0: expected null"),
        Bad(
            input: "{\"sheetlab-trace\":1,\"config\":{\"dim-alpha\":7}}\n",
            message: "t.jsonl: line 1: config: key 'dim-alpha': 7 is out of range (allowed: 0..1)"),
        Bad(
            input: "{\"sheetlab-trace\":1,\"config\":{}}\n{\"t\":1,\"input\":\"jump\"}\n",
            message: "t.jsonl: line 2: unknown input 'jump'"),
        Bad(
            input:
                #"{"sheetlab-trace":1,"config":{}}\#n{"t":2,"input":"cancel"}\#n"#
                + #"{"t":1,"input":"cancel"}\#n"#,
            message: "t.jsonl: line 3: time 1 is before the line above"),
        Bad(
            input: "{\"sheetlab-trace\":1,\"config\":{}}\n{\"t\":1,\"input\":\"down\",\"x\":1}\n",
            message: "t.jsonl: line 2: \"y\" must be a number"),
        Bad(
            input:
                "{\"sheetlab-trace\":1,\"config\":{}}\n{\"t\":1,\"input\":\"key\",\"key\":\"f\"}\n",
            message: "t.jsonl: line 2: \"key\" must be one of enter, space, escape, up, down"),
    ]

    @Test(arguments: bad)
    func aBadTraceIsOneLineNamingTheLine(_ example: Bad<String>) throws {
        let error = try #require(throws: ConfigFileError.self) {
            try Trace.parse(example.input, path: "t.jsonl")
        }
        example.expect(error, exitCode: 65)
    }
}

/// A replay given its own `--content` keeps showing it through the trace's panel changes: a
/// config line carries constants only, never the text the trace was recorded with.
struct ReplayedContentTests {
    @Test func aConfigLineDoesNotBringBackTheRecordedText() throws {
        var recorded = Configuration()
        recorded.run.contentText = "recorded text"
        var retuned = recorded.constants
        retuned.dimAlpha = 0.3
        let made = Trace(
            configuration: recorded,
            entries: [
                TraceEntry(time: 0.5, input: .reconfigure(retuned)),
                TraceEntry(time: 0.6, input: .resize(Size(width: 300, height: 700))),
            ])
        let trace = try Trace.parse(made.text, path: "t.jsonl")
        var given = trace.configuration
        given.run.contentText = "given text"
        var replay = Replay(trace, phones: [given])
        while !replay.isFinished { replay.step() }
        #expect(replay.machine.constants.dimAlpha == 0.3)
        #expect(replay.machine.body.text == "given text")
    }
}
