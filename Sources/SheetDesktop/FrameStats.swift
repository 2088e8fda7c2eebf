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

    /// After `SDL_RenderPresent` at `time`.
    mutating func endFrame(at time: Double) {
        frames += 1
        // The first frame rasterises every text line once; the targets are for steady frames.
        guard frames > 1 else {
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

    /// Peak resident memory, megabytes.
    static func peakRSS() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    func json(frames: Int, renderer: String) -> String {
        func ms(_ value: Double) -> String { Format.fixed(value, decimals: 3) }
        return "{\"stats\":{\"frames\":\(frames),\"renderer\":\"\(renderer)\","
            + "\"frame_cpu_ms\":{\"p50\":\(ms(frameCPU.percentile(50))),\"p99\":\(ms(frameCPU.percentile(99))),"
            + "\"max\":\(ms(frameCPU.maximum))},"
            + "\"present_interval_ms\":{\"p50\":\(ms(presentIntervals.percentile(50))),"
            + "\"p99\":\(ms(presentIntervals.percentile(99)))},"
            + "\"input_to_present_ms\":{\"p50\":\(ms(latencies.percentile(50))),\"p99\":\(ms(latencies.percentile(99))),"
            + "\"samples\":\(latencies.count)},"
            + "\"peak_rss_mb\":\(Format.fixed(Self.peakRSS(), decimals: 1))}}"
    }
}
