/// One command-line flag: its name, the value it takes, its default, valid range and help.
///
/// `Flag.table` is the single source for parsing, `--help`, validation and the README's list.
package struct Flag: Sendable {
    /// The value a flag takes, which decides how it is parsed and described.
    package enum Kind: Sendable {
        /// A decimal number within the range.
        case number(NumberRange)
        /// A whole number within the range.
        case integer(ClosedRange<Int>)
        /// One of these words.
        case choice([String])
        /// "page" or a detent name; which ones depends on the style.
        case startName
        /// "none" or a detent name.
        case detentName
        /// `--detents`: `[NAME=]VALUE,...`.
        case detentList
        /// Four numbers x1,y1,x2,y2: a cubic Bézier timing curve.
        case curve
        /// Two names, comma-separated.
        case pair
        /// A window size, `WxH` in points.
        case size
        /// A file or directory, read or written as the role says.
        case path(PathRole)
        /// No value: given means on.
        case toggle
    }

    /// What a path flag names: a file read, or an output the run writes.
    package enum PathRole: Sendable {
        /// An existing file the run reads.
        case read
        /// A new file, never replacing one.
        case write
        /// A directory that files are written into.
        case directory
        /// An existing, writable directory that new files are written into.
        case existingDirectory
    }

    /// Whose value a flag sets: the sheet's (exported, in config files and traces, on the
    /// panel) or the run's (how it is shown, read and written). Decided by the type the flag's
    /// key path starts at, `SheetConstants` or `RunOptions`.
    package enum Scope: Sendable {
        /// A constant of the sheet: exported, in config files and traces, on the panel.
        case sheet
        /// An option of the run: never exported, nor carried by `.reconfigure`.
        case run
    }

    /// The flag's name, typed.
    package let id: FlagName
    /// The flag's name without the dashes, as typed and as the config file's key.
    package var name: String { id.rawValue }
    /// What sort of value it takes, which decides how `--help` shows it and how it is parsed.
    package let kind: Kind
    /// Whether it sets the sheet's constants or the run's options.
    package let scope: Scope
    /// Whether every style reads it (else only the styles whose `usedFlags` name it): every
    /// run option but the content, which only styles with a body show; of the sheet's,
    /// those every machine reads.
    package let readByEveryStyle: Bool
    /// The unit printed after the default ("pt", "s", "pt/s"), empty when none.
    package let unit: String
    /// The one-line explanation `--help` prints for it.
    package let help: String
    /// The write-up (or product decision) the default comes from.
    package let source: String
    /// The default where a style's write-up differs from `--style sheet`'s, as text the flag
    /// reads (`Configuration(style:)` applies them).
    package let styleDefaults: [StyleKind: String]
    let read: @Sendable (Configuration) -> String
    let write: @Sendable (inout Configuration, String) throws(UsageError) -> Void

    /// A flag of `Root` (the sheet's constants or the run's options); `everyStyle` says
    /// whether every style reads it (by default: a run option does, a constant does not).
    init<Root: FlagRoot>(
        name: FlagName, in root: Root.Type, kind: Kind, unit: String, help: String, source: String,
        everyStyle: Bool? = nil, styleDefaults: [StyleKind: String] = [:],
        read: @escaping @Sendable (Root) -> String,
        write: @escaping @Sendable (inout Root, String) throws(UsageError) -> Void
    ) {
        self.id = name
        self.kind = kind
        self.unit = unit
        self.help = help
        self.source = source
        self.styleDefaults = styleDefaults
        self.scope = Root.scope
        self.readByEveryStyle = everyStyle ?? (Root.scope == .run)
        self.read = { read($0[keyPath: Root.part]) }
        self.write = { configuration, text throws(UsageError) in
            try write(&configuration[keyPath: Root.part], text)
        }
    }

    /// The value placeholder shown in `--help` ("PT", "S", "WxH", …).
    package var valueName: String {
        switch kind {
        case .number, .integer:
            switch unit {
            case "pt": return "PT"
            case "s": return "S"
            case "pt/s": return "PT/S"
            default: return "N"
            }
        case .choice(let options): return options.joined(separator: "|")
        case .startName, .detentName: return "NAME"
        case .detentList: return "LIST"
        case .curve: return "X1,Y1,X2,Y2"
        case .pair: return "A,B"
        case .size: return "WxH"
        case .path(.read): return "PATH"
        case .path(.write): return "FILE"
        case .path(.directory): return "DIR"
        case .path(.existingDirectory): return "DIR"
        case .toggle: return ""
        }
    }

    /// The allowed values in words, as `--help` and errors state them.
    package var allowed: String {
        switch kind {
        case .number(let range): return range.text
        case .integer(let range): return "\(range.lowerBound)..\(range.upperBound)"
        case .choice(let options): return "one of " + options.joined(separator: ", ")
        case .startName:
            return StyleKind.allCases.map {
                "\($0.rawValue): "
                    + $0.startNames(Configuration(style: $0).constants).joined(separator: ", ")
            }
            .joined(separator: "; ")
        case .detentName: return "none or a detent's name"
        case .detentList: return "[NAME=]VALUE,... rising, above \(flag: .dismissHeight)"
        case .curve: return "x1, x2 in 0..1"
        case .pair: return "preset, style or config file, twice"
        case .size: return "WxH, each 1..16384"
        case .path(.read): return "a readable file"
        case .path(.write): return "a new file (never replaced)"
        case .path(.directory): return "a directory (created if missing)"
        case .path(.existingDirectory): return "an existing writable directory"
        case .toggle: return "no value"
        }
    }

    /// Whether `--export` reads it, though it is no constant: the config file that feeds the
    /// constants exported, and the directory the export goes to.
    package var feedsExport: Bool { id == .config || id == .exportDir }

    /// The styles that read this flag.
    package var styles: [StyleKind] {
        StyleKind.allCases.filter {
            readByEveryStyle || Configuration(style: $0).sheetStyle.usedFlags.contains(id)
        }
    }

    /// The default value as text: the first style's that reads it, then where others differ
    /// ("0.6 (half 0.5, card 0.3)").
    package var defaultText: String {
        // The style flag picks the defaults rather than having one per style.
        let values =
            id == .style
            ? [(StyleKind.sheet, read(Configuration()))]
            : styles.map { ($0, read(Configuration(style: $0))) }
        guard let first = values.first else { return read(Configuration()) }
        let unit = self.unit.isEmpty ? "" : " \(self.unit)"
        let others = values.filter { $0.1 != first.1 }.map { "\($0.0.rawValue) \($0.1)" }
        return first.1 + unit + (others.isEmpty ? "" : " (" + others.joined(separator: ", ") + ")")
    }

    /// Which styles read it, in words ("all styles", "sheet, half").
    package var stylesText: String {
        let using = styles
        return using.count == StyleKind.allCases.count
            ? "all styles" : using.map(\.rawValue).joined(separator: ", ")
    }

    /// This flag's value in `configuration`, as text.
    package func value(in configuration: Configuration) -> String { read(configuration) }

    /// This sheet flag's value in `constants` (a run's flag reads its default).
    package func value(in constants: SheetConstants) -> String {
        var configuration = Configuration()
        configuration.constants = constants
        return read(configuration)
    }

    /// Sets this flag's value in `configuration` from `text`, or says what is wrong with it.
    package func apply(_ text: String, to configuration: inout Configuration) throws(UsageError) {
        try write(&configuration, text)
    }
}

