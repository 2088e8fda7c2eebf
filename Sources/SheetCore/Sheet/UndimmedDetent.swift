/// Up to which detent the overlay stays clear and the page usable (Apple's
/// `largestUndimmedDetentIdentifier`, vaul's `fadeFromIndex`): `none`, or a detent's name.
package struct UndimmedDetent: RawRepresentable, Hashable, Sendable {
    /// `none`, `default` or the name of a detent, as given to `--undimmed-detent`.
    package var rawValue: String
    /// The detent called `rawValue`; whether the style has it is checked later, per style.
    package init(rawValue: String) { self.rawValue = rawValue }
    /// Dimmed at every detent.
    package static let none = UndimmedDetent(rawValue: "none")
    /// The sheet's default detent (FloatingPanel's half state stays undimmed).
    package static let `default` = UndimmedDetent(rawValue: "default")
    /// The names the default sheet's detents always allow.
    package static let allCases: [UndimmedDetent] = [.none, .default]
}
