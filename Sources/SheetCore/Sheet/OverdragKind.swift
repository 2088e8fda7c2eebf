/// What happens when a drag goes past max or below the lowest detent.
package enum OverdragKind: String, CaseIterable, Sendable {
    /// The sheet stops (the write-ups).
    case clamp
    /// The sheet follows with growing resistance, like UIScrollView's edges.
    case rubber
    /// The sheet follows by (√(1 + x) − 1) · factor (gorhom's over-drag resistance).
    case sqrt
    /// Past the top only, 8 · (ln(x + 1) − 2) (vaul's damping).
    case log
    /// UIKit's sheet: past the highest detent the rubber band of `--rubber-constant` over
    /// the gap left above it to the safe area's top, at most 100 pt (about 10 pt on a phone);
    /// below the lowest detent 1:1, towards closed.
    case uikit
}
