import SheetCore
import SheetRender
import Testing

extension RenderTests {
    /// Issue 26 item 5: `--appearance dark` in pixels: the black page dimmed, the elevated
    /// sheet, its grabber, its white heading, and the device's chrome light over them.
    @Suite struct DarkRenderingTests {
        func configuration(_ arguments: [String]) throws -> Configuration {
            guard case .run(let configuration) = try Command.parse(arguments) else {
                throw UsageError("not a run")
            }
            return configuration
        }

        /// The brightest red of the pixels in `xs` × `ys`: whether light glyphs are there.
        func brightest(_ image: Image, _ xs: Range<Int>, _ ys: Range<Int>) -> Int {
            var brightest = 0
            for x in xs {
                for y in ys { brightest = max(brightest, Int(image.color(x: x, y: y).red)) }
            }
            return brightest
        }

        @Test func theIOSSheetIsDarkOverTheDarkPage() throws {
            let harness = try RenderHarness()
            let top = 844 - 300
            let frame = try harness.render(
                SheetMachine(
                    configuration: try configuration(
                        [
                            "--appearance", "dark", "--look", "ios18", "--default-height", "300",
                            "--start", "default",
                        ])))
            // The page: black under a 0.48 black dim, still black.
            expectPixel(frame, x: 10, y: 10, .black, name: "dark-page")
            // The elevated sheet, beside the grabber and under it.
            expectPixel(frame, x: 100, y: top + 7, Color(hex: 0x1C1C1E), name: "dark-sheet")
            expectPixel(frame, x: 195, y: top + 18, Color(hex: 0x1C1C1E), name: "dark-sheet-2")
            expectPixel(frame, x: 195, y: top + 7, Color(hex: 0x5A5A5E), name: "dark-grabber")
            // The white heading "Get Started" on its first line (20 pt bold from 32 pt down).
            #expect(brightest(frame, 20..<140, (top + 32)..<(top + 56)) > 200)
        }

        @Test func thePageIsBlackWithWhiteTextAndTheChromeIsLight() throws {
            let harness = try RenderHarness(size: Size(width: 393, height: 852))
            let page = try harness.render(
                try configuration(["--appearance", "dark", "--device", "iphone-16"]))
            expectPixel(page, x: 30, y: 70, .black, name: "dark-page-inside")
            // The title's glyphs (32 pt bold, 24 pt below the 59 pt status bar) are white.
            #expect(brightest(page, 24..<200, 83..<123) > 200)
            // The home indicator and the time are white over the black page.
            expectPixel(page, x: 196, y: 852 - 8 - 3, .white, name: "dark-home-indicator")
            #expect(brightest(page, 40..<110, 15..<40) > 200)
            // The Get Started button keeps its blue.
            expectPixel(page, x: 40, y: 852 - 34 - 24 - 25, Color(hex: 0x007AFF), name: "button")
        }

        /// At max the page recedes into a card lightened to about the sheet's colour, apart
        /// from the black window around it.
        @Test func theRecededPageStandsApartFromTheWindow() throws {
            let harness = try RenderHarness(size: Size(width: 393, height: 852))
            let frame = try harness.render(
                SheetMachine(
                    configuration: try configuration(
                        [
                            "--appearance", "dark", "--look", "ios18", "--device", "iphone-16",
                            "--start", "max",
                        ])))
            // The card (0.9165 of the width, from 16.4 pt in) shows 59 to 69 pt down, above
            // the sheet; beside it the black window.
            expectPixel(frame, x: 5, y: 64, .black, name: "dark-window")
            expectPixel(frame, x: 60, y: 64, Color(hex: 0x1C1C1E), name: "dark-receded-page")
            expectPixel(frame, x: 60, y: 80, Color(hex: 0x1C1C1E), name: "dark-sheet-at-max")
        }

        @Test func theSeedSheetIsDarkWithItsDarkGrabber() throws {
            let harness = try RenderHarness()
            let top = 844 - 300
            let frame = try harness.render(
                SheetMachine(
                    configuration: try configuration(
                        ["--appearance", "dark", "--start", "default"])))
            expectPixel(frame, x: 195, y: top + 18, Color(hex: 0x5A5A5E), name: "seed-dark-grab")
            expectPixel(frame, x: 195, y: top + 7, Color(hex: 0x1C1C1E), name: "seed-dark-sheet")
        }
    }
}
