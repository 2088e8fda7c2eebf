import CSDL2
import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// A failure to start the window: one line for stderr and its exit code.
struct StartError: ExitCodeError {
    let message: String
    let exitCode: Int32
    var description: String { message }
}

/// The one owner of every SDL handle: opens the window, runs the frame loop, and ties
/// input, the machine, layout and rendering together.
@MainActor
final class App {
    private let configuration: Configuration
    private let window: OpaquePointer
    private let sdlRenderer: OpaquePointer
    private let renderer: Renderer
    private let layout: Layout
    private let translator: InputTranslator
    private let log: EventLog
    private var machine: SheetMachine
    /// The second phone of `--compare`: its own machine, layout and HUD, the same input.
    private struct Twin {
        var machine: SheetMachine
        let layout: Layout
        var hud = HUDState()
    }
    private var twin: Twin?
    /// Space between the two phones of `--compare`, in points.
    static let compareGap = 16.0
    /// A trace being played instead of live input (`--replay`); with `--compare` it plays both
    /// phones on its one clock.
    private var replay: Replay?
    private var replayPrinted = 0
    private let sink: FrameSink?
    private var recorder: TraceWriter?
    private let startTicks: UInt64
    private let fonts: FontLibrary
    private var hudVisible: Bool
    /// The live tuning panel, while open.
    private var panel: TuningPanel?
    /// The slider being dragged in the panel.
    private var panelDrag: Int?
    /// A message shown over the phone for a few seconds (where `E` wrote).
    private var toast: Toast?
    /// Window units per point: `--scale` (else 1), lowered when the window would exceed the
    /// drawable limit.
    private let unitsPerPoint: Double
    /// Pixels per point the window offers; drawing uses it unless a scene is too large for it.
    private var nativeDensity: Double
    /// The one note about the drawable limit has been given.
    private var warnedLimit = false
    private var hud = HUDState()
    /// When recent frames were presented, for the HUD's rate and graph.
    private var presentTimes: [Double] = []
    private var stats: FrameStats?
    private var frames = 0
    /// When the last input happened: inputs never go back in time.
    private var lastInputTime = 0.0
    /// This app's clock reading when SDL's millisecond clock started.
    private var sdlEpoch = 0.0
    /// What the last frame drawn showed.
    private var lastDrawnLook: Look?

    /// Runs the app until the window closes; returns the process exit status.
    static func run(_ configuration: Configuration, twin: Configuration? = nil, replaying trace: Trace? = nil) -> Int32 {
        let start = SDL_GetPerformanceCounter()
        do {
            let app = try App(configuration, twin: twin, trace: trace, startTicks: start)
            app.loop()
            return app.sink?.finish() == false ? 73 : 0
        } catch {
            return Output.failure(error)
        }
    }

