import CSDL2
import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// A font file could not be used: one line for stderr, exit 66 (EX_NOINPUT).
package struct FontError: ExitCodeError {
    /// The line for stderr, naming the file and why it cannot be used.
    package let message: String
    /// A font error that prints `message`.
    package init(message: String) { self.message = message }
    /// 66 (EX_NOINPUT): an input file cannot be used.
    package var exitCode: ExitCode { .noInput }
    /// The message alone, as stderr shows it.
    package var description: String { message }
}
