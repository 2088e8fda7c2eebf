import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a user's text file for `--content`: unreadable exits 66, not UTF-8 exits 65.
enum TextFile {
    struct Failure: ExitCodeError {
        let message: String
        let exitCode: Int32
        var description: String { message }
    }

    /// The largest file read (a sheet of text, not a book).
    static let limit = 4 << 20

    static func read(_ path: String, flag: String) throws(Failure) -> String {
        guard let file = fopen(path, "rb") else {
            throw Failure(message: "--\(flag) \(path): cannot read (\(String(cString: strerror(errno))))", exitCode: 66)
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count > 0 { bytes += chunk[0..<count] }
            if count < chunk.count {
                if ferror(file) != 0 {
                    throw Failure(message: "--\(flag) \(path): cannot read (\(String(cString: strerror(errno))))", exitCode: 66)
                }
                break
            }
            if bytes.count > limit {
                throw Failure(message: "--\(flag) \(path): larger than \(limit >> 20) MiB", exitCode: 65)
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(message: "--\(flag) \(path): not UTF-8 text", exitCode: 65)
        }
        // Windows line ends and a byte-order mark are the file's encoding, not its text.
        var clean = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        clean = String(clean.filter { $0 != "\r" })
        return clean
    }
}