    private init(_ options: Configuration, twin twinOptions: Configuration?, trace: Trace?, startTicks: UInt64) throws {
        // A replay runs with the trace's constants; the command line adds only how to show it.
        // Compared phones run with their own, on the trace's inputs.
        var configuration = twinOptions == nil ? (trace?.configuration ?? options) : options
        configuration.scale = options.scale
        configuration.fps = options.fps
        configuration.exportDirectory = options.exportDirectory
        self.configuration = configuration
        self.startTicks = startTicks
        self.log = EventLog(enabled: options.events)

        let fonts = try Self.openFonts(options)
        self.fonts = fonts
        let layout = Layout(measurer: fonts)
        let twinLayout = Layout(measurer: fonts)
        if trace == nil {
            // A `fit` detent is checked against its neighbours once the content is measured,
            // before a window opens (the layout is kept for the first frame).
            try configuration.validateFit(
                contentHeight: layout.contentHeight(of: configuration, window: configuration.window))
            if let twinOptions {
                try twinOptions.validateFit(
                    contentHeight: twinLayout.contentHeight(of: twinOptions, window: twinOptions.window))
            }
        }
        self.hudVisible = options.hud
        self.stats = options.stats ? FrameStats() : nil
        if options.stats { signal(SIGUSR1, sheetlab_request_stats) }
        // Everything that writes files is checked before the window opens.
        self.sink = try trace.map { try FrameSink(options, trace: $0) }

        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // `auto` on a machine without a GPU device is the software renderer from the start.
        let software = options.renderer == .software || (options.renderer == .auto && !RendererChoice.hasGPUDevice)
        if software {
            // Present the software renderer's pixels straight to the X server (XShm): no GL
            // driver is loaded (tens of megabytes of it on a software GL stack).
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // SIGHUP (the terminal closed) and SIGQUIT end the app as SIGTERM does: with a quit
        // event and a complete trace.
        signal(SIGHUP, sheetlab_forward_to_sigterm)
        signal(SIGQUIT, sheetlab_forward_to_sigterm)
        try Self.openDisplay()
        // The trace is created once a display is there (a start that cannot open one leaves no
        // file behind) but before the window opens.
        self.recorder = try options.recordPath.map { path throws(ExportFile.Failure) in
            try TraceWriter(path: path, configuration: options)
        }
        let forced = configuration.scale.map(Double.init)
        let epoch = Double(SDL_GetPerformanceCounter() &- startTicks) / Double(SDL_GetPerformanceFrequency())
            - Double(SDL_GetTicks64()) / 1000
        let phones = configuration.window.width * (twinOptions == nil ? 1 : 2)
            + (twinOptions == nil ? 0 : Self.compareGap)
        let opening = Size(
            width: phones + (options.panel && twinOptions == nil ? TuningPanel.width : 0),
            height: configuration.window.height)
        // A window (or a trace's) too large for the drawable limit at this scale opens at a lower
        // one, showing all of it, rather than failing to open or taking gigabytes.
        let unitsPerPoint = DrawableLimit.density(for: opening, at: forced ?? 1)
        if unitsPerPoint < forced ?? 1 {
            warnedLimit = true
            Output.error(
                "\(trace == nil ? "the window" : "the trace's window") (\(opening) pt) at "
                    + (forced.map { "--scale \(Format.number($0))" } ?? "1 pixel a point")
                    + " is beyond the drawable limit (\(DrawableLimit.summary)): drawn at "
                    + "\(Format.number(unitsPerPoint)) pixels a point")
        }
        self.unitsPerPoint = unitsPerPoint
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
        if forced == nil { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
        guard
            let window = SDL_CreateWindow(
                "SheetLab", Int32(sheetlab_windowpos_centered()), Int32(sheetlab_windowpos_centered()),
                Int32(pixel: opening.width * unitsPerPoint),
                Int32(pixel: opening.height * unitsPerPoint), flags)
        else {
            throw StartError(
                message: "cannot open a window (\(String(cString: SDL_GetError()))); check DISPLAY or SDL_VIDEODRIVER",
                exitCode: 69)
        }
        var accelerated = !software
            ? SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue) : nil
        if options.renderer == .auto, let made = accelerated, !RendererChoice.contextIsHardware() {
            // OpenGL by a software rasteriser: SDL's software renderer does better.
            SDL_DestroyRenderer(made)
            accelerated = nil
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        guard let renderer = accelerated ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw StartError(message: "cannot create a renderer (\(String(cString: SDL_GetError())))", exitCode: 69)
        }
        self.window = window
        self.sdlRenderer = renderer
        self.translator = InputTranslator(unitsPerPoint: unitsPerPoint)
        var points = Self.windowPoints(window, unitsPerPoint: unitsPerPoint)
        if twinOptions != nil { points.width = max(1, (points.width - Self.compareGap) / 2) }
        if options.panel, twinOptions == nil { points.width = max(1, points.width - TuningPanel.width) }
        let density = unitsPerPoint * (forced == nil ? Self.reportedDensity(window, renderer) : 1)
        self.nativeDensity = density
        self.renderer = Renderer(
            renderer: renderer, fonts: fonts, density: density,
            fastScalingInMotion: accelerated == nil)
        self.layout = layout
        // The content is measured before the first frame: a `fit` detent starts where it belongs.
        self.machine = SheetMachine(
            configuration: configuration, window: points, time: 0,
            contentHeight: layout.contentHeight(of: configuration, window: points))
        func measure(_ configuration: Configuration, _ window: Size, _ phone: Int) -> Double {
            (phone == 1 ? layout : twinLayout).contentHeight(of: configuration, window: window)
        }
        self.replay = trace.map {
            guard let twinOptions else { return Replay($0, contentHeight: measure) }
            let first = Trace(configuration: configuration, entries: $0.entries)
            return Replay(first, twin: twinOptions, contentHeight: measure)
        }
        if let twinOptions {
            twin = Twin(
                machine: SheetMachine(
                    configuration: twinOptions, window: points, time: 0,
                    contentHeight: twinLayout.contentHeight(of: twinOptions, window: points)),
                layout: twinLayout)
        }
        self.sdlEpoch = epoch
        // Window-manager events carry the X server's time of each pointer input (eventTime).
        SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
        // The window opened wide enough for the panel: no resize, no frame without it.
        if options.panel, twinOptions == nil { panel = TuningPanel(configuration) }
        // A window manager is asked not to make the window larger than the limit; without one
        // (or when it ignores that) a larger window is shrunk back as soon as it is seen.
        let side = Int32(pixel: Double(DrawableLimit.maximumSide) / max(1, density / unitsPerPoint))
        SDL_SetWindowMaximumSize(window, side, side)
        _ = keepWindowWithinLimit()
    }

    /// How long a display that refuses to open is tried again: an X server under load refuses
    /// a connection now and then, and that is not a missing display.
    private static let displayRetrySeconds = 1.5

    /// Starts SDL's video on a driver that shows a window. SDL alone falls back to one that
    /// shows nothing (offscreen, KMS) when X11 fails to open, and the app then runs invisibly;
    /// so unless SDL_VIDEODRIVER names a driver, only X11 and Wayland are tried, each only
    /// with its display set, for `displayRetrySeconds`, then the app exits 69 naming them.
    private static func openDisplay() throws(StartError) {
        func variable(_ name: String) -> String? {
            guard let value = getenv(name), value.pointee != 0 else { return nil }
            return String(cString: value)
        }
        let chosen = variable("SDL_VIDEODRIVER")
        let display = variable("DISPLAY")
        let wayland = variable("WAYLAND_DISPLAY")
        // nil: the driver SDL_VIDEODRIVER names, which SDL reads itself. X11 first, as SDL does.
        let windowed: [String?] =
            (display != nil ? ["x11"] : []) + (wayland != nil ? ["wayland"] : [])
        let drivers: [String?] = chosen != nil ? [nil] : windowed
        guard !drivers.isEmpty else {
            throw StartError(
                message: "no display: DISPLAY and WAYLAND_DISPLAY are not set "
                    + "(set one, or SDL_VIDEODRIVER to choose a driver)",
                exitCode: 69)
        }
        // SDL opens an X input method, which parses the locale's whole Compose table (a third
        // of a launch's instructions): the app takes keys, never composed text, so unless the
        // user names a Compose file, an empty one is read.
        setenv("XCOMPOSEFILE", "/dev/null", 0)
        let start = SDL_GetTicks64()
        var reasons: [String] = []
        while true {
            reasons = []
            for driver in drivers {
                if let driver { SDL_SetHint(SDL_HINT_VIDEODRIVER, driver) }
                if SDL_Init(SDL_INIT_VIDEO) == 0 {
                    let current = SDL_GetCurrentVideoDriver().map { String(cString: $0) }
                    if driver == nil || current == driver { return }
                    SDL_QuitSubSystem(SDL_INIT_VIDEO)
                    reasons.append("\(driver ?? ""): SDL chose \(current ?? "no driver")")
                } else {
                    reasons.append("\(driver ?? chosen ?? ""): \(String(cString: SDL_GetError()))")
                }
            }
            guard Double(SDL_GetTicks64() - start) / 1000 < displayRetrySeconds else { break }
            SDL_Delay(100)
        }
        func shown(_ value: String?) -> String { value.map { "'\($0)'" } ?? "unset" }
        let settings = "DISPLAY \(shown(display)), WAYLAND_DISPLAY \(shown(wayland)), "
            + "SDL_VIDEODRIVER \(shown(chosen))"
        let tried =
            "\(reasons.joined(separator: "; ")); tried for \(Format.number(displayRetrySeconds)) s"
        throw StartError(
            message: "cannot open a display (\(settings); \(tried)): start the display server "
                + "or set DISPLAY, or set SDL_VIDEODRIVER to choose a driver",
            exitCode: 69)
    }

    /// Shrinks a window grown beyond the drawable limit back within it, keeping its shape,
    /// and says so once; true when it did (the size SDL reported is then not the window's).
    private func keepWindowWithinLimit() -> Bool {
        var pixelWidth: Int32 = 0
        var pixelHeight: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &pixelWidth, &pixelHeight)
        let pixels = (width: Double(pixelWidth), height: Double(pixelHeight))
        guard !DrawableLimit.fits(width: pixels.width, height: pixels.height) else { return false }
        // One pixel of room a side for the rounding of the window's size.
        let factor = DrawableLimit.factor(width: pixels.width + 1, height: pixels.height + 1)
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        let keptWidth = max(1, Int32(pixel: (Double(width) * factor).rounded(.down)))
        let keptHeight = max(1, Int32(pixel: (Double(height) * factor).rounded(.down)))
        SDL_SetWindowSize(window, keptWidth, keptHeight)
        if !warnedLimit {
            warnedLimit = true
            var keptPixelWidth: Int32 = 0
            var keptPixelHeight: Int32 = 0
            SDL_GetWindowSizeInPixels(window, &keptPixelWidth, &keptPixelHeight)
            Output.error(
                "the window (\(pixelWidth)x\(pixelHeight) px) is beyond the drawable limit "
                    + "(\(DrawableLimit.summary)): "
                    + "shrunk to \(keptPixelWidth)x\(keptPixelHeight) px")
        }
        return true
    }

