import Foundation
import Testing

@testable import SheetCore

struct SpringTests {
    @Test func criticallyDampedStepMatchesTheClosedForm() {
        let spring = Spring(response: 0.4, dampingRatio: 1)
        let w = 2 * Double.pi / 0.4
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let (x, _) = spring.evolve(displacement: 1, velocity: 0, time: t)
            #expect(abs(x - (1 + w * t) * exp(-w * t)) < 1e-12)
        }
    }

    @Test func underDampedStepMatchesTheClosedFormAndOvershoots() {
        let zeta = 0.5
        let spring = Spring(response: 0.5, dampingRatio: zeta)
        let w = 2 * Double.pi / 0.5
        let wd = w * (1 - zeta * zeta).squareRoot()
        var crossed = false
        for t in stride(from: 0.0, through: 1.5, by: 0.01) {
            let (x, _) = spring.evolve(displacement: 1, velocity: 0, time: t)
            let expected = exp(-zeta * w * t) * (cos(wd * t) + zeta * w / wd * sin(wd * t))
            #expect(abs(x - expected) < 1e-12)
            if x < 0 { crossed = true }
        }
        #expect(crossed, "an under-damped spring overshoots its rest point")
    }

    @Test func overDampedVelocityIsTheDerivativeOfPosition() {
        let spring = Spring(response: 0.344, dampingRatio: 4.56)
        let h = 1e-6
        for t in [0.01, 0.1, 0.3] {
            let (x0, v) = spring.evolve(displacement: 100, velocity: -500, time: t)
            let (x1, _) = spring.evolve(displacement: 100, velocity: -500, time: t + h)
            #expect(abs((x1 - x0) / h - v) < 1e-3 * max(1, abs(v)))
        }
    }

    @Test(arguments: [0.3, 0.7, 1.0, 2.0])
    func energyNeverGrows(damping: Double) {
        var motion = SpringMotion(
            spring: Spring(response: 0.4, dampingRatio: damping), from: 300, velocity: 2500, to: 780, start: 0)
        let k = motion.spring.stiffness
        func energy(_ m: SpringMotion) -> Double {
            let x = m.position - m.target
            return 0.5 * m.velocity * m.velocity + 0.5 * k * x * x
        }
        var previous = energy(motion)
        for frame in 1...240 {
            motion.advance(to: Double(frame) / 120)
            let now = energy(motion)
            #expect(now <= previous * (1 + 1e-12))
            previous = now
        }
    }

    @Test func settlesWithinTheExpectedTime() {
        // Critically damped from 480 pt away: within 0.5 pt once (1 + ωt)e^(−ωt) · 480 < 0.5.
        let spring = Spring(response: 0.4, dampingRatio: 1)
        let w = spring.angularFrequency
        var t = 0.0
        while (1 + w * t) * exp(-w * t) * 480 >= 0.5 || w * w * t * exp(-w * t) * 480 >= 1 { t += 1.0 / 480 }
        var motion = SpringMotion(spring: spring, from: 300, velocity: 0, to: 780, start: 0)
        motion.advance(to: t - 0.01)
        #expect(!motion.isSettled)
        motion.advance(to: t + 2.0 / 480)
        #expect(motion.isSettled)
        #expect(motion.position == 780 && motion.velocity == 0)
    }

    @Test func releaseVelocityIsCarriedIntoTheSpring() {
        var motion = SpringMotion(
            spring: Spring(response: 0.4, dampingRatio: 0.9), from: 500, velocity: 3000, to: 300, start: 0)
        motion.advance(to: 0.01)
        #expect(motion.position > 520, "keeps moving up at first, though its rest point is below")
        var fluid = Configuration()
        Preset.fluid.apply(to: &fluid)
        fluid.start = "default"
        var machine = SheetMachine(configuration: fluid)
        machine.handle(.pointerDown(Point(x: 195, y: 600)), at: 0)
        for step in 1...6 { machine.handle(.pointerMove(Point(x: 195, y: 600 - Double(step) * 20)), at: Double(step) * 0.016) }
        machine.handle(.pointerUp(Point(x: 195, y: 480)), at: 0.096)
        guard case .animating(.spring(let spring), _) = machine.motion else { return #expect(Bool(false)) }
        #expect(abs(spring.velocity - 1250) < 1, "the sheet leaves at the finger's 1250 pt/s")
    }

    @Test func grabbingMidSpringTakesOverWithoutAJump() {
        var driver = Driver(start: "default") { $0.animation = .spring }
        driver.key(.up)
        driver.wait(0.1)
        let drawn = driver.height
        driver.send(.pointerDown(Point(x: 195, y: 844 - drawn + 10)))
        #expect(driver.height == drawn)
        driver.wait(0.5)
        #expect(driver.height == drawn)
    }

    @Test func springDismissalEndsWhenTheSheetIsGoneAndTheDimFollows() {
        var driver = Driver(start: "default") { $0.animation = .spring }
        driver.key(.escape)
        driver.wait(0.1)
        #expect(abs(driver.machine.dimAlpha - 0.6 * driver.height / 300) < 0.02)
        driver.wait(2)
        #expect(driver.log.last == .dismissed)
    }
}

