/// What no single flag's range can check: the start against the style, the detents against
/// each other and the window, the flags that need another, the style's own bounds.
extension Configuration {
    /// The highest a detent may rest at in the starting window, and the dismiss line every
    /// detent must stand above: the window less the top inset and `--dismiss-height` for a
    /// style that has them, else the whole window and nothing.
    var detentBounds: (maxHeight: Double, dismiss: Double) {
        let traits = constants.style.traits
        return (
            traits.restsBelowTopInset
                ? constants.maxHeight(windowHeight: constants.window.height)
                : constants.window.height,
            constants.dismissLine
        )
    }

    /// `--detents` and `--undimmed-detent` against the style and the window: a list only where
    /// the style rests at a list; heights (resolved in the starting window) rising strictly,
    /// every one above `--dismiss-height`; the undimmed detent one of them.
    func validateDetentList() throws(UsageError) {
        if constants.detents != nil, !constants.style.takesDetentList {
            throw UsageError(
                "\(flag: .detents) cannot be used with "
                    + "\(flag: .style) \(constants.style.rawValue) (its detents are the "
                    + "write-up's own; lists work with \(flag: .style) sheet and half)")
        }
        let resolved = self.sheetStyle.detents(window: constants.window)
        let undimmed = constants.undimmedDetent.rawValue
        // Another style's defaults never name one (a preset's may); a name the user typed
        // must exist.
        if constants.style.traits.tunedByPresets || explicitFlags.contains(.undimmedDetent),
            constants.undimmedDetent != .none,
            resolved.named(undimmed) == nil
        {
            let names = resolved.resting.map(\.name).joined(separator: ", ")
            throw UsageError(
                "\(flag: .undimmedDetent): unknown detent '\(Format.echo(undimmed))' "
                    + "(allowed: none, \(names))")
        }
        guard let specs = constants.detents else { return }
        // Resolved without clamping: what the user wrote, in the starting window. A `fit`
        // detent depends on the content (measured only once drawn): it is not compared here.
        let (maxHeight, dismiss) = detentBounds
        // A device's bottom safe area lies under heights in points (and the dismiss line):
        // compared on screen, named as written with the inset said.
        let baseline = constants.detentBaseline
        let above = " above the \(Format.number(baseline)) pt bottom safe area"
        let dismissShown =
            Format.number(dismiss)
            + (baseline > 0
                ? " (\(Format.number(constants.dismissLineOnScreen)) pt on screen)" : "")
        // What a `fit` detent must satisfy whatever the content: its cap (max) above the
        // dismiss line, and no second `fit` (two would always sit at the same height).
        let fits = specs.filter { $0.value == .fit }
        if fits.count > 1 {
            throw UsageError(
                "\(flag: .detents): \(fits[0].name) and \(fits[1].name) are both fit: they "
                    + "would sit at "
                    + "the same height")
        }
        if let fit = fits.first, maxHeight <= constants.dismissLineOnScreen {
            throw UsageError(
                "\(flag: .detents): \(fit.name) (at most max, "
                    + "\(Format.number(maxHeight)) pt) must be "
                    + "above \(flag: .dismissHeight) \(dismissShown)")
        }
        // A fit is at most max: after a max detent it could never rise above it.
        if let fit = fits.first, let fitIndex = specs.firstIndex(of: fit),
            let top = specs[..<fitIndex].first(where: { $0.value == .max })
        {
            throw UsageError(
                "\(flag: .detents): \(fit.name) (fit: at most max) must be below "
                    + "\(top.name) (max): "
                    + "heights rise, "
                    + "lowest first")
        }
        var previous: (spec: DetentSpec, height: Double, named: String)?
        for spec in specs where spec.value != .fit {
            let height = spec.value.heightOnScreen(
                windowHeight: constants.window.height, maxHeight: maxHeight, contentHeight: 0,
                baseline: baseline)
            var named = "\(spec.name) (\(Format.number(height)) pt)"
            if case .points(let points) = spec.value, baseline > 0 {
                named = "\(spec.name) (\(Format.number(points)) pt\(above))"
            }
            if height > maxHeight {
                // 100 % is the window; the highest a sheet rests at is max (under the top inset).
                let hint =
                    height >= constants.window.height ? "; the highest detent is written max" : ""
                throw UsageError(
                    "\(flag: .detents): \(named) is above max (\(Format.number(maxHeight)) pt in a "
                        + "\(Format.number(constants.window.height)) pt window)\(hint)")
            }
            if height <= constants.dismissLineOnScreen {
                // A dismiss line at its default: a list of low detents (Apple Maps' small)
                // needs it lowered, which the user may not know is a flag.
                let hint =
                    constants.dismissHeight != Configuration().constants.dismissHeight
                    ? "" : " (its default: lower it below \(spec.name))"
                throw UsageError(
                    "\(flag: .detents): \(named) must be above "
                        + "\(flag: .dismissHeight) \(dismissShown)\(hint)"
                )
            }
            if let previous, height <= previous.height {
                throw UsageError(
                    "\(flag: .detents): \(named) must be above \(previous.named): heights rise, "
                        + "lowest first")
            }
            previous = (spec, height, named)
        }
    }

