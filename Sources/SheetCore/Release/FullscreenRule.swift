/// Seed 003's rule, the seed policy's rule 2 and the half sheet's rule 1: a release strictly
/// faster than `--fullscreen-velocity` upward, or with the sheet's top strictly above
/// `--fullscreen-fraction` of the window, goes to the highest detent. Written once: both
/// explain it from here.
struct FullscreenRule: Sendable {
    /// An upward release faster than this (pt/s) goes to the highest detent.
    var velocity: Double
    /// Released with its top above this fraction of the window height (0…1), the sheet goes
    /// to the highest detent.
    var fraction: Double
    /// Whether a downward flick as fast stops the position half from holding the sheet up
    /// (the seed policy's SPEC §5: a later rule lands it); the write-up's half sheet keeps
    /// position alone.
    var flickDownReleases: Bool
    /// Whether the explanation's limit says the fraction and the window's height (the seed
    /// policy's), or names the flag alone (the half sheet's, as its goldens read).
    var limitShowsValues: Bool

    /// The rule as the explanation states it.
    var summary: String {
        "a fast upward flick, or the top above the fullscreen fraction"
            + (flickDownReleases ? " unless flicked down" : "") + " → the highest detent"
    }

    /// Whether `release` goes to the highest detent by this rule, each fact noted in `trace`.
    func holds(_ release: Release, into trace: inout RuleTrace) -> Bool {
        let top = trace.value(
            "top", release.windowHeight - release.height,
            "window \(shown(release.windowHeight)) - height \(shown(release.height))")
        let flickedUp = trace.check(
            "velocity", release.velocity, .less, FlagName.fullscreenVelocity.option + ", upward",
            -velocity)
        let flickedDown =
            flickDownReleases
            && trace.check(
                "velocity", release.velocity, .greater, FlagName.fullscreenVelocity.option, velocity
            )
        // The limit's words are made only when the trace keeps them (an autoclosure): this
        // rule is also asked at every frame of a drag, whether a release would dismiss.
        let high = trace.check(
            "top", top, .less, limitName(release), release.windowHeight * fraction)
        return flickedUp || (!flickedDown && high)
    }

    /// How the explanation names the position limit.
    private func limitName(_ release: Release) -> String {
        let flag = FlagName.fullscreenFraction.option
        return limitShowsValues
            ? "\(flag) \(shown(fraction)) × window \(shown(release.windowHeight))"
            : "\(flag) × window"
    }
}
