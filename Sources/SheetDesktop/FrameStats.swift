import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// `--stats`: per-frame numbers gathered without allocating in the frame loop (the buffers are
/// reserved up front), printed as one JSON line on quit.
struct FrameStats {
    private var frameCPU: [Double] = []
    private var presentIntervals: [Double] = []
    private var latencies: [Double] = []
    private var lastPresent: Double?
    /// When the oldest input not yet on screen happened.
    private var pendingInput: Double?
    private var frameStart = 0.0
    private var frames = 0
    static let capacity = 1 << 16

    init() {
        frameCPU.reserveCapacity(Self.capacity)
        presentIntervals.reserveCapacity(Self.capacity)
        latencies.reserveCapacity(Self.capacity)
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

    /// After `SDL_RenderPresent` at `time`.
    mutating func endFrame(at time: Double) {
        frames += 1
        // The first frame rasterises every text line once; the targets are for steady frames.
        guard frames > 1, frameCPU.count < Self.capacity else {
            lastPresent = time
            pendingInput = nil
            return
        }
        frameCPU.append((Self.threadCPU() - frameStart) * 1000)
        if let lastPresent { presentIntervals.append((time - lastPresent) * 1000) }
        lastPresent = time
        if let pendingInput {
            latencies.append((time - pendingInput) * 1000)
            self.pendingInput = nil
        }
    }

    /// Forgets the gap after an idle stretch, so present intervals measure animation only.
    mutating func idle() { lastPresent = nil }

    private static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let index = min(sorted.count - 1, Int((p / 100 * Double(sorted.count - 1)).rounded()))
        return sorted[index]
    }

    /// Peak resident memory, megabytes.
    static func peakRSS() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    func json(frames: Int, renderer: String) -> String {
        func ms(_ value: Double) -> String { Format.fixed(value, decimals: 3) }
        return "{\"stats\":{\"frames\":\(frames),\"renderer\":\"\(renderer)\","
            + "\"frame_cpu_ms\":{\"p50\":\(ms(Self.percentile(frameCPU, 50))),\"p99\":\(ms(Self.percentile(frameCPU, 99))),"
            + "\"max\":\(ms(frameCPU.max() ?? 0))},"
            + "\"present_interval_ms\":{\"p50\":\(ms(Self.percentile(presentIntervals, 50))),"
            + "\"p99\":\(ms(Self.percentile(presentIntervals, 99)))},"
            + "\"input_to_present_ms\":{\"p50\":\(ms(Self.percentile(latencies, 50))),\"p99\":\(ms(Self.percentile(latencies, 99))),"
            + "\"samples\":\(latencies.count)},"
            + "\"peak_rss_mb\":\(Format.fixed(Self.peakRSS(), decimals: 1))}}"
    }
}
