/// A subcommand's own options (`plot --out FILE`, `matrix --presets LIST`), declared as
/// values and read by the one `ArgumentReader`: each `--name VALUE` or `--name=VALUE` once,
/// words in order, and, where the subcommand takes them, the sheet's flags (its constants)
/// passed on as typed for the one flag parser to read.
package struct SubcommandOptions: Sendable {
    /// The options' names (without `--`); each takes a value.
    package let names: [String]
    /// The synopsis, as a usage error gives it ("usage: SheetDesktop plot ...").
    package let usage: String
    /// Whether the sheet's flags (`--detents`, `--dismiss-height`, a `--config` file) are
    /// taken after the subcommand's own options.
    package let takesSheetFlags: Bool
    /// What its words are, for a message ("trace").
    package let word: String

    /// Options named `names` (each taking a value), said wrong with `usage`.
    package init(
        _ names: [String], usage: String, takesSheetFlags: Bool = false, word: String = "trace"
    ) {
        self.names = names
        self.usage = usage
        self.takesSheetFlags = takesSheetFlags
        self.word = word
    }

    /// A command line as read.
    package struct Scanned: Equatable {
        /// Each option given, by name.
        package var values: [String: String] = [:]
        /// The words (paths, `gesture:NAME`), in order.
        package var words: [String] = []
        /// The sheet's flags as typed, each `--name` followed by its value (none for a
        /// toggle), for `Command.parse`.
        package var sheetFlags: [String] = []
        /// The sheet's flags given, in order.
        package var sheetFlagNames: [FlagName] = []
    }

    /// Whether the arguments ask for the subcommand's help (`--help` or `-h` anywhere).
    package static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.contains("--help") || arguments.contains("-h")
    }

    /// Reads `arguments` (those after the subcommand's word). A sheet flag is passed to
    /// `checkSheetFlag`, which refuses one the subcommand cannot take. A word that starts
    /// with a dash is refused: it is an option mistyped more often than a file so named.
    package func scan(
        _ arguments: [String], checkSheetFlag: (Flag) throws(UsageError) -> Void = { _ in }
    ) throws(UsageError) -> Scanned {
        var scanned = Scanned()
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument {
            case .word(let word):
                if word.hasPrefix("-") {
                    throw UsageError(
                        "unexpected argument '\(Format.echo(word))' (\(usage)); a "
                            + "\(self.word) named so is ./\(Format.echo(word))")
                }
                scanned.words.append(word)
            case .option(let name, let inline) where names.contains(name):
                guard scanned.values[name] == nil else {
                    throw UsageError("--\(name) is given twice (\(usage))")
                }
                guard let value = reader.value(inline: inline) else {
                    throw UsageError("--\(name) needs a value (\(usage))")
                }
                scanned.values[name] = value
            case .option(let name, let inline):
                guard takesSheetFlags else {
                    throw UsageError("unexpected argument '--\(Format.echo(name))' (\(usage))")
                }
                guard let flag = Flag.named(name) else {
                    throw UsageError("unknown flag --\(Format.echo(name)) (\(usage))")
                }
                try checkSheetFlag(flag)
                scanned.sheetFlagNames.append(flag.id)
                scanned.sheetFlags.append("--" + name)
                if case .toggle = flag.kind {
                    if inline != nil { throw UsageError("--\(name) takes no value") }
                    continue
                }
                guard let value = reader.value(inline: inline) else {
                    throw UsageError("--\(name) needs a value (\(flag.allowed))")
                }
                scanned.sheetFlags.append(value)
            }
        }
        return scanned
    }
}
