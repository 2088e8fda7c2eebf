import Testing

@testable import SheetCore

struct CommandLineTests {
    @Test func noArgumentsGiveTheSeedDefaults() throws {
        let configuration = try parsedRun([])
        #expect(configuration == Configuration())
        #expect(configuration.constants.window == Size(width: 390, height: 844))
        #expect(
            configuration.constants.defaultHeight == 300
                && configuration.constants.dismissHeight == 200
                && configuration.constants.topInset == 64)
        #expect(
            configuration.constants.dimAlpha == 0.6 && configuration.constants.cornerRadius == 16
                && configuration.constants.cardScale == 0.92)
        #expect(
            configuration.constants.presentDuration == 0.3
                && configuration.constants.dimDuration == 0.4)
        #expect(configuration.constants.snapDuration == 0.4 && configuration.constants.fps == 60)
    }

    @Test func bothGnuFormsSetAValue() throws {
        #expect(try parsedRun(["--default-height", "350"]).constants.defaultHeight == 350)
        #expect(try parsedRun(["--default-height=350"]).constants.defaultHeight == 350)
        #expect(
            try parsedRun(["--window", "800x1200"]).constants.window
                == Size(width: 800, height: 1200))
        #expect(try parsedRun(["--policy=seed", "--start", "max"]).constants.start == "max")
        #expect(try parsedRun(["--events"]).run.events)
        #expect(try parsedRun(["--font", "/tmp/a.otf"]).run.fontPath == "/tmp/a.otf")
        #expect(try parsedRun(["--scale", "2"]).run.scale == 2)
        #expect(try parsedRun(["--card-scale", "1"]).constants.cardScale == 1)
        #expect(
            try parsedRun(["--fullscreen-velocity", "1e9", "--snap-duration", "0"])
                .constants.fullscreenVelocity == 1e9)
    }

    @Test func helpAndVersionWin() throws {
        #expect(try Command.parse(["--default-height", "350", "--help"]) == .help)
        #expect(try Command.parse(["--version"]) == .version)
    }

    static let bad: [Bad<[String]>] = [
        Bad(input: ["--bogus"], message: "unknown flag --bogus (see --help)"),
        Bad(
            input: ["stray"],
            message: "unexpected argument 'stray' (flags start with --; see --help)"),
        Bad(input: ["--default-height"], message: "--default-height needs a value (> 0)"),
        Bad(
            input: ["--default-height", "--events"], message: "--default-height needs a value (> 0)"
        ),
        Bad(
            input: ["--default-height", "tall"],
            message: "--default-height: 'tall' is not a number (allowed: > 0)"),
        Bad(
            input: ["--default-height", "nan"],
            message: "--default-height: 'nan' is not a number (allowed: > 0)"),
        Bad(
            input: ["--default-height", "inf"],
            message: "--default-height: 'inf' is not a number (allowed: > 0)"),
        Bad(
            input: ["--default-height", "-5"],
            message: "--default-height: -5 is out of range (allowed: > 0 pt)"),
        Bad(
            input: ["--present-duration", "-0.1"],
            message: "--present-duration: -0.1 is out of range (allowed: >= 0 s)"),
        Bad(
            input: ["--dim-alpha", "1.5"],
            message: "--dim-alpha: 1.5 is out of range (allowed: 0..1)"),
        Bad(
            input: ["--card-scale", "0"],
            message: "--card-scale: 0 is out of range (allowed: (0, 1])"),
        Bad(
            input: ["--card-scale", "1.2"],
            message: "--card-scale: 1.2 is out of range (allowed: (0, 1])"),
        Bad(
            input: ["--fullscreen-fraction", "2"],
            message: "--fullscreen-fraction: 2 is out of range (allowed: 0..1)"),
        Bad(input: ["--fps", "0"], message: "--fps: 0 is out of range (allowed: 1..240)"),
        Bad(
            input: ["--fps", "30.5"],
            message: "--fps: '30.5' is not a whole number (allowed: 1..240)"),
        Bad(input: ["--scale", "0"], message: "--scale: 0 is out of range (allowed: 1..8)"),
        Bad(
            input: ["--scale", "two"],
            message: "--scale: 'two' is not a whole number (allowed: 1..8)"),
        Bad(
            input: ["--default-height", "0x1F4"],
            message: "--default-height: '0x1F4' is not a number (allowed: > 0)"),
        Bad(
            input: ["--window", "9000x9000", "--scale", "2"],
            message:
                "--window 9000x9000 at --scale 2 is 18000x18000 pixels (allowed: each side up to "
                + "16384)"
        ),
        Bad(input: ["--window", "390"], message: "--window: '390' is not a size like 390x844"),
        Bad(
            input: ["--window", "0x844"],
            message: "--window: 0x844 is out of range (each side 1..16384)"),
        Bad(
            input: ["--policy", "magic"],
            message:
                "--policy: unknown value 'magic' (allowed: seed, projected, nearest, velocity, "
                + "linear, material, sequential, uikit)"
        ),
        Bad(
            input: ["--start", "half"],
            message: "--start: unknown value 'half' for --style sheet (allowed: page, default, max)"
        ),
        Bad(
            input: ["--style", "half", "--start", "max"],
            message: "--start: unknown value 'max' for --style half (allowed: page, half, full)"),
        Bad(
            input: ["--style", "peek", "--start", "page"],
            message: "--start: unknown value 'page' for --style peek (allowed: peek, open)"),
        Bad(
            input: ["--style", "round"],
            message:
                "--style: unknown value 'round' (allowed: sheet, fixed, modal, half, card, peek)"),
        Bad(
            input: ["--style", "fixed", "--panel-height", "900"],
            message: "--panel-height 900 must not exceed the window height 844"),
        Bad(
            input: ["--style=card", "--card-top", "844"],
            message: "--card-top 844 must be below the window height 844"),
        Bad(
            input: ["--style", "peek", "--peek-height", "422"],
            message: "--peek-height 422 must be below half the window height 844"),
        Bad(
            input: ["--dismiss-progress", "1"],
            message: "--dismiss-progress: 1 is out of range (allowed: (0, 1))"),
        Bad(
            input: ["--half-fraction", "0"],
            message: "--half-fraction: 0 is out of range (allowed: (0, 1])"),
        Bad(input: ["--events=yes"], message: "--events takes no value"),
        Bad(input: ["--fps", "30", "--fps", "60"], message: "--fps is given twice"),
        Bad(input: ["--font="], message: "--font: the path is empty"),
        Bad(
            input: ["--dismiss-height", "300"],
            message: "--dismiss-height 300 must be below --default-height 300 (the default)"),
        Bad(
            input: ["--default-height", "150"],
            message: "--dismiss-height 200 (the default) must be below --default-height 150"),
        Bad(
            input: ["--default-height", "800"],
            message:
                "--default-height 800 must be below the max height 780 (--window height 844 - "
                + "--top-inset 64)"
        ),
        Bad(
            input: ["--window", "390x300"],
            message:
                "--default-height 300 must be below the max height 236 (--window height 300 - "
                + "--top-inset 64)"
        ),
    ]

    @Test(arguments: bad)
    func badInputIsOneClearLineWithExitCode64(_ example: Bad<[String]>) throws {
        let error = try #require(throws: UsageError.self) { try Command.parse(example.input) }
        example.expect(error, exitCode: 64)
    }

    @Test func helpListsEveryFlagWithItsDefault() {
        let help = Help.text
        let lines = help.split(separator: "\n").map(String.init)
        for flag in Flag.table {
            #expect(
                lines.contains { $0 == "  --\(flag.name)" || $0.hasPrefix("  --\(flag.name) ") },
                "--help lists --\(flag.name)")
            #expect(help.contains("default: \(flag.defaultText);"))
        }
        #expect(
            Help.markdown.split(separator: "\n").count == Flag.table.count + Help.commands.count + 2
        )
    }

    @Test func everyFlagDefaultParsesBackToTheDefaultConfiguration() throws {
        var arguments: [String] = []
        for flag in Flag.table {
            switch flag.kind {
            case .toggle, .path: continue  // no value, or a place with no default to parse
            default:
                // --filmstrip-every alone is a usage error (it needs --filmstrip, a path), as is
                // --watch (it needs --config).
                if ["scale", "compare", "filmstrip-every", "watch"].contains(flag.name) {
                    continue
                }
                arguments += ["--\(flag.name)", flag.value(in: Configuration())]
            }
        }
        var expected = Configuration()
        expected.explicitFlags = Set(
            arguments.filter { $0.hasPrefix("--") }.compactMap {
                FlagName(rawValue: String($0.dropFirst(2)))
            })
        #expect(try parsedRun(arguments) == expected)
    }
}
