import AllocationCounter
import CSDL2
import SheetCore
import SheetRender
import Testing

#if DEBUG
    /// Unoptimised builds allocate where the release build does not; `make test` runs this
    /// suite again on the release build, where the claim is made.
    let isReleaseBuild = false
#else
    let isReleaseBuild = true
#endif

extension RenderTests {
    @Suite struct SteadyFrameTests {
        /// One frame of a live drag between default and max (the page card-scaled): a pointer
        /// sample, the clock, the layout and the drawing. (Crossing into full size, SDL's
        /// software renderer re-maps its blit once — a transition, not a steady frame.)
        func frame(
            _ machine: inout SheetMachine, _ layout: Layout, _ canvas: OffscreenCanvas, _ index: Int
        ) {
            let time = 1 + Double(index) / 60
            machine.handle(.pointerMove(Point(x: 195, y: 400 + Double(index % 40) * 4)), at: time)
            machine.advance(to: time)
            _ = machine.drainEvents()
            canvas.renderer.draw(layout.scene(for: machine))
        }

        /// The frames of a drag that are measured, after 120 of warm-up.
        static let measuredFrames = 120..<240

        @Test(
            .enabled(if: isReleaseBuild, "measured on the release build (make test runs it)"),
            .enabled(if: sheetlab_allocations_counted() != 0, "a sanitizer owns malloc"),
            arguments: [1.0, 2.0], [
                "", "--device iphone-16 --look ios18", "--device pixel-9",
                "--device iphone-17-pro --look ios26",
            ])
        func aSteadyFrameAllocatesNothing(density: Double, device: String) throws {
            // On a device the frame also reaches its safe area and draws its status bar, home
            // indicator and screen corners.
            let arguments = ["--start", "default"] + device.split(separator: " ").map(String.init)
            guard case .run(let configuration) = try Command.parse(arguments) else {
                throw UsageError("not a run: \(arguments)")
            }
            let harness = try RenderHarness(size: configuration.constants.window, density: density)
            // as the app's software renderer runs
            harness.canvas.renderer.fastScalingInMotion = true
            var machine = SheetMachine(configuration: configuration)
            machine.handle(.pointerDown(Point(x: 195, y: 600)), at: 0.9)
            // Warm up: every text line rasterised, every cache and buffer at its size.
            for index in 0..<Self.measuredFrames.lowerBound {
                frame(&machine, harness.layout, harness.canvas, index)
            }
            let before = sheetlab_thread_allocations()
            for index in Self.measuredFrames {
                frame(&machine, harness.layout, harness.canvas, index)
            }
            let allocations = sheetlab_thread_allocations() - before
            #expect(
                allocations == 0,
                "\(allocations) heap allocations in 120 steady frames at \(density)× \(device)")
        }

        @Test(.enabled(if: sheetlab_allocations_counted() != 0, "a sanitizer owns malloc"))
        func theCounterCountsAllocations() {
            let before = sheetlab_thread_allocations()
            let array = (0..<1000).map { $0 * 2 }
            #expect(sheetlab_thread_allocations() > before)
            #expect(array.count == 1000)
        }

        @Test func cachingDoesNotChangeWhatIsDrawn() throws {
            // The same scene drawn after a warm, cached frame and by a fresh renderer match.
            var configuration = Configuration()
            configuration.constants.start = "max"
            let machine = SheetMachine(configuration: configuration)
            let warm = try RenderHarness()
            for _ in 0..<3 { _ = try warm.render(machine) }
            let cached = try warm.render(machine)
            let fresh = try RenderHarness().render(machine)
            #expect(cached.pixels == fresh.pixels)
        }

        @Test func memoryAtRestDoesNotKeepTheDimmedCopyOfThePage() throws {
            // While the sheet rests, the dimmed page is cached once it is drawn again with the
            // same overlay (a frame that changed nothing draws nothing, so makes no copy);
            // once the sheet is dismissed that copy (a whole window of pixels) is released,
            // whatever size the window had meanwhile.
            let harness = try RenderHarness()
            var machine = machine(start: "default")
            for _ in 0..<3 { _ = try harness.render(machine) }
            let page = 390 * 844 * 4
            #expect(harness.canvas.renderer.layerBytes == page, "nothing drawn again: no copy")
            harness.canvas.renderer.invalidate()
            _ = try harness.render(machine)
            #expect(harness.canvas.renderer.layerBytes == 2 * page, "the page and its dimmed copy")
            machine.handle(.key(.escape), at: 1)
            machine.advance(to: 5)
            #expect(!machine.isMoving)
            _ = try harness.render(machine)
            #expect(harness.canvas.renderer.layerBytes == page, "only the page itself")
        }

        @Test func closingACanvasDestroysNoTextureTheRendererAlreadyFreed() throws {
            // SDL_DestroyRenderer frees its textures; destroying them again afterwards reads freed
            // memory (the app crashed on quit this way once in the soak). The window and the
            // canvas both end through Renderer.close(). SDL notices a texture whose memory was
            // reused as an invalid parameter.
            SDL_ClearError()
            do {
                let harness = try RenderHarness()
                for _ in 0..<3 { _ = try harness.render(machine(start: "default")) }
                #expect(harness.canvas.renderer.layerBytes > 0)
            }
            #expect(String(cString: SDL_GetError()) == "")
        }
    }
}
