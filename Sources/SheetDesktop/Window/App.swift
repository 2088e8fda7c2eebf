import CSDL2
import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// The one owner of every SDL handle: runs the frame loop that takes the translator's inputs
/// to the phones, paces frames, and draws what the phones' layouts make of their machines.
@MainActor
final class App {
    /// The run's constants (a replay's are the trace's; the command line adds how to show it).
    let configuration: Configuration
    let window: AppWindow
    let renderer: Renderer
    var translator: InputTranslator
    let fonts: FontLibrary
    let log: EventLog
    /// One phone, or the two of `--compare`, fed the same input.
    var phones: [Phone]
    /// With `--compare`, each phone's name drawn over it (its preset, style or config file).
    let labels: [String]
    /// A trace being played instead of live input (`--replay`), on its one clock for every
    /// phone, and how far its events have been written.
    var replay: Replay?
    var replayCursor = Replay.Cursor()
    let sink: FrameSink?
    /// For the tests: every frame's pixels, read back from the X server, compared with a full
    /// redraw (`SHEETLAB_VERIFY_FRAMES`).
    let verifier = FrameVerifier.fromEnvironment()
    /// The trace being recorded: `--record`'s from the start, or one `R` started.
    var recorder: TraceWriter?
    /// Whether `recorder` is `R`'s (which `R` stops, and quitting says where it is).
    var recordingByKey = false
    let startTicks: UInt64
    /// This app's clock reading when SDL's millisecond clock started.
    let sdlEpoch: Double
    var hudVisible: Bool
    var meter = HUDMeter()
    /// The live tuning panel, while open, and the slider being dragged in it.
    var panel: TuningPanel?
    var panelDrag: Int?
    /// The panel as it was closed: Tab opens it again with its choices.
    var keptPanel: TuningPanel?
    /// What the first phone's constants were made from (the command line's sheet flags and a
    /// `--config` file's values): a setting chosen in the panel makes them again from it.
    var launch: LaunchFlags
    /// A message shown over the phone for a few seconds (where `E` wrote).
    var toast: Toast?
    /// Ctrl+S was pressed: the next frame drawn is saved (`saveScreenshot`).
    var screenshotWanted = false
    /// Something the frame just drawn did (a screenshot's message) asks for another frame.
    var drawAgain = false
    var stats: FrameStats?
    var pacer: FramePacer
    var frames = 0
    /// When the last input happened: inputs never go back in time.
    var lastInputTime = 0.0
    /// What the last frame drawn showed.
    var lastDrawnLook: Look?
    /// How long before it was read the X server saw the pointer input of the next mouse event.
    var pointerAge: Double?
    /// A resize since the last frame: whether the detents fit is judged after the next one.
    var resizedSinceDraw = false
    var warnedSmallWindow = false
    var warnedContent = false
    /// The `--config` file watched for saved edits (`--watch on`).
    var watcher: ConfigWatcher?
    /// What wakes the wait for a signal, so that at rest it has no timeout.
    var signalWake: SignalWake?

    /// Runs the app with `options` (how to run and show it) and `phones` (each phone's
    /// constants: one, or those of `--compare`) until the window closes; returns the process
    /// exit status.
    static func run(
        _ options: Configuration, phones: [Configuration], replaying trace: Trace? = nil,
        launch: LaunchFlags? = nil, watching watcher: ConfigWatcher? = nil
    ) -> ExitCode {
        let start = SDL_GetPerformanceCounter()
        do {
            #if SHEETLAB_TEST_HOOKS
                let injector = try EventInjector.fromEnvironment()  // SHEETLAB_INJECT
            #endif
            let app = try App(
                options, phones: phones, trace: trace, startTicks: start, launch: launch)
            if let watcher, watcher.start() {
                watcher.lastConstants = app.machine.constants
                app.watcher = watcher
            }
            #if SHEETLAB_TEST_HOOKS
                injector?.start()
            #endif
            app.signalWake = SignalWake()
            app.loop()
            if let replay = app.replay, !replay.isFinished, let sink = app.sink,
                let signal = Interrupt.windowSignal
            {
                // A signal, not the user's close button, stopped a replay writing outputs: as
                // a headless replay, it says so and what it kept, and exits 128 + the signal.
                return sink.interrupted(by: signal, atFrame: replay.frame)
            }
            // The window is closed: a signal now asks a clip waiting on ffmpeg to stop.
            app.sink?.video?.stopRequested = { Interrupt.signal != nil }
            return app.sink?.finish(app.replay) ?? .success
        } catch {
            return Output.failure(error)
        }
    }

