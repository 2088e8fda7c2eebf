import Testing

@testable import SheetCore

/// A style's defaults are data in the flag table (`Flag.styleDefaults`): each lands in
/// `Configuration(style:)` as written, and every other flag keeps the sheet's default.
struct StyleDefaultTests {
    @Test(arguments: StyleKind.allCases)
    func eachStylesDefaultsAreItsRows(style: StyleKind) {
        let configuration = Configuration(style: style)
        for flag in Flag.table where flag.id != .style {
            let expected = flag.styleDefaults[style] ?? flag.value(in: Configuration())
            #expect(flag.value(in: configuration) == expected, "\(style): --\(flag.name)")
        }
    }

    @Test func theWriteUpsOwnNumbers() {
        #expect(Configuration(style: .card).constants.cornerRadius == 8)
        #expect(Configuration(style: .modal).constants.presentDuration == 0.6)
        #expect(Configuration(style: .peek).constants.start == "peek")
        #expect(Configuration(style: .fixed).constants.dimOutDuration == 0.5)
    }
}
