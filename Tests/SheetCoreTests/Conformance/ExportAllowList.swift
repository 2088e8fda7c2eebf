import Testing

@testable import SheetCore

/// The reviewed allow-list (issue 40): where an export may differ from SheetLab's sheet,
/// case × platform × topics, each with the library source (and its class) that makes SheetLab's
/// behaviour inexpressible there. Nothing an export's own comments say excuses a difference;
/// an entry no difference needs any more fails `ExportAllowListTests`, so the list stays the
/// one that is true. Topics: `ExportConformanceTests.Difference`.
enum ExportAllowList {
    /// One allowance: the platform, the golden cases, the topics, and why.
    struct Entry {
        let platform: String
        let cases: [String]
        let topics: [String]
        let source: String
    }

    /// Why, each once: the library source that decides it.
    enum Source {
        static let androidFit =
            "BottomSheetBehavior.java (read from code): collapsed is peekHeight and only "
            + "the expanded state takes the content's height (fitToContents); a fit detent "
            + "below the top has no state"
        static let androidScrim =
            "BottomSheetBehavior in a CoordinatorLayout (BottomSheetBehavior.java, read "
            + "from code) draws no scrim: the page stays usable and a tap on it never closes "
            + "the sheet"
        static let appleCap =
            "UISheetPresentationController.Detent.ResolutionContext.maximumDetentValue "
            + "(Apple's documentation, documented): a custom detent is capped at the large "
            + "detent's height, 10 pt below the top safe area; SheetLab's higher detent rests"
            + " at the cap there"
        static let appleDrag =
            "UISheetPresentationController has no API that stops a finger moving the sheet "
            + "(documented: isModalInPresentation stops only its dismissal)"
        static let appleModal =
            "UIViewController.isModalInPresentation (documented) stops a drag and a tap "
            + "outside from closing the sheet together: neither alone"
        static let composeAnchors =
            "ModalBottomSheet.kt (material3 1.4, read from code): the sheet's anchors are "
            + "Hidden, PartiallyExpanded at fullHeight / 2 (not skipped, and the sheet "
            + "taller) and Expanded at the sheet's own height; no other detent has a resting "
            + "place, and it opens at one of those"
        static let composeScrim =
            "ModalBottomSheet.kt (read from code) draws its Scrim over the page at every "
            + "anchor: no anchor leaves the page usable"
        static let composeVeto =
            "SheetState's confirmValueChange (ModalBottomSheet.kt, read from code) vetoing "
            + "Hidden stops a drag and a scrim tap alike: the scrim tap cannot be kept alone"
        static let elsewhere =
            "SheetLab draws UIKit's form sheet (iPad) or compact-height sheet here "
            + "(ConfigFile.presentationNote); this library has no such presentation and keeps"
            + " its bottom sheet, resting at the tuned detents in a compact width"
        static let flutterBarrier =
            "showModalBottomSheet's ModalBarrier (bottom_sheet.dart, read from code) covers"
            + " the page at every size"
        static let flutterFit =
            "DraggableScrollableSheet (draggable_scrollable_sheet.dart, read from code): "
            + "its sizes are shares of the parent; no size follows the content's height"
        static let swiftuiCompact =
            "SwiftUI has no modifier for prefersEdgeAttachedInCompactHeight "
            + "(UISheetPresentationController, documented): in a compact height its sheet is "
            + "full screen, which a tap outside cannot reach"
        static let vaulFit =
            "vaul's snap points (use-snap-points.ts, read from code) are shares of the "
            + "viewport or whole px: none follows the content's height"
        static let vaulOverlay =
            "vaul's Drawer.Overlay (index.tsx, read from code) covers the page at every "
            + "snap point when modal, and modal={false} drops it at all of them: the page "
            + "cannot be usable at some only"
    }

