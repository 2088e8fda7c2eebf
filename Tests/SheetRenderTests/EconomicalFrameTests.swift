import CSDL2
import SheetCore
import SheetRender
import Testing

extension RenderTests {
    /// The renderer's economies (no page drawn under the opaque sheet, the page composed in
    /// memory while moving) change how much work a frame takes, never its pixels: each frame
    /// is compared, pixel for pixel, with the same scene drawn in full (`drawsHiddenPixels`),
    /// at rest and in motion, scaled by nearest pixel (as the app moves) or filtered.
    @Suite struct EconomicalFrameTests {
        /// Pointer positions of a drag that starts on the grabber at the max detent: within the
        /// page-rescaling range (max to default) and below it, towards dismissal.
        static let dragPoints: [Double] = [74, 120, 233.5, 374, 554, 600, 700, 800]

        /// A machine held at `y`, having been dragged there from the max detent, in
        /// `appearance`.
        func held(at y: Double, appearance: AppearanceKind = .light) -> SheetMachine {
            var machine = machine(start: "max") { $0.constants.appearance = appearance }
            machine.handle(.pointerDown(Point(x: 195, y: 74)), at: 1)
            machine.handle(.pointerMove(Point(x: 195, y: (74 + y) / 2)), at: 1.05)
            machine.handle(.pointerMove(Point(x: 195, y: y)), at: 1.1)
            machine.advance(to: 1.1)
            return machine
        }

        /// How `drawn` differs from `reference`, or nil when every pixel is the same.
        func difference(_ drawn: Image, _ reference: Image) -> String? {
            guard drawn.width == reference.width, drawn.height == reference.height else {
                return "sizes differ"
            }
            let differing = drawn.pixels.indices.filter { drawn.pixels[$0] != reference.pixels[$0] }
            guard let first = differing.first else { return nil }
            let (x, y) = (first % drawn.width, first / drawn.width)
            return
                "\(differing.count) pixels differ, first at (\(x), \(y)): "
                + "\(drawn.color(x: x, y: y)) against "
                + "\(reference.color(x: x, y: y))"
        }

        /// Draws the same frames with both renderers, in order (so their caches see the same
        /// history), and compares every one.
        func compare(_ machines: [SheetMachine], density: Double, motionScaling: Bool) throws {
            let economical = try RenderHarness(density: density)
            let full = try RenderHarness(density: density)
            full.canvas.renderer.drawsHiddenPixels = true
            for harness in [economical, full] {
                harness.canvas.renderer.fastScalingInMotion = motionScaling
            }
            for (index, machine) in machines.enumerated() {
                let drawn = try economical.render(machine)
                let reference = try full.render(machine)
                let difference = difference(drawn, reference)
                let frame = "frame \(index) (height \(machine.height), moving \(machine.isMoving))"
                #expect(difference == nil, "\(frame) at \(density)×: \(difference ?? "")")
            }
        }

        @Test(arguments: [1.0, 2.0])
        func aDragFrameMatchesTheFullRedraw(density: Double) throws {
            let frames = Self.dragPoints.map { held(at: $0) }
            #expect(frames.allSatisfy { $0.isMoving })
            try compare(frames, density: density, motionScaling: true)
            try compare(frames, density: density, motionScaling: false)
        }

        /// A dark page is mostly black, not white: composed from its own ground, the same.
        @Test(arguments: [1.0, 2.0])
        func aDarkDragFrameMatchesTheFullRedraw(density: Double) throws {
            let frames = Self.dragPoints.map { held(at: $0, appearance: .dark) }
            try compare(frames, density: density, motionScaling: true)
            try compare(frames, density: density, motionScaling: false)
        }

        @Test(arguments: [1.0, 2.0])
        func aFrameAtRestMatchesTheFullRedraw(density: Double) throws {
            let resting = ["max", "default", "page"].map { machine(start: $0) }
            #expect(resting.allSatisfy { !$0.isMoving })
            try compare(resting + resting, density: density, motionScaling: true)
        }

        /// A card has all four corners rounded and ends at the window's bottom: the page drawn
        /// there by an earlier frame must not stay beside its bottom corners.
        @Test func aCardsBottomCornersShowTheBackgroundNotAnEarlierFrame() throws {
            func card(_ start: String) -> SheetMachine {
                machine(start: start) {
                    $0.constants.style = .card
                    $0.constants.cornerRadius = 40
                }
            }
            try compare(
                [card("page"), card("open"), card("open")], density: 1, motionScaling: true)
        }

        /// An X11 window's surface is XRGB8888: the opaque layers are made in that format, so
        /// SDL copies them row by row where an ARGB8888 layer was converted pixel by pixel
        /// (half of a drag frame's present in the window, by callgrind) — and the pixels are
        /// the ones an ARGB8888 output shows, in motion and at rest. (Colour only: blending onto
        /// ARGB8888 leaves some pixels at alpha 253, which no window shows; XRGB's are opaque.)
        @Test(arguments: [1.0, 2.0])
        func anXRGBOutputShowsTheSamePixelsWithLayersInItsFormat(density: Double) throws {
            let xrgb = try RenderHarness(density: density, format: .xrgb8888)
            let argb = try RenderHarness(density: density, format: .argb8888)
            #expect(xrgb.canvas.renderer.opaqueFormat == SDL_PIXELFORMAT_RGB888.rawValue)
            #expect(argb.canvas.renderer.opaqueFormat == SDL_PIXELFORMAT_ARGB8888.rawValue)
            for harness in [xrgb, argb] { harness.canvas.renderer.fastScalingInMotion = true }
            let frames =
                Self.dragPoints.map { held(at: $0) }
                + ["max", "default", "page"].map { machine(start: $0) }
            for (index, machine) in frames.enumerated() {
                let drawn = try xrgb.render(machine)
                let reference = try argb.render(machine)
                #expect(
                    drawn.pixels.allSatisfy { $0 >> 24 == 0xFF },
                    "frame \(index): an XRGB frame is opaque")
                func opaque(_ image: Image) -> Image {
                    Image(
                        width: image.width, height: image.height,
                        pixels: image.pixels.map { $0 | 0xFF00_0000 })
                }
                let difference = difference(opaque(drawn), opaque(reference))
                #expect(
                    difference == nil,
                    "frame \(index) (height \(machine.height)) at \(density)×: \(difference ?? "")")
            }
        }
    }
}
