import CSDL2
import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

// Compiled only into the test build (`-DSHEETLAB_TEST_HOOKS`, which `make test` passes):
// the app users run (`make run`, `make install`, the `.deb`) has no such channel, and a
// SHEETLAB_INJECT left in a shell means nothing to it.
#if SHEETLAB_TEST_HOOKS
    /// For tests only: SDL events a file names, pushed into the window's queue at their times, so
    /// that the real loop reads them as it reads the system's. An X server under test (Xvfb) has
    /// no touchscreen and no trackpad: this is how the end-to-end tests touch the window and
    /// scroll it precisely. Asked for by the environment variable `SHEETLAB_INJECT` (a path) in
    /// the test build only; nothing else reads it.
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
            let text: String
            do {
                text = try TextFile.read(path, flag: nil)
            } catch {
                throw TextFile.Failure(
                    message: "\(variable) " + error.message, exitCode: error.exitCode)
            }
            return EventInjector(events: try parse(text, path: path))
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
                    return Unmanaged<EventInjector>.fromOpaque(param).takeUnretainedValue()
                        .pushDue()
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

        /// Seconds after the start: up to a day (SDL's timer counts its waits in 32-bit ms).
        static let timeRange = 0.0...86_400
        /// A finger's id: any whole number an SDL_FingerID holds, and then some room.
        static let idRange = -1e15...1e15
        /// A finger's place as a fraction of the window: off it (a finger that left it) but finite.
        static let fractionRange = -1000.0...1000
        /// Window units (the mouse's and the wheel's place).
        static let unitRange = -32768.0...32768
        /// A precise wheel delta, far beyond any real one.
        static let wheelRange = -100_000.0...100_000

        /// The events of a file's text; a bad line is one message naming it (65).
        static func parse(_ text: String, path: String) throws(ConfigFileError) -> [Scripted] {
            var events: [Scripted] = []
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated()
            where !line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
                let place = "\(variable) \(path): line \(index + 1)"
                let value: JSONValue
                do {
                    value = try JSONParser.parse(String(line))
                } catch {
                    throw ConfigFileError("\(place): \(error.description)")
                }
                // Every number within what its SDL field holds (a conversion past it would trap).
                func number(_ key: String, _ range: ClosedRange<Double>) throws(ConfigFileError)
                    -> Double
                {
                    guard case .number(let number)? = value[key], range.contains(number) else {
                        let (low, high) = (range.lowerBound, range.upperBound)
                        throw ConfigFileError(
                            "\(place): \"\(key)\" must be a number from \(Format.exact(low)) to "
                                + Format.exact(high))
                    }
                    return number
                }
                func units(_ key: String) throws(ConfigFileError) -> Int32 {
                    Int32(try number(key, Self.unitRange))
                }
                let time = try number("t", Self.timeRange)
                guard time >= (events.last?.time ?? 0) else {
                    throw ConfigFileError("\(place): \"t\" is before the line above")
                }
                var event = SDL_Event()
                if case .string(let phase)? = value["finger"] {
                    let types = [
                        "down": SDL_FINGERDOWN, "move": SDL_FINGERMOTION, "up": SDL_FINGERUP,
                    ]
                    guard let type = types[phase] else {
                        throw ConfigFileError("\(place): \"finger\" must be down, move or up")
                    }
                    event.type = type.rawValue
                    event.tfinger.touchId = 7
                    event.tfinger.fingerId = SDL_FingerID(try number("id", Self.idRange))
                    event.tfinger.x = Float(try number("x", Self.fractionRange))
                    event.tfinger.y = Float(try number("y", Self.fractionRange))
                    event.tfinger.pressure = 1
                } else if case .string(let phase)? = value["mouse"] {
                    let x = try units("x")
                    let y = try units("y")
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
                    event.wheel.preciseY = Float(try number("wheel", Self.wheelRange))
                    event.wheel.y = Int32(event.wheel.preciseY.rounded(.towardZero))
                    event.wheel.mouseX = try units("x")
                    event.wheel.mouseY = try units("y")
                } else {
                    throw ConfigFileError("\(place): neither \"finger\", \"mouse\" nor \"wheel\"")
                }
                events.append(Scripted(time: time, event: event))
            }
            return events
        }
    }
#endif
