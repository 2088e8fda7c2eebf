/// What the heads-up display shows (F1, `--hud`).
package struct HUDState: Equatable, Sendable {
    /// Frames drawn in the last second.
    package var fps = 0
    /// Whether nothing moves: the window then draws only when something changes, so a rate
    /// (one frame in the last second, after a pointer move) would mislead; "idle" is shown.
    package var idle = false
    /// Frame-to-frame times of the last 2 s, milliseconds, oldest first.
    package var frameTimes: [Double] = []
    /// The sheet's height this frame.
    package var height = 0.0
    /// The sheet's velocity, points per second, positive downward (SPEC §5, as the events).
    package var velocity = 0.0
    /// What the sheet is doing, in words ("resting at default", "dragging", …).
    package var state = ""
    /// The last release decision ("max by rule 2 at -640 pt/s").
    package var lastDecision = "no release yet"
    /// Marked when another phone of `--compare` decided differently.
    package var differs = false
    /// The last release's target and rule, to compare two phones.
    package private(set) var lastTarget: String?
    /// The number of the rule behind `lastTarget`.
    package private(set) var lastRule: Int?
    /// Why the last release landed where it did, compactly ("rule 2 of seed: velocity -812 <
    /// -300 → max"); empty before a release.
    package private(set) var lastExplanation = ""
    /// The release `lastExplanation` explains (its number and time on its machine), so a frame
    /// explains a release once, not every frame.
    private var explainedNumber: Int?
    /// The time of the release `lastExplanation` explains (a new machine counts from 1 again).
    private var explainedTime: Double?

    /// Whether the card sits at the bottom-left: the sheet has risen to where the card, at the
    /// top, would hide the sheet's top edge and grabber, whose motion it reports.
    package private(set) var atBottom = false

    /// An empty display: no frames yet, no release.
    package init() {}

    /// Where the card's top-left corner goes in a `window` with `safeArea`, the sheet's top
    /// edge at `sheetTop` (the window's height for no sheet): top-left below the status bar
    /// while the edge is at least `clearance` below the card; bottom-left above the home
    /// indicator once the sheet rises to it. It goes back up only when the edge is
    /// `hysteresis` further down, so a sheet held near the line does not make it flicker.
    package mutating func place(
        sheetTop: Double, window: Size, safeArea: SafeArea, cardHeight: Double
    ) -> Point {
        let top = HUDLayout.margin + safeArea.top
        let needed = top + cardHeight + HUDLayout.clearance
        if atBottom {
            if sheetTop >= needed + HUDLayout.hysteresis { atBottom = false }
        } else if sheetTop < needed {
            atBottom = true
        }
        guard atBottom else { return Point(x: HUDLayout.margin, y: top) }
        let bottom = window.height - safeArea.bottom - HUDLayout.margin - cardHeight
        return Point(x: HUDLayout.margin, y: max(top, bottom))
    }

    /// Moves the HUD to the sheet's height in a new frame, `elapsed` seconds after the last
    /// one (nil or not positive: no velocity can be told, the last one stays). A falling
    /// sheet moves down: its velocity is positive, as in the events. A sheet at rest has none,
    /// whatever its last step of motion was.
    package mutating func follow(height newHeight: Double, elapsed: Double?, resting: Bool = false)
    {
        if resting {
            velocity = 0
        } else if let elapsed, elapsed > 0 {
            velocity = (height - newHeight) / elapsed
        }
        height = newHeight
    }

    /// Explains the machine's last release, once per release: the rules that decided it,
    /// evaluated again on what they saw (the same code as the decision).
    package mutating func explain(_ record: ReleaseRecord?) {
        guard let record else { return }
        if explainedNumber == record.number, explainedTime == record.time { return }
        explainedNumber = record.number
        explainedTime = record.time
        do {
            lastExplanation = try record.explanation().compact
        } catch {
            lastExplanation = error.message
        }
    }

    /// Records a release decision from a drag-end event.
    package mutating func note(_ event: SheetEvent) {
        if case .dragEnd(let height, let velocity, _, let target, let rule) = event {
            lastTarget = target
            lastRule = rule
            lastDecision =
                "\(target) by rule \(rule) (h \(Format.number(height, decimals: 0)), v "
                + "\(Format.number(velocity, decimals: 0)) pt/s)"
        }
    }
}

extension SheetMachine {
    /// The machine's state in a few words, for the HUD.
    package var stateDescription: String {
        switch motion {
        case .hidden: return "page"
        case .resting(let detent): return "resting at \(detent.name)"
        case .held(let hold):
            switch hold.phase {
            case .dragging: return "dragging"
            case .scrolling: return "scrolling"
            case .pendingTap, .pendingScroll, .cancelled: return "held"
            }
        case .animating(let animation, let goal):
            let kind: String
            if case .spring = animation { kind = "spring" } else { kind = "curve" }
            switch goal {
            case .detent(let detent): return "\(kind) to \(detent.name)"
            case .dismiss: return "\(kind) to dismiss"
            }
        }
    }
}

