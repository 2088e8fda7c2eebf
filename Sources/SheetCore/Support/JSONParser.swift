/// A strict JSON parser (RFC 8259), small enough to fuzz: no trailing commas, no comments,
/// nesting limited so a hostile file cannot exhaust the stack.
package struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    static let maxDepth = 64

    /// The value `text` holds, or where and why it is not JSON.
    package static func parse(_ text: String) throws(JSONError) -> JSONValue {
        var steps = 0
        return try parse(text, keySteps: &steps)
    }

    /// The same, counting in `keySteps` the work spent on object keys (the duplicate check),
    /// so a test can tell linear from quadratic without a clock.
    static func parse(_ text: String, keySteps: inout Int) throws(JSONError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipSpace()
        let value = try parser.value()
        parser.skipSpace()
        guard parser.index == parser.bytes.count else {
            throw parser.error("unexpected text after the value")
        }
        keySteps += parser.keySteps
        return value
    }

    private var keySteps = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ reason: String) -> JSONError { JSONError(offset: index, reason: reason) }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func value() throws(JSONError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return .number(try number())
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONError) -> JSONValue
    {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count,
            Array(bytes[index..<index + expected.count]) == expected
        else {
            throw error("expected \(word)")
        }
        index += expected.count
        return value
    }

    private mutating func nest() throws(JSONError) {
        depth += 1
        if depth > Self.maxDepth { throw error("nested deeper than \(Self.maxDepth)") }
    }

    private mutating func object() throws(JSONError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        var members: [(String, JSONValue)] = []
        if opensEmpty(closing: UInt8(ascii: "}")) { return .object(members) }
        var keys: Set<String> = []
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in quotes")
            }
            let keyStart = index
            let key = try string()
            // Hashed, so an object of n keys costs n look-ups, not n² / 2 comparisons.
            keySteps += 1
            guard keys.insert(key).inserted else {
                throw JSONError(offset: keyStart, reason: "key '\(Format.echo(key))' appears twice")
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':'")
            }
            index += 1
            skipSpace()
            members.append((key, try value()))
            let more = try continues(closing: UInt8(ascii: "}"), in: "an object")
            if !more { return .object(members) }
        }
    }

    private mutating func array() throws(JSONError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        var elements: [JSONValue] = []
        if opensEmpty(closing: UInt8(ascii: "]")) { return .array(elements) }
        while true {
            skipSpace()
            elements.append(try value())
            let more = try continues(closing: UInt8(ascii: "]"), in: "an array")
            if !more { return .array(elements) }
        }
    }

    /// Steps past a container's opening bracket; true (and past `closing` too) when it is
    /// empty.
    private mutating func opensEmpty(closing: UInt8) -> Bool {
        index += 1
        skipSpace()
        guard index < bytes.count, bytes[index] == closing else { return false }
        index += 1
        return true
    }

    /// After a member or an element: true past a comma (another follows), false past
    /// `closing` (the container ends), an error at anything else.
    private mutating func continues(
        closing: UInt8, in container: String
    ) throws(JSONError) -> Bool {
        skipSpace()
        guard index < bytes.count else { throw error("unexpected end of input in \(container)") }
        let separator = bytes[index]
        guard separator == UInt8(ascii: ",") || separator == closing else {
            throw error("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
        }
        index += 1
        return separator == UInt8(ascii: ",")
    }

    private mutating func string() throws(JSONError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() throws(JSONError) {
            guard !run.isEmpty else { return }
            guard let text = String(validating: run, as: UTF8.self) else {
                throw error("invalid UTF-8 in a string")
            }
            // One scalar at a time: append(contentsOf:) copies the whole view each call,
            // which made a long escaped string (a trace's content) quadratic to read.
            for scalar in text.unicodeScalars { scalars.append(scalar) }
            run.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                try flush()
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                try flush()
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else { throw error("unpaired surrogate") }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw error("unpaired surrogate")
                        }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else {
                        throw error("invalid \\u escape")
                    }
                    scalars.append(scalar)
                default:
                    throw error("invalid escape")
                }
                continue
            }
            run.append(byte)
            index += 1
        }
        throw error("unterminated string")
    }

    private mutating func hex4() throws(JSONError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"):
                digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"):
                digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func number() throws(JSONError) -> Double {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let from = index
            while index < bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
            { index += 1 }
            return index - from
        }
        let whole = digits()
        guard whole > 0 else { throw error("expected a value") }
        if whole > 1,
            bytes[start + (bytes[start] == UInt8(ascii: "-") ? 1 : 0)] == UInt8(ascii: "0")
        {
            throw error("leading zero in a number")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected digits after '.'") }
        }
        if index < bytes.count,
            bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")
        {
            index += 1
            if index < bytes.count,
                bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
            {
                index += 1
            }
            guard digits() > 0 else { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONError(offset: start, reason: "number out of range")
        }
        return value
    }
}
