import Testing

@testable import SheetCore

/// `--export vaul`, `gorhom` and `flutter`: the snap points, the opening index, the fade index
/// and the comment of constants the library cannot express, computed from the configuration.
struct PlatformExportTests {
    /// The three-detent sheet of the brief: peek in points, half a share, full the maximum.
    static let threeDetents = [
        "--detents", "peek=120,half=50%,full=max", "--dismiss-height", "100",
        "--undimmed-detent", "half", "--start", "half",
    ]

    /// The text between `open` and the next `close` on the line holding `open`.
    static func between(_ text: String, _ open: String, _ close: String) -> String? {
        guard let line = text.split(separator: "\n").first(where: { $0.contains(open) }),
            let start = line.range(of: open),
            let end = line[start.upperBound...].range(of: close)
        else { return nil }
        return String(line[start.upperBound..<end.lowerBound])
    }

    /// vaul's snap points as the export lists them.
    static func vaulSnapPoints(_ text: String) -> String? {
        between(text, "snapPoints: (number | string)[] = [", "];")
    }

    /// The share of the window a `max` detent reaches: the window less the top inset.
    static func maxShare(_ configuration: Configuration) -> Double {
        let window = configuration.constants.window.height
        return (window - configuration.constants.topInset) / window
    }

    /// Every constant of the style is expressed or listed with its value, and every other
    /// style's constant is named: nothing is dropped silently.
    static func accountsForEveryConstant(
        _ text: String, _ configuration: Configuration, mapped: Set<String>
    ) {
        let lines = text.split(separator: "\n").map(String.init)
        for key in ExportCompletenessTests.jsonKeys(configuration) {
            // Where and how the sheet was tuned is no constant an export lists.
            guard let flag = Flag.named(key), !ConfigFile.tuningFlags.contains(flag.id) else {
                continue
            }
            let name = ConfigFile.identifier(key)
            if flag.styles.contains(configuration.constants.style) {
                let unit = flag.unit.isEmpty ? "" : " \(flag.unit)"
                let listed = lines.contains(
                    "//   \(name) = \(flag.value(in: configuration))\(unit)")
                // A flag that changes nothing here is neither expressed nor listed.
                if ConfigFile.inertFlags(configuration.constants).contains(flag.id) {
                    #expect(!listed, "\(key) changes nothing here, yet is listed")
                    continue
                }
                #expect(
                    mapped.contains(key) != listed,
                    """
                    \(configuration.constants.style): \(key) mapped \(mapped.contains(key)) \
                    listed \(listed)
                    """
                )
            } else {
                #expect(
                    lines.contains { $0.hasPrefix("//   ") && $0.contains(" \(name)") },
                    "\(configuration.constants.style): \(key) is not named as another style's")
            }
        }
    }

    @Test func vaulSnapPointsFadeAndActivePointOfAThreeDetentList() throws {
        let configuration = try parsedRun(Self.threeDetents)
        let text = ConfigFile.vaul(configuration)
        let top = Format.exact(configuration.constants.topInset)
        // max follows the viewport: its height less the top inset, in whole pixels.
        #expect(Self.vaulSnapPoints(text) == "'120px', 0.5, `${height - \(top)}px`")
        // Dimmed from the detent above half (index 1): vaul's fadeFromIndex 2.
        #expect(text.contains("fadeFromIndex={2}"))
        #expect(text.contains("const [snap, setSnap] = useState(1);"), "--start half")
        #expect(text.contains("shouldScaleBackground"))
        #expect(text.contains("//   dismissHeight = 100 pt"))
        let mapped = [
            "detents", "top-inset", "start", "corner-radius", "dim-alpha", "window",
            "undimmed-detent",
        ]
        Self.accountsForEveryConstant(text, configuration, mapped: Set(mapped))
    }

    @Test func vaulOfTheDefaultSheetAndTheHalfStyle() throws {
        let sheet = Configuration()
        let text = ConfigFile.vaul(sheet)
        let top = Format.exact(sheet.constants.topInset)
        #expect(
            Self.vaulSnapPoints(text)
                == "'\(Format.exact(sheet.constants.defaultHeight))px', `${height - \(top)}px`")
        #expect(
            text.contains("fadeFromIndex={0}"), "dimmed at every detent without --undimmed-detent")
        Self.accountsForEveryConstant(
            text, sheet,
            mapped: [
                "detents", "default-height", "top-inset", "start", "corner-radius",
                "dim-alpha", "window", "undimmed-detent",
            ])
        let half = Configuration(style: .half)
        let halfText = ConfigFile.vaul(half)
        #expect(
            Self.vaulSnapPoints(halfText)
                == "\(ConfigFile.shareText(half.constants.halfFraction)), 1")
        // The half sheet dims at every detent: from the lowest (vaul's default is the last).
        #expect(halfText.contains("fadeFromIndex={0}"))
        Self.accountsForEveryConstant(
            halfText, half,
            mapped: ["detents", "half-fraction", "start", "corner-radius", "dim-alpha", "window"])
    }

    @Test func gorhomSnapPointsIndexBackdropAndAnimation() throws {
        let configuration = try parsedRun(Self.threeDetents)
        let text = ConfigFile.gorhom(configuration)
        let top = Format.exact(configuration.constants.topInset)
        #expect(
            Self.between(text, "useMemo(() => [", "], [height])") == "120, '50%', height - \(top)")
        #expect(text.contains("const { height } = useWindowDimensions();"))
        #expect(text.contains("index={1}"))
        #expect(text.contains("disappearsOnIndex={1} appearsOnIndex={2}"))
        #expect(text.contains("enablePanDownToClose={true}"))
        #expect(text.contains("enableDynamicSizing={false}"))
        let milliseconds = Format.exact(configuration.constants.snapDuration * 1000)
        #expect(text.contains("duration: \(milliseconds),"))
        Self.accountsForEveryConstant(
            text, configuration,
            mapped: [
                "detents", "top-inset", "start", "corner-radius", "dim-alpha", "window",
                "undimmed-detent", "animation", "curve", "snap-duration", "overdrag",
            ])

        let half = Configuration(style: .half)
        let halfText = ConfigFile.gorhom(half)
        #expect(Self.between(halfText, "useMemo(() => [", "], [])") == "'50%', '100%'")
        #expect(halfText.contains("index={-1}"), "closed on the page")
        #expect(halfText.contains("export const presentIndex = 0;"))
        #expect(
            halfText.contains("enablePanDownToClose={false}"),
            "the half sheet is not dragged closed")
    }

    @Test func gorhomSpringAndFit() throws {
        let configuration = try parsedRun([
            "--animation", "spring", "--detents", "fit,max", "--overdrag", "sqrt",
        ])
        let text = ConfigFile.gorhom(configuration)
        #expect(text.contains("enableDynamicSizing={true}"))
        #expect(
            text.contains(
                "overDragResistanceFactor={\(Format.exact(configuration.constants.overdragFactor))}"
            ))
        let response = configuration.constants.springResponse
        let angular = 2 * Double.pi / response
        let stiffness = ConfigFile.shareText(angular * angular)
        #expect(text.contains("stiffness: \(stiffness),"))
        #expect(!text.contains("//   springResponse ="))
    }

    @Test func flutterSizesOfAThreeDetentList() throws {
        let configuration = try parsedRun(Self.threeDetents)
        let text = ConfigFile.flutter(configuration)
        // A drag closes it: the minimum is nothing and the lowest detent a snap size; points
        // and max are worked out from the window where it runs.
        #expect(text.contains("minChildSize: 0,"))
        #expect(text.contains("shouldCloseOnMinExtent: true,"))
        let top = Format.exact(configuration.constants.topInset)
        #expect(text.contains("maxChildSize: (height - \(top)) / height,"))
        #expect(text.contains("initialChildSize: 0.5,"))
        #expect(Self.between(text, "snapSizes: [", "],") == "120 / height, 0.5")
        #expect(text.contains("final height = MediaQuery.sizeOf(context).height;"))
        // The modal barrier cannot clear at a detent: listed rather than mis-set.
        #expect(text.contains("//   undimmedDetent = half"))
        Self.accountsForEveryConstant(
            text, configuration,
            mapped: [
                "detents", "top-inset", "start", "corner-radius", "dim-alpha", "window",
                "snap-duration",
            ])
        let half = ConfigFile.flutter(Configuration(style: .half))
        #expect(half.contains("minChildSize: 0.5,") && half.contains("maxChildSize: 1.0,"))
        #expect(half.contains("shouldCloseOnMinExtent: false,"), "resting at half never closes")
        #expect(!half.contains("snapSizes"), "Flutter refuses snap sizes equal to min or max")
    }

    /// A style no library shows is said so, not written as a sheet it is not.
    @Test(arguments: [StyleKind.modal, .peek])
    func stylesWithoutASheetSaySo(_ style: StyleKind) {
        let configuration = Configuration(style: style)
        for (text, code) in [
            (ConfigFile.vaul(configuration), "<Drawer.Root"),
            (ConfigFile.gorhom(configuration), "<BottomSheet"),
            (ConfigFile.flutter(configuration), "DraggableScrollableSheet("),
        ] {
            #expect(!text.contains(code))
            #expect(text.contains("--style \(style.rawValue) has no"))
            Self.accountsForEveryConstant(text, configuration, mapped: [])
        }
    }

    @Test func unknownFormatNamesTheAllowedList() throws {
        let error = try #require(throws: UsageError.self) {
            try Command.parse(["--export", "xamarin"])
        }
        #expect(error.message.contains("(allowed: \(ExportFormat.allowedText))"))
        #expect(
            ExportFormat.allowedText
                == "json, swift, swiftui, compose, android, vaul, gorhom, flutter, "
                + "floatingpanel, html, swift-package")
    }
}

/// What an export leaves unlisted because it changes nothing (issue 39: list as "not
/// expressed" only what the preset reads).
struct InertFlagTests {
    @Test func onlyWhatChangesNothingIsLeftUnlisted() throws {
        let seed = ConfigFile.inertFlags(Configuration().constants)
        #expect(seed == [.glassBlur, .edgeAttached])
        let uikit = try parsedRun(["--preset", "uikit", "--device", "iphone-17-pro"])
        // iOS 26 blurs; the hidden grabber takes no tap; the cue is off.
        #expect(ConfigFile.inertFlags(uikit.constants) == [.grabberTap, .dismissCue])
        // Compose's file for the seed sheet lists neither the blur nor the edge; uikit's lists
        // the blur it cannot make.
        let seedText = ConfigFile.compose(Configuration().constants)
        #expect(!seedText.contains("glassBlur") && !seedText.contains("edgeAttached"))
        let uikitText = ConfigFile.compose(uikit.constants.heightsFromTheScreensEdge)
        #expect(uikitText.contains("//   glassBlur = 12 pt") && !uikitText.contains("grabberTap"))
    }
}
