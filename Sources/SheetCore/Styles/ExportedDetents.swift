/// A style's resting heights as the exports write them, and the flags that set them.
struct ExportedDetents {
    /// The detents, lowest first; a `.max` one reaches `topInset` below the window's top edge.
    var specs: [DetentSpec]
    /// Where a `.max` detent stops below the window's top.
    var topInset: Double
    /// The flags that set the heights above.
    var heightFlags: Set<FlagName>
}
