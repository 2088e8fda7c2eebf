import Foundation
import Testing

@testable import SheetCore

/// `--export swift` accounts for every constant `--export json` writes: each is used by the
/// UIKit set-up or listed with its value, so a new flag cannot be dropped from the snippet.
/// And every export writes the detents each style must have, in its toolkit's form, and none
/// for a style no bottom sheet shows.
struct ExportCompletenessTests {
    /// The keys of `ConfigFile.json`, in order, without the format version.
    static func jsonKeys(_ configuration: Configuration) -> [String] {
        ConfigFile.json(configuration).split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\"") else {
                return nil
            }
            let key = String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
            return key == "sheetlab" ? nil : key
        }
    }

    /// The configurations whose snippets differ in shape: every style, and the half sheet at
    /// a share UIKit's medium detent cannot express.
    static let configurations: [Configuration] =
        StyleKind.allCases.map { Configuration(style: $0) } + [
            {
                var half = Configuration(style: .half)
                half.constants.halfFraction = 0.4
                return half
            }()
        ]

    @Test(arguments: configurations)
    func everyExportedKeyIsExpressedOrListed(_ configuration: Configuration) {
        let text = ConfigFile.swift(configuration)
        let lines = text.split(separator: "\n").map(String.init)
        let mapped = ConfigFile.mappedFlags(configuration)
        let style = configuration.constants.style
        for key in Self.jsonKeys(configuration) {
            let name = ConfigFile.identifier(key)
            guard let flag = Flag.named(key) else {
                Issue.record("\(style): \(key) is no flag")
                continue
            }
            // Where and how the sheet was tuned is declared, but no export lists it.
            if ConfigFile.tuningFlags.contains(flag.id) { continue }
            if flag.styles.contains(style) {
                // A constant of the style: declared in the enum, then used or listed.
                #expect(
                    lines.contains {
                        $0.hasPrefix("    static let \(name)") || $0.contains("static var \(name):")
                    },
                    "\(style): \(key) is not declared")
                let unit = flag.unit.isEmpty ? "" : " \(flag.unit)"
                let value = flag.value(in: configuration) + unit
                #expect(
                    mapped.contains(flag.id) || lines.contains("//   \(name) = \(value)"),
                    "\(style): \(key) is neither expressed nor listed")
            } else {
                // Another style's constant: named as such, so its absence is not an oversight.
                let title = "// Not read by --style \(style.rawValue) "
                let header = lines.firstIndex { $0.hasPrefix(title) }
                let named = header.map { lines[($0 + 1)...].prefix { $0.hasPrefix("//   ") } } ?? []
                #expect(
                    named.contains { $0.split { $0 == " " || $0 == "," }.contains { $0 == name } },
                    "\(style): \(key) is not named as another style's")
            }
        }
    }

    /// UIKit measures a custom detent within the sheet's safe area and adds the bottom inset
    /// itself; SheetLab's heights run from the window's bottom edge. Every custom detent of
    /// every style takes the inset off, so the styles agree.
    ///
    /// A style no bottom sheet shows (the modal, the peeking card) has no custom detent: the
    /// count is the one `detentForms` expects, so a style whose detents went missing (or one
    /// that gained some) cannot pass on none.
    @Test(arguments: detentForms)
    func everyCustomDetentTakesTheBottomSafeAreaOff(_ forms: DetentForms) {
        let configuration = forms.configuration
        let text = ConfigFile.swift(configuration)
        let expected = (forms.present[.swift] ?? []).filter { $0.hasPrefix(".custom(") }.count
        #expect(
            text.components(separatedBy: ".custom(").count - 1 == expected,
            "\(forms.name): \(expected) custom detents expected in \(text)")
        var rest = Substring(text)
        while let start = rest.range(of: ".custom(") {
            let tail = rest[start.upperBound...]
            // The resolver ends at the first line that closes a brace alone or ends the call.
            let end =
                tail.range(of: "\n}") ?? tail.range(of: "}\n") ?? (tail.endIndex..<tail.endIndex)
            let resolver = tail[..<end.lowerBound]
            #expect(
                resolver.contains("safeAreaInsets.bottom"),
                "\(forms.name): \(resolver) keeps the bottom safe area")
            rest = tail[end.upperBound...]
        }
    }

    @Test(arguments: [StyleKind.modal, .peek])
    func aStyleWithoutASetUpDoesNotReferToOne(_ style: StyleKind) {
        let text = ConfigFile.swift(Configuration(style: style))
        #expect(!text.contains("set-up above"), "\(text)")
        #expect(text.contains("// Not expressed by UIKit"))
    }

    @Test func theSheetListsTheTapSlop() {
        let text = ConfigFile.swift(Configuration(style: .sheet))
        #expect(text.contains("static let tapSlop: CGFloat = 4  // pt"))
        #expect(text.contains("//   tapSlop = 4 pt"))
    }

    // MARK: - The detents each export writes

    /// A configuration and the detents each export must write for it: for each format the
    /// fragments its code (comments aside) must hold, and the ones it must not.
    struct DetentForms: CustomTestStringConvertible, Sendable {
        var name: String
        var configuration: Configuration
        /// The fragments each format's code holds; a format not named writes no detent at all.
        var present: [ExportFormat: [String]]
        /// Fragments that must not be in a format's code, beyond the detent markers.
        var absent: [ExportFormat: [String]] = [:]
        var testDescription: String { name }
    }

    /// What shows that a format's code writes a detent (a height it rests at): none of them is
    /// in an export that writes none.
    static let detentMarkers: [ExportFormat: [String]] = [
        .swift: ["sheet.detents", ".custom(", ".medium()", ".large()"],
        .swiftui: [".presentationDetents", ".height("],
        .compose: ["rememberModalBottomSheetState", ".height("],
        .vaul: ["snapPoints", "<Drawer."],
        .gorhom: ["snapPoints", "<BottomSheet"],
        .flutter: ["ChildSize", "snapSizes"],
        .android: ["peekHeight", "layoutParams", "layout_height"],
        .floatingpanel: ["FloatingPanelLayoutAnchor", "states["],
    ]

    /// The line that opens each detent in the formats that write one a line: there must be
    /// exactly as many as the case names, in its order.
    static let detentLine: [ExportFormat: String] = [.swift: ".custom(", .swiftui: ".height("]

    /// A UIKit custom detent, its resolver returning `height` (window heights from the window's
    /// bottom edge) less the bottom safe area.
    static func uikit(_ name: String, _ height: String) -> String {
        ".custom(identifier: .init(\"\(name)\")) { [weak self] context in min(max(\(height) - "
            + "(self?.view.window?.safeAreaInsets.bottom ?? 0), 0), context.maximumDetentValue) },"
    }
    /// The window's height as the UIKit resolvers read it.
    static let uikitWindow = "(self?.view.window?.bounds.height ?? 0)"

    /// The half sheet at `share` of the window (`percent` as gorhom writes it). Material's own
    /// half is 50 %: at another share the Compose sheet skips it (`skipsMaterialsHalf`).
    static func half(_ share: String, percent: String, skipsMaterialsHalf: Bool) -> DetentForms {
        var configuration = Configuration(style: .half)
        configuration.constants.halfFraction = Double(share)!
        return DetentForms(
            name: "half \(share)", configuration: configuration,
            present: [
                .swift: [
                    uikit("half", "\(uikitWindow) * \(share)"), uikit("full", uikitWindow),
                ],
                .swiftui: [
                    ".height(max(window * \(share) - bottom, 0)),",
                    ".height(max(window - bottom, 0)),",
                ],
                .compose: [
                    "rememberModalBottomSheetState(skipPartiallyExpanded = \(skipsMaterialsHalf),",
                    "Modifier.fillMaxWidth().height(window - handle)",
                ],
                .vaul: ["const snapPoints: (number | string)[] = [\(share), 1];"],
                .gorhom: ["const snapPoints = useMemo(() => ['\(percent)', '100%'], []);"],
                .flutter: [
                    "initialChildSize: \(share),", "minChildSize: \(share),", "maxChildSize: 1.0,",
                ],
                .android: [
                    "behavior.peekHeight = (window * \(share)f).toInt()",
                    "sheet.layoutParams = sheet.layoutParams.apply { height = window.toInt() }",
                ],
                .floatingpanel: [
                    "states[0]: FloatingPanelLayoutAnchor(fractionalInset: \(share), "
                        + "edge: .bottom, referenceGuide: .superview),",
                    "states[1]: FloatingPanelLayoutAnchor(absoluteInset: 0, edge: .top, "
                        + "referenceGuide: .superview),",
                ],
            ])
    }

    /// Every style's default configuration, and the half sheet at a share Material's half
    /// cannot express. The modal and the peeking card write no detent anywhere.
    static let detentForms: [DetentForms] = [
        DetentForms(
            name: "sheet", configuration: Configuration(style: .sheet),
            present: [
                .swift: [uikit("default", "300"), uikit("max", "\(uikitWindow) - 64")],
                .swiftui: [
                    ".height(max(300 - bottom, 0)),", ".height(max(window - 64 - bottom, 0)),",
                ],
                .compose: [
                    "rememberModalBottomSheetState(skipPartiallyExpanded = true)",
                    "Modifier.fillMaxWidth().height(window - 64.dp - handle)",
                ],
                .vaul: ["const snapPoints: (number | string)[] = ['300px', `${height - 64}px`];"],
                .gorhom: ["const snapPoints = useMemo(() => [300, height - 64], [height]);"],
                .flutter: [
                    "initialChildSize: 300 / height,", "minChildSize: 0,",
                    "maxChildSize: (height - 64) / height,", "snapSizes: [300 / height],",
                ],
                .android: [
                    "app:behavior_peekHeight=\"300dp\"",
                    "height = (window - 64f * density).toInt() }",
                ],
                .floatingpanel: [
                    "states[0]: FloatingPanelLayoutAnchor(absoluteInset: 300, edge: .bottom, "
                        + "referenceGuide: .superview),",
                    "states[1]: FloatingPanelLayoutAnchor(absoluteInset: 64, edge: .top, "
                        + "referenceGuide: .superview),",
                ],
            ]),
        DetentForms(
            name: "fixed", configuration: Configuration(style: .fixed),
            present: [
                .swift: [uikit("panel", "600")],
                .swiftui: [".height(max(600 - bottom, 0)),"],
                .compose: [
                    "rememberModalBottomSheetState(skipPartiallyExpanded = true,",
                    "Modifier.fillMaxWidth().height(600.dp)",
                ],
                // The panel is not dragged: a height, no snap points.
                .vaul: ["<Drawer.Content", "height: '600px'"],
                .gorhom: ["const snapPoints = useMemo(() => [600], []);"],
                .flutter: [
                    "initialChildSize: 600 / height,", "minChildSize: 600 / height,",
                    "maxChildSize: 600 / height,",
                ],
                .android: ["android:layout_height=\"600dp\"", "app:behavior_peekHeight=\"600dp\""],
                // One anchor, and no finger moves the panel.
                .floatingpanel: [
                    "states[0]: FloatingPanelLayoutAnchor(absoluteInset: 600, edge: .bottom, "
                        + "referenceGuide: .superview),",
                    "panel.panGestureRecognizer.isEnabled = false",
                ],
            ],
            absent: [.vaul: ["snapPoints"], .flutter: ["snapSizes"]]),
        DetentForms(name: "modal", configuration: Configuration(style: .modal), present: [:]),
        half("0.5", percent: "50%", skipsMaterialsHalf: false),
        DetentForms(
            name: "card", configuration: Configuration(style: .card),
            present: [
                .swift: [uikit("open", "\(uikitWindow) - 40")],
                .swiftui: [".height(max(window - 40 - bottom, 0)),"],
                .compose: [
                    "rememberModalBottomSheetState(skipPartiallyExpanded = true)",
                    "Modifier.fillMaxWidth().height(window - 40.dp - handle)",
                ],
                .vaul: ["const snapPoints: (number | string)[] = [`${height - 40}px`];"],
                .gorhom: ["const snapPoints = useMemo(() => [height - 40], [height]);"],
                .flutter: [
                    "initialChildSize: (height - 40) / height,", "minChildSize: 0,",
                    "maxChildSize: (height - 40) / height,",
                ],
                .android: [
                    "behavior.peekHeight = (window - 40f * density).toInt()",
                    "height = (window - 40f * density).toInt() }",
                ],
                .floatingpanel: [
                    "states[0]: FloatingPanelLayoutAnchor(absoluteInset: 40, edge: .top, "
                        + "referenceGuide: .superview),"
                ],
            ],
            absent: [.flutter: ["snapSizes"]]),
        DetentForms(name: "peek", configuration: Configuration(style: .peek), present: [:]),
        half("0.4", percent: "40%", skipsMaterialsHalf: true),
    ]

    /// An export's code: its lines with `//` and XML comments left out, each trimmed.
    static func codeLines(_ text: String) -> [String] {
        var lines: [String] = []
        var inComment = false
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inComment {
                inComment = !trimmed.contains("-->")
                continue
            }
            if trimmed.hasPrefix("<!--") {
                inComment = !trimmed.contains("-->")
                continue
            }
            if trimmed.hasPrefix("//") { continue }
            lines.append(trimmed)
        }
        return lines
    }

    @Test func theCasesCoverEveryStyle() {
        #expect(
            Set(Self.detentForms.map(\.configuration.constants.style)) == Set(StyleKind.allCases))
    }

    /// Each export writes the detents each style must have, in the form its toolkit takes, and
    /// none where the style has none (the modal, the peeking card) or the toolkit takes none.
    @Test(arguments: detentForms)
    func everyExportWritesTheStylesDetents(_ forms: DetentForms) {
        // The page (`html`) embeds files the desktop reads: HTMLExportTests and web_sheet.py;
        // the package (`swift-package`) is SheetLab's engine: Tests/Package/swift_package.sh.
        for format in ExportFormat.allCases
        where format != .json && format != .html && format != .swiftPackage {
            let text = ConfigFile.files(forms.configuration, as: format).files.map(\.text)
                .joined(separator: "\n")
            let code = Self.codeLines(text)
            let present = forms.present[format] ?? []
            for fragment in present {
                #expect(
                    code.contains { $0.contains(fragment) },
                    "\(forms.name), --export \(format): no \(fragment) in\n\(text)")
            }
            let markers = present.isEmpty ? Self.detentMarkers[format] ?? [] : []
            for fragment in markers + (forms.absent[format] ?? []) {
                #expect(
                    !code.contains { $0.contains(fragment) },
                    "\(forms.name), --export \(format): \(fragment) where none belongs in\n\(text)")
            }
            if let opener = Self.detentLine[format] {
                #expect(
                    code.filter { $0.hasPrefix(opener) } == present.filter { $0.hasPrefix(opener) },
                    "\(forms.name), --export \(format): other detents than expected in\n\(text)")
            }
            if present.isEmpty && format != .swift {
                #expect(
                    text.contains(
                        "--style \(forms.configuration.constants.style.rawValue) has no "),
                    "\(forms.name), --export \(format): says nothing of its missing sheet")
            }
        }
    }
}
