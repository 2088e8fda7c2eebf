#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fixed-size histogram of positive durations (milliseconds) with log-spaced buckets, so
/// `--stats` can gather every frame of an hours-long session in constant memory and without
/// allocating per frame. Between 1 µs and 100 s percentiles are within half a bucket
/// (±0.25 %) of the exact value; below 1 µs they read 1 µs (or the minimum), beyond 100 s the
/// maximum. The count, minimum and maximum are exact.
package struct Histogram: Sendable {
    /// Each bucket's upper edge is this much above its lower edge.
    static let ratio = 1.005
    /// The lowest edge: one microsecond. Anything at or below it lands in the first bucket.
    static let lowest = 0.001
    /// Buckets up to 100 s; anything longer lands in the last one.
    static let bucketCount = Int((log(1e5 / lowest) / log(ratio)).rounded(.up)) + 1

    private var buckets: [UInt32]
    /// How many values were recorded.
    package private(set) var count = 0
    /// The smallest value recorded (0 when empty).
    package private(set) var minimum = 0.0
    /// The largest value recorded (0 when empty).
    package private(set) var maximum = 0.0

    /// An empty histogram; its buckets are allocated here, once.
    package init() {
        buckets = Array(repeating: 0, count: Self.bucketCount)
    }

    private static func bucket(for value: Double) -> Int {
        guard value > lowest else { return 0 }
        // Clamped while still a Double: infinity has no Int.
        let index = min(
            Double(bucketCount - 1), (log(value / lowest) / log(ratio)).rounded(.down) + 1)
        return Int(index)
    }

    /// The value a bucket stands for: the geometric middle of its edges.
    private static func representative(of bucket: Int) -> Double {
        guard bucket > 0 else { return lowest }
        return lowest * pow(ratio, Double(bucket) - 0.5)
    }

    /// Adds one value; NaN and infinities are not durations and are ignored, negative values
    /// count as zero.
    package mutating func record(_ value: Double) {
        guard value.isFinite else { return }
        let value = max(0, value)
        let index = Self.bucket(for: value)
        if buckets[index] < UInt32.max { buckets[index] += 1 }
        minimum = count == 0 ? value : min(minimum, value)
        maximum = count == 0 ? value : max(maximum, value)
        count += 1
    }

    /// The `p`th percentile (0–100) by nearest rank, as an exact sort would pick it to within a
    /// bucket's width, never outside the recorded minimum and maximum; 0 when empty.
    package func percentile(_ p: Double) -> Double {
        guard count > 0 else { return 0 }
        let rank = Int((min(100, max(0, p)) / 100 * Double(count - 1)).rounded())
        if rank == 0 { return minimum }
        if rank == count - 1 { return maximum }
        var seen = 0
        for (index, inBucket) in buckets.enumerated() where inBucket > 0 {
            seen += Int(inBucket)
            if seen > rank {
                // The last bucket holds everything beyond 100 s: only the maximum is known there.
                if index == Self.bucketCount - 1 { return maximum }
                return min(maximum, max(minimum, Self.representative(of: index)))
            }
        }
        return maximum
    }
}
