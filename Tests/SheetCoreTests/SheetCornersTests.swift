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
        guard case .shape(_, let corners, _) = items.first else {
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
            expected.continuous = look.corners.continuous
            #expect(corners == expected, "\(look): the sheet's top corners")
            #expect(page == look.corners.pageCard, "\(look): the page's card at max")
        }
        #expect(SheetLook.ios.corners.continuous && !SheetLook.seed.corners.continuous)
        #expect(SheetLook.ios.corners.radius == 10 && SheetLook.seed.corners.radius == 16)
    }

    @Test func theFlagSetsTheRadiusNotTheCurve() throws {
        let (corners, _) = try Self.drawn(["--look", "ios", "--corner-radius", "24"])
        #expect(corners.topLeft == 24 && corners.topRight == 24 && corners.continuous)
        let (seed, _) = try Self.drawn(["--corner-radius", "24"])
        #expect(seed.topLeft == 24 && !seed.continuous)
    }
}
