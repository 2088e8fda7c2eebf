import Foundation
import Testing

@testable import SheetCore

/// Each export's header says where its pasted sheet, released by each built-in gesture, lands
/// otherwise than SheetLab's (issue 40). The header is checked here against the release model
/// read back out of the file's code (`SheetFacts.release`: the snap points, closing and
/// skipping the library is handed), not against the generator's own reckoning.
struct ExportLandingTests {
    /// The header lines of `text`: from "// Released" to the last table row after it.
    static func header(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("// Released") }) else {
            return []
        }
        var end = start + 1
        while end < lines.count, lines[end].hasPrefix("//   ") || lines[end].hasPrefix("// (") {
            end += 1
        }
        return Array(lines[start..<end])
    }

    /// The table the file's own model gives: SheetLab's landings and UIKit's replayed, the
    /// platform's from the model read out of `texts`.
    static func expected(
        _ configuration: Configuration, _ platform: ExportConformanceTests.Platform,
        texts: [String]
    ) throws -> PlatformMatrix? {
        let constants = configuration.constants
        let tuned = Configuration(constants)
        let screen = PlatformScreen(configuration)
        guard let release = try platform.model(texts, screen).release else { return nil }
        // Where SheetLab draws UIKit's form or compact-height sheet, only UIKit's and
        // SwiftUI's sheets are that sheet: the others' landings are not compared.
        let compared = constants.presentation == nil || release == .uikit
        let content = ConfigFile.landingContent
        let matrix = Matrix(
            columns: [
                Matrix.Column(name: "SheetLab", configuration: tuned),
                Matrix.Column(name: "UIKit", configuration: PlatformRelease.uikit(tuned)),
            ], rows: Gesture.library.map { ($0.name, $0.trace) }
        ) { $0.measuringContent { _, _ in content } }
        let landings: PlatformMatrix.PlatformLandings =
            !compared
            ? .none(ConfigFile.noRelease(constants, as: platform.format))
            : release == .uikit ? .replayed(matrix.rows.map { $0.cells[1] }) : .model(release)
        return PlatformMatrix(
            configuration: tuned, contentHeight: content,
            sheetLab: matrix.rows.map { $0.cells[0] }, platforms: [(platform.name, landings)])
    }

    @Test(arguments: ExportConformanceTests.platforms.map(\.name))
    func everyHeaderSaysWhereItsSheetLands(_ name: String) throws {
        let platform = try #require(ExportConformanceTests.platforms.first { $0.name == name })
        for (caseName, flags) in try ExportConformanceTests.cases() {
            let configuration = try parsedRun(flags)
            guard ConfigFile.platformSheet(configuration) != nil else { continue }
            let texts = ConfigFile.files(configuration, as: platform.format).files.map(\.text)
            let said = texts.map(Self.header).first { !$0.isEmpty } ?? []
            let table = try Self.expected(configuration, platform, texts: texts)
            #expect(
                said == table?.header(0, prefix: "// ") ?? [],
                "\(name), \(caseName): the header says \(said)")
        }
    }

    /// The header is not blind: an export whose release is switched without its header
    /// following (vaul's drawer kept from closing, gorhom's, Flutter's route kept open at its
    /// minimum) no longer matches it.
    @Test func aChangedReleaseIsCaught() throws {
        let configuration = try parsedRun([
            "--detents", "peek=120,half=50%,full=max", "--dismiss-height", "60",
        ])
        let cases: [(String, String, String)] = [
            (
                "vaul", "      shouldScaleBackground\n",
                "      shouldScaleBackground\n      dismissible={false}\n"
            ),
            ("gorhom", "enablePanDownToClose={true}", "enablePanDownToClose={false}"),
            ("Flutter", "shouldCloseOnMinExtent: true", "shouldCloseOnMinExtent: false"),
        ]
        for (name, original, changed) in cases {
            let platform = try #require(ExportConformanceTests.platforms.first { $0.name == name })
            let text = ConfigFile.files(configuration, as: platform.format).files[0].text
            #expect(code(text).contains(original), "\(name): \(original)")
            let table = try #require(try Self.expected(configuration, platform, texts: [text]))
            #expect(Self.header(text) == table.header(0, prefix: "// "))
            let mutated = text.replacingOccurrences(of: original, with: changed)
            let other = try #require(try Self.expected(configuration, platform, texts: [mutated]))
            #expect(
                Self.header(mutated) != other.header(0, prefix: "// "),
                "\(name): a changed release passed")
        }
    }
}

/// docs/export.md's tables of landings, SheetLab's against each pasted export's, as
/// `matrix --platforms` computes them: the doc says what the app prints.
struct ExportLandingTableTests {
    @Test(arguments: [
        [],
        [
            "--detents", "peek=120,half=50%,full=max", "--dismiss-height", "60",
            "--undimmed-detent", "half", "--start", "half", "--corner-radius", "24",
            "--dim-alpha", "0.4",
        ],
    ])
    func docsTabulateTheLandings(_ flags: [String]) throws {
        let doc = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../../docs/export.md").standardized,
            encoding: .utf8)
        let content = ConfigFile.landingContent
        let table = PlatformMatrix(
            configuration: try parsedRun(flags), contentHeight: content
        ) { $0.measuringContent { _, _ in content } }
        #expect(doc.contains(table.markdown), "docs/export.md should hold:\n\(table.markdown)")
    }
}