extension Flag {
    static func number<Root: FlagRoot>(
        _ name: FlagName, _ keyPath: WritableKeyPath<Root, Double> & Sendable, unit: String,
        range: NumberRange, source: String, help: String, everyStyle: Bool? = nil,
        byStyle: [StyleKind: Double] = [:]
    ) -> Flag {
        Flag(
            name: name, in: Root.self, kind: .number(range), unit: unit, help: help, source: source,
            everyStyle: everyStyle, styleDefaults: byStyle.mapValues(Format.exact),
            read: { Format.exact($0[keyPath: keyPath]) },
            write: { configuration, text throws(UsageError) in
                guard text.trimmingSpaces.allSatisfy({ "0123456789.+-eE".contains($0) }),
                    let value = Double(text.trimmingSpaces), value.isFinite
                else {
                    throw UsageError(
                        "--\(name): '\(Format.echo(text))' is not a number (allowed: \(range.text))"
                    )
                }
                guard range.contains(value) else {
                    throw UsageError(
                        "--\(name): \(Format.echo(text)) is out of range "
                            + "(allowed: \(range.text)\(unit.isEmpty ? "" : " " + unit))")
                }
                configuration[keyPath: keyPath] = value
            })
    }

    static func integer<Root: FlagRoot>(
        _ name: FlagName, _ keyPath: WritableKeyPath<Root, Int> & Sendable, unit: String,
        range: ClosedRange<Int>, source: String, help: String, everyStyle: Bool? = nil
    ) -> Flag {
        Flag(
            name: name, in: Root.self, kind: .integer(range), unit: unit, help: help,
            source: source,
            everyStyle: everyStyle,
            read: { String($0[keyPath: keyPath]) },
            write: { configuration, text throws(UsageError) in
                configuration[keyPath: keyPath] = try parseInteger(
                    text, flag: name.rawValue, range: range)
            })
    }

