/// Every style's layout: a detent list resolved against the window, the overlay's dim for a
/// height and the card-scaled page (SPEC §2–3), each style choosing its rules.
struct DetentListLayout: DetentLayout {
    /// How the overlay follows the sheet.
    enum DimRule: Sendable {
        /// SPEC §3: below the lowest detent it follows the sheet; at or above it, full dim.
        case followsBelowLowest
        /// The write-up's dimming view only fades in and out with the presentation.
        case constant
        /// At or below the detent at this index the overlay is clear (UIKit's largest
        /// undimmed detent, vaul's `fadeFromIndex`); it fades in on the way to the next one.
        case undimmedThrough(Int)
    }

    /// How the page behind scales as the sheet rises.
    enum PageRule: Sendable {
        case flat
        /// Scaled towards `scale` and rounded towards `cornerRadius` as the sheet rises
        /// between its two highest detents (from closed when it has one), and only above an
        /// undimmed detent.
        case card(scale: Double, cornerRadius: Double)
    }

    var specs: [DetentSpec]
    /// The gap above the highest height `max` stands for.
    var topInset: Double
    /// Where a release dismisses, on screen (`SheetConstants.dismissLineOnScreen`); 0: nowhere.
    var dismissLine: Double
    /// The device's bottom safe area, which heights in points are measured above.
    var baseline = 0.0
    var dimAlpha: Double
    var dim: DimRule
    var page: PageRule

    func detents(window: Size, contentHeight: Double) -> DetentSet {
        DetentSet(
            specs, windowHeight: window.height, maxHeight: window.height - topInset,
            contentHeight: contentHeight, dismissLine: dismissLine, baseline: baseline)
    }

    func trackedDim(height: Double, detents: DetentSet) -> Double {
        switch dim {
        case .followsBelowLowest:
            return dimAlpha * clamp(height / detents.lowest.height, 0, 1)
        case .constant:
            return dimAlpha
        case .undimmedThrough(let index):
            let clear = detents[index]
            guard let next = detents.next(after: clear), next.height > clear.height else {
                return 0
            }
            return dimAlpha * clamp((height - clear.height) / (next.height - clear.height), 0, 1)
        }
    }

    func pageTransform(height: Double, detents: DetentSet) -> PageTransform {
        guard case .card(let scale, let cornerRadius) = page else { return .identity }
        let count = detents.resting.count
        var low = count > 1 ? detents.resting[count - 2].height : 0
        if case .undimmedThrough(let index) = dim {
            // At or below the undimmed detent the page is live and full size (UIKit keeps the
            // presenting view unscaled there): the card blends in only above it, never from
            // lower than the detent under the highest. Undimmed at the highest: no card.
            guard index < count - 1 else { return .identity }
            low = max(low, detents[index].height)
        }
        let span = detents.highest.height - low
        let progress = span > 0 ? clamp((height - low) / span, 0, 1) : 0
        // A card scale of 1 turns the whole card effect off, its rounded corners included.
        let radius = scale < 1 ? progress * cornerRadius : 0
        return PageTransform(scale: 1 - progress * (1 - scale), cornerRadius: radius)
    }
}
