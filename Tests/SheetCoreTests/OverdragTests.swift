import Foundation
import Testing

@testable import SheetCore

struct OverdragTests {
    @Test func rubberBandIsContinuousMonotonicAndBounded() {
        #expect(rubberBand(offset: 0, dimension: 844, constant: 0.55) == 0)
        #expect(
            abs(rubberBand(offset: 1e-6, dimension: 844, constant: 0.55) / 1e-6 - 0.55) < 1e-6,
            "slope c at the edge")
        var previous = 0.0
        for x in stride(from: 1.0, through: 100_000, by: 97) {
            let value = rubberBand(offset: x, dimension: 844, constant: 0.55)
            #expect(value > previous && value < 844)
            previous = value
        }
    }

    @Test func rubberDragHeightIsContinuousAtBothEdges() {
        let rubber = OverdragGeometry(.rubber)
        for edge in [780.0, 300] {
            let inside = rubber.drawn(edge, grabbedAt: 300)
            #expect(inside == edge)
            #expect(abs(rubber.drawn(edge + 1e-6, grabbedAt: 300) - edge) < 1e-6)
            #expect(abs(rubber.drawn(edge - 1e-6, grabbedAt: 300) - edge) < 1e-6)
        }
        #expect(rubber.drawn(5000, grabbedAt: 300) < 780 + 844)
        #expect(rubber.drawn(-5000, grabbedAt: 300) > 300 - 844)
        let clamp = OverdragGeometry(.clamp)
        #expect(clamp.drawn(900, grabbedAt: 300) == 780)
        #expect(clamp.drawn(900, grabbedAt: 800) == 800)
    }

    @Test func sqrtOverdragMatchesGorhomPastTheTopOnly() {
        let gorhom = OverdragGeometry(.sqrt)
        // gorhom's band, (√100 − 1) · 2.5, squeezed into the 64 pt left above max so the
        // sheet stays inside the window (issue 11 §4.2).
        let band = 9 * 2.5
        let expected = 780 + 64 * (1 - exp(-band / 64))
        let drawn = gorhom.drawn(780 + 99, grabbedAt: 300)
        #expect(abs(drawn - expected) < 1e-9)
        #expect(gorhom.drawn(100, grabbedAt: 300) == 100)
    }

    @Test(arguments: OverdragKind.allCases)
    func theInverseOverdragFindsTheFinger(_ kind: OverdragKind) {
        let geometry = OverdragGeometry(kind)
        for raw in stride(from: 781.0, through: 1200, by: 37) {
            let drawn = geometry.drawn(raw, grabbedAt: 300)
            let back = geometry.raw(forHeight: drawn)
            #expect(abs(geometry.drawn(back, grabbedAt: 300) - drawn) < 1e-6)
        }
    }

    @Test func cancellingAnOverdragReleasesWhereTheSheetWas() throws {
        var driver = Driver(start: "max") { Preset.fluid.apply(to: &$0) }
        driver.send(.pointerDown(Point(x: 195, y: 300)))
        driver.time += 0.2
        driver.send(.pointerMove(Point(x: 195, y: 100)))
        let held = driver.height
        #expect(held > 780)
        driver.time += 0.3
        driver.send(.pointerCancel)
        let (height, velocity, _, target, _) = try #require(
            driver.log.last(where: { $0.name == "drag-end" })?.dragEnd)
        #expect(height == held && velocity == 0 && target == "max")
    }

    /// Below the lowest detent (default, 300 pt) a rubber drag resists as UIScrollView's edge
    /// does over the window's 844 pt, `(1 − 1 / (x · c / d + 1)) · d` with c 0.55, and stops at
    /// the bottom edge once that band is more than the 300 pt left (found by the random
    /// sequences: it went negative).
    @Test(arguments: [100.0, 400, 3400])
    func aRubberBandDragBelowTheLowestDetentResistsAndStopsAtTheBottomEdge(_ pulled: Double) {
        var driver = Driver(start: "default") { $0.constants.overdrag = .rubber }
        driver.send(.pointerDown(Point(x: 195, y: 600)))
        driver.send(.pointerMove(Point(x: 195, y: 600 + pulled)))
        let band = (1 - 1 / (pulled * 0.55 / 844 + 1)) * 844
        #expect(abs(driver.height - max(0, 300 - band)) < 1e-9, "pulled \(pulled): band \(band)")
    }
}
