/// An explanation whose outcome is not what the machine decided: a bug, exit 70.
package struct ExplanationMismatch: ExitCodeError, Equatable {
    /// The line for stderr.
    package let message: String
    /// A mismatch described by `message`.
    package init(_ message: String) { self.message = message }
    /// 70 (EX_SOFTWARE): an internal failure.
    package var exitCode: ExitCode { .software }
    /// The message alone, as stderr shows it.
    package var description: String { message }
}
