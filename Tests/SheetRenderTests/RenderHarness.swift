import CSDL2
import SheetCore
import SheetRender
import Testing

/// Every rendering test, one at a time: SDL_ttf and FreeType are not thread-safe.
@Suite(.serialized) enum RenderTests {}

/// Builds scenes from a real machine and renders them offscreen with the bundled fonts.
struct RenderHarness {
    let fonts: FontLibrary
    let layout: Layout
    let canvas: OffscreenCanvas
    let density: Double

    init(
        size: Size = Size(width: 390, height: 844), density: Double = 1,
        format: OffscreenCanvas.Format = .xrgb8888
    ) throws {
        let directory = try #require(FontLocator.bundledDirectory(), "bundled fonts not found")
        fonts = try FontLibrary(
            regularPath: directory + "/" + FontLocator.regularName,
            boldPath: directory + "/" + FontLocator.boldName,
            density: density)
        layout = Layout(measurer: fonts)
        canvas = try #require(
            OffscreenCanvas(size: size, density: density, fonts: fonts, format: format))
        self.density = density
    }

    /// Renders `machine` over the poem's page and returns the pixels.
    func render(_ machine: SheetMachine) throws -> Image {
        try #require(canvas.render(layout.scene(for: machine)))
    }

    /// Renders the first frame of a run of `configuration`, its page image and chrome too.
    func render(_ configuration: Configuration) throws -> Image {
        let layout = Layout(measurer: fonts, configuration: configuration)
        return try #require(
            canvas.render(layout.scene(for: SheetMachine(configuration: configuration))))
    }
}

/// The default configuration, optionally resting at a detent, changed by `change`.
func configured(start: String = "page", _ change: (inout Configuration) -> Void = { _ in })
    -> Configuration
{
    var configuration = Configuration()
    configuration.constants.start = start
    change(&configuration)
    return configuration
}

/// A machine with the default configuration, optionally resting at a detent.
func machine(start: String = "page", _ change: (inout Configuration) -> Void = { _ in })
    -> SheetMachine
{
    SheetMachine(configuration: configured(start: start, change))
}

/// Checks a pixel against a colour within `tolerance` per channel; on failure writes the
/// whole image to `.build/render-failures/NAME.bmp` so it can be looked at.
func expectPixel(
    _ image: Image, x: Int, y: Int, _ expected: Color, tolerance: Int = 3, name: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = image.color(x: x, y: y)
    let close =
        abs(Int(actual.red) - Int(expected.red)) <= tolerance
        && abs(Int(actual.green) - Int(expected.green)) <= tolerance
        && abs(Int(actual.blue) - Int(expected.blue)) <= tolerance
    if !close {
        let directory = ".build/render-failures"
        mkdir(directory, 0o755)
        image.saveBMP(to: "\(directory)/\(name).bmp")
    }
    #expect(
        close,
        Comment(
            rawValue: "pixel (\(x), \(y)) is \(actual), expected \(expected) ±\(tolerance) "
                + "(image: .build/render-failures/\(name).bmp)"),
        sourceLocation: sourceLocation)
}

#if canImport(Glibc)
    import Glibc
#endif
