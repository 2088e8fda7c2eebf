/// The text of a file as the app reads it, whatever system wrote it.
package enum FileText {
    /// The most text the sheet is given, in bytes of UTF-8: the limit of `--content` and of a
    /// trace's `"content"` (a sheet of text, not a book; layout's cost grows with it).
    package static let contentLimit = 4 << 20

    /// The text without what belongs to the file's encoding: a byte-order mark and Windows
    /// line ends. Swift reads "\r\n" as ONE Character, so filtering "\r" Characters misses
    /// every CRLF pair: this filters the UTF-8 bytes.
    package static func clean(_ text: String) -> String {
        var bytes = Array(text.utf8)
        clean(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The same on a file's bytes, in place (before they are made a String, so a large file
    /// is not copied twice more); valid UTF-8 stays valid.
    package static func clean(_ bytes: inout [UInt8]) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        // A CR byte is never part of a longer UTF-8 sequence: dropping the bytes is exact.
        bytes.removeAll { $0 == 0x0D }
    }
}
