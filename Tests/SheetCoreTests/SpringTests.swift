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
            spring: Spring(response: 0.4, dampingRatio: damping), from: 300, velocity: 2500,
            to: 780, start: 0)
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
        while (1 + w * t) * exp(-w * t) * 480 >= 0.5 || w * w * t * exp(-w * t) * 480 >= 1 {
            t += 1.0 / 480
        }
        var motion = SpringMotion(spring: spring, from: 300, velocity: 0, to: 780, start: 0)
        motion.advance(to: t - 0.01)
        #expect(!motion.isSettled)
        motion.advance(to: t + 2.0 / 480)
        #expect(motion.isSettled)
        #expect(motion.position == 780 && motion.velocity == 0)
    }

    @Test func releaseVelocityIsCarriedIntoTheSpring() throws {
        var motion = SpringMotion(
            spring: Spring(response: 0.4, dampingRatio: 0.9), from: 500, velocity: 3000, to: 300,
            start: 0)
        motion.advance(to: 0.01)
        #expect(motion.position > 520, "keeps moving up at first, though its rest point is below")
        var fluid = Configuration()
        Preset.fluid.apply(to: &fluid)
        fluid.constants.start = "default"
        var machine = SheetMachine(configuration: fluid)
        machine.handle(.pointerDown(Point(x: 195, y: 600)), at: 0)
        for step in 1...6 {
            machine.handle(
                .pointerMove(Point(x: 195, y: 600 - Double(step) * 20)), at: Double(step) * 0.016)
        }
        machine.handle(.pointerUp(Point(x: 195, y: 480)), at: 0.096)
        let leaving: SpringMotion? =
            if case .animating(.spring(let spring), _) = machine.motion { spring } else { nil }
        let spring = try #require(leaving, "released onto a spring: \(machine.motion)")
        #expect(abs(spring.velocity - 1250) < 1, "the sheet leaves at the finger's 1250 pt/s")
    }

    @Test func grabbingMidSpringTakesOverWithoutAJump() {
        var driver = Driver(start: "default") { $0.constants.animation = .spring }
        driver.key(.up)
        driver.wait(0.1)
        let drawn = driver.grab()
        #expect(driver.height == drawn)
        driver.wait(0.5)
        #expect(driver.height == drawn)
    }

    @Test func springDismissalEndsWhenTheSheetIsGoneAndTheDimFollows() {
        var driver = Driver(start: "default") { $0.constants.animation = .spring }
        driver.key(.escape)
        driver.wait(0.1)
        #expect(abs(driver.machine.dimAlpha - 0.6 * driver.height / 300) < 0.02)
        driver.wait(2)
        #expect(driver.log.last == .dismissed)
    }

    @Test func evenTheSlowestSpringLandsWithinTenSeconds() {
        var driver = Driver(start: "default") {
            $0.constants.animation = .spring
            $0.constants.springResponse = 10
            $0.constants.springDamping = 10
        }
        driver.key(.up)
        driver.wait(10.1)
        #expect(driver.log.last == .settled(detent: "max", index: 1, height: 780))
    }
}
