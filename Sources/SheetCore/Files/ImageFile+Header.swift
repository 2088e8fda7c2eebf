/// Reading an image file's header and structure: the desktop's side of `ImageFile` (the
/// struct itself is the engine's, which `--export swift-package` ships without it).
extension ImageFile {
    /// The format and pixel size a PNG or JPEG file's header states, checked before any
    /// pixel is decoded (a header can claim a size no memory holds). Throws the reason
    /// the bytes are not an image SheetLab takes.
    ///
    /// `decodedBytesLeft` is what the limit leaves this image: both images together hold at
    /// most `maximumDecodedBytes` decoded.
    package static func header(
        of bytes: [UInt8], decodedBytesLeft: Int = maximumDecodedBytes
    ) throws(ImageProblem) -> (format: String, width: Int, height: Int) {
        guard !bytes.isEmpty else { throw ImageProblem("empty file, not an image") }
        let size: (format: String, width: Int, height: Int)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            // The IHDR chunk comes first: length, "IHDR", width, height (big-endian).
            guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
                throw ImageProblem("truncated PNG (no image header)")
            }
            size = ("PNG", bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4))
            // A file cut short would decode into whatever its decoder makes of the rest.
            let (found, chunks) = pngCompressedBytes(bytes)
            guard chunks < maximumPNGChunks else {
                throw ImageProblem(
                    "a PNG of more than \(maximumPNGChunks) chunks (an encoder writes dozens)")
            }
            guard let compressed = found else {
                throw ImageProblem("truncated PNG (no IEND chunk)")
            }
            // Compressed pixel data beyond what the pixels can need (deflate at its worst
            // adds 5 bytes in 65 535) would be inflated for nothing: 55 MB of zeros after one
            // pixel take minutes. Refused before any of it is decoded.
            let needed = pngRawBytes(bytes)
            guard compressed <= needed + needed / 100 + 65536 else {
                throw ImageProblem(
                    "a PNG of \(size.width)x\(size.height) pixels holding "
                        + "\(Format.bytes(compressed)) of compressed pixels, far more than they "
                        + "need (\(Format.bytes(needed)) uncompressed)")
            }
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            guard let (width, height, components) = jpegSize(bytes) else {
                throw ImageProblem("truncated JPEG (no frame header)")
            }
            size = ("JPEG", width, height)
            // Four components are CMYK or YCCK, which SDL_image decodes as if they were RGB:
            // drawn in inverted colours. Refused rather than drawn wrong.
            guard components != 4 else {
                throw ImageProblem(
                    "a CMYK JPEG, which SheetLab cannot draw in its colours (save it as RGB)")
            }
            let (scans, whole, broken) = jpegStructure(bytes)
            guard !broken else {
                throw ImageProblem("corrupt JPEG (a segment runs into bytes that are no marker)")
            }
            guard scans <= maximumJPEGScans else {
                // A progressive JPEG refines its image a scan at a time; thousands of scans
                // in a small file would keep the decoder busy for minutes.
                throw ImageProblem(
                    "a JPEG of \(scans) scans (allowed: up to \(maximumJPEGScans))")
            }
            guard whole else {
                throw ImageProblem("truncated JPEG (no end-of-image marker)")
            }
        } else {
            let found = otherFormat(bytes).map { "a \($0) image, " } ?? ""
            throw ImageProblem("\(found)not a PNG or JPEG image (export it as PNG or JPEG)")
        }
        guard size.width > 0, size.height > 0 else {
            throw ImageProblem("\(size.format) of \(size.width)x\(size.height) pixels, empty")
        }
        guard size.width <= maximumSide, size.height <= maximumSide else {
            throw ImageProblem(
                "\(size.format) of \(size.width)x\(size.height) pixels, larger than "
                    + "\(maximumSide) pixels a side (scale it down)")
        }
        let decoded = size.width * size.height * 4
        guard decoded <= maximumDecodedBytes else {
            throw ImageProblem(
                "\(size.format) of \(size.width)x\(size.height) pixels, more than "
                    + "\(maximumDecodedBytes >> 20) MB decoded (scale it down)")
        }
        guard decoded <= decodedBytesLeft else {
            throw ImageProblem(
                "\(size.format) of \(size.width)x\(size.height) pixels, "
                    + "\(Format.bytes(decoded)) decoded, more than the "
                    + "\(Format.bytes(max(0, decodedBytesLeft))) left of the "
                    + "\(maximumDecodedBytes >> 20) MB both images may hold")
        }
        return size
    }

    /// A JPEG's EXIF orientation (1 to 8; 1, as stored, when it has none): a phone stores a
    /// photo as its sensor saw it and says in its APP1 segment how to turn it upright.
    package static func jpegOrientation(_ bytes: [UInt8]) -> Int {
        guard bytes.starts(with: [0xFF, 0xD8]) else { return 1 }
        var index = 2
        while index + 4 <= bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            if marker == 0xDA || marker == 0xD9 { return 1 }  // the scan: no EXIF before it
            let length = bigEndian(bytes, index + 2, 2)
            guard length >= 2, index + 2 + length <= bytes.count else { return 1 }
            let start = index + 4
            if marker == 0xE1, length >= 16,
                bytes[start..<start + 6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0])
            {
                return exifOrientation(Array(bytes[start + 6..<index + 2 + length]))
            }
            index += 2 + length
        }
        return 1
    }

    /// The orientation tag (0x0112) of IFD0 in a TIFF-structured EXIF block; 1 when absent.
    private static func exifOrientation(_ tiff: [UInt8]) -> Int {
        guard tiff.count >= 8 else { return 1 }
        let little = tiff[0] == 0x49
        func value(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= tiff.count else { return nil }
            let part = tiff[at..<at + count]
            return (little ? part.reversed() : Array(part)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let first = value(4, 4), let entries = value(first, 2) else { return 1 }
        for entry in 0..<min(entries, 512) {
            let at = first + 2 + entry * 12
            guard let tag = value(at, 2) else { return 1 }
            if tag == 0x0112, let orientation = value(at + 8, 2), (1...8).contains(orientation) {
                return orientation
            }
        }
        return 1
    }

    /// The name of an image format other than PNG and JPEG that `bytes` start as, from its
    /// signature; nil when none is known.
    static func otherFormat(_ bytes: [UInt8]) -> String? {
        func starts(_ text: String, at offset: Int = 0) -> Bool {
            let signature = Array(text.utf8)
            return bytes.count >= offset + signature.count
                && Array(bytes[offset..<offset + signature.count]) == signature
        }
        if starts("GIF87a") || starts("GIF89a") { return "GIF" }
        if starts("RIFF") && starts("WEBP", at: 8) { return "WebP" }
        if starts("BM") && bytes.count >= 14 { return "BMP" }
        if bytes.starts(with: [0x49, 0x49, 0x2A, 0]) || bytes.starts(with: [0x4D, 0x4D, 0, 0x2A]) {
            return "TIFF"
        }
        if starts("ftyp", at: 4) {
            if starts("avif", at: 8) || starts("avis", at: 8) { return "AVIF" }
            if ["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].contains(where: {
                starts($0, at: 8)
            }) {
                return "HEIC"
            }
        }
        if starts("<svg") || starts("<?xml") { return "SVG" }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func bigEndian(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int)
        -> Int
    {
        var value = 0
        for offset in 0..<count { value = value << 8 | Int(bytes[start + offset]) }
        return value
    }

    /// The most chunks a PNG may have: an encoder writes a few dozen (a long image's IDAT
    /// chunks number in the thousands); millions of empty ones would only cost time.
    package static let maximumPNGChunks = 100_000

    /// The bytes of compressed pixels (IDAT chunks) in a PNG whose chunks run, each within
    /// the file, up to an IEND chunk; nil when they do not, or when there are more than
    /// `maximumPNGChunks` (then `chunks` is that many).
    private static func pngCompressedBytes(_ bytes: [UInt8]) -> (bytes: Int?, chunks: Int) {
        bytes.withUnsafeBufferPointer { file -> (Int?, Int) in
            var index = 8
            var compressed = 0
            var chunks = 0
            while index + 12 <= file.count, chunks < maximumPNGChunks {
                let length = bigEndian(file, index, 4)
                let next = index + 12 + length
                guard next <= file.count else { return (nil, chunks) }
                let type = (file[index + 4], file[index + 5], file[index + 6], file[index + 7])
                if type == (0x49, 0x45, 0x4E, 0x44) { return (compressed, chunks) }  // IEND
                if type == (0x49, 0x44, 0x41, 0x54) { compressed += length }  // IDAT
                index = next
                chunks += 1
            }
            return (nil, chunks)
        }
    }

    /// The PNG as it is handed to libpng: without its text and ICC profile chunks (tEXt,
    /// zTXt, iTXt, iCCP: none changes a pixel SheetLab draws, and compressed ones would be
    /// inflated first, a thousand 8 MB ones taking 20 s), and with an sRGB chunk when it says
    /// nothing of its colours (libpng's reader takes such a 16-bit file as linear light and
    /// draws it far too light; every viewer takes it as sRGB). nil when it is fine as it is.
    package static func pngForDecoding(_ bytes: [UInt8]) -> [UInt8]? {
        let dropped: [[UInt8]] = ["tEXt", "zTXt", "iTXt", "iCCP"].map { Array($0.utf8) }
        let colour: [[UInt8]] = ["gAMA", "sRGB"].map { Array($0.utf8) }
        var keep: [Range<Int>] = []
        var drops = false
        var saysColour = false
        var index = 8
        while index + 12 <= bytes.count {
            let next = index + 12 + bigEndian(bytes, index, 4)
            guard next <= bytes.count else { return nil }
            let type = Array(bytes[index + 4..<index + 8])
            if dropped.contains(type) {
                drops = true
            } else {
                keep.append(index..<next)
                if colour.contains(type) { saysColour = true }
            }
            if type == Array("IEND".utf8) { break }
            index = next
        }
        guard drops || !saysColour, let header = keep.first else { return nil }
        var result = Array(bytes[0..<8]) + Array(bytes[header])
        // rendering intent 0 (perceptual), and the chunk's CRC-32 of "sRGB\0".
        if !saysColour {
            result += [0, 0, 0, 1, 0x73, 0x52, 0x47, 0x42, 0, 0xAE, 0xCE, 0x1C, 0xE9]
        }
        for chunk in keep.dropFirst() { result += bytes[chunk] }
        return result
    }

    /// The bytes a PNG's pixels take before compression, as its header states them: each row
    /// a filter byte and its samples (an interlaced image's seven passes add a filter byte
    /// and a partial byte to each of their rows).
    static func pngRawBytes(_ bytes: [UInt8]) -> Int {
        let width = bigEndian(bytes, 16, 4)
        let height = bigEndian(bytes, 20, 4)
        let depth = Int(bytes[24])
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(bytes[25])] ?? 4
        let row = (width * channels * max(1, depth) + 7) / 8 + 1
        let interlaced = bytes[28] != 0
        return height * row + (interlaced ? height * 14 : 0)
    }

    /// The most scans a JPEG may have: a progressive one from any encoder has about ten.
    package static let maximumJPEGScans = 100

    /// How many scans the JPEG holds, and whether an end-of-image marker follows them:
    /// walked segment by segment (a marker's bytes inside a comment or an APP segment are
    /// data, not a scan), over each scan's entropy-coded data to the marker after it (0xFF
    /// 0x00 is a stuffed byte, 0xFF 0xD0-D7 a restart). `broken` when a segment runs into
    /// bytes that are no marker.
    static func jpegStructure(_ bytes: [UInt8]) -> (scans: Int, whole: Bool, broken: Bool) {
        bytes.withUnsafeBufferPointer { file in
            var index = 2
            var scans = 0
            while index + 1 < file.count {
                guard file[index] == 0xFF else { return (scans, false, true) }
                let marker = file[index + 1]
                if marker == 0xFF {  // fill byte
                    index += 1
                    continue
                }
                if marker == 0xD9 { return (scans, scans > 0, false) }
                // 0x02-0xBF are no markers (reserved): data where a marker should be.
                guard marker >= 0xC0 || marker == 0x01 else { return (scans, false, true) }
                if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                    index += 2
                    continue
                }
                guard index + 3 < file.count else { return (scans, false, false) }
                let length = Int(file[index + 2]) << 8 | Int(file[index + 3])
                guard length >= 2 else { return (scans, false, true) }
                index += 2 + length
                guard marker == 0xDA else { continue }
                scans += 1
                while index + 1 < file.count {
                    if file[index] == 0xFF {
                        let next = file[index + 1]
                        if next == 0xFF {
                            index += 1
                            continue
                        }
                        if next != 0 && !(0xD0...0xD7).contains(next) { break }
                        index += 2
                    } else {
                        index += 1
                    }
                }
            }
            return (scans, false, false)
        }
    }

    /// The size and colour components in a JPEG's first start-of-frame marker, walking the
    /// markers before it.
    private static func jpegSize(_ bytes: [UInt8]) -> (Int, Int, Int)? {
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {  // fill byte
                index += 1
                continue
            }
            // Markers without a length: TEM, RST0-7.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                index += 2
                continue
            }
            let length = bigEndian(bytes, index + 2, 2)
            // SOF0-15 but DHT (C4), JPG (C8) and DAC (CC): height, then width.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard index + 10 <= bytes.count else { return nil }
                return (
                    bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2),
                    Int(bytes[index + 9])
                )
            }
            guard length >= 2, marker != 0xDA else { return nil }  // scan data before a frame
            index += 2 + length
        }
        return nil
    }
}

/// A `--page-image` or `--sheet-image` that cannot be used: one line naming the flag, the
/// file and the problem; exit 65 (its data is not an image SheetLab can draw), or 70 (memory
/// ran out holding a sound file's pixels). A file that cannot be read at all is 66, said
/// where it is read.
package struct ImageFileError: ExitCodeError, Equatable {
    /// The line for stderr.
    package let message: String
    /// 65 or 70.
    package let exitCode: ExitCode
    /// "--flag path: reason".
    package init(slot: ImageSlot, path: String, problem: ImageProblem) {
        message = "\(slot.flag.option) \(Format.echo(path)): \(problem.reason)"
        exitCode = problem.isMemory ? .software : .dataError
    }
    /// The line for stderr.
    package var description: String { message }
}