/// The HUD's drawing: a dark translucent card at the top-left with text and a frame-time graph.
package enum HUDLayout {
    static let font = Font(.regular, 12)
    static let width = 230.0
    static let graphHeight = 36.0
    /// A frame of 16.7 ms fills half the graph; slower frames show red.
    static let budget = 1000.0 / 60

    /// At most this many lines of the last release's explanation.
    static let explanationLines = 3
    /// The card's distance from the window's (or safe area's) edges.
    static let margin = 8.0
    /// The least gap between the card at the top and the sheet's top edge below it.
    static let clearance = 8.0
    /// How much further the sheet's edge must fall before the card goes back up.
    static let hysteresis = 24.0

    /// The card's height for `hud`, in points.
    package static func height(_ hud: HUDState, measurer: any TextMeasurer) -> Double {
        cardHeight(lines: lines(hud, measurer: measurer).count, measurer: measurer)
    }

    static func cardHeight(lines: Int, measurer: any TextMeasurer) -> Double {
        8 + Double(lines) * measurer.lineHeight(of: font) + 6 + graphHeight + 8
    }

    /// The card's lines of text: the rate, the sheet's height, velocity and state, the last
    /// decision and, wrapped, its explanation.
    static func lines(_ hud: HUDState, measurer: any TextMeasurer) -> [String] {
        var lines = [
            hud.idle ? "idle" : "\(hud.fps) fps",
            "height \(Format.number(hud.height, decimals: 1)) pt",
            // The speed and which way it goes (the events' sign: positive is down).
            "velocity \(Format.number(abs(hud.velocity), decimals: 0)) pt/s"
                + (hud.velocity.rounded() > 0 ? " ↓" : hud.velocity.rounded() < 0 ? " ↑" : ""),
            hud.state,
            hud.lastDecision,
        ]
        if !hud.lastExplanation.isEmpty {
            // Wrapped to the card; a long one (a rule of many comparisons) is cut short.
            var wrapped = LineBreaker.lines(
                of: hud.lastExplanation, font: font, width: width - 20, measurer: measurer)
            if wrapped.count > explanationLines {
                wrapped = Array(wrapped.prefix(explanationLines))
                wrapped[explanationLines - 1] += " …"
            }
            lines += wrapped
        }
        return lines
    }

    /// The HUD's card for `hud` with its top-left corner at `origin`, in window points.
    package static func items(
        _ hud: HUDState, origin: Point = Point(x: 8, y: 8), measurer: any TextMeasurer
    ) -> [DrawItem] {
        let lines = lines(hud, measurer: measurer)
        let lineHeight = measurer.lineHeight(of: font)
        let height = cardHeight(lines: lines.count, measurer: measurer)
        var items: [DrawItem] = [
            .shape(
                Rect(x: origin.x, y: origin.y, width: width, height: height), CornerRadii(all: 8),
                hud.differs
                    ? Color(red: 140, green: 20, blue: 20, alpha: 215)
                    : Color(red: 0, green: 0, blue: 0, alpha: 190))
        ]
        var y = origin.y + 8
        for line in lines {
            items.append(
                .text(
                    TextRun(
                        text: line, font: font, color: .white, origin: Point(x: origin.x + 10, y: y)
                    )))
            y += lineHeight
        }
        y += 6
        let graph = Rect(x: origin.x + 10, y: y, width: width - 20, height: graphHeight)
        items.append(.shape(graph, .none, Color(red: 255, green: 255, blue: 255, alpha: 40)))
        items.append(
            .shape(
                Rect(x: graph.x, y: graph.maxY - graphHeight / 2, width: graph.width, height: 1),
                .none,
                Color(red: 255, green: 255, blue: 255, alpha: 90)))
        let count = max(1, hud.frameTimes.count)
        let barWidth = graph.width / Double(max(count, 120))
        for (index, milliseconds) in hud.frameTimes.enumerated() {
            let barHeight = min(graphHeight, milliseconds / budget * graphHeight / 2)
            let color = milliseconds > budget * 1.5 ? Color(hex: 0xFF453A) : Color(hex: 0x30D158)
            items.append(
                .shape(
                    Rect(
                        x: graph.x + Double(index) * barWidth, y: graph.maxY - barHeight,
                        width: max(1, barWidth), height: barHeight),
                    .none, color))
        }
        return items
    }
}

/// A one-line message shown over the phone for a few seconds (where `E` wrote its exports).
package struct Toast: Equatable, Sendable {
    /// How long a message stays, in seconds.
    package static let duration = 4.0
    static let font = Font(.regular, 12)

    /// The message, one line.
    package let text: String
    /// When it was shown (the app's clock).
    package let shownAt: Double

    /// `text`, shown from `time` on the app's clock.
    package init(_ text: String, at time: Double) {
        self.text = text
        shownAt = time
    }

    /// Whether it still shows at `time`.
    package func isVisible(at time: Double) -> Bool {
        time >= shownAt && time < shownAt + Self.duration
    }

    /// Its items at the bottom of a phone `window` wide and tall, above its `bottomInset` (a
    /// device's home indicator and rounded screen corners): dark, rounded, the text wrapped to
    /// the phone's width (paths are long).
    package func items(window: Size, bottomInset: Double = 0, measurer: any TextMeasurer)
        -> [DrawItem]
    {
        let width = max(40, window.width - 24)
        let lines = LineBreaker.lines(
            of: text, font: Self.font, width: width - 20, measurer: measurer)
        let lineHeight = measurer.lineHeight(of: Self.font)
        let height = Double(lines.count) * lineHeight + 16
        let box = Rect(
            x: (window.width - width) / 2, y: window.height - bottomInset - height - 16,
            width: width,
            height: height)
        let shade = Color(red: 0, green: 0, blue: 0, alpha: 215)
        var items: [DrawItem] = [.shape(box, CornerRadii(all: 10), shade)]
        for (index, line) in lines.enumerated() {
            let origin = Point(x: box.x + 10, y: box.y + 8 + Double(index) * lineHeight)
            items.append(.text(TextRun(text: line, font: Self.font, color: .white, origin: origin)))
        }
        return items
    }
}
