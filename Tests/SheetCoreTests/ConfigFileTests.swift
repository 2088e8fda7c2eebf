import Testing

@testable import SheetCore

struct ConfigFileTests {
    func configuration(_ arguments: [String], file: String? = nil) throws -> Configuration {
        let entries = try file.map { try ConfigFile.entries($0, path: "c.json") } ?? []
        guard case .run(let configuration) = try Command.parse(arguments, fileEntries: entries) else {
            Issue.record("no configuration")
            return Configuration()
        }
        return configuration
    }

    @Test(arguments: ["seed", "fluid", "panmodal", "floatingpanel", "vaul", "material", "gorhom"])
    func exportImportExportIsIdentical(preset: String) throws {
        let first = ConfigFile.json(try configuration(["--preset", preset, "--window", "500x900", "--dim-alpha", "0.45"]))
        let second = ConfigFile.json(try configuration([], file: first))
        #expect(first == second)
        let reloaded = try configuration([], file: first)
        #expect(reloaded.dimAlpha == 0.45 && reloaded.window == Size(width: 500, height: 900))
    }

    @Test(arguments: StyleKind.allCases)
    func everyStyleRoundTrips(style: StyleKind) throws {
        let first = ConfigFile.json(try configuration(["--style", style.rawValue]))
        #expect(ConfigFile.json(try configuration([], file: first)) == first)
    }

    @Test func flagsGivenWinOverTheFile() throws {
        let file = ConfigFile.json(try configuration(["--default-height", "350"]))
        #expect(try configuration(["--default-height", "320"], file: file).defaultHeight == 320)
        #expect(try configuration([], file: file).defaultHeight == 350)
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        var text: String
        var message: String
        var testDescription: String { text }
    }

    static let bad: [Bad] = [
        Bad(text: "{\"dim-alpha\": 0.5,}", message: "c.json: malformed JSON at byte 18: expected a key in quotes"),
        Bad(text: "{\"dim-alpha\": 0.5", message: "c.json: malformed JSON at byte 17: unexpected end of input in an object"),
        Bad(text: "[1, 2]", message: "c.json: expected a JSON object, found an array"),
        Bad(text: "{\"dim-alfa\": 0.5}", message: "c.json: unknown key 'dim-alfa'"),
        Bad(text: "{\"events\": true}", message: "c.json: unknown key 'events'"),
        Bad(text: "{\"dim-alpha\": \"0.5\"}", message: "c.json: key 'dim-alpha' must be a number, not a string"),
        Bad(text: "{\"policy\": 3}", message: "c.json: key 'policy' must be a string, not a number"),
        Bad(text: "{\"dim-alpha\": 1.5}", message: "c.json: key 'dim-alpha': 1.5 is out of range (allowed: 0..1)"),
        Bad(text: "{\"policy\": \"magic\"}", message: "c.json: key 'policy': unknown value 'magic' (allowed: seed, projected, nearest, velocity, linear, material, sequential)"),
        Bad(text: "{\"sheetlab\": 2}", message: "c.json: key 'sheetlab': this is format 1, the file says 2"),
        Bad(text: "{\"fps\": 1e999}", message: "c.json: malformed JSON at byte 8: number out of range"),
        Bad(text: "{\"a\": 1, \"a\": 2}", message: "c.json: malformed JSON at byte 9: key 'a' appears twice"),
        Bad(text: "", message: "c.json: malformed JSON at byte 0: unexpected end of input"),
    ]

    @Test(arguments: bad)
    func aBadFileIsOneLineNamingTheFileTheKeyAndTheProblem(_ example: Bad) {
        do {
            _ = try ConfigFile.entries(example.text, path: "c.json")
            Issue.record("accepted \(example.text)")
        } catch {
            #expect(error.message == example.message)
            #expect(error.exitCode == 65)
        }
    }

    @Test func swiftSnippetDeclaresTheConstantsAndTheSheet() throws {
        let snippet = ConfigFile.swift(try configuration(["--preset", "floatingpanel"]))
        #expect(snippet.contains("    static let defaultHeight: CGFloat = 300  // pt"))
        #expect(snippet.contains("    static let springResponse: TimeInterval = 0.4  // s"))
        #expect(snippet.contains("@MainActor static var curve: UICubicTimingParameters"))
        #expect(!snippet.contains("static let curve = UICubic"), "no non-Sendable UIKit object in a static let")
        #expect(snippet.contains("UISpringTimingParameters(mass: 1"))
        #expect(snippet.contains("sheet.detents = [defaultDetent, .large()]"))
        #expect(snippet.contains("sheet.largestUndimmedDetentIdentifier = .init(\"default\")"))
        // Half is UIKit's medium detent (issue 11 §5), not "no equivalent".
        #expect(ConfigFile.swift(try configuration(["--style", "half"])).contains("sheet.detents = [.medium(), .large()]"))
    }
}

