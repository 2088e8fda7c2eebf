/// Which release policy decides where a released sheet lands (`--style sheet`).
package enum PolicyKind: String, CaseIterable, Sendable {
    /// The write-ups' five ordered rules (seed 000's detent rules + seed 003's velocity rule).
    case seed
    /// Project the release with a deceleration rate, then take the nearest detent.
    case projected
    /// The nearest detent to where it was let go.
    case nearest
    /// Faster than the fullscreen velocity: the next detent that way; else the nearest.
    case velocity
    /// The nearest of the detents and the closed position to where the sheet would be after
    /// `--projection-time` seconds at the release velocity (gorhom, via redash's snapPoint).
    case linear
    /// Material's BottomSheetBehavior: a significant downward fling hides the sheet when its
    /// top, projected `--projection-time` ahead, passes half the collapsed height.
    case material
    /// A flick moves at most one detent from where the drag began; a slow release takes the
    /// nearest (vaul's `snapToSequentialPoint`).
    case sequential
    /// UISheetPresentationController's: the nearest detent to a projection that ignores slow
    /// releases, a fast flick one detent further, closed only below the lowest detent.
    case uikit
}
