/// `--style sheet` (seed 000 with seed 003's velocity rule): a sheet resting at a default
/// height or at max, dragged anywhere on it or the overlay, landing by `--policy`; the page
/// shrinks into a card as it rises past default (SPEC §2–5).
struct DraggableSheetStyle: SheetStyle {
    let configuration: Configuration
    let policy: any ReleasePolicy

    init(_ configuration: Configuration) {
        self.configuration = configuration
        policy = configuration.policy.policy(configuration)
    }

    var usedFlags: Set<String> {
        [
            "policy", "default-height", "dismiss-height", "top-inset", "fullscreen-velocity", "fullscreen-fraction",
            "dim-alpha", "corner-radius", "card-scale", "present-duration", "dim-duration", "snap-duration",
            "velocity-window",
        ]
    }

    var timing: StyleTiming {
        StyleTiming(
            present: configuration.presentDuration, dismiss: configuration.presentDuration,
            snap: configuration.snapDuration, dimIn: configuration.dimDuration, dimOut: configuration.dimDuration,
            easing: .easeInOut)
    }

    var dimAlpha: Double { configuration.dimAlpha }
    var overlayTapDismisses: Bool { true }
    var overlayDrags: Bool { true }

    func detents(window: Size) -> DetentSet { DetentSet.sheet(configuration, windowHeight: window.height) }

    func dragRange(detents: DetentSet, window: Size) -> ClosedRange<Double>? {
        // Seed policy: the sheet stops at max and at the bottom edge.
        0...detents.highest.height
    }

    func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision { policy.decide(release, detents: detents) }

    func pageTransform(height: Double, detents: DetentSet) -> PageTransform {
        let span = detents.highest.height - detents.lowest.height
        let progress = span > 0 ? clamp((height - detents.lowest.height) / span, 0, 1) : 0
        // `--card-scale 1` turns the whole card effect off, its rounded corners included.
        let radius = configuration.cardScale < 1 ? progress * 10 : 0
        return PageTransform(scale: 1 - progress * (1 - configuration.cardScale), cornerRadius: radius)
    }

    func background(width: Double, height: Double, window: Size) -> [DrawItem] {
        [.shape(Rect(x: 0, y: 0, width: width, height: height), .top(configuration.cornerRadius), .white)]
    }

    func content(width: Double, controls: [Int], measurer: any TextMeasurer) -> [DrawItem] {
        SheetLayout.content(width: width, grabber: true, measurer: measurer)
    }
}
