import CSDL2
import SheetCore
import SheetRender

/// Drawing: one frame of every phone, the density it is drawn at, and what the layout
/// measured told to the machines.
extension App {
    /// Draws and presents one frame begun at `time`, then tells the machines what the layout
    /// measured.
    func draw(at time: Double) {
        lastDrawnLook = look
        stats?.beginFrame()
        fitDensity(to: arrangement.drawnSize(phones.map(\.machine.window)))
        if hudVisible { meter.frame(at: time) }
        var scenes: [(Scene, Point)] = []
        for index in phones.indices {
            var scene = phones[index].layout.scene(for: phones[index].machine)
            if index < labels.count {
                // `--compare`: which phone is which, over its screen.
                scene.items += PhoneLabel.items(
                    labels[index], width: phones[index].machine.window.width,
                    top: phones[index].machine.constants.safeArea.top,
                    right: phones[index].machine.constants.safeArea.right, measurer: fonts)
            }
            if hudVisible {
                meter.update(&phones[index].hud, following: phones[index].machine)
                // Below a device's status bar, or above its home indicator once the sheet's
                // top edge and grabber would be under the card.
                let phone = phones[index].machine
                let sheetTop = phone.window.height - (phone.isPresented ? phone.height : 0)
                let origin = phones[index].hud.place(
                    sheetTop: sheetTop, window: phone.window, safeArea: phone.constants.safeArea,
                    cardHeight: HUDLayout.height(phones[index].hud, measurer: fonts),
                    grabberBottom: phone.constants.grabber.top + phone.constants.grabber.size.height
                )
                scene.items += HUDLayout.items(phones[index].hud, origin: origin, measurer: fonts)
            }
            let origin = arrangement.origin(of: index, phoneWidth: machine.window.width)
            scenes.append((scene, origin))
        }
        if let shown = toast {
            if shown.isVisible(at: time) {
                // Above the HUD's card when that sits at the bottom.
                let card =
                    hudVisible && phones[0].hud.atBottom
                    ? HUDLayout.height(phones[0].hud, measurer: fonts) + HUDLayout.margin : 0
                scenes[0].0.items += shown.items(
                    window: machine.window, bottomInset: machine.constants.safeArea.bottom + card,
                    measurer: fonts)
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
        if screenshotWanted {
            // The window's pixels as drawn, at its pixel size, before they are presented.
            screenshotWanted = false
            saveScreenshot(renderer.readPixels())
        }
        renderer.present()
        if let verifier { verify(with: verifier, scenes: scenes) }
        let presented = now
        stats?.endFrame(at: presented)
        let detents = machine.detents
        if replay == nil { measureContent() }
        panel?.contentHeight = machine.contentHeight
        if panel?.contentHeights.isEmpty == true { panel?.contentHeights = deviceContentHeights() }
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

    /// The frame just presented, as the X server holds it, compared with a full redraw.
    private func verify(with verifier: FrameVerifier, scenes: [(Scene, Point)]) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(window.sdlRenderer, &width, &height)
        // A GPU's frame is drawn whole (and rounds otherwise than the software redraw); a
        // window not all on the screen cannot be read whole: such frames are counted apart.
        guard window.isSoftware,
            let shown = X11Pixels.read(of: window.window, width: Int(width), height: Int(height))
        else { return verifier.skip() }
        let size = Size(
            width: Double(width) / renderer.density, height: Double(height) / renderer.density)
        verifier.check(
            shown: shown, width: Int(width), height: Int(height), scenes: scenes, size: size,
            like: renderer, fonts: fonts)
    }

    /// Each phone told, as a recorded input, when its content laid out now is another height
    /// than it knew (a new width, segment or style).
    func measureContent() {
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
    func fitDensity(to size: Size) {
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

    func setDensity(_ density: Double) {
        renderer.setDensity(density)
        for phone in phones { phone.layout.invalidate() }
    }

    /// Plays the trace up to now at its fixed 60 Hz step; false once it has finished. The
    /// phones step together, on the replay's one clock, and their events are written in the
    /// order they happened.
    func stepReplay() -> Bool {
        guard var replay else { return true }
        if sink != nil || verifier != nil {
            // Writing (or verifying) frames: one replayed frame per drawn frame, however long
            // drawing takes.
            if !replay.isFinished { replay.step() }
        } else {
            while !replay.isFinished, replay.time + 1 / Replay.frameRate <= now {
                replay.step()
            }
        }
        for entry in replayCursor.next(in: replay) {
            phones[(entry.phone ?? 1) - 1].hud.note(entry.event)
            log.write(entry.event, at: entry.time, phone: entry.phone)
        }
        let shown = machine.window
        for index in phones.indices { phones[index].machine = replay.machines[index] }
        if machine.window != shown {
            // The trace resized the phone (a device chosen in the panel, a window resized):
            // the window follows, as it did when the trace was recorded.
            window.resize(to: arrangement.windowSize(phone: machine.window))
        }
        phones.markDifference()
        self.replay = replay
        return !replay.isFinished
    }

}
