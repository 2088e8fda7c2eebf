import Testing

@testable import SheetCore

/// Every number a trace holds is range-checked at parse time, as flags are: a number the
/// app cannot use (a 3e9-point window, a pointer at 1e308) is exit 65 naming line and key,
/// never a crash later in the renderer.
struct TraceNumberRangeTests {
    static let header = "{\"sheetlab-trace\":1,\"config\":{}}\n"

    /// A trace line whose number at `key` is out of range: refused naming the key, quoted.
    static func refused(_ line: String, key: String) -> Bad<String> {
        Bad(input: line, naming: ["\"\(key)\" ", "out of range"])
    }

    static let outOfRange: [Bad<String>] = [
        refused("{\"t\":1,\"input\":\"resize\",\"w\":3e9,\"h\":844}", key: "w"),
        refused("{\"t\":1,\"input\":\"resize\",\"w\":1e308,\"h\":844}", key: "w"),
        refused("{\"t\":1,\"input\":\"resize\",\"w\":390,\"h\":1e308}", key: "h"),
        refused("{\"t\":1,\"input\":\"resize\",\"w\":0,\"h\":844}", key: "w"),
        refused("{\"t\":1,\"input\":\"resize\",\"w\":390,\"h\":-5}", key: "h"),
        refused("{\"t\":1,\"input\":\"resize\",\"w\":16385,\"h\":844}", key: "w"),
        refused("{\"t\":1,\"input\":\"down\",\"x\":1e308,\"y\":10}", key: "x"),
        refused("{\"t\":1,\"input\":\"move\",\"x\":10,\"y\":-1e308}", key: "y"),
        refused("{\"t\":1,\"input\":\"up\",\"x\":10,\"y\":3e9}", key: "y"),
        refused("{\"t\":1,\"input\":\"wheel\",\"lines\":1e308}", key: "lines"),
        refused("{\"t\":1,\"input\":\"wheel\",\"lines\":-2e6}", key: "lines"),
        refused("{\"t\":-1,\"input\":\"cancel\"}", key: "t"),
        refused("{\"t\":1e308,\"input\":\"cancel\"}", key: "t"),
    ]

    @Test(arguments: outOfRange)
    func anOutOfRangeNumberIsExit65NamingLineAndKey(_ example: Bad<String>) throws {
        let error = try #require(throws: ConfigFileError.self) {
            try Trace.parse(Self.header + example.input + "\n", path: "t.jsonl")
        }
        example.expect(error, exitCode: 65)
        // The key, quoted, comes right after the line number.
        #expect(
            error.message.hasPrefix("t.jsonl: line 2: " + example.naming[0]), "\(error.message)")
    }

    /// The limits are those of the flags: a window as `--window` allows, a pointer anywhere
    /// a drag out of the largest window can reach.
    @Test func numbersAtTheLimitsAreAccepted() throws {
        let lines = [
            "{\"t\":0,\"input\":\"resize\",\"w\":1,\"h\":16384}",
            "{\"t\":0.5,\"input\":\"resize\",\"w\":194.5,\"h\":844}",
            "{\"t\":1,\"input\":\"down\",\"x\":-32768,\"y\":32768}",
            "{\"t\":1,\"input\":\"wheel\",\"lines\":-0.25}",
        ]
        let trace = try Trace.parse(
            Self.header + lines.joined(separator: "\n") + "\n", path: "t.jsonl")
        #expect(trace.entries.count == 4)
        #expect(trace.entries[1].input == .resize(Size(width: 194.5, height: 844)))
    }

    /// The header's configuration goes through the flag table, so its ranges hold too, and
    /// so does a recorded reconfiguration.
    @Test func configurationValuesUseTheFlagRanges() throws {
        let text = Self.header + "{\"t\":1,\"input\":\"config\",\"config\":{\"fps\":1e308}}\n"
        let error = try #require(throws: ConfigFileError.self) {
            try Trace.parse(text, path: "t.jsonl")
        }
        #expect(
            error.message.hasPrefix("t.jsonl: line 2: config: key 'fps': "), "\(error.message)")
    }
}
