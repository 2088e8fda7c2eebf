import Testing

@testable import SheetCore

/// The review R4 of `--detents`: bounded parsing, bounded names, sequential from the start
/// detent, the small-window warning over the list, the panel's note, a preset's detent.
@Suite struct DetentReviewTests {
    // MARK: - R4 #1: a long list is refused by its count before it is parsed

    @Test func aLongListIsRefusedByItsCountBeforeParsing() {
        let text = (0..<300_000).map { String($0, radix: 16) + "=1" }.joined(separator: ",")
        var parsed = 0
        #expect(throws: UsageError("--detents: 300000 detents (allowed: 1..12)")) {
            try DetentSpec.list(text, entriesParsed: &parsed)
        }
        #expect(parsed <= 13)
    }

    @Test func aListOfTwelveIsParsedWholeAndDuplicatesAreFound() throws {
        var parsed = 0
        let twelve = (1...12).map { "d\($0)=\($0 * 10)" }.joined(separator: ",")
        #expect(try DetentSpec.list(twelve, entriesParsed: &parsed).count == 12)
        #expect(parsed == 12)
        #expect(throws: UsageError("--detents: the name 'd1' is given twice")) {
            try DetentSpec.list("d1=10,d2=20,d1=30")
        }
    }

    // MARK: - R4 #2: names are short

    @Test func aDetentNameIsAtMost32Characters() throws {
        let ok = String(repeating: "n", count: 32)
        #expect(try DetentSpec.list("\(ok)=300,max").first?.name == ok)
        let long = String(repeating: "n", count: 1_900_000)
        #expect(throws: UsageError.self) { try DetentSpec.list("\(long)=300,max") }
        do {
            _ = try DetentSpec.list("\(long)=300,max")
        } catch {
            #expect(error.message.contains("at most 32"))
            #expect(error.message.count < 200)
        }
    }

    @Test func aLongNameInAConfigFileIsBadData() throws {
        let long = String(repeating: "n", count: 33)
        let json = "{\"detents\": \"\(long)=300,max\"}"
        do {
            _ = try ConfigFile.entries(json, path: "c.json")
            Issue.record("accepted a 33-character name")
        } catch {
            #expect(error.exitCode == 65)
            #expect(error.message.hasPrefix("c.json: key 'detents': "))
        }
    }
}
