import Testing

@testable import SheetCore

/// `--look ios26` (issue 39): where iOS 26 draws a sheet of each height, from the
/// decompiled formulas and the measured frames docs/presets.md cites.
struct FloatingSheetTests {
    /// The sheet drawn by `arguments` resting at `start`: the first item's frame and corners
    /// (window points), and whether it is glass.
    static func drawn(_ arguments: [String], start: String) throws -> (Rect, CornerRadii, Bool) {
        let configuration = try parsedRun(arguments + ["--start", start])
        let layout = Layout(measurer: FakeMeasurer())
        let scene = layout.scene(for: SheetMachine(configuration: configuration))
        for item in scene.items {
            switch item {
            case .glass(let rect, let radii, _): return (rect, radii, true)
            case .shape(let rect, let radii, let color)
            where color == configuration.constants.appearance.palette.sheet
                && rect.width > configuration.constants.window.width / 2:
                return (rect, radii, false)
            default: continue
            }
        }
        Issue.record("no sheet drawn for \(arguments)")
        return (Rect(x: 0, y: 0, width: 0, height: 0), .none, false)
    }

    @Test func atMediumTheSheetFloatsWhereTheSimulatorMeasuredIt() throws {
        // NoTomorrow's iOS 26.1 iPhone 17 Pro simulator: UIDropShadowView (8, 415.03, 386,
        // 450.97) at medium, on a 402×874 screen.
        let (frame, radii, glass) = try Self.drawn(
            ["--preset", "uikit", "--device", "iphone-17-pro"], start: "default")
        #expect(abs(frame.x - 8) < 0.01 && abs(frame.width - 386) < 0.01, "\(frame)")
        #expect(abs(frame.y - 415.03) < 0.02 && abs(frame.height - 450.97) < 0.02, "\(frame)")
        #expect(abs(874 - frame.maxY - 8) < 0.01, "the bottom gap is the side gap")
        #expect(glass, "glass below large")
        // 38 pt top corners, scaled with the frame; the bottom ones nested in the 62 pt
        // display corners, pulled in as the sheet is shorter than large.
        let scale = 386.0 / 402
        #expect(abs(radii.topLeft - 38 * scale) < 1e-9 && radii.continuous)
        let large = 874.0 - 62
        let expectedBottom = (62 - 14 * (1 - 469.68 / large)) * scale
        #expect(abs(radii.bottomLeft - expectedBottom) < 0.01, "\(radii)")
    }

    @Test func atLargeItIsEdgeToEdgeOpaqueAndMeetsTheScreensCorners() throws {
        let (frame, radii, glass) = try Self.drawn(
            ["--preset", "uikit", "--device", "iphone-17-pro"], start: "max")
        #expect(frame == Rect(x: 0, y: 62, width: 402, height: 812), "at the safe area's top")
        #expect(!glass)
        #expect(radii.topLeft == 38 && radii.bottomLeft == 62 && radii.bottomRight == 62)
    }

    @Test func iOS18DrawsTheEdgeAttachedSheetTenPointsLower() throws {
        let (frame, radii, glass) = try Self.drawn(
            ["--preset", "uikit", "--look", "ios18", "--device", "iphone-17-pro"],
            start: "default")
        #expect(frame.x == 0 && frame.width == 402 && frame.maxY == 874 && !glass)
        #expect(radii.topLeft == 10 && radii.bottomLeft == 0)
        // 0.56 of (874 − 72 − 34) above the 34 pt safe area.
        #expect(abs(frame.height - (0.56 * 768 + 34)) < 0.01)
    }

    /// Every iPhone (an iPad shows a form sheet: FormSheetTests).
    @Test(
        arguments: DeviceKind.allCases.filter {
            $0.figures?.platform == .ios && $0.figures!.size.width <= 700
        })
    func theBottomCornersFollowEachDevicesDisplay(_ device: DeviceKind) throws {
        let display = try #require(device.figures).cornerRadius
        let (frame, radii, _) = try Self.drawn(
            ["--preset", "uikit", "--device", device.rawValue], start: "default")
        let figures = try #require(device.figures)
        let scale = frame.width / figures.size.width
        // Never under 20, never over the display's own; scaled with the sheet.
        #expect(radii.bottomLeft >= 20 * scale - 1e-9, "\(device)")
        #expect(radii.bottomLeft <= max(20, display) * scale + 1e-9, "\(device)")
        let (_, large, _) = try Self.drawn(
            ["--preset", "uikit", "--device", device.rawValue], start: "max")
        #expect(large.bottomLeft == min(display, large.bottomLeft), "\(device) at large")
    }

    @Test func shortSheetsBlendTowardACapsule() {
        let window = Size(width: 402, height: 874)
        let sheet = { (height: Double) in
            FloatingSheet(
                height: height, window: window, large: 812, medium: 469.68, displayCorner: 62)
        }
        #expect(abs(sheet(150).origin.x - 8) < 1e-9, "the plain inset at 150 pt")
        #expect(abs(sheet(76).origin.x - 28) < 1e-9, "a capsule's 28 pt at 76 pt")
        let capsule = sheet(76)
        #expect(capsule.topRadius == capsule.bottomRadius && capsule.topRadius == 38)
        let between = sheet(113)
        #expect(between.origin.x > 8 && between.origin.x < 28)
        // The inset eases between medium and large, linearly.
        let halfway = sheet((812 + 469.68) / 2)
        #expect(abs(halfway.origin.x - 4) < 1e-9 && abs(halfway.glass - 0.5) < 1e-9)
    }

