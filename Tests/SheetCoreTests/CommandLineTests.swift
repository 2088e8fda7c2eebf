import Testing

@testable import SheetCore

struct CommandLineTests {
    func configuration(_ arguments: [String]) throws -> Configuration {
        guard case .run(let configuration) = try Command.parse(arguments) else {
            Issue.record("expected a run command")
            return Configuration()
        }
        return configuration
    }

    func error(_ arguments: [String]) -> UsageError? {
        do {
            _ = try Command.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func noArgumentsGiveTheSeedDefaults() throws {
        let configuration = try configuration([])
        #expect(configuration == Configuration())
        #expect(configuration.window == Size(width: 390, height: 844))
        #expect(configuration.defaultHeight == 300 && configuration.dismissHeight == 200 && configuration.topInset == 64)
        #expect(configuration.dimAlpha == 0.6 && configuration.cornerRadius == 16 && configuration.cardScale == 0.92)
        #expect(configuration.presentDuration == 0.3 && configuration.dimDuration == 0.4)
        #expect(configuration.snapDuration == 0.4 && configuration.fps == 60)
    }

    @Test func bothGnuFormsSetAValue() throws {
        #expect(try configuration(["--default-height", "350"]).defaultHeight == 350)
        #expect(try configuration(["--default-height=350"]).defaultHeight == 350)
        #expect(try configuration(["--window", "800x1200"]).window == Size(width: 800, height: 1200))
        #expect(try configuration(["--policy=seed", "--start", "max"]).start == "max")
        #expect(try configuration(["--events"]).events)
        #expect(try configuration(["--font", "/tmp/a.otf"]).fontPath == "/tmp/a.otf")
        #expect(try configuration(["--scale", "2"]).scale == 2)
        #expect(try configuration(["--card-scale", "1"]).cardScale == 1)
        #expect(try configuration(["--fullscreen-velocity", "1e9", "--snap-duration", "0"]).fullscreenVelocity == 1e9)
    }

    @Test func helpAndVersionWin() throws {
        #expect(try Command.parse(["--default-height", "350", "--help"]) == .help)
        #expect(try Command.parse(["--version"]) == .version)
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let bad: [Bad] = [
        Bad(arguments: ["--bogus"], message: "unknown flag --bogus (see --help)"),
        Bad(arguments: ["stray"], message: "unexpected argument 'stray' (flags start with --; see --help)"),
        Bad(arguments: ["--default-height"], message: "--default-height needs a value (> 0)"),
        Bad(arguments: ["--default-height", "--events"], message: "--default-height needs a value (> 0)"),
        Bad(arguments: ["--default-height", "tall"], message: "--default-height: 'tall' is not a number (allowed: > 0)"),
        Bad(arguments: ["--default-height", "nan"], message: "--default-height: 'nan' is not a number (allowed: > 0)"),
        Bad(arguments: ["--default-height", "inf"], message: "--default-height: 'inf' is not a number (allowed: > 0)"),
        Bad(arguments: ["--default-height", "-5"], message: "--default-height: -5 is out of range (allowed: > 0 pt)"),
        Bad(arguments: ["--present-duration", "-0.1"], message: "--present-duration: -0.1 is out of range (allowed: >= 0 s)"),
        Bad(arguments: ["--dim-alpha", "1.5"], message: "--dim-alpha: 1.5 is out of range (allowed: 0..1)"),
        Bad(arguments: ["--card-scale", "0"], message: "--card-scale: 0 is out of range (allowed: (0, 1])"),
        Bad(arguments: ["--card-scale", "1.2"], message: "--card-scale: 1.2 is out of range (allowed: (0, 1])"),
        Bad(arguments: ["--fullscreen-fraction", "2"], message: "--fullscreen-fraction: 2 is out of range (allowed: 0..1)"),
        Bad(arguments: ["--fps", "0"], message: "--fps: 0 is out of range (allowed: 1..240)"),
        Bad(arguments: ["--fps", "30.5"], message: "--fps: '30.5' is not a whole number (allowed: 1..240)"),
        Bad(arguments: ["--scale", "0"], message: "--scale: 0 is out of range (allowed: 1..8)"),
        Bad(arguments: ["--scale", "two"], message: "--scale: 'two' is not a whole number (allowed: 1..8)"),
        Bad(arguments: ["--default-height", "0x1F4"], message: "--default-height: '0x1F4' is not a number (allowed: > 0)"),
        Bad(
            arguments: ["--window", "9000x9000", "--scale", "2"],
            message: "--window 9000x9000 at --scale 2 is 18000x18000 pixels (allowed: each side up to 16384)"),
        Bad(arguments: ["--window", "390"], message: "--window: '390' is not a size like 390x844"),
        Bad(arguments: ["--window", "0x844"], message: "--window: 0x844 is out of range (each side 1..16384)"),
        Bad(arguments: ["--policy", "magic"], message: "--policy: unknown value 'magic' (allowed: seed, projected, nearest, velocity, linear, material, sequential)"),
        Bad(arguments: ["--start", "half"], message: "--start: unknown value 'half' for --style sheet (allowed: page, default, max)"),
        Bad(
            arguments: ["--style", "half", "--start", "max"],
            message: "--start: unknown value 'max' for --style half (allowed: page, half, full)"),
        Bad(arguments: ["--style", "peek", "--start", "page"], message: "--start: unknown value 'page' for --style peek (allowed: peek, open)"),
        Bad(arguments: ["--style", "round"], message: "--style: unknown value 'round' (allowed: sheet, fixed, modal, half, card, peek)"),
        Bad(arguments: ["--style", "fixed", "--panel-height", "900"], message: "--panel-height 900 must not exceed the window height 844"),
        Bad(arguments: ["--style=card", "--card-top", "844"], message: "--card-top 844 must be below the window height 844"),
        Bad(arguments: ["--style", "peek", "--peek-height", "422"], message: "--peek-height 422 must be below half the window height 844"),
        Bad(arguments: ["--dismiss-progress", "1"], message: "--dismiss-progress: 1 is out of range (allowed: (0, 1))"),
        Bad(arguments: ["--half-fraction", "0"], message: "--half-fraction: 0 is out of range (allowed: (0, 1])"),
        Bad(arguments: ["--events=yes"], message: "--events takes no value"),
        Bad(arguments: ["--fps", "30", "--fps", "60"], message: "--fps is given twice"),
        Bad(arguments: ["--font="], message: "--font: the path is empty"),
        Bad(
            arguments: ["--dismiss-height", "300"],
            message: "--dismiss-height 300 must be below --default-height 300"),
        Bad(
            arguments: ["--default-height", "150"],
            message: "--dismiss-height 200 must be below --default-height 150"),
        Bad(
            arguments: ["--default-height", "800"],
            message: "--default-height 800 must be below the max height 780 (--window height 844 - --top-inset 64)"),
        Bad(
            arguments: ["--window", "390x300"],
            message: "--default-height 300 must be below the max height 236 (--window height 300 - --top-inset 64)"),
    ]

    @Test(arguments: bad)
    func badInputIsOneClearLineWithExitCode64(_ example: Bad) {
        let failure = error(example.arguments)
        #expect(failure?.message == example.message)
        #expect(failure?.exitCode.rawValue == 64)
        #expect(failure?.message.contains("\n") == false)
    }

    @Test func helpListsEveryFlagWithItsDefault() {
        let help = Help.text
        let lines = help.split(separator: "\n").map(String.init)
        for flag in Flag.table {
            #expect(
                lines.contains { $0 == "  --\(flag.name)" || $0.hasPrefix("  --\(flag.name) ") }, "--help lists --\(flag.name)")
            #expect(help.contains("default: \(flag.defaultText);"))
        }
        #expect(Help.markdown.split(separator: "\n").count == Flag.table.count + Help.commands.count + 2)
    }

    @Test func everyFlagDefaultParsesBackToTheDefaultConfiguration() throws {
        var arguments: [String] = []
        for flag in Flag.table {
            switch flag.kind {
            case .toggle, .path: continue  // no value, or a place with no default to parse
            default:
                // --filmstrip-every alone is a usage error (it needs --filmstrip, a path).
                if ["scale", "compare", "filmstrip-every"].contains(flag.name) { continue }
                arguments += ["--\(flag.name)", flag.value(in: Configuration())]
            }
        }
        var expected = Configuration()
        expected.explicitFlags = Set(arguments.filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) })
        #expect(try configuration(arguments) == expected)
    }
}
