/// UIKit's sheet in a regular width (an iPad's full screen): a form sheet, centred, at the
/// default size UIKit picks for the screen, its detents set aside. It rises from the bottom
/// edge to rest centred, the page behind dimmed and not scaled into a card; dragged down it
/// follows the pointer and a release dismisses it or sends it back by the same rules as a
/// sheet with one detent (`SystemPresentation` places it). Figures, classes and sources:
/// docs/presets.md, "The iPad form sheet".
package struct FormSheet: Equatable, Sendable {
    /// The sheet's size in points.
    package var size: Size
    /// Its corners' radius (all four, continuous).
    package var cornerRadius: Double

    /// UIKit's default form sheet size for a screen whose longer side is `longerSide` points
    /// (`_UISheetPresentationMetrics defaultFormSheetSizeForScreenSize:`, iOS 18.2 and 26.1).
    package static func defaultSize(longerSide: Double) -> Size {
        if longerSide <= 1024 { return Size(width: 540, height: 600) }
        if longerSide < 1590 { return Size(width: 580, height: 640) }
        return Size(width: 620, height: 680)
    }

    /// The form sheet of `look` on `screen`, in a window `window` big: the default size, or
    /// the window's where it does not fit (`formSheetSizeForViewController:windowSize:`); its
    /// corners the look's form sheet's, or `radius` where it is not the look's own sheet
    /// radius (a `--corner-radius` tuned: UIKit's `preferredCornerRadius`).
    package init(look: SheetLook, screen: Size, window: Size, radius: Double? = nil) {
        let preferred = Self.defaultSize(longerSide: max(screen.width, screen.height))
        size = Size(
            width: min(preferred.width, window.width), height: min(preferred.height, window.height))
        let own = look.floats ? Self.cornerRadius26 : Self.cornerRadius18
        cornerRadius = radius.map { $0 == look.corners.radius ? own : $0 } ?? own
    }

    /// The corners' radius on iOS 15–18.
    package static let cornerRadius18 = 10.0
    /// The corners' radius on iOS 26.
    package static let cornerRadius26 = 32.0

    /// The sheet's height (from the window's bottom edge to its top, what the machine and
    /// detents speak of) where it rests centred in `window`.
    package func restingHeight(in window: Size) -> Double {
        (window.height + size.height) / 2
    }

    /// Its left edge in `window`.
    package func x(in window: Size) -> Double { (window.width - size.width) / 2 }
}

extension SheetConstants {
    /// The form sheet UIKit shows instead of a bottom sheet: the system look's libraries sheet
    /// on an iOS device in a regular width (wider than `compactWidthLimit`: an iPad's full
    /// screen) and not a compact height (a large phone on its side is full screen); nil
    /// everywhere else.
    package var formSheet: FormSheet? {
        guard showsSystemPresentation, let figures = device.figures,
            window.width > Self.compactWidthLimit, !isCompactHeight
        else { return nil }
        return FormSheet(
            look: look, screen: figures.screen(orientation), window: window, radius: cornerRadius)
    }

    /// The widest screen, in points, whose sheets UIKit attaches to the bottom edge: wider
    /// ones (an iPad's full screen, a regular width) get a form sheet.
    package static let compactWidthLimit = 700.0
}
