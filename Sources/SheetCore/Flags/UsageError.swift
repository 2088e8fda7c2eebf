/// A command-line mistake: one line for stderr, exit 64 (EX_USAGE).
package struct UsageError: ExitCodeError, Equatable {
    /// The line for stderr, naming the flag and what is wrong with it.
    package let message: String
    /// A usage error that prints `message`.
    package init(_ message: String) { self.message = message }
    /// 64 (EX_USAGE): the command line is wrong.
    package var exitCode: ExitCode { .usage }
    /// The message alone, as stderr shows it.
    package var description: String { message }
}
