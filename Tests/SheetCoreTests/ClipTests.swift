import Testing

@testable import SheetCore

/// `--video`: the format a file's extension asks for, ffmpeg's arguments for it, and which
/// replayed frames a clip shows at its rate (`ClipTiming`).
struct ClipTests {
    @Test func theExtensionChoosesTheFormatInAnyCase() {
        #expect(ClipFormat(path: "clip.mp4") == .mp4)
        #expect(ClipFormat(path: "out/Clip.MP4") == .mp4)
        #expect(ClipFormat(path: "a.b/clip.webm") == .webm)
        #expect(ClipFormat(path: "/tmp/x.gif") == .gif)
        for path in ["clip.avi", "clip", "mp4", ".mp4", "dir.mp4/clip", "clip.mp4.bak", ""] {
            #expect(ClipFormat(path: path) == nil, "\(path)")
        }
    }

    @Test func anUnknownExtensionIsAUsageErrorNamingTheAllowedOnes() throws {
        #expect(ClipFormat.refusal(path: "clip.webm") == nil)
        let refusal = try #require(ClipFormat.refusal(path: "clip.mov"))
        #expect(refusal.exitCode == .usage)
        #expect(refusal.message.contains("clip.mov"))
        for allowed in [".mp4", ".webm", ".gif"] { #expect(refusal.message.contains(allowed)) }
        // And the parser says so before anything runs.
        #expect(throws: UsageError.self) {
            try parsedRun(["--replay", "t.jsonl", "--video", "clip.mov"])
        }
        #expect(throws: UsageError.self) { try parsedRun(["--video", "clip.mp4"]) }
        #expect(throws: UsageError.self) {
            try parsedRun(["--replay", "t.jsonl", "--video", "clip.mp4", "--stats"])
        }
        #expect(
            try parsedRun(["--replay", "t.jsonl", "--video", "c.gif"]).run.videoPath == "c.gif")
    }

    @Test func eachFormatAsksFfmpegForItsCodecAndContainer() {
        let mp4 = ClipFormat.mp4.ffmpegArguments(
            width: 390, height: 844, rate: ClipRate(numerator: 60, denominator: 1),
            output: "/dev/fd/3")
        // Raw frames in, as Image holds them, at the clip's size and rate.
        #expect(mp4.starts(with: ["-hide_banner", "-loglevel", "error", "-nostdin"]))
        for pair in [
            ["-f", "rawvideo"], ["-pix_fmt", "bgra"], ["-s", "390x844"], ["-r", "60"],
            ["-i", "pipe:0"], ["-c:v", "libx264"], ["-pix_fmt", "yuv420p"], ["-f", "mp4"],
        ] {
            #expect(mp4.contains(pair: pair), "\(pair)")
        }
        #expect(mp4.suffix(2) == ["-y", "/dev/fd/3"])
        // The input's options come before the input, the codec's after it.
        let input = mp4.firstIndex(of: "pipe:0")!
        #expect(mp4.firstIndex(of: "bgra")! < input && mp4.firstIndex(of: "libx264")! > input)
        let webm = ClipFormat.webm.encoderArguments
        #expect(
            webm.contains(pair: ["-c:v", "libvpx-vp9"]) && webm.contains(pair: ["-f", "webm"]))
        // A GIF in two passes: the frames kept losslessly and one palette of them all, then
        // every frame mapped onto it.
        let gif = ClipFormat.gif.encoderArguments
        #expect(ClipFormat.gif.palettePass && !ClipFormat.mp4.palettePass)
        #expect(
            gif.contains { $0.contains("palettegen") } && !gif.contains { $0.contains("single") })
        #expect(gif.contains(pair: ["-c:v", "ffv1"]) && gif.contains(ClipFormat.paletteFile))
        let second = ClipFormat.paletteUseArguments(
            frames: "/dev/fd/4", palette: "/dev/fd/5", output: "/dev/fd/3")
        #expect(
            second.contains(pair: ["-i", "/dev/fd/4"])
                && second.contains(pair: ["-i", "/dev/fd/5"]))
        #expect(
            second.contains { $0.contains("paletteuse") } && second.contains(pair: ["-f", "gif"]))
        #expect(second.contains(pair: ["-loop", "0"]) && second.suffix(2) == ["-y", "/dev/fd/3"])
        #expect(
            ClipFormat.gif.ffmpegArguments(
                width: 3, height: 5, rate: ClipFormat.gif.rate(fps: 30), output: "o"
            ).contains(pair: ["-r", "100/3"]))
    }

    @Test func mp4AndWebmRunAtFpsAndGifAtWholeHundredths() {
        #expect(ClipFormat.mp4.rate(fps: 60) == ClipRate(numerator: 60, denominator: 1))
        #expect(ClipFormat.webm.rate(fps: 24) == ClipRate(numerator: 24, denominator: 1))
        // A GIF's delays are whole hundredths, at least two.
        #expect(ClipFormat.gif.rate(fps: 60) == ClipRate(numerator: 100, denominator: 2))
        #expect(ClipFormat.gif.rate(fps: 240) == ClipRate(numerator: 100, denominator: 2))
        #expect(ClipFormat.gif.rate(fps: 30) == ClipRate(numerator: 100, denominator: 3))
        #expect(ClipFormat.gif.rate(fps: 24) == ClipRate(numerator: 100, denominator: 4))
        #expect(ClipFormat.gif.rate(fps: 1) == ClipRate(numerator: 100, denominator: 100))
        #expect(ClipFormat.gif.rate(fps: 30).text == "100/3")
        #expect(ClipFormat.mp4.rate(fps: 60).text == "60")
    }

    @Test func at60AClipIsEveryReplayedFrameOnce() {
        let timing = ClipTiming(rate: ClipRate(numerator: 60, denominator: 1))
        #expect(timing.frameCount(replayFrames: 66) == 66)
        #expect(timing.duration(replayFrames: 66) == 1.1)
        for frame in 1...66 {
            #expect(timing.clipFrames(showing: frame) == (frame - 1)..<frame)
            #expect(timing.replayFrame(showing: frame - 1) == frame)
        }
        #expect(timing.frameCount(replayFrames: 0) == 0)
    }

    @Test(arguments: [
        ClipRate(numerator: 50, denominator: 1), ClipRate(numerator: 100, denominator: 3),
        ClipRate(numerator: 24, denominator: 1), ClipRate(numerator: 120, denominator: 1),
        ClipRate(numerator: 240, denominator: 1), ClipRate(numerator: 1, denominator: 1),
        ClipRate(numerator: 60, denominator: 1),
    ])
    func aClipShowsEachInstantsFrameAndLastsAsLongAsTheReplay(rate: ClipRate) {
        let timing = ClipTiming(rate: rate)
        for replayFrames in [1, 2, 59, 60, 61, 66, 414, 3600] {
            let count = timing.frameCount(replayFrames: replayFrames)
            // Streaming the replay's frames in order writes exactly the clip's frames, in
            // order, each the replayed frame due at its start.
            var next = 0
            for frame in 1...replayFrames {
                for clipFrame in timing.clipFrames(showing: frame) {
                    #expect(clipFrame == next)
                    #expect(timing.replayFrame(showing: clipFrame) == frame)
                    // Replayed frame n is on screen from (n - 1) / 60 s to n / 60 s.
                    let start = Double(clipFrame) / rate.value
                    #expect(start >= Double(frame - 1) / 60 - 1e-9)
                    #expect(start < Double(frame) / 60 - 1e-9)
                    next += 1
                }
            }
            #expect(next == count, "\(rate.text): \(replayFrames) replayed frames")
            // As long as the replay, to within one clip frame, never shorter.
            let duration = timing.duration(replayFrames: replayFrames)
            let replayed = Double(replayFrames) / 60
            #expect(duration >= replayed - 1e-9)
            #expect(duration < replayed + 1 / rate.value + 1e-9)
        }
    }
}

extension Array where Element == String {
    /// Whether `pair` appears here, its elements next to each other.
    fileprivate func contains(pair: [String]) -> Bool {
        indices.dropLast().contains { self[$0] == pair[0] && self[$0 + 1] == pair[1] }
    }
}
