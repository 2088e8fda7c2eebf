import Testing

@testable import SheetCore

/// A `fit` detent is as tall as the sheet's content: measured before the first frame, it
/// starts there, and it is checked against its neighbours and the dismiss line as every other
/// detent is.
@Suite struct FitDetentTests {
    /// The content height the layout measures for `configuration` (FakeMeasurer: 14 pt text).
    static func measured(_ configuration: Configuration) -> Double {
        Layout(measurer: FakeMeasurer()).contentHeight(
            of: configuration, window: configuration.constants.window)
    }

    static let short = "one line\ntwo lines"
    static let long = (1...80).map { "line \($0) of a long text" }.joined(separator: "\n")

    @Test func aSheetStartingAtFitSaysItsContentsHeightAndRestsThere() throws {
        let configuration = try parsedRun(
            ["--detents", "f=fit,full=max", "--start", "f"], content: Self.short)
        let height = Self.measured(configuration)
        #expect(height > 1 && height < 780)
        let machine = SheetMachine(configuration: configuration, contentHeight: height)
        #expect(machine.height == height)
        #expect(machine.events.first == .settled(detent: "f", index: 0, height: height))
        // Unmeasured, it would start 1 pt tall: the defect this replaces.
        #expect(SheetMachine(configuration: configuration).height == 1)
    }

    @Test func theMeasuredContentIsKeptForTheFirstFrame() throws {
        let configuration = try parsedRun(
            ["--detents", "fit,max", "--start", "fit"], content: Self.long)
        let layout = Layout(measurer: FakeMeasurer())
        let height = layout.contentHeight(of: configuration, window: configuration.constants.window)
        let machine = SheetMachine(configuration: configuration, contentHeight: height)
        _ = layout.scene(for: machine)
        #expect(layout.contentLayouts == 1, "wrapped once, not again for the first frame")
    }

    @Test func aFitAsTallAsTheDetentAboveIsAUsageError() throws {
        let configuration = try parsedRun(["--detents", "f=fit,full=max"], content: Self.long)
        let height = Self.measured(configuration)
        #expect(height > 780)
        #expect(
            throws: UsageError(
                "--detents: f (fit: the content is \(Format.number(height)) pt, capped at max "
                    + "780 pt) must be "
                    + "below full (780 pt): heights rise, lowest first")
        ) { try configuration.validateFit(contentHeight: height) }
    }

    @Test func aFitUnderTheDetentBelowIsAUsageError() throws {
        let configuration = try parsedRun(
            ["--detents", "peek=250,f=fit,full=max", "--dismiss-height", "100"], content: Self.short
        )
        let height = Self.measured(configuration)
        let error = try #require(throws: UsageError.self) {
            try configuration.validateFit(contentHeight: height)
        }
        #expect(error.message.contains("must be above peek (250 pt)"))
        // Content taller than peek and shorter than max: a rising list.
        try configuration.validateFit(contentHeight: 400)
    }

    /// On a device the fit's content stands above the bottom safe area (34 pt on an iPhone
    /// 16): it is checked against a share of the screen where it will be drawn, not 34 pt
    /// lower.
    @Test func onADeviceAFitIsCheckedWhereItIsPlaced() throws {
        let configuration = try parsedRun([
            "--device", "iphone-16", "--detents", "small=30%,f=fit,full=max",
            "--dismiss-height", "100",
        ])
        // 240 pt of content rests at 274 pt on screen, above small's 255.6.
        try configuration.validateFit(contentHeight: 240)
        let machine = SheetMachine(configuration: configuration, contentHeight: 240)
        let heights = machine.detents.resting.map(\.height)
        #expect(abs(heights[0] - 255.6) < 1e-9 && heights[1] == 274, "\(heights)")
        #expect(
            throws: UsageError(
                "--detents: f (fit: the content is 200 pt above the 34 pt bottom safe area) "
                    + "must be above small (255.6 pt): heights rise, lowest first")
        ) { try configuration.validateFit(contentHeight: 200) }
        // The dismiss line stands above the safe area too: 30 pt of content is 64 pt on
        // screen, under the line's 104; 80 pt is 114, above it.
        let error = try #require(throws: UsageError.self) {
            try parsedRun([
                "--device", "iphone-16", "--detents", "f=fit,full=max", "--dismiss-height", "70",
            ]).validateFit(contentHeight: 30)
        }
        #expect(error.message.contains("must be above --dismiss-height 70"))
        try parsedRun([
            "--device", "iphone-16", "--detents", "f=fit,full=max", "--dismiss-height", "70",
        ]).validateFit(contentHeight: 80)
    }

    @Test func aFitUnderTheDismissLineIsAUsageErrorWithAHintForTheDefault() throws {
        let defaulted = try parsedRun(["--detents", "f=fit,full=max"], content: Self.short)
        let height = Self.measured(defaulted)
        #expect(height < 200)
        let error = try #require(throws: UsageError.self) {
            try defaulted.validateFit(contentHeight: height)
        }
        #expect(
            error.message.contains(
                "must be above --dismiss-height 200 (its default: lower it below f)"))
        let given = try parsedRun(["--detents", "f=fit,full=max", "--dismiss-height", "190"])
        let givenError = try #require(throws: UsageError.self) {
            try given.validateFit(contentHeight: height)
        }
        #expect(givenError.message.hasSuffix("must be above --dismiss-height 190"))
    }

    @Test func aListUnderTheDefaultDismissLineSaysItIsTheDefault() throws {
        #expect(
            throws: UsageError(
                "--detents: small (100 pt) must be above --dismiss-height 200 (its default: "
                    + "lower it below small)"
            )
        ) { try Command.parse(["--detents", "small=100,medium=50%,large=max"]) }
        #expect(throws: UsageError("--detents: small (100 pt) must be above --dismiss-height 120"))
        {
            try Command.parse([
                "--detents", "small=100,medium=50%,large=max", "--dismiss-height", "120",
            ])
        }
        _ = try Command.parse([
            "--detents", "small=100,medium=50%,large=max", "--dismiss-height", "60",
        ])
    }

    @Test func contentThatBreaksTheOrderLaterIsSaidToBeTheContent() throws {
        let configuration = try parsedRun(["--detents", "peek=250,f=fit,full=max", "--start", "f"])
        var machine = SheetMachine(configuration: configuration, contentHeight: 400)
        #expect(machine.detents.fitWarning(window: machine.window) == nil)
        machine.setContentHeight(100)
        let message = try #require(
            machine.detents.fitWarning(window: machine.window, contentChanged: true))
        #expect(message.hasPrefix("the sheet's content changed and the detents no longer rise"))
        #expect(message.contains("f 100 pt → 251 pt"))
    }
}

