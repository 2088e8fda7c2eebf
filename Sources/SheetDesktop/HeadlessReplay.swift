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
    /// Plays `trace` into `phones` (each phone's constants: one, or those of `--compare`),
    /// run and shown as `options` asks; returns the process exit status.
    static func run(_ options: Configuration, phones: [Configuration], trace: Trace) -> ExitCode {
        do {
            // From the frames directory on, a signal is taken between frames: a frame being
            // written is finished first, and the events end with `quit`.
            Interrupt.deferStop()
            let sink = try FrameSink(options, trace: trace)
            let fonts = try App.openFonts(options)
            let density = Double(options.run.scale ?? 1)
            let window = trace.configuration.constants.window
            // Each phone runs with its own constants on the trace's inputs.
            let layouts = phones.map { Layout(measurer: fonts, configuration: $0) }
            let measured = trace.measuringContent(phones: phones) { machine, phone in
                layouts[phone - 1].contentHeight(for: machine)
            }
            var replay = Replay(measured, phones: phones)
            let labels = phones.count > 1 ? PhoneLabel.names(phones[0].run.compare ?? "") : []
            sink.expect(replay)
            // The phones side by side, as the window shows them (never with the panel).
            let arrangement = PhoneArrangement(phones: phones.count)
            let opening = arrangement.windowSize(phone: window)
            guard var canvas = OffscreenCanvas(size: opening, density: density, fonts: fonts)
            else {
                Output.error("cannot create an offscreen renderer for \(opening)")
                return .software
            }
            var size = window
            // The canvas keeps within the drawable limit by drawing at a lower density: said once.
            var noted = false
            func noteDensity(of canvas: OffscreenCanvas, size: Size) {
                guard canvas.density < density, !noted else { return }
                noted = true
                Output.error(
                    "the trace's window (\(size) pt) at "
                        + (options.run.scale.map { "\(flag: .scale) \($0)" } ?? "1 pixel a point")
                        + " is beyond the drawable limit (\(DrawableLimit.summary)): "
                        + "drawn at \(Format.number(canvas.density)) pixels a point")
            }
            noteDensity(of: canvas, size: opening)
            ImageLoader.prepare(canvas.renderer)
            let log = EventLog(enabled: options.run.events)
            var cursor = Replay.Cursor()
            var stats = FrameStats.forRun(options)
            let verifier = FrameVerifier.fromEnvironment()  // tests only
            log.write(.ready(window: window), at: 0)
            while !replay.isFinished {
                if let signal = Interrupt.signal {
                    log.write(.quit(frames: replay.frame), at: replay.time)
                    return sink.interrupted(by: signal, atFrame: replay.frame)
                }
                // SIGUSR1: the figures so far, then new ones, as in the window.
                FrameStats.printIfAsked(&stats, renderer: "software")
                if !sink.wantsFrames { replay.skipIdle() }
                replay.step()
                let scenes = replay.machines.indices.map { index in
                    var scene = layouts[index].scene(for: replay.machines[index])
                    if index < labels.count {
                        // `--compare`: which phone is which, as the window shows it.
                        scene.items += PhoneLabel.items(
                            labels[index], width: replay.machines[index].window.width,
                            top: replay.machines[index].constants.safeArea.top,
                            right: replay.machines[index].constants.safeArea.right,
                            measurer: fonts)
                    }
                    return scene
                }
                // Every phone at its place, for phones of `width` points.
                func placed(width: Double) -> [(Scene, Point)] {
                    scenes.indices.map {
                        (scenes[$0], arrangement.origin(of: $0, phoneWidth: width))
                    }
                }
                if stats != nil, !sink.wants(replay.frame), scenes[0].size == size {
                    stats?.beginFrame()
                    canvas.renderer.fastScalingInMotion = true
                    if scenes.count == 1 {
                        canvas.draw(scenes[0])
                    } else {
                        canvas.draw(placed(width: size.width))
                    }
                    canvas.renderer.fastScalingInMotion = false
                    stats?.endFrame(at: replay.time)
                }
                if sink.wants(replay.frame) {
                    // A recorded resize changes the frames' size, as it did the window's.
                    let resizedCanvas = arrangement.windowSize(phone: scenes[0].size)
                    if scenes[0].size != size,
                        let resized = OffscreenCanvas(
                            size: resizedCanvas, density: density, fonts: fonts)
                    {
                        canvas = resized
                        ImageLoader.prepare(canvas.renderer)
                        size = scenes[0].size
                        noteDensity(of: canvas, size: resizedCanvas)
                    }
                    let image =
                        scenes.count == 1
                        ? canvas.render(scenes[0]) : canvas.render(placed(width: size.width))
                    if let image { sink.accept(image, frame: replay.frame) }
                    if let verifier, let image {
                        verifier.check(
                            shown: image.pixels, width: image.width, height: image.height,
                            scenes: scenes.count == 1
                                ? [(scenes[0], Point(x: 0, y: 0))] : placed(width: size.width),
                            size: arrangement.windowSize(phone: scenes[0].size),
                            like: canvas.renderer, fonts: fonts)
                    }
                }
                for entry in cursor.next(in: replay) {
                    log.write(entry.event, at: entry.time, phone: entry.phone)
                }
            }
            log.write(.quit(frames: replay.frame), at: replay.time)
            stats?.print(renderer: "software")
            if let verifier { Output.line(verifier.report, what: "the frames' verification") }
            return sink.finish(replay)
        } catch {
            return Output.failure(error)
        }
    }
}
