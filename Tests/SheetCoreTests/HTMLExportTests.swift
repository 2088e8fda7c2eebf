import Foundation
import Testing

@testable import SheetCore

/// `--export html`'s page as SheetCore makes it: the template's slots filled once each, the
/// constants as JSON the engine reads, nothing a user's text holds able to end a script or
/// fill a slot, and each style's own rules, detents and timing for the engine.
struct HTMLExportTests {
    static let template =
        "<title>{{TITLE}}</title><style>{{FONT_REGULAR}}|{{FONT_BOLD}}|{{COLOURS}}</style>"
        + "<script type=\"application/json\">{{CONFIG}}</script><script>{{ENGINE}}</script>"

    static func assets(template: String = template, engine: String = "run();")
        -> ConfigFile.HTMLAssets
    {
        ConfigFile.HTMLAssets(
            template: template, engine: engine, regularFont: "UkVH", boldFont: "Qk9MRA==",
            lineHeights: [("poem", 32)], pageImage: "data:image/png;base64,iVBO")
    }

    /// The JSON object between the template's config script tags.
    static func config(_ page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: "<script type=\"application/json\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let text = String(page[start.upperBound..<end.lowerBound])
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func base64IsRFC4648() {
        let vectors = [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
        ]
        for (plain, encoded) in vectors {
            #expect(ConfigFile.base64(Array(plain.utf8)) == encoded)
        }
        let all = (0...255).map(UInt8.init)
        #expect(ConfigFile.base64(all) == Data(all).base64EncodedString())
    }

    /// Every slot is filled; the engine goes in unchanged; the constants are the engine's.
    @Test func theSlotsAreFilledWithTheTunedConstants() throws {
        var configuration = Configuration()
        Preset.fluid.apply(to: &configuration)
        configuration.constants.preset = .fluid
        let page = try #require(ConfigFile.html(configuration, assets: Self.assets()))
        #expect(!page.contains("{{"))
        #expect(page.contains("<script>run();</script>"))
        #expect(page.contains("<title>SheetLab · fluid</title>"))
        #expect(page.contains("UkVH|Qk9MRA==|:root {"))
        #expect(page.contains("--lh-poem: 32px;"))
        let json = try Self.config(page)
        let engine = try #require(json["engine"] as? [String: Any])
        #expect(engine["policy"] as? String == "projected")
        #expect(engine["overdrag"] as? String == "rubber")
        #expect((engine["spring"] as? [String: Any])?["damping"] as? Double == 0.86)
        let detents = try #require(engine["detents"] as? [[String: Any]])
        #expect(detents.map { $0["name"] as? String } == ["default", "max"])
        #expect(detents.map { $0["kind"] as? String } == ["points", "max"])
        // The JSON export's object rides along, as `--config` reads it.
        let sheetlab = try #require(json["sheetlab"] as? [String: Any])
        #expect(sheetlab["preset"] as? String == "fluid")
        let page2 = try #require(json["page"] as? [String: Any])
        #expect(page2["image"] as? String == "data:image/png;base64,iVBO")
    }

    /// A user's `--content` can neither end the config's script nor fill a slot.
    @Test func theUsersTextStaysText() throws {
        var configuration = Configuration()
        configuration.run.contentText = "</script><script>alert(1)</script> {{ENGINE}} {{CONFIG}}"
        let page = try #require(ConfigFile.html(configuration, assets: Self.assets()))
        #expect(!page.contains("<script>alert(1)"))
        #expect(page.components(separatedBy: "run();").count == 2)
        let json = try Self.config(page)
        let text = (json["page"] as? [String: Any])?["body"] as? String
        #expect(text == configuration.run.contentText)
    }

    /// A detent's name is data wherever the page carries it (the detents, the start, the JSON
    /// export's object): `--detents` allows only letters, digits, `- _ . %`, but were a name
    /// to hold `</script>`, quotes, a backslash or U+2028 it would still end no script and
    /// read back as itself; `%` stays as it is (no URL escape).
    @Test func aDetentsNameIsData() throws {
        for name in ["low%", "half%41", "</script><script>alert(1)//", "a\"b'c\\d\u{2028}e"] {
            var configuration = Configuration()
            configuration.constants.detents = [
                DetentSpec(name: name, value: .points(120)), DetentSpec(name: "max", value: .max),
            ]
            configuration.constants.start = name
            let page = try #require(ConfigFile.html(configuration, assets: Self.assets()))
            #expect(!page.contains("<script>alert(1)"))
            #expect(page.components(separatedBy: "</script>").count == 3)
            let engine = try #require(try Self.config(page)["engine"] as? [String: Any])
            #expect(engine["start"] as? String == name)
            let detents = try #require(engine["detents"] as? [[String: Any]])
            #expect(detents.first?["name"] as? String == name)
        }
    }

    @Test func aTemplateWithoutItsSlotsOrAnEngineThatEndsItsScriptIsRefused() {
        let configuration = Configuration()
        let missing = Self.template.replacingOccurrences(of: "{{ENGINE}}", with: "")
        #expect(ConfigFile.html(configuration, assets: Self.assets(template: missing)) == nil)
        let twice = Self.template + "{{TITLE}}"
        #expect(ConfigFile.html(configuration, assets: Self.assets(template: twice)) == nil)
        let closing = Self.assets(engine: "x = '</SCRIPT>';")
        #expect(ConfigFile.html(configuration, assets: closing) == nil)
    }

    /// The engine's test hook: kept whole in a test build; otherwise its lines, from the begin
    /// marker's through the end marker's, are taken out; an engine whose markers are missing,
    /// doubled or out of order is refused either way.
    @Test func theTestHookIsKeptOnlyForTests() {
        let (begin, end) = ConfigFile.testHookMarkers
        let engine = "run();\n  \(begin): tests only\n  window.sheetlab = {};\n  \(end)\n})();\n"
        #expect(ConfigFile.htmlEngine(engine, testHook: true) == engine)
        #expect(ConfigFile.htmlEngine(engine, testHook: false) == "run();\n})();\n")
        for broken in [
            "run();", "\(begin)\nhook\n", "hook\n\(end)\n", "\(end)\nhook\n\(begin)\n",
            engine + "\(begin)\n", engine + "\(end)\n",
        ] {
            #expect(ConfigFile.htmlEngine(broken, testHook: false) == nil)
            #expect(ConfigFile.htmlEngine(broken, testHook: true) == nil)
        }
    }

    /// A user's page (a build without `SHEETLAB_TEST_HOOKS`) made from the real template and
    /// engine carries no `window.sheetlab`, and its engine is still valid JavaScript
    /// (`node --check`); a test build's carries the engine unchanged, hook and all.
    @Test func aUsersPageHasNoTestHookAndItsEngineStillParses() throws {
        let web = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/web")
        let engine = try String(
            contentsOf: web.appendingPathComponent("sheet-engine.js"), encoding: .utf8)
        let template = try String(
            contentsOf: web.appendingPathComponent("sheet.html"), encoding: .utf8)
        #expect(engine.contains("window.sheetlab"))
        let tests = try #require(ConfigFile.htmlEngine(engine, testHook: true))
        #expect(tests == engine)
        let stripped = try #require(ConfigFile.htmlEngine(engine, testHook: false))
        #expect(!stripped.contains("sheetlab ="))
        let markers = ConfigFile.testHookMarkers
        #expect(!stripped.contains(markers.begin) && !stripped.contains(markers.end))
        let page = try #require(
            ConfigFile.html(
                Configuration(), assets: Self.assets(template: template, engine: stripped)))
        #expect(!page.contains("window.sheetlab"))
        #expect(page.contains(stripped))
        // The stripped engine still parses: node (make test-deps installs it with
        // node-typescript) checks its syntax.
        let process = ProcessInfo.processInfo.processIdentifier
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("sheetlab-engine-\(process).js")
        try Data(stripped.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let node = Process()
        node.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        node.arguments = ["node", "--check", file.path]
        let errors = Pipe()
        node.standardError = errors
        try node.run()
        let said = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        node.waitUntilExit()
        #expect(node.terminationStatus == 0, "node --check on the stripped engine: \(said)")
    }

    /// Every style is exported: the sheet with no `style` object (its own constants), each
    /// other style with its own rules' name, detents, dim, card and timing read from it.
    @Test func everyStyleCarriesItsOwnRules() throws {
        let sheet = try Self.config(
            try #require(ConfigFile.html(Configuration(), assets: Self.assets())))
        #expect((sheet["engine"] as? [String: Any])?["style"] is NSNull)
        let expected: [(StyleKind, String, [String], String, Bool, Bool)] = [
            (.fixed, "fixed style", ["panel"], "follows", false, false),
            (.modal, "modal style", ["open"], "follows", true, false),
            (.half, "half style", ["half", "full"], "constant", true, true),
            (.card, "card style", ["open"], "follows", true, false),
            (.peek, "peek style", ["peek", "open"], "follows", false, false),
        ]
        for (kind, rules, names, dim, draggable, tapDismisses) in expected {
            let page = try #require(
                ConfigFile.html(Configuration(style: kind), assets: Self.assets()))
            let engine = try #require(try Self.config(page)["engine"] as? [String: Any])
            let style = try #require(engine["style"] as? [String: Any])
            #expect(style["kind"] as? String == kind.rawValue)
            #expect(style["rules"] as? String == rules)
            let detents = try #require(style["detents"] as? [[String: Any]])
            #expect(detents.map { $0["name"] as? String } == names)
            #expect(style["dim"] as? String == dim)
            #expect(style["draggable"] as? Bool == draggable)
            #expect(style["overlayTapDismisses"] as? Bool == tapDismisses)
            #expect(style["alwaysPresented"] as? Bool == (kind == .peek))
            #expect(((style["card"] as? [String: Any])?["scale"] != nil) == (kind == .card))
            let timing = try #require(style["timing"] as? [String: Any])
            let critical = kind == .card || kind == .peek
            #expect((timing["easing"] as? String == "criticallyDamped") == critical)
            #expect(timing["scalesWithDistance"] as? Bool == (kind == .modal))
        }
    }

    /// Colours as CSS: opaque ones as hex, translucent ones with their alpha.
    @Test func coloursAreCSS() {
        #expect(ConfigFile.css(Color(hex: 0x1C1C1E)) == "#1C1C1E")
        #expect(
            ConfigFile.css(Color(red: 238, green: 238, blue: 255, alpha: 30))
                == "rgba(238, 238, 255, 0.1176)")
    }
}
