import Testing

/// The machine, the styles, the release policies and the layout see the sheet's constants and
/// what they are given (`SheetBody`, `PageButton`, `PageInputs`, inputs), never the run's
/// options: a run's `Configuration` is split once, in `Configuration+Machine.swift`. A style
/// still checks a parsed command line (`validate`) and takes its defaults into one
/// (`applyDefaults`): those two face the command line, not the running sheet.
struct LayeringTests {
    /// The folders and files below the configuration.
    static let below = [
        "SheetCore/Sheet/", "SheetCore/Styles/", "SheetCore/Release/",
        "SheetCore/Motion/", "SheetCore/Scene/Layout.swift", "SheetCore/Scene/PageLayout.swift",
    ]

    /// The lines allowed to name `Configuration`: the command line's checks and defaults.
    static func facesTheCommandLine(_ line: Substring) -> Bool {
        line.contains("func validate(_ configuration: Configuration)")
            || line.contains("func applyDefaults(to configuration: inout Configuration)")
    }

    @Test func nothingBelowTheConfigurationSeesTheRunsOptions() throws {
        var checked = 0
        for (file, text) in try SourceLayoutTests.swiftFiles(under: "Sources")
        where Self.below.contains(where: { file.hasPrefix($0) }) {
            checked += 1
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            {
                let code = line.split(
                    separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
                #expect(
                    !code.contains("RunOptions"),
                    "Sources/\(file):\(index + 1) names RunOptions: \(line)")
                #expect(
                    !code.contains("Configuration") || Self.facesTheCommandLine(code),
                    "Sources/\(file):\(index + 1) names Configuration: \(line)")
            }
        }
        #expect(checked > 25, "checked \(checked) files")
    }
}
