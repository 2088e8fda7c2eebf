import Testing

@testable import SheetCore

/// The content's height is an input like any other: recorded, replayed, and measured once
/// for a trace that lacks it, so a replay needs no layout beside it.
struct TraceContentTests {
    func fitConfiguration() throws -> Configuration {
        guard
            case .run(let configuration) = try Command.parse([
                "--detents", "a=150,fit,max", "--start", "fit", "--dismiss-height", "100",
            ])
        else { throw UsageError("not a run") }
        return configuration
    }

    @Test func aContentLineRoundTrips() throws {
        var configuration = try fitConfiguration()
        configuration.run.compare = "seed,fluid"  // a phone's own line is a compared recording's
        let trace = Trace(
            configuration: configuration,
            entries: [
                TraceEntry(time: 0, input: .content(412.5)),
                TraceEntry(time: 0.25, input: .content(300), phone: 2),
            ])
        #expect(Trace.line(trace.entries[1]) == #"{"t":0.25,"input":"content","h":300,"phone":2}"#)
        let read = try Trace.parse(trace.text, path: "t.jsonl")
        #expect(read.entries == trace.entries)
    }

    @Test func aBadContentLineIsNamed() throws {
        let header = Trace.header(try fitConfiguration())
        for (line, reason) in [
            (#"{"t":0,"input":"content","h":-1}"#, "\"h\""),
            (#"{"t":0,"input":"content"}"#, "\"h\" must be a number"),
            (#"{"t":0,"input":"content","h":5,"phone":3}"#, "\"phone\" must be 1 or 2"),
        ] {
            #expect {
                _ = try Trace.parse(header + "\n" + line + "\n", path: "t.jsonl")
            } throws: { error in
                "\(error)".contains("t.jsonl: line 2") && "\(error)".contains(reason)
            }
        }
    }

    @Test func theOpeningContentStartsAFitSheetWhereItBelongs() throws {
        let trace = Trace(
            configuration: try fitConfiguration(),
            entries: [
                TraceEntry(time: 0, input: .content(412)), TraceEntry(time: 1, input: .key(.up)),
            ])
        let replay = Replay(trace)
        #expect(replay.machine.contentHeight == 412)
        #expect(replay.machine.height == 412)
        #expect(
            replay.timeline.first?.event == .settled(detent: "fit", index: 1, height: 412))
    }

    @Test func measuringAddsTheContentAtTheStartAndAfterWhatChangesIt() throws {
        let trace = Trace(
            configuration: try fitConfiguration(),
            entries: [
                TraceEntry(time: 0.5, input: .key(.up)),
                TraceEntry(time: 1, input: .resize(Size(width: 300, height: 844))),
                TraceEntry(time: 2, input: .key(.down)),
            ])
        // Content as wide as the window lays out taller when it is narrower.
        let measured = trace.measuringContent { machine, phone in
            #expect(phone == 1)
            return 120_000 / machine.window.width
        }
        #expect(
            measured.entries == [
                TraceEntry(time: 0, input: .content(120_000 / 390)),
                TraceEntry(time: 0.5, input: .key(.up)),
                TraceEntry(time: 1, input: .resize(Size(width: 300, height: 844))),
                TraceEntry(time: 1, input: .content(400)),
                TraceEntry(time: 2, input: .key(.down)),
            ])
        #expect(measured.recordsContent(phones: 1))
        #expect(!measured.recordsContent(phones: 2))
        // Measured once: a trace that records its content keeps it.
        #expect(measured.measuringContent { _, _ in 1 } == measured)
    }

    @Test func comparedPhonesEachGetTheirOwnContent() throws {
        let trace = Trace(
            configuration: try fitConfiguration(),
            entries: [TraceEntry(time: 1, input: .key(.up))])
        let phones = [try fitConfiguration(), try fitConfiguration()]
        let measured = trace.measuringContent(phones: phones) { _, phone in
            Double(phone) * 200
        }
        #expect(
            Array(measured.entries.prefix(2)) == [
                TraceEntry(time: 0, input: .content(200), phone: 1),
                TraceEntry(time: 0, input: .content(400), phone: 2),
            ])
        let replay = Replay(measured, phones: phones)
        #expect(replay.machine.height == 200)
        #expect(replay.machines[1].height == 400)
    }
}

/// What a trace says of its content is checked as the window checks it.
struct TraceContentCheckTests {
    @Test func theOpeningContentIsEachPhonesWithItsLine() throws {
        var trace = Trace(
            configuration: Configuration(),
            entries: [
                TraceEntry(time: 0, input: .content(300), phone: 1),
                TraceEntry(time: 0, input: .content(420), phone: 2),
                TraceEntry(time: 0, input: .key(.enter)),
                TraceEntry(time: 0, input: .content(10), phone: 1),
            ])
        let opening = trace.openingContent()
        #expect(opening[1]?.height == 300 && opening[1]?.line == 2)
        #expect(opening[2]?.height == 420 && opening[2]?.line == 3)
        trace.entries = [TraceEntry(time: 0, input: .content(250))]
        #expect(trace.openingContent()[2]?.height == 250)
        trace.entries = [TraceEntry(time: 0.5, input: .content(250))]
        #expect(trace.openingContent().isEmpty)
    }

    @Test func aPhoneInATraceOfOnePhoneIsRefused() throws {
        let header = Trace.header(Configuration())
        let error = try #require(throws: ConfigFileError.self) {
            try Trace.parse(
                header + "\n" + #"{"t":0,"input":"content","h":5,"phone":2}"# + "\n",
                path: "t.jsonl")
        }
        #expect(
            error.message == #"t.jsonl: line 2: "phone" 2 in a trace recorded without --compare"#)
        var compared = Configuration()
        compared.run.compare = "seed,fluid"
        let read = try Trace.parse(
            Trace.header(compared) + "\n" + #"{"t":0,"input":"content","h":5,"phone":2}"# + "\n",
            path: "t.jsonl")
        #expect(read.entries == [TraceEntry(time: 0, input: .content(5), phone: 2)])
    }
}
