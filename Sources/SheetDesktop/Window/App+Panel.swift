import SheetCore

/// The tuning panel beside the phone: Tab opens it, the pointer, wheel and keys tune it.
extension App {
    /// Tab: opens or closes the panel; the window grows or shrinks by its width so the phone
    /// keeps its size.
    func togglePanel() {
        let phone = machine.window
        if panel == nil {
            panel = TuningPanel(phones[0].configuration)
        } else {
            panel = nil
            panelDrag = nil
        }
        window.resize(to: arrangement.windowSize(phone: phone))
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
                panel.selectRow(row)
                panel.drag(row, to: fraction)
                panelDrag = row
                apply(panel)
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
    /// banner may have come), so no change is made out of sight. False when the panel is
    /// closed or does not take it.
    func panelKey(_ key: PanelKey) -> Bool {
        guard panelTakesInput, var panel else { return false }
        let height = machine.window.height
        switch key {
        case .select(let step): panel.select(step, height: height, measurer: fonts)
        case .nudge(let step, let large): panel.nudge(step, large: large)
        case .reset(let all): panel.reset(all: all)
        }
        panel.reveal(height: height, measurer: fonts)
        self.panel = panel
        apply(panel)
        return true
    }
}
