import CSDL2
import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// `--replay FILE --headless`: the trace played at a fixed 60 Hz timestep into an offscreen
/// software renderer, as fast as it goes; events, frames and film strip as with a window.
/// With `--compare`, both phones play the trace on one clock, drawn side by side.
///
/// Without frames to write, idle stretches are skipped: while nothing moves, the frames up to
/// the next input only repeat the last one, so they are counted (frame `n` is still at `n` /
/// 60 s, in `quit`) but neither stepped nor drawn. A trace with hours between two inputs
/// replays in the time its motion takes. `--frames`, `--filmstrip` and `--video` get every
/// frame (a frame sequence without gaps, a strip on an even time axis, a clip as long as the
/// replay), so they are bounded up front instead.
///
/// With `--stats`, every stepped frame is drawn, as the window's software renderer draws it
/// (nearest-pixel scaling while moving), timed, and its figures printed on quit: a
/// deterministic workload for `scripts/instructions.py`, which counts a drag frame's
/// instructions under callgrind. Frames that are written are drawn as without `--stats`.
@MainActor
enum HeadlessReplay {
    static func run(
        _ options: Configuration, trace: Trace, twin: (Configuration, Configuration)? = nil
    ) -> Int32 {
        do {
            // From the frames directory on, a signal is taken between frames: a frame being
            // written is finished first, and the events end with `quit`.
            Interrupt.deferStop()
            let sink = try FrameSink(options, trace: trace)
            let fonts = try App.openFonts(options)
            let density = Double(options.scale ?? 1)
            let window = trace.configuration.window
            // Compared phones run with their own constants on the trace's inputs.
            var first = twin.map { Trace(configuration: $0.0, entries: trace.entries) } ?? trace
            let layout = Layout(measurer: fonts)
            let twinLayout = Layout(measurer: fonts)
            first = first.measuringContent(twin: twin?.1) { machine, phone in
                (phone == 1 ? layout : twinLayout).contentHeight(for: machine)
            }
            var replay = Replay(first, twin: twin?.1)
            sink.expect(replay)
            func canvasSize(_ phone: Size) -> Size {
                guard twin != nil else { return phone }
                return Size(width: phone.width * 2 + PhoneArrangement.gap, height: phone.height)
            }
            guard
                var canvas = OffscreenCanvas(
                    size: canvasSize(window), density: density, fonts: fonts)
            else {
                Output.error("cannot create an offscreen renderer for \(canvasSize(window))")
                return ExitCode.software.rawValue
            }
            var size = window
            // The canvas keeps within the drawable limit by drawing at a lower density: said once.
            var noted = false
            func noteDensity(of canvas: OffscreenCanvas, size: Size) {
                guard canvas.density < density, !noted else { return }
                noted = true
                Output.error(
                    "the trace's window (\(size) pt) at "
                        + (options.scale.map { "--scale \($0)" } ?? "1 pixel a point")
                        + " is beyond the drawable limit (\(DrawableLimit.summary)): "
                        + "drawn at \(Format.number(canvas.density)) pixels a point")
            }
            noteDensity(of: canvas, size: canvasSize(window))
            ImageLoader.prepare(canvas.renderer)
            let log = EventLog(enabled: options.events)
            var cursor = Replay.Cursor()
            var stats = options.stats ? FrameStats() : nil
            if options.stats { signal(SIGUSR1, sheetlab_request_stats) }
            log.write(.ready(window: window), at: 0)
            while !replay.isFinished {
                if let signal = Interrupt.signal {
                    log.write(.quit(frames: replay.frame), at: replay.time)
                    sink.abandon()
                    let left = sink.stoppedSummary
                    Output.error(
                        "replay interrupted by \(Interrupt.name(signal)) at frame \(replay.frame)"
                            + (left.isEmpty ? "" : ": " + left))
                    return Interrupt.status(signal)
                }
                if sheetlab_take_stats_request() != 0, let window = stats {
                    // SIGUSR1: the figures so far, then new ones, as in the window.
                    Output.line(window.json(renderer: "software"), what: "--stats figures")
                    stats = FrameStats(skipsFirstFrame: false)
                }
                if !sink.wantsFrames { replay.skipIdle() }
                replay.step()
                let scene = layout.scene(for: replay.machine)
                let second = replay.twin.map { twinLayout.scene(for: $0) }
                if stats != nil, !sink.wants(replay.frame), scene.size == size {
                    stats?.beginFrame()
                    canvas.renderer.fastScalingInMotion = true
                    if let second {
                        let origin = Point(x: size.width + PhoneArrangement.gap, y: 0)
                        canvas.draw([(scene, Point(x: 0, y: 0)), (second, origin)])
                    } else {
                        canvas.draw(scene)
                    }
                    canvas.renderer.fastScalingInMotion = false
                    stats?.endFrame(at: replay.time)
                }
                if sink.wants(replay.frame) {
                    // A recorded resize changes the frames' size, as it did the window's.
                    if scene.size != size,
                        let resized = OffscreenCanvas(
                            size: canvasSize(scene.size), density: density, fonts: fonts)
                    {
                        canvas = resized
                        ImageLoader.prepare(canvas.renderer)
                        size = scene.size
                        noteDensity(of: canvas, size: canvasSize(scene.size))
                    }
                    let image: Image?
                    if let second {
                        let origin = Point(x: size.width + PhoneArrangement.gap, y: 0)
                        image = canvas.render([(scene, Point(x: 0, y: 0)), (second, origin)])
                    } else {
                        image = canvas.render(scene)
                    }
                    if let image { sink.accept(image, frame: replay.frame) }
                }
                for entry in cursor.next(in: replay) {
                    log.write(entry.event, at: entry.time, phone: entry.phone)
                }
            }
            log.write(.quit(frames: replay.frame), at: replay.time)
            if let stats { Output.line(stats.json(renderer: "software"), what: "--stats figures") }
            return sink.finish(replay)
        } catch {
            return Output.failure(error)
        }
    }
}
