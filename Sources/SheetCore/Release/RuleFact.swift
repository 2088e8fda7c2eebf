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
