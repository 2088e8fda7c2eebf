/// `--style modal` (seed 002): a full-window modal with a close button. Dragging down
/// anywhere moves it down 1:1 (never above where it rests); released past the progress
/// threshold (translation ÷ window height) it finishes dismissing, else it goes back, each
/// taking the remaining fraction of the transition's duration. No overlay.
struct ModalStyle: SheetStyle {
    let configuration: Configuration

    init(_ configuration: Configuration) { self.configuration = configuration }

    static func applyDefaults(to configuration: inout Configuration) {
        configuration.dimAlpha = 0
        configuration.presentDuration = 0.6  // the transition's duration: present, close, finish a drag
        configuration.snapDuration = 0.6  // cancelling a drag
        configuration.cornerRadius = 0
        configuration.dismissProgress = 0.3
    }

    var usedFlags: Set<String> { ["dismiss-progress", "present-duration", "snap-duration", "velocity-window"] }

    var timing: StyleTiming {
        StyleTiming(
            present: configuration.presentDuration, dismiss: configuration.presentDuration,
            snap: configuration.snapDuration, dimIn: 0, dimOut: 0, easing: .easeInOut, scalesWithDistance: true)
    }

    var dimAlpha: Double { 0 }

    func detents(window: Size) -> DetentSet {
        DetentSet(resting: [Detent(name: "open", height: max(1, window.height))], dismissLine: 0)
    }

    func dragRange(detents: DetentSet, window: Size) -> ClosedRange<Double>? { 0...detents.highest.height }

    /// 1. progress (how far below its resting place ÷ window height — the translation of a
    /// drag from rest) beyond the threshold → dismiss; 2. otherwise → back to open.
    func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision {
        let progress = (detents.highest.height - release.height) / max(1, release.windowHeight)
        // Within a billionth counts as exactly on the threshold (points rarely divide evenly).
        if progress > configuration.dismissProgress + 1e-9 { return ReleaseDecision(target: .dismiss, rule: 1) }
        return ReleaseDecision(target: .detent(detents.highest), rule: 2)
    }

    func background(width: Double, height: Double, window: Size, into items: inout [DrawItem]) {
        items.append(.shape(Rect(x: 0, y: 0, width: width, height: window.height), .none, .white))
    }

    func content(width: Double, controls: [Int], measurer: any TextMeasurer) -> [DrawItem] {
        CloseButton.items(width: width, top: 16, measurer: measurer)
            + SheetLayout.content(width: width, top: 72, measurer: measurer)
    }

    func action(at point: Point, width: Double) -> SheetAction {
        CloseButton.frame(width: width, top: 16).contains(point) ? .dismiss : .none
    }
}
