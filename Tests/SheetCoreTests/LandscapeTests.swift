import Testing

@testable import SheetCore

/// `--orientation landscape` and `--edge-attached` (issue 39): a device on its side, and
/// UIKit's sheet in a compact height, full screen or attached to the bottom edge
/// (docs/presets.md, "Landscape").
struct LandscapeTests {
    static let phone = [
        "--preset", "uikit", "--device", "iphone-17-pro", "--orientation", "landscape",
    ]

    @Test func aDeviceOnItsSideTurnsItsScreenAndSafeArea() throws {
        let pro = try parsedRun(Self.phone).constants
        #expect(pro.window == Size(width: 874, height: 402))
        #expect(pro.safeArea == SafeArea(top: 0, bottom: 21, left: 62, right: 62))
        let sixteen = try parsedRun(["--device", "iphone-16", "--orientation", "landscape"])
        #expect(sixteen.constants.safeArea == SafeArea(top: 0, bottom: 21, left: 59, right: 59))
        let se = try parsedRun(["--device", "iphone-se", "--orientation", "landscape"])
        #expect(
            se.constants.window == Size(width: 667, height: 375) && se.constants.safeArea == .zero)
        let ipad = try parsedRun(["--device", "ipad-mini", "--orientation", "landscape"])
        #expect(ipad.constants.safeArea == SafeArea(top: 24, bottom: 20))
        // A window given wins, as it does over a device upright.
        let given = try parsedRun(Self.phone + ["--window", "800x380"]).constants.window
        #expect(given == Size(width: 800, height: 380))
    }

    @Test func anAndroidPhoneOnItsSideIsAUsageErrorAndNoDeviceANote() throws {
        let message = usageMessage(["--device", "pixel-9", "--orientation", "landscape"])
        #expect(message?.hasPrefix("--orientation landscape: no landscape figures") == true)
        #expect(message?.contains("iphone-17-pro") == true && message?.contains("\n") == false)
        let notes = try parsedRun(["--orientation", "landscape"]).unusedFlagNotes
        #expect(notes.contains { $0.hasPrefix("--orientation landscape has no effect") })
        let upright = try parsedRun([
            "--preset", "uikit", "--device", "iphone-17-pro",
            "--edge-attached", "on",
        ]).unusedFlagNotes
        #expect(upright.contains { $0.hasPrefix("--edge-attached on has no effect here") })
    }

    /// The sheet's shape drawn by `driver`'s machine (the sheet-coloured shape wider than half
    /// the window), its corners, and the texts drawn over it.
    static func sheet(_ driver: Driver) -> (Rect, CornerRadii, [TextRun])? {
        let scene = Layout(measurer: FakeMeasurer()).scene(for: driver.machine)
        let palette = driver.machine.constants.appearance.palette
        for case .shape(let rect, let radii, let color) in scene.items
        where color == palette.sheet && rect.width > driver.machine.window.width / 2 {
            return (rect, radii, texts(scene.items).filter { $0.origin.y >= rect.y })
        }
        return nil
    }

    @Test func byDefaultTheSheetIsFullScreenItsContentClearOfTheIsland() throws {
        let configuration = try parsedRun(Self.phone)
        var driver = Driver { $0 = configuration }
        driver.key(.enter)
        driver.wait(1.5)
        #expect(driver.machine.detents.resting.map(\.name) == ["full"])
        #expect(driver.height == 402, "\(driver.height)")
        let (frame, radii, runs) = try #require(Self.sheet(driver))
        #expect(frame == Rect(x: 0, y: 0, width: 874, height: 402), "\(frame)")
        #expect(radii.topLeft == 62 && radii.bottomRight == 62, "the display's corners")
        #expect(runs.allSatisfy { $0.origin.x >= 62 + 20 }, "\(runs.map(\.origin))")
        let scene = Layout(measurer: FakeMeasurer()).scene(for: driver.machine)
        #expect(scene.pageFrame == Rect(x: 0, y: 0, width: 874, height: 402), "no card")
        // No grabber, no status bar: the only shapes near the top are the sheet's.
        #expect(
            !scene.items.contains {
                if case .text(let run) = $0 { run.text == "9:41" } else { false }
            })
        // A long drag down carries it off.
        driver.drag(fromY: 100, toY: 380, duration: 0.4, pause: 0.2, x: 437)
        driver.wait(1)
        #expect(driver.names.contains("dismiss"), "\(driver.names)")
    }

    @Test func attachedToTheEdgeItStandsBetweenTheSafeAreasSidesWithoutMedium() throws {
        let configuration = try parsedRun(Self.phone + ["--edge-attached", "on"])
        var driver = Driver { $0 = configuration }
        driver.key(.enter)
        driver.wait(1.5)
        // UIKit's medium is inactive in a compact height: large alone, 8 pt below the top.
        #expect(driver.machine.detents.resting.map(\.name) == ["max"])
        #expect(driver.height == 402 - 8, "\(driver.height)")
        let (frame, radii, _) = try #require(Self.sheet(driver))
        #expect(frame == Rect(x: 62, y: 8, width: 750, height: 394), "\(frame)")
        #expect(radii.topLeft == 38 && radii.bottomLeft == 0)
        // A detent of its own stays.
        let own = try parsedRun(Self.phone + ["--edge-attached", "on", "--detents", "low=150,max"])
        #expect(SheetMachine(configuration: own).detents.resting.map(\.name) == ["low", "max"])
        // A tap beside it, on the dim at the island's side, dismisses it.
        driver.click(Point(x: 30, y: 300))
        driver.wait(1)
        #expect(driver.names.contains("dismiss"), "\(driver.names)")
    }

    @Test func aTabletOnItsSideKeepsItsFormSheet() throws {
        let configuration = try parsedRun([
            "--preset", "uikit", "--device", "ipad-mini", "--orientation", "landscape",
        ])
        #expect(configuration.constants.presentation?.kind == .formSheet)
        let driver = Driver {
            $0 = configuration
            $0.constants.start = "form"
        }
        #expect(driver.height == (744 + 640) / 2)
    }

    @Test func theChromeOnItsSideHasNoStatusBarAndTheIslandAtTheLeft() throws {
        let items = DeviceChrome.items(
            device: try #require(DeviceKind.iphone17Pro.figures),
            size: Size(width: 874, height: 402),
            orientation: .landscape, darkTop: false, darkBottom: false, measurer: FakeMeasurer())
        #expect(texts(items).isEmpty, "no time")
        let island = shapes(items).first { $0.2 == .black && $0.0.height > $0.0.width }
        #expect(island?.0 == Rect(x: 13, y: (402 - 127) / 2, width: 38.67, height: 127))
    }

    @Test func theUIKitExportAsksForTheEdge() throws {
        let on = ConfigFile.swift(try parsedRun(Self.phone + ["--edge-attached", "on"]).constants)
        #expect(on.contains("sheet.prefersEdgeAttachedInCompactHeight = true"))
        let off = ConfigFile.swift(try parsedRun(Self.phone).constants)
        #expect(!off.contains("prefersEdgeAttachedInCompactHeight"))
    }

    @Test func turningThePhoneFromThePanelSaysTheResizeBeforeWhereItRests() throws {
        let upright = try parsedRun([
            "--preset", "uikit", "--device", "iphone-17-pro", "--start", "max",
        ])
        var machine = SheetMachine(configuration: upright)
        _ = machine.drainEvents()
        machine.reconfigure(try parsedRun(Self.phone + ["--start", "max"]).constants)
        let events = machine.drainEvents()
        guard case .resize(let size)? = events.first else {
            Issue.record("no resize first: \(events)")
            return
        }
        #expect(size == Size(width: 874, height: 402))
        for case .settled(_, _, let height) in events {
            #expect(height <= 402, "a height of the window it left: \(events)")
        }
        #expect(machine.window == Size(width: 874, height: 402) && machine.height == 402)
    }

    @Test func everyStyleOpensOnAPhoneOnItsSide() throws {
        for style in StyleKind.allCases {
            let configuration = try parsedRun([
                "--style", style.rawValue, "--device", "iphone-se", "--orientation", "landscape",
            ])
            #expect(configuration.constants.panelHeight <= 375, "\(style)")
        }
        // One given is the user's: too tall is still an error.
        #expect(
            usageMessage([
                "--style", "fixed", "--device", "iphone-se", "--orientation", "landscape",
                "--panel-height", "600",
            ])?.hasPrefix("--panel-height 600") == true)
    }

    @Test func aConfigFilesWindowTurnsWithItsOrientation() throws {
        let exported = try parsedRun(["--device", "iphone-16"])
        var entries = try ConfigFile.entries(ConfigFile.json(exported.constants), path: "t.json")
        entries = entries.map { flag, value in
            (flag, flag.id == .orientation ? "landscape" : value)
        }
        let command = try Command.parse([], fileEntries: entries)
        guard case .run(let turned) = command else {
            Issue.record("not a run: \(command)")
            return
        }
        #expect(turned.constants.window == Size(width: 852, height: 393))
        let note = try parsedRun([
            "--device", "iphone-16", "--orientation", "landscape", "--window", "390x844",
        ]).unusedFlagNotes
        #expect(note.contains { $0.contains("is taller than wide") })
    }
}
