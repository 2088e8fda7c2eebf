import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// A command named by the word that starts the command line (`SheetDesktop plot ...`): that
/// word, and how it runs with the arguments after it.
@MainActor
protocol Subcommand {
    /// The word that names it.
    static var name: String { get }
    /// Runs with `arguments` (those after the word); how the process ends.
    static func run(_ arguments: [String]) -> ExitCode
}

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

/// Ends the process with `code`.
func exit(_ code: ExitCode) -> Never { Glibc.exit(code.rawValue) }
