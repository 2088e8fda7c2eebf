import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// What the command line asks for, dispatched from one table: a subcommand by its word, or
/// else a run of the app (`RunCommand`: flags, the window, a headless replay, an export).
@MainActor
enum Commands {
    /// Every subcommand.
    static let table: [any Subcommand.Type] = [
        PlotCommand.self, MatrixCommand.self, ExplainCommand.self, GesturesCommand.self,
    ]

    /// Runs what `arguments` (the command line without the program's name) ask for.
    static func run(_ arguments: [String]) -> ExitCode {
        if let word = arguments.first, let subcommand = table.first(where: { $0.name == word }) {
            return subcommand.run(Array(arguments.dropFirst()))
        }
        return RunCommand.run(arguments)
    }
}
