import Foundation
import Testing

@testable import SheetCore

/// The README is a front door: short, naming every key, explaining the four axes, and linking
/// the pages in `docs/` — every link leads to a file (and a heading) that exists. The reference
/// it links to is held to the code: the flag table and exit codes are the generated ones, the
/// events are what the app prints, and every policy's rules are explained.
struct ReadmeTests {
    /// The clone's root directory.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A file of the clone, by its path from the root.
    static func page(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static var readme: String {
        get throws { try page("README.md") }
    }

    /// Every Markdown page the README and the docs are made of.
    static var pages: [String] {
        get throws {
            let docs = try FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent("docs").path)
            return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        }
    }

    /// What `make readme` wrote between `<!-- name:begin -->` and `<!-- name:end -->`.
    static func generated(_ name: String, in text: String) throws -> String {
        let begin = try #require(text.range(of: "<!-- \(name):begin -->\n"))
        let end = try #require(text.range(of: "\n<!-- \(name):end -->"))
        return String(text[begin.upperBound..<end.lowerBound])
    }

    /// The lines of `text` outside fenced code blocks.
    static func prose(_ text: String) -> [String] {
        var inside = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            if line.hasPrefix("```") {
                inside.toggle()
                return nil
            }
            return inside ? nil : String(line)
        }
    }

    /// A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to `-`.
    static func anchor(_ heading: String) -> String {
        let kept = heading.lowercased().filter {
            $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_"
        }
        return kept.replacingOccurrences(of: " ", with: "-")
    }

    /// The anchors of a page's headings.
    static func anchors(_ text: String) -> Set<String> {
        Set(
            prose(text).filter { $0.hasPrefix("#") }.map {
                anchor($0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces))
            })
    }

    /// The targets of a page's Markdown links and images, outside code blocks.
    static func links(_ text: String) -> [String] {
        prose(text).flatMap { line in
            line.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
        }
    }

    /// A link's file as a path from the root, read from the page at `page` (a path from the
    /// root too).
    static func resolve(_ file: String, from page: String) -> String {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in file.split(separator: "/") {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part != "." {
                parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// The README is at most 180 lines and is a front door, in this order: what SheetLab is,
    /// its picture, the two commands (which the Makefile defines), each with what it does and
    /// how long it takes, the tour, the keys, and the pages in docs/ last.
    @Test func theReadmeIsShortAndKeepsTheTwoCommands() throws {
        let text = try Self.readme
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 180, "README.md has \(lines.count) lines; keep it to 180")
        let commands = try #require(text.range(of: "## Two commands"))
        let block = text[commands.upperBound...]
        for command in ["run", "test"] {
            let line = "make \(command)".padding(toLength: 13, withPad: " ", startingAt: 0)
            #expect(block.contains("\n\(line)# installs"), "README lacks `make \(command)`")
            #expect(
                block.contains("\n- **`make \(command)`**: "),
                "README does not say what `make \(command)` does and how long it takes")
            #expect(
                try Self.page("Makefile").contains("\n\(command): "),
                "the Makefile has no \(command) target")
        }
        let order = [
            "](docs/sheet.png)", "\n## Two commands\n", "\n## A five-minute tour\n",
            "\n## Keys and the mouse\n", "\n## Reference\n",
        ]
        let found = order.map { text.range(of: $0)?.lowerBound }
        for (part, at) in zip(order, found) where at == nil {
            Issue.record("README.md lacks \(part)")
        }
        let places = found.compactMap { $0 }
        #expect(places == places.sorted(), "README.md's parts are out of order: \(order)")
    }

    /// Every relative link and picture in the README and in docs/ leads to a file of the
    /// clone, and a link to a heading (`page.md#heading`) to a heading that page has.
    @Test func everyLinkLeadsToAFileAndHeading() throws {
        var checked = 0
        for path in try Self.pages {
            let text = try Self.page(path)
            for link in Self.links(text) where !link.contains("://") && !link.hasPrefix("mailto:") {
                checked += 1
                let parts = link.split(
                    separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target = parts[0].isEmpty ? path : Self.resolve(String(parts[0]), from: path)
                let url = Self.root.appendingPathComponent(target)
                guard FileManager.default.fileExists(atPath: url.path) else {
                    Issue.record("\(path): \(link) leads to no file (\(target))")
                    continue
                }
                if parts.count == 2, target.hasSuffix(".md") {
                    #expect(
                        Self.anchors(try Self.page(target)).contains(String(parts[1])),
                        "\(path): \(link): \(target) has no such heading")
                }
            }
        }
        #expect(checked >= 40, "only \(checked) links found: is the link pattern still right?")
    }

    /// Every page in docs/ can be reached from the README, and every picture there is shown.
    @Test func theReadmeLinksEveryDocsPageAndEveryPictureIsShown() throws {
        let links = Set(Self.links(try Self.readme).map { $0.split(separator: "#")[0] })
        for path in try Self.pages.dropFirst() {
            #expect(links.contains(Substring(path)), "README.md does not link \(path)")
        }
        let shown = try Self.pages.flatMap { path in
            Self.links(try Self.page(path)).map { URL(fileURLWithPath: $0).lastPathComponent }
        }
        let pictures = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("docs").path
        ).filter { $0.hasSuffix(".png") }
        #expect(!pictures.isEmpty)
        for picture in pictures {
            #expect(shown.contains(picture), "docs/\(picture) is shown on no page")
        }
    }

    /// docs/flags.md's table is the one `Flag.table` generates (`make readme` rewrites it).
    @Test func theFlagTableIsTheGeneratedOne() throws {
        let table = try Self.generated("flags", in: try Self.page("docs/flags.md"))
        #expect(table == Help.markdown, "run `make readme`")
    }

    /// Every flag has a row: the flag table's and the commands (`--export`, `--help`, `-h`,
    /// `--version`) that are not settings.
    @Test func theFlagTableIsComplete() throws {
        let table = try Self.generated("flags", in: try Self.page("docs/flags.md"))
        let rows = table.split(separator: "\n").map(String.init)
        let names = Flag.table.map { "--\($0.name)" } + ["--export", "--help", "-h", "--version"]
        for name in names {
            #expect(
                rows.contains {
                    $0.hasPrefix("| `\(name)`") || $0.hasPrefix("| `\(name) ")
                        || $0.contains(", `\(name)`")
                },
                "docs/flags.md's flag table has no row for \(name)")
        }
    }

    /// docs/flags.md's exit codes are `ExitCode`'s, each with its meaning as `--help` says it.
    @Test func theExitCodesAreTheGeneratedOnes() throws {
        let table = try Self.generated("exit-codes", in: try Self.page("docs/flags.md"))
        let rows = Help.exitCodes.map { "| \($0.code) | \($0.meaning) |" }
        #expect(
            table == (["| code | meaning |", "|---|---|"] + rows).joined(separator: "\n"),
            "run `make readme`")
    }

    /// Every key `--help` names (and `HelpTextTests` holds to the keys the window reads) has a
    /// row in the README's short table of keys and in docs/keys.md's full one, and both say
    /// which way the wheel moves the sheet, that it never dismisses, and that Esc is no quit key.
    @Test func theReadmeNamesEveryKey() throws {
        #expect(!Help.keys.isEmpty)
        let tables = [("README.md", "## Keys and the mouse"), ("docs/keys.md", "## Keys")]
        for (path, heading) in tables {
            let text = try Self.page(path)
            let section = try #require(
                text.range(of: "\n\(heading)\n"), "\(path) has no heading \(heading)")
            let rows = text[section.upperBound...].split(separator: "\n")
            for key in Help.keys {
                #expect(
                    rows.contains { $0.hasPrefix("| \(key.keys) | ") },
                    "\(path)'s keys have no row for \(key.keys)")
            }
            for words in ["no quit key", "wheel down", "wheel up", "never dismisses"] {
                #expect(text.contains(words), "\(path)'s keys and mouse do not say \(words)")
            }
        }
    }

    /// The README's table of the four axes lists every value each one takes.
    @Test func theAxesTableListsEveryValue() throws {
        let text = try Self.readme
        let axes: [(String, [String])] = [
            ("--style", StyleKind.allCases.map(\.rawValue)),
            ("--preset", Preset.allCases.map(\.rawValue)),
            ("--policy", PolicyKind.allCases.map(\.rawValue)),
            ("--look", SheetLook.allCases.map(\.rawValue)),
        ]
        let rows = text.split(separator: "\n")
        for (flag, values) in axes {
            guard let row = rows.first(where: { $0.hasPrefix("| `\(flag)` | ") }) else {
                Issue.record("README's axes table has no row for \(flag)")
                continue
            }
            for value in values {
                #expect(row.contains("`\(value)`"), "README's \(flag) row lacks \(value)")
            }
        }
        #expect(text.contains("**\"seed\"**"), "README does not say what seed means")
    }

    /// docs/architecture.md's table of modules matches the package: each module's row names
    /// the modules Package.swift says it depends on, and every type it names in backticks is
    /// declared in that module or one it depends on (`Phone` is SheetDesktop's, not
    /// SheetCore's).
    @Test func theArchitectureMatchesTheModules() throws {
        let text = try Self.page("docs/architecture.md")
        let package = try Self.page("Package.swift")
        let modules = ["SheetCore", "SheetRender", "SheetDesktop"]
        /// The names a module's sources declare as types.
        func declared(_ module: String) throws -> Set<String> {
            let folder = Self.root.appendingPathComponent("Sources/\(module)")
            let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") }
            let kinds: Set<Substring> = [
                "struct", "enum", "class", "protocol", "typealias", "actor",
            ]
            var names: Set<String> = []
            for file in files {
                let text = try String(
                    contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                for (kind, name) in zip(words, words.dropFirst()) where kinds.contains(kind) {
                    names.insert(String(name))
                }
            }
            return names
        }
        var named = 0
        for module in modules {
            let rows = text.split(separator: "\n")
            guard let row = rows.first(where: { $0.hasPrefix("| **\(module)** |") }) else {
                Issue.record("docs/architecture.md has no row for \(module)")
                continue
            }
            let target = try #require(
                package.matches(of: /[tT]arget\(name: "(\w+)"(?:, dependencies: \[([^\]]*)\])?/)
                    .first { $0.output.1 == module }, "Package.swift has no target \(module)")
            let dependencies = (target.output.2 ?? "").matches(of: /"(\w+)"/).map {
                String($0.output.1)
            }
            let said = row.split(separator: "|").last?.trimmingCharacters(in: .whitespaces) ?? ""
            for dependency in dependencies {
                #expect(said.contains(dependency), "\(module) depends on \(dependency): \(said)")
            }
            if dependencies.isEmpty {
                #expect(said.hasPrefix("nothing"), "\(module) depends on nothing: \(said)")
            }
            let visible = try ([module] + dependencies.filter(modules.contains)).map(declared)
                .reduce(into: Set<String>()) { $0.formUnion($1) }
            for match in row.matches(of: /`([A-Z][A-Za-z0-9]*)`/) {
                named += 1
                let name = String(match.output.1)
                #expect(
                    visible.contains(name), "\(name) is declared neither in \(module) nor below")
            }
        }
        #expect(named >= 15, "only \(named) types named in the table of modules")
    }

    /// docs/install.md's table of the libraries the installed binary links has a row for each
    /// library CSDL2's module map links (the `.deb`'s `Depends` is their packages).
    @Test func theInstallPageNamesEveryLinkedLibrary() throws {
        let text = try Self.page("docs/install.md")
        let section = try #require(text.range(of: "\n## The libraries it needs\n"))
        let rest = text[section.upperBound...]
        let rows = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
            .split(separator: "\n")
        let links = try Self.page("Sources/CSDL2/module.modulemap")
            .matches(of: /link "([^"]+)"/).map { String($0.output.1) }
        #expect(links.count >= 6, "the module map links \(links)")
        for link in links {
            #expect(
                rows.contains {
                    $0.hasPrefix("| `lib\(link).so") || $0.hasPrefix("| `lib\(link)-")
                },
                "docs/install.md names no package for lib\(link)")
        }
    }

    /// The example `--events` lines (docs/events.md) are exactly what the app prints: each is
    /// read back into the event it shows and formatted by `SheetEvent.json`.
    @Test func theEventExamplesAreWhatTheAppPrints() throws {
        let text = try Self.page("docs/events.md")
        let open = try #require(text.range(of: "```json\n"))
        let close = try #require(text.range(of: "```", range: open.upperBound..<text.endIndex))
        let lines = text[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
        #expect(lines.count >= 5)
        for line in lines {
            let value = try JSONParser.parse(line)
            guard case .number(let time)? = value["t"], case .string(let name)? = value["event"]
            else {
                Issue.record("not an event: \(line)")
                continue
            }
            func number(_ key: String) -> Double {
                if case .number(let number)? = value[key] { return number }
                return .nan
            }
            func string(_ key: String) -> String {
                if case .string(let string)? = value[key] { return string }
                return ""
            }
            func size() -> Size {
                guard case .array(let pair)? = value["window"], pair.count == 2,
                    case .number(let w) = pair[0],
                    case .number(let h) = pair[1]
                else { return Size(width: .nan, height: .nan) }
                return Size(width: w, height: h)
            }
            let event: SheetEvent
            switch name {
            case "ready": event = .ready(window: size())
            case "present": event = .present
            case "settled":
                event = .settled(
                    detent: string("detent"), index: Int(number("index")), height: number("height"))
            case "drag-start": event = .dragStart(height: number("height"))
            case "drag-end":
                event = .dragEnd(
                    height: number("height"), velocity: number("velocity"),
                    translation: number("translation"),
                    target: string("target"), rule: Int(number("rule")))
            case "dismiss":
                event = .dismiss(reason: try #require(DismissReason(rawValue: string("reason"))))
            case "dismissed": event = .dismissed
            case "resize": event = .resize(size())
            case "quit": event = .quit(frames: Int(number("frames")))
            default:
                Issue.record("unknown event in docs/events.md: \(line)")
                continue
            }
            #expect(event.json(time: time) == line, "the app prints \(event.json(time: time))")
        }
    }

    /// Every policy's rule numbers (the HUD and `--events` show them) are explained in
    /// docs/presets.md: each number a policy can decide by, found by sweeping releases
    /// through it.
    @Test(arguments: PolicyKind.allCases)
    func everyRuleOfEachPolicyIsExplained(_ kind: PolicyKind) throws {
        let text = try Self.page("docs/presets.md")
        var configuration = Configuration()
        configuration.constants.policy = kind
        let policy = kind.policy(configuration.constants)
        let detents = DetentSet.sheet(configuration.constants, windowHeight: 844)
        var rules: Set<Int> = []
        for height in stride(from: 0.0, through: 844, by: 10) {
            for velocity in stride(from: -4000.0, through: 4000, by: 100) {
                for translation in [-300.0, 0, 300] {
                    let release = Release(
                        height: height, translation: translation, velocity: velocity,
                        windowHeight: 844)
                    rules.insert(policy.decide(release, detents: detents).rule)
                }
            }
        }
        guard let start = text.range(of: "- `--policy \(kind.rawValue)`") else {
            Issue.record("docs/presets.md does not describe --policy \(kind.rawValue)")
            return
        }
        // The policy's own item: up to the next blank line or list item.
        let rest = text[start.upperBound...]
        let ends = ["\n\n", "\n- "].compactMap { rest.range(of: $0)?.lowerBound }
        let paragraph = rest[..<(ends.min() ?? rest.endIndex)]
        for rule in rules.sorted() {
            #expect(
                paragraph.contains("\(rule). "),
                "docs/presets.md's --policy \(kind.rawValue) does not explain rule \(rule)")
        }
    }
}
