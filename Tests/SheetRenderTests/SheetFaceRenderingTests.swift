import AllocationCounter
import SheetCore
import SheetRender
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension RenderTests {
    /// Issue 26 item 7: a `--sheet-image` is the sheet's whole face from its top edge, cut to
    /// the sheet's rounded top corners (anti-aliased as the sheet's own, with no light fringe
    /// of the sheet's colour round them), the grabber drawn over it in a pill that shows over
    /// any image. Checked pixel by pixel at 1× and 2×, in both looks and both appearances.
    @Suite struct SheetFaceRenderingTests {
        static let green = Color(red: 30, green: 200, blue: 30)
        static let red = Color(red: 220, green: 40, blue: 40)

        /// A picture `width` pixels wide of bands of colour, each of `alpha`.
        static func picture(width: Int, bands: [(Int, Color)], alpha: UInt8 = 255) throws
            -> Picture
        {
            var pixels: [UInt32] = []
            for (height, color) in bands {
                let value =
                    UInt32(alpha) << 24 | UInt32(color.red) << 16 | UInt32(color.green) << 8
                    | UInt32(color.blue)
                pixels += [UInt32](repeating: value, count: width * height)
            }
            let image = Image(width: width, height: pixels.count / width, pixels: pixels)
            let path = "/tmp/sheetlab-face-test-\(getpid())-\(width)-\(alpha).png"
            defer { unlink(path) }
            try #require(image.savePNG(to: path))
            return try Picture(decoding: try ImageRenderingTests.bytes(of: path))
        }

        /// `top` blended over `under` at `alpha` (0…255), as SDL blends.
        static func blend(_ top: Color, over under: Color, alpha: Int) -> Color {
            func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
                UInt8((Int(a) * alpha + Int(b) * (255 - alpha) + 127) / 255)
            }
            return Color(
                red: channel(top.red, under.red), green: channel(top.green, under.green),
                blue: channel(top.blue, under.blue))
        }

        /// Whether `pixel` is `a` and `b` mixed, within 6 a channel (SDL's software blending
        /// rounds each channel its own way, a few levels; the sheet's white showing through
        /// an edge pixel is dozens): how far from one to the other is read off the channel
        /// where they differ most.
        static func liesBetween(_ pixel: Color, _ a: Color, _ b: Color) -> Bool {
            let channels = [
                (pixel.red, a.red, b.red), (pixel.green, a.green, b.green),
                (pixel.blue, a.blue, b.blue),
            ].map { (Double($0.0), Double($0.1), Double($0.2)) }
            guard let widest = channels.max(by: { abs($0.2 - $0.1) < abs($1.2 - $1.1) }),
                widest.2 != widest.1
            else { return pixel == a }
            let share = (widest.0 - widest.1) / (widest.2 - widest.1)
            return share >= -0.02 && share <= 1.02
                && channels.allSatisfy { abs($0.0 - ($0.1 + share * ($0.2 - $0.1))) <= 6 }
        }

        /// The sheet at its default detent (top at 544 pt) showing a 390×300-pixel green image.
        func render(
            density: Double, look: SheetLook, appearance: AppearanceKind,
            picture: Picture? = nil
        ) throws -> Image {
            let harness = try RenderHarness(density: density)
            harness.canvas.renderer.pictures = [
                .sheet: try picture
                    ?? Self.picture(
                        width: 390, bands: [(300, Self.green)])
            ]
            return try harness.render(
                machine(start: "default") {
                    $0.constants.look = look
                    $0.constants.appearance = appearance
                    $0.run.sheetImage = ImageFile(path: "s.png", hash: 1, width: 390, height: 300)
                })
        }

        @Test(arguments: [1.0, 2.0], [SheetLook.seed, .ios18])
        func theImageFillsTheFaceUnderTheGrabber(density: Double, look: SheetLook) throws {
            for appearance in [AppearanceKind.light, .dark] {
                let image = try render(density: density, look: look, appearance: appearance)
                let name = "face-\(density)-\(look)-\(appearance)"
                func at(_ x: Double, _ y: Double) -> (Int, Int) {
                    (Int(x * density), Int(y * density))
                }
                // The image from the sheet's top edge, beside the grabber and above and below
                // it: no white strip.
                let top = 544.0
                let grabber = look.grabber.top
                let grabberHeight = look.grabber.size.height
                let middle = top + grabber + grabberHeight / 2
                for (x, y) in [
                    at(195, top), at(140, middle), at(250, middle), at(195, top + 40),
                    at(30, top + 1),
                ] {
                    expectPixel(image, x: x, y: y, Self.green, tolerance: 0, name: name)
                }
                // The grabber over it in the tones for a light image (its rows were not
                // measured): the ring's top row, and the pill's middle (over the ring, which
                // lies under all of it).
                let tones = SheetLayout.grabberOverImage(look: look, light: true)
                let ring = Self.blend(.white, over: Self.green, alpha: Int(tones.ring.alpha))
                let (ringX, ringY) = at(195, top + grabber - 1)
                expectPixel(image, x: ringX, y: ringY, ring, tolerance: 1, name: name + "-ring")
                let (pillX, pillY) = at(195, middle)
                expectPixel(
                    image, x: pillX, y: pillY,
                    Self.blend(tones.pill, over: ring, alpha: Int(tones.pill.alpha)),
                    tolerance: 1, name: name + "-pill")
                // Outside the rounded corner: the page as it is just above the sheet.
                let page = image.color(x: 0, y: Int(top * density) - 3)
                let (cornerX, cornerY) = at(0, top)
                expectPixel(image, x: cornerX, y: cornerY, page, tolerance: 0, name: name)
                let right = Int(390 * density) - 1
                expectPixel(image, x: right, y: cornerY, page, tolerance: 0, name: name)
                // Across the anti-aliased edge, every pixel lies between the page and the image:
                // none lighter (the sheet's own colour showing through round the image).
                let reach = Int(16 * density * (look == .ios18 ? ContinuousCorner.extent : 1))
                for row in 0..<reach {
                    for column in 0..<reach {
                        for x in [column, Int(390 * density) - 1 - column] {
                            let y = cornerY + row
                            let pixel = image.color(x: x, y: y)
                            #expect(
                                Self.liesBetween(pixel, page, Self.green),
                                "\(name): (\(x), \(y)) is \(pixel), not between \(page) and green")
                        }
                    }
                }
            }
        }

        /// A wholly transparent image leaves the face's colour: its corners are then the
        /// sheet's own, pixel for pixel, where the sheet without an image draws them.
        @Test(arguments: [1.0, 2.0], [SheetLook.seed, .ios18])
        func aClearImagesCornersAreTheSheetsOwn(density: Double, look: SheetLook) throws {
            let clear = try Self.picture(width: 390, bands: [(300, Self.red)], alpha: 0)
            let face = try render(density: density, look: look, appearance: .light, picture: clear)
            let plain = try RenderHarness(density: density).render(
                machine(start: "default") { $0.constants.look = look })
            let top = Int(544 * density)
            let reach = Int(16 * density * (look == .ios18 ? ContinuousCorner.extent : 1)) + 1
            var differing = 0
            for y in top - 2..<top + reach {
                for x in Array(0..<reach) + Array((Int(390 * density) - reach)..<Int(390 * density))
                where face.color(x: x, y: y) != plain.color(x: x, y: y) {
                    differing += 1
                }
            }
            #expect(differing == 0, "\(differing) corner pixels differ at \(density)× \(look)")
        }

        /// Scrolled at the top detent, the image passes under the grabber up to the sheet's top
        /// edge, still cut to its corners; the corners follow what scrolls under them.
        @Test(arguments: [1.0, 2.0])
        func aScrolledImageReachesTheTopEdge(density: Double) throws {
            let harness = try RenderHarness(density: density)
            // 100 red rows, then 1300 green: at max (780 pt) it scrolls 620 pt.
            harness.canvas.renderer.pictures = [
                .sheet: try Self.picture(width: 390, bands: [(100, Self.red), (1300, Self.green)])
            ]
            var sheet = machine(start: "max") {
                $0.run.sheetImage = ImageFile(path: "s.png", hash: 1, width: 390, height: 1400)
            }
            sheet.handle(.content(harness.layout.contentHeight(for: sheet)), at: 0)
            let resting = try harness.render(sheet)
            let top = Int(64 * density)
            expectPixel(
                resting, x: Int(30 * density), y: top + 1, Self.red, tolerance: 0,
                name: "face-scroll-rest")
            var time = 1.0
            sheet.handle(.pointerDown(Point(x: 195, y: 600)), at: time)
            for step in 1...18 {
                time += 1.0 / 60
                sheet.handle(.pointerMove(Point(x: 195, y: 600 - Double(step) * 10)), at: time)
            }
            sheet.advance(to: time)
            #expect(sheet.scrollOffset > 100, "scrolled past the red rows: \(sheet.scrollOffset)")
            let scrolled = try harness.render(sheet)
            expectPixel(
                scrolled, x: Int(30 * density), y: top + 1, Self.green, tolerance: 0,
                name: "face-scroll")
            expectPixel(
                scrolled, x: Int(195 * density), y: top, Self.green, tolerance: 0,
                name: "face-scroll-top")
            // Its corner: the page outside, no red left from before the scroll, no white.
            let page = scrolled.color(x: 0, y: top - 3)
            expectPixel(scrolled, x: 0, y: top, page, tolerance: 0, name: "face-scroll-corner")
            let edge = scrolled.color(x: Int(3 * density), y: top + Int(2 * density))
            #expect(edge.red <= max(page.red, Self.green.red), "a fringe at the corner: \(edge)")
        }

        /// The peeking card is an image's whole face too: the image from its top edge (no red
        /// band above it), cut to the card's rounded corners over the undimmed page.
        @Test(arguments: [1.0, 2.0])
        func thePeekingCardsImageIsItsFace(density: Double) throws {
            let harness = try RenderHarness(density: density)
            harness.canvas.renderer.pictures = [
                .sheet: try Self.picture(width: 390, bands: [(300, Self.green)])
            ]
            let image = try harness.render(
                machine(start: "peek") {
                    $0.constants.style = .peek
                    $0.run.sheetImage = ImageFile(path: "s.png", hash: 1, width: 390, height: 300)
                })
            let top = Int((844 - 50) * density)
            for x in [195, 30, 360] {
                expectPixel(
                    image, x: Int(Double(x) * density), y: top, Self.green, tolerance: 0,
                    name: "face-peek")
            }
            expectPixel(image, x: 0, y: top, .white, tolerance: 0, name: "face-peek-corner")
            for row in 0..<Int(16 * density) {
                for column in 0..<Int(16 * density) {
                    let pixel = image.color(x: column, y: top + row)
                    #expect(Self.liesBetween(pixel, .white, Self.green), "peek (\(column), \(row))")
                }
            }
        }
    }
}

