/// The panel's choices: a row per enumerated setting (preset, style, policy, look, appearance,
/// device, ...) that cycles through the flag's values, and what choosing one does.
extension TuningPanel {
    /// The enumerated settings, in the order the panel lists them (after the sliders): what
    /// the sheet is, then how it decides and moves, then where it is shown.
    static let choiceFlags: [FlagName] = [
        .preset, .style, .policy, .animation, .overdrag, .releaseVelocity, .grabberTap,
        .grabber, .dismissCue, .dismissible, .edgeAttached, .undimmedDetent, .look, .appearance,
        .device, .orientation,
    ]

    /// The rows for `configuration`: its sliders, then its settings (each choice's original
    /// the value `opened` has).
    static func rows(_ configuration: Configuration, opened: Configuration) -> [Row] {
        sliderRows(configuration) + choiceRows(configuration, opened: opened)
    }

    /// A row for each enumerated setting `configuration`'s style reads, cycling through the
    /// flag's values.
    static func choiceRows(_ configuration: Configuration, opened: Configuration) -> [Row] {
        let used = configuration.sheetStyle.usedFlags
        return choiceFlags.compactMap { name in
            let flag = Flag.named(name)
            guard flag.readByEveryStyle || used.contains(name) else { return nil }
            let options: [String]
            switch flag.kind {
            case .choice(let values): options = values
            case .detentName: options = ["none"] + configuration.constants.sheetDetents.map(\.name)
            default: return nil
            }
            let value = flag.value(in: configuration)
            guard let index = options.firstIndex(of: value) else { return nil }
            let original = options.firstIndex(of: flag.value(in: opened)) ?? index
            return Row(
                flag: flag.name, unit: "", lower: 0, upper: Double(options.count - 1),
                isInteger: true, value: Double(index), original: Double(original), step: 1,
                choices: options)
        }
    }

    /// A press on row `index` at `fraction` of its width: it is selected; a slider goes there,
    /// a choice steps to its previous value (the left half) or its next (the right half).
    package mutating func press(_ index: Int, at fraction: Double) {
        guard rows.indices.contains(index) else { return }
        selectRow(index)
        let row = rows[index]
        if row.isChoice {
            choose(index, option: Int(row.value) + (fraction < 0.5 ? -1 : 1))
        } else {
            drag(index, to: fraction)
        }
    }

    /// Chooses value `option` (wrapping round) of choice row `index`: the constants are made
    /// again as the command line would with it typed (`LaunchFlags.configuration`). A preset
    /// or a style starts over from the launch's flags (the sliders' changes and the settings
    /// it sets are dropped; the device, appearance and look chosen stay); another setting
    /// keeps the sliders' changes. Applied if the whole validates, else shown, never applied.
    package mutating func choose(_ index: Int, option: Int) {
        guard rows.indices.contains(index), rows[index].isChoice,
            let name = FlagName(rawValue: rows[index].flag)
        else { return }
        let choices = rows[index].choices
        let value = choices[(option % choices.count + choices.count) % choices.count]
        let startsOver = name == .preset || name == .style
        var chosen = self.chosen.filter { $0.0 != name }
        if startsOver { chosen = chosen.filter { LaunchFlags.keptAcrossPresets.contains($0.0) } }
        chosen.append((name, value))
        remake(choosing: chosen, keepingSliders: !startsOver, selecting: rows[index].flag)
    }

    /// The configuration made again with `chosen`, and the rows for it: the sliders changed
    /// keep their values when `keepingSliders` (where the style still has them), each choice
    /// shows what is chosen. The row called `flag` stays selected.
    mutating func remake(
        choosing chosen: [(FlagName, String)], keepingSliders: Bool, selecting flag: String?
    ) {
        self.chosen = chosen
        let changed = keepingSliders ? rows.filter { !$0.isChoice && $0.isChanged } : []
        let made: Configuration
        do {
            made = try launch.configuration(choosing: chosen)
        } catch {
            // Shown, never applied: the choice row holds the value chosen.
            problem = error.message
            choiceProblem = error.message
            for (name, value) in chosen {
                guard let index = rows.firstIndex(where: { $0.flag == name.rawValue }),
                    let option = rows[index].choices.firstIndex(of: value)
                else { continue }
                rows[index].value = Double(option)
            }
            return
        }
        var configuration = made
        configuration.run = applied.run  // the images and text read, as they run
        rows = Self.rows(configuration, opened: opened)
        pending = configuration
        problem = nil
        choiceProblem = nil
        if let flag, let index = rows.firstIndex(where: { $0.flag == flag }) { selected = index }
        selected = min(selected, max(0, rows.count - 1))
        var checked = false
        for old in changed {
            guard let index = rows.firstIndex(where: { $0.flag == old.flag && !$0.isChoice })
            else { continue }
            set(index, to: old.value)
            checked = true
        }
        guard !checked else { return }
        do {
            try pending.validate()
            let height = contentHeight(in: pending)
            if height > 0 { try pending.validateFit(contentHeight: height) }
            applied = pending
        } catch {
            problem = error.message
        }
    }
}
