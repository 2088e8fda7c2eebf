/// `--orientation`: how the `--device` is held. Landscape turns its screen (the window is its
/// height by its width) and its safe area, and on a phone gives a compact height, where
/// UIKit's sheet is full screen unless attached to the bottom edge (`--edge-attached`).
package enum Orientation: String, CaseIterable, Sendable {
    /// Upright: the device's figures as listed.
    case portrait
    /// On its side, the Dynamic Island (or the top of the screen) at the left.
    case landscape
}