    init(
        _ options: Configuration, phones given: [Configuration], trace: Trace?, startTicks: UInt64,
        launch: LaunchFlags? = nil
    ) throws {
        // A replay runs with the trace's constants (compared phones with their own, on the
        // trace's inputs); the command line adds only how to show it.
        var configuration = given[0]
        configuration.run.scale = options.run.scale
        configuration.constants.fps = options.constants.fps
        configuration.run.exportDirectory = options.run.exportDirectory
        self.configuration = configuration
        self.launch = launch ?? LaunchFlags(configuration)
        self.startTicks = startTicks
        self.log = EventLog(enabled: options.run.events)
        let constants = [configuration] + given.dropFirst()

        let fonts = try Self.openFonts(options)
        self.fonts = fonts
        let layouts = constants.map { Layout(measurer: fonts, configuration: $0) }
        if trace == nil {
            // A `fit` detent is checked against its neighbours once the content is measured,
            // before a window opens (the layout is kept for the first frame).
            for (phone, layout) in zip(constants, layouts) {
                try phone.validateFit(
                    contentHeight: layout.contentHeight(of: phone, window: phone.constants.window))
            }
        }
        self.hudVisible = options.run.hud
        self.stats = FrameStats.forRun(options)
        // Everything that writes files is checked before the window opens.
        self.sink = try trace.map { try FrameSink(options, trace: $0) }
        // A clip that ffmpeg holds up is given up when the window is asked to close (a click
        // on its close button, SIGINT or SIGTERM: SDL's quit), not waited for.
        sink?.video?.stopRequested = {
            SDL_PumpEvents()
            return SDL_HasEvent(SDL_QUIT.rawValue) == SDL_TRUE
        }

        AppWindow.prepare(options)
        try AppWindow.openDisplay()
        // The trace is created once a display is there (a start that cannot open one leaves no
        // file behind) but before the window opens.
        self.recorder = try options.run.recordPath.map { path throws(ExportFile.Failure) in
            try TraceWriter(path: path, configuration: options)
        }
        sdlEpoch = Self.seconds(since: startTicks) - Double(SDL_GetTicks64()) / 1000
        let arrangement = PhoneArrangement(phones: constants.count, panel: options.run.panel)
        let window = try AppWindow(
            opening: arrangement.windowSize(phone: configuration.constants.window),
            options: options,
            traceWindow: trace != nil)
        self.window = window
        self.translator = InputTranslator(
            unitsPerPoint: window.unitsPerPoint,
            windowUnits: Size(
                width: window.points.width * window.unitsPerPoint,
                height: window.points.height * window.unitsPerPoint))
        let points = arrangement.phoneSize(window: window.points)
        self.renderer = Renderer(
            renderer: window.sdlRenderer, fonts: fonts, density: window.nativeDensity,
            fastScalingInMotion: window.isSoftware)
        ImageLoader.prepare(renderer)
        // The content is measured before the first frame: a `fit` detent starts where it
        // belongs, and a recording says so first.
        let numbered = constants.count > 1
        phones = zip(constants, layouts).enumerated().map { index, pair in
            let (phone, layout) = pair
            return Phone(
                machine: SheetMachine(
                    configuration: phone, window: points, time: 0,
                    contentHeight: layout.contentHeight(of: phone, window: points)),
                layout: layout, options: phone, number: numbered ? index + 1 : nil)
        }
        labels = numbered ? PhoneLabel.names(configuration.run.compare ?? "") : []
        for phone in phones {
            recorder?.append(
                TraceEntry(
                    time: 0, input: .content(phone.machine.contentHeight), phone: phone.number))
        }
        self.replay = trace.map {
            // A trace made before content was recorded has it measured now, as the window
            // would have.
            let measured = $0.measuringContent(phones: given) { machine, phone in
                layouts[phone - 1].contentHeight(for: machine)
            }
            return Replay(measured, phones: given)
        }
        if let replay { sink?.expect(replay) }
        pacer = FramePacer(fps: configuration.constants.fps, now: Self.seconds(since: startTicks))
        // Window-manager events carry the X server's time of each pointer input (eventTime).
        SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
        // The window opened wide enough for the panel: no resize, no frame without it.
        if arrangement.panel { panel = TuningPanel(configuration, launch: self.launch) }
        window.limitSize(density: window.nativeDensity)
        DisplayLoss.watch { [unowned self] refusal in displayLost(refusal: refusal) }
    }

