/// One write-up's sheet system: a choice of a layout, a behaviour and an appearance.
///
/// `SheetMachine` runs any style and reads only its layout, behaviour and hit regions; the
/// scene builder draws its appearance. A new style is a new choice of the three (most reuse
/// an existing piece) and a case in `StyleKind`.
package struct SheetStyle: Sendable {
    /// Where it rests, and the dim and card scale for a height.
    package var layout: any DetentLayout
    /// How it moves and where a release lands.
    package var behavior: any SheetBehavior
    /// How it is drawn and what a tap on it does.
    package var appearance: any SheetAppearance
    /// Flags this style reads, besides those every style reads (`Flag.readByEveryStyle`).
    package var usedFlags: Set<FlagName>

    /// The style from its three pieces.
    package init(
        layout: any DetentLayout, behavior: any SheetBehavior, appearance: any SheetAppearance,
        usedFlags: Set<FlagName>
    ) {
        self.layout = layout
        self.behavior = behavior
        self.appearance = appearance
        self.usedFlags = usedFlags
    }

    // Shorthands for what callers outside the machine most often ask a style.

    /// The layout's detents for `window` (with no content measured yet).
    package func detents(window: Size, contentHeight: Double = 0) -> DetentSet {
        layout.detents(window: window, contentHeight: contentHeight)
    }
    /// The behaviour's release decision.
    package func decide(_ release: Release, detents: DetentSet) -> ReleaseDecision {
        behavior.decide(release, detents: detents)
    }
    /// The behaviour's drawn height for a drag.
    package func dragHeight(
        _ raw: Double, grabbedAt: Double, detents: DetentSet, window: Size
    ) -> Double {
        behavior.dragHeight(raw, grabbedAt: grabbedAt, detents: detents, window: window)
    }
    /// The behaviour's finger position for a drawn height.
    package func dragRaw(forHeight height: Double, detents: DetentSet, window: Size) -> Double {
        behavior.dragRaw(forHeight: height, detents: detents, window: window)
    }
    /// The behaviour's timing.
    package var timing: StyleTiming { behavior.timing }
    /// The appearance's content as draw items.
    package func content(width: Double, controls: [Int], measurer: any TextMeasurer) -> [DrawItem] {
        appearance.content(width: width, controls: controls, measurer: measurer)
    }
    /// The appearance's content as pieces.
    package func contentPieces(
        width: Double, controls: [Int], measurer: any TextMeasurer
    ) -> [ContentPiece] {
        appearance.contentPieces(width: width, controls: controls, measurer: measurer)
    }
}
