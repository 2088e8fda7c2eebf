/// Malformed JSON: where (byte offset) and what.
package struct JSONError: Error, Equatable, CustomStringConvertible {
    /// Where the parser stopped, in bytes of UTF-8 from the start of the text.
    package let offset: Int
    /// What it found wrong there, in words ("unexpected end of input").
    package let reason: String
    /// "malformed JSON at byte N: reason", for an error line that names the file before it.
    package var description: String { "malformed JSON at byte \(offset): \(reason)" }
}
