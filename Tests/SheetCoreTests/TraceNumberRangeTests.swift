import Testing

@testable import SheetCore

/// Every number a trace holds is range-checked at parse time, as flags are: a number the
/// app cannot use (a 3e9-point window, a pointer at 1e308) is exit 65 naming line and key,
/// never a crash later in the renderer.
struct TraceNumberRangeTests {
    static let header = "{\"sheetlab-trace\":1,\"config\":{}}\n"

    struct Case: CustomTestStringConvertible, Sendable {
        var line: String
        var key: String
        var testDescription: String { line }
    }

    static let outOfRange: [Case] = [
        Case(line: "{\"t\":1,\"input\":\"resize\",\"w\":3e9,\"h\":844}", key: "w"),
        Case(line: "{\"t\":1,\"input\":\"resize\",\"w\":1e308,\"h\":844}", key: "w"),
        Case(line: "{\"t\":1,\"input\":\"resize\",\"w\":390,\"h\":1e308}", key: "h"),
        Case(line: "{\"t\":1,\"input\":\"resize\",\"w\":0,\"h\":844}", key: "w"),
        Case(line: "{\"t\":1,\"input\":\"resize\",\"w\":390,\"h\":-5}", key: "h"),
        Case(line: "{\"t\":1,\"input\":\"resize\",\"w\":16385,\"h\":844}", key: "w"),
        Case(line: "{\"t\":1,\"input\":\"down\",\"x\":1e308,\"y\":10}", key: "x"),
        Case(line: "{\"t\":1,\"input\":\"move\",\"x\":10,\"y\":-1e308}", key: "y"),
        Case(line: "{\"t\":1,\"input\":\"up\",\"x\":10,\"y\":3e9}", key: "y"),
        Case(line: "{\"t\":1,\"input\":\"wheel\",\"lines\":1e308}", key: "lines"),
        Case(line: "{\"t\":1,\"input\":\"wheel\",\"lines\":-2e6}", key: "lines"),
        Case(line: "{\"t\":-1,\"input\":\"cancel\"}", key: "t"),
        Case(line: "{\"t\":1e308,\"input\":\"cancel\"}", key: "t"),
    ]

    @Test(arguments: outOfRange)
    func anOutOfRangeNumberIsExit65NamingLineAndKey(_ example: Case) {
        do {
            _ = try Trace.parse(Self.header + example.line + "\n", path: "t.jsonl")
            Issue.record("accepted \(example.line)")
        } catch {
            #expect(error.exitCode.rawValue == 65)
            #expect(
                error.message.hasPrefix("t.jsonl: line 2: \"\(example.key)\" "), "\(error.message)")
            #expect(error.message.contains("out of range"), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
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
    @Test func configurationValuesUseTheFlagRanges() {
        let text = Self.header + "{\"t\":1,\"input\":\"config\",\"config\":{\"fps\":1e308}}\n"
        do {
            _ = try Trace.parse(text, path: "t.jsonl")
            Issue.record("accepted")
        } catch {
            #expect(
                error.message.hasPrefix("t.jsonl: line 2: config: key 'fps': "), "\(error.message)")
        }
    }
}
