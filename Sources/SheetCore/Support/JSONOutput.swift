/// A JSON value to write: the writer's side of `JSONValue` (which the parser reads). Its
/// numbers say how they are written, so every line SheetLab prints keeps its exact digits,
/// and its text is always JSON the parser reads back: strings escaped (RFC 8259), and a
/// number that is not finite written as `null`.
package indirect enum JSONOutput: Sendable {
    case null
    case bool(Bool)
    /// The shortest digits that read back as exactly this number (`Format.exact`): times,
    /// points and constants, so a replay sees the very numbers written.
    case exact(Double)
    /// Exactly `decimals` decimals (`Format.fixed`): measured figures ("1.500").
    case fixed(Double, decimals: Int)
    /// At most two decimals, always with a point (`Format.measure`): the heights, speeds and
    /// sizes events report ("300.0", "612.35").
    case measure(Double)
    case integer(Int)
    case string(String)
    /// Elements written on one line, comma-separated.
    case array([JSONOutput])
    /// Members in this order, written as `layout` says.
    case object([(String, JSONOutput)], layout: JSONLayout = .compact)

    /// The value as JSON text (no newline after it).
    package var text: String {
        var text = ""
        write(to: &text, depth: 0)
        return text
    }

    private func write(to text: inout String, depth: Int) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .exact(let value): text += value.isFinite ? Format.exact(value) : "null"
        case .fixed(let value, let decimals):
            text += value.isFinite ? Format.fixed(value, decimals: decimals) : "null"
        case .measure(let value): text += value.isFinite ? Format.measure(value) : "null"
        case .integer(let value): text += String(value)
        case .string(let value): text += jsonString(value)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text, depth: depth + 1)
            }
            text += "]"
        case .object(let members, let layout):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            let indent = String(repeating: "  ", count: depth + 1)
            text += layout == .lines ? "{\n" + indent : "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { text += layout == .lines ? ",\n" + indent : "," }
                text += jsonString(key)
                text += layout == .compact ? ":" : ": "
                value.write(to: &text, depth: depth + 1)
            }
            text += layout == .lines ? "\n" + String(repeating: "  ", count: depth) + "}" : "}"
        }
    }
}

/// JSON text for a string, quoted and escaped.
package func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
