import Testing

@testable import SheetCore

/// Drives a `SheetMachine` with a fake clock, the way a pointer would.
struct Driver {
    var machine: SheetMachine
    var time: Double = 0
    var log: [SheetEvent] = []
    /// What the machine logged as it started (where a sheet on screen rests), kept apart
    /// from `log` so tests of a gesture see only what the gesture did.
    var started: [SheetEvent] = []

    init(start: String? = nil, _ change: (inout Configuration) -> Void = { _ in }) {
        var configuration = Configuration()
        change(&configuration)
        if let start { configuration.constants.start = start }
        machine = SheetMachine(configuration: configuration)
        started = machine.drainEvents()
    }

    var height: Double { machine.height }
    var windowHeight: Double { machine.window.height }

    mutating func send(_ input: Input) {
        machine.handle(input, at: time)
        log += machine.drainEvents()
    }

    /// Lets `seconds` pass, ticking at 60 Hz as the frame loop does.
    mutating func wait(_ seconds: Double) {
        let end = time + seconds
        while time < end {
            time = min(end, time + 1.0 / 60)
            machine.advance(to: time)
            log += machine.drainEvents()
        }
    }

    mutating func key(_ key: Key) { send(.key(key)) }

    /// Presses and releases at `point` without moving.
    mutating func click(_ point: Point) {
        send(.pointerDown(point))
        time += 0.05
        send(.pointerUp(point))
    }

    /// Presses 10 pt below the sheet's top as it is drawn now, as a finger catching it in
    /// flight; returns that height.
    mutating func grab() -> Double {
        let drawn = height
        send(.pointerDown(Point(x: 195, y: windowHeight - drawn + 10)))
        return drawn
    }

    mutating func clickButton() { click(Point(x: 195, y: windowHeight - 40)) }

    /// Drags vertically from `y` to `toY` over `duration` seconds in 60 Hz steps, then
    /// releases (after `pause` seconds without moving).
    mutating func drag(
        fromY y: Double, toY: Double, duration: Double, pause: Double = 0, x: Double = 195
    ) {
        send(.pointerDown(Point(x: x, y: y)))
        let steps = max(1, Int((duration * 60).rounded()))
        for step in 1...steps {
            time += duration / Double(steps)
            send(.pointerMove(Point(x: x, y: y + (toY - y) * Double(step) / Double(steps))))
        }
        time += pause
        send(.pointerUp(Point(x: x, y: toY)))
    }

    /// Events of one kind, for assertions.
    var names: [String] { log.map(\.name) }
}

extension SheetEvent {
    var name: String {
        switch self {
        case .present: return "present"
        case .dismiss: return "dismiss"
        case .dragStart: return "drag-start"
        case .dragEnd: return "drag-end"
        case .settled: return "settled"
        case .dismissed: return "dismissed"
        case .resize: return "resize"
        case .select: return "select"
        case .toggle: return "toggle"
        case .ready: return "ready"
        case .quit: return "quit"
        case .reload: return "reload"
        case .reloadRefused: return "reload-refused"
        case .configRemoved: return "config-removed"
        }
    }
}

/// Widths like a real CJK font: Han and full-width characters one em, others half an em.
struct FakeMeasurer: TextMeasurer {
    func width(of text: String, font: Font) -> Double {
        text.reduce(0) { $0 + (LineBreaker.isWide($1) ? font.size : font.size * 0.5) }
    }
    func lineHeight(of font: Font) -> Double { font.size * 1.4 }
    /// Like the bundled fonts: no emoji.
    func canRender(_ text: String, font: Font) -> Bool {
        text.unicodeScalars.allSatisfy { $0.value < 0x1F000 }
    }
}

/// SplitMix64: a small, fast, seedable generator, so a failing sequence can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SheetEvent {
    /// A `drag-end`'s fields, else nil: a pattern cannot be `#require`d, an optional can.
    var dragEnd: (height: Double, velocity: Double, translation: Double, target: String, rule: Int)?
    {
        guard case .dragEnd(let height, let velocity, let translation, let target, let rule) = self
        else {
            return nil
        }
        return (height, velocity, translation, target, rule)
    }
}

