import SheetCore
import SheetRender

/// `--replay FILE --headless`: the trace played at a fixed 60 Hz timestep into an offscreen
/// software renderer, as fast as it goes; events, frames and film strip as with a window.
@MainActor
enum HeadlessReplay {
    static func run(_ options: Configuration, trace: Trace) -> Int32 {
        do {
            let sink = try FrameSink(options, trace: trace)
            let fonts = try App.openFonts(options)
            let density = Double(options.scale ?? 1)
            let window = trace.configuration.window
            guard var canvas = OffscreenCanvas(size: window, density: density, fonts: fonts) else {
                Output.error("cannot create an offscreen renderer for \(window)")
                return 70
            }
            var canvasSize = window
            let layout = Layout(measurer: fonts)
            let log = EventLog(enabled: options.events)
            var replay = Replay(trace)
            var printed = 0
            log.write(.ready(window: window), at: 0)
            while !replay.isFinished {
                replay.step { $0.setContentHeight(layout.contentHeight) }
                let scene = layout.scene(for: replay.machine)
                if sink.wants(replay.frame) {
                    // A recorded resize changes the frames' size, as it did the window's.
                    if scene.size != canvasSize, let resized = OffscreenCanvas(size: scene.size, density: density, fonts: fonts) {
                        canvas = resized
                        canvasSize = scene.size
                    }
                    if let image = canvas.render(scene) { sink.accept(image, frame: replay.frame) }
                }
                while printed < replay.log.count {
                    log.write(replay.log[printed].1, at: replay.log[printed].0)
                    printed += 1
                }
            }
            log.write(.quit(frames: replay.frame), at: replay.time)
            return sink.finish() ? 0 : 73
        } catch {
            return Output.failure(error)
        }
    }
}
