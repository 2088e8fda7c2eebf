import Testing

@testable import SheetCore

/// What `--export swift` writes: each style's UIKit equivalent where there is one, and every
/// constant that has none listed in a comment with its value, never dropped.
struct ExportTextTests {
    static func swift(_ style: StyleKind, _ change: (inout Configuration) -> Void = { _ in })
        -> String
    {
        var configuration = Configuration(style: style)
        change(&configuration)
        return ConfigFile.swift(configuration)
    }

    /// The comment lines that list the constants UIKit's sheet cannot express.
    static func unmapped(_ text: String) -> [String] {
        guard let start = text.range(of: "// Not expressed by") else { return [] }
        return text[start.upperBound...].split(separator: "\n").dropFirst().prefix {
            $0.hasPrefix("//   ")
        }
        .map(String.init)
    }

    /// Half of the window is not UIKit's medium (0.56 of the large detent's height within the
    /// safe area): a custom detent of that share of the window, not dragged closed.
    @Test func halfIsACustomDetentOfHalfTheWindow() {
        let text = Self.swift(.half)
        #expect(!text.contains(".medium()"))
        #expect(text.contains("(self?.view.window?.bounds.height ?? 0) * 0.5 - "))
        #expect(text.contains("content.isModalInPresentation = true"))
        #expect(!text.contains("no UISheetPresentationController equivalent"))
        let custom = Self.swift(.half) { $0.constants.halfFraction = 0.4 }
        #expect(custom.contains("(self?.view.window?.bounds.height ?? 0) * 0.4 - "))
        #expect(custom.contains("static let halfFraction: CGFloat = 0.4"))
    }

    /// The panel: one custom detent of its height, no grabber, closed by its button only.
    @Test func fixedIsACustomDetentOfThePanelHeight() {
        let text = Self.swift(.fixed)
        #expect(text.contains("static let panelHeight: CGFloat = 600"))
        #expect(
            text.contains(
                ".custom(identifier: .init(\"panel\")) { [weak self] context in min(max(600 - "))
        #expect(text.contains("sheet.prefersGrabberVisible = false"))
        #expect(text.contains("sheet.preferredCornerRadius = 0"))
        #expect(text.contains("content.isModalInPresentation = true"))
        #expect(text.contains("iOS 16"))
    }

    /// The card rests 40 pt below the window's top (`--card-top`), not at UIKit's large.
    @Test func cardIsACustomDetentBelowTheCardTop() {
        let text = Self.swift(.card)
        #expect(text.contains("(self?.view.window?.bounds.height ?? 0) - 40 - "))
        #expect(text.contains("sheet.preferredCornerRadius = SheetConstants.cornerRadius"))
    }

    @Test func modalAndPeekHaveNoSheetEquivalent() {
        for style in [StyleKind.modal, .peek] {
            #expect(Self.swift(style).contains("has no UISheetPresentationController equivalent"))
        }
    }

    /// Every constant the style reads is either used by the set-up or listed, value and unit,
    /// in the comment: computed from the flag table, for every style.
    @Test(arguments: StyleKind.allCases)
    func everyConstantThatDoesNotMapIsListedWithItsValue(_ style: StyleKind) {
        let configuration = Configuration(style: style)
        let text = ConfigFile.swift(configuration)
        let listed = Self.unmapped(text)
        let mapped = ConfigFile.mappedFlags(configuration)
        let used = configuration.sheetStyle.usedFlags
        for flag in ConfigFile.flags
        where used.contains(flag.id) && !mapped.contains(flag.id)
            && !ConfigFile.tuningFlags.contains(flag.id)
        {
            let value = flag.value(in: configuration) + (flag.unit.isEmpty ? "" : " \(flag.unit)")
            #expect(
                listed.contains("//   \(ConfigFile.identifier(flag.name)) = \(value)"),
                "\(style): --\(flag.name) is not listed")
        }
        let everyStyle = Set(ConfigFile.flags.filter(\.readByEveryStyle).map(\.id))
        for name in mapped {
            #expect(used.contains(name) || everyStyle.contains(name), "\(style): \(name)")
        }
    }

    @Test func theSheetListsItsTopInsetDimAndDismissLine() {
        let listed = Self.unmapped(Self.swift(.sheet))
        for line in [
            "dimAlpha = 0.6", "dismissHeight = 200 pt",
            "fullscreenVelocity = 300 pt/s",
        ] {
            #expect(listed.contains("//   " + line), "\(listed)")
        }
    }

    @Test(arguments: StyleKind.allCases)
    func exportedFilesEndInANewline(_ style: StyleKind) {
        let configuration = Configuration(style: style)
        #expect(ConfigFile.swift(configuration).hasSuffix("\n"))
        #expect(ConfigFile.json(configuration).hasSuffix("}\n"))
        #expect(!ConfigFile.swift(configuration).hasSuffix("\n\n"))
    }
}
