import Foundation
import Testing

/// The code reads as `swift format` lays it out (`.swift-format`: four spaces, 100 columns):
/// no line of the sources or the tests runs past 100 characters (the golden exports are
/// other projects' code, as SheetLab writes it). How long a file may grow is a question for
/// review, not a gate: `make review` names the files over 450 lines.
struct SourceLayoutTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A comment line holding one link and nothing else: a URL cannot be wrapped.
    static func isLink(_ line: Substring) -> Bool {
        let words = line.split(separator: " ")
        return words.count == 2 && words[0].allSatisfy { $0 == "/" } && words[1].contains("://")
    }

    /// Every Swift file under `folder` (Tests/Golden aside: it holds what the exports write for
    /// other projects, not this one's code), as its path below `folder` and its text.
    static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        let files = try FileManager.default.subpathsOfDirectory(atPath: base.path)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Golden/") }
        #expect(files.count > 20, "found \(files.count) Swift files under \(folder)")
        return try files.map {
            ($0, try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8))
        }
    }

    @Test(arguments: ["Sources", "Tests"])
    func everyLineFitsInOneHundredColumns(folder: String) throws {
        for (file, text) in try Self.swiftFiles(under: folder) {
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated() where line.count > 100 && !Self.isLink(line)
            {
                Issue.record("\(folder)/\(file):\(index + 1) is \(line.count) characters")
            }
        }
    }
}
