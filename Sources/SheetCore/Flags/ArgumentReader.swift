/// The one reader of command lines: the app's flags (`Command.scan`) and every subcommand's
/// options (`SubcommandOptions.scan`) are read through it, so `--name value`, `--name=value`,
/// `-h`, a value that is missing and a plain word are told apart the same way everywhere.
package struct ArgumentReader {
    /// One argument as read.
    package enum Argument: Equatable {
        /// `--name` or `--name=value` (`-h` is `help`).
        case option(name: String, inlineValue: String?)
        /// Anything else: a path, a gesture, a stray `-x`.
        case word(String)
    }

    private let arguments: [String]
    private var index = 0

    /// Reads `arguments` (the command line after the program's name, or a subcommand's word).
    package init(_ arguments: [String]) { self.arguments = arguments }

    /// Whether `argument` is written as an option: `--` and a name.
    package static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("--") && argument.count > 2
    }

    /// The next argument, or nil after the last.
    package mutating func next() -> Argument? {
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        index += 1
        if argument == "-h" { return .option(name: "help", inlineValue: nil) }
        guard Self.isOption(argument) else { return .word(argument) }
        let name = argument.dropFirst(2)
        guard let equals = name.firstIndex(of: "=") else {
            return .option(name: String(name), inlineValue: nil)
        }
        return .option(
            name: String(name[..<equals]), inlineValue: String(name[name.index(after: equals)...]))
    }

    /// The value of the option just read: its inline value, else the next argument, which is
    /// then taken. Nil when there is none, or when the next argument is itself an option
    /// (`--detents --start max` lacks a value) unless `takingOptions` (a value that may
    /// look like one).
    package mutating func value(inline: String?, takingOptions: Bool = false) -> String? {
        if let inline { return inline }
        guard index < arguments.count, takingOptions || !Self.isOption(arguments[index]) else {
            return nil
        }
        index += 1
        return arguments[index - 1]
    }
}
