import Testing

@testable import SheetCore

/// `--export FORMAT` writes into `--export-dir` when one is given; every other flag of a run
/// is still refused with it, since an export writes the constants and exits.
struct ExportDirectoryRuleTests {
    @Test func exportTakesTheExportDirectory() throws {
        for arguments in [
            ["--export", "swift", "--export-dir", "/tmp/x"],
            ["--export-dir=/tmp/x", "--export=json"],
        ] {
            guard case .export(let configuration, _) = try Command.parse(arguments) else {
                Issue.record("\(arguments) is not an export")
                continue
            }
            #expect(configuration.run.exportDirectory == "/tmp/x")
        }
    }

    /// Every flag a config file does not hold, but --config and --export-dir, is one of a run:
    /// computed from the flag table, so a new run-only flag is refused too.
    @Test func everyOtherRunOnlyFlagIsStillRefused() throws {
        let values: [String: String] = [
            "events": "", "hud": "", "panel": "", "stats": "", "headless": "", "font": "f.ttf",
            "bold-font": "b.ttf", "content": "c.txt", "page-image": "p.png",
            "sheet-image": "s.png", "scale": "2", "record": "r.jsonl",
            "replay": "t.jsonl", "frames": "frames", "filmstrip": "s.png", "filmstrip-every": "3",
            "compare": "seed,fluid", "renderer": "software", "chrome": "none",
            "video": "c.mp4", "watch": "on",
        ]
        let runOnly = Flag.table.map(\.name).filter {
            !ConfigFile.flags.map(\.name).contains($0) && !["config", "export-dir"].contains($0)
        }
        #expect(!runOnly.isEmpty)
        for name in runOnly {
            guard let value = values[name] else {
                Issue.record("--\(name): no sample value; add one")
                continue
            }
            var arguments = ["--export", "json", "--export-dir", "/tmp/x", "--\(name)"]
            if !value.isEmpty { arguments.append(value) }
            // Flags that need --replay say so first; with it, the export refuses them.
            if ["headless", "frames", "filmstrip", "filmstrip-every", "video"].contains(name) {
                arguments += ["--replay", "t.jsonl"]
                if name == "filmstrip-every" { arguments += ["--filmstrip", "s.png"] }
            }
            let message = usageMessage(arguments) ?? "accepted"
            #expect(
                message.hasSuffix(
                    "cannot be used with --export "
                        + "(it writes the constants and exits, with no run)"),
                "--\(name): \(message)")
        }
    }

    @Test func theFlagsHelpSaysExportWritesThere() throws {
        let flag = try #require(Flag.named("export-dir"))
        #expect(flag.help.contains("--export"), "\(flag.help)")
    }
}
