/// Plays a trace into a machine at a fixed 60 Hz timestep: each input at its own time, the
/// clock then advanced to the frame's. The same trace always gives the same events.
///
/// Each phone has its own machine (one, or the two of `--compare`), all playing the same
/// inputs on the same clock: each input goes to every phone at once (a `.content` input to
/// its own phone), and all advance to each frame's time together. Everything a replay needs
/// is in the trace: the content's height too (see `Trace.measuringContent`), so no layout
/// runs beside it.
package struct Replay {
    /// Frames per second of the replay's fixed timestep, whatever `--fps` the trace ran at.
    package static let frameRate = 60.0

    /// One event of a replay: when, which phone (nil with only one), what.
    package struct Entry: Sendable {
        /// When it happened, on the replay's clock.
        package var time: Double
        /// The phone of `--compare` (1 or 2) it happened on; nil with only one phone.
        package var phone: Int?
        /// The event, as `--events` prints it.
        package var event: SheetEvent
    }

    /// The phones' machines: one, or two with `--compare`.
    package private(set) var machines: [SheetMachine]
    /// The first phone's machine.
    package var machine: SheetMachine { machines[0] }
    /// The trace's inputs, played in order.
    package let entries: [TraceEntry]
    private var next = 0
    /// Frames played so far, idle frames skipped over included: frame `n` is at `n` / 60 s.
    package private(set) var frame = 0
    /// Frames actually stepped (`frame` less the idle ones skipped over).
    package private(set) var steps = 0
    /// The first phone's events so far, with their times.
    package private(set) var log: [(Double, SheetEvent)] = []
    /// Both phones' events so far in the order they happened: times never decrease, and at
    /// one time phone 1 comes first.
    package private(set) var timeline: [Entry] = []
    /// When the replay stops: a while after the last input, or once everything rests.
    private let end: Double
    /// Whether the first phone's releases are kept, each as its machine decided it (`explain`).
    package var keepsReleases = false
    /// The first phone's releases so far, in order (kept only with `keepsReleases`).
    package private(set) var releases: [ReleaseRecord] = []

    /// A replay of `trace` into one phone, on the trace's own constants.
    package init(_ trace: Trace) {
        self.init(trace, phones: [trace.configuration])
    }

    /// A replay of `trace` into `phones` (each phone's constants, in the trace's window).
    /// The `.content` inputs at time 0 that open the trace are each phone's content before
    /// the first frame: a `fit` detent starts where it belongs.
    package init(_ trace: Trace, phones: [Configuration]) {
        let window = trace.configuration.constants.window
        var initial = Array(repeating: 0.0, count: phones.count)
        var first = 0
        while first < trace.entries.count, trace.entries[first].time == 0,
            case .content(let height) = trace.entries[first].input
        {
            let phone = trace.entries[first].phone
            for index in initial.indices where phone == nil || phone == index + 1 {
                initial[index] = height
            }
            first += 1
        }
        machines = phones.enumerated().map { index, configuration in
            SheetMachine(
                configuration: configuration, window: window, time: 0,
                contentHeight: initial[index])
        }
        entries = trace.entries
        next = first
        end = (trace.entries.last?.time ?? 0) + 10
        // Where a sheet that starts on screen rests is so from time 0, before any frame (and
        // before any idle stretch is skipped).
        drain(at: 0)
    }

    /// The time of frame `frame`.
    package var time: Double { Double(frame) / Self.frameRate }

    /// Whether any machine is still moving.
    private var isMoving: Bool { machines.contains(where: \.isMoving) }

    /// Whether there is nothing left to play.
    package var isFinished: Bool { next >= entries.count && (!isMoving || time >= end) }

    /// Steps one frame: the inputs up to its time, each at its own, then the clock.
    package mutating func step() {
        frame += 1
        steps += 1
        let frameTime = time
        while next < entries.count, entries[next].time <= frameTime {
            let entry = entries[next]
            for index in machines.indices where entry.phone == nil || entry.phone == index + 1 {
                machines[index].handle(entry.input, at: entry.time)
            }
            // Taken after each input: two releases within one frame are two records.
            if keepsReleases, let record = machines[0].lastRelease,
                record.number > releases.last?.number ?? 0
            {
                releases.append(record)
            }
            drain(at: entry.time)
            next += 1
        }
        for index in machines.indices { machines[index].advance(to: frameTime) }
        drain(at: frameTime)
    }

    /// Jumps over an idle stretch: while time alone changes nothing (a machine at rest, or one
    /// held still under a finger) and the next input is more than a frame away, the frames
    /// before it would only repeat the last one, so they are counted, not stepped. The next
    /// `step` plays the frame that the next input falls in, exactly as stepping every frame
    /// would. Returns the frames skipped.
    /// With `longerThan`, a stretch of no more frames than that is stepped as usual.
    @discardableResult
    package mutating func skipIdle(longerThan minimum: Int = 0) -> Int {
        guard !machines.contains(where: \.changesWithTime), next < entries.count else {
            return 0
        }
        let due = entries[next].time
        // The first frame whose time is at or after the input (exactly as `step` compares).
        var first = Int((due * Self.frameRate).rounded(.up))
        while first > 0, Double(first - 1) / Self.frameRate >= due { first -= 1 }
        while Double(first) / Self.frameRate < due { first += 1 }
        let skipped = max(0, first - 1 - frame)
        guard skipped > minimum else { return 0 }
        frame += skipped
        return skipped
    }

    private mutating func drain(at time: Double) {
        let compared = machines.count > 1
        for index in machines.indices {
            for event in machines[index].drainEvents() {
                if index == 0 { log.append((time, event)) }
                timeline.append(Entry(time: time, phone: compared ? index + 1 : nil, event: event))
            }
        }
    }

    /// The replay run to its end as `--headless` runs it, idle stretches skipped: into
    /// `phones` (each phone's constants), by default the trace's own one.
    package static func played(_ trace: Trace, phones: [Configuration]? = nil) -> Replay {
        var replay = Replay(trace, phones: phones ?? [trace.configuration])
        while !replay.isFinished {
            replay.skipIdle()
            replay.step()
        }
        return replay
    }

    /// Runs to the end; returns the `--events` lines a replay prints.
    package static func events(_ trace: Trace, phones: [Configuration]? = nil) -> [String] {
        played(trace, phones: phones).eventLines
    }

    /// How far a replay's events have been handed on (written, shown on a HUD).
    package struct Cursor: Sendable {
        private var taken = 0
        /// A cursor that has handed on nothing yet.
        package init() {}

        /// The events that happened since the last call, in order.
        package mutating func next(in replay: Replay) -> ArraySlice<Entry> {
            defer { taken = replay.timeline.count }
            return replay.timeline[taken...]
        }
    }

    /// The `--events` lines: ready, every event, quit.
    package var eventLines: [String] {
        [SheetEvent.ready(window: machine.constants.window).json(time: 0)]
            + timeline.map { $0.event.json(time: $0.time, phone: $0.phone) }
            + [SheetEvent.quit(frames: frame).json(time: time)]
    }
}
