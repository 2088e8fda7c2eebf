import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// `--stats`: per-frame numbers gathered in fixed-size histograms (allocated up front), so a
/// session of any length costs the same memory and a frame allocates nothing; printed as one
/// JSON line on quit or on SIGUSR1.
struct FrameStats {
    private var frameCPU = Histogram()
    private var presentIntervals = Histogram()
    private var latencies = Histogram()
    private var lastPresent: Double?
    /// When the oldest input not yet on screen happened.
    private var pendingInput: Double?
    private var frameStart = 0.0
    private var frames = 0
    /// How often the window's loop woke from its wait (its turns): at rest it waits for input
    /// with no timeout, so this stays still (a count, not a time, that shows a spinning loop).
    private var wakes = 0
    /// Whether the first frame is left out of the timings: at launch it rasterises every text
    /// line once, and the targets are for steady frames. Figures begun anew (SIGUSR1) keep it.
    private let skipsFirstFrame: Bool

    init(skipsFirstFrame: Bool = true) { self.skipsFirstFrame = skipsFirstFrame }

    /// The figures a run gathers: none without `--stats`; with it, SIGUSR1 asks for them.
    static func forRun(_ options: Configuration) -> FrameStats? {
        guard options.run.stats else { return nil }
        Interrupt.catchStatsRequests()
        return FrameStats()
    }

    /// When SIGUSR1 asked: the figures so far printed, and new ones begun (as in the window,
    /// so in a headless replay).
    static func printIfAsked(_ stats: inout FrameStats?, renderer: String) {
        guard Interrupt.takeStatsRequest(), let figures = stats else { return }
        figures.print(renderer: renderer)
        stats = FrameStats(skipsFirstFrame: false)
    }

    /// The figures as one line on stdout.
    func print(renderer: String) {
        Output.line(json(renderer: renderer), what: "\(flag: .stats) figures")
    }

    /// CPU time of this thread, seconds.
    static func threadCPU() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    mutating func input(at time: Double) {
        if pendingInput == nil { pendingInput = time }
    }

    mutating func beginFrame() { frameStart = Self.threadCPU() }

    /// The window's loop woke (input, a frame due, a deadline, a signal).
    mutating func woke() { wakes += 1 }

    /// After `SDL_RenderPresent` at `time`.
    mutating func endFrame(at time: Double) {
        frames += 1
        guard frames > 1 || !skipsFirstFrame else {
            lastPresent = time
            pendingInput = nil
            return
        }
        frameCPU.record((Self.threadCPU() - frameStart) * 1000)
        if let lastPresent { presentIntervals.record((time - lastPresent) * 1000) }
        lastPresent = time
        if let pendingInput {
            latencies.record((time - pendingInput) * 1000)
            self.pendingInput = nil
        }
    }

    /// Forgets the gap after an idle stretch, so present intervals measure animation only.
    mutating func idle() { lastPresent = nil }

    /// An input that drew nothing (a press on a sheet held still): nothing to wait for on screen.
    mutating func dropPendingInput() { pendingInput = nil }

    /// Peak resident memory, megabytes.
    static func peakRSS() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// The figures as one JSON line: `frames` drawn and `wakes` of the window's loop since these
    /// figures began (the launch, or the last SIGUSR1 line; a headless replay never waits: 0),
    /// with `renderer` escaped as JSON. A figure with no sample is
    /// `null`, not a measured 0.
    func json(renderer: String) -> String {
        func ms(_ histogram: Histogram, _ value: (Histogram) -> Double) -> JSONOutput {
            histogram.count > 0 ? .fixed(value(histogram), decimals: 3) : .null
        }
        let figures: [(String, JSONOutput)] = [
            ("frames", .integer(frames)),
            ("wakes", .integer(wakes)),
            ("renderer", .string(renderer)),
            (
                "frame_cpu_ms",
                .object([
                    ("p50", ms(frameCPU) { $0.percentile(50) }),
                    ("p99", ms(frameCPU) { $0.percentile(99) }),
                    ("max", ms(frameCPU) { $0.maximum }),
                ])
            ),
            (
                "present_interval_ms",
                .object([
                    ("p50", ms(presentIntervals) { $0.percentile(50) }),
                    ("p99", ms(presentIntervals) { $0.percentile(99) }),
                ])
            ),
            (
                "input_to_present_ms",
                .object([
                    ("p50", ms(latencies) { $0.percentile(50) }),
                    ("p99", ms(latencies) { $0.percentile(99) }),
                    ("samples", .integer(latencies.count)),
                ])
            ),
            ("peak_rss_mb", .fixed(Self.peakRSS(), decimals: 1)),
        ]
        return JSONOutput.object([("stats", .object(figures))]).text
    }
}