    /// An integer flag that may be unset (`unset` is its default in words).
    static func integer<Root: FlagRoot>(
        _ name: FlagName, _ keyPath: WritableKeyPath<Root, Int?> & Sendable, unset: String,
        range: ClosedRange<Int>, source: String, help: String, everyStyle: Bool? = nil
    ) -> Flag {
        Flag(
            name: name, in: Root.self, kind: .integer(range), unit: "", help: help, source: source,
            everyStyle: everyStyle,
            read: { $0[keyPath: keyPath].map(String.init) ?? unset },
            write: { configuration, text throws(UsageError) in
                configuration[keyPath: keyPath] = try parseInteger(
                    text, flag: name.rawValue, range: range)
            })
    }

    static func parseInteger(
        _ text: String, flag name: String, range: ClosedRange<Int>
    ) throws(UsageError) -> Int {
        guard let value = Int(text.trimmingSpaces) else {
            throw UsageError(
                "--\(name): '\(Format.echo(text))' is not a whole number "
                    + "(allowed: \(range.lowerBound)..\(range.upperBound))")
        }
        guard range.contains(value) else {
            throw UsageError(
                "--\(name): \(Format.echo(text)) is out of range "
                    + "(allowed: \(range.lowerBound)..\(range.upperBound))")
        }
        return value
    }

    static func choice<Root: FlagRoot, Value: RawRepresentable & CaseIterable & Sendable>(
        _ name: FlagName, _ keyPath: WritableKeyPath<Root, Value> & Sendable, source: String,
        help: String, everyStyle: Bool? = nil
    ) -> Flag where Value.RawValue == String {
        let options = Value.allCases.map(\.rawValue)
        return Flag(
            name: name, in: Root.self, kind: .choice(options), unit: "", help: help, source: source,
            everyStyle: everyStyle,
            read: { $0[keyPath: keyPath].rawValue },
            write: { configuration, text throws(UsageError) in
                guard let value = Value(rawValue: text) else {
                    throw UsageError(
                        "--\(name): unknown value '\(Format.echo(text))' "
                            + "(allowed: \(options.joined(separator: ", ")))")
                }
                configuration[keyPath: keyPath] = value
            })
    }

    /// A path flag; `unset` is its default in words ("built-in" where SheetLab has its own).
    /// With `png`, the path must end in `.png` (the output is a PNG image).
    static func path<Root: FlagRoot>(
        _ name: FlagName, _ keyPath: WritableKeyPath<Root, String?> & Sendable,
        role: PathRole = .read, unset: String = "none", png: Bool = false, source: String,
        help: String, everyStyle: Bool? = nil
    ) -> Flag {
        Flag(
            name: name, in: Root.self, kind: .path(role), unit: "", help: help, source: source,
            everyStyle: everyStyle,
            read: { $0[keyPath: keyPath] ?? unset },
            write: { configuration, text throws(UsageError) in
                guard !text.isEmpty else { throw UsageError("--\(name): the path is empty") }
                if png { try checkPNGName(text, option: "--\(name)") }
                configuration[keyPath: keyPath] = text
            })
    }

    /// An output that writes PNG data is named so: `shot.jpg` holding PNG bytes would mislead
    /// every program that opens it (`--filmstrip`, `plot --out`, `matrix --out`).
    package static func checkPNGName(_ path: String, option: String) throws(UsageError) {
        guard path.lowercased().hasSuffix(".png") else {
            throw UsageError("\(option) \(Format.echo(path)): writes a PNG image; name it .png")
        }
    }

    static func toggle<Root: FlagRoot>(
        _ name: FlagName, _ keyPath: WritableKeyPath<Root, Bool> & Sendable, source: String,
        help: String, everyStyle: Bool? = nil
    ) -> Flag {
        Flag(
            name: name, in: Root.self, kind: .toggle, unit: "", help: help, source: source,
            everyStyle: everyStyle,
            read: { $0[keyPath: keyPath] ? "on" : "off" },
            write: { configuration, _ throws(UsageError) in configuration[keyPath: keyPath] = true }
        )
    }
}

extension String {
    var trimmingSpaces: Substring {
        var view = self[...]
        while view.first == " " { view.removeFirst() }
        while view.last == " " { view.removeLast() }
        return view
    }
}