    static let entries: [Entry] = [
        Entry(
            platform: "Android Views", cases: ["fit-detent"],
            topics: ["opens", "rest:small"], source: Source.androidFit),
        Entry(
            platform: "Android Views", cases: ["fit-top", "preset-material-fit"],
            topics: ["rest:fit"], source: Source.androidFit),
        Entry(
            platform: "Android Views",
            cases: [
                "device-iphone-16", "device-iphone-16-dark", "device-iphone-16-ios", "fit-detent",
                "fit-top", "half-detents-list", "half-start-full", "preset-gorhom-spring",
                "preset-vaul", "preset-vaul-detents", "style-half", "style-sheet", "three-detents",
            ],
            topics: ["tap-closes", "usable"], source: Source.androidScrim),
        Entry(
            platform: "Android Views", cases: ["style-card", "style-fixed"],
            topics: ["usable"], source: Source.androidScrim),
        Entry(
            platform: "Android Views", cases: ["device-ipad-uikit"],
            topics: ["extra-rest", "opens", "rest:form", "tap-closes", "usable"],
            source: Source.elsewhere),
        Entry(
            platform: "Android Views", cases: ["device-landscape-edge"],
            topics: ["extra-rest", "opens", "rest:max", "tap-closes", "usable"],
            source: Source.elsewhere),
        Entry(
            platform: "Compose", cases: ["preset-material-fit"],
            topics: ["opens", "rest:a", "rest:fit"], source: Source.composeAnchors),
        Entry(
            platform: "Compose",
            cases: [
                "device-iphone-16", "device-iphone-16-dark", "device-iphone-16-ios",
                "preset-gorhom-spring", "preset-vaul", "style-sheet",
            ],
            topics: ["opens", "rest:default"], source: Source.composeAnchors),
        Entry(
            platform: "Compose", cases: ["half-detents-list"],
            topics: ["opens", "rest:low"], source: Source.composeAnchors),
        Entry(
            platform: "Compose", cases: ["preset-vaul-detents"],
            topics: ["opens", "rest:peek"], source: Source.composeAnchors),
        Entry(
            platform: "Compose", cases: ["fit-detent", "fit-top"],
            topics: ["opens", "rest:small"], source: Source.composeAnchors),
        Entry(
            platform: "Compose", cases: ["three-detents"],
            topics: ["rest:peek"], source: Source.composeAnchors),
        Entry(
            platform: "Compose",
            cases: ["preset-material-fit", "preset-vaul-detents", "three-detents"],
            topics: ["usable"], source: Source.composeScrim),
        Entry(
            platform: "Compose", cases: ["half-detents-list", "half-start-full", "style-half"],
            topics: ["tap-closes"], source: Source.composeVeto),
        Entry(
            platform: "Compose", cases: ["device-ipad-uikit"],
            topics: ["extra-rest", "opens", "rest:form"], source: Source.elsewhere),
        Entry(
            platform: "Compose", cases: ["device-landscape-edge"],
            topics: ["extra-rest", "opens", "rest:max"], source: Source.elsewhere),
        Entry(
            platform: "Flutter", cases: ["device-ipad-uikit"],
            topics: ["extra-rest", "opens", "rest:form"], source: Source.elsewhere),
        Entry(
            platform: "Flutter", cases: ["device-landscape-edge"],
            topics: ["extra-rest", "opens", "rest:max"], source: Source.elsewhere),
        Entry(
            platform: "Flutter",
            cases: ["preset-material-fit", "preset-vaul-detents", "three-detents"],
            topics: ["usable"], source: Source.flutterBarrier),
        Entry(
            platform: "Flutter", cases: ["fit-detent"],
            topics: ["opens", "rest:small"], source: Source.flutterFit),
        Entry(
            platform: "Flutter", cases: ["fit-top", "preset-material-fit"],
            topics: ["rest:fit"], source: Source.flutterFit),
        Entry(
            platform: "SwiftUI", cases: ["half-start-full"],
            topics: ["extra-rest", "opens", "rest:full"], source: Source.appleCap),
        Entry(
            platform: "SwiftUI", cases: ["style-half"],
            topics: ["extra-rest", "rest:full"], source: Source.appleCap),
        Entry(
            platform: "SwiftUI", cases: ["half-detents-list"],
            topics: ["extra-rest", "rest:high"], source: Source.appleCap),
        Entry(
            platform: "SwiftUI", cases: ["device-iphone-16"],
            topics: ["extra-rest", "rest:max"], source: Source.appleCap),
        Entry(
            platform: "SwiftUI", cases: ["style-fixed"],
            topics: ["draggable"], source: Source.appleDrag),
        Entry(
            platform: "SwiftUI",
            cases: ["half-detents-list", "half-start-full", "style-card", "style-half"],
            topics: ["tap-closes"], source: Source.appleModal),
        Entry(
            platform: "SwiftUI", cases: ["device-landscape-edge"],
            topics: ["extra-rest", "opens", "rest:max", "tap-closes"], source: Source.swiftuiCompact
        ),
        Entry(
            platform: "UIKit", cases: ["half-start-full"],
            topics: ["extra-rest", "opens", "rest:full"], source: Source.appleCap),
        Entry(
            platform: "UIKit", cases: ["style-half"],
            topics: ["extra-rest", "rest:full"], source: Source.appleCap),
        Entry(
            platform: "UIKit", cases: ["half-detents-list"],
            topics: ["extra-rest", "rest:high"], source: Source.appleCap),
        Entry(
            platform: "UIKit", cases: ["device-iphone-16"],
            topics: ["extra-rest", "rest:max"], source: Source.appleCap),
        Entry(
            platform: "UIKit", cases: ["style-fixed"],
            topics: ["draggable"], source: Source.appleDrag),
        Entry(
            platform: "UIKit",
            cases: ["half-detents-list", "half-start-full", "style-card", "style-half"],
            topics: ["tap-closes"], source: Source.appleModal),
        Entry(
            platform: "FloatingPanel", cases: ["device-ipad-uikit", "device-landscape-edge"],
            topics: ["extra-rest", "opens"], source: Source.elsewhere),
        Entry(
            platform: "gorhom", cases: ["device-ipad-uikit"],
            topics: ["extra-rest", "opens", "rest:form"], source: Source.elsewhere),
        Entry(
            platform: "gorhom", cases: ["device-landscape-edge"],
            topics: ["extra-rest", "opens", "rest:max"], source: Source.elsewhere),
        Entry(
            platform: "vaul", cases: ["device-ipad-uikit"],
            topics: ["extra-rest", "opens", "rest:form"], source: Source.elsewhere),
        Entry(
            platform: "vaul", cases: ["device-landscape-edge"],
            topics: ["extra-rest", "opens", "rest:max"], source: Source.elsewhere),
        Entry(
            platform: "vaul", cases: ["fit-detent"],
            topics: ["opens", "rest:small"], source: Source.vaulFit),
        Entry(
            platform: "vaul", cases: ["fit-top", "preset-material-fit"],
            topics: ["rest:fit"], source: Source.vaulFit),
        Entry(
            platform: "vaul", cases: ["preset-vaul-detents", "three-detents"],
            topics: ["usable"], source: Source.vaulOverlay),
    ]

