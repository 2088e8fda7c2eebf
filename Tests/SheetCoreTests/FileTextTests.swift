import Testing

@testable import SheetCore

/// Text files written on Windows (CRLF line ends, a byte-order mark) read as their text.
struct FileTextTests {
    static let lf = "横街南巷，记钿车小小\nsecond line\n\nlast"

    @Test func crlfLineEndsAndTheByteOrderMarkAreDropped() {
        let crlf = "\u{FEFF}" + Self.lf.replacingOccurrences(of: "\n", with: "\r\n")
        // Swift sees "\r\n" as one Character: a Character filter leaves every pair in.
        #expect(crlf.filter { $0 != "\r" } != Self.lf)
        #expect(FileText.clean(crlf) == Self.lf)
        #expect(FileText.clean(Self.lf) == Self.lf)
        #expect(FileText.clean("a\rb") == "ab")
    }

    @Test func crlfContentWrapsIntoTheSameLinesAsLf() {
        let crlf = Self.lf.replacingOccurrences(of: "\n", with: "\r\n")
        let lines = LineBreaker.lines(
            of: FileText.clean(crlf), font: Font(.regular, 16), width: 350, measurer: FakeMeasurer()
        )
        #expect(
            lines
                == LineBreaker.lines(
                    of: Self.lf, font: Font(.regular, 16), width: 350, measurer: FakeMeasurer()))
        #expect(!lines.contains { $0.unicodeScalars.contains("\r") })
    }

    @Test func aCrlfTraceParsesAsTheSameTraceWithLf() throws {
        let text = TraceTests.session().text
        let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(
            try Trace.parse(FileText.clean(crlf), path: "t.jsonl")
                == Trace.parse(text, path: "t.jsonl"))
    }

    @Test func aCrlfConfigFileLoads() throws {
        let crlf = "{\r\n  \"default-height\": 321,\r\n  \"dim-alpha\": 0.25\r\n}\r\n"
        let entries = try ConfigFile.entries(FileText.clean(crlf), path: "c.json")
        #expect(
            entries.map { "\($0.0.name)=\($0.1)" }.sorted() == [
                "default-height=321", "dim-alpha=0.25",
            ])
    }
}
