/// `--detents`' parsing, beside the flags that read it: the detent types themselves are the
/// engine's (`Sheet/Detent.swift`, shipped by `--export swift-package`), which has no flags.
extension DetentSpec {
    /// Parses `--detents`: comma-separated `[NAME=]VALUE`, lowest first; an unnamed detent is
    /// named by its value as written.
    package static func list(_ text: String) throws(UsageError) -> [DetentSpec] {
        var parsed = 0
        return try list(text, entriesParsed: &parsed)
    }

    /// `list(_:)`, counting in `entriesParsed` the entries it looked at: the count is checked
    /// before any entry is, so a list of any length costs one pass over its commas.
    static func list(_ text: String, entriesParsed: inout Int) throws(UsageError) -> [DetentSpec] {
        let count = text.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: ",") ? 1 : 0) }
        guard (1...maximumCount).contains(count) else {
            throw UsageError("\(flag: .detents): \(count) detents (allowed: 1..\(maximumCount))")
        }
        var specs: [DetentSpec] = []
        var names: Set<String> = []
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            entriesParsed += 1
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let valueText = parts.last!.trimmingCharacters()
            let name = parts.count == 2 ? parts[0].trimmingCharacters() : valueText
            guard let value = DetentValue(text: valueText) else {
                throw UsageError(
                    "\(flag: .detents): '\(Format.echo(String(entry)))' is not [NAME=]VALUE "
                        + "(VALUE: points > 0, a share like 50%, max or fit)")
            }
            guard !name.isEmpty, name.count <= maximumNameLength, !reservedNames.contains(name),
                name.allSatisfy({ $0.isLetter || $0.isNumber || "-_.%".contains($0) })
            else {
                throw UsageError(
                    "\(flag: .detents): '\(Format.echo(name))' is not a detent name (at most "
                        + "\(maximumNameLength) letters, digits, - _ . %; "
                        + "not page, dismiss, none or shorthand)")
            }
            guard !name.hasPrefix(reservedPrefix) else {
                throw UsageError(
                    "\(flag: .detents): '\(Format.echo(name))' is reserved: UIKit names its own "
                        + "detents "
                        + "com.apple.UIKit.* (.medium(), .large()), so the Swift export would "
                        + "hold one identifier twice")
            }
            guard names.insert(name).inserted else {
                throw UsageError(
                    "\(flag: .detents): the name '\(Format.echo(name))' is given "
                        + "twice")
            }
            specs.append(DetentSpec(name: name, value: value))
        }
        return specs
    }
}