    /// Checks a `fit` detent against its neighbours and the dismiss line once the content is
    /// measured (`contentHeight` points, at the starting window's width): the list must still
    /// rise, lowest first, and sit above `--dismiss-height`, as every other detent must.
    package func validateFit(contentHeight: Double) throws(UsageError) {
        guard let specs = constants.detents,
            let index = specs.firstIndex(where: { $0.value == .fit })
        else { return }
        let (maxHeight, dismiss) = detentBounds
        // Compared on screen, as the detents are placed (`DetentSet`): on a device, points, the
        // content and the dismiss line stand above the bottom safe area.
        let baseline = constants.detentBaseline
        func height(_ spec: DetentSpec) -> Double {
            spec.value.heightOnScreen(
                windowHeight: constants.window.height, maxHeight: maxHeight,
                contentHeight: contentHeight, baseline: baseline)
        }
        let above = baseline > 0 ? " above the \(Format.number(baseline)) pt bottom safe area" : ""
        /// A neighbour's height as written: points above the safe area, else on screen.
        func shown(_ spec: DetentSpec) -> String {
            guard case .points(let points) = spec.value else {
                return "\(Format.number(height(spec))) pt"
            }
            return "\(Format.number(points)) pt\(above)"
        }
        let fit = specs[index]
        let measured =
            contentHeight + baseline > maxHeight
            ? "the content is \(Format.number(contentHeight)) pt\(above), capped at max "
                + "\(Format.number(maxHeight)) pt"
            : "the content is \(Format.number(contentHeight)) pt\(above)"
        let named = "\(fit.name) (fit: \(measured))"
        let fitHeight = height(fit)
        if fitHeight <= constants.dismissLineOnScreen {
            let hint =
                constants.dismissHeight != Configuration().constants.dismissHeight
                ? "" : " (its default: lower it below \(fit.name))"
            throw UsageError(
                "\(flag: .detents): \(named) must be above \(flag: .dismissHeight) "
                    + "\(Format.number(dismiss))\(hint)"
            )
        }
        if index > 0, fitHeight <= height(specs[index - 1]) {
            let below = specs[index - 1]
            throw UsageError(
                "\(flag: .detents): \(named) must be above \(below.name) (\(shown(below))): "
                    + "heights rise, lowest first")
        }
        if index + 1 < specs.count, height(specs[index + 1]) <= fitHeight {
            let next = specs[index + 1]
            throw UsageError(
                "\(flag: .detents): \(named) must be below \(next.name) (\(shown(next))): "
                    + "heights rise, lowest first")
        }
    }

    /// Where a constant the user did not give came from, for a message naming its value: the
    /// iOS look (which works some out from the window) or the style's default; nothing where
    /// it is not known for sure (a preset's, or one set on the panel).
    func origin(_ flag: FlagName) -> String {
        guard !explicitFlags.contains(flag) else { return "" }
        let byLook = Set(SystemSheetLook.overrides.map(\.0))
        if constants.look.isSystem, byLook.contains(flag) {
            return " (set by \(flag: .look) \(constants.look.rawValue) for this window)"
        }
        let known = Flag.named(flag)
        let isDefault =
            known.value(in: self) == known.value(in: Configuration(style: constants.style))
        return isDefault ? " (the default)" : ""
    }

