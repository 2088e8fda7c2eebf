import Testing

@testable import SheetCore

struct TimingCurveTests {
    /// The curve's y for x by bisection on the Bézier's parameter: an independent reference.
    static func reference(_ x: Double, _ curve: TimingCurve) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezier(mid, curve.x1, curve.x2) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, curve.y1, curve.y2)
    }

    @Test func easeInOutIsUIKitsDefaultCurve() {
        let curve = TimingCurve.easeInOut
        #expect(curve == TimingCurve(0.42, 0, 0.58, 1))
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-9)
        for step in 1..<100 {
            let x = Double(step) / 100
            #expect(abs(curve.value(at: x) - Self.reference(x, curve)) < 1e-6)
            #expect(abs(curve.value(at: x) + curve.value(at: 1 - x) - 1) < 1e-6, "symmetric")
        }
        // Slow at both ends: a quarter of the time covers well under a quarter of the way.
        #expect(curve.value(at: 0.25) < 0.15)
    }

    @Test func curveIsMonotonicAndClamped() {
        let curve = TimingCurve.easeInOut
        var previous = -1.0
        for step in 0...1000 {
            let value = curve.value(at: Double(step) / 1000)
            #expect(value >= previous)
            previous = value
        }
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
        #expect(curve.value(at: .nan) == 0)
    }

    @Test func tweenRunsFromStartToEndAndZeroDurationJumps() {
        let tween = Tween(from: 0, to: 300, start: 1, duration: 0.3)
        #expect(tween.value(at: 1) == 0)
        #expect(abs(tween.value(at: 1.15) - 150) < 1e-6)
        #expect(tween.value(at: 1.3) == 300)
        #expect(tween.isFinished(at: 1.3))
        #expect(!tween.isFinished(at: 1.29))
        #expect(Tween(from: 10, to: 20, start: 0, duration: 0).value(at: 0) == 20)
    }
}
