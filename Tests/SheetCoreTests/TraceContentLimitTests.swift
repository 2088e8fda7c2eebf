import Testing

@testable import SheetCore

/// A trace's `"content"` is held to the limit `--content` has (review R2 #6): 16 MiB of text
/// in a header once took 49 s and 305 MB to replay half a second.
struct TraceContentLimitTests {
    /// A header carrying `content` (written as JSON escapes it), and one input.
    static func trace(content: String) -> String {
        "{\"sheetlab-trace\":1,\"config\":{},\"content\":\(jsonString(content))}\n"
            + "{\"t\":0.5,\"input\":\"key\",\"key\":\"enter\"}\n"
    }

    @Test func contentAtTheLimitIsRead() throws {
        let text =
            String(repeating: "word ", count: FileText.contentLimit / 5)
            + String(repeating: "a", count: FileText.contentLimit % 5)
        #expect(text.utf8.count == FileText.contentLimit)
        let trace = try Trace.parse(Self.trace(content: text), path: "t.jsonl")
        #expect(trace.configuration.run.contentText?.utf8.count == FileText.contentLimit)
    }

    @Test func contentPastTheLimitIsRefusedNamingFileLineAndKey() throws {
        // One byte more; measured unescaped: "é" is 2 bytes of UTF-8 however JSON writes it.
        let over = [
            String(repeating: "a", count: FileText.contentLimit + 1),
            String(repeating: "é", count: FileText.contentLimit / 2) + "a",
        ]
        for text in over {
            let error = try #require(throws: ConfigFileError.self) {
                try Trace.parse(Self.trace(content: text), path: "big.jsonl")
            }
            let message = error.description
            #expect(message.hasPrefix("big.jsonl: line 1: \"content\""), "\(message)")
            #expect(message.contains("\(FileText.contentLimit >> 20) MiB"), "\(message)")
            #expect(message.contains("--content"), "\(message)")
            #expect(!message.contains("\n"))
        }
    }
}
