/// A bad `--config` file: one line naming the file, the key and the problem; exit 65.
package struct ConfigFileError: ExitCodeError, Equatable {
    /// The line for stderr, naming the file, the key and the problem.
    package let message: String
    /// A config file error that prints `message`.
    package init(_ message: String) { self.message = message }
    /// 65 (EX_DATAERR): the file was read but its contents are wrong.
    package var exitCode: ExitCode { .dataError }
    /// The message alone, as stderr shows it.
    package var description: String { message }
}

/// The tuning constants as a file: JSON that `--config` loads back exactly (written by
/// `ConfigFile+JSON.swift`), and the other platforms' exports (`Export/`).
package enum ConfigFile {
    /// The format's version, the file's first key.
    package static let version = 1

    /// The flags a config file holds, in `--help` order: the sheet's constants (a run's
    /// options describe this machine or this run, not the sheet's feel).
    package static var flags: [Flag] { Flag.table.filter { $0.scope == .sheet } }

    /// How much of a file's path a message echoes (more than of a value: paths run long).
    static let pathEchoLimit = 240

    /// The same, by name: one hashed look-up per key of a file, however many keys it has.
    static let flagsByName: [String: Flag] = Dictionary(
        uniqueKeysWithValues: flags.map { ($0.name, $0) })

    /// The flag values a config file sets, checked: each key known, each value of the right
    /// type and in range.
    package static func entries(_ text: String, path: String) throws(ConfigFileError) -> [(
        Flag, String
    )] {
        let path = Format.echo(path, limit: pathEchoLimit)
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw ConfigFileError("\(path): \(error.description)")
        }
        return try entries(root, path: path)
    }

    /// The same, from an already parsed object (a trace's header).
    package static func entries(_ root: JSONValue, path: String) throws(ConfigFileError) -> [(
        Flag, String
    )] {
        guard case .object(let members) = root else {
            throw ConfigFileError("\(path): expected a JSON object, found \(root.kind)")
        }
        var entries: [(Flag, String)] = []
        var scratch = Configuration()
        for (key, value) in members {
            if key == "sheetlab" {
                guard value == .number(Double(version)) else {
                    throw ConfigFileError(
                        "\(path): key 'sheetlab': this is format \(version), the file says "
                            + "\(describe(value))"
                    )
                }
                continue
            }
            guard let flag = flagsByName[key] else {
                throw ConfigFileError("\(path): unknown key '\(Format.echo(key))'")
            }
            let text: String
            switch (flag.kind, value) {
            case (.number, .number(let number)), (.integer, .number(let number)):
                text = Format.exact(number)
            case (.toggle, .bool(let on)):
                guard on else { continue }
                text = ""
            case (.number, _), (.integer, _):
                throw ConfigFileError("\(path): key '\(key)' must be a number, not \(value.kind)")
            case (.toggle, _):
                throw ConfigFileError(
                    "\(path): key '\(key)' must be true or false, not \(value.kind)")
            case (_, .string(let string)):
                text = string
            default:
                throw ConfigFileError("\(path): key '\(key)' must be a string, not \(value.kind)")
            }
            do {
                try flag.apply(text, to: &scratch)
            } catch {
                var reason = error.message
                if reason.hasPrefix("--\(key): ") { reason.removeFirst("--\(key): ".count) }
                throw ConfigFileError("\(path): key '\(key)': \(reason)")
            }
            entries.append((flag, text))
        }
        return entries
    }

    private static func describe(_ value: JSONValue) -> String {
        if case .number(let number) = value { return Format.exact(number) }
        return value.kind
    }
}
