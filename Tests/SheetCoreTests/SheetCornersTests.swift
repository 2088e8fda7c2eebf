import Testing

@testable import SheetCore

/// The look owns the sheet's corners (issue 38): their radius unless `--corner-radius` says
/// otherwise, their curve, and the page card's radius behind a risen sheet.
struct SheetCornersTests {
    /// The corners the sheet's shape is drawn with, and the page's corner radius at max.
    static func drawn(_ arguments: [String]) throws -> (CornerRadii, Double) {
        let constants = try parsedRun(arguments).constants
        let style = constants.style.behavior(constants)
        var items: [DrawItem] = []
        style.appearance.background(
            width: constants.window.width, height: 400, window: constants.window, into: &items)
        let corners: CornerRadii
        switch items.first {
        case .shape(_, let radii, _)?, .glass(_, let radii, _)?: corners = radii
        default:
            Issue.record("no sheet shape drawn for \(arguments)")
            return (CornerRadii(all: 0), 0)
        }
        let detents = style.detents(window: constants.window)
        let page = style.layout.pageTransform(height: detents.highest.height, detents: detents)
        return (corners, page.cornerRadius)
    }

    @Test func eachLookDrawsItsOwnCorners() throws {
        for look in SheetLook.allCases {
            let (corners, page) = try Self.drawn(["--look", look.rawValue])
            var expected = CornerRadii.top(look.corners.radius)
            if look.floats {
                // Inset at 400 pt, no device: the bottom corners at their least, 20 pt.
                expected.bottomLeft = FloatingSheet.minimumBottomRadius
                expected.bottomRight = FloatingSheet.minimumBottomRadius
            }
            expected.continuous = look.corners.continuous
            #expect(corners == expected, "\(look): the sheet's corners")
            #expect(page == look.corners.pageCard, "\(look): the page's card at max")
        }
        #expect(SheetLook.ios18.corners.continuous && !SheetLook.seed.corners.continuous)
        #expect(SheetLook.ios18.corners.radius == 10 && SheetLook.seed.corners.radius == 16)
        #expect(SheetLook.ios26.corners.radius == 38 && SheetLook.ios26.corners.continuous)
    }

    @Test func theFlagSetsTheRadiusNotTheCurve() throws {
        let (corners, _) = try Self.drawn(["--look", "ios18", "--corner-radius", "24"])
        #expect(corners.topLeft == 24 && corners.topRight == 24 && corners.continuous)
        let (seed, _) = try Self.drawn(["--corner-radius", "24"])
        #expect(seed.topLeft == 24 && !seed.continuous)
    }
}