    /// The X connection broke under the window, or the X server refused a request (`refusal`,
    /// e.g. the window destroyed by another program): one line, `quit`, no clip or temporary
    /// file left (frames written and a trace recorded so far stay whole); the caller exits 69.
    func displayLost(refusal: String? = nil) {
        let display = getenv("DISPLAY").map { String(cString: $0) } ?? ""
        var left = sink?.stoppedSummary ?? ""
        if let recorder {
            left += (left.isEmpty ? "" : "; ") + "the trace \(Format.echo(recorder.path)) kept"
        }
        let what =
            refusal.map {
                "the window was closed under the app (the X server refused a request: \($0))"
            }
            ?? "the display \(Format.echo(display)) went away under the window (its X "
            + "connection broke)"
        Output.error(what + (left.isEmpty ? "" : ": " + left))
        if let replay {
            log.write(.quit(frames: replay.frame), at: replay.time)
        } else {
            log.write(.quit(frames: frames), at: now)
        }
        sink?.abandon()
        Leftovers.removeAll()
    }

    /// How the window is shared now: the phones, and the panel when it is open.
    var arrangement: PhoneArrangement {
        PhoneArrangement(phones: phones.count, panel: panel != nil)
    }

    static func openFonts(_ configuration: Configuration) throws(FontError) -> FontLibrary {
        let bundled = FontLocator.bundledDirectory()
        guard
            let regular = configuration.run.fontPath
                ?? bundled.map({ $0 + "/" + FontLocator.regularName }),
            let bold = configuration.run.boldFontPath
                ?? bundled.map({ $0 + "/" + FontLocator.boldName })
        else {
            throw FontError(
                message:
                    "the bundled fonts (Resources/fonts) were not found; pass "
                    + "\(FlagName.font.option) and \(FlagName.boldFont.option)"
            )
        }
        // SDL_ttf opens the path itself and would wait for ever on a FIFO: only regular files.
        for (path, flag) in [(regular, FlagName.font), (bold, .boldFont)] {
            do {
                try TextFile.checkRegular(path, flag: flag)
            } catch {
                throw FontError(message: error.message)
            }
        }
        return try FontLibrary(regularPath: regular, boldPath: bold, density: 1)
    }

    /// Seconds since launch, from the monotonic performance counter.
    var now: Double { Self.seconds(since: startTicks) }

    /// Seconds on the monotonic performance counter since it read `start`.
    static func seconds(since start: UInt64) -> Double {
        Double(SDL_GetPerformanceCounter() &- start) / Double(SDL_GetPerformanceFrequency())
    }

    /// What the next frame would show of each phone, to tell whether anything changed. It is
    /// asked at every event: the first phone's look is held apart, so that one phone builds no
    /// array (no allocation) and copies no phone.
    struct Look: Equatable {
        var first: Phone.Look
        var others: [Phone.Look]
    }

    var look: Look {
        // Read in place: `phones[0]` copies the whole phone (its machine, layout and HUD) to
        // read a few numbers, and the look is asked for on every pass of the loop.
        phones.withUnsafeBufferPointer { phones in
            Look(
                first: Phone.look(of: phones[0].machine),
                others: phones.count > 1 ? phones[1...].map { Phone.look(of: $0.machine) } : [])
        }
    }

    var machine: SheetMachine { phones[0].machine }

