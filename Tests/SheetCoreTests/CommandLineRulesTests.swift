import Testing

@testable import SheetCore

/// How the command line treats repeated, conflicting and help flags: a flag that would be
/// silently ignored is a usage error (64) naming it, whatever the order.
struct CommandLineRulesTests {
    /// The HUD and the panel are drawn in the window: a headless replay cannot show them.
    @Test(arguments: ["--hud", "--panel"])
    func windowOnlyFlagsAreUsageErrorsWithHeadless(_ flag: String) {
        #expect(
            usageMessage(["--replay", "t.jsonl", "--headless", flag])
                == "\(flag) cannot be used with --headless (it is drawn in the window)")
    }

    @Test func dashHIsHelp() throws {
        #expect(try Command.parse(["-h"]) == .help)
        #expect(try Command.parse(["--fps", "30", "-h"]) == .help)
    }

    /// Help wins over valid flags, never over a malformed command line: an unknown flag is
    /// 64 before or after --help.
    @Test(arguments: [
        ["--help", "--bogus"], ["--bogus", "--help"], ["-h", "--bogus"], ["--version", "stray"],
    ])
    func anUnknownFlagIsAnErrorInAnyOrderWithHelp(_ arguments: [String]) {
        #expect(usageMessage(arguments) != nil)
    }

    /// Every single-valued flag given twice is a usage error, `--config` too, and the check
    /// comes before any file is read (so a missing first file is not what is reported).
    @Test func aRepeatedFlagIsAUsageErrorBeforeAnyFileIsRead() {
        #expect(throws: UsageError("--config is given twice")) {
            try Command.checkSyntax(["--config", "/nonexistent/a", "--config", "/nonexistent/b"])
        }
        #expect(usageMessage(["--config=a", "--config", "b"]) == "--config is given twice")
        #expect(usageMessage(["--export", "json", "--export=swift"]) == "--export is given twice")
        #expect(throws: UsageError("unknown flag --bogus (see --help)")) {
            try Command.checkSyntax(["--help", "--bogus"])
        }
    }

    @Test func aTopInsetTooLargeIsBlamedNotTheDefaultHeight() {
        let text = usageMessage(["--top-inset", "1e24"]) ?? ""
        #expect(text.hasPrefix("--top-inset 1e+24 is out of range"), "\(text)")
        #expect(text.contains("< 544"), "\(text)")
        // Both given, the max height still positive: the default height is above it.
        #expect(
            usageMessage(["--top-inset", "600", "--default-height", "300"])?.hasPrefix(
                "--default-height 300") == true)
        #expect(
            usageMessage(["--default-height", "800"])?.hasPrefix("--default-height 800") == true)
    }

    @Test(arguments: [
        (["--preset", "fluid"], "--preset"), (["--start", "max"], "--start"),
        (["--style", "half"], "--style"),
        (["--default-height", "400"], "--default-height"), (["--config", "c.json"], "--config"),
    ])
    func aReplayRunsTheTracesConstants(_ flags: [String], _ name: String) {
        let text = usageMessage(["--replay", "t.jsonl"] + flags) ?? ""
        #expect(text.hasPrefix("\(name) cannot be used with --replay"), "\(text)")
    }

    @Test func aReplayStillTakesItsOwnOptions() throws {
        for flags in [
            ["--fps", "30"], ["--scale", "2"], ["--events"], ["--hud"],
            ["--compare", "seed,fluid"],
        ] {
            #expect(usageMessage(["--replay", "t.jsonl"] + flags) == nil, "\(flags)")
        }
    }

    @Test(arguments: [
        (["--record", "r.jsonl"], "--record"), (["--compare", "seed,fluid"], "--compare"),
        (["--events"], "--events"),
        (["--hud"], "--hud"),
    ])
    func exportIgnoresNothingSilently(_ flags: [String], _ name: String) {
        let text = usageMessage(["--export", "json"] + flags) ?? ""
        #expect(text.hasPrefix("\(name) cannot be used with --export"), "\(text)")
        #expect(
            usageMessage(["--export", "swift", "--preset", "fluid", "--config", "c.json"]) == nil)
    }

    @Test func filmstripEveryNeedsAFilmstrip() {
        #expect(
            usageMessage(["--replay", "t.jsonl", "--filmstrip-every", "3"])
                == "--filmstrip-every needs --filmstrip")
        #expect(
            usageMessage(["--replay", "t.jsonl", "--filmstrip", "s.png", "--filmstrip-every", "3"])
                == nil)
    }

    /// A value the user never typed is named with where it came from.
    @Test func aMessageSaysWhereAValueNotGivenCameFrom() {
        #expect(
            usageMessage([
                "--device", "iphone-16-pro-max", "--window", "2000x10", "--look", "ios18",
            ])
                == "--dismiss-height 200 (the default) must be below --default-height 1 "
                + "(set by --look ios18 for this window)")
        #expect(
            usageMessage(["--dismiss-height", "400"])
                == "--dismiss-height 400 must be below --default-height 300 (the default)")
    }

    /// A filmstrip is PNG data: a name that says otherwise is refused, whatever its case.
    @Test func aFilmstripIsNamedPNG() {
        for name in ["f.gif", "f.jpg", "f", "f.png.txt"] {
            #expect(
                usageMessage(["--replay", "t.jsonl", "--filmstrip", name])
                    == "--filmstrip \(name): writes a PNG image; name it .png")
        }
        #expect(usageMessage(["--replay", "t.jsonl", "--filmstrip", "F.PNG"]) == nil)
    }

    @Test func compareTakesPresetAndStyleFromThePair() {
        #expect(
            usageMessage(["--compare", "seed,fluid", "--preset", "vaul"])?.hasPrefix(
                "--preset cannot be used with --compare") == true)
    }

    @Test func anUnknownCompareNameListsTheValidOnes() {
        let text = Command.unknownCompareName("nope", reason: "No such file or directory").message
        #expect(text.contains("'nope'"))
        for name in Preset.allCases.map(\.rawValue) + StyleKind.allCases.map(\.rawValue) {
            #expect(text.contains(name))
        }
        #expect(text.contains("config file"))
    }
}
