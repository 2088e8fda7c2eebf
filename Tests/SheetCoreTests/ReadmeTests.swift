import Foundation
import Testing

@testable import SheetCore

struct ReadmeTests {
    /// The README's flag table is the one `Flag.table` generates (`make readme` rewrites it).
    @Test func readmeFlagTableMatchesTheFlagTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- flags:begin -->\n"))
        let end = try #require(text.range(of: "\n<!-- flags:end -->"))
        #expect(
            String(text[begin.upperBound..<end.lowerBound]) == Help.markdown, "run `make readme`")
    }

    static var readme: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent()
                .deletingLastPathComponent()
            return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        }
    }

    /// Every flag has a row: the flag table's and the commands (`--export`, `--help`, `-h`,
    /// `--version`) that are not settings.
    @Test func readmeFlagTableIsComplete() throws {
        let text = try Self.readme
        let begin = try #require(text.range(of: "<!-- flags:begin -->\n"))
        let end = try #require(text.range(of: "\n<!-- flags:end -->"))
        let rows = text[begin.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        let names = Flag.table.map { "--\($0.name)" } + ["--export", "--help", "-h", "--version"]
        for name in names {
            #expect(
                rows.contains {
                    $0.hasPrefix("| `\(name)`") || $0.hasPrefix("| `\(name) ")
                        || $0.contains(", `\(name)`")
                },
                "README's flag table has no row for \(name)")
        }
    }

    /// The example `--events` lines are exactly what the app prints: each is read back into
    /// the event it shows and formatted by `SheetEvent.json`.
    @Test func readmeEventExamplesAreWhatTheAppPrints() throws {
        let text = try Self.readme
        let section = try #require(text.range(of: "### Events"))
        let open = try #require(
            text.range(of: "```json\n", range: section.upperBound..<text.endIndex))
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
                Issue.record("unknown event in the README: \(line)")
                continue
            }
            #expect(event.json(time: time) == line, "the app prints \(event.json(time: time))")
        }
    }

    /// Every policy's rule numbers (the HUD and `--events` show them) are explained in the
    /// README: each number a policy can decide by, found by sweeping releases through it.
    @Test(arguments: PolicyKind.allCases)
    func readmeExplainsEveryRuleOfEachPolicy(_ kind: PolicyKind) throws {
        let text = try Self.readme
        var configuration = Configuration()
        configuration.policy = kind
        let policy = kind.policy(configuration)
        let detents = DetentSet.sheet(configuration, windowHeight: 844)
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
        let marker = kind == .seed ? "with `--policy seed`" : "- `--policy \(kind.rawValue)`"
        guard let start = text.range(of: marker) else {
            Issue.record("README does not describe --policy \(kind.rawValue)")
            return
        }
        // The policy's own item: up to the next blank line or list item.
        let rest = text[start.upperBound...]
        let ends = ["\n\n", "\n- "].compactMap { rest.range(of: $0)?.lowerBound }
        let paragraph = rest[..<(ends.min() ?? rest.endIndex)]
        for rule in rules.sorted() {
            #expect(
                paragraph.contains("\(rule). "),
                "README's --policy \(kind.rawValue) does not explain rule \(rule)")
        }
    }
}
