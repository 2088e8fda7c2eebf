/// The `--help` text and the README's flag table, both generated from `Flag.table`.
package enum Help {
    /// The full `--help` text.
    package static var text: String {
        var lines = [
            "SheetLab \(sheetLabVersion) - feel and tune an iOS-style bottom sheet.",
            "",
            "Usage: SheetDesktop [--flag value | --flag=value]...",
            "       \(plotUsage)",
            "       \(matrixUsage)",
            "       \(explainUsage)",
            "       \(gesturesUsage)",
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
            // The same facts as a flag's row: a command is off unless given.
            lines.append("      default: off; allowed: \(command.allowed)")
            lines.append("      styles: all styles; from SheetLab")
        }
        lines += [
            "",
            "Commands:",
            "  \(plotUsage)",
            "      \(plotHelp)",
            "  \(matrixUsage)",
            "      \(matrixHelp)",
            "  \(explainUsage)",
            "      \(explainHelp)",
            "  \(gesturesUsage)",
            "      \(gesturesHelp)",
            "",
            "Styles: sheet (seed 000), fixed (001), modal (002), half (003), card and peek (004).",
            "Mouse: click Get Started to present; drag the sheet or the dim; "
                + "click the dim to dismiss.",
            "Touch: the first finger on a touchscreen does what the mouse does.",
            "Trackpad: a two-finger scroll drags the sheet (with natural scrolling it follows the",
            "fingers) and lets it go 0.1 s after the scroll stops.",
            "",
            "Keys:",
        ]
        let width = keys.map(\.keys.count).max() ?? 0
        for key in keys {
            let gap = String(repeating: " ", count: width - key.keys.count + 2)
            lines.append("  " + key.keys + gap + key.action)
        }
        lines += ["", "Exit codes:"]
        for (code, meaning) in exitCodes {
            lines.append((code < 10 ? "   " : "  ") + "\(code)  \(meaning)")
        }
        return lines.joined(separator: "\n")
    }

    /// The keys of the window and of its tuning panel, as `--help` lists them.
    package static let keys: [(keys: String, action: String)] = [
        ("Enter, Space", "present the sheet (as clicking Get Started)"),
        ("Esc", "dismiss the sheet"),
        ("Up, Down", "step to the next detent up or down (Down from the lowest dismisses)"),
        (
            "E",
            "export the constants in every --export format into \(flag: .exportDir), and show "
                + "where"
        ),
        (
            "R",
            "start or stop recording a trace (as \(flag: .record)) into a new file in "
                + "\(flag: .exportDir), and show where"
        ),
        ("F1", "show or hide the HUD (\(flag: .hud))"),
        ("Tab", "open or close the tuning panel (\(flag: .panel); not with \(flag: .compare))"),
        ("[, ]", "panel: select the previous or next row"),
        (
            "-, = (or +); Left, Right",
            "panel: nudge the selected constant one step down or up, or choose the setting's "
                + "previous or next value (preset, style, policy, look, appearance, device, "
                + "orientation, ...)"
        ),
        ("Page Down, Page Up", "panel: ten steps (also _, or Shift with the keypad's - and +)"),
        (
            "Backspace, Shift+Backspace",
            "panel: reset the selected row, or every row and setting"
        ),
        ("Ctrl+Q, Ctrl+W", "quit (as the window's close button)"),
        (
            "Ctrl+S",
            "save a screenshot of the window as a new PNG in \(flag: .exportDir), and show where"
        ),
    ]

    /// Every exit status the program uses and what it means, as `--help` lists them.
    package static var exitCodes: [(code: Int32, meaning: String)] {
        ExitCode.allCases.map { ($0.rawValue, $0.meaning) }
    }

    /// `plot`'s synopsis, as `--help` and its own usage errors give it.
    package static let plotUsage = "SheetDesktop plot TRACE --out FILE.png [\(flag: .scale) N]"
    /// What `plot` does, as `--help` and `plot --help` say.
    package static let plotHelp =
        "Output: writes height and velocity over time of a replayed trace, its detents and "
        + "decisions, "
        + "into a new PNG (\(flag: .scale) \(Plot.scales.lowerBound)..\(Plot.scales.upperBound), "
        + "default \(Plot.defaultScale)), then exits."

    /// `matrix`'s synopsis.
    package static let matrixUsage =
        "SheetDesktop matrix [TRACE...] [--presets LIST|all] [--policies LIST|all] "
        + "[--platforms LIST|all] [--format text|md|json] [--out FILE.png] [FLAG...]"
    /// What `matrix` does.
    package static let matrixHelp =
        "Replays every built-in gesture (or each TRACE) headless through every preset (and "
        + "policy) and prints where each release lands and by which rule; a cell that differs "
        + "from the first column is marked; --out also draws the grid of height curves into a "
        + "new PNG. The FLAGs are the sheet's constants, as explain takes them (\(flag: .detents), "
        + "\(flag: .dismissHeight), a \(flag: .config) file, ...): every column's, over its "
        + "preset's. --platforms (export formats: "
        + ConfigFile.platforms.map(\.format.rawValue).joined(separator: ", ")
        + ") instead sets one sheet (its --preset and --policy taken as flags) "
        + "beside each pasted export's, landing as its library's own release code decides "
        + "(docs/export.md)."
    /// `explain`'s synopsis.
    package static let explainUsage =
        "SheetDesktop explain TRACE|gesture:NAME [--format text|json] [--platforms LIST|all] "
        + "[FLAG...]"
    /// What `explain` does.
    package static let explainHelp =
        "Replays a trace headless on its own constants (or a built-in gesture on the FLAGs') "
        + "and prints, for each release, what the rules saw (height, top, translation, the "
        + "velocity and the pointer samples it was fitted from), each rule in order with the "
        + "numbers it compared, and where the sheet went by which rule. With --platforms, a "
        + "gesture's landing on each pasted export follows, with what its library measured."
    /// `gestures`' synopsis.
    package static let gesturesUsage = "SheetDesktop gestures"
    /// What `gestures` does.
    package static let gesturesHelp =
        "Lists the built-in gestures `matrix` replays; `\(flag: .replay) gesture:NAME` plays "
        + "one in "
        + "the window."

    /// The flags that are commands rather than settings: not in `Flag.table`, but in `--help`
    /// and the README's table all the same.
    package static let commands: [(name: String, allowed: String, help: String)] = [
        (
            "--export " + ExportFormat.allCases.map(\.rawValue).joined(separator: "|"),
            "one of " + ExportFormat.allowedText,
            "Output: writes the constants to sheet-config.json (loadable with \(flag: .config)), "
                + "SheetConstants.swift (UIKit), SheetView.swift (SwiftUI), Sheet.kt (Compose), "
                + "bottom_sheet.xml and BottomSheet.kt (Android Views), SheetDrawer.tsx (vaul), "
                + "SheetBottomSheet.tsx (gorhom), sheet.dart (Flutter), SheetPanel.swift "
                + "(FloatingPanel), sheet.html (the sheet as one page to feel on a phone) "
                + "or the folder TunedSheet (a Swift package with SheetLab's own engine), "
                + "in \(flag: .exportDir) if given, never replacing a file "
                + "(sheet-config-2.json, TunedSheet-2, ...), "
                + "prints the path and exits."
        ),
        (
            "-h, --help", "no value",
            "Print this help and exit (with any other valid flags; an unknown one is still an "
                + "error)."
        ),
        ("--version", "no value", "Print the version and exit."),
    ]

    /// The flag table in Markdown, as the README shows it.
    package static var markdown: String {
        var lines = [
            "| flag | default | allowed | styles | from | what it does |",
            "|---|---|---|---|---|---|",
        ]
        for flag in Flag.table {
            let name =
                "`--\(flag.name)" + (flag.valueName.isEmpty ? "" : " \(flag.valueName)") + "`"
            let allowed = flag.allowed.replacingPipes
            lines.append(
                "| \(name.replacingPipes) | \(flag.defaultText) | \(allowed) | "
                    + "\(flag.stylesText) | \(flag.source) | \(flag.help) |"
            )
        }
        for command in commands {
            let name = command.name.split(separator: ", ").map { "`\($0)`" }.joined(separator: ", ")
            lines.append(
                "| \(name.replacingPipes) | off | \(command.allowed) | all styles | SheetLab | "
                    + "\(command.help) |"
            )
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
