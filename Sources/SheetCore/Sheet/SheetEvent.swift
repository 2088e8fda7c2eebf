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
    /// The watched `--config` file was saved and its constants run now (the app reports it):
    /// the file as named, the keys whose running values changed, and the seconds from the
    /// file's last write to the constants running.
    case reload(file: String, changed: [String], latency: Double)
    /// The watched file's new contents were refused (the line stderr shows): the last good
    /// constants stay.
    case reloadRefused(file: String, reason: String)
    /// The watched file was deleted or renamed away: its constants stay.
    case configRemoved(file: String)

    /// The event's name and fields as one JSON object, after `"t"`.
    package func json(time: Double, phone: Int? = nil) -> String {
        var members: [(String, JSONOutput)] = [("t", .fixed(time, decimals: 3))]
        func event(_ name: String, _ fields: (String, JSONOutput)...) {
            members.append(("event", .string(name)))
            members += fields
        }
        func window(_ size: Size) -> JSONOutput {
            .array([.measure(size.width), .measure(size.height)])
        }
        switch self {
        case .present:
            event("present")
        case .dismiss(let reason):
            event("dismiss", ("reason", .string(reason.rawValue)))
        case .dragStart(let height):
            event("drag-start", ("height", .measure(height)))
        case .dragEnd(let height, let velocity, let translation, let target, let rule):
            event(
                "drag-end", ("height", .measure(height)), ("velocity", .measure(velocity)),
                ("translation", .measure(translation)), ("target", .string(target)),
                ("rule", .integer(rule)))
        case .settled(let detent, let index, let height):
            event(
                "settled", ("detent", .string(detent)), ("index", .integer(index)),
                ("height", .measure(height)))
        case .dismissed:
            event("dismissed")
        case .toggle(let target):
            event("toggle", ("target", .string(target)))
        case .select(let control, let segment):
            event("select", ("control", .integer(control)), ("segment", .integer(segment)))
        case .ready(let size):
            event("ready", ("window", window(size)))
        case .quit(let frames):
            event("quit", ("frames", .integer(frames)))
        case .resize(let size):
            event("resize", ("window", window(size)))
        case .reload(let file, let changed, let latency):
            event(
                "reload", ("file", .string(file)), ("changed", .array(changed.map { .string($0) })),
                ("latency", .fixed(latency, decimals: 3)))
        case .reloadRefused(let file, let reason):
            event("reload-refused", ("file", .string(file)), ("reason", .string(reason)))
        case .configRemoved(let file):
            event("config-removed", ("file", .string(file)))
        }
        if let phone { members.append(("phone", .integer(phone))) }
        return JSONOutput.object(members).text
    }
}
