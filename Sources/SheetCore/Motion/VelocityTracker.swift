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
        estimate(at: time, keepingSamples: false).velocity
    }

    /// The first moment after `time` at which `velocity(at:)` can read otherwise with no new
    /// sample: when the oldest sample now counted leaves the window (the velocity is the same
    /// from one such moment to the next); `.infinity` when no sample counts any more.
    package func nextChange(after time: Double) -> Double {
        var soonest = Double.infinity
        for sample in samples where time - sample.time <= window {
            soonest = min(soonest, sample.time + window)
        }
        return soonest
    }

    /// How the velocity at `time` is worked out: the samples fitted and the fit, or why it
    /// reads zero. The very computation `velocity(at:)` makes, with its samples kept.
    package func fit(at time: Double) -> Fit { estimate(at: time, keepingSamples: true) }

    /// The velocity at `time` and how it came about; the samples are kept only when asked
    /// (`velocity(at:)` runs every frame of a drag and allocates nothing).
    private func estimate(at time: Double, keepingSamples: Bool) -> Fit {
        var fit = Fit(time: time, window: window, newest: newestSample?.time)
        guard let newest = newestSample else { return fit }
        guard time - newest.time <= window else {
            fit.outcome = .paused
            return fit
        }
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
            if keepingSamples { fit.samples.append(sample) }
        }
        // The ring's order is not time order once it has wrapped; shown oldest first.
        if keepingSamples { fit.samples.sort { $0.time < $1.time } }
        guard count >= 2 else {
            fit.outcome = .tooFew
            return fit
        }
        let denominator = count * sumTT - sumT * sumT
        guard denominator > 1e-12 else {
            fit.outcome = .sameTime
            return fit
        }
        let slope = (count * sumTY - sumT * sumY) / denominator
        fit.outcome = slope.isFinite ? .fitted : .notFinite
        fit.velocity = slope.isFinite ? slope : 0
        return fit
    }

    /// How a velocity was estimated at a release, for `explain`.
    package struct Fit: Equatable, Sendable {
        /// Why the velocity is what it is.
        package enum Outcome: Equatable, Sendable {
            /// No sample at all: 0.
            case noSamples
            /// The newest sample is older than the window: the pointer paused, 0.
            case paused
            /// Fewer than two samples in the window: 0.
            case tooFew
            /// The samples share one time: no slope, 0.
            case sameTime
            /// The fit overflowed: 0.
            case notFinite
            /// The least-squares slope of position over time.
            case fitted
        }

        /// When the velocity was asked for (the release), seconds on the machine's clock.
        package var time: Double
        /// How far back samples count (`--velocity-window`).
        package var window: Double
        /// When the newest sample was seen, if any.
        package var newest: Double?
        /// The samples within the window, oldest first (empty unless kept).
        package var samples: [Sample] = []
        /// How it came out.
        package var outcome = Outcome.noSamples
        /// The velocity, points per second, positive downward.
        package var velocity = 0.0

        /// The estimate in words, as `explain` prints it.
        package var summary: String {
            let span = "\(flag: .velocityWindow) \(Format.number(window))"
            switch outcome {
            case .noSamples: return "0: no pointer sample"
            case .paused:
                let age = newest.map { Format.number(time - $0) } ?? "?"
                return "0: the newest pointer sample is \(age) s old, more than \(span) s "
                    + "(a pause before letting go reads as no velocity)"
            case .tooFew:
                return "0: only \(samples.count) pointer sample within \(span) s of the release "
                    + "(the pointer held still before letting go): no slope to fit"
            case .sameTime: return "0: the pointer samples within \(span) s share one time"
            case .notFinite: return "0: the least-squares fit overflowed"
            case .fitted:
                return "\(Format.number(velocity, decimals: 1)) pt/s (down +): the least-squares "
                    + "slope of pointer y over time through the \(samples.count) samples at most "
                    + "\(Format.number(window)) s (\(span)) before the release"
            }
        }
    }
}
