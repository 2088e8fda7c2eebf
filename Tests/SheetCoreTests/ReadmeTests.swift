import Foundation
import Testing

@testable import SheetCore

struct ReadmeTests {
    /// The README's flag table is the one `Flag.table` generates (`make readme` rewrites it).
    @Test func readmeFlagTableMatchesTheFlagTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- flags:begin -->\n"))
        let end = try #require(text.range(of: "\n<!-- flags:end -->"))
        #expect(String(text[begin.upperBound..<end.lowerBound]) == Help.markdown, "run `make readme`")
    }
}
