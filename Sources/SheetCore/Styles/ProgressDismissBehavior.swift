/// The write-ups' dismiss-by-progress rule (seeds 002 and 004): 1. dragged down further than
/// the share → dismiss; 2. otherwise → back to the detent.
struct ProgressDismissBehavior: SheetBehavior {
    /// What the progress is a share of.
    enum Measure: Sendable {
        /// The window's height (seed 002's interactive transition: translation ÷ height).
        case window
        /// The detent's height (the iOS 13 card dismisses past a share of itself).
        case detent
    }

    let timing: StyleTiming
    let dismissProgress: Double
    let measuredAgainst: Measure

    /// 1. progress (how far below the detent ÷ the measure; measured from the detent, not from
    /// the grab, so a sheet caught mid-way and pushed further still counts all of the way
    /// down) beyond the share → dismiss; 2. otherwise → back to the detent.
    func evaluate(_ release: Release, detents: DetentSet, into trace: inout RuleTrace)
        -> ReleaseDecision
    {
        let measure =
            measuredAgainst == .window ? max(1, release.windowHeight) : detents.highest.height
        let progress = trace.value(
            "progress", (detents.highest.height - release.height) / measure,
            "(detent \(shown(detents.highest.height)) - height \(shown(release.height))) / "
                + (measuredAgainst == .window ? "window" : "detent") + " \(shown(measure))")
        // Within a billionth counts as exactly on the threshold (points rarely divide evenly).
        let far = trace.check(
            "progress", progress, .greater, "\(flag: .dismissProgress) + 1e-9",
            dismissProgress + 1e-9)
        if trace.rule(1, far) { return ReleaseDecision(target: .dismiss, rule: 1) }
        _ = trace.rule(2, true)
        return ReleaseDecision(target: .detent(detents.highest), rule: 2)
    }

    /// `modal style` (progress of the window) or `card style` (of the card).
    var rulesName: String { measuredAgainst == .window ? "modal style" : "card style" }
    /// The two rules of the doc comment.
    var ruleSummaries: [String] {
        ["dragged down further than the dismiss share → dismiss", "otherwise → back to the detent"]
    }
}