    /// Draws the next frame at the window's density, or at the highest one at which a scene of
    /// `size` points fits the drawable limit (a replayed trace may ask for any window size).
    private func fitDensity(to size: Size) {
        let density = DrawableLimit.density(for: size, at: nativeDensity)
        guard density != renderer.density else { return }
        if density < nativeDensity, !warnedLimit {
            warnedLimit = true
            Output.error(
                "the window (\(size) pt) is beyond the drawable limit (\(DrawableLimit.summary)): "
                    + "drawn at \(Format.number(density)) pixels a point")
        }
        renderer.setDensity(density)
        layout.invalidate()
        twin?.layout.invalidate()
    }

    /// What the next frame covers, in points: the phone (and the panel), or both phones.
    private var drawnSize: Size {
        guard let twin else {
            let panelWidth = panel == nil ? 0 : TuningPanel.width
            return Size(width: machine.window.width + panelWidth, height: machine.window.height)
        }
        return Size(
            width: machine.window.width + Self.compareGap + twin.machine.window.width,
            height: max(machine.window.height, twin.machine.window.height))
    }

    /// After a release the window never saw (it was unmapped mid-drag), SDL still holds the
    /// left button and would drop the next press as a repeat of it: the next click is lost.
    /// When the X server says the button is up, SDL is sent the release it missed.
    private func releaseStaleButton() {
        let left = sheetlab_button_left_mask()
        guard SDL_GetMouseState(nil, nil) & left != 0,
            SDL_GetGlobalMouseState(nil, nil) & left == 0
        else { return }
        X11Pointer.sendLostRelease(to: window)
    }

