/// What a tap on the sheet's grabber does (UIKit's since iOS 16). With two detents every
/// choice but `off` toggles between them; with one a tap dismisses. With three or more the
/// readings differ (docs/presets.md, "Grabber tap"), so each is a value.
package enum GrabberTap: String, CaseIterable, Sendable {
    /// Nothing: the write-ups' grabber only shows where to drag.
    case off
    /// The next detent up (from the highest, the one below). The grabber takes taps in a
    /// 44 pt square, as UIKit's does.
    case on
    /// One detent down, from the lowest to the highest: iOS 26.1's
    /// `_indexOfActiveDetentForTappingGrabber` as read from its code.
    case down
    /// One detent up, from the highest to the lowest: react-native-true-sheet's emulation.
    case up

    /// Whether the grabber takes taps at all.
    package var takesTaps: Bool { self != .off }
}
