import Testing

@testable import SheetCore

/// `--device`, `--look` and `--chrome`: a real screen's size and safe area, the system sheet's
/// figures, and the chrome drawn over the app (issue 14 §2).
struct DeviceTests {
    let layout = Layout(measurer: FakeMeasurer())

    @Test func aDeviceIsItsScreensSizeUnlessAWindowIsGiven() throws {
        let phone = try parsedRun(["--device", "iphone-16"])
        #expect(phone.constants.window == Size(width: 393, height: 852))
        #expect(phone.constants.safeArea == SafeArea(top: 59, bottom: 34))
        let sized = try parsedRun(["--device", "pixel-9", "--window", "400x800"])
        #expect(sized.constants.window == Size(width: 400, height: 800))
        #expect(sized.constants.safeArea == SafeArea(top: 66, bottom: 24))
        #expect(try parsedRun([]).constants.safeArea == .zero)
    }

    @Test func everyDeviceHasFiguresThatMakeAScreen() {
        for kind in DeviceKind.allCases where kind != .none {
            guard let device = kind.figures else {
                Issue.record("\(kind.rawValue) has no figures")
                continue
            }
            #expect(device.size.width > 300 && device.size.height > device.size.width)
            #expect(device.safeTop >= device.statusBar && device.statusBar > 0)
            #expect(device.safeBottom >= 0 && device.cornerRadius >= 0)
            #expect(DeviceKind.listing.contains(kind.rawValue))
        }
    }

    @Test func heightsInPointsAreMeasuredAboveTheBottomSafeArea() throws {
        // UIKit's custom detents leave out the bottom safe area: 300 pt of sheet above the
        // home indicator's strip is 334 pt from the screen's bottom on an iPhone 16.
        let configuration = try parsedRun(
            [
                "--device", "iphone-16", "--detents", "low=200,half=50%,max", "--dismiss-height",
                "100",
            ])
        let machine = SheetMachine(configuration: configuration)
        let heights = machine.detents.resting.map(\.height)
        #expect(heights == [234, 426, 852 - 64])
        #expect(machine.detents.dismissLine == 134)
        let bare = SheetMachine(
            configuration: try parsedRun(["--detents", "low=200,max", "--dismiss-height", "100"]))
        #expect(bare.detents.resting.map(\.height) == [200, 844 - 64])
    }

    @Test func maxNeverRisesIntoTheStatusBar() throws {
        let low = try parsedRun(["--device", "iphone-16", "--top-inset", "10"])
        #expect(SheetMachine(configuration: low).detents.highest.height == 852 - 59)
        #expect(low.unusedFlagNotes.contains { $0.contains("--top-inset 10") })
    }

