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

        /// A machine held at `y`, having been dragged there from the max detent.
        func held(at y: Double) -> SheetMachine {
            var machine = machine(start: "max")
            machine.handle(.pointerDown(Point(x: 195, y: 74)), at: 1)
            machine.handle(.pointerMove(Point(x: 195, y: (74 + y) / 2)), at: 1.05)
            machine.handle(.pointerMove(Point(x: 195, y: y)), at: 1.1)
            machine.advance(to: 1.1)
            return machine
        }

        /// How `drawn` differs from `reference`, or nil when every pixel is the same.
        func difference(_ drawn: Image, _ reference: Image) -> String? {
            guard drawn.width == reference.width, drawn.height == reference.height else { return "sizes differ" }
            let differing = drawn.pixels.indices.filter { drawn.pixels[$0] != reference.pixels[$0] }
            guard let first = differing.first else { return nil }
            let (x, y) = (first % drawn.width, first / drawn.width)
            return "\(differing.count) pixels differ, first at (\(x), \(y)): \(drawn.color(x: x, y: y)) against "
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
                let difference = difference(drawn, reference)
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
