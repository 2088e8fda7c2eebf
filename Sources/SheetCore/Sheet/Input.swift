/// One input, already in points and seconds; SheetDesktop translates SDL events into these.
package enum Input: Equatable, Sendable {
    /// The button went down at this point of the window.
    case pointerDown(Point)
    /// The pointer moved to this point, pressed or not.
    case pointerMove(Point)
    /// The button came up at this point.
    case pointerUp(Point)
    /// The press ended without a release the window saw (focus lost, button-up missed).
    case pointerCancel
    /// The mouse wheel, in notches: positive away from the user (scrolls content back down).
    case wheel(Double)
    /// A key the sheet responds to was pressed.
    case key(Key)
    /// The window's new size.
    case resize(Size)
    /// The sheet's content, laid out at the phone's width, is this many points tall: a fact
    /// only the layout (with its fonts) knows, recorded so a trace replays without them.
    case content(Double)
    /// New constants applied live (the tuning panel), recorded so a replay follows them: the
    /// sheet's only, never the run's files or options.
    /// Boxed (`indirect`): inline, its hundreds of bytes made every input as large, and a
    /// trace of a million moves held half a gigabyte of room for configurations.
    indirect case reconfigure(SheetConstants)
}
