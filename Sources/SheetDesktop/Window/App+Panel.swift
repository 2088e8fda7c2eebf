import SheetCore

/// The tuning panel beside the phone: Tab opens it, the pointer, wheel and keys tune it.
extension App {
    /// Tab: opens or closes the panel; the window grows or shrinks by its width so the phone
    /// keeps its size.
    /// The panel opens as it was closed (its choices and sliders) while the constants it
    /// applied still run; otherwise on the running constants.
    func togglePanel() {
        let phone = machine.window
        if panel == nil {
            if let kept = keptPanel, kept.applied.constants == machine.constants {
                panel = kept
            } else {
                panel = TuningPanel(phones[0].configuration, launch: launch)
            }
        } else {
            keptPanel = panel
            panel = nil
            panelDrag = nil
        }
        window.resize(to: arrangement.windowSize(phone: phone))
    }

    /// Runs `configuration`'s constants in the window now: the one way a new configuration
    /// reaches the running phones (the panel's sliders and choices; a reloaded `--config`).
    /// Fed as a `.reconfigure` input, which `--record` and R record and a replay follows: the
    /// sheet re-lays out at once, its colours, look and style are the new ones. A new
    /// configured window (a device chosen) resizes the SDL window, the panel kept beside it,
    /// and the phones with it at once (a recorded `.resize`), not when the window manager
    /// answers. Nothing happens when the constants are the ones running, nor in a replay.
    func applyConfiguration(_ configuration: Configuration) {
        // A replay's input is the trace's (its own `.reconfigure`s); the window only shows it.
        guard replay == nil else { return }
        runConstants(configuration.constants)
    }

    /// Runs `constants` in place of the machine's: the one way in for new constants, from
    /// the panel or a reloaded config file. A `.reconfigure` input (which a recording keeps and
    /// its replay repeats); a new window size also a recorded `.resize` and the SDL window
    /// resized at once, the panel kept beside it. Nothing when they are the ones running.
    func runConstants(_ constants: SheetConstants) {
        guard constants != machine.constants else { return }
        let resized = constants.window != machine.constants.window
        feed(.reconfigure(constants), at: now)
        guard resized else { return }
        feed(.resize(constants.window), at: now)
        window.resize(
            to: arrangement.windowSize(phone: constants.window), device: constants.device)
        resizedSinceDraw = true
    }

    /// Whether the panel takes input now: not while the pointer holds the sheet, which keeps
    /// it wherever the pointer goes.
    private var panelTakesInput: Bool {
        if case .held = machine.motion, panelDrag == nil { return false }
        return panel != nil
    }

    /// A point of the window in the panel's coordinates (negative x: over the phone).
    private func panelPoint(_ point: Point) -> Point {
        Point(x: point.x - machine.window.width, y: point.y)
    }

    /// A pointer input for the open panel: true (or false) when the panel took it, nil when
    /// it is the sheet's.
    func panelPointer(_ input: Input) -> Bool? {
        guard panelTakesInput, var panel else { return nil }
        defer { self.panel = panel }
        switch input {
        case .pointerDown(let point):
            let local = panelPoint(point)
            guard local.x >= 0 else { return nil }
            let height = machine.window.height
            if let (row, fraction) = panel.hit(local, height: height, measurer: fonts) {
                // A slider follows the pointer; a choice steps once (left half back, right
                // half on). Asked before the press: a choice makes the rows again (a style
                // with fewer sliders has fewer), and `row` may then be past the last.
                let isChoice = panel.rows[row].isChoice
                panel.press(row, at: fraction)
                panelDrag = isChoice ? nil : row
                apply(panel)
                // After the choice ran: a device chosen may have made the window shorter.
                panel.reveal(height: machine.window.height, measurer: fonts)
            }
            return true
        case .pointerMove(let point):
            let local = panelPoint(point)
            guard let row = panelDrag else { return local.x >= 0 ? true : nil }
            panel.drag(row, to: panel.trackFraction(x: local.x, row: row))
            apply(panel)
            return true
        case .pointerUp(let point):
            guard panelDrag != nil else { return panelPoint(point).x >= 0 ? true : nil }
            panelDrag = nil
            return true
        default:
            return nil
        }
    }

    /// The wheel over the open panel scrolls its rows; nil when it is over the phone.
    func panelWheel(_ notches: Double, at point: Point) -> Bool? {
        guard panelTakesInput, var panel, panelPoint(point).x >= 0 else { return nil }
        panel.scroll(
            by: -notches * TuningPanel.wheelStep, height: machine.window.height, measurer: fonts)
        self.panel = panel
        return true
    }

    /// A panel key: the row it changes comes into view (a wheel scroll may have hidden it, a
    /// banner may have come, a device chosen may have made the window shorter), so no change
    /// is made out of sight. False when the panel is closed or does not take it.
    func panelKey(_ key: PanelKey) -> Bool {
        guard panelTakesInput, var panel else { return false }
        switch key {
        case .select(let step):
            panel.select(step, height: machine.window.height, measurer: fonts)
        case .nudge(let step, let large): panel.nudge(step, large: large)
        case .reset(let all): panel.reset(all: all)
        }
        self.panel = panel
        apply(panel)
        // In the window the change made: a device resizes it at once.
        self.panel?.reveal(height: machine.window.height, measurer: fonts)
        return true
    }
}

extension App {
    /// The sheet's content laid out in each device's window (its width and safe area): what
    /// the panel checks a device chosen against, as a launch with it would.
    func deviceContentHeights() -> [Size: Double] {
        var heights: [Size: Double] = [:]
        for kind in DeviceKind.allCases {
            guard let size = kind.figures?.size else { continue }
            var configuration = phones[0].configuration
            configuration.constants.device = kind
            configuration.constants.window = size
            heights[size] = phones[0].layout.contentHeight(of: configuration, window: size)
        }
        return heights
    }
}
