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
    /// edge at `sheetTop` (the window's height for no sheet) and its grabber reaching
    /// `grabberBottom` below that edge: top-left below the status bar while the edge is at
    /// least `clearance` below the card; bottom-left above the home indicator once the sheet
    /// rises to it. It goes back up only when the edge is `hysteresis` further down, so a sheet
    /// held near the line does not make it flicker. In a window too short for that rule (the
    /// two places close together) the card takes whichever place clears the sheet's edge and
    /// grabber, keeping its own while both do.
    package mutating func place(
        sheetTop: Double, window: Size, safeArea: SafeArea, cardHeight: Double,
        grabberBottom: Double = 0
    ) -> Point {
        let top = HUDLayout.margin + safeArea.top
        let bottom = max(top, window.height - safeArea.bottom - HUDLayout.margin - cardHeight)
        let needed = top + cardHeight + HUDLayout.clearance
        if atBottom {
            if sheetTop >= needed + HUDLayout.hysteresis { atBottom = false }
        } else if sheetTop < needed {
            atBottom = true
        }
        // The band the sheet's motion shows: its edge and the grabber under it.
        let band = (sheetTop - HUDLayout.clearance)...(sheetTop + grabberBottom)
        func clears(_ y: Double) -> Bool { !band.overlaps(y...(y + cardHeight)) }
        let (chosen, other) = atBottom ? (bottom, top) : (top, bottom)
        if !clears(chosen), clears(other) { atBottom.toggle() }
        return Point(x: HUDLayout.margin, y: atBottom ? bottom : top)
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
