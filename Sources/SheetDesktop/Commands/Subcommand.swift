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

/// Ends the process with `code`.
func exit(_ code: ExitCode) -> Never { Glibc.exit(code.rawValue) }
