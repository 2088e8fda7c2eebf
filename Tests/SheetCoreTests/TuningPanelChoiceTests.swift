import Testing

@testable import SheetCore

/// The panel's choices (issue 26 item 2): a row per enumerated setting that cycles through the
/// flag's values, and a choice that makes the constants as the command line would.
struct TuningPanelChoiceTests {
    /// A panel opened on the run `arguments` describe, knowing what it was made from.
    static func panel(_ arguments: [String]) throws -> TuningPanel {
        let configuration = try parsedRun(arguments)
        return TuningPanel(configuration, launch: LaunchFlags(configuration))
    }

    /// The index of the row for `flag`.
    static func row(_ panel: TuningPanel, _ flag: FlagName) throws -> Int {
        try #require(panel.rows.firstIndex { $0.flag == flag.rawValue }, "no row \(flag)")
    }

    /// `panel` with `flag` set to `value` by its row, as a designer would: `-`/`=` from the
    /// row's value until it reads `value`.
    static func choosing(_ value: String, for flag: FlagName, in panel: TuningPanel) throws
        -> TuningPanel
    {
        var panel = panel
        let index = try row(panel, flag)
        let option = try #require(panel.rows[index].choices.firstIndex(of: value))
        panel.selectRow(index)
        panel.choose(index, option: option)
        return panel
    }

