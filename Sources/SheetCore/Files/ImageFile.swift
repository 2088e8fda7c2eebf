/// A user's image as layout sees it: where it was read, a hash of its bytes (so a replay can
/// tell it changed) and its size in pixels. The pixels themselves stay with the renderer.
package struct ImageFile: Equatable, Sendable {
    /// The path it was read from, as given.
    package var path: String
    /// FNV-1a 64-bit of the file's bytes.
    package var hash: UInt64
    /// Width in pixels (at least 1).
    package var width: Int
    /// Height in pixels (at least 1).
    package var height: Int
    /// Each pixel row's mean luminance (0 black … 255 white), when the pixels were decoded:
    /// what a device's status bar and home indicator are drawn light or dark over. Not part
    /// of the image's identity (a trace records the file, not this).
    package var rowLuminance: [UInt8] = []

    /// The same file: path, bytes and size (`rowLuminance` follows from them).
    package static func == (a: ImageFile, b: ImageFile) -> Bool {
        a.path == b.path && a.hash == b.hash && a.width == b.width && a.height == b.height
    }

    /// The luminance (0…1) of the image drawn `width` points wide at `y` points from its top;
    /// nil below the image or when its rows were not measured.
    package func luminance(atY y: Double, width: Double) -> Double? {
        guard !rowLuminance.isEmpty, width > 0, y >= 0 else { return nil }
        let row = Int(y * Double(self.width) / width)
        guard row < rowLuminance.count else { return nil }
        return Double(rowLuminance[row]) / 255
    }

    /// The image read from `path`: its bytes hashed `hash`, `width` × `height` pixels.
    package init(path: String, hash: UInt64, width: Int, height: Int) {
        self.path = path
        self.hash = hash
        self.width = width
        self.height = height
    }

    /// The hash as traces write it: 16 lowercase hex digits.
    package var hashText: String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash a trace wrote as `text`; nil when it is not 1 to 16 hex digits.
    package static func hash(text: String) -> UInt64? {
        guard (1...16).contains(text.count) else { return nil }
        return UInt64(text, radix: 16)
    }

    /// How tall the image is drawn `width` points wide (its aspect ratio kept).
    package func height(atWidth width: Double) -> Double {
        max(0, width) * Double(height) / Double(self.width)
    }

    /// The largest side accepted, in pixels: SDL's textures stop at 16384 on most drivers.
    package static let maximumSide = 16384
    /// The most decoded pixels accepted, in bytes (four a pixel).
    package static let maximumDecodedBytes = 256 << 20
    /// The largest file read: a compressed image is smaller than its pixels.
    package static let maximumFileBytes = 64 << 20

    /// The limits as `--help` states them.
    package static var limitsSummary: String {
        "Up to \(maximumSide) pixels a side and a \(maximumFileBytes >> 20) MiB file; the page "
            + "and sheet images together hold at most \(maximumDecodedBytes >> 20) MB decoded "
            + "(4 bytes a pixel)"
    }

    /// FNV-1a 64-bit over `bytes`: cheap and good enough to notice that a file changed.
    package static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64
    where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
