import Testing

@testable import SheetCore

struct ConfigFileTests {
    @Test(arguments: ["seed", "fluid", "panmodal", "floatingpanel", "vaul", "material", "gorhom"])
    func exportImportExportIsIdentical(preset: String) throws {
        let first = ConfigFile.json(
            try parsedRun(["--preset", preset, "--window", "500x900", "--dim-alpha", "0.45"]))
        let second = ConfigFile.json(try parsedRun([], file: first))
        #expect(first == second)
        let reloaded = try parsedRun([], file: first)
        #expect(
            reloaded.constants.dimAlpha == 0.45
                && reloaded.constants.window == Size(width: 500, height: 900))
    }

    @Test(arguments: StyleKind.allCases)
    func everyStyleRoundTrips(style: StyleKind) throws {
        let first = ConfigFile.json(try parsedRun(["--style", style.rawValue]))
        #expect(ConfigFile.json(try parsedRun([], file: first)) == first)
    }

    @Test func flagsGivenWinOverTheFile() throws {
        let file = ConfigFile.json(try parsedRun(["--default-height", "350"]))
        #expect(
            try parsedRun(["--default-height", "320"], file: file).constants.defaultHeight == 320)
        #expect(try parsedRun([], file: file).constants.defaultHeight == 350)
    }

    static let bad: [Bad<String>] = [
        Bad(
            input: "{\"dim-alpha\": 0.5,}",
            message: "c.json: malformed JSON at byte 18: expected a key in quotes"),
        Bad(
            input: "{\"dim-alpha\": 0.5",
            message: "c.json: malformed JSON at byte 17: unexpected end of input in an object"),
        Bad(input: "[1, 2]", message: "c.json: expected a JSON object, found an array"),
        Bad(input: "{\"dim-alfa\": 0.5}", message: "c.json: unknown key 'dim-alfa'"),
        Bad(input: "{\"events\": true}", message: "c.json: unknown key 'events'"),
        Bad(
            input: "{\"dim-alpha\": \"0.5\"}",
            message: "c.json: key 'dim-alpha' must be a number, not a string"),
        Bad(
            input: "{\"policy\": 3}", message: "c.json: key 'policy' must be a string, not a number"
        ),
        Bad(
            input: "{\"dim-alpha\": 1.5}",
            message: "c.json: key 'dim-alpha': 1.5 is out of range (allowed: 0..1)"),
        Bad(
            input: "{\"policy\": \"magic\"}",
            message:
                "c.json: key 'policy': unknown value 'magic' (allowed: seed, projected, nearest, "
                + "velocity, linear, material, sequential, uikit)"
        ),
        Bad(
            input: "{\"sheetlab\": 2}",
            message: "c.json: key 'sheetlab': this is format 1, the file says 2"),
        Bad(
            input: "{\"fps\": 1e999}",
            message: "c.json: malformed JSON at byte 8: number out of range"),
        Bad(
            input: "{\"a\": 1, \"a\": 2}",
            message: "c.json: malformed JSON at byte 9: key 'a' appears twice"),
        Bad(input: "", message: "c.json: malformed JSON at byte 0: unexpected end of input"),
    ]

    @Test(arguments: bad)
    func aBadFileIsOneLineNamingTheFileTheKeyAndTheProblem(_ example: Bad<String>) throws {
        let error = try #require(throws: ConfigFileError.self) {
            try ConfigFile.entries(example.input, path: "c.json")
        }
        example.expect(error, exitCode: 65)
    }

    @Test func swiftSnippetDeclaresTheConstantsAndTheSheet() throws {
        let snippet = ConfigFile.swift(try parsedRun(["--preset", "floatingpanel"]))
        #expect(snippet.contains("    static let defaultHeight: CGFloat = 300  // pt"))
        #expect(snippet.contains("    static let springResponse: TimeInterval = 0.4  // s"))
        #expect(snippet.contains("@MainActor static var curve: UICubicTimingParameters"))
        #expect(
            !snippet.contains("static let curve = UICubic"),
            "no non-Sendable UIKit object in a static let")
        #expect(snippet.contains("UISpringTimingParameters(mass: 1"))
        #expect(snippet.contains(".custom(identifier: .init(\"default\"))"))
        #expect(snippet.contains(".custom(identifier: .init(\"max\"))"))
        #expect(snippet.contains("sheet.largestUndimmedDetentIdentifier = .init(\"default\")"))
        // The half sheet is a sheet UIKit shows, not "no equivalent".
        #expect(
            !ConfigFile.swift(try parsedRun(["--style", "half"])).contains("no UISheet"))
    }
}
