/// One recorded input and when it happened (seconds since launch).
package struct TraceEntry: Equatable, Sendable {
    /// When the input happened, seconds since launch.
    package var time: Double
    /// The input: a press, a move, a key, a resize, measured content, new constants.
    package var input: Input
    /// The one phone of `--compare` the input is for (1 or 2); nil: every phone. Only a
    /// `.content` input is a phone's own (the two phones lay their content out differently).
    package var phone: Int? {
        get { phoneNumber == 0 ? nil : Int(phoneNumber) }
        set { phoneNumber = UInt8(clamping: newValue ?? 0) }
    }
    /// `phone`, 0 for every phone: a byte, so an entry stays 32 bytes (traces of a million
    /// moves are read whole).
    private var phoneNumber: UInt8
    /// `input` at `time`, for phone `phone` (1 or 2) or for every phone (nil).
    package init(time: Double, input: Input, phone: Int? = nil) {
        self.time = time
        self.input = input
        self.phoneNumber = UInt8(clamping: phone ?? 0)
    }
}

/// A recorded session: the configuration it ran with and every input, as JSON lines — a
/// header first, then one input a line, so a file cut short by a crash is still valid.
package struct Trace: Equatable, Sendable {
    /// The `sheetlab-trace` number in the header; a file of another version is refused (65).
    package static let version = 1
    /// What the session ran with: the header's window, constants and content text.
    package var configuration: Configuration
    /// Every input in the order it happened.
    package var entries: [TraceEntry]
    /// The `--compare A,B` pair the trace was recorded under (its header holds the first
    /// phone's constants), if it was.
    package var comparedPair: String?

    /// A trace of `configuration` with `entries`, not yet written.
    package init(configuration: Configuration, entries: [TraceEntry] = []) {
        self.configuration = configuration
        self.entries = entries
    }

    /// The header line: the window, every constant, and the sheet's text when `--content`
    /// replaced the poem (a replay must lay out the same text to scroll the same way).
    package static func header(_ configuration: Configuration) -> String {
        let window = configuration.constants.window
        var members: [(String, JSONOutput)] = [
            ("sheetlab-trace", .integer(version)),
            ("window", .array([.exact(window.width), .exact(window.height)])),
            ("config", ConfigFile.object(configuration, layout: .spacedKeys)),
        ]
        if let content = configuration.run.contentText {
            members.append(("content", .string(content)))
        }
        for slot in ImageSlot.allCases {
            guard let image = configuration.run.image(slot) else { continue }
            members.append((slot.flag.rawValue, imageObject(image)))
        }
        if let compare = configuration.run.compare { members.append(("compare", .string(compare))) }
        return JSONOutput.object(members).text
    }

    /// An image as a header records it: its path, the hash of its bytes and its pixel size
    /// (a replay reads the file again, and says so when its bytes changed).
    static func imageObject(_ image: ImageFile) -> JSONOutput {
        .object([
            ("path", .string(image.path)), ("fnv1a64", .string(image.hashText)),
            ("pixels", .array([.integer(image.width), .integer(image.height)])),
        ])
    }

    /// The image a header's object records.
    static func image(_ value: JSONValue) throws(ImageProblem) -> ImageFile {
        guard case .string(let path)? = value["path"], !path.isEmpty else {
            throw ImageProblem("must have a \"path\" (a non-empty string)")
        }
        guard case .string(let text)? = value["fnv1a64"], let hash = ImageFile.hash(text: text)
        else {
            throw ImageProblem("must have an \"fnv1a64\" of 1 to 16 hex digits")
        }
        let side = 1...Double(ImageFile.maximumSide)
        guard case .array(let pixels)? = value["pixels"], pixels.count == 2,
            case .number(let width) = pixels[0], case .number(let height) = pixels[1],
            side.contains(width), side.contains(height), width.rounded() == width,
            height.rounded() == height
        else {
            throw ImageProblem(
                "must have \"pixels\": [width, height], whole numbers from 1 to "
                    + "\(ImageFile.maximumSide)")
        }
        return ImageFile(path: path, hash: hash, width: Int(width), height: Int(height))
    }

    /// One input's line; times exact, so a replay sees the very numbers the app saw.
    package static func line(_ entry: TraceEntry) -> String {
        var members: [(String, JSONOutput)] = [("t", .exact(entry.time))]
        func input(_ name: String, _ fields: (String, JSONOutput)...) {
            members.append(("input", .string(name)))
            members += fields
        }
        switch entry.input {
        case .pointerDown(let p): input("down", ("x", .exact(p.x)), ("y", .exact(p.y)))
        case .pointerMove(let p): input("move", ("x", .exact(p.x)), ("y", .exact(p.y)))
        case .pointerUp(let p): input("up", ("x", .exact(p.x)), ("y", .exact(p.y)))
        case .pointerCancel: input("cancel")
        case .wheel(let lines): input("wheel", ("lines", .exact(lines)))
        case .key(let key): input("key", ("key", .string(key.name)))
        case .resize(let size):
            input("resize", ("w", .exact(size.width)), ("h", .exact(size.height)))
        case .reconfigure(let constants):
            input(
                "config",
                ("config", ConfigFile.object(constants, layout: .spacedKeys)))
        case .content(let height):
            input("content", ("h", .exact(height)))
            if let phone = entry.phone { members.append(("phone", .integer(phone))) }
        }
        return JSONOutput.object(members).text
    }

    /// The whole trace as text.
    package var text: String {
        ([Self.header(configuration)] + entries.map(Self.line)).joined(separator: "\n") + "\n"
    }

    /// Reads a trace; a bad file is one line naming the file, the line and the problem (exit 65).
    package static func parse(_ text: String, path: String) throws(ConfigFileError) -> Trace {
        let path = Format.echo(path, limit: ConfigFile.pathEchoLimit)
        // One line at a time, each made a String only while it is parsed: a 64 MiB trace split
        // into a million Strings at once held several times the file.
        var lines = Lines(text)
        guard let first = lines.next() else {
            throw ConfigFileError("\(path): empty, not a SheetLab trace")
        }
        let header: JSONValue
        do {
            header = try JSONParser.parse(first)
        } catch {
            throw ConfigFileError("\(path): line 1: \(error.description)")
        }
        guard header["sheetlab-trace"] == .number(Double(version)) else {
            throw ConfigFileError("\(path): line 1: not a SheetLab trace of version \(version)")
        }
        guard let config = header["config"] else {
            throw ConfigFileError("\(path): line 1: no \"config\"")
        }
        var trace = Trace(configuration: try Self.configuration(config, path: "\(path): line 1"))
        if case .string(let text)? = header["content"] {
            // The limit `--content` has, measured as the text the sheet would get (unescaped):
            // a header must not carry what the flag refuses.
            guard text.utf8.count <= FileText.contentLimit else {
                throw ConfigFileError(
                    "\(path): line 1: \"content\" is larger than \(FileText.contentLimit >> 20) "
                        + "MiB, "
                        + "the limit of \(flag: .content)")
            }
            trace.configuration.run.contentText = text
        }
        for slot in ImageSlot.allCases {
            guard let value = header[slot.flag.rawValue] else { continue }
            do throws(ImageProblem) {
                trace.configuration.run.setImage(try image(value), for: slot)
            } catch {
                throw ConfigFileError("\(path): line 1: \"\(slot.flag)\" \(error.reason)")
            }
        }
        if case .string(let pair)? = header["compare"] { trace.comparedPair = pair }
        var previous = 0.0
        var number = 1
        while let line = lines.next() {
            number += 1
            let entry: TraceEntry
            do {
                entry = try Self.entry(
                    try JSONParser.parse(line), base: trace.configuration,
                    path: "\(path): line \(number)")
            } catch let error as JSONError {
                throw ConfigFileError("\(path): line \(number): \(error.description)")
            } catch let error as TraceLineError {
                throw ConfigFileError("\(path): line \(number): \(error.reason)")
            } catch let error as ConfigFileError {
                throw error
            } catch {
                throw ConfigFileError("\(path): line \(number): \(error)")
            }
            guard entry.time >= previous else {
                throw ConfigFileError(
                    "\(path): line \(number): time \(Format.exact(entry.time)) is before the "
                        + "line above"
                )
            }
            previous = entry.time
            if let phone = entry.phone, trace.comparedPair == nil {
                // Only a recording of two phones has a second one to tell apart.
                throw ConfigFileError(
                    "\(path): line \(number): \"phone\" \(phone) in a trace recorded without "
                        + FlagName.compare.option)
            }
            trace.entries.append(entry)
        }
        return trace
    }

    /// The lines of a text, without the empty ones at its end, one String at a time.
    struct Lines {
        let text: String
        var start: String.Index
        let end: String.Index

        init(_ text: String) {
            self.text = text
            var end = text.utf8.endIndex
            while end > text.utf8.startIndex, text.utf8[text.utf8.index(before: end)] == 10 {
                end = text.utf8.index(before: end)
            }
            self.end = end
            start = text.utf8.startIndex
        }

        mutating func next() -> String? {
            guard start < end else { return nil }
            let stop = text.utf8[start..<end].firstIndex(of: 10) ?? end
            let line = String(text[start..<stop])
            start = stop < end ? text.utf8.index(after: stop) : end
            return line
        }
    }

    struct TraceLineError: Error {
        let reason: String
    }

    /// A configuration from a trace's "config" object.
    static func configuration(_ object: JSONValue, path: String) throws(ConfigFileError)
        -> Configuration
    {
        let entries = try ConfigFile.entries(object, path: "\(path): config")
        let command: Command
        do {
            command = try Command.parse([], fileEntries: entries)
        } catch {
            throw ConfigFileError("\(path): config: \(error.message)")
        }
        guard case .run(let parsed) = command else {
            throw ConfigFileError("\(path): config does not describe a run")
        }
        return parsed
    }

    /// The ranges a trace's numbers must fall in, checked as flags are: a time up to a year;
    /// a window as `--window` allows; a pointer anywhere a drag out of the largest window can
    /// reach; a wheel turn far beyond any real one. Past these the app has no use for a
    /// number, and the renderer's integer conversions would trap on it.
    static let timeRange = NumberRange(
        lower: 0, lowerInclusive: true, upper: 86_400 * 365, upperInclusive: false)
    static let sizeRange = NumberRange(
        lower: 1, lowerInclusive: true, upper: 16384, upperInclusive: true)
    static let coordinateRange = NumberRange(
        lower: -32768, lowerInclusive: true, upper: 32768, upperInclusive: true)
    static let wheelRange = NumberRange(
        lower: -1000, lowerInclusive: true, upper: 1000, upperInclusive: true)
    /// Content as tall as the largest `--content` could lay out, and then some.
    static let contentRange = NumberRange(
        lower: 0, lowerInclusive: true, upper: 1e12, upperInclusive: true)

    private static func entry(_ value: JSONValue, base: Configuration, path: String) throws
        -> TraceEntry
    {
        func number(_ key: String, _ range: NumberRange) throws -> Double {
            guard case .number(let number)? = value[key] else {
                throw TraceLineError(reason: "\"\(key)\" must be a number")
            }
            guard range.contains(number) else {
                throw TraceLineError(
                    reason:
                        "\"\(key)\" \(Format.exact(number)) is out of range (allowed: "
                        + "\(range.text))"
                )
            }
            return number
        }
        func point() throws -> Point {
            Point(x: try number("x", coordinateRange), y: try number("y", coordinateRange))
        }
        let time = try number("t", timeRange)
        guard case .string(let kind)? = value["input"] else {
            throw TraceLineError(reason: "\"input\" must be a string")
        }
        let input: Input
        switch kind {
        case "down": input = .pointerDown(try point())
        case "move": input = .pointerMove(try point())
        case "up": input = .pointerUp(try point())
        case "cancel": input = .pointerCancel
        case "wheel": input = .wheel(try number("lines", wheelRange))
        case "resize":
            input = .resize(
                Size(width: try number("w", sizeRange), height: try number("h", sizeRange)))
        case "content":
            input = .content(try number("h", contentRange))
            switch value["phone"] {
            case nil: break
            case .number(1)?: return TraceEntry(time: time, input: input, phone: 1)
            case .number(2)?: return TraceEntry(time: time, input: input, phone: 2)
            default: throw TraceLineError(reason: "\"phone\" must be 1 or 2")
            }
        case "config":
            guard let object = value["config"] else {
                throw TraceLineError(reason: "\"config\" is missing")
            }
            // Constants only: what the sheet shows (its text, its images) is the run's.
            input = .reconfigure(try Self.configuration(object, path: path).constants)
        case "key":
            guard case .string(let name)? = value["key"], let key = Key(name: name) else {
                throw TraceLineError(
                    reason: "\"key\" must be one of enter, space, escape, up, down")
            }
            input = .key(key)
        default:
            throw TraceLineError(reason: "unknown input '\(Format.echo(kind))'")
        }
        return TraceEntry(time: time, input: input)
    }
}

extension Key {
    /// The key's name in traces.
    package var name: String {
        switch self {
        case .enter: return "enter"
        case .space: return "space"
        case .escape: return "escape"
        case .up: return "up"
        case .down: return "down"
        }
    }

    /// The key a trace names `name`; nil for a name traces never hold.
    package init?(name: String) {
        switch name {
        case "enter": self = .enter
        case "space": self = .space
        case "escape": self = .escape
        case "up": self = .up
        case "down": self = .down
        default: return nil
        }
    }
}