/// The face tests' images and colours, for the release suites' tests below.
private typealias Face = RenderTests.SheetFaceRenderingTests

// Run with the release build's suites (`make test`: RELEASE_SUITES), where their claims are
// made and where they are fast.
extension RenderTests.SteadyFrameTests {
    /// A face's steady frames allocate nothing, as the plain sheet's (SteadyFrameTests):
    /// a drag between default and max (its corners composed once), and a scroll of a tall
    /// image up and down at max (both corners composed again every frame, into kept
    /// buffers and textures).
    @Test(
        .enabled(if: isReleaseBuild, "measured on the release build (make test runs it)"),
        .enabled(if: sheetlab_allocations_counted() != 0, "a sanitizer owns malloc"),
        arguments: [1.0, 2.0])
    func aSteadyFaceFrameAllocatesNothing(density: Double) throws {
        let harness = try RenderHarness(density: density)
        harness.canvas.renderer.fastScalingInMotion = true
        harness.canvas.renderer.pictures = [
            .sheet: try Face.picture(
                width: 390,
                bands: [
                    (100, Face.red),
                    (1300, Face.green),
                ])
        ]
        for (start, pressY, moveY) in [("default", 560.0, 400.0), ("max", 700.0, 300.0)] {
            var sheet = machine(start: start) {
                $0.run.sheetImage = ImageFile(path: "s.png", hash: 1, width: 390, height: 1400)
            }
            sheet.handle(.content(harness.layout.contentHeight(for: sheet)), at: 0)
            sheet.handle(.pointerDown(Point(x: 195, y: pressY)), at: 0.9)
            func frame(_ index: Int) {
                let time = 1 + Double(index) / 60
                let y = moveY + Double(index % 40) * 4
                sheet.handle(.pointerMove(Point(x: 195, y: y)), at: time)
                sheet.advance(to: time)
                _ = sheet.drainEvents()
                harness.canvas.renderer.draw(harness.layout.scene(for: sheet))
            }
            for index in 0..<120 { frame(index) }
            let before = sheetlab_thread_allocations()
            for index in 120..<240 { frame(index) }
            let allocations = sheetlab_thread_allocations() - before
            #expect(
                allocations == 0,
                "\(allocations) allocations in 120 face frames from \(start) at \(density)×")
        }
    }
}

