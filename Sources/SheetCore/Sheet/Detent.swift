/// What a detent's height is measured from: one `VALUE` of `--detents`.
package enum DetentValue: Hashable, Sendable {
    /// A height in points (`120`).
    case points(Double)
    /// A share of the window's height (`50%` is 0.5), as gorhom's `'50%'` snap points.
    case fraction(Double)
    /// The style's highest height: for the sheet, window height − `--top-inset`.
    case max
    /// The sheet's content height, capped at max (UIKit's fitting detent, gorhom's dynamic
    /// sizing).
    case fit

    /// Reads `120`, `50%`, `max` or `fit`; nil for anything else.
    package init?(text: String) {
        switch text {
        case "max": self = .max
        case "fit": self = .fit
        default:
            let isPercent = text.hasSuffix("%")
            let number = isPercent ? String(text.dropLast()) : text
            guard number.allSatisfy({ "0123456789.".contains($0) }), let value = Double(number),
                value.isFinite, value > 0
            else { return nil }
            if isPercent {
                guard value <= 100 else { return nil }
                self = .fraction(value / 100)
            } else {
                self = .points(value)
            }
        }
    }

    /// The value as `--detents` writes it.
    package var text: String {
        switch self {
        case .points(let points): return Format.exact(points)
        case .fraction(let share):
            // The fewest decimals that read back as this share: 29 % is 0.29, and 0.29 × 100
            // is 28.999999999999996.
            let percent = share * 100
            var scale = 1.0
            for _ in 0...15 {
                let rounded = (percent * scale).rounded() / scale
                if rounded / 100 == share { return Format.exact(rounded) + "%" }
                scale *= 10
            }
            return Format.exact(percent) + "%"
        case .max: return "max"
        case .fit: return "fit"
        }
    }

    /// The height this value stands for in a window `windowHeight` points tall whose highest
    /// detent is `maxHeight`, with content `contentHeight` tall.
    package func height(windowHeight: Double, maxHeight: Double, contentHeight: Double) -> Double {
        switch self {
        case .points(let points): return points
        case .fraction(let share): return windowHeight * share
        case .max: return maxHeight
        case .fit: return Swift.min(contentHeight, maxHeight)
        }
    }

    /// The height on screen, measured from the window's bottom edge, on a device whose bottom
    /// safe area is `baseline` points: points and a `fit` detent's content stand above it, as
    /// UIKit's custom detents do; a share of the window and max are the screen's own.
    package func heightOnScreen(
        windowHeight: Double, maxHeight: Double, contentHeight: Double, baseline: Double
    ) -> Double {
        switch self {
        case .points(let points): return points + baseline
        case .fit: return Swift.min(contentHeight + baseline, maxHeight)
        case .fraction, .max:
            return height(
                windowHeight: windowHeight, maxHeight: maxHeight, contentHeight: contentHeight)
        }
    }
}

/// One entry of a detent list as configured: a name and what its height is measured from.
package struct DetentSpec: Hashable, Sendable {
    /// The name used in events and in `--undimmed-detent`, `--start` ("default", "max", …).
    package var name: String
    /// What the height is measured from: points, a share of the window, max or fit.
    package var value: DetentValue

    /// The detent `name` at `value`, as `--detents` writes `NAME=VALUE`.
    package init(name: String, value: DetentValue) {
        self.name = name
        self.value = value
    }

    /// `NAME=VALUE` (or only the value when the name is the value as written).
    package var text: String { name == value.text ? name : "\(name)=\(value.text)" }

    /// The most detents a list may hold.
    package static let maximumCount = 12
    /// The longest detent name: names are labels (panel rows, events, Swift identifiers), and
    /// a long one would cost its length again in every row laid out.
    package static let maximumNameLength = 32
    /// Words a detent cannot be named: `page` and `dismiss` are release targets, `none` means
    /// no undimmed detent, `shorthand` is the value meaning "no list given".
    package static let reservedNames: Set<String> = ["page", "dismiss", "none", "shorthand"]
    /// UIKit's namespace for its own detent identifiers (`.medium()` is
    /// `com.apple.UIKit.medium`): a detent named in it would, in `--export swift`, share an
    /// identifier with UIKit's own. Refused rather than renamed, so that the events, the
    /// panel and the export all use the one name the user wrote.
    package static let reservedPrefix = "com.apple.UIKit."
}

/// A named height where the sheet can rest, at its place in its list (0 = lowest).
package struct Detent: Hashable, Sendable {
    /// The name used in events ("default", "max", "half", …).
    package var name: String
    /// What the height is measured from.
    package var value: DetentValue
    /// Its place in the list, 0 for the lowest.
    package var index: Int
    /// Height of the sheet at this detent in the current window, in points.
    package var height: Double

    /// The detent `name` at `height` points, measured from `value` (by default, that height).
    package init(name: String, value: DetentValue? = nil, index: Int = 0, height: Double) {
        self.name = name
        self.value = value ?? .points(height)
        self.index = index
        self.height = height
    }
}

