/// `--export json`: the constants as the file `--config` reads back (see `ConfigFile`).
extension ConfigFile {
    /// The configuration as JSON, one key per line (or all on one with `compact`); numbers
    /// exact, so it reads back the same. With a detent list, the two-detent shorthand's
    /// `default-height` is left out: the list sets every detent, and a key there would invite
    /// edits that change nothing (files that have both still read, the key ignored as before).
    package static func json(_ constants: SheetConstants, compact: Bool = false) -> String {
        let text = object(constants, layout: compact ? .spacedKeys : .lines).text
        return compact ? text : text + "\n"
    }

    /// The configuration as a JSON object (see `json`), for a file or inside a trace line.
    static func object(_ constants: SheetConstants, layout: JSONLayout) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("sheetlab", .integer(version))]
        for flag in flags
        where !(constants.detents != nil && flag.id == .defaultHeight) {
            let text = flag.value(in: constants)
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
}
