import Testing

@testable import SheetCore

/// `--appearance light|dark` (issue 26 item 5): UIKit's dark colours for the page and the
/// sheet, the dark dim of `--look ios18`, and the chrome light over the dark page and sheet.
struct AppearanceTests {
    static let elevated = Color(hex: 0x1C1C1E)
    static let grabber = Color(hex: 0x5A5A5E)
    static let secondaryLabel = Color(hex: 0x98989F)

    /// The scene of `arguments` at rest, as its machine starts.
    func scene(_ arguments: [String]) throws -> Scene {
        let configuration = try parsedRun(arguments)
        return Layout(measurer: FakeMeasurer(), configuration: configuration).scene(
            for: SheetMachine(configuration: configuration))
    }

    @Test func lightIsTheDefaultAndAnUnknownValueIsRefused() throws {
        #expect(try parsedRun([]).constants.appearance == .light)
        #expect(try parsedRun(["--appearance", "dark"]).constants.appearance == .dark)
        #expect(
            usageMessage(["--appearance", "dim"])
                == "--appearance: unknown value 'dim' (allowed: light, dark)")
    }

    /// Flattened over the elevated sheet, `secondaryLabel` (235, 235, 245 at 0.6) and
    /// `tertiaryLabel` (at 0.3) are the palette's body and grabber, to the rounding.
    @Test func theDarkTextColoursAreTheLabelsOverTheSheet() {
        func over(_ value: Double, _ base: Double, _ alpha: Double) -> UInt8 {
            UInt8((value * alpha + base * (1 - alpha)).rounded(.down))
        }
        let body = Palette.dark.body
        #expect(body.red == over(235, 0x1C, 0.6) && body.blue == over(245, 0x1E, 0.6))
        let grabber = Palette.dark.systemGrabber
        #expect(grabber.red == over(235, 0x1C, 0.3) && grabber.blue == over(245, 0x1E, 0.3))
    }

    @Test func thePageIsDarkWithWhiteTextAndItsBlueButton() throws {
        let dark = try scene(["--appearance", "dark"])
        #expect(shapes(dark.page).first?.2 == .black)
        let lines = texts(dark.page)
        #expect(lines.count > 2)
        // The title and poem in white; the button's title stays white on its blue.
        #expect(lines.allSatisfy { $0.color == .white })
        #expect(shapes(dark.page).last?.2 == Color(hex: 0x007AFF))
        let light = try scene([])
        #expect(shapes(light.page).first?.2 == .white)
        #expect(texts(light.page).first?.color == .black)
    }

    @Test func theIOSSheetIsElevatedWithWhiteTextAndADarkGrabber() throws {
        let scene = try scene(["--appearance", "dark", "--look", "ios18", "--start", "default"])
        let sheet = try #require(shapes(scene.items).first)
        #expect(sheet.2 == Self.elevated && sheet.1.continuous)
        let grabber = shapes(scene.items)[1]
        #expect(grabber.0.width == 36 && grabber.2 == Self.grabber)
        let heading = try #require(texts(scene.items).first { $0.text == Content.sheetHeading })
        #expect(heading.color == .white)
        let body = texts(scene.items).filter { $0.text != Content.sheetHeading }
        #expect(!body.isEmpty && body.allSatisfy { $0.color == Self.secondaryLabel })
        #expect(abs(scene.pageDim - 0.48) < 1e-9)
    }

    @Test func theSeedSheetIsDrawnDarkToo() throws {
        let scene = try scene(["--appearance", "dark", "--start", "default"])
        let sheet = try #require(shapes(scene.items).first { $0.2 == Self.elevated })
        #expect(!sheet.1.continuous)
        let grabber = try #require(shapes(scene.items).first { $0.0.width == 60 })
        #expect(grabber.2 == Self.grabber)
        #expect(texts(scene.items).first?.color == .white)
        // The seed look keeps its own dim: only UIKit's changes with the appearance.
        #expect(abs(scene.pageDim - 0.6) < 1e-9)
    }

    /// UIKit's dimming view is black at 0.48 in dark mode: the look's dim, under a given
    /// `--dim-alpha`, also through `--preset uikit`.
    @Test func theIOSLooksDimIsDarker() throws {
        #expect(try parsedRun(["--look", "ios18"]).constants.dimAlpha == 0.2)
        #expect(
            try parsedRun(["--look", "ios18", "--appearance", "dark"]).constants.dimAlpha == 0.48)
        #expect(
            try parsedRun(["--preset", "uikit", "--appearance", "dark"]).constants.dimAlpha == 0.48)
        #expect(
            try parsedRun(["--look", "ios18", "--appearance", "dark", "--dim-alpha", "0.3"])
                .constants.dimAlpha == 0.3)
        #expect(try parsedRun(["--appearance", "dark"]).constants.dimAlpha == 0.6)
        // From a config file, as from the command line.
        #expect(
            try parsedRun(["--look", "ios18"], file: #"{"appearance": "dark"}"#).constants.dimAlpha
                == 0.48)
    }

    /// Every style draws its surface dark where it drew white, and keeps its accents.
    @Test(arguments: [
        (StyleKind.fixed, "panel"), (.modal, "open"), (.half, "half"), (.card, "open"),
    ])
    func everyStyleDrawsItsWhiteSurfaceDark(_ style: StyleKind, _ start: String) throws {
        let items = try scene(
            ["--appearance", "dark", "--style", style.rawValue, "--start", start]
        ).items
        #expect(shapes(items).contains { $0.2 == Self.elevated }, "\(style)")
        #expect(!shapes(items).contains { $0.2 == .white }, "\(style)")
        let ellipses = items.compactMap { item -> Color? in
            if case .ellipse(_, let color) = item { return color } else { return nil }
        }
        #expect(!ellipses.contains(.white), "\(style)")
        #expect(!texts(items).contains { $0.color == .black }, "\(style)")
        if style == .fixed {
            #expect(shapes(items).contains { $0.2 == FixedPanelAppearance.tint })
        }
    }

    @Test func thePeekingCardKeepsItsRed() throws {
        let items = try scene(["--appearance", "dark", "--style", "peek"]).items
        #expect(shapes(items).first?.2 == PeekCardAppearance.color)
    }

    /// The status bar and home indicator are light over the dark page and the dark sheet.
    @Test func theChromeIsLightOverTheDarkPageAndSheet() throws {
        let page = try scene(["--appearance", "dark", "--device", "iphone-16"])
        #expect(texts(page.items).last?.text == "9:41")
        #expect(texts(page.items).last?.color == .white)
        #expect(shapes(page.items).last?.2 == .white)
        let presented = try scene(
            [
                "--appearance", "dark", "--device", "iphone-16", "--look", "ios18", "--start",
                "default",
            ]
        )
        #expect(texts(presented.items).last?.color == .white)
        #expect(shapes(presented.items).last?.2 == .white)
        // A full-window modal covers the status bar: its dark surface turns it light.
        let modal = try scene(
            [
                "--appearance", "dark", "--device", "iphone-16", "--style", "modal", "--start",
                "open",
            ]
        )
        #expect(texts(modal.items).last?.color == .white)
        // In light, over the white sheet, both stay black.
        let light = try scene(["--device", "iphone-16", "--look", "ios18", "--start", "default"])
        #expect(texts(light.items).last?.color == .black)
        #expect(shapes(light.items).last?.2 == .black)
    }

    /// At max the receded page is lightened over its card (dark only), under the sheet.
    @Test func theRecededPageIsLightenedInDark() throws {
        let lift = Color(red: 238, green: 238, blue: 255, alpha: 30)
        let dark = try scene(
            ["--appearance", "dark", "--look", "ios18", "--device", "iphone-16", "--start", "max"])
        let card = try #require(shapes(dark.items).first)
        // From the card's top (59) down to below the sheet's rounded corners (69 + 10), where
        // the opaque sheet covers the rest.
        let frame = dark.pageFrame
        #expect(abs(frame.y - 59) < 1e-9)
        #expect(card.0 == Rect(x: frame.x, y: frame.y, width: frame.width, height: 79 - frame.y))
        #expect(card.2 == lift && card.1.topLeft == 10 && card.1.bottomLeft == 0)
        #expect(shapes(dark.items)[1].2 == Self.elevated)
        // Half-way between the two highest detents, half as much; none at the lowest.
        let rest = try scene(["--appearance", "dark", "--look", "ios18", "--start", "default"])
        #expect(!shapes(rest.items).contains { $0.2.red == 238 })
        let light = try scene(["--look", "ios18", "--start", "max"])
        #expect(!shapes(light.items).contains { $0.2.red == 238 })
    }

    /// Below a short page image the page is black in dark: the home indicator there is
    /// white, the status bar over the image's light top black.
    @Test func belowAShortPageImageThePageIsDark() throws {
        var configuration = try parsedRun(["--appearance", "dark", "--device", "iphone-16"])
        var image = ImageFile(path: "p.png", hash: 1, width: 786, height: 600)
        image.rowLuminance = [UInt8](repeating: 230, count: 600)
        configuration.run.pageImage = image
        let scene = Layout(measurer: FakeMeasurer(), configuration: configuration).scene(
            for: SheetMachine(configuration: configuration))
        #expect(shapes(scene.page).first?.2 == .black)
        #expect(texts(scene.items).last?.color == .black)
        #expect(shapes(scene.items).last?.2 == .white)
    }

    /// One layout drawing a machine whose appearance changes (the panel's `.reconfigure`)
    /// redraws the page and the content in the new colours.
    @Test func aReconfiguredAppearanceRedrawsThePageAndTheContent() throws {
        let configuration = try parsedRun(["--start", "default"])
        let layout = Layout(measurer: FakeMeasurer(), configuration: configuration)
        var machine = SheetMachine(configuration: configuration)
        #expect(shapes(layout.scene(for: machine).page).first?.2 == .white)
        var dark = configuration.constants
        dark.appearance = .dark
        machine.reconfigure(dark)
        let scene = layout.scene(for: machine)
        #expect(shapes(scene.page).first?.2 == .black)
        #expect(texts(scene.items).first?.color == .white)
    }

    @Test func theExportsCarryTheAppearance() throws {
        let dark = try parsedRun(["--appearance", "dark", "--look", "ios18"])
        #expect(ConfigFile.json(dark).contains(#""appearance": "dark""#))
        #expect(ConfigFile.swift(dark).contains("content.overrideUserInterfaceStyle = .dark"))
        #expect(ConfigFile.swiftUI(dark).contains(".preferredColorScheme(.dark)"))
        let light = try parsedRun([])
        #expect(!ConfigFile.swiftUI(light).contains("preferredColorScheme"))
        #expect(ConfigFile.json(light).contains(#""appearance": "light""#))
        #expect(!ConfigFile.swift(light).contains("overrideUserInterfaceStyle"))
        #expect(ConfigFile.swift(light).contains("//   appearance = light"))
    }
}
