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
