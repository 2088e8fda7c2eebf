import Testing

@testable import SheetCore

/// The page under an undimmed sheet is live (R3 #8, R3 #13): UIKit's largest undimmed detent
/// keeps the presenting view full size, so the card effect begins only above it; and the
/// wheel over that page is the page's, not the sheet's.
@Suite struct UndimmedPageTests {
    static let three = [
        "--detents", "small=100,medium=50%,large=max", "--dismiss-height", "60",
    ]

    func layout(undimmed: String) throws -> (any DetentLayout, DetentSet) {
        let configuration = try parsedRun(Self.three + ["--undimmed-detent", undimmed])
        let layout = StyleKind.sheet.behavior(configuration.constants).layout
        return (layout, layout.detents(window: Size(width: 390, height: 844), contentHeight: 0))
    }

    @Test func atTheHighestUndimmedDetentThePageIsNeitherDimmedNorScaled() throws {
        let (layout, detents) = try layout(undimmed: "large")
        for height in [100.0, 422, 600, 780] {
            #expect(layout.trackedDim(height: height, detents: detents) == 0)
            #expect(layout.pageTransform(height: height, detents: detents) == .identity)
        }
    }

    @Test func belowAnUndimmedMiddleDetentThePageIsFullSize() throws {
        let (layout, detents) = try layout(undimmed: "medium")
        #expect(layout.pageTransform(height: 422, detents: detents) == .identity)
        #expect(layout.pageTransform(height: 300, detents: detents) == .identity)
        // Above it the card blends in on the way to large, as the dim does.
        let halfway = layout.pageTransform(height: 601, detents: detents)
        #expect(abs(halfway.scale - 0.96) < 1e-9)
        #expect(layout.pageTransform(height: 780, detents: detents).scale == 0.92)
    }

    @Test func anUndimmedLowestDetentKeepsTheCardBetweenTheTwoHighest() throws {
        // The card never starts lower than the detent under the highest (the rule):
        // an undimmed `small` changes nothing about it.
        let (layout, detents) = try layout(undimmed: "small")
        #expect(layout.pageTransform(height: 422, detents: detents) == .identity)
        #expect(layout.pageTransform(height: 780, detents: detents).scale == 0.92)
    }

    // MARK: - R3 #13: the wheel over the live page is the page's

    func undimmedDriver() -> Driver {
        Driver(start: "small") { configuration in
            configuration.constants.detents = try? DetentSpec.list("small=100,medium=50%,large=max")
            configuration.constants.dismissHeight = 60
            configuration.constants.undimmedDetent = UndimmedDetent(rawValue: "small")
        }
    }

    @Test func theWheelOverTheUndimmedPageLeavesTheSheet() {
        var driver = undimmedDriver()
        driver.send(.pointerMove(Point(x: 195, y: 300)))  // over the page, far above the sheet
        driver.send(.wheel(-1))
        driver.wait(1)
        #expect(driver.height == 100)
        #expect(!driver.names.contains("settled"))
    }

    @Test func theWheelOverTheSheetStillStepsIt() {
        var driver = undimmedDriver()
        driver.send(.pointerMove(Point(x: 195, y: 844 - 50)))  // on the 100 pt sheet
        driver.send(.wheel(-1))
        driver.wait(1)
        #expect(driver.height == 422)
        #expect(driver.names == ["settled"])
    }

    @Test func theWheelOverTheDimmedOverlayStillStepsTheSheet() {
        // At medium the overlay dims the page (it is no longer live): the wheel steps on.
        var driver = undimmedDriver()
        driver.key(.up)
        driver.wait(1)
        driver.send(.pointerMove(Point(x: 195, y: 100)))
        driver.send(.wheel(-1))
        driver.wait(1)
        #expect(driver.height == 780)
    }

    @Test func aWheelBeforeThePointerWasSeenStepsTheSheetAsBefore() {
        // A replayed trace recorded before the pointer was tracked has no move before it.
        var driver = undimmedDriver()
        driver.send(.wheel(-1))
        driver.wait(1)
        #expect(driver.height == 422)
    }
}
