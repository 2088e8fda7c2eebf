/// How the sheet moves to where it lands.
package enum AnimationKind: String, CaseIterable, Sendable {
    /// Fixed durations on a timing curve (the write-ups' `UIView.animate`).
    case curve
    /// A damped spring fed the release velocity.
    case spring
}
