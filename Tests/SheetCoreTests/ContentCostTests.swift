import Testing

@testable import SheetCore

/// The cost of a frame does not grow with `--content`: the scene holds the lines that can be
/// seen, and the text is wrapped once per width.
struct ContentCostTests {
    static func machine(lines: Int) -> SheetMachine {
        var configuration = Configuration()
        configuration.run.contentText = (1...lines).map { "line \($0) of the text" }.joined(
            separator: "\n")
        configuration.constants.start = "max"
        return SheetMachine(configuration: configuration)
    }

    static func texts(_ scene: Scene) -> [TextRun] {
        scene.items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }

    /// The scene at the top, then scrolled by `lines` wheel lines.
    static func scenes(lines: Int, scroll: Double) -> (Layout, Scene, Scene) {
        var machine = machine(lines: lines)
        let layout = Layout(measurer: FakeMeasurer())
        let top = layout.scene(for: machine)
        machine.setContentHeight(layout.contentHeight)
        machine.handle(.wheel(-scroll), at: 0)
        return (layout, top, layout.scene(for: machine))
    }

    @Test func aFrameHoldsTheVisibleLinesWhateverTheContentSize() {
        let (_, smallTop, smallScrolled) = Self.scenes(lines: 2_000, scroll: 500)
        let (_, hugeTop, hugeScrolled) = Self.scenes(lines: 30_000, scroll: 500)
        let lineHeight = FakeMeasurer().lineHeight(of: SheetLayout.poemFont)
        // A window's height of lines, and a margin's worth either side.
        let bound = Int(844 / lineHeight) + 2 * Int(Layout.overhang / lineHeight) + 4
        for scene in [smallTop, smallScrolled, hugeTop, hugeScrolled] {
            #expect(
                Self.texts(scene).count <= bound, "\(Self.texts(scene).count) lines in one frame")
        }
        #expect(Self.texts(hugeTop).count == Self.texts(smallTop).count)
        #expect(Self.texts(hugeScrolled) == Self.texts(smallScrolled))
        // The scrolled frame shows lines from the middle of the text, not the first ones.
        #expect(Self.texts(hugeScrolled).first?.text != Self.texts(hugeTop).first?.text)
    }

    @Test func theVisibleLinesAreTheOnesDrawnBefore() {
        // What is left out lies wholly outside the clip, so the pixels cannot change.
        var machine = Self.machine(lines: 300)
        let layout = Layout(measurer: FakeMeasurer())
        _ = layout.scene(for: machine)
        machine.setContentHeight(layout.contentHeight)
        machine.handle(.wheel(-40), at: 0)
        let scene = layout.scene(for: machine)
        guard
            case .clip(let clip?)? = scene.items.first(where: {
                if case .clip(_?) = $0 { true } else { false }
            })
        else {
            Issue.record("no clip")
            return
        }
        let all = SheetLayout.content(
            width: 390, body: machine.body.text!, measurer: FakeMeasurer())
        let top = 844 - machine.height - machine.scrollOffset
        let lineHeight = FakeMeasurer().lineHeight(of: SheetLayout.poemFont)
        let shown = Set(Self.texts(scene).map(\.text))
        for case .text(let run) in all {
            let y = run.origin.y + top
            let inside = y + lineHeight > clip.y && y < clip.maxY
            if inside {
                #expect(shown.contains(run.text), "\(run.text) at \(y) is inside the clip")
            }
        }
    }

    @Test func theSameContentAtTheSameWidthIsWrappedOnce() {
        let (layout, _, _) = Self.scenes(lines: 5_000, scroll: 100)
        #expect(layout.contentLayouts == 1)
        var machine = Self.machine(lines: 5_000)
        let other = Layout(measurer: FakeMeasurer())
        for _ in 0..<10 { _ = other.scene(for: machine) }
        #expect(other.contentLayouts == 1)
        machine.handle(.resize(Size(width: 500, height: 844)), at: 0)
        _ = other.scene(for: machine)
        #expect(other.contentLayouts == 2)
    }

    @Test func longContentIsKeptAsBlocksOfLinesNotItems() {
        let machine = Self.machine(lines: 5_000)
        let measurer = FakeMeasurer()
        let pieces = machine.style.contentPieces(
            width: 390, controls: machine.controls, measurer: measurer)
        // The heading and the body: two blocks, however many lines.
        #expect(pieces.count == 2)
        let lines = pieces.reduce(0) { count, piece in
            guard case .lines(let block) = piece else { return count }
            return count + block.texts.count
        }
        #expect(lines == 5_001)
        // The same lines, at the same places, as the items the style describes.
        let items = machine.style.content(
            width: 390, controls: machine.controls, measurer: measurer)
        #expect(pieces.flatMap(\.items) == items)
        // Any other style's items make the same pieces back.
        for style in StyleKind.allCases {
            var configuration = Configuration()
            configuration.constants.style = style
            let other = SheetMachine(configuration: configuration)
            let items = other.style.content(
                width: 390, controls: other.controls, measurer: measurer)
            let back = ContentPiece.pieces(of: items, measurer: measurer).flatMap(\.items)
            #expect(back == items, "\(style)")
        }
    }
}
