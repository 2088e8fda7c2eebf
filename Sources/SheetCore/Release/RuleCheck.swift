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