/// A style's detents resolved for one window, plus the dismiss line below them.
package struct DetentSet: Equatable, Sendable {
    /// Resting detents, lowest first; each one's `index` is its place here.
    package private(set) var resting: [Detent]
    /// Released below this height, the sheet dismisses.
    package var dismissLine: Double
    /// The height each detent asked for before it was kept rising and under max, in the
    /// order of `resting`.
    package private(set) var requested: [Double]

    /// A set of `resting`, numbered lowest first as given, dismissing below `dismissLine`.
    package init(resting: [Detent], dismissLine: Double) {
        self.resting = resting.enumerated().map { index, detent in
            var placed = detent
            placed.index = index
            return placed
        }
        self.dismissLine = dismissLine
        requested = resting.map(\.height)
    }

    /// Resolves `specs` against a window: heights in list order, each kept at least a point
    /// above the one below where there is room, and at most `maxHeight` (a window resized too
    /// small, or a `fit` detent whose content is shorter than its neighbour, still gives a
    /// rising list).
    ///
    /// `baseline` is the device's bottom safe area: heights in points and a `fit` detent's
    /// content are measured above it, as UIKit's custom detents are. `dismissLine` is on
    /// screen already (`SheetConstants.dismissLineOnScreen`), kept at most the lowest detent.
    package init(
        _ specs: [DetentSpec], windowHeight: Double, maxHeight: Double, contentHeight: Double,
        dismissLine: Double, baseline: Double = 0
    ) {
        var resting: [Detent] = []
        var requested: [Double] = []
        let top = Swift.max(1, maxHeight)
        for (index, spec) in specs.enumerated() {
            let wanted = spec.value.heightOnScreen(
                windowHeight: windowHeight, maxHeight: maxHeight, contentHeight: contentHeight,
                baseline: baseline)
            let floor = (resting.last?.height ?? 0) + 1
            let height = Swift.min(top, Swift.max(floor, wanted))
            resting.append(Detent(name: spec.name, value: spec.value, index: index, height: height))
            requested.append(wanted)
        }
        self.init(
            resting: resting, dismissLine: Swift.min(dismissLine, resting[0].height))
        self.requested = requested
    }

    /// The warning for a window too small for these detents: each detent drawn at another
    /// height than it asks for (clamped under max, or pushed up to keep the list rising,
    /// which is where two collide), or nil when every detent is where it asks to be.
    ///
    /// A `fit` detent asks for its content's height capped at max: being capped is its rule,
    /// not a clamp.
    ///
    /// `contentChanged`: the content, not the window, moved a `fit` detent out of order.
    package func fitWarning(window: Size, contentChanged: Bool = false) -> String? {
        var parts: [String] = []
        for (detent, wanted) in zip(resting, requested) {
            if abs(detent.height - wanted) >= 0.5 {
                // A window shorter than the top inset leaves max no room at all: said so, not
                // as a negative height.
                let asked = wanted > 0 ? "\(Format.number(wanted)) pt" : "no room"
                parts.append("\(detent.name) \(asked) → \(Format.number(detent.height)) pt")
            }
            if let below = previous(before: detent), below.height >= detent.height {
                parts.append(
                    "\(below.name) and \(detent.name) collide at "
                        + "\(Format.number(detent.height)) pt")
            }
        }
        guard !parts.isEmpty else { return nil }
        let cause =
            contentChanged
            ? "the sheet's content changed and the detents no longer rise (window \(window), "
                + "highest "
            : "the window (\(window)) is too small for the detents (highest "
        return cause + "\(Format.number(highest.height)) pt): \(parts.joined(separator: ", ")); "
            + "they are clamped to fit"
    }

    /// The bottom detent: a release below it dismisses or lands here, by the policy.
    package var lowest: Detent { resting[0] }
    /// The top detent: max for the default sheet.
    package var highest: Detent { resting[resting.count - 1] }

    /// The detent at `index` in this list (after a resize, the same place at its new height).
    package subscript(index: Int) -> Detent {
        resting[Swift.min(Swift.max(0, index), resting.count - 1)]
    }

    /// The detent called `name`, if the list has one.
    package func named(_ name: String) -> Detent? { resting.first { $0.name == name } }

    /// The detent one step above `detent`, or nil at the top.
    package func next(after detent: Detent) -> Detent? {
        detent.index + 1 < resting.count ? resting[detent.index + 1] : nil
    }

    /// The detent one step below `detent`, or nil at the bottom (where stepping down dismisses).
    package func previous(before detent: Detent) -> Detent? {
        detent.index > 0 && detent.index <= resting.count ? resting[detent.index - 1] : nil
    }

    /// The lowest detent clearly above `height` (half a point), or the highest when none is.
    package func firstAbove(_ height: Double) -> Detent {
        resting.first { $0.height > height + 0.5 } ?? highest
    }

    /// The highest detent clearly below `height` (half a point), or nil when none is.
    package func lastBelow(_ height: Double) -> Detent? {
        resting.last { $0.height < height - 0.5 }
    }

    /// Where a sheet let go at `height` on its way down settles: the highest detent at or
    /// below it, short of the highest (a sheet leaving the top lands under it), else the lowest.
    package func landing(below height: Double) -> Detent {
        let reached = Swift.min(height, highest.height - 0.5)
        return resting.last { $0.height <= reached } ?? lowest
    }

    /// The detent whose height is nearest `height` (the lower one on a tie).
    package func nearest(to height: Double) -> Detent {
        var best = lowest
        for detent in resting where abs(detent.height - height) < abs(best.height - height) {
            best = detent
        }
        return best
    }

    /// The default sheet's detents (SPEC §2, or `--detents`) for a window `windowHeight`
    /// points tall.
    ///
    /// Flags are validated against the starting window; a window later resized too small for
    /// them gets detents clamped into it, so the sheet keeps working.
    package static func sheet(
        _ constants: SheetConstants, windowHeight: Double, contentHeight: Double = 0
    ) -> DetentSet {
        DraggableSheetStyle.style(constants, body: SheetBody()).detents(
            window: Size(width: constants.window.width, height: windowHeight),
            contentHeight: contentHeight)
    }
}