    @Test func theLooksParseAndIOSIsTheLatest() throws {
        #expect(try parsedRun(["--look", "ios"]).constants.look == .ios26)
        #expect(try parsedRun(["--look", "ios18"]).constants.look == .ios18)
        #expect(try parsedRun(["--preset", "uikit"]).constants.look == .ios26)
        #expect(
            try parsedRun(["--preset", "uikit", "--look", "ios18"]).constants.cornerRadius == 10)
        #expect(try parsedRun(["--preset", "uikit"]).constants.cornerRadius == 38)
        #expect(SheetLook.allCases.map(\.rawValue) == ["seed", "ios18", "ios26"])
    }

    @Test(arguments: [
        (["--look", "ios19"], "--look: unknown value 'ios19'"),
        (["--grabber", "shown"], "--grabber: unknown value 'shown'"),
        (["--dismiss-cue", "yes"], "--dismiss-cue: unknown value 'yes'"),
        (["--grabber-tap", "sideways"], "--grabber-tap: unknown value 'sideways'"),
        (["--glass-blur", "-1"], "--glass-blur"),
        (["--glass-blur", "101"], "--glass-blur"),
        (["--glass-blur", "nan"], "--glass-blur"),
    ])
    func badValuesAreOneLineUsageErrors(_ arguments: [String], _ message: String) {
        #expect {
            _ = try Command.parse(arguments)
        } throws: { error in
            guard let usage = error as? UsageError else { return false }
            return usage.message.hasPrefix(message) && !usage.message.contains("\n")
                && usage.exitCode == .usage
        }
    }

    @Test func theDismissCueIsOffUnderUIKitAndAFlag() throws {
        func cueShown(_ arguments: [String]) throws -> Bool {
            let configuration = try parsedRun(arguments + ["--start", "default"])
            var driver = Driver { $0 = configuration }
            let top = driver.windowHeight - driver.height
            driver.send(.pointerDown(Point(x: 195, y: top + 40)))
            // Fast and far down, the sheet still on screen.
            for step in 1...8 {
                driver.time += 0.05
                driver.send(.pointerMove(Point(x: 195, y: top + 40 + Double(step) * 30)))
            }
            #expect(driver.machine.releaseWouldDismiss, "\(arguments)")
            let scene = Layout(measurer: FakeMeasurer()).scene(for: driver.machine)
            return scene.items.contains {
                if case .text(let run) = $0 { run.text == "Release to close" } else { false }
            }
        }
        #expect(try cueShown([]))
        #expect(try !cueShown(["--dismiss-cue", "off"]))
        #expect(try !cueShown(["--preset", "uikit"]))
        #expect(try cueShown(["--preset", "uikit", "--dismiss-cue", "on"]))
    }

    @Test func belowTheLowestDetentItSlidesAwayKeepingItsShape() throws {
        // Presenting: half-way up, the sheet is the medium sheet moved down, not a capsule.
        let configuration = try parsedRun(["--preset", "uikit", "--device", "iphone-17-pro"])
        var driver = Driver { $0 = configuration }
        driver.key(.enter)
        driver.wait(0.12)
        #expect(driver.height > 0 && driver.height < 469.68, "\(driver.height)")
        let layout = Layout(measurer: FakeMeasurer())
        let scene = layout.scene(for: driver.machine)
        guard
            case .glass(let frame, let radii, _)? = scene.items.first(where: {
                if case .glass = $0 { true } else { false }
            })
        else {
            Issue.record("no glass while presenting")
            return
        }
        #expect(abs(frame.width - 386) < 0.01 && abs(frame.height - 450.97) < 0.02, "\(frame)")
        #expect(abs(frame.y - (874 - driver.height - 8 + (469.68 - 450.97))) < 0.05, "\(frame)")
        #expect(radii.topLeft > 36 && radii.topLeft < 37, "\(radii)")
    }

    @Test func theContentIsLaidOutAsWideAsTheSheetAtMedium() throws {
        // Its glyphs keep their size as the sheet is scaled: laid out 16 pt narrower, no line
        // of the poem reaches past the inset sheet's right edge.
        let configuration = try parsedRun(
            ["--preset", "uikit", "--device", "iphone-17-pro", "--start", "default"])
        let measurer = FakeMeasurer()
        let scene = Layout(measurer: measurer).scene(
            for: SheetMachine(configuration: configuration))
        for case .text(let run) in scene.items where run.origin.y > 415 {
            let right = run.origin.x + measurer.width(of: run.text, font: run.font)
            #expect(right <= 402 - 8 - 12, "\(run.text) ends at \(right)")
        }
    }
}