    static func openFonts(_ configuration: Configuration) throws(FontError) -> FontLibrary {
        let bundled = FontLocator.bundledDirectory()
        guard let regular = configuration.fontPath ?? bundled.map({ $0 + "/" + FontLocator.regularName }),
            let bold = configuration.boldFontPath ?? bundled.map({ $0 + "/" + FontLocator.boldName })
        else {
            throw FontError(
                message: "the bundled fonts (Resources/fonts) were not found; pass --font and --bold-font")
        }
        // SDL_ttf opens the path itself and would wait for ever on a FIFO: only regular files.
        for (path, flag) in [(regular, "font"), (bold, "bold-font")] {
            do {
                try TextFile.checkRegular(path, flag: flag)
            } catch {
                throw FontError(message: error.message)
            }
        }
        return try FontLibrary(regularPath: regular, boldPath: bold, density: 1)
    }

    private static func windowPoints(_ window: OpaquePointer, unitsPerPoint: Double) -> Size {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return Size(width: Double(width) / unitsPerPoint, height: Double(height) / unitsPerPoint)
    }

    /// Pixels per point as the system reports it (drawable size ÷ window size).
    private static func reportedDensity(_ window: OpaquePointer, _ renderer: OpaquePointer) -> Double {
        var windowWidth: Int32 = 0
        var windowHeight: Int32 = 0
        var outputWidth: Int32 = 0
        var outputHeight: Int32 = 0
        SDL_GetWindowSize(window, &windowWidth, &windowHeight)
        SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
        guard windowWidth > 0, outputWidth > 0 else { return 1 }
        return Double(outputWidth) / Double(windowWidth)
    }