struct JSONParserTests {
    @Test func parsesTheWholeGrammar() throws {
        let value = try JSONParser.parse(#" {"a": [1, -2.5e3, true, false, null], "b": "x\"\\\/\n\u00e9\ud83c\udf4e", "c": {}} "#)
        #expect(value["a"] == .array([.number(1), .number(-2500), .bool(true), .bool(false), .null]))
        #expect(value["b"] == .string("x\"\\/\né🍎"))
        #expect(value["c"] == .object([]))
        #expect(jsonString("x\"\\\n\u{01}é") == #""x\"\\\n\u0001é""#)
    }

    @Test(arguments: ["01", "1.", ".5", "+1", "\"\\x\"", "\"\u{01}\"", "[1,]", "{\"a\" 1}", "tru", "\"\\ud800\"", "1 2"])
    func rejectsWhatIsNotJSON(_ text: String) {
        #expect(throws: JSONError.self) { try JSONParser.parse(text) }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        #expect(throws: JSONError.self) { try JSONParser.parse(String(repeating: "[", count: 100_000)) }
    }
}

struct TuningPanelTests {
    @Test func listsTheStylesNumbersWithWhereTheSheetRestsFirst() {
        let panel = TuningPanel(Configuration())
        #expect(panel.rows.first?.flag == "default-height")
        #expect(panel.rows.contains { $0.flag == "snap-duration" })
        var spring = Configuration()
        spring.animation = .spring
        #expect(TuningPanel(spring).rows.contains { $0.flag == "spring-response" })
        #expect(!panel.rows.contains { $0.flag == "panel-height" }, "only the style's own constants")
        let fixed = TuningPanel(Configuration(style: .fixed))
        #expect(fixed.rows.first?.flag == "panel-height")
    }

    @Test func aSliderAppliesLiveAndCannotLeaveItsRange() {
        var panel = TuningPanel(Configuration())
        panel.drag(0, to: 0.5)
        let row = panel.rows[0]
        #expect(panel.applied.defaultHeight == row.snapped(row.lower + (row.upper - row.lower) / 2) && panel.problem == nil)
        #expect(panel.rows[0].isChanged)
        panel.drag(0, to: 2)
        #expect(panel.rows[0].value == panel.rows[0].upper)
        panel.set(0, to: -50)
        #expect(panel.rows[0].value > 0, "the range excludes 0")
    }

    @Test func inconsistentDetentsAreShownNeverApplied() {
        var panel = TuningPanel(Configuration())
        panel.set(1, to: 350)  // dismiss above default
        #expect(panel.rows[1].value == 350)
        #expect(panel.applied.dismissHeight == 200)
        #expect(panel.problem == "--dismiss-height 350 must be below --default-height 300")
        panel.set(0, to: 400)  // now consistent again: both apply
        #expect(panel.applied.dismissHeight == 350 && panel.applied.defaultHeight == 400 && panel.problem == nil)
    }

    @Test func keysSelectNudgeAndReset() {
        var panel = TuningPanel(Configuration())
        panel.select(-1, height: 844, measurer: FakeMeasurer())
        #expect(panel.selected == panel.rows.count - 1)
        panel.select(1, height: 844, measurer: FakeMeasurer())
        panel.nudge(1)
        #expect(abs(panel.rows[0].value - (300 + panel.rows[0].step)) < 0.001)
        panel.nudge(1, large: true)
        #expect(abs(panel.rows[0].value - (300 + 11 * panel.rows[0].step)) < 0.001)
        panel.select(5, height: 844, measurer: FakeMeasurer())
        panel.nudge(-1)
        panel.reset(all: false)
        #expect(panel.rows[5].value == panel.rows[5].original && panel.rows[0].isChanged)
        panel.reset(all: true)
        #expect(!panel.isChanged && panel.applied == Configuration())
    }

    @Test func theMachineFollowsAReconfigurationAtRestAndInMotion() {
        var driver = Driver(start: "default")
        var changed = driver.machine.configuration
        changed.defaultHeight = 380
        driver.machine.reconfigure(changed)
        #expect(driver.height == 380)
        driver.key(.up)
        driver.wait(0.2)
        changed.topInset = 100
        driver.machine.reconfigure(changed)
        driver.wait(0.3)
        #expect(driver.log.last == .settled(detent: "max", index: 1, height: 744))
    }
}
