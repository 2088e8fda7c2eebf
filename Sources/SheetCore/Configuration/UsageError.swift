/// An error that knows the process exit code it should end with (sysexits.h).
public protocol ExitCodeError: Error, CustomStringConvertible {
    /// The exit status: 64 usage, 65 bad data, 66 missing input, 69 unavailable service.
    var exitCode: Int32 { get }
}

/// A command-line mistake: one line for stderr, exit 64 (EX_USAGE).
public struct UsageError: ExitCodeError, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var exitCode: Int32 { 64 }
    public var description: String { message }
}
