/// What the command line asks for.
public enum Command: Equatable, Sendable {
    case run(Configuration)
    case help
    case helpMarkdown
    case version
    /// `--export json|swift`: write the constants to a file and exit.
    case export(Configuration, ExportFormat)
}

/// What `--export` writes.
public enum ExportFormat: String, CaseIterable, Sendable {
    case json, swift
}

/// SheetLab's version, printed by `--version`.
public let sheetLabVersion = "0.1.0"

extension Command {
    /// Parses GNU-style arguments (`--name value`, `--name=value`) into a command.
    ///
    /// Every value is checked against `Flag.table`, then the detents against each other.
    ///
    /// `fileEntries` are the values of a `--config` file (checked by `ConfigFile.entries`):
    /// they apply after the style's and the preset's defaults and before the flags given.
    public static func parse(_ arguments: [String], fileEntries: [(Flag, String)] = []) throws(UsageError) -> Command {
        var given: [(Flag, String)] = []
        var seen: Set<String> = []
        var export: ExportFormat?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                throw UsageError("unexpected argument '\(argument)' (flags start with --; see --help)")
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            switch name {
            case "help": return .help
            case "help-markdown": return .helpMarkdown
            case "version": return .version
            case "export":
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError("--export needs a value (one of json, swift)") }
                    value = arguments[index]
                    index += 1
                }
                guard let format = ExportFormat(rawValue: value) else {
                    throw UsageError("--export: unknown value '\(value)' (allowed: json, swift)")
                }
                guard export == nil else { throw UsageError("--export is given twice") }
                export = format
                continue
            default: break
            }
            guard let flag = Flag.named(name) else {
                throw UsageError("unknown flag --\(name) (see --help)")
            }
            guard !seen.contains(name) else { throw UsageError("--\(name) is given twice") }
            seen.insert(name)
            if case .toggle = flag.kind {
                if inlineValue != nil { throw UsageError("--\(name) takes no value") }
                given.append((flag, ""))
                continue
            }
            if let inlineValue {
                given.append((flag, inlineValue))
            } else {
                guard index < arguments.count, !(arguments[index].hasPrefix("--") && arguments[index].count > 2) else {
                    throw UsageError("--\(name) needs a value (\(flag.allowed))")
                }
                given.append((flag, arguments[index]))
                index += 1
            }
        }
        // The style's defaults first, then the preset's (which may depend on the window),
        // then every flag given, so that flags always win.
        var scratch = Configuration()
        for (flag, value) in fileEntries + given { try flag.apply(value, to: &scratch) }
        var configuration = Configuration(style: scratch.style)
        configuration.window = scratch.window
        if configuration.style == .sheet { scratch.preset.apply(to: &configuration) }
        for (flag, value) in fileEntries + given { try flag.apply(value, to: &configuration) }
        // Only flags typed on the command line are noted when the style ignores them; a config
        // file holds every constant by design.
        configuration.explicitFlags = seen
        try configuration.validate()
        if let export { return .export(configuration, export) }
        return .run(configuration)
    }
}

extension Configuration {
    /// Checks what no single flag can: the start position, and that the style's detents fit
    /// the window (for the sheet: 0 < dismiss < default < max = window height - top inset).
    public func validate() throws(UsageError) {
        let starts = style.startNames(self)
        guard starts.contains(start) else {
            throw UsageError(
                "--start: unknown value '\(start)' for --style \(style.rawValue) (allowed: \(starts.joined(separator: ", ")))")
        }
        if let scale, max(window.width, window.height) * Double(scale) > 16384 {
            throw UsageError(
                "--window \(window) at --scale \(scale) is \(Format.number(window.width * Double(scale)))x"
                    + "\(Format.number(window.height * Double(scale))) pixels (allowed: each side up to 16384)")
        }
        if headless, replayPath == nil { throw UsageError("--headless needs --replay (a window-less run replays a trace)") }
        for (flag, path) in [("frames", framesPath), ("filmstrip", filmstripPath)] where path != nil && replayPath == nil {
            throw UsageError("--\(flag) needs --replay (it writes the replayed frames)")
        }
        if compare != nil, panel { throw UsageError("--panel tunes one phone; it cannot be used with --compare") }
        if recordPath != nil, replayPath != nil { throw UsageError("--record and --replay cannot be used together") }
        let windowHeight = Format.number(window.height)
        switch style {
        case .sheet: break
        case .fixed:
            guard panelHeight <= window.height else {
                throw UsageError("--panel-height \(Format.number(panelHeight)) must not exceed the window height \(windowHeight)")
            }
            return
        case .card:
            guard cardTop < window.height else {
                throw UsageError("--card-top \(Format.number(cardTop)) must be below the window height \(windowHeight)")
            }
            return
        case .peek:
            guard peekHeight < window.height / 2 else {
                throw UsageError(
                    "--peek-height \(Format.number(peekHeight)) must be below half the window height \(windowHeight)")
            }
            return
        case .modal, .half: return
        }
        let maxHeight = maxHeight(windowHeight: window.height)
        let dismiss = Format.number(dismissHeight)
        let standard = Format.number(defaultHeight)
        guard dismissHeight < defaultHeight else {
            throw UsageError("--dismiss-height \(dismiss) must be below --default-height \(standard)")
        }
        guard defaultHeight < maxHeight else {
            throw UsageError(
                "--default-height \(standard) must be below the max height \(Format.number(maxHeight)) "
                    + "(--window height \(Format.number(window.height)) - --top-inset \(Format.number(topInset)))")
        }
    }
}