struct PolicyTests {
    let detents = DetentSet.sheet(Configuration(), windowHeight: 844)  // default 300, max 780, dismiss 200

    func decide(_ policy: any ReleasePolicy, _ height: Double, _ translation: Double, _ velocity: Double) -> (String, Int) {
        let decision = policy.decide(
            Release(height: height, translation: translation, velocity: velocity, windowHeight: 844), detents: detents)
        return (decision.target.name, decision.rule)
    }

    @Test func appleProjectionDistance() {
        #expect(abs(projectedDistance(velocity: 1000, decelerationRate: 0.998) - 499) < 1e-9)
        #expect(abs(projectedDistance(velocity: -1000, decelerationRate: 0.99) - -99) < 1e-9)
        #expect(projectedDistance(velocity: 1000, decelerationRate: 1) == 0)
    }

    @Test func projectedPicksTheDetentNearestTheProjection() {
        let policy = ProjectedReleasePolicy(decelerationRate: 0.998)
        // Midpoint of the detents is 540; projection = 0.499 · v.
        #expect(decide(policy, 400, -10, -280) == ("default", 2))  // 539.72: 239.72 from 300, 240.28 from 780
        #expect(decide(policy, 400, -10, -281) == ("max", 2))
        #expect(decide(policy, 400, -10, -200) == ("default", 2))
        #expect(decide(policy, 586, 194, -200) == ("max", 2))  // the seed rules send this to default (rule 4)
        #expect(decide(policy, 300, 20, 200.4) == ("default", 2))  // 300 − 100 = 200.0: not below the line
        #expect(decide(policy, 300, 20, 201) == ("dismiss", 1))
        #expect(decide(policy, 150, 150, -200) == ("default", 2), "a slow drag below the line but projected above it stays")
    }

    @Test func nearestIgnoresVelocity() {
        let policy = NearestReleasePolicy()
        #expect(decide(policy, 540, 0, -5000) == ("default", 2))  // a tie goes to the lower detent
        #expect(decide(policy, 540.01, 0, 5000) == ("max", 2))
        #expect(decide(policy, 199.9, 100, -5000) == ("dismiss", 1))
        #expect(decide(policy, 200, 100, 0) == ("default", 2))
    }

