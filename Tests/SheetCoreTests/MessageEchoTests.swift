import Testing

@testable import SheetCore

/// A message that echoes what the user typed or wrote (a flag's value, a config key, a
/// trace's value, a path) shows it safely: control characters escaped, so no ESC, BEL or NUL
/// reaches the terminal, and a long value cut to a short prefix and "…".
struct MessageEchoTests {
    static let hostile = "\u{1B}[31mred\u{07}\u{00}\n"

    static func isSafe(_ message: String) -> Bool {
        !message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    @Test func echoEscapesControlsAndCutsLongText() {
        #expect(
            Format.echo("a\u{1B}b\u{07}c\u{00}d\ne\tf\u{7F}")
                == "a\\u{1B}b\\u{07}c\\u{00}d\\ne\\tf\\u{7F}")
        #expect(Format.echo("plain text 中文") == "plain text 中文")
        let long = String(repeating: "9", count: 100_000)
        let cut = Format.echo(long)
        #expect(cut.count == Format.echoLimit + 1 && cut.hasSuffix("…"))
        #expect(cut.hasPrefix(String(repeating: "9", count: Format.echoLimit)))
    }

    @Test func anUnknownConfigKeyIsEscaped() throws {
        let text = "{\"\\u001b[31mred\\u0007\\u0000\": 1}"
        let error = try #require(throws: ConfigFileError.self) {
            try ConfigFile.entries(text, path: "c\u{1B}.json")
        }
        #expect(Self.isSafe(error.message), "\(error.message.debugDescription)")
        #expect(error.message == "c\\u{1B}.json: unknown key '\\u{1B}[31mred\\u{07}\\u{00}'")
    }

    @Test func aDuplicateConfigKeyIsEscaped() throws {
        let error = try #require(throws: ConfigFileError.self) {
            try ConfigFile.entries("{\"\\u0007\":1,\"\\u0007\":2}", path: "c.json")
        }
        #expect(Self.isSafe(error.message), "\(error.message.debugDescription)")
    }

    @Test(arguments: [
        ["--window", hostile], ["--dim-alpha", hostile], ["--fps", hostile], ["--style", hostile],
        ["--curve", hostile], ["--compare", hostile], ["--scale", hostile], ["--start", hostile],
        ["--bogus\(hostile)"], [hostile], ["--export", hostile], ["--events=\(hostile)"],
    ])
    func flagErrorsAreEscaped(_ arguments: [String]) throws {
        let message = try #require(usageMessage(arguments))
        #expect(Self.isSafe(message), "\(message.debugDescription)")
    }

    @Test(arguments: [
        ["--window"], ["--dim-alpha"], ["--fps"], ["--style"], ["--curve"], ["--scale"],
        ["--start"], ["--export"],
    ])
    func a100KBValueIsCut(_ flag: [String]) throws {
        let message = try #require(usageMessage(flag + [String(repeating: "9", count: 100_000)]))
        #expect(message.count < 300, "\(message.count) characters")
        #expect(message.contains("…"))
    }

    @Test func a100KBFlagNameIsCut() throws {
        let message = try #require(usageMessage(["--" + String(repeating: "x", count: 100_000)]))
        #expect(message.count < 300 && message.contains("…"))
    }

    @Test func traceValuesAndPathsAreEscaped() throws {
        let text =
            "{\"sheetlab-trace\":1,\"config\":{}}\n{\"t\":1,\"input\":\"\\u001b]0;pwned\\u0007\"}\n"
        let error = try #require(throws: ConfigFileError.self) {
            try Trace.parse(text, path: "t\u{1B}.jsonl")
        }
        #expect(Self.isSafe(error.message), "\(error.message.debugDescription)")
        #expect(error.message.contains("line 2"))
    }
}
