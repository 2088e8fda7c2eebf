import Foundation
import Testing

@testable import SheetCore

struct PolicyTests {
    // default 300, max 780, dismiss 200
    let detents = DetentSet.sheet(SheetConstants(), windowHeight: 844)

    func decide(
        _ policy: any ReleasePolicy, _ height: Double, _ translation: Double, _ velocity: Double
    ) -> (String, Int) {
        let decision = policy.decide(
            Release(
                height: height, translation: translation, velocity: velocity, windowHeight: 844),
            detents: detents)
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
        // 539.72: 239.72 from 300, 240.28 from 780
        #expect(decide(policy, 400, -10, -280) == ("default", 2))
        #expect(decide(policy, 400, -10, -281) == ("max", 2))
        #expect(decide(policy, 400, -10, -200) == ("default", 2))
        // the seed rules send this to default (rule 4)
        #expect(decide(policy, 586, 194, -200) == ("max", 2))
        // 300 − 100 = 200.0: not below the line
        #expect(decide(policy, 300, 20, 200.4) == ("default", 2))
        #expect(decide(policy, 300, 20, 201) == ("dismiss", 1))
        #expect(
            decide(policy, 150, 150, -200) == ("default", 2),
            "a slow drag below the line but projected above it stays")
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
        #expect(
            decide(panmodal, 180, 120, 0) == ("default", 4),
            "the dismiss line is not PanModal's rule")
        #expect(decide(panmodal, 149.9, 150.1, 0) == ("dismiss", 3))
    }

    @Test func linearProjectionIncludesTheClosedPosition() {
        let policy = LinearProjectionPolicy(time: 0.2)
        // 300 − 150 = 150: nearer 300 than 0? 150 is a tie → detent
        #expect(decide(policy, 300, 0, 750) == ("default", 2))
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
        #expect(
            decide(policy, 600, 180, 5000) == ("default", 4),
            "above the collapsed detent it collapses, never hides")
    }
}