    @Test func everySettingOfTheFlagTableHasARowOfItsValues() throws {
        let panel = try Self.panel([])
        let choices = panel.rows.filter(\.isChoice)
        #expect(
            choices.map(\.flag) == [
                "preset", "style", "policy", "animation", "overdrag", "release-velocity",
                "grabber-tap", "grabber", "dismiss-cue", "dismissible", "edge-attached",
                "undimmed-detent", "look", "appearance", "device", "orientation",
            ])
        for row in choices {
            if case .choice(let values) = Flag.named(row.flag)!.kind {
                #expect(row.choices == values, "\(row.flag)")
            }
        }
        #expect(!panel.rows.prefix { !$0.isChoice }.isEmpty, "the sliders first")
        #expect(
            try panel.rows[Self.row(panel, .undimmedDetent)].choices == ["none", "default", "max"])
    }

    @Test(arguments: TuningPanel.choiceFlags)
    func eachChoiceCyclesThroughEveryValueAndApplies(flag: FlagName) throws {
        var panel = try Self.panel(["--start", "default"])
        let index = try Self.row(panel, flag)
        panel.selectRow(index)
        let values = panel.rows[index].choices
        var seen: [String] = []
        for _ in values {
            let row = panel.rows[panel.selected]
            #expect(row.flag == flag.rawValue, "the row chosen stays selected")
            seen.append(row.choice)
            if panel.problem == nil {
                #expect(Flag.named(flag).value(in: panel.applied) == row.choice)
            }
            panel.nudge(1)
        }
        #expect(Set(seen) == Set(values) && seen.count == values.count, "\(seen)")
        #expect(panel.rows[panel.selected].choice == seen[0], "= wraps round to the first")
        panel.nudge(-1)
        #expect(panel.rows[panel.selected].choice == seen.last, "- goes back")
    }

    @Test(arguments: Preset.allCases)
    func aPresetChosenIsThePresetTypedAtLaunch(preset: Preset) throws {
        let launches: [[String]] = [
            [], ["--device", "iphone-16"], ["--dim-alpha", "0.4", "--start", "default"],
            ["--look", "seed", "--appearance", "dark"], ["--window", "400x700"],
            ["--preset", "gorhom", "--policy", "velocity"],
        ]
        for launch in launches {
            let panel = try Self.choosing(
                preset.rawValue, for: .preset, in: try Self.panel(launch))
            let typed =
                launch.firstIndex(of: "--preset").map { at in
                    Array(launch[..<at] + launch[(at + 2)...])
                } ?? launch
            let expected = try parsedRun(typed + ["--preset", preset.rawValue])
            #expect(panel.problem == nil)
            #expect(panel.applied.constants == expected.constants, "\(launch) → \(preset)")
            // The other rows show the preset's values at once.
            for row in panel.rows {
                guard let flag = Flag.named(row.flag) else { continue }
                let shown = row.isChoice ? row.choice : flag.value(in: panel.applied)
                #expect(shown == flag.value(in: expected), "\(row.flag) after \(preset)")
                if !row.isChoice {
                    #expect(Double(flag.value(in: expected)) == row.value, "\(row.flag)")
                }
            }
        }
    }

    /// With `--config`, a preset chosen is `--config FILE --preset X` typed: the file's
    /// values win over the preset's, as on the command line.
    @Test func aPresetChosenOverAConfigFileIsTheFileAndThePresetTyped() throws {
        let file = #"{"dim-alpha": 0.45, "corner-radius": 20}"#
        let entries = try ConfigFile.entries(file, path: "c.json")
        let configuration = try parsedRun(["--start", "default"], file: file)
        var panel = TuningPanel(
            configuration, launch: LaunchFlags(configuration, fileEntries: entries))
        panel = try Self.choosing("panmodal", for: .preset, in: panel)
        let expected = try parsedRun(["--start", "default", "--preset", "panmodal"], file: file)
        #expect(panel.applied.constants == expected.constants)
        #expect(
            panel.applied.constants.dimAlpha == 0.45 && panel.applied.constants.policy == .velocity)
    }

    @Test func uikitDrawsUIKitsSheetUnlessALookWasGiven() throws {
        let plain = try Self.choosing("uikit", for: .preset, in: try Self.panel([]))
        #expect(plain.applied.constants.look == .ios26)
        let given = try Self.choosing(
            "uikit", for: .preset, in: try Self.panel(["--look", "seed"]))
        #expect(given.applied.constants.look == .seed)
        // A look chosen in the panel is given too; and back to fluid, the look chosen stays.
        var chosen = try Self.choosing("ios18", for: .look, in: try Self.panel([]))
        chosen = try Self.choosing("fluid", for: .preset, in: chosen)
        #expect(
            chosen.applied.constants.look == .ios18 && chosen.applied.constants.preset == .fluid)
        #expect(
            chosen.applied.constants
                == (try parsedRun(["--look", "ios18", "--preset", "fluid"])).constants)
    }

    @Test func aDeviceIsTheWindowAndSlidersChangedStayAcrossSettings() throws {
        var panel = try Self.panel(["--window", "400x700"])
        let dim = try Self.row(panel, .dimAlpha)
        panel.set(dim, to: 0.33)
        panel = try Self.choosing("iphone-16", for: .device, in: panel)
        #expect(
            panel.applied.constants.window == Size(width: 393, height: 852), "over --window typed")
        #expect(
            panel.applied.constants.device == .iphone16 && panel.applied.constants.dimAlpha == 0.33)
        panel = try Self.choosing("dark", for: .appearance, in: panel)
        #expect(
            panel.applied.constants.appearance == .dark && panel.applied.constants.dimAlpha == 0.33)
        #expect(panel.rows[try Self.row(panel, .dimAlpha)].isChanged)
        // A preset starts over from the launch: the slider's change goes, the device stays
        // (it is the window: a --window typed gives way to a device chosen).
        panel = try Self.choosing("fluid", for: .preset, in: panel)
        let expected = try parsedRun(
            [
                "--device", "iphone-16", "--appearance", "dark", "--preset",
                "fluid",
            ])
        #expect(panel.applied.constants == expected.constants)
        // Shift+Backspace: every setting and slider back to the launch's.
        panel.reset(all: true)
        #expect(panel.applied.constants == (try parsedRun(["--window", "400x700"])).constants)
        #expect(!panel.isChanged && panel.chosen.isEmpty)
    }

    @Test func aPressStepsAChoiceBackOnItsLeftHalfAndOnOnItsRight() throws {
        var panel = try Self.panel([])
        let index = try Self.row(panel, .appearance)
        panel.press(index, at: 0.8)
        #expect(panel.applied.constants.appearance == .dark && panel.selected == index)
        panel.press(panel.selected, at: 0.2)
        #expect(panel.applied.constants.appearance == .light)
        panel.drag(panel.selected, to: 1)
        #expect(panel.applied.constants.appearance == .light, "a choice is not dragged")
        // Backspace puts the choice back where the session started.
        panel.press(panel.selected, at: 0.9)
        panel.reset(all: false)
        #expect(panel.applied.constants.appearance == .light && !panel.isChanged)
    }

    @Test func aChoiceThatCannotApplyIsShownNotApplied() throws {
        // `--start default` is typed; a style without that detent starts at its own start.
        var panel = try Self.choosing(
            "fixed", for: .style, in: try Self.panel(["--start", "default"]))
        #expect(panel.problem == nil && panel.applied.constants.style == .fixed)
        #expect(!panel.rows.contains { $0.flag == "preset" }, "fixed takes no preset")
        // Back to the sheet: it starts at the detent typed again.
        panel = try Self.choosing("sheet", for: .style, in: panel)
        #expect(panel.applied.constants.start == "default" && panel.problem == nil)
        // A --detents list typed that a device's window cannot hold: shown, never applied.
        panel = try Self.panel(["--detents", "a=500,b=700"])
        panel = try Self.choosing("iphone-se", for: .device, in: panel)
        #expect(panel.problem != nil && panel.applied.constants.device == DeviceKind.none)
        #expect(panel.rows[try Self.row(panel, .device)].choice == "iphone-se")
        // A slider still applies; the setting not applied stays named, marked where it runs.
        let dim = try Self.row(panel, .dimAlpha)
        panel.set(dim, to: 0.4)
        #expect(panel.applied.constants.dimAlpha == 0.4 && panel.problem != nil)
        #expect(panel.running(try Self.row(panel, .device)) == 0, "device none runs")
        #expect(panel.exportNote?.contains("device iphone-se") == true, "\(panel.exportNote ?? "")")
    }

    @Test func aDeviceIsCheckedWithTheContentWrappedAtItsWidth() throws {
        // A `fit` detent under max in the launch's window, over max once the text wraps at a
        // narrower device's width (the window measures both): refused, as its launch would be.
        var panel = try Self.panel(["--detents", "small=fit,full=max", "--dismiss-height", "100"])
        panel.contentHeight = 453
        let galaxy = try #require(DeviceKind.galaxyS24.figures).size
        let phone = try #require(DeviceKind.iphoneSE.figures).size
        panel.contentHeights = [galaxy: 789, phone: 453]
        var chosen = try Self.choosing("galaxy-s24", for: .device, in: panel)
        #expect(chosen.applied.constants.device == DeviceKind.none)
        #expect(
            chosen.problem?.contains("fit: the content is 789 pt") == true,
            "\(chosen.problem ?? "")")
        chosen = try Self.choosing("iphone-se", for: .device, in: panel)
        #expect(chosen.applied.constants.device == .iphoneSE && chosen.problem == nil)
    }

    @Test func theMachineStartsAgainOnAnotherStyle() {
        var driver = Driver(start: "max")
        var fixed = Configuration(style: .fixed).constants
        fixed.start = "panel"
        driver.machine.reconfigure(fixed)
        #expect(driver.machine.constants.style == .fixed)
        #expect(driver.machine.detents.resting.map(\.name) == ["panel"])
        #expect(driver.machine.motion == .resting(driver.machine.detents.resting[0]))
        // And back: the sheet's own start (the page) in the same window.
        driver.machine.reconfigure(Configuration().constants)
        #expect(driver.machine.motion == .hidden && driver.machine.window == fixed.window)
    }

    /// A style chosen (or reloaded) while the sheet is dragged: the drag ends first, by the
    /// rules it was held under, so every drag-start has its drag-end (the random-input
    /// property test found the drag left open).
    @Test func aStyleChosenMidDragEndsTheDragFirst() {
        var driver = Driver(start: "default")
        _ = driver.grab()
        for step in 1...6 {
            driver.time += 1.0 / 60
            driver.send(
                .pointerMove(Point(x: 195, y: driver.windowHeight - 300 - Double(step) * 8)))
        }
        #expect(driver.log.contains { if case .dragStart = $0 { true } else { false } })
        var fixed = Configuration(style: .fixed).constants
        fixed.start = "panel"
        driver.send(.reconfigure(fixed))
        let ends = driver.log.filter { if case .dragEnd = $0 { true } else { false } }
        #expect(ends.count == 1, "\(driver.log)")
        #expect(driver.machine.constants.style == .fixed && !driver.machine.isPressed)
    }
}
