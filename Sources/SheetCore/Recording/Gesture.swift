/// The built-in gestures: pointer paths synthesised at 60 Hz on a sheet resting at its lowest
/// or highest detent, the releases sheet libraries disagree on (a slow release half-way, a
/// short confident flick, a hesitation before letting go, the quick flick down that closes a
/// sheet).
package struct Gesture: Sendable {
    /// Where the sheet rests when the gesture begins.
    package enum Start: Sendable {
        case lowest, highest
    }

    /// The gesture's name (`matrix` rows, `--replay gesture:NAME`).
    package let name: String
    /// What the hand does, in words.
    package let summary: String
    /// Where the sheet rests when the gesture begins.
    package let start: Start
    /// The pointer's path as (seconds after the press, points the pointer has moved down: up
    /// is negative), given the resting detents' heights and the window.
    let path: @Sendable (_ geometry: Geometry) -> [(time: Double, dy: Double)]
    /// How long the pointer stays still before it lets go, in seconds.
    let hold: Double

    /// What a path is laid out against.
    struct Geometry {
        /// The height the gesture starts from.
        var height: Double
        /// The lowest and the highest resting height.
        var lowest: Double
        var highest: Double
        /// Below this height a release dismisses (the seed's rule 1).
        var dismissLine: Double
    }

    /// Steps of a pointer moving `distance` points in `seconds` at 60 Hz, evenly.
    static func steady(_ distance: Double, over seconds: Double) -> [(time: Double, dy: Double)] {
        let steps = max(1, Int((seconds * 60).rounded()))
        return (0...steps).map { step in
            (Double(step) / 60, distance * Double(step) / Double(steps))
        }
    }

    /// Every built-in gesture, in the order `gestures` lists them.
    package static let library: [Gesture] = [
        Gesture(
            name: "slow-up-a-little",
            summary: "from the lowest detent, 60 pt up in a second, still 0.2 s, let go",
            start: .lowest, path: { _ in steady(-60, over: 1) }, hold: 0.2),
        Gesture(
            name: "slow-up-past-half",
            summary: "from the lowest detent, slowly past half-way to the top one, still 0.2 s",
            start: .lowest,
            path: { g in steady(-(g.highest - g.lowest) * 0.6, over: 1.2) }, hold: 0.2),
        Gesture(
            name: "short-fast-flick-up", summary: "from the lowest detent, 50 pt up in 80 ms",
            start: .lowest, path: { _ in steady(-50, over: 0.08) }, hold: 0),
        Gesture(
            name: "long-fast-flick-up", summary: "from the lowest detent, 300 pt up in 200 ms",
            start: .lowest, path: { _ in steady(-300, over: 0.2) }, hold: 0),
        Gesture(
            name: "slow-down-from-top",
            summary: "from the top detent, 250 pt down in a second, still 0.2 s, let go",
            start: .highest, path: { _ in steady(250, over: 1) }, hold: 0.2),
        Gesture(
            name: "fast-flick-down-from-top", summary: "from the top detent, 200 pt down in 120 ms",
            start: .highest, path: { _ in steady(200, over: 0.12) }, hold: 0),
        Gesture(
            name: "down-then-hesitate",
            summary: "from the top detent, 200 pt down in 300 ms, still for 200 ms, let go",
            start: .highest, path: { _ in steady(200, over: 0.3) }, hold: 0.2),
        Gesture(
            name: "tap", summary: "a 3 pt press on the sheet, let go after 100 ms",
            start: .lowest, path: { _ in [(0, 0), (0.05, 3), (0.1, 3)] }, hold: 0),
        Gesture(
            name: "slow-below-dismiss-line",
            summary: "from the lowest detent, slowly to 40 pt below the dismiss line, still 0.2 s",
            start: .lowest,
            path: { g in steady(g.height - max(0, g.dismissLine - 40), over: 1.5) }, hold: 0.2),
        // What iOS users do most to close a sheet: a short, quick flick down from where it
        // rests, released well above the dismiss line.
        Gesture(
            name: "quick-flick-down-from-lowest",
            summary: "from the lowest detent, 80 pt down in 100 ms",
            start: .lowest, path: { _ in steady(80, over: 0.1) }, hold: 0),
    ]

    /// The gesture called `name`, if there is one.
    package static func named(_ name: String) -> Gesture? { library.first { $0.name == name } }

    /// The gesture as a trace on `configuration`: the sheet resting at its lowest or highest
    /// detent from the start (the configuration's `start` is set so), the press a little
    /// below the sheet's top, where every style's sheet takes a drag.
    package func trace(_ configuration: Configuration) -> Trace {
        var configuration = configuration
        let window = configuration.constants.window
        let detents = configuration.sheetStyle.detents(window: window)
        let resting = start == .lowest ? detents.lowest : detents.highest
        configuration.constants.start = resting.name
        let geometry = Geometry(
            height: resting.height, lowest: detents.lowest.height,
            highest: detents.highest.height, dismissLine: detents.dismissLine)
        let x = window.width / 2
        let top = window.height - resting.height + 24
        let pressed = 0.5
        var entries: [TraceEntry] = []
        let steps = path(geometry)
        for (index, step) in steps.enumerated() {
            let point = Point(x: x, y: top + step.dy)
            let input: Input = index == 0 ? .pointerDown(point) : .pointerMove(point)
            entries.append(TraceEntry(time: pressed + step.time, input: input))
        }
        let last = steps.last ?? (0, 0)
        entries.append(
            TraceEntry(
                time: pressed + last.time + hold,
                input: .pointerUp(Point(x: x, y: top + last.dy))))
        return Trace(configuration: configuration, entries: entries)
    }
}
