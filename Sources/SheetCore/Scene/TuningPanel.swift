/// The live tuning panel (Tab, `--panel`): every numeric constant of the current style as a
/// slider, and every enumerated setting (preset, style, policy, look, appearance, device,
/// orientation, ...) as a row that cycles through the flag's values. Values are applied to a
/// copy of the configuration and validated as a whole; an inconsistent set is shown, never
/// applied. A
/// setting chosen makes the constants again as the command line would with it typed
/// (`LaunchFlags.configuration(choosing:)`).
package struct TuningPanel: Sendable {
    /// One slider, or one choice (`choices` not empty: `value` is the index of the chosen one).
    package struct Row: Equatable, Sendable {
        /// The flag the slider sets, without the dashes ("dim-alpha").
        package let flag: String
        /// The flag's unit, shown after the value ("pt", "s", "pt/s"; empty when none).
        package let unit: String
        /// The slider's ends: the flag's valid range, bounded where the range is open-ended.
        package let lower: Double
        /// The right end (see `lower`).
        package let upper: Double
        /// Whether the flag takes whole numbers (`--fps`), so the slider moves by ones.
        package let isInteger: Bool
        /// The slider's value now, applied or not.
        package var value: Double
        /// The value the session started with (Backspace puts it back); for a slider after a
        /// setting was chosen, the value that setting gives.
        package let original: Double

        /// Whether the slider has moved away from the value the session started with.
        package var isChanged: Bool { value != original }
        /// Where the value sits between the ends, 0…1.
        package var fraction: Double {
            upper > lower ? clamp((value - lower) / (upper - lower), 0, 1) : 0
        }
        /// One nudge, and the grid every value set from the panel lands on: whole points,
        /// hundredths of a second or of a share, tens of points per second, ...
        package let step: Double
        /// A choice row's values, as the flag takes them; empty for a slider.
        package var choices: [String] = []

        /// Whether the row is a choice (it cycles through `choices`), not a slider.
        package var isChoice: Bool { !choices.isEmpty }
        /// A choice row's chosen value ("fluid"); empty for a slider.
        package var choice: String {
            choices.indices.contains(Int(value)) ? choices[Int(value)] : ""
        }

        /// `value` on this row's grid (a multiple of `step`).
        package func snapped(_ value: Double) -> Double { TuningPanel.snap(value, to: step) }
    }

    /// The panel's width beside the phone.
    package static let width = 320.0
    /// Points the rows scroll for one notch of the wheel.
    package static let wheelStep = 40.0
    static let rowHeight = 34.0
    static let font = Font(.regular, 12)
    static let boldFont = Font(.bold, 12)
    /// The keys' hint under the title: one line, in the panel's width less its margins.
    package static let hintFont = Font(.regular, 12)
    /// The keys, short enough for one line (Page Up and Down, ten steps, are in `--help`).
    package static let keysHint = "[ ] select   - = step   Bksp reset   E export"
    static let tint = Color(hex: 0x007AFF)
    static let changed = Color(hex: 0xFF9500)
    /// A value not applied, and the mark on its slider where the value that runs lies.
    static let notApplied = Color(hex: 0xD70015)

    /// The sliders: where the sheet rests and how it looks first, then timing, then physics.
    package internal(set) var rows: [Row]
    /// The index in `rows` of the slider the keys move.
    package internal(set) var selected = 0
    /// How far the rows are scrolled up (a short window shows them a part at a time).
    package private(set) var scrollOffset = 0.0
    /// The last configuration that validated: what the machine runs.
    package internal(set) var applied: Configuration
    /// Why the sliders' current values are not applied, if they are not.
    package internal(set) var problem: String?
    var pending: Configuration
    /// The sheet's content height as last measured (the window tells the panel): a `fit`
    /// detent is that tall, and a slider may not carry its neighbour past it.
    package var contentHeight = 0.0
    /// The content's height laid out in each device's window (the window measures them): a
    /// device chosen is checked with the text wrapped at its width, as its launch would be.
    package var contentHeights: [Size: Double] = [:]

    /// What the run's constants were made from: a setting chosen makes them again from it.
    package private(set) var launch: LaunchFlags
    /// The settings chosen in the panel, in the order chosen, as typed flags' values.
    package internal(set) var chosen: [(FlagName, String)] = []
    /// The configuration the panel opened on: where Backspace takes a choice back to.
    let opened: Configuration
    /// Why the settings chosen could not make a configuration (the command line would refuse
    /// them), while they cannot: the sliders still apply, this stays in the banner.
    var choiceProblem: String?

    /// Sliders for the numeric constants `configuration`'s style reads and a row for each
    /// setting it reads, set to its values. `launch` is what its constants were made from
    /// (by default its typed flags, `explicitFlags`, over the defaults).
    package init(_ configuration: Configuration, launch: LaunchFlags? = nil) {
        applied = configuration
        pending = configuration
        opened = configuration
        self.launch = launch ?? LaunchFlags(configuration)
        rows = Self.rows(configuration, opened: configuration)
    }

    /// Sliders for the numeric constants `configuration`'s style reads, set to its values.
    static func sliderRows(_ configuration: Configuration) -> [Row] {
        var rows: [Row]
        let used = Self.effectiveFlags(configuration)
        // Where the sheet rests and how it looks first, then timing, then the physics.
        let first: [FlagName] = [
            .defaultHeight, .dismissHeight, .topInset, .panelHeight, .halfFraction, .cardTop,
            .peekHeight, .dimAlpha, .cornerRadius, .cardScale,
        ]
        let ordered =
            first.map(Flag.named) + Flag.table.filter { !first.contains($0.id) }
        rows = ordered.compactMap { flag in
            guard used.contains(flag.id), let value = Double(flag.value(in: configuration)) else {
                return nil
            }
            let step = Self.grid[flag.id] ?? Self.grid(unit: flag.unit)
            switch flag.kind {
            case .number(let range):
                var lower: Double
                var upper: Double
                if let (low, high) = Self.sliderOverrides[flag.id] {
                    (lower, upper) = (low, high)
                } else {
                    let span = Self.span(
                        unit: flag.unit, value: value, configuration: configuration)
                    lower = range.lower.isFinite ? range.lower : 0
                    upper = range.upper.isFinite ? range.upper : max(lower + span, value)
                }
                // The ends on the grid, inside the flag's range.
                lower = Self.snap(lower, to: step, rounding: .up)
                if !range.contains(lower) { lower = Self.snap(lower + step, to: step) }
                upper = Self.snap(upper, to: step, rounding: .down)
                if !range.contains(upper) { upper = Self.snap(upper - step, to: step) }
                return Row(
                    flag: flag.name, unit: flag.unit, lower: min(lower, value),
                    upper: max(upper, value), isInteger: false, value: value, original: value,
                    step: step)
            case .integer(let range):
                return Row(
                    flag: flag.name, unit: flag.unit, lower: Double(range.lowerBound),
                    upper: Double(min(range.upperBound, 240)), isInteger: true, value: value,
                    original: value, step: 1)
            default:
                return nil
            }
        }
        // A `--detents` list: a slider per detent measured in points or as a share (max and
        // fit follow the window and the content), after the rows of where the sheet rests.
        if used.contains(.detents), let specs = configuration.constants.detents {
            let detentRows = specs.compactMap {
                Self.detentRow($0, window: configuration.constants.window)
            }
            rows.insert(contentsOf: detentRows, at: 0)
        }
        return rows
    }

    /// The prefix of a detent's row name: `detent half`.
    static let detentRowPrefix = "detent "

    /// A slider for one detent of the list: points up to the window's height, or a share in
    /// per cent; nil for `max` and `fit`.
    static func detentRow(_ spec: DetentSpec, window: Size) -> Row? {
        let flag = detentRowPrefix + spec.name
        switch spec.value {
        case .points(let points):
            return Row(
                flag: flag, unit: "pt", lower: 1, upper: max(window.height, points),
                isInteger: false, value: points, original: points, step: 1)
        case .fraction(let share):
            return Row(
                flag: flag, unit: "%", lower: 1, upper: 100, isInteger: false,
                value: share * 100, original: share * 100, step: 1)
        case .max, .fit:
            return nil
        }
    }

    /// Sets the detent a row names in `configuration` to the row's value.
    static func applyDetentRow(_ row: Row, to configuration: inout Configuration) {
        let name = String(row.flag.dropFirst(detentRowPrefix.count))
        guard var specs = configuration.constants.detents,
            let index = specs.firstIndex(where: { $0.name == name })
        else { return }
        specs[index].value = row.unit == "%" ? .fraction(row.value / 100) : .points(row.value)
        configuration.constants.detents = specs
    }

    /// The flags that change what `configuration` does: the style's own, less those of a
    /// release policy, animation or over-drag not chosen (they would move nothing).
    package static func effectiveFlags(_ configuration: Configuration) -> Set<FlagName> {
        var used = configuration.sheetStyle.usedFlags.union([.tapSlop, .fps])
        guard configuration.constants.style.traits.tunedByPresets else { return used }
        let spring = configuration.constants.animation == .spring
        var read = configuration.constants.policy.readFlags
        // A release that fast lands on the flick spring, whatever the policy decided.
        if spring && configuration.constants.flickDamping > 0 { read.insert(.fullscreenVelocity) }
        let byPolicy = Dictionary(
            uniqueKeysWithValues: PolicyKind.policyFlags.map { ($0, read.contains($0)) })
        let byMotion: [FlagName: Bool] = [
            // On a spring, presenting, snapping and dismissing are all the spring's.
            .springResponse: spring, .springDamping: spring, .springRest: spring,
            .flickDamping: spring, .presentDuration: !spring, .snapDuration: !spring,
            .rubberConstant: [.rubber, .uikit].contains(configuration.constants.overdrag),
            .overdragFactor: configuration.constants.overdrag == .sqrt,
        ]
        // A `--detents` list replaces the shorthand: its own rows tune the heights.
        let byList: [FlagName: Bool] = [.defaultHeight: configuration.constants.detents == nil]
        let applying = byPolicy.merging(byMotion, uniquingKeysWith: { $0 && $1 })
            .merging(byList, uniquingKeysWith: { $0 && $1 })
        for (flag, applies) in applying where !applies {
            used.remove(flag)
        }
        return used
    }

    /// Grid steps where the unit's is not the right one.
    static let grid: [FlagName: Double] = [
        .deceleration: 0.0001, .springRest: 0.1, .overdragFactor: 0.1,
    ]

    /// The grid of a unit: whole points, tens of points per second, hundredths otherwise.
    static func grid(unit: String) -> Double {
        switch unit {
        case "pt": return 1
        case "pt/s": return 10
        default: return 0.01
        }
    }

    /// `value` rounded to a multiple of `step`. Steps below 1 divide by their inverse (a whole
    /// number), so 0.07 comes out as 0.07, not 7 × 0.01 = 0.07000000000000001.
    static func snap(
        _ value: Double, to step: Double,
        rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
    ) -> Double {
        guard step > 0, value.isFinite else { return value }
        if step < 1 {
            let inverse = (1 / step).rounded()
            return (value * inverse).rounded(rule) / inverse
        }
        return (value / step).rounded(rule) * step
    }

    /// Sliders whose useful values crowd one end of the flag's range.
    static let sliderOverrides: [FlagName: (Double, Double)] = [.deceleration: (0.95, 0.9999)]

    /// Scrolls the rows by `delta` points, within a panel `height` tall (less the banner).
    package mutating func scroll(by delta: Double, height: Double, measurer: any TextMeasurer) {
        let viewport = layout(height: height, measurer: measurer).viewport
        scrollOffset = clamp(scrollOffset + delta, 0, maxScroll(viewport))
    }

    /// How far the rows can scroll: what does not fit between the header and the banner.
    func maxScroll(_ viewport: Rect) -> Double {
        max(0, Double(rows.count) * Self.rowHeight + 12 - viewport.height)
    }

    /// A slider's reach where the flag itself has no upper bound.
    static func span(unit: String, value: Double, configuration: Configuration) -> Double {
        switch unit {
        case "pt": return max(configuration.constants.window.height, value * 2)
        case "pt/s": return max(5000, value * 2)
        case "s": return max(2, value * 2)
        default: return max(10, value * 2)
        }
    }

    // MARK: - Editing

    /// `[`/`]`: the row `offset` rows away (wrapping), scrolled into a panel `height` tall.
    package mutating func select(_ offset: Int, height: Double, measurer: any TextMeasurer) {
        guard !rows.isEmpty else { return }
        selected = (selected + offset + rows.count) % rows.count
        reveal(height: height, measurer: measurer)
    }

    /// Scrolls the least that shows the selected row whole: keys act on the selected row, so
    /// it must be in sight (after `[`/`]`, a wheel scroll that hid it, a banner that came).
    package mutating func reveal(height: Double, measurer: any TextMeasurer) {
        guard rows.indices.contains(selected) else { return }
        let viewport = layout(height: height, measurer: measurer).viewport
        let top = Double(selected) * Self.rowHeight
        var offset = min(scrollOffset, maxScroll(viewport))
        if top < offset {
            offset = top
        } else if top + Self.rowHeight > offset + viewport.height {
            offset = top + Self.rowHeight - viewport.height
        }
        scrollOffset = clamp(offset, 0, maxScroll(viewport))
    }

    /// Makes row `index` the one the keys move (a click on it); out of range does nothing.
    package mutating func selectRow(_ index: Int) {
        if rows.indices.contains(index) { selected = index }
    }

    /// `-`/`+`: one step (ten with Shift) down or up, kept inside the slider; on a choice, the
    /// previous or next value (wrapping round).
    package mutating func nudge(_ direction: Int, large: Bool = false) {
        guard rows.indices.contains(selected) else { return }
        let row = rows[selected]
        if row.isChoice {
            choose(selected, option: Int(row.value) + direction.signum())
            return
        }
        set(selected, to: row.value + Double(direction) * row.step * (large ? 10 : 1))
    }

    /// A slider dragged to `fraction` of its track (a choice is not dragged: it is pressed).
    package mutating func drag(_ index: Int, to fraction: Double) {
        guard rows.indices.contains(index), !rows[index].isChoice else { return }
        let row = rows[index]
        set(index, to: row.lower + clamp(fraction, 0, 1) * (row.upper - row.lower))
    }

    /// Backspace: the selected value back to where the session started; Shift+Backspace: all of
    /// them (the settings chosen too).
    package mutating func reset(all: Bool) {
        if all, !chosen.isEmpty {
            let flag = rows.indices.contains(selected) ? rows[selected].flag : nil
            remake(choosing: [], keepingSliders: false, selecting: flag)
        }
        for index in rows.indices where all || index == selected {
            if rows[index].isChoice {
                if rows[index].isChanged { choose(index, option: Int(rows[index].original)) }
            } else {
                set(index, to: rows[index].original)
            }
        }
    }

    /// Sets a row's value (clamped to its slider, rounded for whole numbers), then applies
    /// the whole set if it validates. A choice row chooses the value at that index.
    package mutating func set(_ index: Int, to value: Double) {
        guard rows.indices.contains(index), value.isFinite else { return }
        if rows[index].isChoice {
            choose(index, option: Int(value.rounded()))
            return
        }
        var row = rows[index]
        var clamped = clamp(value, row.lower, row.upper)
        if clamped != row.original {
            // On the grid (an original value off it stays reachable by R); the slider's ends
            // are on it too, unless the original lies beyond them.
            clamped = row.snapped(clamped)
            if clamped < row.lower { clamped = row.snapped(clamped + row.step) }
            if clamped > row.upper { clamped = row.snapped(clamped - row.step) }
            if clamped < row.lower || clamped > row.upper { clamped = row.original }
        }
        row.value = clamped
        rows[index] = row
        do {
            if row.flag.hasPrefix(Self.detentRowPrefix) {
                Self.applyDetentRow(row, to: &pending)
            } else {
                guard let flag = Flag.named(row.flag) else { return }
                try flag.apply(Format.exact(clamped), to: &pending)
            }
            try pending.validate()
            let height = contentHeight(in: pending)
            if height > 0 { try pending.validateFit(contentHeight: height) }
            applied = pending
            problem = choiceProblem  // a setting chosen that could not be made stays named
        } catch {
            problem = error.message
        }
    }

    /// Whether anything differs from the start.
    package var isChanged: Bool { rows.contains(where: \.isChanged) }

    /// The value the machine runs for row `index` while the panel holds another one (not
    /// applied); nil where the slider and the machine agree.
    package func running(_ index: Int) -> Double? {
        guard problem != nil, rows.indices.contains(index),
            let value = Self.value(of: rows[index], in: applied),
            // A share goes through /100 and *100: 29 % comes back 28.999999999999996.
            abs(value - rows[index].value) > 1e-9 * max(1, abs(value))
        else { return nil }
        return value
    }

    /// What `row` stands for in `configuration`, in the row's unit: a flag's value, or a
    /// detent's points or per cent (a detent row is no flag).
    static func value(of row: Row, in configuration: Configuration) -> Double? {
        if row.isChoice {
            return Flag.named(row.flag).flatMap { flag in
                row.choices.firstIndex(of: flag.value(in: configuration)).map(Double.init)
            }
        }
        guard row.flag.hasPrefix(detentRowPrefix) else {
            return Flag.named(row.flag).flatMap { Double($0.value(in: configuration)) }
        }
        let name = String(row.flag.dropFirst(detentRowPrefix.count))
        switch configuration.constants.detents?.first(where: { $0.name == name })?.value {
        case .points(let points): return points
        case .fraction(let share): return share * 100
        case .max, .fit, nil: return nil
        }
    }

    /// "dismiss-height 450 pt" as the panel holds it, or (`running`) as the machine runs it,
    /// for every row not applied.
    func notApplied(running: Bool) -> [String] {
        rows.indices.compactMap { index in
            guard let value = self.running(index) else { return nil }
            let row = rows[index]
            if row.isChoice {
                let shown = Int(running ? value : row.value)
                return "\(row.flag) "
                    + (row.choices.indices.contains(shown) ? row.choices[shown] : "")
            }
            return "\(row.flag) \(Format.number(running ? value : row.value))"
                + (row.unit.isEmpty ? "" : " \(row.unit)")
        }
    }

    /// What `E` says beside the files while values are not applied: it exports what runs.
    package var exportNote: String? {
        guard problem != nil else { return nil }
        let held = notApplied(running: false).joined(separator: ", ")
        let runs = notApplied(running: true).joined(separator: ", ")
        return "the panel holds values not applied (\(held)): exported what runs (\(runs))"
    }
}

extension TuningPanel {
    /// The content's height in `configuration`'s window: as the window measured it in the one
    /// running, else as laid out in that device's window (a device chosen wraps it anew).
    func contentHeight(in configuration: Configuration) -> Double {
        guard configuration.constants.window != applied.constants.window else {
            return contentHeight
        }
        return contentHeights[configuration.constants.window] ?? contentHeight
    }
}
