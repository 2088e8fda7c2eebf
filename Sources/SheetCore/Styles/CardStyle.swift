/// `--style card` (seed 004, first answer): the iOS 10 card. It rests with its top 40 pt below
/// the window's top, rounded 8 pt, over a 0.3 overlay, while the page behind shrinks to 0.92;
/// it presents and dismisses on a critically damped spring over 0.5 s. Close button or Esc
/// dismiss, and so does dragging it down past a quarter of its height (as iOS 13 does).
struct CardStyle: SheetStyle {
    let configuration: Configuration

    init(_ configuration: Configuration) { self.configuration = configuration }

    static func applyDefaults(to configuration: inout Configuration) {
        configuration.dimAlpha = 0.3
        configuration.dimDuration = 0.5
        configuration.dimOutDuration = 0.5
        configuration.presentDuration = 0.5
        configuration.snapDuration = 0.5
        configuration.cornerRadius = 8
        configuration.dismissProgress = 0.25
    }

    var usedFlags: Set<String> {
        [
            "card-top", "corner-radius", "dim-alpha", "dim-duration", "dim-out-duration", "card-scale",
            "present-duration", "snap-duration", "dismiss-progress", "velocity-window",
        ]
    }

    var timing: StyleTiming {
        StyleTiming(
            present: configuration.presentDuration, dismiss: configuration.presentDuration,
            snap: configuration.snapDuration, dimIn: configuration.dimDuration, dimOut: configuration.dimOutDuration,
            easing: .criticallyDamped)
    }

    var dimAlpha: Double { configuration.dimAlpha }

    func cardHeight(_ window: Size) -> Double { max(1, window.height - configuration.cardTop) }

    func detents(window: Size) -> DetentSet {
        DetentSet(resting: [Detent(name: "open", height: cardHeight(window))], dismissLine: 0)
    }

    func dragRange(detents: DetentSet, window: Size) -> ClosedRange<Double>? { 0...detents.highest.height }

    /// 1. released more than the dismiss progress × the card's height below open → dismiss;
    /// 2. otherwise → back to open. (Measured from open, not from the grab, so a card caught
    /// mid-way and pushed further still counts all of the way down.)
    func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision {
        let progress = (detents.highest.height - release.height) / detents.highest.height
        // Within a billionth counts as exactly on the threshold (points rarely divide evenly).
        if progress > configuration.dismissProgress + 1e-9 { return ReleaseDecision(target: .dismiss, rule: 1) }
        return ReleaseDecision(target: .detent(detents.highest), rule: 2)
    }

    func pageTransform(height: Double, detents: DetentSet) -> PageTransform {
        let progress = clamp(height / detents.highest.height, 0, 1)
        return PageTransform(
            scale: 1 - progress * (1 - configuration.cardScale),
            cornerRadius: configuration.cardScale < 1 ? progress * configuration.cornerRadius : 0)
    }

    func background(width: Double, height: Double, window: Size, into items: inout [DrawItem]) {
        items.append(
            .shape(Rect(x: 0, y: 0, width: width, height: cardHeight(window)), CornerRadii(all: configuration.cornerRadius), .white))
    }

    func content(width: Double, controls: [Int], measurer: any TextMeasurer) -> [DrawItem] {
        CloseButton.items(width: width, top: 12, measurer: measurer)
            + SheetLayout.content(width: width, top: 64, measurer: measurer)
    }

    func action(at point: Point, width: Double) -> SheetAction {
        CloseButton.frame(width: width, top: 12).contains(point) ? .dismiss : .none
    }
}
