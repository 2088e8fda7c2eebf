import CSDL2
import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// A failure to start the window: one line for stderr and its exit code.
struct StartError: ExitCodeError {
    let message: String
    let exitCode: ExitCode
    var description: String { message }
}