    /// The SDL renderer's name ("software", "opengl").
    private var rendererName: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(sdlRenderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// Seconds since launch, from the monotonic performance counter.
    private var now: Double {
        Double(SDL_GetPerformanceCounter() &- startTicks) / Double(SDL_GetPerformanceFrequency())
    }

    /// What the next frame would show, to tell whether anything changed.
    private struct Look: Equatable {
        var height: Double
        var dim: Double
        var highlighted: Bool
        var window: Size
        var controls: [Int]
        var scroll: Double
        var cue: Bool
        var twinHeight: Double
        var twinDim: Double
        var twinControls: [Int]
    }

    private var look: Look {
        Look(
            height: machine.height, dim: machine.dimAlpha, highlighted: machine.isButtonHighlighted,
            window: machine.window, controls: machine.controls, scroll: machine.scrollOffset,
            cue: machine.releaseWouldDismiss, twinHeight: twin?.machine.height ?? 0, twinDim: twin?.machine.dimAlpha ?? 0,
            twinControls: twin?.machine.controls ?? [])
    }

    private func loop() {
        var interval = 1 / Double(configuration.fps)
        var nextFrame = now
        var lastPresent = -1.0
        var needsDraw = true
        var running = true
        var ready = false
        var event = SDL_Event()
        while running {
            interval = 1 / Double(machine.configuration.fps)  // the panel may change it
            if sheetlab_take_stats_request() != 0, let window = stats {
                Output.line(window.json(renderer: rendererName), what: "--stats figures")
                stats = FrameStats(skipsFirstFrame: false)
            }
            // Sleep until the next frame is due while something moves; otherwise block until input.
            let animating = machine.isMoving || twin?.machine.isMoving == true || needsDraw || replay != nil
                || toast != nil  // wakes to take the message down on time
            // At rest, woken once a second for nothing but SIGUSR1 (which does not wake the wait):
            // with --stats five times a second, so the figures come promptly.
            let restTimeout: Int32 = stats == nil ? 1000 : 200
            let timeout = animating ? Int32(max(0, (nextFrame - now) * 1000).rounded(.up)) : restTimeout
            var pending = SDL_WaitEventTimeout(&event, timeout) == 1
            var pointerMoved = false
            while pending {
                if SDL_EventType(event.type) == SDL_QUIT { running = false }
                needsDraw = handle(event) || needsDraw
                if SDL_EventType(event.type) == SDL_MOUSEMOTION { pointerMoved = true }
                pending = SDL_PollEvent(&event) == 1
            }
            // Under a finger, draw as soon as it moves (no sooner than half a frame after the
            // last one) rather than at the next tick: the sheet lags the pointer less.
            if pointerMoved, case .held = machine.motion {
                nextFrame = min(nextFrame, max(lastPresent + interval / 2, now))
            }
            let before = look
            if replay != nil {
                running = stepReplay() && running
                if sink != nil { nextFrame = min(nextFrame, now) }  // every replayed frame is drawn
            } else {
                machine.advance(to: now)
                twin?.machine.advance(to: now)
                flushEvents()
            }
            if look != before { needsDraw = true }
            if let shown = toast, !shown.isVisible(at: now) { needsDraw = true }  // its time is up
            guard running else { break }
            let time = now
            // A sheet held still under a finger shows the same frame until the pointer moves
            // (or something the look holds changes with time): the tick draws nothing then.
            if case .held = machine.motion, !needsDraw, time >= nextFrame, look == lastDrawnLook,
                !hudVisible, toast == nil, twin == nil, replay == nil, panel == nil
            {
                // A pause, not a frame interval; an input that changed nothing waits for nothing.
                stats?.idle()
                stats?.dropPendingInput()
                nextFrame = time + interval
                continue
            }
            if (needsDraw || machine.isMoving || twin?.machine.isMoving == true) && time >= nextFrame {
                lastDrawnLook = look
                stats?.beginFrame()
                fitDensity(to: drawnSize)
                var scene = layout.scene(for: machine)
                if hudVisible {
                    updateHUD(at: time)
                    scene.items += HUDLayout.items(hud, measurer: fonts)
                }
                if let shown = toast {
                    if shown.isVisible(at: time) {
                        scene.items += shown.items(window: machine.window, measurer: fonts)
                    } else {
                        toast = nil
                    }
                }
                if let panel {
                    let items = panel.items(height: machine.window.height, measurer: fonts)
                    scene.items += items.map { $0.offset(dx: machine.window.width, dy: 0) }
                }
                if var twin {
                    var second = twin.layout.scene(for: twin.machine)
                    if hudVisible {
                        let elapsed = presentTimes.dropLast().last.map { time - $0 }
                        twin.hud.follow(
                            height: twin.machine.height, elapsed: elapsed,
                            resting: !twin.machine.isMoving)
                        twin.hud.state = twin.machine.stateDescription
                        twin.hud.fps = hud.fps
                        twin.hud.frameTimes = hud.frameTimes
                        second.items += HUDLayout.items(twin.hud, measurer: fonts)
                    }
                    renderer.draw([(scene, Point(x: 0, y: 0)), (second, Point(x: machine.window.width + Self.compareGap, y: 0))])
                    twin.machine.setContentHeight(twin.layout.contentHeight)
                    self.twin = twin
                } else {
                    renderer.draw(scene)
                }
                if let replay, let sink, sink.wants(replay.frame), let image = renderer.readPixels() {
                    sink.accept(image, frame: replay.frame)
                }
                SDL_RenderPresent(sdlRenderer)
                lastPresent = now
                stats?.endFrame(at: lastPresent)
                let detents = machine.detents
                machine.setContentHeight(layout.contentHeight)
                panel?.contentHeight = layout.contentHeight
                if resizedSinceDraw {
                    // Judged once the content is laid out at the new width (a `fit` detent's
                    // height), not with the height it had in the old one.
                    resizedSinceDraw = false
                    warnIfDetentsDoNotFit(machine.window)
                } else if machine.detents != detents {
                    warnIfDetentsDoNotFit(machine.window, contentChanged: true)
                }
                frames += 1
                needsDraw = false
                nextFrame = max(nextFrame + interval, time)
                if nextFrame < time { nextFrame = time + interval }
                if !ready {
                    ready = true
                    // A replay's events are on the trace's clock, which starts at 0 with its
                    // first frame, as a headless replay's does: the two print the same lines.
                    log.write(.ready(window: machine.window), at: replay == nil ? now : 0)
                }
            } else if !machine.isMoving && twin?.machine.isMoving != true && !needsDraw && replay == nil {
                nextFrame = time
                stats?.idle()
            }
        }
        if let replay {
            log.write(.quit(frames: replay.frame), at: replay.time)
        } else {
            log.write(.quit(frames: frames), at: now)
        }
        if let stats {
            Output.line(stats.json(renderer: rendererName), what: "--stats figures")
        }
        renderer.close()  // the textures, then the SDL renderer
        SDL_DestroyWindow(window)
        // Quitting already: SDL_Quit gives SIGINT and SIGTERM back to their default (death), and
        // a second request to quit (a window manager asking again, a second Ctrl-C) must not
        // kill the app while it finishes its files. (HUP and QUIT are forwarded to TERM.)
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        SDL_Quit()
    }

    /// Applies one SDL event; returns whether the window must be redrawn.
    private func handle(_ event: SDL_Event) -> Bool {
        if SDL_EventType(event.type) == SDL_SYSWMEVENT {
            pointerAge = X11Pointer.age(of: event)
            return false
        }
        defer { pointerAge = nil }  // it belongs to the one event that follows it
        // (A press the machine holds is checked below, with the same question to the server.)
        let type = SDL_EventType(event.type)
        let held = event.motion.state & sheetlab_button_left_mask() != 0
        if type == SDL_WINDOWEVENT || (type == SDL_MOUSEMOTION && held && !machine.isPressed) {
            releaseStaleButton()
        }
        if SDL_EventType(event.type) == SDL_WINDOWEVENT {
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
                return true
            case SDL_WINDOWEVENT_FOCUS_LOST:
                // A release the window never sees (focus taken mid-drag) must not leave the sheet held.
                return cancelPress()
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                // A size beyond the limit is never drawn: the window is shrunk, and the phone
                // follows the shrunk size, which SDL reports next.
                if keepWindowWithinLimit() { return true }
                if configuration.scale == nil {
                    nativeDensity = unitsPerPoint * Self.reportedDensity(window, sdlRenderer)
                    if nativeDensity != renderer.density {
                        renderer.setDensity(nativeDensity)
                        layout.invalidate()
                    }
                }
            default:
                break
            }
        }
        if SDL_EventType(event.type) == SDL_KEYDOWN, event.key.repeat == 0 {
            switch Int(event.key.keysym.sym) {
            case Int(SDLK_e.rawValue):
                exportConstants()
                return true  // the message
            case Int(SDLK_F1.rawValue):
                hudVisible.toggle()
                return true
            case Int(SDLK_TAB.rawValue) where twin == nil:
                togglePanel()
                return true
            case Int(SDLK_TAB.rawValue):
                // The panel tunes one sheet; with two phones a slider would not say whose.
                toast = Toast("The panel tunes one phone: run without --compare to open it", at: now)
                return true
            default:
                break
            }
        }
        if panel != nil, let handled = panelInput(event) { return handled }
        // A replay's input is the trace's; the window only shows it.
        guard replay == nil, var input = translator.input(for: event) else { return false }
        if case .resize(let size) = input, panel != nil {
            // The phone keeps what the panel leaves of the window.
            input = .resize(Size(width: max(1, size.width - TuningPanel.width), height: size.height))
        }
        if twin != nil { input = mirrored(input) }
        if case .pointerMove = input, machine.isPressed, releaseWasLost() {
            // The X server says the button is up but the release never reached us (nor SDL).
            releaseStaleButton()
            return cancelPress()
        }
        let before = look
        switch input {
        case .pointerDown, .pointerMove, .pointerUp: stats?.input(at: eventTime(event))
        default: break
        }
        feed(input, at: eventTime(event))
        // A resize always redraws: the window's pixels changed even where the phone did not.
        if case .resize = input {
            resizedSinceDraw = true
            return true
        }
        return look != before
    }

