import Testing

@testable import SheetCore

/// The tuning panel (issue 11, §5): only sliders that change something, values on a grid,
/// a banner that covers no row, a header that stays while the rows scroll.
struct TuningPanelLayoutTests {
    static func flags(_ arguments: [String]) throws -> Set<String> {
        Set(TuningPanel(try parsedRun(arguments)).rows.map(\.flag))
    }

    @Test(arguments: StyleKind.allCases)
    func rowsAreTheStylesOwnNumbers(style: StyleKind) throws {
        let configuration = try parsedRun(["--style", style.rawValue])
        let rows = Set(TuningPanel(configuration).rows.map(\.flag))
        let every = Flag.table.filter(\.readByEveryStyle).map(\.id)
        let used = Set(
            configuration.sheetStyle.usedFlags.union(every).map(\.rawValue))
        #expect(!rows.isEmpty)
        #expect(
            rows.isSubset(of: used),
            "\(rows.subtracting(used)) do not change --style \(style.rawValue)")
        #expect(rows.contains("tap-slop") && rows.contains("fps"))
    }

    @Test func thePolicyDecidesItsSliders() throws {
        let seed = try Self.flags([])
        #expect(
            seed.isSuperset(of: [
                "fullscreen-velocity", "fullscreen-fraction", "present-duration", "snap-duration",
            ]))
        #expect(
            seed.isDisjoint(with: ["deceleration", "projection-time", "dismiss-progress"]),
            "\(seed)")
        let projected = try Self.flags(["--policy", "projected"])
        #expect(projected.contains("deceleration") && !projected.contains("fullscreen-velocity"))
        let velocity = try Self.flags(["--policy", "velocity"])
        #expect(
            velocity.isSuperset(of: ["fullscreen-velocity", "dismiss-progress"])
                && !velocity.contains("fullscreen-fraction"))
        #expect(try Self.flags(["--policy", "linear"]).contains("projection-time"))
        let nearest = try Self.flags(["--policy", "nearest"])
        #expect(
            nearest.isDisjoint(with: [
                "fullscreen-velocity", "fullscreen-fraction", "deceleration", "projection-time",
            ]))
    }

    @Test func theAnimationAndOverdragDecideTheirs() throws {
        let curve = try Self.flags([])
        #expect(
            curve.isDisjoint(with: [
                "spring-response", "spring-damping", "spring-rest", "rubber-constant",
                "overdrag-factor",
            ]))
        let fluid = try Self.flags(["--preset", "fluid"])  // projected, spring, rubber
        #expect(
            fluid.isSuperset(of: [
                "spring-response", "spring-damping", "spring-rest", "rubber-constant",
                "deceleration",
            ]))
        #expect(
            fluid.isDisjoint(with: ["present-duration", "snap-duration", "overdrag-factor"]),
            "the spring does those")
        #expect(try Self.flags(["--preset", "gorhom"]).contains("overdrag-factor"))
    }

    @Test func pageUpTwelveTimesLandsOnWholePoints() throws {
        var panel = TuningPanel(Configuration())
        for _ in 0..<12 { panel.nudge(1, large: true) }
        let value = panel.rows[0].value
        #expect(value == value.rounded() && value > 300, "default-height \(value)")
        #expect(panel.applied.constants.defaultHeight == value)
    }

    @Test(arguments: ["seed", "fluid", "vaul", "material", "gorhom"])
    func everyValueStaysOnItsGrid(preset: String) throws {
        var panel = TuningPanel(try parsedRun(["--preset", preset]))
        var generator = SeededGenerator(state: 7)
        // The sliders (the choices after them remake the rows: `TuningPanelChoiceTests`).
        for index in panel.rows.indices where !panel.rows[index].isChoice {
            panel.selectRow(index)
            for _ in 0..<40 {
                switch generator.next() % 4 {
                case 0: panel.nudge(1)
                case 1: panel.nudge(-1, large: true)
                case 2: panel.nudge(1, large: true)
                default: panel.drag(index, to: Double(generator.next() % 1000) / 999)
                }
                let row = panel.rows[index]
                #expect(
                    row.value == row.snapped(row.value),
                    "\(row.flag) = \(row.value) is off its \(row.step) grid")
                #expect(row.value >= row.lower && row.value <= row.upper)
                #expect(
                    Format.number(row.value).count <= 8,
                    "\(row.flag) reads \(Format.number(row.value))")
            }
        }
        let grids = Dictionary(
            panel.rows.map { ($0.flag, $0.step) }, uniquingKeysWith: { a, _ in a })
        #expect(grids["default-height"] == 1 && grids["dim-alpha"] == 0.01)
        #expect(
            panel.rows.filter { $0.unit == "s" }.allSatisfy { $0.step == 0.01 },
            "hundredths of a second")
    }

    @Test(arguments: [260.0, 420.0, 844.0])
    func theBannerCoversNoRow(height: Double) throws {
        var panel = TuningPanel(Configuration())
        panel.set(1, to: 350)  // dismiss above default: not applied
        #expect(panel.problem != nil)
        let measurer = FakeMeasurer()
        for scroll in [0.0, 100, 10_000] {
            panel.scroll(by: scroll, height: height, measurer: measurer)
            let frames = panel.layout(height: height, measurer: measurer)
            let banner = try #require(frames.banner, "no banner")
            #expect(banner.maxY <= height && !frames.rows.isEmpty)
            for row in frames.rows {
                let overlap = row.frame.intersection(banner)
                #expect(
                    overlap.width <= 0 || overlap.height <= 0,
                    "row \(row.index) at \(row.frame) under \(banner)")
            }
            // And what is drawn: every row's text lies above the banner.
            for case .text(let run) in panel.items(height: height, measurer: measurer)
            where run.color == .black {
                #expect(
                    run.origin.y < banner.y || run.origin.y < frames.header.maxY,
                    "\(run.text) at \(run.origin.y)")
            }
        }
        // Scrolled to the end, the last row shows whole above the banner.
        let frames = panel.layout(height: height, measurer: measurer)
        #expect(frames.rows.last?.index == panel.rows.count - 1)
        #expect(frames.rows.last.map { $0.frame.height == 34 } == true)
    }

    @Test func theHeaderStaysWhileRowsScroll() {
        var panel = TuningPanel(Configuration())
        let measurer = FakeMeasurer()
        func header(_ panel: TuningPanel) -> [DrawItem] {
            panel.items(height: 300, measurer: measurer).filter {
                if case .text(let run) = $0 {
                    return run.text.hasPrefix("Tuning") || run.text.hasPrefix("[ ]")
                }
                return false
            }
        }
        let before = header(panel)
        let frames = panel.layout(height: 300, measurer: measurer)
        panel.scroll(by: 200, height: 300, measurer: measurer)
        #expect(panel.scrollOffset == 200)
        let scrolled = panel.layout(height: 300, measurer: measurer)
        #expect(header(panel) == before && before.count == 2)
        #expect(scrolled.header == frames.header)
        #expect(
            scrolled.rows.allSatisfy { $0.frame.y >= scrolled.header.maxY },
            "no row under the header")
        #expect(scrolled.rows.first?.index != frames.rows.first?.index, "the rows did scroll")
        // The header is drawn after the rows, so nothing of a row is painted over it.
        let items = panel.items(height: 300, measurer: measurer)
        let lastClip = items.lastIndex { if case .clip = $0 { return true } else { return false } }
        let title = items.firstIndex {
            if case .text(let run) = $0 {
                return run.text.hasPrefix("Tuning")
            } else {
                return false
            }
        }
        #expect(lastClip != nil && title != nil && title! > lastClip!)
        #expect(
            panel.hit(Point(x: 100, y: 20), height: 300, measurer: measurer) == nil,
            "the header is no row")
    }
}
