import Testing

@testable import SheetDesktop

/// What the executable reads from argv before the parser: the `--config` file's path.
struct CommandLineScanTests {
    @Test func theConfigPathIsFoundInEitherForm() {
        #expect(configPath(["--style", "half", "--config", "a.json"]) == "a.json")
        #expect(configPath(["--config=b.json", "--hud"]) == "b.json")
        #expect(configPath(["--config=", "--hud"]) == "")
        #expect(configPath(["--hud"]) == nil)
        // A trailing `--config` names nothing (the parser says it wants a value).
        #expect(configPath(["--config"]) == nil)
    }
}