    /// Hands one input to the machine (and a compared twin), recording it first with `--record`.
    private func feed(_ input: Input, at stamped: Double) {
        // SDL stamps events from different sources in milliseconds; keep inputs in order so a
        // trace replays exactly what the machine saw.
        let time = max(stamped, lastInputTime)
        lastInputTime = time
        recorder?.append(TraceEntry(time: time, input: input))
        machine.handle(input, at: time)
        twin?.machine.handle(input, at: time)
        flushEvents()
    }

    /// With `--compare`: a pointer over either phone in that phone's own coordinates (so one
    /// hand drives both), and each phone half of a resized window.
    private func mirrored(_ input: Input) -> Input {
        let offset = machine.window.width + Self.compareGap
        func local(_ point: Point) -> Point { point.x >= offset ? Point(x: point.x - offset, y: point.y) : point }
        switch input {
        case .pointerDown(let point): return .pointerDown(local(point))
        case .pointerMove(let point): return .pointerMove(local(point))
        case .pointerUp(let point): return .pointerUp(local(point))
        case .resize(let size): return .resize(Size(width: max(1, (size.width - Self.compareGap) / 2), height: size.height))
        default: return input
        }
    }

    /// Plays the trace up to now at its fixed 60 Hz step; false once it has finished. Compared
    /// phones step together, on the replay's one clock, and their events are written in the
    /// order they happened.
    private func stepReplay() -> Bool {
        guard var replay else { return true }
        let twinLayout = twin?.layout
        func prepare(_ machine: inout SheetMachine, _ phone: Int) {
            machine.setContentHeight((phone == 2 ? twinLayout ?? layout : layout).contentHeight)
        }
        if sink != nil {
            // Writing frames: one replayed frame per drawn frame, however long drawing takes.
            if !replay.isFinished { replay.step(prepare) }
        } else {
            while !replay.isFinished, replay.time + 1 / Replay.frameRate <= now {
                replay.step(prepare)
            }
        }
        while replayPrinted < replay.timeline.count {
            let entry = replay.timeline[replayPrinted]
            if entry.phone == 2 { twin?.hud.note(entry.event) } else { hud.note(entry.event) }
            log.write(entry.event, at: entry.time, phone: entry.phone)
            replayPrinted += 1
        }
        machine = replay.machine
        self.replay = replay
        if var twin, let second = replay.twin {
            twin.machine = second
            markDifference(&twin)
            self.twin = twin
        }
        return !replay.isFinished
    }

