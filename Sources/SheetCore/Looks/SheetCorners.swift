/// The sheet's corners as a look draws them: the top corners' radius it gives the sheet
/// (`--corner-radius` sets another), whether their curve is Apple's continuous one, and the
/// radius the page behind takes as it shrinks into a card.
package struct SheetCorners: Equatable, Sendable {
    /// The sheet's top corners, in points.
    package var radius: Double
    /// Apple's continuous curve (`UIBezierPath(roundedRect:cornerRadius:)`), or circular arcs.
    package var continuous: Bool
    /// The page behind at the top of its shrink into a card.
    package var pageCard: Double

    /// The write-ups' sheet: 16 pt circular corners; the page's card takes 10 pt.
    package static let seed = SheetCorners(radius: 16, continuous: false, pageCard: 10)
    /// UIKit's on iOS 15–18 (`preferredCornerRadius` nil: the system's 10 pt), continuous; the
    /// presenting view's card takes 10 pt too.
    package static let ios18 = SheetCorners(radius: 10, continuous: true, pageCard: 10)
    /// UIKit's on iOS 26: 38 pt top corners (the bottom ones follow the display's:
    /// `FloatingSheet`), continuous; the presenting view's card as on iOS 18.
    package static let ios26 = SheetCorners(radius: 38, continuous: true, pageCard: 10)
}

extension SheetLook {
    /// The look's own corners.
    package var corners: SheetCorners {
        switch self {
        case .seed: return .seed
        case .ios18: return .ios18
        case .ios26: return .ios26
        }
    }
}
