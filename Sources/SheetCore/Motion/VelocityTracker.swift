/// Estimates pointer velocity from timestamped samples, as UIPanGestureRecognizer reports it.
///
/// Only the samples of the last `window` seconds before release count, fitted by least
/// squares; a pause longer than the window before release reads as zero (SPEC §5).
package struct VelocityTracker: Sendable {
    /// One pointer position along the tracked axis and when it was seen.
    package struct Sample: Equatable, Sendable {
        /// When the pointer was there, seconds on the machine's clock.
        package var time: Double
        /// Where the pointer was, in points along the axis (y, down positive).
        package var position: Double
    }

    /// How far back samples count, in seconds.
    package var window: Double
    private var samples: [Sample] = []
    /// Room for a 1000 Hz mouse over the longest window (`--velocity-window` ≤ 1 s).
    private static let capacity = 1024
    private var next = 0

    /// An empty tracker counting the last `window` seconds (`--velocity-window`).
    package init(window: Double = 0.1) {
        self.window = window
        samples.reserveCapacity(Self.capacity)
    }

    /// Forgets every sample (a new press starts a new gesture).
    package mutating func reset() {
        samples.removeAll(keepingCapacity: true)
        next = 0
    }

    /// Adds a sample; one older than the newest is dropped (events can arrive out of order).
    package mutating func add(time: Double, position: Double) {
        guard time.isFinite, position.isFinite else { return }
        if let newest = newestSample, time < newest.time { return }
        let sample = Sample(time: time, position: position)
        if samples.count < Self.capacity {
            samples.append(sample)
        } else {
            samples[next] = sample
        }
        next = (next + 1) % Self.capacity
    }

    private var newestSample: Sample? {
        guard !samples.isEmpty else { return nil }
        return samples[(next - 1 + samples.count) % samples.count]
    }

    /// Velocity in points per second at `time`, from the samples of the last `window` seconds.
    package func velocity(at time: Double) -> Double {
        guard let newest = newestSample, time - newest.time <= window else { return 0 }
        var count = 0.0
        var sumT = 0.0
        var sumY = 0.0
        var sumTT = 0.0
        var sumTY = 0.0
        for sample in samples where time - sample.time <= window {
            let t = sample.time - newest.time
            count += 1
            sumT += t
            sumY += sample.position
            sumTT += t * t
            sumTY += t * sample.position
        }
        guard count >= 2 else { return 0 }
        let denominator = count * sumTT - sumT * sumT
        guard denominator > 1e-12 else { return 0 }
        let slope = (count * sumTY - sumT * sumY) / denominator
        return slope.isFinite ? slope : 0
    }
}