    /// Tab: opens or closes the panel; the window grows or shrinks by its width so the phone
    /// keeps its size.
    private func togglePanel() {
        let phone = machine.window
        if panel == nil {
            panel = TuningPanel(machine.configuration)
        } else {
            panel = nil
            panelDrag = nil
        }
        let width = phone.width + (panel == nil ? 0 : TuningPanel.width)
        SDL_SetWindowSize(
            window, Int32(pixel: width * unitsPerPoint), Int32(pixel: phone.height * unitsPerPoint))
    }

    /// Mouse and keys for the open panel; nil when the event is not the panel's.
    private func panelInput(_ event: SDL_Event) -> Bool? {
        guard var panel else { return nil }
        defer { self.panel = panel }
        // A sheet held by the pointer keeps it, wherever the pointer goes.
        if case .held = machine.motion, panelDrag == nil { return nil }
        let phoneWidth = machine.window.width
        func local(_ x: Int32, _ y: Int32) -> Point {
            let point = translator.point(x, y)
            return Point(x: point.x - phoneWidth, y: point.y)
        }
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            let point = local(event.button.x, event.button.y)
            guard point.x >= 0 else { return nil }
            let height = machine.window.height
            if let (row, fraction) = panel.hit(point, height: height, measurer: fonts) {
                panel.selectRow(row)
                panel.drag(row, to: fraction)
                panelDrag = row
                apply(panel)
            }
            return true
        case SDL_MOUSEMOTION:
            guard let row = panelDrag else { return local(event.motion.x, event.motion.y).x >= 0 ? true : nil }
            let point = local(event.motion.x, event.motion.y)
            panel.drag(row, to: panel.trackFraction(x: point.x, row: row))
            apply(panel)
            return true
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            guard panelDrag != nil else { return local(event.button.x, event.button.y).x >= 0 ? true : nil }
            panelDrag = nil
            return true
        case SDL_MOUSEWHEEL:
            var x: Int32 = 0
            var y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            guard local(x, y).x >= 0 else { return nil }
            panel.scroll(
                by: -Double(event.wheel.preciseY) * 40, height: machine.window.height,
                measurer: fonts)
            return true
        case SDL_KEYDOWN:
            let shift = (UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue)) != 0
            let height = machine.window.height
            switch Int(event.key.keysym.sym) {
            case Int(SDLK_LEFTBRACKET.rawValue): panel.select(-1, height: height, measurer: fonts)
            case Int(SDLK_RIGHTBRACKET.rawValue): panel.select(1, height: height, measurer: fonts)
            // `-` and `=`/`+` step once; `_` (Shift+-), keypad keys with Shift, and Page Up/Down
            // step ten times (on most layouts `+` itself needs Shift, so Shift+= is one step).
            case Int(SDLK_MINUS.rawValue): panel.nudge(-1, large: shift)
            case Int(SDLK_UNDERSCORE.rawValue): panel.nudge(-1, large: true)
            case Int(SDLK_EQUALS.rawValue), Int(SDLK_PLUS.rawValue): panel.nudge(1)
            case Int(SDLK_KP_MINUS.rawValue): panel.nudge(-1, large: shift)
            case Int(SDLK_KP_PLUS.rawValue): panel.nudge(1, large: shift)
            case Int(SDLK_PAGEDOWN.rawValue): panel.nudge(-1, large: true)
            case Int(SDLK_PAGEUP.rawValue): panel.nudge(1, large: true)
            case Int(SDLK_r.rawValue): panel.reset(all: shift)
            default: return nil
            }
            // A key changes the selected row: it comes into view (a wheel scroll may have hidden
            // it, a banner may have come), so no change is made out of sight.
            panel.reveal(height: height, measurer: fonts)
            apply(panel)
            return true
        default:
            return nil
        }
    }

    /// Runs the machine on the panel's last valid constants, in motion or at rest.
    private func apply(_ panel: TuningPanel) {
        guard panel.applied != machine.configuration else { return }
        var configuration = panel.applied
        configuration.contentText = machine.configuration.contentText
        feed(.reconfigure(configuration), at: now)
    }

    /// `E`: the current constants in every `--export` format, in new files in `--export-dir`
    /// (the working directory by default); where they went, or why not, shows in the window
    /// too. What runs is exported; values the panel holds but could not apply are named.
    private func exportConstants() {
        let directory = configuration.exportDirectory ?? "."
        let message: String
        do {
            let constants = machine.configuration
            var paths: [String] = []
            for format in ExportFormat.allCases {
                paths += try ExportFile.export(constants, as: format, directory: directory)
            }
            let listed = paths.dropLast().joined(separator: ", ") + " and " + paths.last!
            message = "exported \(listed)" + (panel?.exportNote.map { "; " + $0 } ?? "")
        } catch {
            message = error.message
        }
        Output.error(message)
        toast = Toast(message, at: now)
    }

    private var warnedSmallWindow = false
    /// A resize since the last frame: whether the detents fit is judged after the next one.
    private var resizedSinceDraw = false
    private var warnedContent = false

    /// Once for each cause: a window too small for the configured detents, or content that
    /// moves a `fit` detent out of order, gets them clamped (the sheet keeps working, but not at
    /// the numbers asked for). SheetCore decides from the resolved list.
    private func warnIfDetentsDoNotFit(_ size: Size, contentChanged: Bool = false) {
        guard !(contentChanged ? warnedContent : warnedSmallWindow),
            let message = machine.detents.fitWarning(window: machine.window, contentChanged: contentChanged)
        else { return }
        if contentChanged { warnedContent = true } else { warnedSmallWindow = true }
        Output.error(message)
    }

    /// Whether the left button is up at the X server with no release on its way to the app.
    /// Events read late (a busy machine, a long frame) are older than the server's state: the
    /// release may simply not have been read yet, so what is still queued is read first.
    private func releaseWasLost() -> Bool {
        guard SDL_GetGlobalMouseState(nil, nil) & sheetlab_button_left_mask() == 0 else { return false }
        SDL_PumpEvents()
        let up = UInt32(SDL_MOUSEBUTTONUP.rawValue)
        return SDL_PeepEvents(nil, 0, SDL_PEEKEVENT, up, up) == 0
    }

    /// Ends a press whose button-up was lost.
    private func cancelPress() -> Bool {
        let before = look
        feed(.pointerCancel, at: now)
        return look != before
    }

    /// How long before it was read the X server saw the pointer input of the next mouse event.
    private var pointerAge: Double?

    /// When `event` happened, on this app's clock: for pointer input on X11, when the server
    /// saw it; otherwise when SDL read it (SDL stamps events in milliseconds since SDL_Init).
    /// Either way velocity is not skewed by events read together after a long frame.
    private func eventTime(_ event: SDL_Event) -> Double {
        let type = SDL_EventType(event.type)
        if let pointerAge, type == SDL_MOUSEMOTION || type == SDL_MOUSEBUTTONDOWN
            || type == SDL_MOUSEBUTTONUP
        {
            return now - pointerAge
        }
        let stamped = sdlEpoch + Double(event.common.timestamp) / 1000
        return min(now, stamped)
    }

    private func flushEvents() {
        let time = now
        for event in machine.drainEvents() {
            hud.note(event)
            log.write(event, at: time, phone: twin == nil ? nil : 1)
        }
        guard var twin else { return }
        for event in twin.machine.drainEvents() {
            twin.hud.note(event)
            log.write(event, at: time, phone: 2)
        }
        markDifference(&twin)
        self.twin = twin
    }

    /// The HUDs turn red where the two phones' last decisions differ.
    private func markDifference(_ twin: inout Twin) {
        let differs = hud.lastTarget != twin.hud.lastTarget
        hud.differs = differs
        twin.hud.differs = differs
    }

    /// The HUD's numbers for the frame about to be drawn at `time`.
    private func updateHUD(at time: Double) {
        presentTimes.append(time)
        presentTimes.removeAll { time - $0 > 2 }
        hud.fps = presentTimes.filter { time - $0 <= 1 }.count
        hud.frameTimes = zip(presentTimes.dropFirst(), presentTimes).map { ($0 - $1) * 1000 }
        hud.follow(
            height: machine.height, elapsed: presentTimes.dropLast().last.map { time - $0 },
            resting: !machine.isMoving)
        hud.state = machine.stateDescription
    }
}
