import Testing

/// What each module may see, checked on the sources: the imports each module may make
/// (SheetCore the standard library and libm only), no clock and no random source in SheetCore
/// (the same input always makes the same sheet), no style, policy or detent type in
/// SheetRender (it draws a `Scene`, whatever made it), and nothing below the configuration —
/// the machine, styles, policies, motion and layout — that sees the run's options.
struct ModuleBoundaryTests {
    /// The modules each library or executable module may import (`CSDL2` is SDL and the
    /// project's C helpers; `Glibc` is libm's functions for SheetCore, the C library for the
    /// others). Package.swift's dependencies say the same for the project's own modules.
    static let allowedImports: [String: Set<String>] = [
        // Darwin: the engine `--export swift-package` ships builds on Apple platforms too.
        "SheetCore": ["Glibc", "Darwin"],
        "SheetRender": ["Glibc", "CSDL2", "SheetCore"],
        "SheetDesktop": ["Glibc", "CSDL2", "SheetCore", "SheetRender"],
    ]

    /// The modules `text` imports, with the line of each (`import X`, `import struct X.Y`,
    /// `@preconcurrency import X`).
    static func imports(_ text: String) -> [(module: String, line: Int)] {
        codeLines(text).compactMap { (line, code) in
            var words = code.split(separator: " ").drop { $0.hasPrefix("@") }
            guard words.first == "import" else { return nil }
            words = words.dropFirst()
            let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var"]
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            guard let name = words.first?.split(separator: ".").first else { return nil }
            return (String(name), line)
        }
    }

    /// Each line's code, without its `//` comment, numbered from 1.
    static func codeLines(_ text: String) -> [(line: Int, code: Substring)] {
        // A multi-line string literal's lines are text, not code (a generated file's
        // `import` in an export's template is no import of this module).
        var inString = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .compactMap { offset, line in
                let quotes = line.ranges(of: "\"\"\"").count
                defer { if quotes % 2 == 1 { inString.toggle() } }
                if inString { return nil }
                let code = line.split(
                    separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
                return (offset + 1, code)
            }
    }

    /// Calls that read a clock or a random source, or the world outside the arguments.
    static let impureCalls = [
        "clock_gettime(", "gettimeofday(", "time(", "clock(", "ContinuousClock",
        "SuspendingClock", "Date(", "DispatchTime", ".random(", "randomElement(", "shuffled(",
        "shuffle(", "SystemRandomNumberGenerator", "arc4random", "drand48(", "rand(",
        "random(", "getrandom(", "getenv(", "fopen(", "usleep(", "nanosleep(", "sleep(",
    ]

    /// The impure calls on `text`'s code lines.
    static func impureCalls(in text: String) -> [(call: String, line: Int)] {
        codeLines(text).flatMap { (line, code) in
            impureCalls.filter { call in
                // A call's name starts a word: `time(` is not `startTime(`.
                var rest = code[...]
                while let range = rest.range(of: call) {
                    let before = rest[..<range.lowerBound].last
                    if call.first == "." || before.map({ !$0.isLetter && !$0.isNumber }) ?? true {
                        return true
                    }
                    rest = rest[range.upperBound...]
                }
                return false
            }.map { ($0, line) }
        }
    }

    /// The names of the types declared in `text`.
    static func declaredTypes(_ text: String) -> Set<String> {
        let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "actor"]
        var names = Set<String>()
        for (_, code) in codeLines(text) where !code.contains("import ") {
            let words = code.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" })
            for (index, word) in words.enumerated().dropLast() where kinds.contains(word) {
                names.insert(String(words[index + 1]))
            }
        }
        return names
    }

