/// How a rule compares a number with its limit.
package enum Relation: String, Sendable {
    case less = "<"
    case lessOrEqual = "≤"
    case greater = ">"
    case greaterOrEqual = "≥"
    case equal = "="
    case notEqual = "≠"

    /// Whether `value` stands in this relation to `limit`.
    func holds(_ value: Double, _ limit: Double) -> Bool {
        switch self {
        case .less: return value < limit
        case .lessOrEqual: return value <= limit
        case .greater: return value > limit
        case .greaterOrEqual: return value >= limit
        case .equal: return value == limit
        case .notEqual: return value != limit
        }
    }

    /// The relation that holds when this one does not (for numbers that are not NaN).
    package var negated: Relation {
        switch self {
        case .less: return .greaterOrEqual
        case .lessOrEqual: return .greater
        case .greater: return .lessOrEqual
        case .greaterOrEqual: return .less
        case .equal: return .notEqual
        case .notEqual: return .equal
        }
    }
}

/// One comparison a rule made while it was evaluated, with the very numbers it compared.
package struct RuleCheck: Equatable, Sendable {
    /// What was measured ("velocity", "height", "top").
    package var name: String
    /// Its value.
    package var value: Double
    /// How it was compared.
    package var relation: Relation
    /// What it was compared with, and where that comes from ("-fullscreen-velocity").
    package var limitName: String
    /// The limit's value.
    package var limit: Double
    /// Whether the comparison held.
    package var holds: Bool

    /// The comparison as the rule asks it: "velocity -812 < -300 (-fullscreen-velocity)".
    package var question: String {
        "\(name) \(shown(value)) \(relation.rawValue) "
            + "\(Format.number(limit, decimals: 3))" + (limitName.isEmpty ? "" : " (\(limitName))")
    }

    /// What is true, in numbers: the comparison, or its negation when it failed
    /// ("v 20 ≤ 300"), short enough for the HUD.
    package var fact: String {
        let shown = holds ? relation : relation.negated
        return "\(name) \(Format.number(value, decimals: 0)) \(shown.rawValue) "
            + "\(Format.number(limit, decimals: 2))"
    }
}

/// A number a rule worked out on the way (a projected height, the detent a drag began at).
package struct RuleValue: Equatable, Sendable {
    /// Its name ("projected").
    package var name: String
    /// How it was worked out, with the numbers ("520 - -812 × 0.998 / 0.002 / 1000").
    package var formula: String
    /// The result.
    package var value: Double
}

/// One fact a rule's evaluation recorded, in the order it happened.
package enum RuleFact: Equatable, Sendable {
    /// A comparison.
    case check(RuleCheck)
    /// A number worked out.
    case value(RuleValue)
    /// A detent picked, and how ("nearest detent to projected").
    case pick(how: String, detent: Detent)
    /// Another step, in words ("no detent below the sheet: dismiss").
    case note(String)
}

/// One rule of a policy as it was evaluated: its number, whether it matched, and the facts
/// it recorded.
package struct RuleStep: Equatable, Sendable {
    /// The rule's number, as the policy's doc comment numbers them (from 1).
    package var rule: Int
    /// Whether it matched (the first that does decides; none is evaluated after it).
    package var matched: Bool
    /// The comparisons and numbers behind it, in the order they were made.
    package var facts: [RuleFact]
}

/// The recorder a policy's rules are evaluated into: `decide` runs them with recording off
/// (nothing is kept, no text is made, so a frame that asks where a release would land
/// allocates nothing); `explain` runs the same code with recording on. The explanation is
/// therefore never a second copy of the rules: it is their evaluation.
package struct RuleTrace: Sendable {
    /// Whether the facts are kept.
    package let recording: Bool
    /// The rules evaluated so far, in order.
    package private(set) var steps: [RuleStep] = []
    private var pending: [RuleFact] = []

    /// A recorder that keeps the facts when `recording`.
    package init(recording: Bool) { self.recording = recording }

    /// Compares `value` (`name`) with `limit` (`limitName`) by `relation`, records it, and
    /// returns whether it holds.
    /// (`limitName` is made only when recording: `decide` runs every frame and builds no text.)
    package mutating func check(
        _ name: String, _ value: Double, _ relation: Relation,
        _ limitName: @autoclosure () -> String, _ limit: Double
    ) -> Bool {
        let holds = relation.holds(value, limit)
        if recording {
            record(
                .check(
                    RuleCheck(
                        name: name, value: value, relation: relation, limitName: limitName(),
                        limit: limit, holds: holds)))
        }
        return holds
    }

    /// Records a number worked out as `formula` (made only when recording), and returns it.
    @discardableResult
    package mutating func value(
        _ name: String, _ value: Double, _ formula: @autoclosure () -> String
    ) -> Double {
        if recording { record(.value(RuleValue(name: name, formula: formula(), value: value))) }
        return value
    }

    /// Records how a detent was picked (made only when recording), and returns it.
    package mutating func pick(_ detent: Detent, _ how: @autoclosure () -> String) -> Detent {
        if recording {
            record(.pick(how: how(), detent: detent))
        }
        return detent
    }

    /// Records a step in words (made only when recording).
    package mutating func note(_ text: @autoclosure () -> String) {
        if recording { record(.note(text())) }
    }

    /// Keeps a fact for the next rule to end; after the rule that matched (the last one),
    /// for that rule: how it picked its detent.
    private mutating func record(_ fact: RuleFact) {
        if let last = steps.indices.last, steps[last].matched {
            steps[last].facts.append(fact)
        } else {
            pending.append(fact)
        }
    }

    /// Ends rule `number` with the facts recorded since the last rule; returns `matched`.
    package mutating func rule(_ number: Int, _ matched: Bool) -> Bool {
        if recording {
            steps.append(RuleStep(rule: number, matched: matched, facts: pending))
            pending.removeAll()
        }
        return matched
    }
}

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
