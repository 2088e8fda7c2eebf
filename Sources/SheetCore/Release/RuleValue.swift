/// A number a rule worked out on the way (a projected height, the detent a drag began at).
package struct RuleValue: Equatable, Sendable {
    /// Its name ("projected").
    package var name: String
    /// How it was worked out, with the numbers ("520 - -812 × 0.998 / 0.002 / 1000").
    package var formula: String
    /// The result.
    package var value: Double
}