    /// Whether a difference on `topic` is allowed for `platform` in golden case `name`.
    static func allows(_ name: String, _ platform: String, _ topic: String) -> Bool {
        entries.contains {
            $0.platform == platform && $0.cases.contains(name) && $0.topics.contains(topic)
        }
    }
}

extension ExportAllowList {
    /// Where a pasted sheet may land otherwise than SheetLab's when released (the rows of
    /// each export's header): the library's own release rule decides, and its API takes none
    /// of SheetLab's release constants. Per platform, the code that decides.
    static let releases: [String: String] = [
        "UIKit":
            "UISheetPresentationController's release (closed source): modelled by SheetLab's "
            + "own uikit policy (UIKitReleasePolicy, its figures cited in docs/presets.md), "
            + "which no API of the sheet changes",
        "SwiftUI": "the same UISheetPresentationController beneath presentationDetents",
        "Compose":
            "material3 SheetState: AnchoredDraggable computeTarget with BottomSheetDefaults' "
            + "56 dp positional and 125 dp/s velocity thresholds, which "
            + "rememberModalBottomSheetState does not take (read from code)",
        "Android Views":
            "BottomSheetBehavior.onViewReleased and shouldHide (read from code): any upward "
            + "fling expands, any downward one collapses; hideFriction and the significant "
            + "velocity tune its hiding only",
        "vaul":
            "use-snap-points.ts onRelease (read from code): 2 px/ms and 0.4 px/ms over the "
            + "whole press, fixed; snapToSequentialPoint drops the first only",
        "gorhom":
            "useGestureEventsHandlersDefault handleOnEnd (read from code): the position "
            + "carried 0.2 s at the release velocity, to the nearest snap point, fixed",
        "Flutter":
            "_SnappingSimulation._getSnapSize (read from code): still, the nearest size; any "
            + "fling, the next size its way; no parameter",
        "FloatingPanel":
            "Core.targetState and shouldRemove (read from code, 3.2.2): momentum projected but "
            + "held to the next anchor, on past half-way; removal at 5.5 times the distance to "
            + "hidden a second, not SheetLab's dismiss line",
    ]
}

/// The allow-list is the one that is true: every entry is needed by a difference a golden
/// case shows, and nothing else is allowed.
struct ExportAllowListTests {
    @Test func everyEntryIsNeeded() throws {
        var needed: Set<String> = []
        for (caseName, flags) in try ExportConformanceTests.cases() {
            let configuration = try parsedRun(flags)
            guard ConfigFile.platformSheet(configuration) != nil else { continue }
            for platform in ExportConformanceTests.platforms {
                let texts = ConfigFile.files(configuration, as: platform.format).files
                    .map(\.text)
                let tallers = configuration.constants.device == .none ? [0.0, 120] : [0]
                for taller in tallers {
                    for difference in try ExportConformanceTests.differences(
                        configuration, platform, texts: texts, taller: taller)
                    {
                        needed.insert("\(platform.name)|\(caseName)|\(difference.topic)")
                    }
                }
            }
        }
        for entry in ExportAllowList.entries {
            for name in entry.cases {
                for topic in entry.topics {
                    #expect(
                        needed.contains("\(entry.platform)|\(name)|\(topic)"),
                        "\(entry.platform), \(name), \(topic): allowed but never needed")
                }
            }
        }
        #expect(Set(ExportAllowList.releases.keys) == Set(ConfigFile.platforms.map(\.name)))
    }

    /// UIKit's landings are SheetLab's own uikit policy's: tuned with `--preset uikit`, the
    /// UIKit and SwiftUI exports land where SheetLab does on every gesture.
    @Test func uikitTunedLandsAsUIKit() throws {
        let configuration = try parsedRun(["--preset", "uikit", "--detents", "a=260,b=50%,max"])
        let constants = configuration.constants
        for format in [ExportFormat.swift, .swiftui] {
            let text = ConfigFile.files(constants, as: format).files[0].text
            #expect(text.contains("lands where SheetLab does on all"), "\(format)")
        }
        let other = try parsedRun(["--detents", "a=260,b=50%,max"])
        let text = ConfigFile.files(other.constants, as: .swift).files[0].text
        #expect(text.contains("lands otherwise than SheetLab"))
    }
}
