/// Rules that decide where a released sheet lands: a release policy, or a style's own.
/// Each writes its rules once, in `evaluate`; deciding and explaining both run it.
package protocol ReleaseRules: Sendable {
    /// Whose rules these are, as explanations name them ("seed", "modal style").
    var rulesName: String { get }
    /// What each rule says, in order (rule `n` is element `n - 1`), as the doc comment has it.
    var ruleSummaries: [String] { get }
    /// Evaluates the rules in order on `release`, each into `trace` (`rule(_:_:)` once per
    /// rule tested, the first that matches last), and returns the first match's decision.
    func evaluate(_ release: Release, detents: DetentSet, into trace: inout RuleTrace)
        -> ReleaseDecision
}

extension ReleaseRules {
    /// Where `release` lands among `detents`, and the number of the rule that said so.
    package func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision {
        var trace = RuleTrace(recording: false)
        return evaluate(release, detents: detents, into: &trace)
    }

    /// The same decision with every rule tested on the way, and the numbers each compared.
    package func explain(_ release: Release, detents: DetentSet) -> ReleaseExplanation {
        var trace = RuleTrace(recording: true)
        let decision = evaluate(release, detents: detents, into: &trace)
        return ReleaseExplanation(
            rulesName: rulesName, summaries: ruleSummaries, steps: trace.steps, decision: decision)
    }
}
