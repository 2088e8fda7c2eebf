import CSDL2
import SheetCore
import SheetRender

/// Input: each translated event to the panel, an app command, or every phone's machine.
extension App {
    /// Applies one translated event; returns whether the window must be redrawn.
    func handle(_ translated: InputTranslator.Translated) -> Bool {
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
    func perform(_ command: AppCommand, at time: Double) -> Bool {
        switch command {
        case .quit, .pointerAge:
            return false
        case .redraw:
            // The window's pixels were lost: all of them are drawn and sent again.
            renderer.invalidate()
            return true
        case .cancelPress:
            // A release the window never sees (focus taken mid-drag) must not leave the sheet
            // held.
            return cancelPress()
        case .resized(let size):
            renderer.invalidate()  // a new surface, of unknown pixels
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
        case .toggleRecording:
            return toggleRecording()
        case .screenshot:
            // Taken from the next frame drawn, before it is presented (App.draw).
            screenshotWanted = true
            return true
        case .toggleHUD:
            hudVisible.toggle()
            return true
        case .togglePanel where phones.count > 1:
            // The panel tunes one sheet; with two phones a slider would not say whose.
            toast = Toast(
                "The panel tunes one phone: run without \(flag: .compare) to open "
                    + "it", at: now)
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
    func sheetInput(_ input: Input, at time: Double, isPointer: Bool) -> Bool {
        // A replay's input is the trace's; the window only shows it.
        guard replay == nil else { return false }
        let input = arrangement.phoneInput(input, phoneWidth: machine.window.width)
        if case .pointerMove = input, isPointer, machine.isPressed, window.releaseWasLost() {
            // The X server says the button is up but the release never reached us (nor SDL).
            // (A finger's or a trackpad scroll's press holds no button.)
            window.releaseStaleButton()
            return cancelPress()
        }
        let before = look
        if isPointer { stats?.input(at: time) }
        feed(input, at: time)
        return look != before
    }

    /// Hands one input to every phone, recording it first with `--record`.
    func feed(_ input: Input, at stamped: Double) {
        // SDL stamps events from different sources in milliseconds; keep inputs in order so a
        // trace replays exactly what the machine saw.
        let time = max(stamped, lastInputTime)
        lastInputTime = time
        recorder?.append(TraceEntry(time: time, input: input))
        for index in phones.indices { phones[index].machine.handle(input, at: time) }
        drainEvents(at: now)
    }

    func drainEvents(at time: Double) {
        for index in phones.indices { phones[index].drainEvents(into: log, at: time) }
        phones.markDifference()
    }

    /// Ends a press whose button-up was lost.
    func cancelPress() -> Bool {
        let before = look
        feed(.pointerCancel, at: now)
        return look != before
    }

    /// `E`: the current constants in every `--export` format, in new files in `--export-dir`
    /// (the working directory by default); where they went (the folder, by its absolute path,
    /// then the files' names), or why not, shows in the window too, in one line. What runs is
    /// exported; values the panel holds but could not apply are named. With `--compare`, each
    /// phone's constants, named by the phone.
    func exportConstants() {
        let directory = configuration.run.exportDirectory ?? "."
        let names = configuration.run.compare?.split(separator: ",").map(String.init)
        var said: [(phone: String?, paths: [String])] = []
        var failure: String?
        for phone in phones {
            let named = phone.number.map { number in
                "phone \(number)"
                    + (names.flatMap { number <= $0.count ? " (\($0[number - 1]))" : nil } ?? "")
            }
            var paths: [String] = []
            do {
                for format in ExportFormat.allCases {
                    paths += try ExportFile.export(
                        phone.configuration, as: format, directory: directory)
                }
            } catch {
                failure = (named.map { $0 + ": " } ?? "") + error.message
            }
            if !paths.isEmpty { said.append((phone: named, paths: paths)) }
            if failure != nil { break }
        }
        var message = Self.exported(said, into: ExportFile.absolute(directory))
        if let failure { message += (message.isEmpty ? "" : "; then ") + failure }
        if failure == nil, let note = panel?.exportNote { message += "; " + note }
        Output.error(message)
        toast = Toast(message, at: now)
    }

    /// "exported to /abs/dir: sheet-config.json, … and sheet.dart", with `--compare` each
    /// phone's list after its name ("phone 1 (seed): …; phone 2 (fluid): …"): the folder once
    /// (`directory`, absolute), then each file by its name. Empty when nothing was written.
    static func exported(_ lists: [(phone: String?, paths: [String])], into directory: String)
        -> String
    {
        let said = lists.filter { !$0.paths.isEmpty }.map { phone, paths in
            let names = paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            let listed =
                names.count == 1
                ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
            return (phone.map { $0 + ": " } ?? "") + listed
        }
        return said.isEmpty ? "" : "exported to \(directory): " + said.joined(separator: "; ")
    }

    /// `R`: starts recording into a new trace in `--export-dir` (never replacing a file), or
    /// stops the recording it started; says so in one line on stderr and in the window.
    /// A replay ignores it (its input is the trace's); with `--record` it says the window is
    /// recording already. Returns whether the window must be redrawn (the message).
    func toggleRecording() -> Bool {
        guard replay == nil else { return false }
        let message: String
        if let recorder, !recordingByKey {
            message = "already recording to \(recorder.path) (\(flag: .record))"
        } else if recorder != nil {
            message = stopRecording()
        } else if phones.contains(where: { $0.machine.isPressed }) {
            // A trace starts between gestures: a press it did not see would replay as nothing.
            message = "R: let go of the sheet first, then press R to record"
        } else {
            message = startRecording()
        }
        Output.error(message)
        toast = Toast(message, at: now)
        return true
    }

    /// A new trace that starts now, where the sheets are: the running constants (the panel's
    /// too) and window in its header, starting at the detent the first phone rests at or is
    /// on its way to (the page, hidden or going), then each phone's measured content.
    func startRecording() -> String {
        let directory = configuration.run.exportDirectory ?? "."
        var header = phones[0].configuration
        header.constants.window = machine.window
        header.constants.start = machine.startingPoint
        do {
            let time = max(now, lastInputTime)
            lastInputTime = time
            let trace = try TraceWriter.new(
                in: directory, configuration: header, origin: time)
            for phone in phones {
                trace.append(
                    TraceEntry(
                        time: time, input: .content(phone.machine.contentHeight),
                        phone: phone.number))
            }
            recorder = trace
            recordingByKey = true
            return "recording to \(ExportFile.absolute(directory))/"
                + (trace.path.split(separator: "/").last.map(String.init) ?? trace.path)
                + " (R stops)"
        } catch {
            return error.message
        }
    }

    /// Ends `R`'s recording: the file is closed whole; the line that says where it is.
    func stopRecording() -> String {
        guard let recorder, recordingByKey else { return "" }
        recorder.finish()
        self.recorder = nil
        recordingByKey = false
        let directory = configuration.run.exportDirectory ?? "."
        return "recorded \(ExportFile.absolute(directory))/"
            + (recorder.path.split(separator: "/").last.map(String.init) ?? recorder.path)
    }

    /// Ctrl+S: `image` (the frame just drawn) as a new PNG in `--export-dir`; where it went,
    /// or why not, in one line on stderr and in the window (the next frame shows it).
    func saveScreenshot(_ image: Image?) {
        let directory = configuration.run.exportDirectory ?? "."
        let said = Screenshot.save(
            image, directory: directory, shown: ExportFile.absolute(directory))
        Output.error(said.message)
        toast = Toast(said.message, at: now)
        drawAgain = true
    }

    /// Once for each cause: a window too small for the configured detents, or content that
    /// moves a `fit` detent out of order, gets them clamped (the sheet keeps working, but not at
    /// the numbers asked for). SheetCore decides from the resolved list.
    func warnIfDetentsDoNotFit(contentChanged: Bool = false) {
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
    func eventTime(_ translated: InputTranslator.Translated) -> Double {
        if let pointerAge, translated.isPointer { return now - pointerAge }
        return min(now, sdlEpoch + translated.timestamp)
    }

    /// Runs the machine on the panel's last valid constants, in motion or at rest.
    func apply(_ panel: TuningPanel) {
        applyConfiguration(panel.applied)
    }
}

extension SheetMachine {
    /// Where a trace begun now starts (its header's `start`): the detent the sheet rests at or
    /// is on its way to, else the page (hidden, or going).
    var startingPoint: String {
        switch motion {
        case .resting(let detent), .animating(_, .detent(let detent)): return detent.name
        case .hidden, .held, .animating(_, .dismiss): return "page"
        }
    }
}
