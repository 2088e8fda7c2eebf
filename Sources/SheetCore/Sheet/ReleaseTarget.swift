/// Where a released sheet goes.
package enum ReleaseTarget: Equatable, Sendable {
    /// Closed: the sheet falls away.
    case dismiss
    /// Resting at this detent.
    case detent(Detent)

    /// The name events use: "dismiss" or the detent's name.
    package var name: String {
        switch self {
        case .dismiss: return "dismiss"
        case .detent(let detent): return detent.name
        }
    }
}
