import Foundation
import SheetCore
import Testing

/// Every input the fuzzer kept (`fuzz/corpus/READER/`) and every crash it found
/// (`fuzz/crashers/READER-*`) is read again by the same reader. `make test` runs this under
/// AddressSanitizer, so a memory error or a trap any of them causes fails the run.
@Suite struct FuzzCorpusTests {
    static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fuzz")

    /// The corpus and crash files of one reader, sorted by name.
    static func inputs(of probe: ReaderProbe) throws -> [URL] {
        let files = FileManager.default
        let corpus = fuzz.appendingPathComponent("corpus/\(probe.rawValue)")
        let kept = try files.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)
        let crashers = try files.contentsOfDirectory(
            at: fuzz.appendingPathComponent("crashers"), includingPropertiesForKeys: nil
        ).filter { $0.lastPathComponent.hasPrefix("\(probe.rawValue)-") }
        return (kept + crashers).sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test(arguments: ReaderProbe.allCases)
    func everyKeptInputIsReadAgain(probe: ReaderProbe) throws {
        let inputs = try Self.inputs(of: probe)
        // The corpus is committed: an empty one means the path is wrong, not that all is well.
        #expect(inputs.count >= 100, "\(inputs.count) inputs for \(probe.rawValue)")
        for input in inputs {
            probe.read(try Data(contentsOf: input))
        }
    }
}
