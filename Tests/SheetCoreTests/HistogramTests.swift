import Testing

@testable import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

struct HistogramTests {
    /// The percentile an exact sort would give, by the same nearest-rank rule.
    private func exactPercentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted[Int((p / 100 * Double(sorted.count - 1)).rounded())]
    }

    @Test func percentilesMatchAnExactSortWithinAQuarterPercent() {
        var generator = SeededGenerator(state: 20_261_129)
        for _ in 0..<50 {
            var histogram = Histogram()
            var values: [Double] = []
            let count = Int.random(in: 1...5000, using: &generator)
            for _ in 0..<count {
                // Frame times from microseconds to a few hundred milliseconds, skewed low.
                let value = pow(10, Double.random(in: -3...2.5, using: &generator))
                values.append(value)
                histogram.record(value)
            }
            for p in [0.0, 50, 90, 99, 99.9, 100] {
                let exact = exactPercentile(values, p)
                let estimate = histogram.percentile(p)
                #expect(
                    abs(estimate - exact) <= exact * 0.0026,
                    "p\(p) of \(count): \(estimate) vs \(exact)")
            }
            #expect(histogram.count == count)
            #expect(histogram.minimum == values.min())
            #expect(histogram.maximum == values.max())
        }
    }

    @Test func emptyHistogramReadsZero() {
        let histogram = Histogram()
        #expect(histogram.percentile(99) == 0)
        #expect(histogram.count == 0)
        #expect(histogram.maximum == 0)
    }

    @Test func oddValuesNeitherTrapNorLeaveTheRecordedRange() {
        var histogram = Histogram()
        histogram.record(.nan)
        histogram.record(.infinity)
        #expect(histogram.count == 0, "NaN and infinity are not durations")
        histogram.record(-5)
        histogram.record(0)
        histogram.record(1e12)
        histogram.record(2e12)
        #expect(histogram.count == 4)
        #expect(histogram.percentile(0) == 0, "negative durations count as zero")
        #expect(histogram.percentile(100) == 2e12, "the maximum is exact")
        #expect(histogram.percentile(67) == 2e12, "beyond 100 s only the maximum is known")
        #expect(histogram.percentile(-10) == 0)
        #expect(histogram.percentile(1000) == 2e12)
    }

    @Test func aSingleValueIsItsOwnEveryPercentile() {
        var histogram = Histogram()
        histogram.record(4.321)
        #expect(histogram.percentile(50) == 4.321)
        #expect(histogram.percentile(99) == 4.321)
    }

    @Test func keepsCountingPastAnHourOfFrames() {
        // An hour at 120 Hz, far past the 65 536 frames a fixed sample buffer would hold.
        var histogram = Histogram()
        for frame in 0..<(3600 * 120) { histogram.record(frame % 100 == 0 ? 12 : 0.5) }
        #expect(histogram.count == 432_000)
        #expect(abs(histogram.percentile(50) - 0.5) <= 0.5 * 0.0026)
        #expect(abs(histogram.percentile(99.5) - 12) <= 12 * 0.0026)
    }
}
