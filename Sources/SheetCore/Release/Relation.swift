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
