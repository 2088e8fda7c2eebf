import SheetCore
import SheetRender
import Testing

extension RenderTests {
    /// Issue 11 §4.6: the half sheet below its grabber is plain white (seed 003 shows no text).
    @Suite struct HalfRenderingTests {
        @Test func theHalfSheetIsPlainWhiteBelowItsGrabber() throws {
            var configuration = Configuration(style: .half)
            configuration.constants.start = "half"
            let image = try RenderHarness().render(SheetMachine(configuration: configuration))
            var marked = 0
            for y in stride(from: 422 + 30, to: 844, by: 2) {
                for x in stride(from: 0, to: 390, by: 2) {
                    let color = image.color(x: x, y: y)
                    if color.red != 255 || color.green != 255 || color.blue != 255 { marked += 1 }
                }
            }
            #expect(marked == 0, "\(marked) sampled pixels below the grabber are not white")
        }
    }
}
