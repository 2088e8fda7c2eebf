import Foundation
import Testing

/// Each object file that calls a static function of `shim.h` gets its own copy of it and of
/// the storage it keeps (the signal that stopped the run, the temporaries to remove, the
/// SIGUSR1 request): one Swift file, `Interrupt.swift`, calls every helper that keeps state,
/// so a handler and the code that reads what it noted share one copy.
struct StaticStorageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The header's helpers that keep nothing between calls: any file may call these.
    static let stateless: Set<String> = [
        "sheetlab_windowpos_centered", "sheetlab_save_bmp", "sheetlab_button_left_mask",
        "sheetlab_reopen_standard_descriptors", "sheetlab_memory_file",
        "sheetlab_map_large_allocations",
    ]

    @Test func onlyInterruptSwiftCallsTheHelpersThatKeepState() throws {
        let header = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/CSDL2/shim.h"), encoding: .utf8)
        let names = Set(header.matches(of: /sheetlab_[a-z0-9_]+/).map { String($0.output) })
            .subtracting(Self.stateless)
        #expect(names.contains("sheetlab_take_stats_request"))
        let folder = Self.root.appendingPathComponent("Sources/SheetDesktop")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
        #expect(files.contains("Interrupt.swift"))
        for file in files where file != "Interrupt.swift" {
            let text = try String(
                contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: /sheetlab_[a-z0-9_]+/)
            where names.contains(String(match.output)) {
                Issue.record("\(file) calls \(match.output): call it from Interrupt.swift")
            }
        }
    }
}
