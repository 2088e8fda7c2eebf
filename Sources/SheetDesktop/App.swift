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
    let translator: InputTranslator
    let fonts: FontLibrary
    private let log: EventLog
    /// One phone, or the two of `--compare`, fed the same input.
    var phones: [Phone]
    /// A trace being played instead of live input (`--replay`), on its one clock for every
    /// phone, and how many of its events have been written.
    private var replay: Replay?
    private var replayPrinted = 0
    private let sink: FrameSink?
    private var recorder: TraceWriter?
    private let startTicks: UInt64
    /// This app's clock reading when SDL's millisecond clock started.
    private let sdlEpoch: Double
    var hudVisible: Bool
    private var meter = HUDMeter()
    /// The live tuning panel, while open, and the slider being dragged in it.
    var panel: TuningPanel?
    var panelDrag: Int?
    /// A message shown over the phone for a few seconds (where `E` wrote).
    var toast: Toast?
    private var stats: FrameStats?
    private var pacer: FramePacer
    private var frames = 0
    /// When the last input happened: inputs never go back in time.
    private var lastInputTime = 0.0
    /// What the last frame drawn showed.
    private var lastDrawnLook: Look?
    /// How long before it was read the X server saw the pointer input of the next mouse event.
    private var pointerAge: Double?
    /// A resize since the last frame: whether the detents fit is judged after the next one.
    private var resizedSinceDraw = false
    private var warnedSmallWindow = false
    private var warnedContent = false

    /// Runs the app until the window closes; returns the process exit status.
    static func run(
        _ configuration: Configuration, twin: Configuration? = nil, replaying trace: Trace? = nil
    ) -> Int32 {
        let start = SDL_GetPerformanceCounter()
        do {
            let app = try App(configuration, twin: twin, trace: trace, startTicks: start)
            app.loop()
            return app.sink?.finish() == false ? 73 : 0
        } catch {
            return Output.failure(error)
        }
    }

    private init(
        _ options: Configuration, twin: Configuration?, trace: Trace?, startTicks: UInt64
    ) throws {
        // A replay runs with the trace's constants; the command line adds only how to show it.
        // Compared phones run with their own, on the trace's inputs.
        var configuration = twin == nil ? (trace?.configuration ?? options) : options
        configuration.scale = options.scale
        configuration.fps = options.fps
        configuration.exportDirectory = options.exportDirectory
        self.configuration = configuration
        self.startTicks = startTicks
        self.log = EventLog(enabled: options.events)
        let constants = [configuration] + (twin.map { [$0] } ?? [])

        let fonts = try Self.openFonts(options)
        self.fonts = fonts
        let layouts = constants.map { _ in Layout(measurer: fonts) }
        if trace == nil {
            // A `fit` detent is checked against its neighbours once the content is measured,
            // before a window opens (the layout is kept for the first frame).
            for (phone, layout) in zip(constants, layouts) {
                try phone.validateFit(
                    contentHeight: layout.contentHeight(of: phone, window: phone.window))
            }
        }
        self.hudVisible = options.hud
        self.stats = options.stats ? FrameStats() : nil
        if options.stats { signal(SIGUSR1, sheetlab_request_stats) }
        // Everything that writes files is checked before the window opens.
        self.sink = try trace.map { try FrameSink(options, trace: $0) }

        AppWindow.prepare(options)
        try AppWindow.openDisplay()
        // The trace is created once a display is there (a start that cannot open one leaves no
        // file behind) but before the window opens.
        self.recorder = try options.recordPath.map { path throws(ExportFile.Failure) in
            try TraceWriter(path: path, configuration: options)
        }
        sdlEpoch = Self.seconds(since: startTicks) - Double(SDL_GetTicks64()) / 1000
        let arrangement = PhoneArrangement(phones: constants.count, panel: options.panel)
        let window = try AppWindow(
            opening: arrangement.windowSize(phone: configuration.window), options: options,
            traceWindow: trace != nil)
        self.window = window
        self.translator = InputTranslator(unitsPerPoint: window.unitsPerPoint)
        let points = arrangement.phoneSize(window: window.points)
        self.renderer = Renderer(
            renderer: window.sdlRenderer, fonts: fonts, density: window.nativeDensity,
            fastScalingInMotion: window.isSoftware)
        // The content is measured before the first frame: a `fit` detent starts where it
        // belongs, and a recording says so first.
        let numbered = constants.count > 1
        phones = zip(constants, layouts).enumerated().map { index, pair in
            let (phone, layout) = pair
            return Phone(
                machine: SheetMachine(
                    configuration: phone, window: points, time: 0,
                    contentHeight: layout.contentHeight(of: phone, window: points)),
                layout: layout, number: numbered ? index + 1 : nil)
        }
        for phone in phones {
            recorder?.append(
                TraceEntry(time: 0, input: .content(phone.machine.contentHeight), phone: phone.number))
        }
        self.replay = trace.map {
            // A trace made before content was recorded has it measured now, as the window
            // would have.
            let first = twin == nil ? $0 : Trace(configuration: configuration, entries: $0.entries)
            let measured = first.measuringContent(twin: twin) { machine, phone in
                layouts[phone - 1].contentHeight(for: machine)
            }
            return Replay(measured, twin: twin)
        }
        pacer = FramePacer(fps: configuration.fps, now: Self.seconds(since: startTicks))
        // Window-manager events carry the X server's time of each pointer input (eventTime).
        SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
        // The window opened wide enough for the panel: no resize, no frame without it.
        if arrangement.panel { panel = TuningPanel(configuration) }
        window.limitSize(density: window.nativeDensity)
    }

    /// How the window is shared now: the phones, and the panel when it is open.
    var arrangement: PhoneArrangement {
        PhoneArrangement(phones: phones.count, panel: panel != nil)
    }

    static func openFonts(_ configuration: Configuration) throws(FontError) -> FontLibrary {
        let bundled = FontLocator.bundledDirectory()
        guard
            let regular = configuration.fontPath
                ?? bundled.map({ $0 + "/" + FontLocator.regularName }),
            let bold = configuration.boldFontPath
                ?? bundled.map({ $0 + "/" + FontLocator.boldName })
        else {
            throw FontError(
                message:
                    "the bundled fonts (Resources/fonts) were not found; pass --font and --bold-font"
            )
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

    /// Seconds since launch, from the monotonic performance counter.
    var now: Double { Self.seconds(since: startTicks) }

    /// Seconds on the monotonic performance counter since it read `start`.
    static func seconds(since start: UInt64) -> Double {
        Double(SDL_GetPerformanceCounter() &- start) / Double(SDL_GetPerformanceFrequency())
    }

    /// What the next frame would show, to tell whether anything changed.
    private struct Look: Equatable {
        var first: Phone.Look
        var second: Phone.Look?
    }

    private var look: Look {
        Look(first: phones[0].look, second: phones.count > 1 ? phones[1].look : nil)
    }

    var machine: SheetMachine { phones[0].machine }

    private func loop() {
        var needsDraw = true
        var running = true
        var ready = false
        var event = SDL_Event()
        while running {
            pacer.interval = 1 / Double(machine.configuration.fps)  // the panel may change it
            if sheetlab_take_stats_request() != 0, let window = stats {
                Output.line(window.json(renderer: self.window.rendererName), what: "--stats figures")
                stats = FrameStats(skipsFirstFrame: false)
            }
            // Sleep until the next frame is due while something moves; otherwise block until
            // input. A toast wakes it to take the message down on time.
            let animating = phones.anyMoving || needsDraw || replay != nil || toast != nil
            // At rest, woken once a second for nothing but SIGUSR1 (which does not wake the
            // wait): with --stats five times a second, so the figures come promptly.
            let timeout = pacer.waitMilliseconds(
                at: now, animating: animating, restTimeout: stats == nil ? 1000 : 200)
            var pending = SDL_WaitEventTimeout(&event, timeout) == 1
            var pointerMoved = false
            while pending {
                if let translated = translator.translate(event) {
                    if translated.action == .command(.quit) { running = false }
                    needsDraw = handle(translated) || needsDraw
                    if case .input(.pointerMove)? = translated.action { pointerMoved = true }
                }
                pending = SDL_PollEvent(&event) == 1
            }
            if pointerMoved, case .held = machine.motion { pacer.pointerMovedWhileHeld(at: now) }
            let before = look
            if replay != nil {
                running = stepReplay() && running
                if sink != nil { pacer.dueNow(at: now) }  // every replayed frame is drawn
            } else {
                let time = now
                for index in phones.indices { phones[index].machine.advance(to: time) }
                drainEvents(at: time)
            }
            if look != before { needsDraw = true }
            if let shown = toast, !shown.isVisible(at: now) { needsDraw = true }  // its time is up
            guard running else { break }
            let time = now
            // A sheet held still under a finger shows the same frame until the pointer moves
            // (or something the look holds changes with time): the tick draws nothing then.
            if case .held = machine.motion, !needsDraw, pacer.isDue(at: time),
                look == lastDrawnLook, !hudVisible, toast == nil, phones.count == 1,
                replay == nil, panel == nil
            {
                // A pause, not a frame interval; an input that changed nothing waits for nothing.
                stats?.idle()
                stats?.dropPendingInput()
                pacer.skipped(at: time)
                continue
            }
            if (needsDraw || phones.anyMoving) && pacer.isDue(at: time) {
                draw(at: time)
                needsDraw = false
                if !ready {
                    ready = true
                    // A replay's events are on the trace's clock, which starts at 0 with its
                    // first frame, as a headless replay's does: the two print the same lines.
                    log.write(.ready(window: machine.window), at: replay == nil ? now : 0)
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
        if let stats {
            Output.line(stats.json(renderer: window.rendererName), what: "--stats figures")
        }
        renderer.close()  // the textures, then the SDL renderer
        window.close()
    }

    /// Draws and presents one frame begun at `time`, then tells the machines what the layout
    /// measured.
    private func draw(at time: Double) {
        lastDrawnLook = look
        stats?.beginFrame()
        fitDensity(to: arrangement.drawnSize(phones.map(\.machine.window)))
        if hudVisible { meter.frame(at: time) }
        var scenes: [(Scene, Point)] = []
        for index in phones.indices {
            var scene = phones[index].layout.scene(for: phones[index].machine)
            if hudVisible {
                meter.update(&phones[index].hud, following: phones[index].machine)
                scene.items += HUDLayout.items(phones[index].hud, measurer: fonts)
            }
            let origin = arrangement.origin(of: index, phoneWidth: machine.window.width)
            scenes.append((scene, origin))
        }
        if let shown = toast {
            if shown.isVisible(at: time) {
                scenes[0].0.items += shown.items(window: machine.window, measurer: fonts)
            } else {
                toast = nil
            }
        }
        if let panel {
            let items = panel.items(height: machine.window.height, measurer: fonts)
            scenes[0].0.items += items.map { $0.offset(dx: machine.window.width, dy: 0) }
        }
        if scenes.count == 1 { renderer.draw(scenes[0].0) } else { renderer.draw(scenes) }
        if let replay, let sink, sink.wants(replay.frame), let image = renderer.readPixels() {
            sink.accept(image, frame: replay.frame)
        }
        SDL_RenderPresent(window.sdlRenderer)
        let presented = now
        stats?.endFrame(at: presented)
        let detents = machine.detents
        if replay == nil { measureContent() }
        panel?.contentHeight = machine.contentHeight
        if resizedSinceDraw {
            // Judged once the content is laid out at the new width (a `fit` detent's height),
            // not with the height it had in the old one.
            resizedSinceDraw = false
            warnIfDetentsDoNotFit()
        } else if machine.detents != detents {
            warnIfDetentsDoNotFit(contentChanged: true)
        }
        frames += 1
        pacer.presented(at: presented, frameTime: time)
    }

    /// Each phone told, as a recorded input, when its content laid out now is another height
    /// than it knew (a new width, segment or style).
    private func measureContent() {
        let time = max(now, lastInputTime)
        for index in phones.indices {
            guard let change = phones[index].contentChange() else { continue }
            lastInputTime = time
            recorder?.append(TraceEntry(time: time, input: change, phone: phones[index].number))
            phones[index].machine.handle(change, at: time)
        }
        drainEvents(at: time)
    }

    /// Draws the next frame at the window's density, or at the highest one at which a scene of
    /// `size` points fits the drawable limit (a replayed trace may ask for any window size).
    private func fitDensity(to size: Size) {
        let density = DrawableLimit.density(for: size, at: window.nativeDensity)
        guard density != renderer.density else { return }
        if density < window.nativeDensity, !window.warnedLimit {
            window.warnedLimit = true
            Output.error(
                "the window (\(size) pt) is beyond the drawable limit (\(DrawableLimit.summary)): "
                    + "drawn at \(Format.number(density)) pixels a point")
        }
        setDensity(density)
    }

    private func setDensity(_ density: Double) {
        renderer.setDensity(density)
        for phone in phones { phone.layout.invalidate() }
    }

    /// Applies one translated event; returns whether the window must be redrawn.
    private func handle(_ translated: InputTranslator.Translated) -> Bool {
        if case .command(.pointerAge(let age))? = translated.action {
            pointerAge = age
            return false
        }
        defer { pointerAge = nil }  // it belongs to the one event that follows it
        // (A press the machine holds is checked below, with the same question to the server.)
        if translated.checksButton, !translated.isPointer || !machine.isPressed {
            window.releaseStaleButton()
        }
        let time = eventTime(translated)
        switch translated.action {
        case nil:
            return false
        case .command(let command):
            return perform(command, at: time)
        case .wheel(let notches, let point):
            if panel != nil, let handled = panelWheel(notches, at: point) { return handled }
            return sheetInput(.wheel(notches), at: time, isPointer: false)
        case .input(let input):
            if panel != nil, let handled = panelPointer(input) { return handled }
            return sheetInput(input, at: time, isPointer: translated.isPointer)
        }
    }

    /// Carries out an app command; returns whether the window must be redrawn.
    private func perform(_ command: AppCommand, at time: Double) -> Bool {
        switch command {
        case .quit, .pointerAge:
            return false
        case .redraw:
            return true
        case .cancelPress:
            // A release the window never sees (focus taken mid-drag) must not leave the sheet
            // held.
            return cancelPress()
        case .resized(let size):
            // A size beyond the limit is never drawn: the window is shrunk, and the phone
            // follows the shrunk size, which SDL reports next.
            if window.keepWithinLimit() { return true }
            if !window.forcedScale {
                window.nativeDensity = window.unitsPerPoint * window.reportedDensity
                if window.nativeDensity != renderer.density { setDensity(window.nativeDensity) }
            }
            // A replay's input is the trace's; the window only shows it.
            guard replay == nil else { return false }
            feed(arrangement.phoneInput(.resize(size), phoneWidth: machine.window.width), at: time)
            // A resize always redraws: the window's pixels changed even where the phone did not.
            resizedSinceDraw = true
            return true
        case .exportConstants:
            exportConstants()
            return true  // the message
        case .toggleHUD:
            hudVisible.toggle()
            return true
        case .togglePanel where phones.count > 1:
            // The panel tunes one sheet; with two phones a slider would not say whose.
            toast = Toast("The panel tunes one phone: run without --compare to open it", at: now)
            return true
        case .togglePanel:
            togglePanel()
            return true
        case .panel(let key):
            return panelKey(key)
        }
    }

    /// A pointer, wheel or key input for the sheets; returns whether the window must be
    /// redrawn.
    private func sheetInput(_ input: Input, at time: Double, isPointer: Bool) -> Bool {
        // A replay's input is the trace's; the window only shows it.
        guard replay == nil else { return false }
        let input = arrangement.phoneInput(input, phoneWidth: machine.window.width)
        if case .pointerMove = input, machine.isPressed, window.releaseWasLost() {
            // The X server says the button is up but the release never reached us (nor SDL).
            window.releaseStaleButton()
            return cancelPress()
        }
        let before = look
        if isPointer { stats?.input(at: time) }
        feed(input, at: time)
        return look != before
    }

    /// Hands one input to every phone, recording it first with `--record`.
    private func feed(_ input: Input, at stamped: Double) {
        // SDL stamps events from different sources in milliseconds; keep inputs in order so a
        // trace replays exactly what the machine saw.
        let time = max(stamped, lastInputTime)
        lastInputTime = time
        recorder?.append(TraceEntry(time: time, input: input))
        for index in phones.indices { phones[index].machine.handle(input, at: time) }
        drainEvents(at: now)
    }

    private func drainEvents(at time: Double) {
        for index in phones.indices { phones[index].drainEvents(into: log, at: time) }
        phones.markDifference()
    }

    /// Plays the trace up to now at its fixed 60 Hz step; false once it has finished. The
    /// phones step together, on the replay's one clock, and their events are written in the
    /// order they happened.
    private func stepReplay() -> Bool {
        guard var replay else { return true }
        if sink != nil {
            // Writing frames: one replayed frame per drawn frame, however long drawing takes.
            if !replay.isFinished { replay.step() }
        } else {
            while !replay.isFinished, replay.time + 1 / Replay.frameRate <= now {
                replay.step()
            }
        }
        while replayPrinted < replay.timeline.count {
            let entry = replay.timeline[replayPrinted]
            phones[(entry.phone ?? 1) - 1].hud.note(entry.event)
            log.write(entry.event, at: entry.time, phone: entry.phone)
            replayPrinted += 1
        }
        for index in phones.indices { phones[index].machine = replay.machines[index] }
        phones.markDifference()
        self.replay = replay
        return !replay.isFinished
    }

    /// Ends a press whose button-up was lost.
    private func cancelPress() -> Bool {
        let before = look
        feed(.pointerCancel, at: now)
        return look != before
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

    /// Once for each cause: a window too small for the configured detents, or content that
    /// moves a `fit` detent out of order, gets them clamped (the sheet keeps working, but not at
    /// the numbers asked for). SheetCore decides from the resolved list.
    private func warnIfDetentsDoNotFit(contentChanged: Bool = false) {
        guard !(contentChanged ? warnedContent : warnedSmallWindow),
            let message = machine.detents.fitWarning(
                window: machine.window, contentChanged: contentChanged)
        else { return }
        if contentChanged { warnedContent = true } else { warnedSmallWindow = true }
        Output.error(message)
    }

    /// When an event happened, on this app's clock: for pointer input on X11, when the server
    /// saw it; otherwise when SDL read it (SDL stamps events in milliseconds since SDL_Init).
    /// Either way velocity is not skewed by events read together after a long frame.
    private func eventTime(_ translated: InputTranslator.Translated) -> Double {
        if let pointerAge, translated.isPointer { return now - pointerAge }
        return min(now, sdlEpoch + translated.timestamp)
    }

    /// Runs the machine on the panel's last valid constants, in motion or at rest.
    func apply(_ panel: TuningPanel) {
        guard panel.applied != machine.configuration else { return }
        var configuration = panel.applied
        configuration.contentText = machine.configuration.contentText
        feed(.reconfigure(configuration), at: now)
    }
}
