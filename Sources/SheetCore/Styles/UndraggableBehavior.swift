/// A sheet that cannot be dragged: presses on it are taps (seeds 001 and 004's peeking card).
struct UndraggableBehavior: SheetBehavior {
    let timing: StyleTiming
    let isAlwaysPresented: Bool

    func dragRange(detents: DetentSet, window: Size) -> ClosedRange<Double>? { nil }
    /// Never dragged, so never dragged closed.
    var dragDismisses: Bool { false }

    /// Never dragged, so never released: 1. the lowest detent.
    func evaluate(_ release: Release, detents: DetentSet, into trace: inout RuleTrace)
        -> ReleaseDecision
    {
        _ = trace.rule(1, true)
        return ReleaseDecision(target: .detent(detents.lowest), rule: 1)
    }

    /// `peek style` (always on screen) or `fixed style`.
    var rulesName: String { isAlwaysPresented ? "peek style" : "fixed style" }
    /// The one rule of the doc comment.
    var ruleSummaries: [String] { ["never dragged, so never released → the lowest detent"] }
}