    @Test func velocityPolicySnapsByDirectionAboveItsThreshold() {
        let policy = VelocityReleasePolicy(threshold: 300, dismissShare: 0.25)
        #expect(decide(policy, 600, 180, 300.01) == ("default", 1))
        #expect(decide(policy, 600, 180, 300) == ("max", 4))  // not faster: nearest
        #expect(decide(policy, 290, 10, 301) == ("dismiss", 1))  // down from the lowest
        #expect(decide(policy, 320, -20, -301) == ("max", 2))
        #expect(decide(policy, 224.9, 75.1, 0) == ("dismiss", 3))  // more than 25 % of 300 below it
        #expect(decide(policy, 225, 75, 0) == ("default", 4))
        let panmodal = VelocityReleasePolicy(threshold: 300, dismissShare: 0.5)
        #expect(decide(panmodal, 180, 120, 0) == ("default", 4), "the dismiss line is not PanModal's rule")
        #expect(decide(panmodal, 149.9, 150.1, 0) == ("dismiss", 3))
    }

    @Test func linearProjectionIncludesTheClosedPosition() {
        let policy = LinearProjectionPolicy(time: 0.2)
        #expect(decide(policy, 300, 0, 750) == ("default", 2))  // 300 − 150 = 150: nearer 300 than 0? 150 is a tie → detent
        #expect(decide(policy, 300, 0, 751) == ("dismiss", 1))
        #expect(decide(policy, 500, -10, -201) == ("max", 2))  // 540.2
    }

    @Test func materialHidesOnlyWhenTheProjectionPassesHalfTheCollapsedHeight() {
        let policy = MaterialReleasePolicy(threshold: 500, time: 0.1)
        #expect(decide(policy, 300, 0, -1) == ("max", 1))  // any upward motion expands
        #expect(decide(policy, 300, 0, 1500.1) == ("dismiss", 2))  // 300 − 150.01 < 150
        #expect(decide(policy, 300, 0, 1500) == ("default", 4))  // exactly half: not more
        #expect(decide(policy, 200, 100, 501) == ("dismiss", 2))  // released low, 200 − 50.1 < 150
        #expect(decide(policy, 600, 180, 0) == ("max", 3))
        #expect(decide(policy, 600, 180, 100) == ("default", 4))
        #expect(decide(policy, 600, 180, 5000) == ("default", 4), "above the collapsed detent it collapses, never hides")
    }
}

struct OverdragTests {
    @Test func rubberBandIsContinuousMonotonicAndBounded() {
        #expect(rubberBand(offset: 0, dimension: 844, constant: 0.55) == 0)
        #expect(abs(rubberBand(offset: 1e-6, dimension: 844, constant: 0.55) / 1e-6 - 0.55) < 1e-6, "slope c at the edge")
        var previous = 0.0
        for x in stride(from: 1.0, through: 100_000, by: 97) {
            let value = rubberBand(offset: x, dimension: 844, constant: 0.55)
            #expect(value > previous && value < 844)
            previous = value
        }
    }

    @Test func rubberDragHeightIsContinuousAtBothEdges() {
        var configuration = Configuration()
        configuration.overdrag = .rubber
        let style = StyleKind.sheet.behavior(configuration)
        let window = Size(width: 390, height: 844)
        let detents = style.detents(window: window)
        for edge in [780.0, 300] {
            let inside = style.dragHeight(edge, grabbedAt: 300, detents: detents, window: window)
            #expect(inside == edge)
            #expect(abs(style.dragHeight(edge + 1e-6, grabbedAt: 300, detents: detents, window: window) - edge) < 1e-6)
            #expect(abs(style.dragHeight(edge - 1e-6, grabbedAt: 300, detents: detents, window: window) - edge) < 1e-6)
        }
        #expect(style.dragHeight(5000, grabbedAt: 300, detents: detents, window: window) < 780 + 844)
        #expect(style.dragHeight(-5000, grabbedAt: 300, detents: detents, window: window) > 300 - 844)
        configuration.overdrag = .clamp
        #expect(StyleKind.sheet.behavior(configuration).dragHeight(900, grabbedAt: 300, detents: detents, window: window) == 780)
        #expect(StyleKind.sheet.behavior(configuration).dragHeight(900, grabbedAt: 800, detents: detents, window: window) == 800)
    }

