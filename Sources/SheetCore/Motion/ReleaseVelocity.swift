/// Whether the finger's speed at release carries into the landing animation.
package enum ReleaseVelocity: String, CaseIterable, Sendable {
    /// The animation starts at the finger's speed at release.
    case carry
    /// The animation starts from rest (PanModal's `initialSpringVelocity: 0`).
    case drop
}
