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
        var replay: Replay?
        var printed = 0
    }
    private var twin: Twin?
    /// Space between the two phones of `--compare`, in points.
    static let compareGap = 16.0
    /// A trace being played instead of live input (`--replay`).
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
    private let unitsPerPoint: Double
    private var hud = HUDState()
    /// When recent frames were presented, for the HUD's rate and graph.
    private var presentTimes: [Double] = []
    private var lastHeight = 0.0
    private var stats: FrameStats?
    private var frames = 0
    /// When the last input happened: inputs never go back in time.
    private var lastInputTime = 0.0
    /// This app's clock reading when SDL's millisecond clock started.
    private var sdlEpoch = 0.0

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
        self.configuration = configuration
        self.startTicks = startTicks
        self.log = EventLog(enabled: options.events)

        let fonts = try Self.openFonts(options)
        self.fonts = fonts
        self.hudVisible = options.hud
        self.stats = options.stats ? FrameStats() : nil
        if options.stats { signal(SIGUSR1, sheetlab_request_stats) }
        self.unitsPerPoint = options.scale.map(Double.init) ?? 1
        // Everything that writes files is checked before the window opens.
        self.sink = try trace.map { try FrameSink(options, trace: $0) }

        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        if options.renderer == .software {
            // Present the software renderer's pixels straight to the X server (XShm): no GL
            // driver is loaded (tens of megabytes of it on a software GL stack).
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // With no display at all, SDL would fall back to a driver that shows nothing (offscreen,
        // KMS) and run invisibly; say so instead, unless the user picked a driver.
        if getenv("SDL_VIDEODRIVER") == nil, getenv("DISPLAY") == nil, getenv("WAYLAND_DISPLAY") == nil {
            throw StartError(
                message: "no display: DISPLAY and WAYLAND_DISPLAY are not set (set one, or SDL_VIDEODRIVER to choose a driver)",
                exitCode: 69)
        }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw StartError(
                message: "cannot open a display (\(String(cString: SDL_GetError()))); "
                    + "set DISPLAY or SDL_VIDEODRIVER (e.g. SDL_VIDEODRIVER=x11 or wayland)",
                exitCode: 69)
        }
        // The trace is created once a display is there (a start that cannot open one leaves no
        // file behind) but before the window opens.
        self.recorder = try options.recordPath.map { path throws(ExportFile.Failure) in
            try TraceWriter(path: path, configuration: options)
        }
        let forced = configuration.scale.map(Double.init)
        let epoch = Double(SDL_GetPerformanceCounter() &- startTicks) / Double(SDL_GetPerformanceFrequency())
            - Double(SDL_GetTicks64()) / 1000
        let unitsPerPoint = forced ?? 1
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
        if forced == nil { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
        guard
            let window = SDL_CreateWindow(
                "SheetLab", Int32(sheetlab_windowpos_centered()), Int32(sheetlab_windowpos_centered()),
                Int32(
                    (((twinOptions == nil ? configuration.window.width : configuration.window.width * 2 + Self.compareGap)
                        + (options.panel && twinOptions == nil ? TuningPanel.width : 0)) * unitsPerPoint).rounded()),
                Int32((configuration.window.height * unitsPerPoint).rounded()), flags)
        else {
            throw StartError(
                message: "cannot open a window (\(String(cString: SDL_GetError()))); check DISPLAY or SDL_VIDEODRIVER",
                exitCode: 69)
        }
        let accelerated = options.renderer == .accelerated
            ? SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue) : nil
        guard let renderer = accelerated ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw StartError(message: "cannot create a renderer (\(String(cString: SDL_GetError())))", exitCode: 69)
        }
        self.window = window
        self.sdlRenderer = renderer
        self.translator = InputTranslator(unitsPerPoint: unitsPerPoint)
        var points = Self.windowPoints(window, unitsPerPoint: unitsPerPoint)
        if twinOptions != nil { points.width = max(1, (points.width - Self.compareGap) / 2) }
        if options.panel, twinOptions == nil { points.width = max(1, points.width - TuningPanel.width) }
        self.renderer = Renderer(
            renderer: renderer, fonts: fonts, density: forced ?? Self.reportedDensity(window, renderer),
            fastScalingInMotion: options.renderer == .software)
        self.layout = Layout(measurer: fonts)
        self.machine = SheetMachine(configuration: configuration, window: points, time: 0)
        self.replay = trace.map { twinOptions == nil ? Replay($0) : Replay(Trace(configuration: configuration, entries: $0.entries)) }
        if let twinOptions {
            twin = Twin(
                machine: SheetMachine(configuration: twinOptions, window: points, time: 0), layout: Layout(measurer: fonts),
                replay: trace.map { Replay(Trace(configuration: twinOptions, entries: $0.entries)) })
        }
        self.sdlEpoch = epoch
        // The window opened wide enough for the panel: no resize, no frame without it.
        if options.panel, twinOptions == nil { panel = TuningPanel(configuration) }
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
                Output.line(window.json(frames: frames, renderer: rendererName))
                stats = FrameStats()
            }
            // Sleep until the next frame is due while something moves; otherwise block until input.
            let animating = machine.isMoving || twin?.machine.isMoving == true || needsDraw || replay != nil
            let timeout = animating ? Int32(max(0, (nextFrame - now) * 1000).rounded(.up)) : 1000
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
            guard running else { break }
            let time = now
            if (needsDraw || machine.isMoving || twin?.machine.isMoving == true) && time >= nextFrame {
                stats?.beginFrame()
                var scene = layout.scene(for: machine)
                if hudVisible {
                    updateHUD(at: time)
                    scene.items += HUDLayout.items(hud, measurer: fonts)
                }
                if let panel {
                    let items = panel.items(height: machine.window.height, measurer: fonts)
                    scene.items += items.map { $0.offset(dx: machine.window.width, dy: 0) }
                }
                if var twin {
                    var second = twin.layout.scene(for: twin.machine)
                    if hudVisible {
                        if let previous = presentTimes.dropLast().last, time > previous {
                            twin.hud.velocity = (twin.machine.height - twin.hud.height) / (time - previous)
                        }
                        twin.hud.height = twin.machine.height
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
                machine.setContentHeight(layout.contentHeight)
                frames += 1
                needsDraw = false
                nextFrame = max(nextFrame + interval, time)
                if nextFrame < time { nextFrame = time + interval }
                if !ready {
                    ready = true
                    log.write(.ready(window: machine.window), at: now)
                }
            } else if !machine.isMoving && twin?.machine.isMoving != true && !needsDraw && replay == nil {
                nextFrame = time
                stats?.idle()
            }
        }
        if let replay { log.write(.quit(frames: replay.frame), at: replay.time) } else {
        log.write(.quit(frames: frames), at: now)
        }
        if let stats { Output.line(stats.json(frames: frames, renderer: rendererName)) }
        renderer.close()  // the textures, then the SDL renderer
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Applies one SDL event; returns whether the window must be redrawn.
    private func handle(_ event: SDL_Event) -> Bool {
        if SDL_EventType(event.type) == SDL_WINDOWEVENT {
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
                return true
            case SDL_WINDOWEVENT_FOCUS_LOST:
                // A release the window never sees (focus taken mid-drag) must not leave the sheet held.
                return cancelPress()
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                if configuration.scale == nil {
                    let density = Self.reportedDensity(window, sdlRenderer)
                    if density != renderer.density {
                        renderer.setDensity(density)
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
                return false
            case Int(SDLK_F1.rawValue):
                hudVisible.toggle()
                return true
            case Int(SDLK_TAB.rawValue) where twin == nil:
                togglePanel()
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
        if case .pointerMove = input, machine.isPressed,
            SDL_GetGlobalMouseState(nil, nil) & sheetlab_button_left_mask() == 0
        {
            // The X server says the button is up but the release never reached us.
            return cancelPress()
        }
        let before = look
        switch input {
        case .pointerDown, .pointerMove, .pointerUp: stats?.input(at: eventTime(event))
        default: break
        }
        feed(input, at: eventTime(event))
        // A resize always redraws: the window's pixels changed even where the phone did not.
        if case .resize(let size) = input {
            warnIfDetentsDoNotFit(size)
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

    /// Plays the trace up to now at its fixed 60 Hz step; false once it has finished.
    private func stepReplay() -> Bool {
        guard var replay else { return true }
        if sink != nil {
            // Writing frames: one replayed frame per drawn frame, however long drawing takes.
            if !replay.isFinished { replay.step { $0.setContentHeight(layout.contentHeight) } }
        } else {
            while !replay.isFinished, replay.time + 1 / Replay.frameRate <= now {
                replay.step { $0.setContentHeight(layout.contentHeight) }
            }
        }
        while replayPrinted < replay.log.count {
            hud.note(replay.log[replayPrinted].1)
            log.write(replay.log[replayPrinted].1, at: replay.log[replayPrinted].0, phone: twin == nil ? nil : 1)
            replayPrinted += 1
        }
        machine = replay.machine
        self.replay = replay
        guard var twin, var second = twin.replay else { return !replay.isFinished }
        while !second.isFinished, second.time + 1 / Replay.frameRate <= now {
            second.step { $0.setContentHeight(twin.layout.contentHeight) }
        }
        while twin.printed < second.log.count {
            twin.hud.note(second.log[twin.printed].1)
            log.write(second.log[twin.printed].1, at: second.log[twin.printed].0, phone: 2)
            twin.printed += 1
        }
        twin.machine = second.machine
        twin.replay = second
        markDifference(&twin)
        self.twin = twin
        return !replay.isFinished || !second.isFinished
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
        SDL_SetWindowSize(window, Int32((width * unitsPerPoint).rounded()), Int32((phone.height * unitsPerPoint).rounded()))
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
            if let (row, fraction) = panel.hit(point) {
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
            panel.scroll(by: -Double(event.wheel.preciseY) * 40, height: machine.window.height)
            return true
        case SDL_KEYDOWN:
            let shift = (UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue)) != 0
            switch Int(event.key.keysym.sym) {
            case Int(SDLK_LEFTBRACKET.rawValue): panel.select(-1)
            case Int(SDLK_RIGHTBRACKET.rawValue): panel.select(1)
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

    /// `E`: the current constants as JSON and Swift, in new files beside the working directory.
    private func exportConstants() {
        do {
            let json = try ExportFile.export(machine.configuration, as: .json)
            let swift = try ExportFile.export(machine.configuration, as: .swift)
            Output.error("exported \(json) and \(swift)")
        } catch {
            Output.error(error.message)
        }
    }

    private var warnedSmallWindow = false

    /// Once: a window too small for the configured detents gets them clamped (the sheet keeps
    /// working, but not at the numbers asked for).
    private func warnIfDetentsDoNotFit(_ size: Size) {
        guard !warnedSmallWindow, configuration.style == .sheet,
            configuration.defaultHeight >= configuration.maxHeight(windowHeight: machine.window.height)
        else { return }
        warnedSmallWindow = true
        Output.error(
            "the window (\(machine.window)) is too small for --default-height \(Format.number(configuration.defaultHeight)) "
                + "and --top-inset \(Format.number(configuration.topInset)): the detents are clamped to fit")
    }

    /// Ends a press whose button-up was lost.
    private func cancelPress() -> Bool {
        let before = look
        feed(.pointerCancel, at: now)
        return look != before
    }

    /// When SDL saw `event`, on this app's clock (SDL stamps events in milliseconds since
    /// SDL_Init), so velocity is not skewed by events drained together after a frame.
    private func eventTime(_ event: SDL_Event) -> Double {
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
        let height = machine.height
        if let previous = presentTimes.dropLast().last, time > previous {
            hud.velocity = (height - lastHeight) / (time - previous)
        }
        lastHeight = height
        hud.height = height
        hud.state = machine.stateDescription
    }
}
