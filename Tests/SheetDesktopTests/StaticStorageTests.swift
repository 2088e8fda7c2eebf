import Foundation
import Testing

/// A C header's `static` storage has one copy in every object file that uses it, and an
/// optimised build inlines Swift code across files, so state kept that way splits: the release
/// build once lost its temporary files to a signal (the handler saw an empty list) and missed a
/// stop request. Every piece of state the headers keep lives inside a weak accessor function
/// instead, which the linker keeps once (`sheetlab_state` in shim.h).
struct StaticStorageTests {
    static let headers = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CSDL2")

    /// The `static` variables of a header (file scope or inside a function), each with the
    /// signature line of the function it is in, if any.
    static func staticStorage(in text: String) -> [(variable: String, function: String?)] {
        var found: [(String, String?)] = []
        var function: String?
        var depth = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let code = line.trimmingCharacters(in: .whitespaces)
            if depth == 0, code.contains("("), code.hasSuffix("{") { function = code }
            // A static variable (constants are read only: a copy each does no harm).
            if code.hasPrefix("static "), !code.hasPrefix("static inline"),
                !code.hasPrefix("static const")
            {
                found.append((code, depth > 0 ? function : nil))
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if depth == 0 { function = nil }
        }
        return found
    }

    @Test func everyPieceOfStateIsBehindAWeakAccessor() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.headers.path)
            .filter { $0.hasSuffix(".h") }
        #expect(files.contains("shim.h"))
        var accessors = 0
        for file in files {
            let text = try String(
                contentsOf: Self.headers.appendingPathComponent(file), encoding: .utf8)
            for (variable, function) in Self.staticStorage(in: text) {
                if let function, function.hasPrefix("__attribute__((weak))") {
                    accessors += 1
                } else {
                    Issue.record(
                        "\(file): \(variable) is per object file; keep it in a weak accessor")
                }
            }
        }
        #expect(accessors >= 2, "sheetlab_state and the X connection's handler")
    }

    @Test func theScanFindsStaticStorageOutsideAnAccessor() {
        let header = """
            static volatile int flag = 0;
            static inline int *counter(void) {
                static int value;
                return &value;
            }
            __attribute__((weak)) int *shared(void) {
                static int value;
                return &value;
            }
            """
        let found = StaticStorageTests.staticStorage(in: header)
        #expect(found.count == 3)
        #expect(found[0].function == nil)
        #expect(found[1].function?.hasPrefix("static inline") == true)
        #expect(found[2].function?.hasPrefix("__attribute__((weak))") == true)
    }
}
