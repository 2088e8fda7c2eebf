import Foundation
import Testing

@testable import SheetCore

/// What `--help` tells a new user: the keys of the window, every exit status the program
/// uses, and for the command rows the same default and allowed values as for the flags.
struct HelpTextTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    static func source(_ path: String) throws -> String {
        try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines of `--help` from `title` to the next blank line.
    static func section(_ title: String) -> [String] {
        let lines = Help.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        guard let start = lines.firstIndex(of: title) else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    /// Every key the window handles (each `SDLK_` the desktop app reads) is named in the
    /// Keys section; a key added without a line there fails here.
    @Test func theKeysSectionNamesEveryKeyTheWindowReads() throws {
        let names: [String: String] = [
            "RETURN": "Enter", "KP_ENTER": "Enter", "SPACE": "Space", "ESCAPE": "Esc", "UP": "Up",
            "DOWN": "Down", "e": "E", "F1": "F1", "TAB": "Tab", "LEFTBRACKET": "[",
            "RIGHTBRACKET": "]", "MINUS": "-", "UNDERSCORE": "_", "EQUALS": "=", "PLUS": "+",
            "KP_MINUS": "keypad", "KP_PLUS": "keypad", "PAGEDOWN": "Page Down",
            "PAGEUP": "Page Up", "r": "R", "BACKSPACE": "Backspace", "q": "Ctrl+Q", "w": "Ctrl+W",
            "s": "Ctrl+S", "LEFT": "Left", "RIGHT": "Right",
        ]
        let keys = Self.section("Keys:")
        #expect(!keys.isEmpty, "--help has no Keys section")
        let files = ["SheetDesktop/Window/App.swift", "SheetDesktop/Window/InputTranslator.swift"]
        let text = try files.map { try Self.source($0) }.joined()
        let used = Set(text.matches(of: /SDLK_([A-Za-z0-9_]+)/).map { String($0.output.1) })
        #expect(!used.isEmpty)
        for key in used {
            guard let name = names[key] else {
                Issue.record("SDLK_\(key) is read by the window: name it in Help.keys and here")
                continue
            }
            #expect(
                keys.contains { $0.hasPrefix("  ") && $0.contains(name) }, "Keys has no \(name)")
        }
    }

    /// Every exit status comes from `ExitCode` (no bare number in the sources), and
    /// `--help`'s summary lists each with its meaning.
    @Test func theExitCodesAreComplete() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.sources.path)
            .filter { $0.hasSuffix(".swift") }
        for file in files {
            let text = try Self.source(file)
            let bare = /(?:return|exitCode:(?: Int32 \{)?|exit\() ?(6[4-9]|7[0-9])\b/
            for match in text.matches(of: bare) {
                Issue.record("\(file): a bare exit status \(match.output.1): use ExitCode")
            }
        }
        let summary = Self.section("Exit codes:").joined(separator: " ")
        for code in ExitCode.allCases {
            #expect(
                summary.contains(" \(code.rawValue)  \(code.meaning)"),
                "--help's exit codes lack \(code): \(summary)")
        }
        for words in ["trace", "--record", "--filmstrip", "plot --out", "standard output"] {
            #expect(summary.contains(words), "--help's exit codes do not mention \(words)")
        }
    }

    /// `--export`, `-h` and `--version` give their default and allowed values as every flag
    /// row does.
    @Test func commandRowsGiveDefaultAndAllowedValues() {
        let lines = Help.text.split(separator: "\n").map(String.init)
        for command in Help.commands {
            guard let row = lines.firstIndex(of: "  \(command.name)") else {
                Issue.record("no row for \(command.name)")
                continue
            }
            let facts = "      default: off; allowed: \(command.allowed)"
            #expect(lines[(row + 1)...].prefix(3).contains(facts), "\(command.name)")
        }
    }
}
