import Testing

@testable import SheetCore

struct JSONParserTests {
    @Test func parsesTheWholeGrammar() throws {
        let value = try JSONParser.parse(
            #" {"a": [1, -2.5e3, true, false, null], "b": "x\"\\\/\n\u00e9\ud83c\udf4e", "c": {}} "#
        )
        #expect(
            value["a"] == .array([.number(1), .number(-2500), .bool(true), .bool(false), .null]))
        #expect(value["b"] == .string("x\"\\/\né🍎"))
        #expect(value["c"] == .object([]))
        #expect(jsonString("x\"\\\n\u{01}é") == #""x\"\\\n\u0001é""#)
    }

    @Test(arguments: [
        "01", "1.", ".5", "+1", "\"\\x\"", "\"\u{01}\"", "[1,]", "{\"a\" 1}", "tru", "\"\\ud800\"",
        "1 2",
    ])
    func rejectsWhatIsNotJSON(_ text: String) {
        #expect(throws: JSONError.self) { try JSONParser.parse(text) }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        #expect(throws: JSONError.self) {
            try JSONParser.parse(String(repeating: "[", count: 100_000))
        }
    }
}
