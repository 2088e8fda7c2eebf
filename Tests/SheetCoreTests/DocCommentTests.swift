import Foundation
import Testing

/// Every declaration other modules of the package can use (`package` access) says what it is:
/// a `///` comment directly above it, or above its attributes. One without fails here, named
/// by file and line.
struct DocCommentTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// The `file:line` of each `package` declaration in `text` with no `///` line above it,
    /// attribute lines (`@…`) between the two skipped.
    static func undocumented(in text: String, file: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var missing: [String] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("package ") {
            var above = index - 1
            while above >= 0 && lines[above].hasPrefix("@") { above -= 1 }
            if above < 0 || !lines[above].hasPrefix("///") {
                missing.append("\(file):\(index + 1)")
            }
        }
        return missing
    }

    /// The scan itself: a bare declaration is found, one with a comment above it or above its
    /// attribute is not.
    @Test func theScanFindsADeclarationWithoutAComment() {
        let text = """
            /// Documented.
            package let a = 1
            package let b = 2
            /// Documented above its attribute.
            @inlinable
            package func c() {}
            @inlinable
            package func d() {}
            // A plain comment is not a doc comment.
            package var e = 3
            """
        #expect(
            Self.undocumented(in: text, file: "F.swift") == [
                "F.swift:3", "F.swift:8", "F.swift:10",
            ])
    }

    @Test(arguments: ["SheetCore", "SheetRender"])
    func everyPackageDeclarationHasADocComment(module: String) throws {
        let base = Self.sources.appendingPathComponent(module)
        let files = try FileManager.default.subpathsOfDirectory(atPath: base.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 5, "found \(files.count) Swift files under \(module)")
        var declarations = 0
        for file in files {
            let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
            declarations +=
                text.split(separator: "\n").filter {
                    $0.trimmingCharacters(in: .whitespaces).hasPrefix("package ")
                }.count
            for place in Self.undocumented(in: text, file: "Sources/\(module)/\(file)") {
                Issue.record("\(place): a package declaration without a /// comment")
            }
        }
        #expect(declarations > 0, "no package declarations under \(module)")
    }
}
