/// Which replayed frames a clip shows, and how many it has.
///
/// A replay steps at `Replay.frameRate` (60 Hz); its frames are 1...N, frame n shown from
/// (n - 1) / 60 s to n / 60 s. Clip frame k (from 0) at `rate` shows what the replay shows at
/// its start, k / rate s: replayed frame floor(k * 60 / rate) + 1. A clip of a replay of N
/// frames has ceil(N * rate / 60) frames and lasts that many / rate s: the replay's N / 60 s,
/// to within one clip frame. At 60 frames a second (MP4 and WebM at the default `--fps`) it
/// is every replayed frame, once: N frames, N / 60 s.
package struct ClipTiming: Equatable, Sendable {
    /// The clip's frame rate.
    package var rate: ClipRate

    /// A timing for clips at `rate`.
    package init(rate: ClipRate) { self.rate = rate }

    /// The replay's steps a second, as a whole number (`Replay.frameRate`).
    private static let replayRate = Int(Replay.frameRate)

    /// The frames of a clip of a replay of `replayFrames` frames.
    package func frameCount(replayFrames: Int) -> Int {
        guard replayFrames > 0 else { return 0 }
        // ceil(N * num / (60 * den)) in whole numbers.
        let scaled = replayFrames * rate.numerator
        let per = Self.replayRate * rate.denominator
        return (scaled + per - 1) / per
    }

    /// The replayed frame (from 1) that clip frame `clipFrame` (from 0) shows.
    package func replayFrame(showing clipFrame: Int) -> Int {
        clipFrame * Self.replayRate * rate.denominator / rate.numerator + 1
    }

    /// The clip frames that show replayed frame `replayFrame` (from 1): none when the clip
    /// is slower and passes over it, several when it is faster.
    package func clipFrames(showing replayFrame: Int) -> Range<Int> {
        guard replayFrame >= 1 else { return 0..<0 }
        // The first k with floor(k * 60 * den / num) >= n - 1, then those while it stays n - 1.
        let first = firstClipFrame(atOrAfter: replayFrame)
        let next = firstClipFrame(atOrAfter: replayFrame + 1)
        return first..<max(first, next)
    }

    /// The first clip frame that shows replayed frame `replayFrame` or a later one.
    private func firstClipFrame(atOrAfter replayFrame: Int) -> Int {
        // k * 60 * den >= (n - 1) * num  ⇔  k >= ceil((n - 1) * num / (60 * den)).
        let per = Self.replayRate * rate.denominator
        let scaled = (replayFrame - 1) * rate.numerator
        return (scaled + per - 1) / per
    }

    /// The clip's length in seconds for a replay of `replayFrames` frames.
    package func duration(replayFrames: Int) -> Double {
        Double(frameCount(replayFrames: replayFrames)) / rate.value
    }
}
