/// Why a dismissal started.
package enum DismissReason: String, Equatable, Sendable {
    case drag, tap, key, button
}

/// Something a user (or a test) would want logged, as `--events` prints it (SPEC §8).
package enum SheetEvent: Equatable, Sendable {
    /// Presentation started.
    case present
    /// Dismissal started, and what started it.
    case dismiss(reason: DismissReason)
    /// A press became a drag of the sheet, at this height.
    case dragStart(height: Double)
    /// A drag was released: where and how fast, and where the policy's numbered rule sends it.
    case dragEnd(height: Double, velocity: Double, translation: Double, target: String, rule: Int)
    /// At rest at a detent: its name and its place in the list (0 = lowest); also when a
    /// resize, a config change or measured content moved the resting sheet to a new height.
    case settled(detent: String, index: Int, height: Double)
    /// The sheet is gone and the page is interactive again.
    case dismissed
    /// The window changed size.
    case resize(Size)
    /// A tap (or the page's button, Enter, Space) sent the peeking card to its other detent.
    case toggle(target: String)
    /// A segment of one of the style's segmented controls was chosen (`--style fixed`).
    case select(control: Int, segment: Int)
    /// The first frame is on screen (the app, not the machine, reports it).
    case ready(window: Size)
    /// The app is quitting after drawing `frames` frames.
    case quit(frames: Int)

    /// The event's name and fields as one JSON object, after `"t"`.
    package func json(time: Double, phone: Int? = nil) -> String {
        var fields = ["\"t\":\(Format.fixed(time, decimals: 3))"]
        func number(_ value: Double) -> String { Format.measure(value) }
        switch self {
        case .present:
            fields.append("\"event\":\"present\"")
        case .dismiss(let reason):
            fields += ["\"event\":\"dismiss\"", "\"reason\":\"\(reason.rawValue)\""]
        case .dragStart(let height):
            fields += ["\"event\":\"drag-start\"", "\"height\":\(number(height))"]
        case .dragEnd(let height, let velocity, let translation, let target, let rule):
            fields += [
                "\"event\":\"drag-end\"", "\"height\":\(number(height))",
                "\"velocity\":\(number(velocity))",
                "\"translation\":\(number(translation))", "\"target\":\"\(target)\"",
                "\"rule\":\(rule)",
            ]
        case .settled(let detent, let index, let height):
            fields += [
                "\"event\":\"settled\"", "\"detent\":\"\(detent)\"", "\"index\":\(index)",
                "\"height\":\(number(height))",
            ]
        case .dismissed:
            fields.append("\"event\":\"dismissed\"")
        case .toggle(let target):
            fields += ["\"event\":\"toggle\"", "\"target\":\"\(target)\""]
        case .select(let control, let segment):
            fields += ["\"event\":\"select\"", "\"control\":\(control)", "\"segment\":\(segment)"]
        case .ready(let size):
            fields += [
                "\"event\":\"ready\"", "\"window\":[\(number(size.width)),\(number(size.height))]",
            ]
        case .quit(let frames):
            fields += ["\"event\":\"quit\"", "\"frames\":\(frames)"]
        case .resize(let size):
            fields += [
                "\"event\":\"resize\"", "\"window\":[\(number(size.width)),\(number(size.height))]",
            ]
        }
        if let phone { fields.append("\"phone\":\(phone)") }
        return "{" + fields.joined(separator: ",") + "}"
    }
}
