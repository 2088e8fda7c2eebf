/// The `--help` text and the README's flag table, both generated from `Flag.table`.
public enum Help {
    /// The full `--help` text.
    public static var text: String {
        var lines = [
            "SheetLab \(sheetLabVersion) - feel and tune an iOS-style bottom sheet.",
            "",
            "Usage: SheetDesktop [--flag value | --flag=value]...",
            "       \(plotUsage)",
            "",
            "Flags (default, allowed values, source):",
        ]
        for flag in Flag.table {
            let head = "  --\(flag.name)" + (flag.valueName.isEmpty ? "" : " \(flag.valueName)")
            lines.append(head)
            lines.append("      \(flag.help)")
            lines.append("      default: \(flag.defaultText); allowed: \(flag.allowed)")
            lines.append("      styles: \(flag.stylesText); from \(flag.source)")
        }
        for command in commands {
            lines.append("  \(command.name)")
            lines.append("      \(command.help)")
        }
        lines += [
            "",
            "Commands:",
            "  \(plotUsage)",
            "      \(plotHelp)",
            "",
            "Styles: sheet (seed 000), fixed (001), modal (002), half (003), card and peek (004).",
            "Mouse: click Get Started (or Enter/Space) to present; drag the sheet or the dim;",
            "click the dim or press Esc to dismiss; Up/Down step between detents; E exports the constants.",
            "Exit codes: 64 bad flag, 65 bad --config or --content file, 66 unreadable file,",
            "69 no display (set SDL_VIDEODRIVER), 73 cannot write an export.",
        ]
        return lines.joined(separator: "\n")
    }

    /// `plot`'s synopsis, as `--help` and its own usage errors give it.
    public static let plotUsage = "SheetDesktop plot TRACE --out FILE.png [--scale N]"
    static let plotHelp =
        "Output: writes height and velocity over time of a replayed trace, its detents and decisions, "
        + "into a new PNG (--scale 1..4, default 2), then exits."

    /// The flags that are commands rather than settings: not in `Flag.table`, but in `--help`
    /// and the README's table all the same.
    public static let commands: [(name: String, allowed: String, help: String)] = [
        (
            "--export json|swift", "one of json, swift",
            "Output: writes the constants to sheet-config.json (loadable with --config) or SheetConstants.swift, "
                + "never replacing a file (sheet-config-2.json, ...), prints the path and exits."
        ),
        (
            "-h, --help", "no value",
            "Print this help and exit (with any other valid flags; an unknown one is still an error)."
        ),
        ("--version", "no value", "Print the version and exit."),
    ]

    /// The flag table in Markdown, as the README shows it.
    public static var markdown: String {
        var lines = ["| flag | default | allowed | styles | from | what it does |", "|---|---|---|---|---|---|"]
        for flag in Flag.table {
            let name = "`--\(flag.name)" + (flag.valueName.isEmpty ? "" : " \(flag.valueName)") + "`"
            let allowed = flag.allowed.replacingPipes
            lines.append(
                "| \(name.replacingPipes) | \(flag.defaultText) | \(allowed) | \(flag.stylesText) | \(flag.source) | \(flag.help) |")
        }
        for command in commands {
            let name = command.name.split(separator: ", ").map { "`\($0)`" }.joined(separator: ", ")
            lines.append(
                "| \(name.replacingPipes) | off | \(command.allowed) | all styles | SheetLab | \(command.help) |")
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate var replacingPipes: String {
        var result = ""
        for character in self { result += character == "|" ? "\\|" : String(character) }
        return result
    }
}
