/// A flag that turns something on or off (`--dismiss-cue`, `--dismissible`).
package enum OnOff: String, CaseIterable, Sendable {
    /// On.
    case on
    /// Off.
    case off

    /// Whether it is on.
    package var isOn: Bool { self == .on }
}
