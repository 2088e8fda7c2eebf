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

/// The tuning constants as a file: JSON that `--config` loads back exactly, and a Swift
/// snippet for an iOS engineer.
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

    /// The configuration as JSON, one key per line (or all on one with `compact`); numbers
    /// exact, so it reads back the same. With a detent list, the two-detent shorthand's
    /// `default-height` is left out: the list sets every detent, and a key there would invite
    /// edits that change nothing (files that have both still read, the key ignored as before).
    package static func json(_ configuration: Configuration, compact: Bool = false) -> String {
        let text = object(configuration, layout: compact ? .spacedKeys : .lines).text
        return compact ? text : text + "\n"
    }

    /// The configuration as a JSON object (see `json`), for a file or inside a trace line.
    static func object(_ configuration: Configuration, layout: JSONLayout) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("sheetlab", .integer(version))]
        for flag in flags where !(configuration.detents != nil && flag.name == "default-height") {
            let text = flag.value(in: configuration)
            let value: JSONOutput
            switch flag.kind {
            // A number flag reads as `Format.exact`'s digits, which `.exact` writes again.
            case .number: value = Double(text).map(JSONOutput.exact) ?? .string(text)
            case .integer: value = Int(text).map(JSONOutput.integer) ?? .string(text)
            case .toggle: value = .bool(text == "on")
            default: value = .string(text)
            }
            members.append((flag.name, value))
        }
        return .object(members, layout: layout)
    }

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

extension ConfigFile {
    /// What `--export FORMAT` writes: each file's text, name and extension, and what joins a
    /// taken name to its number (`sheet-config-2.json`, `bottom_sheet_2.xml`).
    package static func files(_ configuration: Configuration, as format: ExportFormat) -> (
        files: [(text: String, stem: String, ext: String)], separator: String
    ) {
        let c = configuration
        // UIKit and SwiftUI measure heights above the bottom safe area, as SheetLab does on a
        // device; the other platforms from the screen's edge.
        let edge = configuration.heightsFromTheScreensEdge
        switch format {
        case .json: return ([(json(c), "sheet-config", "json")], "-")
        case .swift: return ([(swift(c), "SheetConstants", "swift")], "-")
        case .swiftui: return ([(swiftUI(c), "SheetView", "swift")], "-")
        case .compose: return ([(compose(edge), "Sheet", "kt")], "-")
        case .vaul: return ([(vaul(edge), "SheetDrawer", "tsx")], "-")
        case .gorhom: return ([(gorhom(edge), "SheetBottomSheet", "tsx")], "-")
        case .flutter: return ([(flutter(edge), "sheet", "dart")], "-")
        case .android:
            // Android resource names take only a-z, 0-9 and _: bottom_sheet_2.xml, not -2.
            let files = android(edge)
            let layout = (files.layout, "bottom_sheet", "xml")
            return ([layout, (files.kotlin, "BottomSheet", "kt")], "_")
        }
    }
}
