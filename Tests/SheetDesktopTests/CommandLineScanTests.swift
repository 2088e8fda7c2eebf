import Testing

@testable import SheetDesktop

/// What the executable reads from argv before the parser: the `--config` file's path.
struct CommandLineScanTests {
    @Test func theConfigPathIsFoundInEitherForm() {
        #expect(RunCommand.configPath(["--style", "half", "--config", "a.json"]) == "a.json")
        #expect(RunCommand.configPath(["--config=b.json", "--hud"]) == "b.json")
        #expect(RunCommand.configPath(["--config=", "--hud"]) == "")
        #expect(RunCommand.configPath(["--hud"]) == nil)
        // A trailing `--config` names nothing (the parser says it wants a value).
        #expect(RunCommand.configPath(["--config"]) == nil)
    }
}
