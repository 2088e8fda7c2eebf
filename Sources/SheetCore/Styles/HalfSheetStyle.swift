/// `--style half` (seed 003): a plain white sheet with a grabber and nothing else, resting at
/// half the window over a constant dim; its top follows the finger 1:1, never above the
/// window's top edge; released fast upward or with its top above a quarter of the window it
/// goes full height, else back to half.
struct HalfSheetStyle: SheetStyle {
    let configuration: Configuration

    init(_ configuration: Configuration) { self.configuration = configuration }

    static func applyDefaults(to configuration: inout Configuration) {
        configuration.dimAlpha = 0.5
        configuration.dimDuration = 0.3
        configuration.dimOutDuration = 0.3
        configuration.presentDuration = 0.3
        configuration.snapDuration = 0.3
        configuration.cornerRadius = 0  // the write-up's presented view is a plain rectangle
    }

    var usedFlags: Set<String> {
        [
            "half-fraction", "fullscreen-velocity", "fullscreen-fraction", "dim-alpha", "dim-duration",
            "dim-out-duration", "present-duration", "snap-duration", "corner-radius", "velocity-window",
        ]
    }

    var timing: StyleTiming {
        StyleTiming(
            present: configuration.presentDuration, dismiss: configuration.presentDuration,
            snap: configuration.snapDuration, dimIn: configuration.dimDuration, dimOut: configuration.dimOutDuration,
            easing: .easeInOut)
    }

    var dimAlpha: Double { configuration.dimAlpha }
    var overlayTapDismisses: Bool { true }

    /// The write-up's dimming view only fades in and out with the presentation; a drag
    /// moves the sheet, not the dim.
    func trackedDim(height: Double, detents: DetentSet) -> Double { dimAlpha }

    func detents(window: Size) -> DetentSet {
        let full = max(1, window.height)
        return DetentSet(
            resting: [
                Detent(name: "half", height: min(full, window.height * configuration.halfFraction)),
                Detent(name: "full", height: full),
            ],
            dismissLine: 0)
    }

    func dragRange(detents: DetentSet, window: Size) -> ClosedRange<Double>? { 0...detents.highest.height }

    /// 1. faster than the fullscreen velocity upward, or the top above the fullscreen
    /// fraction of the window → full; 2. otherwise → half.
    func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision {
        let top = release.windowHeight - release.height
        if release.velocity < -configuration.fullscreenVelocity
            || top < release.windowHeight * configuration.fullscreenFraction
        {
            return ReleaseDecision(target: .detent(detents.highest), rule: 1)
        }
        return ReleaseDecision(target: .detent(detents.lowest), rule: 2)
    }

    func background(width: Double, height: Double, window: Size, into items: inout [DrawItem]) {
        items.append(.shape(Rect(x: 0, y: 0, width: width, height: height), .top(configuration.cornerRadius), .white))
        items.append(SheetLayout.grabber(width: width))
    }

    /// The write-up's presented view is a white view with only its handle: no text.
    func content(width: Double, controls: [Int], measurer: any TextMeasurer) -> [DrawItem] { [] }
}
