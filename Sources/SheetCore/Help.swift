/// The `--help` text and the README's flag table, both generated from `Flag.table`.
public enum Help {
    /// The full `--help` text.
    public static var text: String {
        var lines = [
            "SheetLab \(sheetLabVersion) - feel and tune an iOS-style bottom sheet.",
            "",
            "Usage: SheetDesktop [--flag value | --flag=value]...",
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
        lines += [
            "  --export json|swift",
            "      Write the constants to sheet-config.json (loadable with --config) or SheetConstants.swift,",
            "      never replacing a file (sheet-config-2.json, ...), print the path and exit.",
            "  --help", "      Print this help and exit.",
            "  --version", "      Print the version and exit.",
            "",
            "Styles: sheet (seed 000), fixed (001), modal (002), half (003), card and peek (004).",
            "Mouse: click Get Started (or Enter/Space) to present; drag the sheet or the dim;",
            "click the dim or press Esc to dismiss; Up/Down step between detents; E exports the constants.",
            "Exit codes: 64 bad flag, 65 bad --config or --content file, 66 unreadable file,",
            "69 no display (set SDL_VIDEODRIVER), 73 cannot write an export.",
        ]
        return lines.joined(separator: "\n")
    }

    /// The flag table in Markdown, as the README shows it.
    public static var markdown: String {
        var lines = ["| flag | default | allowed | styles | from | what it does |", "|---|---|---|---|---|---|"]
        for flag in Flag.table {
            let name = "`--\(flag.name)" + (flag.valueName.isEmpty ? "" : " \(flag.valueName)") + "`"
            let allowed = flag.allowed.replacingPipes
            lines.append(
                "| \(name.replacingPipes) | \(flag.defaultText) | \(allowed) | \(flag.stylesText) | \(flag.source) | \(flag.help) |")
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
