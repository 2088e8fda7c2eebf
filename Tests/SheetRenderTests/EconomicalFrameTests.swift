import SheetCore
import SheetRender
import Testing

extension RenderTests {
    /// The renderer's economies (no page drawn under the opaque sheet, ...) change how much
    /// work a frame takes, never its pixels: each frame is compared, pixel for pixel, with the
    /// same scene drawn in full (`drawsHiddenPixels`).
    @Suite struct EconomicalFrameTests {
        /// Pointer positions of a drag that starts on the grabber at the max detent: within the
        /// page-rescaling range (max to default) and below it, towards dismissal.
        static let dragPoints: [Double] = [74, 120, 233.5, 374, 554, 600, 700, 800]

        /// A machine held at `y`, having been dragged there from the max detent.
        func held(at y: Double) -> SheetMachine {
            var machine = machine(start: "max")
            machine.handle(.pointerDown(Point(x: 195, y: 74)), at: 1)
            machine.handle(.pointerMove(Point(x: 195, y: (74 + y) / 2)), at: 1.05)
            machine.handle(.pointerMove(Point(x: 195, y: y)), at: 1.1)
            machine.advance(to: 1.1)
            return machine
        }

        /// How `drawn` differs from `reference`, or nil when it does not. With `withinOnePixel`,
        /// a pixel may instead equal one of the reference's within a pixel of it: a page
        /// stretched by nearest pixel and clipped is sampled from a shifted origin (the
        /// documented tolerance of a frame in motion; at rest every pixel is exact).
        func difference(_ drawn: Image, _ reference: Image, withinOnePixel: Bool) -> String? {
            guard drawn.width == reference.width, drawn.height == reference.height else { return "sizes differ" }
            func matches(_ x: Int, _ y: Int) -> Bool {
                let value = drawn.pixels[y * drawn.width + x]
                if value == reference.pixels[y * drawn.width + x] { return true }
                guard withinOnePixel else { return false }
                for dy in -1...1 {
                    for dx in -1...1 {
                        let (nx, ny) = (x + dx, y + dy)
                        guard nx >= 0, ny >= 0, nx < drawn.width, ny < drawn.height else { continue }
                        if reference.pixels[ny * drawn.width + nx] == value { return true }
                    }
                }
                return false
            }
            var mismatches = 0
            var first: (Int, Int)?
            for y in 0..<drawn.height {
                for x in 0..<drawn.width where !matches(x, y) {
                    mismatches += 1
                    if first == nil { first = (x, y) }
                }
            }
            guard let (x, y) = first else { return nil }
            return "\(mismatches) pixels differ, first at (\(x), \(y)): \(drawn.color(x: x, y: y)) against "
                + "\(reference.color(x: x, y: y))"
        }

        /// Draws the same frames with both renderers, in order (so their caches see the same
        /// history), and compares every one.
        func compare(_ machines: [SheetMachine], density: Double, motionScaling: Bool) throws {
            let economical = try RenderHarness(density: density)
            let full = try RenderHarness(density: density)
            full.canvas.renderer.drawsHiddenPixels = true
            for harness in [economical, full] { harness.canvas.renderer.fastScalingInMotion = motionScaling }
            for (index, machine) in machines.enumerated() {
                let drawn = try economical.render(machine)
                let reference = try full.render(machine)
                let tolerant = motionScaling && machine.isMoving
                let difference = difference(drawn, reference, withinOnePixel: tolerant)
                let frame = "frame \(index) (height \(machine.height), moving \(machine.isMoving))"
                #expect(difference == nil, "\(frame) at \(density)×: \(difference ?? "")")
            }
        }

        @Test(arguments: [1.0, 2.0])
        func aDragFrameMatchesTheFullRedraw(density: Double) throws {
            let frames = Self.dragPoints.map(held(at:))
            #expect(frames.allSatisfy { $0.isMoving })
            try compare(frames, density: density, motionScaling: true)
            try compare(frames, density: density, motionScaling: false)
        }

        @Test(arguments: [1.0, 2.0])
        func aFrameAtRestMatchesTheFullRedraw(density: Double) throws {
            let resting = ["max", "default", "page"].map { machine(start: $0) }
            #expect(resting.allSatisfy { !$0.isMoving })
            try compare(resting + resting, density: density, motionScaling: true)
        }
    }
}