    @Test func sqrtOverdragMatchesGorhomPastTheTopOnly() {
        var configuration = Configuration()
        configuration.overdrag = .sqrt
        let style = StyleKind.sheet.behavior(configuration)
        let window = Size(width: 390, height: 844)
        let detents = style.detents(window: window)
        // gorhom's band, (√100 − 1) · 2.5, squeezed into the 64 pt left above max so the
        // sheet stays inside the window (issue 11 §4.2).
        let band = 9 * 2.5
        let expected = 780 + 64 * (1 - exp(-band / 64))
        let drawn = style.dragHeight(780 + 99, grabbedAt: 300, detents: detents, window: window)
        #expect(abs(drawn - expected) < 1e-9)
        #expect(style.dragHeight(100, grabbedAt: 300, detents: detents, window: window) == 100)
    }
}

struct PresetTests {
    func configuration(_ preset: String, _ extra: [String] = []) throws -> Configuration {
        guard case .run(let configuration) = try Command.parse(["--preset", preset] + extra) else {
            Issue.record("no configuration")
            return Configuration()
        }
        return configuration
    }

    /// One release every preset decides: from max, dragged down to 500 pt — below the middle
    /// of the detents, so position alone says default — ending with a slow flick up at 250 pt/s.
    func decision(_ configuration: Configuration) -> String {
        let style = configuration.style.behavior(configuration)
        let detents = style.detents(window: configuration.window)
        return style.decide(Release(height: 500, translation: 280, velocity: -250, windowHeight: 844), detents: detents)
            .target.name
    }

    @Test func seedIsTheDefault() throws {
        var expected = Configuration()
        expected.explicitFlags = ["preset"]
        #expect(try configuration("seed") == expected)
    }

    @Test func eachPresetSetsItsLibrarysNumbers() throws {
        let fluid = try configuration("fluid")
        #expect(fluid.policy == .projected && fluid.animation == .spring && fluid.overdrag == .rubber)
        let panmodal = try configuration("panmodal")
        #expect(panmodal.fullscreenVelocity == 300 && panmodal.springDamping == 0.8 && panmodal.dimAlpha == 0.7)
        let floating = try configuration("floatingpanel")
        #expect(floating.deceleration == 0.998 && floating.springResponse == 0.4 && floating.undimmedDetent == .default)
        let vaul = try configuration("vaul")
        #expect(vaul.fullscreenVelocity == 400 && vaul.dismissProgress == 0.25 && vaul.curve == TimingCurve(0.32, 0.72, 0, 1))
        #expect(abs(vaul.cardScale - 364.0 / 390) < 1e-12)
        #expect(abs(try configuration("vaul", ["--window", "500x900"]).cardScale - 474.0 / 500) < 1e-12)
        let material = try configuration("material")
        #expect(material.defaultHeight == 422 && material.fullscreenVelocity == 500 && material.projectionTime == 0.1)
        let gorhom = try configuration("gorhom")
        #expect(gorhom.policy == .linear && gorhom.projectionTime == 0.2 && gorhom.overdragFactor == 2.5)
    }

    @Test func presetsDecideTheSameReleaseTheirOwnWay() throws {
        #expect(decision(try configuration("seed")) == "default")  // rule 4: dragged down
        #expect(decision(try configuration("fluid")) == "max")  // projected to 624.75
        #expect(decision(try configuration("floatingpanel")) == "max")
        #expect(decision(try configuration("panmodal")) == "default")  // slower than 300: nearest
        #expect(decision(try configuration("vaul")) == "default")  // slower than 400: nearest
        #expect(decision(try configuration("material")) == "max")  // moving up expands
        #expect(decision(try configuration("gorhom")) == "max")  // 500 + 50 = 550
        #expect(decision(try configuration("seed", ["--policy", "nearest"])) == "default")
    }