/// The configuration `arguments` run with (after the entries of a config file's `file` text,
/// read as `c.json`, and with `content` as the sheet's text); an error when they ask for
/// anything but a run (help, a version, an export), so a test that needs a run stops there.
func parsedRun(
    _ arguments: [String], file: String? = nil, content: String? = nil
) throws -> Configuration {
    let entries = try file.map { try ConfigFile.entries($0, path: "c.json") } ?? []
    guard case .run(var configuration) = try Command.parse(arguments, fileEntries: entries) else {
        throw UsageError("not a run: \(arguments)")
    }
    if let content { configuration.run.contentText = content }
    return configuration
}

/// A trace of the default sheet that presents it (Enter) at `present` seconds, then does
/// nothing until one key (Up) at `key` seconds: a long idle stretch for plots and replays.
func idleTrace(presentingAt present: Double, keyAt key: Double) -> Trace {
    Trace(
        configuration: Configuration(),
        entries: [
            TraceEntry(time: present, input: .key(.enter)),
            TraceEntry(time: key, input: .key(.up)),
        ])
}

/// One release a rule decides on a 390×844 window: where the finger let go, how far it had
/// moved, how fast, and the detent and rule (SPEC numbering) the style must pick.
struct ReleaseCase: CustomTestStringConvertible, Sendable {
    var style: StyleKind = .sheet
    var height: Double
    var translation: Double
    var velocity: Double
    var target: String
    var rule: Int

    var release: Release {
        Release(height: height, translation: translation, velocity: velocity, windowHeight: 844)
    }

    var testDescription: String {
        "\(style.rawValue): h \(height), ty \(translation), v \(velocity) → \(target) by rule "
            + "\(rule)"
    }
}

/// An input a parser must refuse (a command line, a file's text), and what its one error
/// line must say: exactly `message` where the case pins it, and each of `naming`.
struct Bad<Input: Sendable>: CustomTestStringConvertible, Sendable {
    var input: Input
    var message: String? = nil
    var naming: [String] = []

    var testDescription: String { message ?? "\(input)" }

    /// Expects `error` to be this case's line, one line, ending the run with `exitCode`.
    func expect(
        _ error: some ExitCodeError, exitCode: Int32,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let line = error.description
        #expect(error.exitCode.rawValue == exitCode, sourceLocation: sourceLocation)
        #expect(!line.contains("\n"), "\(line)", sourceLocation: sourceLocation)
        if let message { #expect(line == message, sourceLocation: sourceLocation) }
        for word in naming {
            #expect(line.contains(word), "\(line)", sourceLocation: sourceLocation)
        }
    }
}

/// The one line `Command.parse` refuses `arguments` with, or nil when it accepts them.
func usageMessage(_ arguments: [String]) -> String? {
    do {
        _ = try Command.parse(arguments)
        return nil
    } catch {
        return error.message
    }
}

/// The sheet style with one overdrag on a 390×844 window, and its detents: where a drag's
/// raw height is drawn, without the machine around it.
struct OverdragGeometry {
    let style: SheetStyle
    let window: Size
    let detents: DetentSet

    init(_ overdrag: OverdragKind) {
        var configuration = Configuration()
        configuration.constants.overdrag = overdrag
        let window = Size(width: 390, height: 844)
        style = StyleKind.sheet.behavior(configuration.constants)
        self.window = window
        detents = style.detents(window: window)
    }

    /// The height drawn for a drag at `raw`, grabbed at `grabbedAt`.
    func drawn(_ raw: Double, grabbedAt: Double) -> Double {
        style.dragHeight(raw, grabbedAt: grabbedAt, detents: detents, window: window)
    }

    /// The raw drag height that `drawn` inverts.
    func raw(forHeight height: Double) -> Double {
        style.dragRaw(forHeight: height, detents: detents, window: window)
    }
}

/// The filled shapes among `items`, in order: frame, corners and colour.
func shapes(_ items: [DrawItem]) -> [(Rect, CornerRadii, Color)] {
    items.compactMap {
        if case .shape(let r, let c, let k) = $0 { return (r, c, k) } else { return nil }
    }
}

/// The lines of text among `items`, in order.
func texts(_ items: [DrawItem]) -> [TextRun] {
    items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
}
