import Testing

@testable import SheetCore

/// Flag names are typed (`FlagName`): one case per row of the table, in its order, so code
/// names a flag as `.dismissHeight` and `Flag.named` always finds it.
struct FlagNameTests {
    @Test func everyNameHasItsRowInTheTablesOrder() {
        #expect(Flag.table.map(\.id) == FlagName.allCases)
        for name in FlagName.allCases {
            #expect(Flag.named(name).name == name.rawValue)
            #expect(Flag.named(name.rawValue)?.id == name)
        }
        #expect(FlagName.dismissHeight.option == "--dismiss-height")
    }
}
