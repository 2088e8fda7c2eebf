import Testing

@testable import SheetCore

/// A config (or any JSON object) with very many keys is read in linear time: judged by the
/// parser's own count of the work spent on keys, not by a clock.
struct ConfigScaleTests {
    static func object(keys count: Int) -> String {
        "{" + (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + "}"
    }

    @Test func theDuplicateKeyCheckIsLinear() throws {
        let count = 20_000
        var steps = 0
        let value = try JSONParser.parse(Self.object(keys: count), keySteps: &steps)
        guard case .object(let members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.count == count)
        // One hashed look-up per key; a scan of the keys before it would be count² / 2.
        #expect(steps <= 2 * count, "\(steps) steps for \(count) keys")
    }

    @Test func aDuplicateKeyIsStillFound() {
        #expect(throws: JSONError(offset: 8, reason: "key 'a' appears twice")) {
            try JSONParser.parse("{\"a\":1, \"a\":2}")
        }
    }

    /// 200 000 unknown keys: one clear line naming the file and the first key.
    @Test func aConfigWith200kKeysIsOneClearError() throws {
        let text = Self.object(keys: 200_000)
        let error = try #require(throws: ConfigFileError.self) {
            try ConfigFile.entries(text, path: "big.json")
        }
        #expect(error.message == "big.json: unknown key 'k0'")
        #expect(error.exitCode.rawValue == 65)
    }
}