    @Test func explicitFlagsOverrideAPreset() throws {
        let fluid = try configuration("fluid", ["--policy", "seed", "--spring-damping", "1"])
        #expect(fluid.policy == .seed && fluid.springDamping == 1 && fluid.animation == .spring)
        #expect(decision(fluid) == "default")
        #expect(try configuration("panmodal").releaseVelocity == .drop)
        #expect(try configuration("gorhom").springRest == 10)
        #expect(try configuration("vaul").overdrag == .log)
    }

    @Test func presetIsNotedWithOtherStyles() throws {
        let half = try configuration("fluid", ["--style", "half"])
        #expect(half.unusedFlagNotes == ["--preset has no effect with --style half"])
        #expect(half.animation == .curve)
    }
}

struct FluidInteractionTests {
    @Test func undimmedDetentLeavesThePageClearAndUsable() {
        var driver = Driver(start: "default") { $0.undimmedDetent = .default }
        #expect(driver.machine.dimAlpha == 0)
        driver.click(Point(x: 195, y: 100))  // the page above the sheet: not the overlay
        #expect(driver.log.isEmpty && driver.machine.motion == .resting(driver.machine.detents.named("default")!))
        driver.key(.up)
        driver.wait(0.5)
        #expect(driver.machine.dimAlpha == 0.6, "dims on the way to max")
        driver.click(Point(x: 195, y: 30))
        #expect(driver.log.last == .dismiss(reason: .tap), "at max the overlay is back")
    }

    @Test func theDismissCueShowsWhileAReleaseWouldDismiss() {
        var driver = Driver(start: "default")
        driver.send(.pointerDown(Point(x: 195, y: 600)))
        driver.time += 0.5
        driver.send(.pointerMove(Point(x: 195, y: 680)))  // h 220: a release would land at default
        #expect(!driver.machine.releaseWouldDismiss)
        driver.time += 0.5
        driver.send(.pointerMove(Point(x: 195, y: 720)))  // h 180: below the dismiss line
        #expect(driver.machine.releaseWouldDismiss)
        let scene = Layout(measurer: FakeMeasurer()).scene(for: driver.machine)
        #expect(scene.items.contains { if case .text(let run) = $0 { run.text == "Release to close" } else { false } })
        driver.time += 0.5
        driver.send(.pointerMove(Point(x: 195, y: 680)))
        #expect(!driver.machine.releaseWouldDismiss)
    }

    func scrolling() -> Driver {
        var driver = Driver(start: "max")
        driver.machine.setContentHeight(2000)  // 1220 pt more than the sheet at max shows
        return driver
    }

    @Test func contentScrollsAtMaxAndHandsOffToTheSheet() {
        var driver = scrolling()
        #expect(driver.machine.maxScrollOffset == 1220)
        driver.drag(fromY: 600, toY: 300, duration: 0.3, pause: 0.2)
        #expect(driver.log.isEmpty, "scrolling is not a drag")
        #expect(driver.machine.scrollOffset == 300 && driver.height == 780)
        driver.drag(fromY: 200, toY: 700, duration: 0.5, pause: 0.2)  // 300 back to the top, 200 of sheet
        #expect(driver.machine.scrollOffset == 0)
        #expect(driver.log.first == .dragStart(height: 780))
        guard case .dragEnd(let height, _, let translation, _, _) = driver.log[1] else { return #expect(Bool(false)) }
        #expect(abs(height - 580) < 1e-9 && abs(translation - 200) < 1e-9)
    }

    @Test func theGrabberStripAlwaysMovesTheSheet() {
        var driver = scrolling()
        driver.drag(fromY: 64 + 10, toY: 64 + 110, duration: 0.3, pause: 0.2)
        #expect(driver.log.first == .dragStart(height: 780))
        #expect(driver.machine.scrollOffset == 0)
    }

    @Test func theWheelScrollsAtMaxAndStepsDetentsOtherwise() {
        var driver = scrolling()
        driver.send(.wheel(-3))
        #expect(driver.machine.scrollOffset == 120)
        driver.send(.wheel(5))
        #expect(driver.machine.scrollOffset == 0)
        driver.send(.wheel(1))
        driver.wait(0.5)
        #expect(driver.height == 300, "at the top of the content the wheel moves the sheet down")
        driver.send(.wheel(1))
        driver.wait(0.5)
        #expect(driver.machine.isPresented && driver.height == 300, "never dismissed by the wheel")
        driver.send(.wheel(-1))
        driver.wait(0.5)
        #expect(driver.height == 780)
    }
}

struct ReviewRegressionTests {
    @Test func cancellingAnOverdragReleasesWhereTheSheetWas() {
        var driver = Driver(start: "max") { Preset.fluid.apply(to: &$0) }
        driver.send(.pointerDown(Point(x: 195, y: 300)))
        driver.time += 0.2
        driver.send(.pointerMove(Point(x: 195, y: 100)))
        let held = driver.height
        #expect(held > 780)
        driver.time += 0.3
        driver.send(.pointerCancel)
        guard case .dragEnd(let height, let velocity, _, let target, _) = driver.log.last(where: { $0.name == "drag-end" }) else {
            return #expect(Bool(false))
        }
        #expect(height == held && velocity == 0 && target == "max")
    }

