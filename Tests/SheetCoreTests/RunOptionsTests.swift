import Testing

@testable import SheetCore

/// A run's options (files, window, output) are apart from the sheet's constants: never
/// exported, never in a trace's retuned constants, and read by every style.
struct RunOptionsTests {
    func parsed(_ arguments: [String]) throws -> Configuration {
        guard case .run(let configuration) = try Command.parse(arguments) else {
            throw UsageError("not a run")
        }
        return configuration
    }

    @Test func theRunsOptionsNeverReachAConfigFileOrATrace() throws {
        let configuration = try parsed([
            "--dim-alpha", "0.5", "--record", "/tmp/never-written.jsonl", "--hud", "--stats",
            "--export-dir", "/tmp", "--renderer", "auto",
        ])
        #expect(configuration.run.recordPath == "/tmp/never-written.jsonl")
        for text in [
            ConfigFile.json(configuration),
            Trace.line(TraceEntry(time: 1, input: .reconfigure(configuration.constants))),
        ] {
            #expect(text.contains("\"dim-alpha\""))
            for option in ["record", "hud", "stats", "export-dir", "renderer", "never-written"] {
                #expect(!text.contains(option), "\(option) in \(text)")
            }
        }
    }

    @Test func retunedConstantsKeepWhatTheSheetShows() throws {
        var configuration = try parsed(["--hud", "--events"])
        configuration.run.contentText = "A body of its own"
        var machine = SheetMachine(configuration: configuration)
        var constants = SheetConstants()
        constants.dimAlpha = 0.2
        machine.handle(.reconfigure(constants), at: 1)
        #expect(machine.constants.dimAlpha == 0.2)
        // The run's text is not a constant: the retuned sheet still shows it.
        #expect(machine.body.text == "A body of its own")
        let shown = machine.style.content(width: 390, controls: [], measurer: FakeMeasurer())
        let texts = shown.compactMap { item -> String? in
            if case .text(let run) = item { return run.text } else { return nil }
        }
        #expect(texts.joined().contains("A body of its own"))
    }

    @Test func everyStyleReadsTheRunsOptionsButTheContent() throws {
        var configuration = try parsed(["--style", "modal"])
        configuration.explicitFlags = [.hud, .record, .content, .window, .dimAlpha]
        let notes = configuration.unusedFlagNotes
        #expect(notes.contains("--content has no effect with --style modal"))
        #expect(!notes.contains { $0.contains("--hud") || $0.contains("--record") })
        #expect(!notes.contains { $0.contains("--window") })
        // Every option of a run is the run's; a config file holds exactly the sheet's flags.
        let runFlags = Set(Flag.table.filter { $0.scope == .run }.map(\.name))
        #expect(runFlags.isDisjoint(with: ConfigFile.flags.map(\.name)))
        #expect(runFlags.isSuperset(of: ["scale", "record", "replay", "renderer", "export-dir"]))
    }
}
