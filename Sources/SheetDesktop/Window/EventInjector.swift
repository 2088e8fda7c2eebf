import CSDL2
import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// For tests only: SDL events a file names, pushed into the window's queue at their times, so
/// that the real loop reads them as it reads the system's. An X server under test (Xvfb) has
/// no touchscreen and no trackpad: this is how the end-to-end tests touch the window and
/// scroll it precisely. Asked for by the environment variable `SHEETLAB_INJECT` (a path);
/// nothing else reads it.
///
/// The file has one JSON object a line, times in seconds after the loop starts, in order:
/// - `{"t":1,"finger":"down","id":1,"x":0.5,"y":0.7}` (`down`, `move`, `up`; `x` and `y`
///   fractions of the window, as SDL gives a touchscreen's),
/// - `{"t":1,"mouse":"down","x":195,"y":590}` (`down`, `move`, `up`; window units; the left
///   button), the mouse events SDL makes of a finger (`SDL_TOUCH_MOUSEID`),
/// - `{"t":1,"wheel":-0.4,"x":195,"y":700}` (a precise vertical wheel delta over that point).
final class EventInjector: @unchecked Sendable {
    /// The environment variable that names the file.
    static let variable = "SHEETLAB_INJECT"

    /// One event and when to push it (seconds after the start).
    struct Scripted {
        var time: Double
        var event: SDL_Event
    }

    let events: [Scripted]
    /// Only the timer's thread touches these once it runs.
    private var next = 0
    private var startTicks: UInt64 = 0

    init(events: [Scripted]) { self.events = events }

    /// The events of the file `SHEETLAB_INJECT` names, read before the window opens; nil when
    /// it is not set.
    static func fromEnvironment() throws -> EventInjector? {
        guard let path = getenv(variable).map({ String(cString: $0) }), !path.isEmpty else {
            return nil
        }
        return EventInjector(events: try parse(try TextFile.read(path, flag: nil), path: path))
    }

    /// Starts pushing the events, timed from now, on SDL's timer thread.
    func start() {
        startTicks = SDL_GetTicks64()
        // Retained for the rest of the run: the timer's thread reads it until the last event.
        let param = Unmanaged.passRetained(self).toOpaque()
        let timer = SDL_AddTimer(
            1,
            { _, param in
                guard let param else { return 0 }
                return Unmanaged<EventInjector>.fromOpaque(param).takeUnretainedValue().pushDue()
            }, param)
        if timer == 0 { Output.error("\(Self.variable): cannot start SDL's timer") }
    }

    /// Pushes every event that is due; the milliseconds to the next one (0: none left).
    private func pushDue() -> UInt32 {
        let elapsed = Double(SDL_GetTicks64() &- startTicks) / 1000
        while next < events.count, events[next].time <= elapsed {
            var event = events[next].event
            event.common.timestamp = SDL_GetTicks()
            _ = SDL_PushEvent(&event)
            next += 1
        }
        guard next < events.count else { return 0 }
        return UInt32(max(1, ((events[next].time - elapsed) * 1000).rounded(.up)))
    }

    /// The events of a file's text; a bad line is one message naming it (65).
    static func parse(_ text: String, path: String) throws(ConfigFileError) -> [Scripted] {
        var events: [Scripted] = []
        for (index, line) in text.split(separator: "\n").enumerated() {
            let place = "\(variable) \(path): line \(index + 1)"
            let value: JSONValue
            do {
                value = try JSONParser.parse(String(line))
            } catch {
                throw ConfigFileError("\(place): \(error.description)")
            }
            func number(_ key: String) throws(ConfigFileError) -> Double {
                guard case .number(let number)? = value[key], number.isFinite else {
                    throw ConfigFileError("\(place): \"\(key)\" must be a number")
                }
                return number
            }
            let time = try number("t")
            guard time >= (events.last?.time ?? 0) else {
                throw ConfigFileError("\(place): \"t\" is before the line above")
            }
            var event = SDL_Event()
            if case .string(let phase)? = value["finger"] {
                let types = ["down": SDL_FINGERDOWN, "move": SDL_FINGERMOTION, "up": SDL_FINGERUP]
                guard let type = types[phase] else {
                    throw ConfigFileError("\(place): \"finger\" must be down, move or up")
                }
                event.type = type.rawValue
                event.tfinger.touchId = 7
                event.tfinger.fingerId = SDL_FingerID(try number("id"))
                event.tfinger.x = Float(try number("x"))
                event.tfinger.y = Float(try number("y"))
                event.tfinger.pressure = 1
            } else if case .string(let phase)? = value["mouse"] {
                let x = Int32(clamping: Int(try number("x")))
                let y = Int32(clamping: Int(try number("y")))
                switch phase {
                case "move":
                    event.type = SDL_MOUSEMOTION.rawValue
                    event.motion.which = sheetlab_touch_mouse_id()
                    event.motion.x = x
                    event.motion.y = y
                case "down", "up":
                    event.type =
                        (phase == "down" ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
                    event.button.which = sheetlab_touch_mouse_id()
                    event.button.button = UInt8(SDL_BUTTON_LEFT)
                    event.button.x = x
                    event.button.y = y
                default:
                    throw ConfigFileError("\(place): \"mouse\" must be down, move or up")
                }
            } else if value["wheel"] != nil {
                event.type = SDL_MOUSEWHEEL.rawValue
                event.wheel.preciseY = Float(try number("wheel"))
                event.wheel.y = Int32(event.wheel.preciseY.rounded(.towardZero))
                event.wheel.mouseX = Int32(clamping: Int(try number("x")))
                event.wheel.mouseY = Int32(clamping: Int(try number("y")))
            } else {
                throw ConfigFileError("\(place): neither \"finger\", \"mouse\" nor \"wheel\"")
            }
            events.append(Scripted(time: time, event: event))
        }
        return events
    }
}