    /// Whether `code` names `type` as a whole word.
    static func names(_ code: Substring, _ type: String) -> Bool {
        var rest = code[...]
        while let range = rest.range(of: type) {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...].first
            let boundary: (Character?) -> Bool = { $0.map { !$0.isLetter && !$0.isNumber } ?? true }
            if boundary(before) && boundary(after) { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    @Test func eachModuleImportsOnlyWhatItMayDependOn() throws {
        for (module, allowed) in Self.allowedImports {
            let files = try SourceLayoutTests.swiftFiles(under: "Sources/\(module)")
            for (file, text) in files {
                for (imported, line) in Self.imports(text) where !allowed.contains(imported) {
                    Issue.record("Sources/\(module)/\(file):\(line) imports \(imported)")
                }
            }
        }
    }

    @Test func sheetCoreReadsNoClockAndNoRandomSource() throws {
        let files = try SourceLayoutTests.swiftFiles(under: "Sources/SheetCore")
        #expect(files.count > 100)
        for (file, text) in files {
            for (call, line) in Self.impureCalls(in: text) {
                Issue.record("Sources/SheetCore/\(file):\(line) calls \(call)")
            }
        }
    }

    @Test func sheetRenderNamesNoStylePolicyOrDetentType() throws {
        let core = try SourceLayoutTests.swiftFiles(under: "Sources/SheetCore")
        let types = core.filter {
            $0.path.hasPrefix("Styles/") || $0.path.hasPrefix("Release/")
                || $0.path.hasPrefix("Sheet/Detent") || $0.path == "Sheet/UndimmedDetent.swift"
        }.reduce(into: Set<String>()) { $0.formUnion(Self.declaredTypes($1.text)) }
        #expect(types.isSuperset(of: ["StyleKind", "PolicyKind", "DetentSet", "ReleasePolicy"]))
        for (file, text) in try SourceLayoutTests.swiftFiles(under: "Sources/SheetRender") {
            for (line, code) in Self.codeLines(text) {
                for type in types where Self.names(code, type) {
                    Issue.record("Sources/SheetRender/\(file):\(line) names \(type)")
                }
            }
        }
    }

    /// The folders and files below the configuration: they see the sheet's constants and what
    /// they are given (`SheetBody`, `PageButton`, `PageInputs`, inputs), never the run's options.
    /// A style still checks a parsed command line (`validate`) and takes its defaults into one
    /// (`applyDefaults`): those two face the command line, not the running sheet.
    static let below = [
        "SheetCore/Sheet/", "SheetCore/Styles/", "SheetCore/Release/", "SheetCore/Motion/",
        "SheetCore/Looks/Grabber.swift", "SheetCore/Looks/SheetCorners.swift",
        "SheetCore/Looks/SheetLook.swift", "SheetCore/Scene/Layout.swift",
        "SheetCore/Scene/PageLayout.swift", "SheetCore/Scene/SheetLayout.swift",
        "SheetCore/Scene/ContentPiece.swift", "SheetCore/Scene/LineBlock.swift",
        "SheetCore/Scene/DrawItem.swift", "SheetCore/Scene/Scene.swift",
    ]

    /// Whether a line below the configuration sees the run's options: it names `RunOptions`,
    /// or `Configuration` outside the command line's checks and defaults.
    static func seesTheRunsOptions(_ code: Substring) -> Bool {
        code.contains("RunOptions") || code.contains("Configuration") && !facesTheCommandLine(code)
    }

    /// The modules `text` imports that `module` may not.
    static func forbiddenImports(_ text: String, in module: String) -> [String] {
        imports(text).map(\.module).filter { !(allowedImports[module] ?? []).contains($0) }
    }

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
            for (line, code) in Self.codeLines(text) {
                #expect(
                    !Self.seesTheRunsOptions(code),
                    "Sources/\(file):\(line) names RunOptions or Configuration: \(code)")
            }
        }
        #expect(checked > 25, "checked \(checked) files")
    }

    /// The checks find what they look for: planted lines are caught, their look-alikes not.
    @Test func theChecksCatchWhatTheyLookFor() {
        let planted = """
            #if canImport(Glibc)
            @preconcurrency import Foundation
            import struct Dispatch.DispatchTime
            #endif
            let now = clock_gettime(0, &spec)  // time(
            let pick = [1, 2].randomElement()
            let startTime = 0  // not a call of time(
            package enum Shade: Int {}
            """
        #expect(Self.imports(planted).map(\.module) == ["Foundation", "Dispatch"])
        let calls = Self.impureCalls(in: planted)
        #expect(calls.map(\.call) == ["DispatchTime", "clock_gettime(", "randomElement("])
        #expect(calls.map(\.line) == [3, 5, 6])
        #expect(Self.declaredTypes(planted) == ["Shade"])
        #expect(Self.names("let s: StyleKind = .sheet", "StyleKind"))
        #expect(!Self.names("let s: StyleKinds = []", "StyleKind"))
        #expect(Self.forbiddenImports(planted, in: "SheetCore") == ["Foundation", "Dispatch"])
        #expect(Self.forbiddenImports("import Glibc\nimport CSDL2", in: "SheetRender").isEmpty)
        #expect(Self.forbiddenImports("import SheetDesktop", in: "SheetRender") == ["SheetDesktop"])
        #expect(Self.seesTheRunsOptions("let run: RunOptions"))
        #expect(Self.seesTheRunsOptions("func make(_ configuration: Configuration) -> Sheet"))
        #expect(!Self.seesTheRunsOptions("static func validate(_ configuration: Configuration)"))
        #expect(!Self.seesTheRunsOptions("let constants: SheetConstants"))
    }
}
