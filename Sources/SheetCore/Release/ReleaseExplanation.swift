/// Why a release landed where it did: each rule tested, in order, and the decision.
package struct ReleaseExplanation: Equatable, Sendable {
    /// Whose rules decided ("seed", "half style").
    package var rulesName: String
    /// What each rule says, in order; those after the match were not reached.
    package var summaries: [String]
    /// The rules tested, in order; the last one matched.
    package var steps: [RuleStep]
    /// Where the sheet went, and by which rule.
    package var decision: ReleaseDecision

    /// The matched rule's step.
    package var matchedStep: RuleStep? { steps.last { $0.matched } }

    /// One line for the HUD: "rule 2 of seed: velocity -812 < -300 → max".
    package var compact: String {
        let facts = matchedStep?.facts ?? []
        let checks = facts.compactMap { fact -> String? in
            guard case .check(let check) = fact else { return nil }
            return check.fact
        }
        // A rule that compares nothing ("otherwise") says how it picked its detent.
        let picked = facts.compactMap { fact -> String? in
            guard case .pick(let how, _) = fact else { return nil }
            return how
        }
        let why =
            checks.isEmpty
            ? (["otherwise"] + picked.prefix(1)).joined(separator: ": ")
            : checks.joined(separator: ", ")
        return "rule \(decision.rule) of \(rulesName): \(why) → \(decision.target.name)"
    }
}
