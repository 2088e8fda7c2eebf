/// `--style peek` (seed 004, second answer): a child card, as tall as the window, that always
/// peeks 50 pt above the bottom edge; a click on it toggles between peeking and open (top 50 pt
/// below the window's top) on a 0.3 s critically damped spring. No overlay; never dismissed.
struct PeekCardStyle: SheetStyle {
    let configuration: Configuration

    /// The write-up's card is plain red (`UIColor.red`).
    static let color = Color(hex: 0xFF0000)

    init(_ configuration: Configuration) { self.configuration = configuration }

    static func applyDefaults(to configuration: inout Configuration) {
        configuration.dimAlpha = 0
        configuration.presentDuration = 0.3
        configuration.snapDuration = 0.3
        configuration.cornerRadius = 0
        configuration.start = "peek"
    }

    var usedFlags: Set<String> { ["peek-height", "snap-duration", "corner-radius"] }
    var isAlwaysPresented: Bool { true }
    /// The page's button sits above the peeking strip, and toggles the card.
    var pageBottomInset: Double { min(configuration.peekHeight, 400) }

    var timing: StyleTiming {
        StyleTiming(
            present: configuration.snapDuration, dismiss: configuration.snapDuration, snap: configuration.snapDuration,
            dimIn: 0, dimOut: 0, easing: .criticallyDamped)
    }

    var dimAlpha: Double { 0 }

    func detents(window: Size) -> DetentSet {
        // The same constant places the peeking strip and the open card's top, as in the write-up.
        let peek = min(configuration.peekHeight, window.height)
        return DetentSet(
            resting: [
                Detent(name: "peek", height: peek),
                Detent(name: "open", height: max(peek, window.height - configuration.peekHeight)),
            ],
            dismissLine: 0)
    }

    func dragRange(detents: DetentSet, window: Size) -> ClosedRange<Double>? { nil }

    func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision {
        ReleaseDecision(target: .detent(detents.lowest), rule: 1)
    }

    func background(width: Double, height: Double, window: Size, into items: inout [DrawItem]) {
        items.append(
            .shape(Rect(x: 0, y: 0, width: width, height: window.height), CornerRadii.top(configuration.cornerRadius), Self.color))
    }

    func content(width: Double, controls: [Int], measurer: any TextMeasurer) -> [DrawItem] { [] }

    func action(at point: Point, width: Double) -> SheetAction { .toggle }
}