    func loop() {
        var needsDraw = true
        var running = true
        var ready = false
        var event = SDL_Event()
        // When a sheet held still can next show something else with no input (set by a tick
        // that drew nothing): the wait lasts until then rather than a frame.
        var stillUntil: Double?
        while running {
            pacer.interval = 1 / Double(machine.constants.fps)  // the panel may change it
            FrameStats.printIfAsked(&stats, renderer: window.rendererName)
            // Sleep until the next frame is due while something moves; otherwise block until
            // input. A toast wakes it to take the message down on time.
            let animating = phones.anyMoving || needsDraw || replay != nil
            // At rest, no timeout: a signal wakes the wait (SignalWake). Without that, woken
            // once a second to look for one (with --stats five times, for prompt figures).
            let rest: Int32 = signalWake != nil ? .max : stats == nil ? 1000 : 200
            var timeout = pacer.waitMilliseconds(at: now, animating: animating, restTimeout: rest)
            if let until = stillUntil {
                // A millisecond past the moment: the velocity changes just after it.
                let left = ((until - now) * 1000).rounded(.up) + 1
                timeout = left < Double(rest) ? max(timeout, Int32(max(0, left))) : rest
                stillUntil = nil
            }
            if !animating, let shown = toast {
                // Woken once more, when the toast is to be taken down (not every frame meanwhile:
                // a toast over a window at rest kept a core busy for its four seconds).
                let left = ((shown.shownAt + Toast.duration - now) * 1000).rounded(.up)
                timeout = min(timeout, Int32(max(0, min(left, 1e6))))
            }
            // A watched config file wakes the wait itself; only its own deadlines cap it.
            if let watcher { timeout = watcher.waitMilliseconds(at: now, limit: timeout) }
            var pending = SDL_WaitEventTimeout(&event, scrollWait(timeout)) == 1
            stats?.woke()
            var pointerMoved = false
            while pending {
                if signalWake?.takes(event) == true {
                    pending = SDL_PollEvent(&event) == 1
                    continue
                }
                // A trackpad scroll this event shows is over ends first (App+Touch).
                if let ended = translator.endScroll(before: event) {
                    needsDraw = handle(ended) || needsDraw
                }
                if let translated = translator.translate(event, dragsSheet: scrollDrags) {
                    if translated.action == .command(.quit) { running = false }
                    needsDraw = handle(translated) || needsDraw
                    if case .input(.pointerMove)? = translated.action { pointerMoved = true }
                }
                pending = SDL_PollEvent(&event) == 1
            }
            if let ended = translator.endScroll(at: now - sdlEpoch) {
                needsDraw = handle(ended) || needsDraw
            }
            if pointerMoved, case .held = machine.motion { pacer.pointerMovedWhileHeld(at: now) }
            if watcher != nil, checkConfig() { needsDraw = true }
            let before = look
            // Writing frames, the replay's last frame is drawn before the loop ends.
            var lastReplayedFrame = false
            if let stepped = replay?.frame {
                let replaying = stepReplay()
                // Every replayed frame is drawn (and verified).
                if sink != nil || verifier != nil { pacer.dueNow(at: now) }
                if sink?.wantsFrames == true {
                    // And written, whether it changed or not, numbered without gaps: the files
                    // a headless replay writes (a frame that showed nothing new was skipped).
                    needsDraw = true
                    lastReplayedFrame = !replaying && running && replay?.frame != stepped
                }
                running = replaying && running
            } else {
                let time = now
                for index in phones.indices { phones[index].machine.advance(to: time) }
                drainEvents(at: time)
            }
            let after = look  // made once: it decides a release to show the dismiss cue
            if after != before { needsDraw = true }
            if let shown = toast, !shown.isVisible(at: now) { needsDraw = true }  // its time is up
            guard running else {
                if lastReplayedFrame { draw(at: now) }
                break
            }
            let time = now
            // A sheet held still under a finger shows the same frame until the pointer moves
            // (or something the look holds changes with time): the tick draws nothing then.
            if case .held = machine.motion, !needsDraw, pacer.isDue(at: time),
                after == lastDrawnLook, !hudVisible, toast == nil, phones.count == 1,
                replay == nil, panel == nil
            {
                // A pause, not a frame interval; an input that changed nothing waits for nothing.
                stats?.idle()
                stats?.dropPendingInput()
                pacer.skipped(at: time)
                let until = machine.heldStillUntil
                if until > pacer.nextFrame { stillUntil = until }
                continue
            }
            if (needsDraw || phones.anyMoving) && pacer.isDue(at: time) {
                draw(at: time)
                needsDraw = drawAgain
                drawAgain = false
                if !ready {
                    ready = true
                    // A replay's events are on the trace's clock, which starts at 0 with its
                    // first frame, as a headless replay's does: the two print the same lines.
                    log.write(.ready(window: machine.window), at: replay == nil ? now : 0)
                    // The one font no first frame shows, opened now rather than on the frame
                    // of a drag that first shows the dismiss cue (a font takes a millisecond).
                    fonts.open(SheetLayout.cueFont)
                }
            } else if !phones.anyMoving && !needsDraw && replay == nil {
                pacer.rest(at: time)
                stats?.idle()
            }
        }
        if let replay {
            log.write(.quit(frames: replay.frame), at: replay.time)
        } else {
            log.write(.quit(frames: frames), at: now)
        }
        stats?.print(renderer: window.rendererName)
        if let verifier { Output.line(verifier.report, what: "the frames' verification") }
        if recordingByKey {
            // Quitting ends `R`'s recording whole, and says where it is.
            Output.error(stopRecording())
        }
        recorder?.finish()
        // The watch's thread pushes SDL events: it ends before SDL does.
        watcher?.stop()
        watcher = nil
        signalWake?.stop()
        signalWake = nil
        renderer.close()  // the textures, then the SDL renderer
        window.close()
    }

}
