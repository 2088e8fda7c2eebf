import SheetCore
import SheetRender
import Testing

extension RenderTests {
    @Suite struct DrawableLimitTests {
        /// Window sizes (points) from an iPhone to far beyond any display, and values a trace
        /// could carry before it is range-checked.
        static let sizes: [Size] = [
            Size(width: 390, height: 844), Size(width: 16384, height: 16384),
            Size(width: 23200, height: 23200),
            Size(width: 8192, height: 1), Size(width: 1, height: 1e6),
            Size(width: 3e9, height: 844),
            Size(width: 1e308, height: 1e308), Size(width: .infinity, height: 10),
        ]

        @Test func aFittedDensityKeepsTheDrawableWithinTheLimit() {
            for size in Self.sizes {
                for density in [1.0, 2, 3, 8] {
                    let fitted = DrawableLimit.density(for: size, at: density)
                    #expect(fitted <= density && fitted > 0, "\(size) at \(density): \(fitted)")
                    let width = (size.width * fitted).rounded()
                    let height = (size.height * fitted).rounded()
                    #expect(
                        DrawableLimit.fits(width: width, height: height)
                            || fitted == DrawableLimit.minimumDensity,
                        "\(size) at \(density) → \(fitted): \(width) x \(height) pixels")
                }
            }
        }

        @Test func aDrawableThatFitsKeepsItsDensity() {
            // An iPhone-sized window fits at every --scale (1...8).
            for scale in 1...8 {
                #expect(
                    DrawableLimit.density(for: Size(width: 390, height: 844), at: Double(scale))
                        == Double(scale))
            }
            #expect(DrawableLimit.density(for: Size(width: 8192, height: 4096), at: 1) == 1)
            // One more pixel does not: the longest side or the total gives way, and only as
            // much as needed.
            let fitted = DrawableLimit.density(for: Size(width: 8192, height: 4097), at: 1)
            #expect(fitted < 1 && fitted > 0.999)
            let square =
                (16384 * DrawableLimit.density(for: Size(width: 16384, height: 16384), at: 2))
                .rounded()
            #expect(square * square <= Double(DrawableLimit.maximumPixels))
            #expect(square * square > 0.99 * Double(DrawableLimit.maximumPixels))
        }

        @Test func pixelConversionsClampInsteadOfTrapping() {
            #expect(Int32(pixel: 3e9) == Int32(DrawableLimit.coordinateLimit))
            #expect(Int32(pixel: -1e308) == -Int32(DrawableLimit.coordinateLimit))
            #expect(Int32(pixel: .infinity) == Int32(DrawableLimit.coordinateLimit))
            #expect(Int32(pixel: .nan) == 0)
            #expect(Int32(pixel: 12.5) == 13)
            let layer = DrawableLimit.layerSize(width: 3e9, height: .infinity)
            #expect(DrawableLimit.fits(width: Double(layer.width), height: Double(layer.height)))
            #expect(DrawableLimit.layerSize(width: .nan, height: -5) == (1, 1))
        }

        @Test func aCanvasForAHugeSizeIsDrawnWithinTheLimit() throws {
            let harness = try RenderHarness()
            for size in [Size(width: 3e9, height: 844), Size(width: 1e308, height: 1e308)] {
                let canvas = try #require(
                    OffscreenCanvas(size: size, density: 2, fonts: harness.fonts))
                var sheet = machine(start: "default")
                sheet.handle(.resize(size), at: 0)
                let image = try #require(canvas.render(harness.layout.scene(for: sheet)))
                #expect(
                    DrawableLimit.fits(width: Double(image.width), height: Double(image.height)))
                #expect(canvas.density < 2)
            }
        }

        @Test func shapesFarBeyondTheCanvasAreDrawnNotTrapped() throws {
            let harness = try RenderHarness(size: Size(width: 100, height: 100))
            let huge = Rect(x: -3e9, y: 50, width: 6e9, height: 1e308)
            let scene = Scene(
                size: Size(width: 100, height: 100), background: .white,
                page: [.shape(huge, CornerRadii(all: 1e9), .black), .ellipse(huge, .black)],
                pageFrame: Rect(x: 0, y: 0, width: 100, height: 100), pageCornerRadius: 0,
                pageDim: 0,
                items: [
                    .clip(huge), .shape(huge, .none, .black),
                    .line([Point(x: -1e308, y: 1), Point(x: 1e308, y: 1)], .black),
                    .text(
                        TextRun(
                            text: "far", font: Font(.regular, 17), color: .black,
                            origin: Point(x: 3e9, y: -3e9))),
                ])
            let image = try #require(harness.canvas.render(scene))
            // The rectangle reaching from far left to far right covers the lower half.
            expectPixel(image, x: 50, y: 75, .black, name: "huge-rect")
            expectPixel(image, x: 50, y: 25, .white, name: "above-huge-rect")
        }
    }
}
