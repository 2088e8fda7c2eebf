/// A release as the machine decided it: what the rules saw, how the velocity was estimated,
/// and the decision. `explain` and the HUD explain it again from this, with the same rules.
package struct ReleaseRecord: Sendable {
    /// Which release of the machine this is (1 for the first).
    package var number: Int
    /// When it happened, seconds on the machine's clock.
    package var time: Double
    /// What the rules were given.
    package var release: Release
    /// The detents the rules chose among.
    package var detents: DetentSet
    /// The pointer's y when the drag began (after a scroll handed the drag over: there).
    package var pressY: Double
    /// The pointer's y at the release.
    package var releaseY: Double
    /// How the release velocity was estimated, with the samples fitted.
    package var velocity: VelocityTracker.Fit
    /// What the machine decided.
    package var decision: ReleaseDecision
    /// The rules that decided (the style's behaviour at that moment).
    package var rules: any ReleaseRules

    /// The rules evaluated again on the same release, step by step. Deciding and explaining
    /// run the same `evaluate`; this still checks the outcome is the machine's decision (and
    /// the velocity the one it was given), so an explanation never tells another story.
    package func explanation() throws(ExplanationMismatch) -> ReleaseExplanation {
        let explanation = rules.explain(release, detents: detents)
        guard explanation.decision == decision else {
            throw ExplanationMismatch(
                "release \(number): the machine decided \(decision.target.name) by rule "
                    + "\(decision.rule), the explanation \(explanation.decision.target.name) by "
                    + "rule \(explanation.decision.rule)")
        }
        guard velocity.velocity == release.velocity else {
            throw ExplanationMismatch(
                "release \(number): the velocity fitted again is "
                    + "\(Format.number(velocity.velocity)) pt/s, the machine had "
                    + "\(Format.number(release.velocity)) pt/s")
        }
        return explanation
    }
}
