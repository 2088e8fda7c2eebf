/// `--grabber`: whether the sheet draws its grabber (UIKit's `prefersGrabberVisible`).
package enum GrabberVisibility: String, CaseIterable, Sendable {
    /// Drawn (the write-ups' sheet always has one).
    case visible
    /// Not drawn, as UIKit's sheet unless `prefersGrabberVisible`; a tap where it would be
    /// does nothing.
    case hidden
}
