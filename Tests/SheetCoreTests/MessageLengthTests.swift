import Testing

@testable import SheetCore

/// A message too long for one line (a path of thousands of characters in it) is cut in the
/// middle, so the problem it ends with ("File name too long") is still said.
struct MessageLengthTests {
    static let path =
        "/tmp/"
        + Array(repeating: String(repeating: "d", count: 200), count: 30)
        .joined(separator: "/")

    @Test func aLongMessageKeepsItsStartAndItsReason() {
        let message = "--content \(Self.path): cannot read (File name too long)"
        let cut = Format.echoKeepingEnds(message, limit: 1000)
        #expect(cut.count == 1001)
        #expect(cut.hasPrefix("--content /tmp/ddd"))
        #expect(cut.hasSuffix("ddd: cannot read (File name too long)"))
        #expect(cut.contains("…"))
    }

    @Test func aShortMessageIsOnlyEscaped() {
        #expect(Format.echoKeepingEnds("x\u{1B}y: no", limit: 1000) == "x\\u{1B}y: no")
        let exact = String(repeating: "a", count: 1000)
        #expect(Format.echoKeepingEnds(exact, limit: 1000) == exact)
    }

    @Test func controlsAreEscapedOnBothSidesOfTheCut() {
        let text = "\u{1B}" + String(repeating: "m", count: 3000) + "\u{07}"
        let cut = Format.echoKeepingEnds(text, limit: 10)
        #expect(cut == "\\u{1B}mmmm…mmmm\\u{07}")
    }
}