extension FitDetentTests {
    @Test func theJSONOfAListLeavesOutTheShorthandsDefaultHeightAndReadsBackTheSame() throws {
        let configuration = try parsedRun(
            ["--detents", "peek=120,half=50%,full=max", "--dismiss-height", "80"])
        let text = ConfigFile.json(configuration)
        #expect(!text.contains("default-height"))
        #expect(text.contains("\"detents\": \"peek=120,half=50%,full=max\""))
        var read = Configuration()
        for (flag, value) in try ConfigFile.entries(text, path: "sheet-config.json") {
            try flag.apply(value, to: &read)
        }
        #expect(ConfigFile.json(read) == text)
        // Without a list, the shorthand is the list: its default height is written.
        #expect(ConfigFile.json(Configuration()).contains("\"default-height\": 300"))
        // A file written before, with both keys, still reads.
        let old = text.replacingOccurrences(
            of: "\"detents\"", with: "\"default-height\": 300,\n  \"detents\"")
        #expect(
            try ConfigFile.entries(old, path: "old.json").contains { $0.0.name == "default-height" }
        )
    }
}

extension FitDetentTests {
    @Test func aWindowShorterThanTheTopInsetSaysMaxHasNoRoom() throws {
        var machine = SheetMachine(configuration: try parsedRun(["--start", "max"]))
        machine.handle(.resize(Size(width: 390, height: 40)), at: 1)
        let message = try #require(machine.detents.fitWarning(window: machine.window))
        #expect(message.contains("max no room → "))
        #expect(!message.contains("-"), "no negative height: \(message)")
    }
}

extension FitDetentTests {
    @Test func aPanelSliderCannotCarryADetentPastAFitOne() throws {
        let configuration = try parsedRun(["--detents", "a=250,b=50%,f=fit,d=max"])
        var panel = TuningPanel(configuration)
        panel.contentHeight = 597
        let row = try #require(panel.rows.firstIndex { $0.flag == "detent b" })
        panel.set(row, to: 60)  // 506 pt: still under f's 597
        #expect(panel.problem == nil)
        panel.set(row, to: 80)  // 675 pt: past f
        #expect(panel.problem?.contains("f (fit: the content is 597 pt) must be above b") == true)
        #expect(panel.applied.constants.detents?.first { $0.name == "b" }?.value == .fraction(0.6))
    }
}

extension FitDetentTests {
    @Test func aFitAfterMaxIsRefusedBeforeAnyContentIsMeasured() {
        #expect(
            throws: UsageError(
                "--detents: f (fit: at most max) must be below large (max): heights rise, lowest "
                    + "first"
            )
        ) { try Command.parse(["--detents", "small=250,large=max,f=fit", "--export", "json"]) }
    }

    @Test func aHundredPercentSaysTheHighestIsWrittenMax() throws {
        let error = try #require(throws: UsageError.self) {
            try Command.parse(["--detents", "250,100%"])
        }
        #expect(error.message.hasSuffix("; the highest detent is written max"))
    }
}

extension FitDetentTests {
    @Test func theSwiftExportOpensAtTheStartDetent() throws {
        let text = ConfigFile.swift(
            try parsedRun([
                "--detents", "peek=120,half=50%,full=max", "--dismiss-height", "100", "--start",
                "full",
            ]))
        #expect(text.contains("sheet.selectedDetentIdentifier = .init(\"full\")"))
        let unnamed = ConfigFile.swift(
            try parsedRun([
                "--detents", "peek=120,half=50%,third=70%,full=max", "--dismiss-height", "100",
                "--start", "third",
            ]))
        #expect(unnamed.contains("sheet.selectedDetentIdentifier = .init(\"third\")"))
        #expect(
            ConfigFile.swift(
                try parsedRun(["--detents", "peek=120,full=max", "--dismiss-height", "100"])
            )
            .contains("sheet.selectedDetentIdentifier = .init(\"peek\")"),
            "presented from the page: the lowest")
    }
}