    @Test func grabbingAnOvershootingSpringDoesNotJump() {
        for overdrag in OverdragKind.allCases {
            var driver = Driver(start: "default") {
                Preset.floatingpanel.apply(to: &$0)
                $0.overdrag = overdrag
            }
            driver.drag(fromY: 600, toY: 400, duration: 0.1)  // a fast flick: ζ 0.58 overshoots max
            var peak = 0.0
            for _ in 0..<60 {
                driver.wait(1.0 / 60)
                peak = max(peak, driver.height)
                if driver.height < peak { break }
            }
            let grabbed = driver.height
            #expect(grabbed > 780, "\(overdrag): overshooting")
            driver.send(.pointerDown(Point(x: 195, y: 844 - grabbed + 20)))
            driver.time += 0.05
            driver.send(.pointerMove(Point(x: 195, y: 844 - grabbed + 26)))
            #expect(abs(driver.height - grabbed) < 6.5, "\(overdrag): moved \(grabbed - driver.height) for 6 pt")
        }
    }

    @Test func presentingWithAnUndimmedDefaultLeavesThePageClear() {
        var driver = Driver() { $0.undimmedDetent = .default }
        driver.key(.enter)
        driver.wait(1)
        #expect(driver.machine.dimAlpha == 0)
        driver.click(Point(x: 195, y: 100))
        #expect(!driver.log.contains(.dismiss(reason: .tap)))
    }

    @Test func leavingMaxShowsTheContentFromItsTop() {
        var driver = Driver(start: "max")
        driver.machine.setContentHeight(2000)
        driver.drag(fromY: 600, toY: 300, duration: 0.3, pause: 0.2)
        #expect(driver.machine.scrollOffset == 300)
        driver.key(.down)
        #expect(driver.machine.scrollOffset == 0)
    }

    @Test func theDismissCueReadsOverAnyPage() {
        let items = SheetLayout.dismissCue(width: 390, measurer: FakeMeasurer())
        #expect(items.contains { if case .shape(_, _, let color) = $0 { color.alpha == 200 && color.red == 0 } else { false } })
    }
}

extension OverdragTests {
    @Test(arguments: OverdragKind.allCases)
    func theInverseOverdragFindsTheFinger(_ kind: OverdragKind) {
        var configuration = Configuration()
        configuration.overdrag = kind
        let style = StyleKind.sheet.behavior(configuration)
        let window = Size(width: 390, height: 844)
        let detents = style.detents(window: window)
        for raw in stride(from: 781.0, through: 1200, by: 37) {
            let drawn = style.dragHeight(raw, grabbedAt: 300, detents: detents, window: window)
            let back = style.dragRaw(forHeight: drawn, detents: detents, window: window)
            #expect(abs(style.dragHeight(back, grabbedAt: 300, detents: detents, window: window) - drawn) < 1e-6)
        }
    }
}
