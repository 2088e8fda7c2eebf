/// Number formatting shared by `--help`, the event log and error messages.
package enum Format {
    /// A number with at most `decimals` decimals and no trailing zeros ("300", "0.25", "-12.5").
    package static func number(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        // Beyond what 64-bit integers hold at this precision, Swift's own shortest form.
        guard abs(value) < 1e15 else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(.towardZero), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        var text = fixed(rounded, decimals: decimals)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A size in bytes as people read it: "812 bytes", "64 KB", "55.2 MB" (1 KB = 1024).
    package static func bytes(_ count: Int) -> String {
        if count < 1024 { return "\(count) bytes" }
        if count < 1 << 20 { return "\(count >> 10) KB" }
        return "\(number(Double(count) / 1_048_576, decimals: 1)) MB"
    }

    /// The shortest text that reads back as exactly `value` ("300", "0.6", "0.9333333333333333").
    package static func exact(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// A number for the event log (SPEC §8: 1–3 decimals): at least one decimal, at most
    /// `decimals` ("300.0", "-612.37").
    package static func measure(_ value: Double, decimals: Int = 2) -> String {
        let text = number(value, decimals: decimals)
        return text.contains(".") || text.contains("e") || !value.isFinite ? text : text + ".0"
    }

    /// How many characters of a user's text a message echoes before cutting it.
    package static let echoLimit = 64

    /// User text (a flag's value, a config key, a path) made safe to echo in a one-line
    /// message: control and format characters escaped as `\u{1B}` (or `\n`, `\t`, `\r`),
    /// so nothing a file holds can drive the terminal, and text past `limit` characters cut
    /// with "…", so a 100 KB value is not echoed whole.
    package static func echo(_ text: some StringProtocol, limit: Int = echoLimit) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { return result + "…" }
            count += 1
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate,
                    .unassigned:
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u{" + hex.leftPadded(to: 2) + "}"
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `text` made safe as `echo` does, but cut in the middle: past `limit` characters it keeps
    /// the first and the last half of them with "…" between. For a whole message that ends
    /// with its reason ("--content /very/long/path: cannot read (File name too long)"), so a
    /// long path in it cannot push the reason out of the line.
    package static func echoKeepingEnds(_ text: some StringProtocol, limit: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > limit else { return echo(text, limit: Int.max) }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars[..<(limit / 2)])
        var tail = String.UnicodeScalarView()
        tail.append(contentsOf: scalars[(scalars.count - (limit - limit / 2))...])
        return echo(String(head), limit: Int.max) + "…" + echo(String(tail), limit: Int.max)
    }

    /// A number with exactly `decimals` decimals ("1.500").
    package static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return number(value) }
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int64((abs(value) * Double(scale)).rounded())
        let whole = scaled / scale
        let fraction = scaled % scale
        var fractionText = String(fraction)
        while fractionText.count < decimals { fractionText = "0" + fractionText }
        let sign = (value < 0 && scaled != 0) ? "-" : ""
        return decimals == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fractionText)"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
