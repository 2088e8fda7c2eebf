import SheetCore
import SheetRender
import Testing

extension RenderTests {
    /// A scene of only the visible content lines draws the very pixels of one with them all.
    @Suite struct VisibleContentRenderingTests {
        @Test func scrolledLongContentDrawsTheSamePixelsAsEveryLine() throws {
            let harness = try RenderHarness()
            var sheet = machine(start: "max") {
                $0.run.contentText = (1...600).map { "第\($0)行 line \($0): 横街南巷，记钿车小小" }
                    .joined(separator: "\n")
            }
            sheet.handle(.content(harness.layout.contentHeight(for: sheet)), at: 0)
            sheet.handle(.wheel(-120), at: 0)
            let visible = harness.layout.scene(for: sheet)
            // The same frame with every content line in it, as the layout made it before.
            let content = sheet.style.content(
                width: 390, controls: sheet.controls, measurer: harness.fonts)
            let offset = 844 - sheet.height - sheet.scrollOffset
            var everything = visible
            var items: [DrawItem] = []
            var inContent = false
            for item in visible.items {
                if case .clip(_?) = item {
                    items.append(item)
                    items += content.map { $0.offset(dx: 0, dy: offset) }
                    inContent = true
                    continue
                }
                if case .clip(nil) = item { inContent = false }
                if !inContent { items.append(item) }
            }
            everything.items = items
            let texts = { (scene: Scene) in
                scene.items.filter { if case .text = $0 { true } else { false } }.count
            }
            #expect(texts(visible) < 60 && texts(everything) > 600)
            let a = try #require(harness.canvas.render(visible))
            let b = try #require(harness.canvas.render(everything))
            #expect(a.pixels == b.pixels)
        }
    }
}
