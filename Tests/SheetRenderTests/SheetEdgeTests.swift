import SheetCore
import Testing

extension RenderTests {
    /// An undimmed sheet (the material and floatingpanel presets, `--undimmed-detent`) casts a
    /// soft shadow above its top edge: white on the white page it showed no edge at all. A
    /// dimmed sheet is drawn exactly as before, with none.
    @Suite struct SheetEdgeTests {
        /// The colour a few points above the sheet's top, at the middle of the window.
        func aboveTheTop(_ change: @escaping (inout Configuration) -> Void) throws -> (Color, Color)
        {
            let harness = try RenderHarness()
            let resting = machine(start: "default", change)
            let image = try harness.render(resting)
            let top = Int((844 - resting.height).rounded())
            return (image.color(x: 195, y: top - 2), image.color(x: 195, y: top - 20))
        }

        @Test(arguments: [Preset.material, .floatingpanel])
        func anUndimmedSheetShowsItsEdge(_ preset: Preset) throws {
            let (edge, page) = try aboveTheTop { preset.apply(to: &$0) }
            #expect(page == Color(hex: 0xFFFFFF), "the page further up is white: \(page)")
            #expect(edge.red < 235, "just above the top edge the shadow shows: \(edge)")
        }

        @Test func aDimmedSheetCastsNone() throws {
            let (edge, page) = try aboveTheTop { _ in }
            #expect(edge == page, "only the dimmed page above a dimmed sheet: \(edge) vs \(page)")
        }
    }
}
