import SheetCore
import SheetRender
import Testing

extension RenderTests {
    /// Issue 26 item 2: what the panel's choices draw with the bundled fonts, and a sheet that
    /// follows a choice at once through the same layout (its caches keyed on the appearance).
    @Suite struct PanelChoiceRenderingTests {
        @Test func theKeysHintIsOneLineThatFitsThePanel() throws {
            let harness = try RenderHarness()
            let panel = TuningPanel(Configuration())
            let runs = panel.items(height: 844, measurer: harness.fonts).compactMap { item in
                if case .text(let run) = item, run.text == TuningPanel.keysHint { return run }
                return nil
            }
            #expect(runs.count == 1, "the hint is drawn whole, on one line")
            let width = harness.fonts.width(of: TuningPanel.keysHint, font: TuningPanel.hintFont)
            #expect(width <= TuningPanel.width - 32, "the hint is \(width) pt wide")
        }

        @Test func aLayoutFollowsAnAppearanceChosenLive() throws {
            let harness = try RenderHarness()
            var machine = SheetMachine(configuration: configured(start: "default"))
            let light = try harness.render(machine)
            #expect(light.color(x: 10, y: 10).red > 60, "the light page, dimmed")
            var dark = machine.constants
            dark.appearance = .dark
            machine.reconfigure(dark)
            let after = try harness.render(machine)
            expectPixel(after, x: 10, y: 10, .black, name: "dark-page")
            expectPixel(after, x: 4, y: 844 - 150, Color(hex: 0x1C1C1E), name: "dark-sheet")
        }
    }
}