    @Test func theIOSLookSetsTheSystemSheetsFiguresAndFlagsStillWin() throws {
        let ios = try parsedRun(["--device", "iphone-16", "--look", "ios18"])
        #expect(ios.constants.cornerRadius == SheetLook.ios18.corners.radius)
        #expect(
            ios.constants.dimAlpha == SystemSheetLook.dimAlpha && ios.constants.cardScale == 0.9165)
        #expect(ios.constants.topInset == 59 + SystemSheetLook.largeDetentGap)
        #expect(SheetMachine(configuration: ios).detents.highest.height == 852 - 69)
        let mine = try parsedRun(["--look", "ios18", "--corner-radius", "20", "--dim-alpha", "0.2"])
        #expect(mine.constants.cornerRadius == 20 && mine.constants.dimAlpha == 0.2)
        #expect(mine.constants.topInset == SystemSheetLook.largeDetentGap)
    }

    /// docs/presets.md: UIKit's `[.medium(), .large()]` on an iPhone 16 rest 453.44 and 783 pt
    /// above the screen's bottom edge (0.56 of `maximumDetentValue` 749, plus the 34 pt inset).
    @Test func uikitsMediumAndLargePairRestWhereUIKitPutsThem() throws {
        func rounded(_ heights: [Double]) -> [Double] { heights.map { ($0 * 100).rounded() / 100 } }
        // The look's own default and max are the pair.
        let look = try parsedRun(["--device", "iphone-16", "--look", "ios18"])
        let pair = SheetMachine(configuration: look).detents.resting.map(\.height)
        #expect(rounded(pair) == [453.44, 783])
        let configuration = try parsedRun(
            ["--device", "iphone-16", "--look", "ios18", "--detents", "medium=419.44,large=max"])
        let heights = SheetMachine(configuration: configuration).detents.resting.map(\.height)
        #expect(rounded(heights) == [453.44, 783])
    }

    /// `--preset uikit` without a device exports UIKit's own `[.medium(), .large()]` (which
    /// UIKit computes on the phone it runs on), not custom detents at this window's heights;
    /// the seed look's detents at those heights stay custom without a device.
    @Test func uikitsPairExportsAsTheSystemsOwnWithoutADevice() throws {
        let uikit = ConfigFile.swift(try parsedRun(["--preset", "uikit"]))
        #expect(uikit.contains(".medium(),\n") && uikit.contains(".large(),\n"), "\(uikit)")
        #expect(!uikit.contains(".custom("))
        let seed = ConfigFile.swift(
            try parsedRun(["--detents", "medium=467.04,large=max", "--top-inset", "10"]))
        #expect(!seed.contains(".medium()"))
    }

    /// Under a home button phone's status bar UIKit's large detent stops 20 pt below it.
    @Test func aHomeButtonPhonesLargeDetentStopsTwiceAsFarBelowItsStatusBar() throws {
        let se = try parsedRun(["--device", "iphone-se", "--look", "ios18"])
        #expect(se.constants.topInset == 20 + SystemSheetLook.homeButtonGap)
        #expect(SheetMachine(configuration: se).detents.highest.height == 667 - 40)
    }

    @Test func theIOSLookDrawsUIKitsGrabberAndContinuousCorners() throws {
        let scene = layout.scene(
            for: SheetMachine(
                configuration: try parsedRun(["--look", "ios18", "--start", "default"])))
        let sheet = try #require(shapes(scene.items).first)
        #expect(sheet.1.continuous && sheet.1.topLeft == 10)
        let grabber = shapes(scene.items)[1]
        // The default detent is UIKit's medium: 0.56 of 844 - 10.
        let top = 844 - (844 - 10) * 0.56
        #expect(
            grabber.0
                == Rect(x: (390 - 36) / 2, y: top + 5, width: 36, height: 5))
        #expect(grabber.2 == SystemSheetLook.grabberColor)
        let seed = layout.scene(
            for: SheetMachine(configuration: try parsedRun(["--start", "default"])))
        #expect(!shapes(seed.items)[0].1.continuous)
        #expect(shapes(seed.items)[1].0.width == 60)
    }

    @Test func thePageStartsBelowTheStatusBarAndItsButtonAboveTheHomeIndicator() throws {
        let configuration = try parsedRun(["--device", "iphone-16"])
        let scene = layout.scene(for: SheetMachine(configuration: configuration))
        #expect(texts(scene.page).first?.origin == Point(x: 24, y: 59 + 24))
        let button = try #require(shapes(scene.page).last)
        #expect(button.0.maxY == 852 - 34 - 24)
        // The button presents where it is drawn now.
        var driver = Driver { $0 = configuration }
        driver.click(Point(x: button.0.midX, y: button.0.midY))
        driver.wait(1)
        #expect(driver.machine.isPresented)
    }

    @Test func theDeviceDrawsItsStatusBarHomeIndicatorAndCorners() throws {
        let configuration = try parsedRun(["--device", "iphone-16"])
        let scene = layout.scene(for: SheetMachine(configuration: configuration))
        #expect(texts(scene.items).map(\.text) == ["9:41"])
        #expect(texts(scene.items)[0].color == .black)
        let indicator = try #require(shapes(scene.items).last)
        // About 0.357 of the screen's width (134 pt on a 375 pt screen): 140 pt here.
        #expect(indicator.0 == Rect(x: (393 - 140) / 2, y: 852 - 8 - 5, width: 140, height: 5))
        #expect(scene.screenCorners.topLeft == 55 && scene.screenCorners.continuous)
        var none = configuration
        none.run.chrome = .none
        let bare = Layout(measurer: FakeMeasurer(), configuration: none).scene(
            for: SheetMachine(configuration: none))
        #expect(bare.items.isEmpty && bare.screenCorners == .none)
    }

    @Test func theStatusBarTurnsWhiteOverTheCardsDarkSurround() throws {
        var configuration = try parsedRun(["--device", "iphone-16", "--look", "ios18"])
        configuration.constants.start = "max"
        let scene = layout.scene(for: SheetMachine(configuration: configuration))
        #expect(texts(scene.items).last?.text == "9:41")
        #expect(texts(scene.items).last?.color == .white)
        // iOS 26's large sheet on a home-button phone: the card's top cuts through the status
        // bar's glyphs, whose top half lies on the black surround: white, not half lost.
        var cut = try parsedRun(["--device", "iphone-se", "--look", "ios26"])
        cut.constants.start = "max"
        let cutScene = layout.scene(for: SheetMachine(configuration: cut))
        let card = cutScene.pageFrame
        #expect(card.y > 5 && card.y <= 10, "the card's top cuts the glyphs: \(card)")
        #expect(texts(cutScene.items).last?.text == "9:41")
        #expect(texts(cutScene.items).last?.color == .white)
    }

    /// Over a dark page image the status bar and home indicator are drawn white; where the
    /// image is light (or ends, on the white page) they stay black.
    @Test func theChromeIsDrawnLightOverADarkPageImage() throws {
        var configuration = try parsedRun(["--device", "iphone-16"])
        var image = ImageFile(path: "p.png", hash: 1, width: 786, height: 1704)
        image.rowLuminance = [UInt8](repeating: 40, count: 1704)
        configuration.run.pageImage = image
        var scene = Layout(measurer: FakeMeasurer(), configuration: configuration).scene(
            for: SheetMachine(configuration: configuration))
        #expect(texts(scene.items).last?.color == .white)
        #expect(shapes(scene.items).last?.2 == .white)
        // A light image's top, and an image that ends above the home indicator: black.
        image.rowLuminance = [UInt8](repeating: 230, count: 600)
        image.height = 600
        configuration.run.pageImage = image
        let light = Layout(measurer: FakeMeasurer(), configuration: configuration)
        scene = light.scene(for: SheetMachine(configuration: configuration))
        #expect(texts(scene.items).last?.color == .black)
        #expect(shapes(scene.items).last?.2 == .black)
    }

    /// UIKit and SwiftUI measure a custom height within the safe area, as SheetLab does on a
    /// device: exported as tuned. vaul measures from the screen's edge: the inset is added.
    @Test func exportsKeepTheTunedHeightsWhereTheyRestOnScreen() throws {
        let arguments = ["--detents", "low=200,max", "--dismiss-height", "100"]
        let phone = try parsedRun(["--device", "iphone-16"] + arguments)
        #expect(
            ConfigFile.swift(phone).contains("{ context in min(200, context.maximumDetentValue) }"))
        // SheetLab's max is 64 pt below the top, above UIKit's large (10 pt below the 59 pt top
        // safe area): the file says the system sheet stops lower.
        #expect(ConfigFile.swift(phone).contains("max rests there; not expressible"))
        #expect(ConfigFile.swiftUI(phone).contains(".height(200)"))
        #expect(ConfigFile.vaul(phone.heightsFromTheScreensEdge).contains("'234px'"))
        let bare = try parsedRun(arguments)
        #expect(ConfigFile.swift(bare).contains("200 - (self?.view.window?.safeAreaInsets.bottom"))
        #expect(bare.heightsFromTheScreensEdge == bare)
    }

    /// A full-window modal covers the status bar; its close button and text start below it.
    @Test func aModalsContentStartsBelowTheStatusBar() throws {
        var configuration = try parsedRun(["--device", "iphone-16", "--style", "modal"])
        configuration.constants.start = "open"
        let machine = SheetMachine(configuration: configuration)
        let scene = layout.scene(for: machine)
        let heading = try #require(texts(scene.items).first { $0.text == Content.sheetHeading })
        #expect(heading.origin.y == 72 + 59)
        #expect(
            machine.style.appearance.action(at: Point(x: 393 - 40, y: 16 + 59 + 10), width: 393)
                == .dismiss)
        #expect(machine.style.appearance.action(at: Point(x: 393 - 40, y: 26), width: 393) == .none)
    }

    /// The card style's card and the sheet's card-scaled page stay below the status bar; the
    /// page rises to 10 pt above the sheet's highest top, not about its centre.
    @Test func cardsStayBelowTheStatusBar() throws {
        var card = try parsedRun(["--device", "iphone-16", "--style", "card"])
        card.constants.start = "open"
        #expect(SheetMachine(configuration: card).detents.highest.height == 852 - 59)
        var sheet = try parsedRun(["--device", "iphone-16", "--look", "ios18"])
        sheet.constants.start = "max"
        let scene = layout.scene(for: SheetMachine(configuration: sheet))
        #expect(abs(scene.pageFrame.y - 59) < 1e-9)
        #expect(abs(scene.pageFrame.width - 393 * SystemSheetLook.cardScale) < 1e-9)
        // Without a device the page still scales about its centre.
        var bare = try parsedRun([])
        bare.constants.start = "max"
        let centred = layout.scene(for: SheetMachine(configuration: bare))
        #expect(abs(centred.pageFrame.y - 844 * (1 - 0.92) / 2) < 1e-9)
    }

    /// Scrolled to its end, long content rests above the home indicator.
    @Test func scrolledToTheEndTheContentClearsTheHomeIndicator() throws {
        var configuration = try parsedRun(["--device", "iphone-16"])
        configuration.constants.start = "max"
        var machine = SheetMachine(configuration: configuration)
        machine.setContentHeight(2000)
        #expect(machine.maxScrollOffset == 2000 + 34 - (852 - 64))
    }

    /// A device given on the command line is the window, over a config file's window.
    @Test func aDeviceOnTheCommandLineWinsOverAConfigFilesWindow() throws {
        let file = #"{"sheetlab": 1, "window": "411x923", "device": "pixel-9"}"#
        #expect(
            try parsedRun(["--device", "iphone-se"], file: file).constants.window
                == Size(width: 375, height: 667))
        #expect(try parsedRun([], file: file).constants.window == Size(width: 411, height: 923))
        #expect(
            try parsedRun(["--device", "iphone-se", "--window", "300x600"], file: file).constants
                .window
                == Size(width: 300, height: 600))
    }

    @Test func chromeWithoutADeviceIsSaidToDoNothing() throws {
        #expect(
            try parsedRun(["--chrome", "none"]).unusedFlagNotes
                == ["--chrome has no effect without --device (the bare window has none)"])
        #expect(
            try parsedRun(["--chrome", "none", "--device", "iphone-16"]).unusedFlagNotes.isEmpty)
    }

    /// UIKit attaches a sheet to the bottom edge only in a compact width: the iPad mini's
    /// full screen (744 pt) is a regular one, and the app says it draws the compact sheet.
    @Test func aRegularWidthSaysUIKitWouldShowAFormSheet() throws {
        let notes = try parsedRun(["--device", "ipad-mini"]).unusedFlagNotes
        #expect(notes.count == 1 && notes[0].contains("centred form sheet"), "\(notes)")
        // The same iPad in a compact window (Split View), and every phone: nothing to say.
        #expect(
            try parsedRun(["--device", "ipad-mini", "--window", "375x667"]).unusedFlagNotes
                .isEmpty)
        for phone in ["iphone-se", "iphone-16-pro-max", "pixel-9", "galaxy-s24"] {
            #expect(try parsedRun(["--device", phone]).unusedFlagNotes.isEmpty, "\(phone)")
        }
    }

    /// A JPEG's scans are counted before it is decoded (thousands keep a decoder busy).
    @Test func aJPEGsScansAreCounted() {
        // Each scan: its header (length 3, one byte), then entropy-coded data with a stuffed
        // 0xFF and a restart marker in it.
        let scan: [UInt8] = [
            0xFF, 0xDA, 0x00, 0x03, 0x01, 0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD0, 0x56,
        ]
        let scans = [0xFF, 0xD8] + Array([[UInt8]](repeating: scan, count: 150).joined())
        #expect(ImageFile.jpegStructure(scans + [0xFF, 0xD9]) == (150, true, false))
        #expect(ImageFile.jpegStructure(scans) == (150, false, false))
        #expect(ImageFile.jpegStructure([0xFF, 0xD8, 0xFF, 0xD9]) == (0, false, false))
        // A comment holding start-of-scan markers is a comment: no scan counted.
        let comment: [UInt8] = [0xFF, 0xFE, 0x00, 0x06, 0xFF, 0xDA, 0xFF, 0xDA]
        #expect(
            ImageFile.jpegStructure([0xFF, 0xD8] + comment + scan + [0xFF, 0xD9]) == (
                1, true, false
            ))
        // A segment whose length runs past the next marker lands in data: broken.
        #expect(
            ImageFile.jpegStructure([0xFF, 0xD8, 0xFF, 0xFE, 0x00, 0x03, 0x00, 0x11, 0x22]).broken)
    }

    @Test func aContinuousCornerReachesFurtherAlongItsEdgesThanACircle() {
        let outline = ContinuousCorner.outline(radius: 10)
        #expect(outline.first == Point(x: ContinuousCorner.extent * 10, y: 0))
        let last = outline[outline.count - 1]
        #expect(abs(last.x) < 1e-9 && abs(last.y - 15.2866483) < 1e-6)
        // x falls and y rises all the way: the curve is a graph the coverage mask can read.
        for (a, b) in zip(outline, outline.dropFirst()) { #expect(b.x <= a.x && b.y >= a.y) }
        // At 45° it passes within a hundredth of the circle's point; along the edges it
        // still bends where the circle has already met them.
        let diagonal = outline.min { abs($0.x - $0.y) < abs($1.x - $1.y) }!
        #expect(abs(diagonal.x - 10 * (1 - 0.5.squareRoot())) < 0.1)
        let atRadius = outline.first { $0.x <= 10 }!
        #expect(atRadius.y > 0.1)
    }
}
