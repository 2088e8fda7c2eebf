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
            // The canvas is held: closed with it, its renderer draws nothing (it drew on a
            // freed surface once, found by AddressSanitizer).
            let canvas = try RenderHarness().canvas
            let renderer = canvas.renderer
            defer { withExtendedLifetime(canvas) {} }
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

        @Test func aRendererOutlivingItsCanvasDrawsNothing() throws {
            // The canvas (and the surface it drew on) is gone at the end of the line.
            let renderer = try RenderHarness().canvas.renderer
            renderer.draw(scene(top: 500))
            renderer.draw(scene(top: 490))
            renderer.present()
            #expect(renderer.lastMove == nil && renderer.damage.isEmpty)
        }

        @Test func aSheetMovedWholeHasItsRowsMovedAndShowsWhatAFullRedrawShows() throws {
            // A sheet with a line and a grabber over a page whose overlay follows it (the
            // drag below the card range): its body's rows are moved in memory, only the rows
            // around them drawn, and the pixels are a full redraw's, frame after frame.
            let canvas = try RenderHarness().canvas
            let reference = try RenderHarness().canvas
            func sheet(_ top: Double) -> Scene {
                scene(
                    top: top, dim: 0.3 - (top - 500) / 1000,
                    extra: [
                        .shape(
                            Rect(x: 177, y: top + 5, width: 36, height: 5),
                            CornerRadii(all: 2.5), Color(hex: 0xC0C0C0)),
                        .text(
                            TextRun(
                                text: "Moved, not drawn", font: Font(.regular, 17),
                                color: .black, origin: Point(x: 20, y: top + 40))),
                    ])
            }
            _ = canvas.render(sheet(500))
            var previous = 500.0
            for top in [510.0, 530, 520, 480, 481.5, 600] {
                let shown = canvas.render(sheet(top))
                // Whole pixels (at 1x): 481.5 snaps to 482.
                let by = Int32(top.rounded()) - Int32(previous.rounded())
                previous = top
                let move = try #require(canvas.renderer.lastMove, "moved at \(top)")
                #expect(move.by == by, "at \(top)")
                // Rows below the sheet's rounded top (10 px), and above those it uncovered.
                #expect(move.rows.lowerBound >= Int32(top) + 10 && move.rows.upperBound <= 844)
                #expect(move.rows.upperBound == 844 - max(0, -move.by))
                #expect(!canvas.renderer.drawn.bands.contains { $0.overlaps(move.rows) })
                #expect(canvas.renderer.damage.bands.contains { $0.contains(move.rows.lowerBound) })
                reference.renderer.invalidate()
                let full = reference.render(sheet(top))
                #expect(
                    shown != nil && shown?.pixels == full?.pixels,
                    "a full redraw's pixels at \(top)")
            }
            // Something over the sheet that stays put: drawn, nothing moved.
            let pinned = DrawItem.text(
                TextRun(
                    text: "42 fps", font: Font(.regular, 12), color: .black,
                    origin: Point(x: 8, y: 700)))
            var withLabel = sheet(600)
            withLabel.items.append(pinned)
            _ = canvas.render(withLabel)
            withLabel = sheet(610)
            withLabel.items.append(pinned)
            let shown = canvas.render(withLabel)
            #expect(canvas.renderer.lastMove == nil, "a label that stays: nothing moved")
            reference.renderer.invalidate()
            #expect(shown != nil && shown?.pixels == reference.render(withLabel)?.pixels)
            // One that stays over the page, as the HUD does, clear of the sheet's rows then and
            // now, and changing: the rows still move, and it is drawn where it is.
            for (top, fps) in [(600.0, "41 fps"), (590, "42 fps"), (615, "43 fps")] {
                var hud = sheet(top)
                hud.items.append(
                    .text(
                        TextRun(
                            text: fps, font: Font(.regular, 12), color: .black,
                            origin: Point(x: 8, y: 100))))
                let drawn = canvas.render(hud)
                #expect(top == 600 || canvas.renderer.lastMove != nil, "moved at \(top)")
                reference.renderer.invalidate()
                #expect(drawn != nil && drawn?.pixels == reference.render(hud)?.pixels)
            }
        }
    }
}
