import SheetCore
import SheetRender
import Testing

extension RenderTests {
    @Suite struct SheetRenderingTests {
        @Test func restingSheetDimsThePageAndDrawsAWhiteSheet() throws {
            let harness = try RenderHarness()
            let image = try harness.render(machine(start: "default"))
            // A white page under a black overlay of alpha 0.6 shows 255 * 0.4 = 102.
            expectPixel(image, x: 5, y: 300, Color(red: 102, green: 102, blue: 102), name: "dim")
            // The sheet (top at 844 - 300 = 544) is white where no content is drawn.
            expectPixel(image, x: 10, y: 838, .white, name: "sheet-white")
            expectPixel(image, x: 380, y: 560, .white, name: "sheet-white-right")
        }

        @Test func sheetTopCornersAreRoundedAndAntiAliased() throws {
            let harness = try RenderHarness()
            let image = try harness.render(machine(start: "default"))
            let top = 844 - 300
            // Corner radius 16: the very corner pixel shows the dimmed page, not the sheet.
            expectPixel(
                image, x: 0, y: top, Color(red: 102, green: 102, blue: 102), name: "corner-outside")
            expectPixel(
                image, x: 389, y: top, Color(red: 102, green: 102, blue: 102),
                name: "corner-outside-right")
            // Inside the curve it is white; on the curve a blend between the two.
            expectPixel(image, x: 16, y: top + 1, .white, name: "corner-inside")
            // Every row of the curve has a pixel between page grey and white: a smooth edge.
            for row in top..<(top + 10) {
                let partial = (0..<16).contains { x in
                    let value = Int(image.color(x: x, y: row).red)
                    return value > 110 && value < 245
                }
                #expect(partial, "row \(row) of the rounded corner has an anti-aliased pixel")
            }
        }

        @Test func grabberIsGreyAndCentredSixteenPointsBelowTheTop() throws {
            let harness = try RenderHarness()
            let image = try harness.render(machine(start: "default"))
            let top = 844 - 300
            let grey = Color(hex: 0xAAAAAA)
            expectPixel(image, x: 195, y: top + 16 + 3, grey, name: "grabber-centre")
            expectPixel(image, x: 195 - 27, y: top + 16 + 3, grey, name: "grabber-left")
            expectPixel(image, x: 195 + 27, y: top + 16 + 3, grey, name: "grabber-right")
            expectPixel(image, x: 195, y: top + 16 - 2, .white, name: "grabber-above")
            expectPixel(image, x: 195, y: top + 16 + 8, .white, name: "grabber-below")
            expectPixel(image, x: 195 - 34, y: top + 16 + 3, .white, name: "grabber-beyond")
        }

        @Test func atMaxThePageShrinksIntoADimmedCardOnBlack() throws {
            let harness = try RenderHarness()
            let image = try harness.render(machine(start: "max"))
            // Scale 0.92 about the centre: the page spans x 15.6…374.4, y 33.8…810.2.
            expectPixel(image, x: 195, y: 20, .black, name: "card-above")
            expectPixel(image, x: 8, y: 50, .black, name: "card-left")
            expectPixel(image, x: 382, y: 50, .black, name: "card-right")
            expectPixel(
                image, x: 195, y: 45, Color(red: 102, green: 102, blue: 102), name: "card-page")
            expectPixel(
                image, x: 17, y: 50, Color(red: 102, green: 102, blue: 102), name: "card-left-edge")
            // Its corners are rounded (radius 10): the corner pixel stays black.
            expectPixel(image, x: 16, y: 34, .black, tolerance: 30, name: "card-corner")
            // The sheet's top at max is 64 pt from the window top.
            expectPixel(image, x: 195, y: 66, .white, name: "sheet-at-max")
        }

        @Test func pageShowsTheButtonInItsTint() throws {
            let harness = try RenderHarness()
            let image = try harness.render(machine())
            expectPixel(image, x: 40, y: 844 - 24 - 25, Color(hex: 0x007AFF), name: "button")
            expectPixel(image, x: 5, y: 400, .white, name: "page-white")
            // Button corners are rounded (radius 8).
            expectPixel(image, x: 24, y: 844 - 74, .white, tolerance: 40, name: "button-corner")
        }

        @Test func twiceThePixelDensityDrawsTheSameSceneTwiceAsFine() throws {
            let harness = try RenderHarness(density: 2)
            let image = try harness.render(machine(start: "default"))
            #expect(image.width == 780 && image.height == 1688)
            let top = (844 - 300) * 2
            expectPixel(image, x: 390, y: top + 38, Color(hex: 0xAAAAAA), name: "grabber-2x")
            expectPixel(
                image, x: 10, y: 600, Color(red: 102, green: 102, blue: 102), name: "dim-2x")
        }
    }
}
