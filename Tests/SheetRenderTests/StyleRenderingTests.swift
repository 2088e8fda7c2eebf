import SheetCore
import SheetRender
import Testing

extension RenderTests {
    @Suite struct StyleRenderingTests {
        func render(_ style: StyleKind, start: String) throws -> Image {
            var configuration = Configuration(style: style)
            configuration.constants.start = start
            return try RenderHarness().render(SheetMachine(configuration: configuration))
        }

        @Test func fixedPanelHasAnOvalCapACloseButtonAndTintedSegments() throws {
            let image = try render(.fixed, start: "panel")
            let top = 844 - 600
            let dim = Color(red: 128, green: 128, blue: 128)  // white page under a 0.5 overlay
            // The oval (0, top, 390, 150): its corners show the dim, its middle is white.
            expectPixel(image, x: 2, y: top + 2, dim, name: "fixed-oval-corner")
            expectPixel(image, x: 195, y: top + 2, .white, name: "fixed-oval-top")
            expectPixel(image, x: 2, y: top + 80, .white, name: "fixed-container")
            // The close button's light circle at (330, top, 40, 40), its corner outside.
            expectPixel(image, x: 350, y: top + 36, Color(hex: 0xEFEFF4), name: "fixed-close")
            // Selected segments are filled with the tint: Girl, the middle fruit, Parking Lot.
            let tint = Color(red: 190, green: 31, blue: 109)
            expectPixel(image, x: 24, y: top + 75 + 20 + 4, tint, name: "fixed-segment-1")
            expectPixel(image, x: 195 - 40, y: top + 75 + 75 + 4, tint, name: "fixed-segment-2")
            expectPixel(image, x: 366, y: top + 75 + 130 + 4, tint, name: "fixed-segment-3")
            expectPixel(image, x: 195, y: top + 75 + 20 + 4, .white, name: "fixed-unselected")
        }

        @Test func modalCoversTheWindowWithNoOverlay() throws {
            let image = try render(.modal, start: "open")
            expectPixel(image, x: 5, y: 5, .white, name: "modal-top")
            expectPixel(image, x: 5, y: 838, .white, name: "modal-bottom")
            expectPixel(image, x: 336, y: 36, Color(hex: 0xEFEFF4), name: "modal-close")
        }

        @Test func halfSheetRestsAtHalfWithAGrabberOverHalfDim() throws {
            let image = try render(.half, start: "half")
            expectPixel(
                image, x: 5, y: 300, Color(red: 128, green: 128, blue: 128), name: "half-dim")
            expectPixel(image, x: 0, y: 422, .white, name: "half-square-corner")
            expectPixel(image, x: 195, y: 422 + 19, Color(hex: 0xAAAAAA), name: "half-grabber")
        }

        @Test func cardScalesThePageBehindARoundedCard() throws {
            let image = try render(.card, start: "open")
            // Page scaled 0.92: from y 33.8; under a 0.3 overlay white reads 179.
            expectPixel(image, x: 195, y: 20, .black, name: "card-above-page")
            expectPixel(
                image, x: 195, y: 37, Color(red: 179, green: 179, blue: 179), name: "card-page")
            expectPixel(image, x: 195, y: 45, .white, name: "card-card")
            // The card's top corners are rounded (radius 8): its corner pixel shows the page.
            expectPixel(image, x: 0, y: 40, .black, tolerance: 60, name: "card-corner")
        }

        @Test func peekShowsARedStripFiftyPointsTall() throws {
            let image = try render(.peek, start: "peek")
            expectPixel(image, x: 195, y: 844 - 49, Color(hex: 0xFF0000), name: "peek-strip")
            expectPixel(image, x: 195, y: 844 - 52, .white, name: "peek-page-above-strip")
            // The page's button moves up to sit above the strip.
            expectPixel(
                image, x: 40, y: 844 - 50 - 24 - 25, Color(hex: 0x007AFF), name: "peek-button-above"
            )
            expectPixel(image, x: 5, y: 400, .white, name: "peek-page-undimmed")
        }
    }
}