extension RenderTests.EconomicalFrameTests {
    /// The renderer's economies leave a face's pixels as a full redraw draws them: at
    /// rest, dragged down, and scrolled.
    @Test(arguments: [1.0, 2.0])
    func aFaceFrameMatchesTheFullRedraw(density: Double) throws {
        let economical = try RenderHarness(density: density)
        let full = try RenderHarness(density: density)
        full.canvas.renderer.drawsHiddenPixels = true
        let picture = try Face.picture(
            width: 390,
            bands: [
                (100, Face.red),
                (1300, Face.green),
            ])
        for harness in [economical, full] {
            harness.canvas.renderer.pictures = [.sheet: picture]
            harness.canvas.renderer.fastScalingInMotion = true
        }
        var sheet = machine(start: "max") {
            $0.run.sheetImage = ImageFile(path: "s.png", hash: 1, width: 390, height: 1400)
        }
        sheet.handle(.content(economical.layout.contentHeight(for: sheet)), at: 0)
        _ = full.layout.contentHeight(for: sheet)
        var frames = [sheet]
        // Scrolled up, then dragged down by its grabber.
        var time = 1.0
        sheet.handle(.pointerDown(Point(x: 195, y: 600)), at: time)
        for y in stride(from: 580.0, through: 400, by: -20) {
            time += 1.0 / 60
            sheet.handle(.pointerMove(Point(x: 195, y: y)), at: time)
            sheet.advance(to: time)
        }
        frames.append(sheet)
        sheet.handle(.pointerUp(Point(x: 195, y: 400)), at: time + 0.5)
        sheet.advance(to: time + 3)
        frames.append(sheet)
        time += 3
        sheet.handle(.pointerDown(Point(x: 195, y: 70)), at: time)
        for y in stride(from: 100.0, through: 500, by: 200) {
            time += 1.0 / 60
            sheet.handle(.pointerMove(Point(x: 195, y: y)), at: time)
            sheet.advance(to: time)
            frames.append(sheet)
        }
        for (index, frame) in frames.enumerated() {
            let drawn = try economical.render(frame)
            let reference = try full.render(frame)
            let differing = drawn.pixels.indices.filter {
                drawn.pixels[$0] != reference.pixels[$0]
            }
            let what = "frame \(index) (height \(frame.height), scroll \(frame.scrollOffset))"
            #expect(differing.isEmpty, "\(what) at \(density)×: \(differing.count) differ")
        }
    }
}