    /// `--grabber-width` and `--grabber-height` against the sheet: the pill stays in the
    /// sheet's top strip, above its text (where the look puts it, `SheetLayout.contentInsetTop`
    /// down), and, as given, no wider than the window.
    func validateGrabber() throws(UsageError) {
        let grabber = constants.grabber
        let room = SheetLayout.contentInsetTop - grabber.top
        if grabber.size.height > room {
            throw UsageError(
                "\(flag: .grabberHeight) \(Format.number(grabber.size.height)): the grabber, "
                    + "\(Format.number(grabber.top)) pt below the sheet's edge with "
                    + "\(flag: .look) \(constants.look.rawValue), would reach into the text "
                    + "\(Format.number(SheetLayout.contentInsetTop)) pt down (allowed: up to "
                    + "\(Format.number(room)))")
        }
        // Only a width given: a tiny `--window` keeps the look's own grabber.
        if explicitFlags.contains(.grabberWidth), grabber.size.width > constants.window.width {
            throw UsageError(
                "\(flag: .grabberWidth) \(Format.number(grabber.size.width)): wider than the "
                    + "sheet (\(flag: .window) \(constants.window); allowed: up to "
                    + "\(Format.number(constants.window.width)))")
        }
    }

    /// Checks what no single flag can: the start position, and that the style's detents fit
    /// the window (for the sheet: 0 < dismiss < default < max = the window's height less the
    /// top inset).
    package func validate() throws(UsageError) {
        if constants.orientation == .landscape, let figures = constants.device.figures,
            figures.safeArea(.landscape) == nil
        {
            throw UsageError(
                "\(flag: .orientation) landscape: no landscape figures for \(flag: .device) "
                    + "\(constants.device.rawValue) (allowed with: "
                    + DeviceKind.allCases.filter { $0.figures?.safeArea(.landscape) != nil }
                    .map(\.rawValue).joined(separator: ", ") + ")")
        }
        let starts = constants.style.startNames(constants)
        guard starts.contains(constants.start) else {
            throw UsageError(
                "\(flag: .start): unknown value '\(Format.echo(constants.start))' for "
                    + "\(flag: .style) "
                    + "\(constants.style.rawValue) "
                    + "(allowed: \(starts.joined(separator: ", ")))")
        }
        try validateGrabber()
        if let scale = run.scale,
            max(constants.window.width, constants.window.height) * Double(scale) > 16384
        {
            throw UsageError(
                "\(flag: .window) \(constants.window) at \(flag: .scale) \(scale) is "
                    + "\(Format.number(constants.window.width * Double(scale)))x"
                    + "\(Format.number(constants.window.height * Double(scale))) pixels (allowed: "
                    + "each side up to 16384)"
            )
        }
        if run.headless, run.replayPath == nil {
            throw UsageError(
                "\(flag: .headless) needs \(flag: .replay) (a window-less run "
                    + "replays a trace)")
        }
        for (flag, path) in [
            (FlagName.frames, run.framesPath), (.filmstrip, run.filmstripPath),
            (.video, run.videoPath),
        ]
        where path != nil && run.replayPath == nil {
            throw UsageError("--\(flag) needs \(flag: .replay) (it writes the replayed frames)")
        }
        if let path = run.videoPath, let refusal = ClipFormat.refusal(path: path) {
            throw refusal
        }
        if run.compare != nil, run.panel {
            throw UsageError(
                "\(flag: .panel) tunes one phone; it cannot be used with "
                    + "\(flag: .compare)")
        }
        if run.recordPath != nil, run.replayPath != nil {
            throw UsageError("\(flag: .record) and \(flag: .replay) cannot be used together")
        }
        try validateDetentList()
        try constants.style.validate(self)
    }
}
