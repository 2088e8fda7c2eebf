import SheetCore
import SheetRender
import Testing

extension RenderTests {
    /// Issue 14 §2: both looks' grabbers and corners, and a device's chrome, in pixels.
    @Suite struct DeviceLookRenderingTests {
        func configuration(_ arguments: [String]) throws -> Configuration {
            guard case .run(let configuration) = try Command.parse(arguments) else {
                throw UsageError("not a run")
            }
            return configuration
        }

        @Test func eachLookDrawsItsOwnGrabber() throws {
            let harness = try RenderHarness()
            let top = 844 - 300
            let seed = try harness.render(
                SheetMachine(configuration: try configuration(["--start", "default"])))
            // Seed 003's: 60×6 at 16 pt, #AAAAAA.
            expectPixel(seed, x: 195, y: top + 18, Color(hex: 0xAAAAAA), name: "seed-grabber")
            expectPixel(seed, x: 195 - 27, y: top + 18, Color(hex: 0xAAAAAA), name: "seed-wide")
            expectPixel(seed, x: 195, y: top + 7, .white, name: "seed-above")
            let ios = try harness.render(
                SheetMachine(
                    configuration: try configuration(
                        ["--look", "ios18", "--default-height", "300", "--start", "default"])))
            // UIKit's: 36×5 at 5 pt, tertiaryLabel over white.
            expectPixel(ios, x: 195, y: top + 7, SystemSheetLook.grabberColor, name: "ios-grabber")
            expectPixel(ios, x: 195 - 27, y: top + 7, .white, name: "ios-narrow")
            expectPixel(ios, x: 195, y: top + 18, .white, name: "ios-below")
        }

        /// A continuous corner still bends where a circular one of the same radius has met
        /// the edge: on the sheet's top row, 41 pt in, a 40 pt circle is white, the squircle
        /// (reaching 61 pt along the edge) not yet.
        @Test func theIOSLooksCornersAreContinuous() throws {
            let harness = try RenderHarness()
            let top = 844 - 300
            let circular = try harness.render(
                SheetMachine(
                    configuration: try configuration(
                        ["--corner-radius", "40", "--start", "default"])))
            expectPixel(circular, x: 41, y: top, .white, name: "circular-top-row")
            let continuous = try harness.render(
                SheetMachine(
                    configuration: try configuration(
                        [
                            "--look", "ios18", "--corner-radius", "40", "--default-height", "300",
                            "--start", "default",
                        ])))
            let pixel = continuous.color(x: 41, y: top)
            #expect(pixel.red < 250, "the squircle's top row at 41 pt is \(pixel), not blended")
            // Past the curve's reach the edge is straight and white.
            expectPixel(continuous, x: 63, y: top, .white, name: "continuous-past-curve")
            // Well inside the corner, white.
            expectPixel(continuous, x: 20, y: top + 25, .white, name: "continuous-inside")
        }

        @Test func aDeviceDrawsItsCornersStatusBarAndHomeIndicator() throws {
            let harness = try RenderHarness(size: Size(width: 393, height: 852))
            let page = try harness.render(
                SheetMachine(configuration: try configuration(["--device", "iphone-16"])))
            // Outside the 55 pt screen corners: black; the page's white just inside.
            expectPixel(page, x: 1, y: 1, .black, name: "device-corner")
            expectPixel(page, x: 392, y: 851, .black, name: "device-corner-bottom")
            expectPixel(page, x: 30, y: 70, .white, name: "device-inside")
            // The home indicator: 140×5 pt, 8 pt above the bottom, black on the white page.
            expectPixel(page, x: 196, y: 852 - 8 - 3, .black, name: "home-indicator")
            expectPixel(page, x: 196, y: 852 - 4, .white, name: "home-indicator-below")
            // The time's glyphs are black on the page: some pixel of its line is dark.
            var darkest = 255
            for x in 40..<110 {
                for y in 15..<40 { darkest = min(darkest, Int(page.color(x: x, y: y).red)) }
            }
            #expect(darkest < 60, "no dark glyph of 9:41 in the status bar (darkest \(darkest))")
            let bare = try harness.render(
                try configuration(["--device", "iphone-16", "--chrome", "none"]))
            expectPixel(bare, x: 1, y: 1, .white, name: "chrome-none-corner")
            expectPixel(bare, x: 196, y: 852 - 8 - 3, .white, name: "chrome-none-indicator")
        }
    }
}
