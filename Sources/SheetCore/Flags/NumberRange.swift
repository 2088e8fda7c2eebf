/// A numeric range a flag accepts, with the words `--help` and error messages use for it.
package struct NumberRange: Sendable, Equatable {
    /// The lower bound; in the range itself only when `lowerInclusive`.
    package var lower: Double
    /// Whether `lower` itself is allowed.
    package var lowerInclusive: Bool
    /// The upper bound, infinity for none; in the range itself only when `upperInclusive`.
    package var upper: Double
    /// Whether `upper` itself is allowed.
    package var upperInclusive: Bool

    /// Zero or more: distances and durations.
    package static let nonNegative = NumberRange(
        lower: 0, lowerInclusive: true, upper: .infinity, upperInclusive: false)
    /// More than zero: heights that must leave something to draw.
    package static let positive = NumberRange(
        lower: 0, lowerInclusive: false, upper: .infinity, upperInclusive: false)
    /// 0…1 with both ends: opacities and fractions of the window.
    package static let unit = NumberRange(
        lower: 0, lowerInclusive: true, upper: 1, upperInclusive: true)
    /// Above 0, up to 1: scales and shares where 0 would make the sheet vanish.
    package static let openUnit = NumberRange(
        lower: 0, lowerInclusive: false, upper: 1, upperInclusive: true)
    /// Strictly between 0 and 1: rates and progress thresholds where either end is meaningless.
    package static let openInterval = NumberRange(
        lower: 0, lowerInclusive: false, upper: 1, upperInclusive: false)

    /// Whether `value` is finite and within the bounds, each end inclusive or not as set.
    package func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        let aboveLower = lowerInclusive ? value >= lower : value > lower
        let belowUpper = upper.isInfinite ? true : (upperInclusive ? value <= upper : value < upper)
        return aboveLower && belowUpper
    }

    /// "≥ 0", "> 0", "0…1", "(0, 1]".
    package var text: String {
        if upper.isInfinite { return (lowerInclusive ? ">= " : "> ") + Format.number(lower) }
        if lowerInclusive && upperInclusive {
            return "\(Format.number(lower))..\(Format.number(upper))"
        }
        return (lowerInclusive ? "[" : "(") + "\(Format.number(lower)), \(Format.number(upper))"
            + (upperInclusive ? "]" : ")")
    }
}
