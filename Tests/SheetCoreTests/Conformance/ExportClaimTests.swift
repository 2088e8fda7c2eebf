import Testing

@testable import SheetCore

/// What an export's comments say its library does is itself checked by the model read from
/// the file's code (issue 40): a file that says its sheet "opens partially expanded" while
/// its state skips partial expansion fails here.
struct ExportClaimTests {
    /// The claims in `text`'s comments the model of `facts` refutes, each a line.
    static func falseClaims(_ text: String, _ facts: SheetFacts) -> [String] {
        let prose = ExportConformanceTests.paragraphs(text).joined(separator: " ")
        var refuted: [String] = []
        func near(_ a: Double, _ b: Double?) -> Bool { b.map { abs(a - $0) <= 0.5 } ?? false }
        let opening = Format.exact(facts.opening)
        if prose.contains("opens expanded instead"), !near(facts.opening, facts.rests.max()) {
            refuted.append("says it opens expanded; it opens at \(opening)")
        }
        if prose.contains("opens partially expanded instead"),
            !(facts.rests.count == 2 && near(facts.opening, facts.rests.first))
        {
            refuted.append("says it opens partially expanded; it opens at \(opening)")
        }
        if prose.contains("it opens at the lowest"), !near(facts.opening, facts.rests.min()) {
            refuted.append("says it opens at the lowest; it opens at \(opening)")
        }
        if prose.contains("a downward flick faster than 2 px/ms closes"),
            case .vaul(let vaul)? = facts.release,
            !vaul.dismissible || vaul.snapToSequentialPoint
        {
            refuted.append("says a fast flick down closes it; the drawer is not closed so")
        }
        if prose.contains("a slight downward fling from the lowest size closes it"),
            case .flutter(let flutter)? = facts.release, !flutter.closes
        {
            refuted.append("says a slight fling down from the lowest closes it; it does not")
        }
        return refuted
    }

    @Test(arguments: ExportConformanceTests.platforms.map(\.name))
    func everyClaimHolds(_ name: String) throws {
        let platform = try #require(ExportConformanceTests.platforms.first { $0.name == name })
        var checked = 0
        for (caseName, flags) in try ExportConformanceTests.cases() {
            let configuration = try parsedRun(flags)
            guard ConfigFile.platformSheet(configuration) != nil else { continue }
            let texts = ConfigFile.files(configuration, as: platform.format).files.map(\.text)
            let facts = try platform.model(texts, PlatformScreen(configuration))
            let refuted = Self.falseClaims(texts.joined(separator: "\n"), facts)
            #expect(refuted.isEmpty, "\(name), \(caseName): \(refuted)")
            checked += 1
        }
        #expect(checked > 0)
    }

    /// The check is not blind: a Compose file claiming partial expansion its state skips,
    /// and a vaul drawer kept from closing under a comment that says a flick closes it, fail.
    @Test func aFalseClaimIsCaught() throws {
        let configuration = try parsedRun(["--detents", "small=250,max"])
        let compose = try #require(ExportConformanceTests.platforms.first { $0.name == "Compose" })
        let text = ConfigFile.files(configuration, as: .compose).files[0].text
        #expect(text.contains("opens expanded instead"))
        let screen = PlatformScreen(configuration)
        #expect(Self.falseClaims(text, try compose.model([text], screen)).isEmpty)
        let claimed = text.replacingOccurrences(
            of: "opens expanded instead", with: "opens partially expanded instead")
        #expect(!Self.falseClaims(claimed, try compose.model([claimed], screen)).isEmpty)
        let vaul = try #require(ExportConformanceTests.platforms.first { $0.name == "vaul" })
        let drawer = ConfigFile.files(configuration, as: .vaul).files[0].text
        #expect(drawer.contains("a downward flick faster than 2 px/ms closes"))
        #expect(Self.falseClaims(drawer, try vaul.model([drawer], screen)).isEmpty)
        let kept = drawer.replacingOccurrences(
            of: "      shouldScaleBackground\n",
            with: "      shouldScaleBackground\n      snapToSequentialPoint\n")
        #expect(kept != drawer)
        #expect(!Self.falseClaims(kept, try vaul.model([kept], screen)).isEmpty)
    }
}
