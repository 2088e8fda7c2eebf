/// `--style half` (seed 003): a plain white sheet with a grabber and nothing else, resting at
/// half the window over a constant dim (or at `--detents`); its top follows the finger 1:1,
/// never above the window's top edge; released fast upward or with its top above a quarter of
/// the window it goes full height, else down to the detent below.
enum HalfSheetStyle: StyleDefinition {
    /// `--detents`, or the write-up's two: half (`--half-fraction` of the window) and full.
    static func specs(_ constants: SheetConstants) -> [DetentSpec] {
        constants.detents ?? [
            DetentSpec(name: "half", value: .fraction(constants.halfFraction)),
            DetentSpec(name: "full", value: .max),
        ]
    }

    static func style(_ constants: SheetConstants, body: SheetBody) -> SheetStyle {
        // Full height is the whole window: no inset, and no dismiss line (nothing dismisses
        // the write-up's sheet but a tap on the dim).
        let layout = DetentListLayout(
            specs: specs(constants), topInset: 0, dismissLine: 0,
            dimAlpha: constants.dimAlpha,
            dim: .constant, page: .flat)
        return SheetStyle(
            layout: layout, behavior: HalfSheetBehavior(constants: constants),
            appearance: GrabberSheetAppearance(
                cornerRadius: constants.cornerRadius, body: nil,
                image: body.image, palette: constants.appearance.palette),
            usedFlags: [
                .halfFraction, .fullscreenVelocity, .fullscreenFraction, .dimAlpha,
                .dimDuration, .dimOutDuration, .presentDuration, .snapDuration,
                .cornerRadius, .velocityWindow, .detents,
            ])
    }

    /// `--detents` replaces half and full.
    static var traits: StyleTraits { StyleTraits(takesDetentList: true) }

    static func exportedDetents(_ constants: SheetConstants) -> ExportedDetents? {
        ExportedDetents(
            specs: specs(constants), topInset: 0,
            heightFlags: constants.detents == nil ? [.detents, .halfFraction] : [.detents])
    }
}

/// Seed 003's pan handler, over any number of detents.
struct HalfSheetBehavior: SheetBehavior {
    let constants: SheetConstants

    var timing: StyleTiming {
        StyleTiming(constants, easing: .easeInOut)
    }

    var overlayTapDismisses: Bool { true }
    /// The write-up's pan handler only moves between half and full: a tap on the dim closes.
    var dragDismisses: Bool { false }

    /// Rule 1: the seed policy's rule 2 (`FullscreenRule`), where a fast downward flick does
    /// not release the position half: the write-up's pan handler checks position alone.
    var rule1: FullscreenRule {
        FullscreenRule(
            velocity: constants.fullscreenVelocity,
            fraction: constants.fullscreenFraction, flickDownReleases: false,
            limitShowsValues: false)
    }

    /// 1. faster than the fullscreen velocity upward, or the top above the fullscreen
    /// fraction of the window → the highest detent (full); 2. otherwise → the highest detent
    /// at or below the sheet, short of the highest (with two detents: half), else the lowest.
    func evaluate(_ release: Release, detents: DetentSet, into trace: inout RuleTrace)
        -> ReleaseDecision
    {
        if trace.rule(1, rule1.holds(release, into: &trace)) {
            return ReleaseDecision(target: .detent(detents.highest), rule: 1)
        }
        let target = trace.pick(
            detents.landing(below: release.height),
            "highest detent at or below the sheet, short of the highest")
        _ = trace.rule(2, true)
        return ReleaseDecision(target: .detent(target), rule: 2)
    }

    /// `half style`.
    var rulesName: String { "half style" }
    /// The two rules of the doc comment.
    var ruleSummaries: [String] {
        [
            rule1.summary,
            "otherwise → the highest detent at or below the sheet, short of the highest",
        ]
    }
}
