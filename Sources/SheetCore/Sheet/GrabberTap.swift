/// What a tap on the sheet's grabber does (UIKit's since iOS 16).
package enum GrabberTap: String, CaseIterable, Sendable {
    /// Nothing: the write-ups' grabber only shows where to drag.
    case off
    /// The next detent up (from the highest, the one below); a sheet with one detent
    /// dismisses. The grabber takes taps in a 44 pt square, as UIKit's does.
    case on
}
