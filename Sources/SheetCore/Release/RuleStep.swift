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
