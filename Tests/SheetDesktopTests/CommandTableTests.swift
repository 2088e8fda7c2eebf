import SheetCore
import Testing

@testable import SheetDesktop

/// The subcommands are one table, dispatched by their word; every exit is an `ExitCode`.
@MainActor
struct CommandTableTests {
    @Test func eachSubcommandHasItsOwnWord() {
        let names = Commands.table.map { $0.name }
        #expect(names == ["plot", "matrix", "explain", "gestures"])
        #expect(Set(names).count == names.count)
    }

    /// The man page and the bash completion list the commands this table dispatches.
    @Test func theInstalledDocumentsListEverySubcommand() {
        #expect(Help.subcommands.map(\.name) == Commands.table.map { $0.name })
    }

    @Test func aSignalsStatusIs128PlusItsNumberAndIsNotListed() {
        #expect(ExitCode.signal(15).rawValue == 143)
        #expect(Interrupt.status(2) == .signal(2))
        #expect(!ExitCode.allCases.contains(.signal(15)))
        #expect(
            ExitCode.allCases.map(\.rawValue) == [0, 64, 65, 66, 69, 70, 73, 74],
            "the codes --help lists, unchanged")
    }
}
