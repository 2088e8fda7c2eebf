import SheetCore
import SheetRender
import Testing

extension RenderTests {
    /// Frames drawn only where they changed (issue 28): which rows a frame redraws.
    @Suite struct DamageTests {
        @Test func nearBandsJoinAndFarOnesStayApartUpToFour() {
            var bands = RowBands()
            bands.add(100, 120, limit: 1000)
            bands.add(130, 140, limit: 1000)  // 10 rows apart: one band
            #expect(bands.bands == [100..<140])
            bands.add(500, 510, limit: 1000)
            bands.add(-20, 5, limit: 1000)  // cut to the window
            #expect(bands.bands == [0..<5, 100..<140, 500..<510])
            bands.add(700, 710, limit: 1000)
            bands.add(900, 2000, limit: 1000)
            // Five bands: the two closest (95 rows apart) are joined.
            #expect(bands.bands == [0..<140, 500..<510, 700..<710, 900..<1000])
            #expect(bands.rows == 140 + 10 + 10 + 100)
            bands.add(0, 1000, limit: 1000)
            #expect(bands.bands == [0..<1000])
        }

        /// A page under an overlay and a sheet (a plain opaque shape) whose top is `top`.
        func scene(top: Double, dim: Double = 0.3, extra: [DrawItem] = []) -> Scene {
            let size = Size(width: 390, height: 844)
            return Scene(
                size: size, background: .black,
                page: [.shape(Rect(x: 20, y: 40, width: 200, height: 30), .none, .black)],
                pageFrame: Rect(x: 0, y: 0, width: 390, height: 844), pageCornerRadius: 0,
                pageDim: dim,
                items: [
                    .shape(
                        Rect(x: 0, y: top, width: 390, height: 844 - top),
                        CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0),
                        .white)
                ] + extra)
        }

        @Test func onlyWhatChangedIsRedrawn() throws {
            let renderer = try RenderHarness().canvas.renderer
            renderer.draw(scene(top: 500))
            #expect(renderer.damage.bands == [0..<844], "the first frame: every row")
            renderer.draw(scene(top: 500))
            #expect(renderer.damage.isEmpty, "the same scene: nothing")
            renderer.draw(scene(top: 490))
            #expect(renderer.damage.bands == [487..<844], "the sheet 10 pt up: its rows")
            renderer.draw(scene(top: 490, dim: 0.31))
            #expect(renderer.damage.bands == [0..<844], "a new shade: the page's rows")
            let label = DrawItem.text(
                TextRun(
                    text: "42 fps", font: Font(.regular, 12), color: .black,
                    origin: Point(x: 8, y: 100)))
            renderer.draw(scene(top: 490, dim: 0.31, extra: [label]))
            #expect(renderer.damage.bands == [91..<127], "a line added: its rows and reach")
            renderer.invalidate()
            renderer.draw(scene(top: 490, dim: 0.31, extra: [label]))
            #expect(renderer.damage.bands == [0..<844], "pixels lost: every row")
        }
    }
}
