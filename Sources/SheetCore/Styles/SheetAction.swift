/// What a tap on the sheet does.
package enum SheetAction: Equatable, Sendable {
    /// Nothing: the tap lands on plain content.
    case none
    /// A close button: dismiss (reason "button").
    case dismiss
    /// A segment of a segmented control was chosen.
    case select(control: Int, segment: Int)
    /// Go to the other resting detent (the peeking card).
    case toggle
    /// The grabber, tapped: the next detent up, from the highest the one below; with one
    /// detent, dismiss (reason "grabber").
    case grabber
}
