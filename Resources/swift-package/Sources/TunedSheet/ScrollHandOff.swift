/// What a drag over scrolling content in the sheet moves: the sheet or the content.
public enum ScrollOwner: Equatable, Sendable {
    /// The sheet follows the finger (the content stays pinned at its top).
    case sheet
    /// The content scrolls; the sheet stays.
    case content
}

/// The hand-off between a sheet and the scroll view inside it, as UIKit's sheet does it: a
/// drag up scrolls only a sheet already at its highest detent; a drag down scrolls content
/// not yet at its top, and once the content reaches its top the same drag moves the sheet.
/// A drag the sheet took stays the sheet's until the finger lifts.
public enum ScrollHandOff {
    /// Who moves on a step `dy` points (down positive) of a drag that `current` moved so far
    /// (nil: the drag's first step), with the content `atTop` (scrolled to its top or above)
    /// and the sheet resting at its highest detent or not (`atHighest`).
    public static func owner(
        current: ScrollOwner?, dy: Double, atTop: Bool, atHighest: Bool
    ) -> ScrollOwner {
        switch current {
        case .sheet?: return .sheet
        case .content?: return atTop && dy > 0 ? .sheet : .content
        case nil:
            if !atTop { return .content }
            if dy > 0 { return .sheet }
            return atHighest ? .content : .sheet
        }
    }
}
