extension PlatformRelease {
    /// Material 3's `ModalBottomSheet` (androidx.compose.material3 1.4): its `SheetState`
    /// settles through an anchored draggable (`SheetState.kt`, `AnchoredDraggable.kt`'s
    /// `computeTarget`), with `BottomSheetDefaults`' thresholds — sources and their class in
    /// docs/export.md. Anchors are the sheet's top offsets: Hidden at the window's bottom,
    /// PartiallyExpanded at half the window (when not skipped and the sheet is taller), and
    /// Expanded at the sheet's own top. Heights here are dp above the window's bottom.
    package struct Compose: Sendable, Equatable {
        /// The window's height (the sheet's own edge-to-edge window).
        package var window: Double
        /// The PartiallyExpanded anchor's height, nil when it does not exist.
        package var partial: Double?
        /// The Expanded anchor's height: the sheet's own, at most the window.
        package var expanded: Double
        /// Whether settling at Hidden closes the sheet (false when `confirmValueChange` vetoes
        /// it: the sheet goes back to where it was).
        package var hides: Bool
        /// The positional threshold: a slow release moves on only this far past its anchor,
        /// dp (`BottomSheetDefaults`' 56 dp).
        package var positionalThreshold = 56.0
        /// The velocity threshold, dp a second (`BottomSheetDefaults`' 125 dp/s).
        package var velocityThreshold = 125.0

        /// A sheet with these anchors.
        package init(window: Double, partial: Double?, expanded: Double, hides: Bool) {
            self.window = window
            self.partial = partial
            self.expanded = expanded
            self.hides = hides
        }

        /// The resting heights, lowest first.
        package var rests: [Double] { [partial, expanded].compactMap { $0 } }

        /// The landing of a drag that began resting on `active`, the pointer `raised` dp up
        /// (down negative) when it lifts at `velocity` dp a second (down positive).
        package func land(from active: Int, raised: Double, velocity: Double) -> Landing {
            let rests = self.rests
            guard rests.indices.contains(active) else { return .closed }
            // Offsets grow downward; the drag is clamped to the anchors' span.
            let anchors = [window] + rests.map { window - $0 }  // Hidden first
            let current = anchors[active + 1]
            let offset = min(max(current - raised, window - expanded), window)
            let target = self.target(
                offset: offset, current: active + 1, anchors: anchors, velocity: velocity)
            if target == 0 { return hides ? .closed : .rest(active) }
            return .rest(target - 1)
        }

        /// `computeTarget`: still at the current anchor's offset, it stays; moved down
        /// (offset past it), a velocity of the threshold or more goes to the nearest anchor
        /// below, else it moves on only past the positional threshold; up alike.
        func target(offset: Double, current: Int, anchors: [Double], velocity: Double) -> Int {
            let position = anchors[current]
            if offset == position { return current }
            if position < offset {
                // Toward Hidden: the closest anchor at or past the offset.
                let lower =
                    anchors.indices.filter { anchors[$0] >= offset }
                    .min { anchors[$0] < anchors[$1] } ?? current
                if velocity >= velocityThreshold { return lower }
                return offset < position + positionalThreshold ? current : lower
            }
            let upper =
                anchors.indices.filter { anchors[$0] <= offset }
                .max { anchors[$0] < anchors[$1] } ?? current
            if velocity <= -velocityThreshold { return upper }
            return offset > position - positionalThreshold ? current : upper
        }
    }
}
