import Testing

@testable import SheetCore

/// Issue 11 §4.5, SPEC §5 rule 2 as changed: the sheet's position sends it to max only when
/// the release is not a downward flick (v ≤ +fullscreen-velocity); a fast flick down from max
/// falls through to rule 4 and lands on default.
struct DownwardFlickTests {
    func decide(
        height: Double, translation: Double, velocity: Double,
        _ change: (inout Configuration) -> Void = { _ in }
    )
        -> ReleaseDecision
    {
        var configuration = Configuration()
        change(&configuration)
        let detents = DetentSet.sheet(configuration.constants, windowHeight: 844)
        return SeedReleasePolicy(configuration.constants).decide(
            Release(
                height: height, translation: translation, velocity: velocity, windowHeight: 844),
            detents: detents)
    }

    /// The reported release: 929 pt/s down, 140 pt below max (top 204, above 844 / 4 = 211).
    @Test func theReportedFlickDownFromMaxLandsOnDefault() {
        let decision = decide(height: 640, translation: 140, velocity: 929)
        #expect(decision.target.name == "default" && decision.rule == 4, "\(decision)")
    }

    @Test func theFlickMustBeFasterThanTheFullscreenVelocity() {
        #expect(
            decide(height: 640, translation: 140, velocity: 300)
                == decide(height: 640, translation: 140, velocity: 0))
        #expect(
            decide(height: 640, translation: 140, velocity: 300).rule == 2,
            "exactly 300 pt/s is no flick"
        )
        #expect(decide(height: 640, translation: 140, velocity: 300.01).rule == 4)
        let slower = decide(height: 640, translation: 140, velocity: 929) {
            $0.constants.fullscreenVelocity = 1000
        }
        #expect(slower.target.name == "max" && slower.rule == 2, "the threshold is the flag's")
    }

    @Test func aDownwardFlickThatEndsDraggingUpStillTakesRuleFive() {
        // Up overall but flicked down at the end: not rule 2 any more, and not dragging down.
        let decision = decide(height: 700, translation: -20, velocity: 900)
        #expect(decision.target.name == "max" && decision.rule == 5, "\(decision)")
    }

    @Test func anUpwardFlickStillWinsRuleTwo() {
        #expect(decide(height: 640, translation: 140, velocity: -929).rule == 2)
    }

    /// The same release through the machine: pressed at max, moved 140 pt down at 929 pt/s.
    @Test func theMachineLandsAFlickDownFromMaxOnDefault() throws {
        var driver = Driver(start: "max")
        driver.send(.pointerDown(Point(x: 195, y: 200)))
        let steps = 9
        for step in 1...steps {
            driver.time += 140.0 / 929 / Double(steps)
            driver.send(.pointerMove(Point(x: 195, y: 200 + 140 * Double(step) / Double(steps))))
        }
        driver.send(.pointerUp(Point(x: 195, y: 340)))
        let (height, velocity, translation, target, rule) = try #require(
            driver.log.last(where: { $0.name == "drag-end" })?.dragEnd,
            "no drag-end in \(driver.log)")
        #expect(height == 640 && translation == 140)
        #expect(abs(velocity - 929) < 1, "velocity \(velocity)")
        #expect(target == "default" && rule == 4)
        driver.wait(1)
        #expect(driver.log.last == .settled(detent: "default", index: 0, height: 300))
    }

    /// `--style half` keeps seed 003's own rule (SPEC §7 is unchanged): its position half
    /// is not waived for a downward flick.
    @Test func halfKeepsSeedThreesPositionRule() {
        let configuration = Configuration(style: .half)
        let style = StyleKind.half.behavior(configuration.constants)
        let detents = style.detents(window: configuration.constants.window)
        let decision = style.decide(
            Release(height: 704, translation: 140, velocity: 929, windowHeight: 844),
            detents: detents)
        #expect(decision.target.name == "full" && decision.rule == 1)
    }
}
