import Testing

@testable import SheetCore

/// `JSONOutput`: every line SheetLab writes as JSON, and what the parser reads back.
struct JSONWriterTests {
    @Test func aStringWithQuotesBackslashesAndControlCharactersReadsBack() throws {
        // A `--stats` line's renderer name, or a trace's content, is any text.
        let name = "soft\"ware\\ \n\t\r \u{01}\u{1F} é 中文 \u{7F}"
        let text = JSONOutput.object([("renderer", .string(name))]).text
        #expect(try JSONParser.parse(text)["renderer"] == .string(name))
    }

    @Test func aNumberThatIsNotFiniteIsWrittenAsNull() throws {
        let text = JSONOutput.array([
            .exact(.nan), .exact(.infinity), .fixed(-.infinity, decimals: 3), .exact(0.5),
        ]).text
        #expect(text == "[null,null,null,0.5]")
        #expect(try JSONParser.parse(text) == .array([.null, .null, .null, .number(0.5)]))
    }

    @Test func aTraceLineWithANumberThatIsNotFiniteIsStillJSON() throws {
        // Before the writer, this line was `{"t":nan,"input":"move","x":inf,"y":1}`: text no
        // JSON parser reads (the trace reader now says which field is wrong instead).
        let entry = TraceEntry(time: .nan, input: .pointerMove(Point(x: .infinity, y: 1)))
        let line = try JSONParser.parse(Trace.line(entry))
        #expect(line["t"] == .null)
        #expect(line["x"] == .null)
        #expect(line["y"] == .number(1))
    }

    @Test func eachLayoutWritesItsOwnSpacing() {
        let members: [(String, JSONOutput)] = [("a", .integer(1)), ("b", .bool(false))]
        #expect(JSONOutput.object(members).text == #"{"a":1,"b":false}"#)
        #expect(JSONOutput.object(members, layout: .spacedKeys).text == #"{"a": 1,"b": false}"#)
        let lines = JSONOutput.object(members, layout: .lines).text
        #expect(lines == "{\n  \"a\": 1,\n  \"b\": false\n}")
        let nested = JSONOutput.object([("o", .object(members, layout: .lines))], layout: .lines)
        #expect(nested.text == "{\n  \"o\": {\n    \"a\": 1,\n    \"b\": false\n  }\n}")
        #expect(JSONOutput.object([], layout: .lines).text == "{}")
        #expect(JSONOutput.array([]).text == "[]")
    }

    @Test func numbersKeepTheirDigits() {
        // Exact numbers are the shortest that read back; fixed ones keep their decimals.
        #expect(JSONOutput.exact(300).text == "300")
        #expect(JSONOutput.exact(1.0166666666666666).text == "1.0166666666666666")
        #expect(JSONOutput.exact(-0.0).text == "0")
        #expect(JSONOutput.exact(1e300).text == "1e+300")
        #expect(JSONOutput.fixed(0.5, decimals: 3).text == "0.500")
        #expect(JSONOutput.fixed(31.06, decimals: 1).text == "31.1")
    }

    @Test func aTraceHeaderKeepsTheConfigSpacedAsInItsFile() {
        // The config inside a trace line is `"key": value`, the line around it compact: the
        // bytes traces have always had.
        let header = Trace.header(Configuration())
        let start = #"{"sheetlab-trace":1,"window":[390,844],"config":{"sheetlab": 1,"#
        #expect(header.hasPrefix(start))
        #expect(header.hasSuffix("}}"))
        let file = ConfigFile.json(Configuration())
        #expect(file.hasPrefix("{\n  \"sheetlab\": 1,\n  \"window\": \"390x844\",\n"))
        #expect(file.hasSuffix("\n}\n"))
        // The same members, one a line in the file and on one line in the trace.
        let members = file.dropFirst(4).dropLast(3).replacing(",\n  ", with: ",")
        #expect(header.contains("\"config\":{" + members + "}"))
    }
}
