import Testing

@testable import SheetCore

/// `--export swift` accounts for every constant `--export json` writes: each is used by the
/// UIKit set-up or listed with its value, so a new flag cannot be dropped from the snippet.
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
                half.halfFraction = 0.4
                return half
            }()
        ]

    @Test(arguments: configurations)
    func everyExportedKeyIsExpressedOrListed(_ configuration: Configuration) {
        let text = ConfigFile.swift(configuration)
        let lines = text.split(separator: "\n").map(String.init)
        let mapped = ConfigFile.mappedFlags(configuration)
        let style = configuration.style
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
    @Test(arguments: configurations)
    func everyCustomDetentTakesTheBottomSafeAreaOff(_ configuration: Configuration) {
        let text = ConfigFile.swift(configuration)
        var rest = Substring(text)
        while let start = rest.range(of: ".custom(") {
            let tail = rest[start.upperBound...]
            // The resolver ends at the first line that closes a brace alone or ends the call.
            let end =
                tail.range(of: "\n}") ?? tail.range(of: "}\n") ?? (tail.endIndex..<tail.endIndex)
            let resolver = tail[..<end.lowerBound]
            #expect(
                resolver.contains("safeAreaInsets.bottom"),
                "\(configuration.style): \(resolver) keeps the bottom safe area")
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
}
