import Foundation
import Testing

/// The test channels (the event injector, `SHEETLAB_INJECT`; the frame check,
/// `SHEETLAB_VERIFY_FRAMES`) exist only in the build `make test` makes: the app a user runs
/// has none, so a value left in a shell can neither change a run nor stop one from starting.
struct TestHookTests {
    /// The files that hold the test channels, and the variable each reads.
    static let channels = [
        "SheetDesktop/Window/EventInjector.swift": "\"SHEETLAB_INJECT\"",
        "SheetDesktop/Outputs/FrameVerifier.swift": "\"SHEETLAB_VERIFY_FRAMES\"",
    ]

    /// The lines of `text` inside `#if SHEETLAB_TEST_HOOKS` (not in its `#else`).
    static func hookedLines(_ text: String) -> [(line: String, hooked: Bool)] {
        var open: [Bool] = []  // each `#if` open: whether it is the hooks' branch
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { raw in
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if") {
                open.append(line == "#if SHEETLAB_TEST_HOOKS")
            } else if line.hasPrefix("#else") || line.hasPrefix("#elseif"), !open.isEmpty {
                open[open.count - 1] = false
            } else if line.hasPrefix("#endif") {
                _ = open.popLast()
            }
            return (line, open.contains(true))
        }
    }

    /// Every read of a test channel's variable lies inside `#if SHEETLAB_TEST_HOOKS`, and no
    /// other file names one.
    @Test func theTestChannelsAreCompiledOnlyIntoTheTestBuild() throws {
        var reads = 0
        for (file, text) in try SourceLayoutTests.swiftFiles(under: "Sources") {
            let variable = Self.channels[file]
            for (line, hooked) in Self.hookedLines(text) where !line.hasPrefix("//") {
                if variable == nil {
                    for name in Self.channels.values {
                        #expect(!line.contains(name), "\(file) names \(name) outside its file")
                    }
                } else if line.contains("getenv(variable)") {
                    reads += 1
                    #expect(hooked, "\(file): `\(line)` reads it outside the test build")
                }
            }
        }
        #expect(reads == 2, "the injector's and the frame check's reads: \(reads) found")
    }

    /// `make test` builds with the hooks; what users build (`make run`, `make dist`, `make
    /// bench`, `make soak`) does not.
    @Test func onlyTheTestBuildsAskForThem() throws {
        let makefile = try String(
            contentsOf: SourceLayoutTests.root.appendingPathComponent("Makefile"),
            encoding: .utf8)
        let lines = makefile.split(separator: "\n")
        let scratch = lines.first { $0.hasPrefix("TEST_SCRATCH :=") } ?? ""
        #expect(scratch.contains("-DSHEETLAB_TEST_HOOKS"), "\(scratch)")
        #expect(
            lines.contains {
                $0.contains("--sanitize=address") && $0.contains("-DSHEETLAB_TEST_HOOKS")
            }, "the ASan units are built with the hooks")
        for line in lines where line.contains("swift build") && !line.contains("TEST_SCRATCH") {
            #expect(!line.contains("SHEETLAB_TEST_HOOKS"), "a user's build asks for them: \(line)")
        }
    }
}
