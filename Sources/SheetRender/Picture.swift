import CSDL2
import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// A user's image decoded once (`--page-image`, `--sheet-image`), kept as ARGB8888 pixels
/// for the renderers that draw it: the file is read once however often it is drawn.
package final class Picture {
    /// The decoded pixels, ARGB8888.
    let surface: UnsafeMutablePointer<SDL_Surface>
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// Whether every pixel is opaque: then it is copied without blending.
    package let isOpaque: Bool

    /// Decodes a PNG or JPEG file's bytes straight into the ARGB8888 pixels kept (libpng's
    /// and libjpeg's own readers: one buffer, no copy to convert). `header` is what
    /// `ImageFile.header(of:)` found, read here when not given. The decoder's working memory
    /// (a progressive JPEG keeps every coefficient) is held to `workingBytes`. Throws the
    /// library's reason for a corrupt file (libjpeg's warnings about corrupt data included),
    /// or a memory problem when the pixels cannot be held.
    package init(
        decoding bytes: [UInt8], header: (format: String, width: Int, height: Int)? = nil,
        workingBytes: Int = ImageFile.maximumDecodedBytes
    ) throws(ImageProblem) {
        let size: (format: String, width: Int, height: Int)
        if let header { size = header } else { size = try ImageFile.header(of: bytes) }
        let decodedBytes = size.width * size.height * 4
        guard
            let made = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(size.width), Int32(size.height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
            let pixels = made.pointee.pixels
        else {
            throw ImageProblem(
                "cannot hold its \(size.width)x\(size.height) pixels "
                    + "(\(Format.bytes(decodedBytes)) decoded): out of memory", isMemory: true)
        }
        var message = [CChar](repeating: 0, count: 256)
        let pitch = made.pointee.pitch
        // libpng is handed the file without text chunks, and told it is sRGB when it says
        // nothing of its colours (ImageFile.pngForDecoding).
        let decoded = size.format == "PNG" ? ImageFile.pngForDecoding(bytes) ?? bytes : bytes
        let status = decoded.withUnsafeBufferPointer { data in
            message.withUnsafeMutableBufferPointer { text in
                let target = pixels.assumingMemoryBound(to: UInt8.self)
                if size.format == "PNG" {
                    return sheetlab_decode_png(
                        data.baseAddress, data.count, target, Int32(size.width),
                        Int32(size.height), pitch, text.baseAddress, text.count)
                }
                return sheetlab_decode_jpeg(
                    data.baseAddress, data.count, target, Int32(size.width), Int32(size.height),
                    pitch, max(1, workingBytes - decodedBytes), text.baseAddress, text.count)
            }
        }
        guard status == 0 else {
            SDL_FreeSurface(made)
            let reason = String(
                decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if reason.hasPrefix("Insufficient memory") {
                throw ImageProblem(
                    "cannot decode its \(size.width)x\(size.height) pixels: out of memory",
                    isMemory: true)
            }
            // libjpeg asks for a backing store when its working memory would pass the limit.
            if reason.hasPrefix("Backing store") {
                throw ImageProblem(
                    "a \(size.format) of \(size.width)x\(size.height) pixels that needs more "
                        + "than the \(ImageFile.maximumDecodedBytes >> 20) MB images may hold to "
                        + "decode (a progressive JPEG keeps every coefficient: save it as baseline)"
                )
            }
            // libjpeg's own words start "Corrupt JPEG data: " often: said once.
            var said = reason
            for prefix in ["Corrupt JPEG data: ", "Corrupt JPEG data"] where said.hasPrefix(prefix)
            {
                said.removeFirst(prefix.count)
                break
            }
            if said.hasPrefix("Unsupported") {
                throw ImageProblem(
                    "a \(size.format) SheetLab cannot decode (\(said)): save it as an 8-bit "
                        + "JPEG or a PNG")
            }
            throw ImageProblem("corrupt \(size.format) data (\(said))")
        }
        surface = made
        width = size.width
        height = size.height
        var opaque = true
        for row in 0..<height where opaque {
            let line = (pixels + row * Int(pitch)).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width where line[column] >> 24 != 0xFF {
                opaque = false
                break
            }
        }
        isOpaque = opaque
    }

    /// The picture as one with EXIF `orientation` (1 to 8) is shown: turned and mirrored
    /// upright (5 to 8 swap its sides). 1 is the picture itself.
    package func oriented(_ orientation: Int) throws(ImageProblem) -> Picture {
        guard (2...8).contains(orientation), let input = surface.pointee.pixels else {
            return self
        }
        let turned = orientation >= 5
        let (outWidth, outHeight) = turned ? (height, width) : (width, height)
        guard
            let made = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(outWidth), Int32(outHeight), 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
            let output = made.pointee.pixels
        else {
            throw ImageProblem(
                "cannot turn its \(width)x\(height) pixels upright: out of memory",
                isMemory: true)
        }
        let inPitch = Int(surface.pointee.pitch) / 4
        let outPitch = Int(made.pointee.pitch) / 4
        let source = input.assumingMemoryBound(to: UInt32.self)
        let target = output.assumingMemoryBound(to: UInt32.self)
        let (w, h) = (width, height)
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                // Where the pixel shown at (x, y) is stored.
                let (sx, sy): (Int, Int)
                switch orientation {
                case 2: (sx, sy) = (w - 1 - x, y)
                case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
                case 4: (sx, sy) = (x, h - 1 - y)
                case 5: (sx, sy) = (y, x)
                case 6: (sx, sy) = (y, h - 1 - x)
                case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
                default: (sx, sy) = (w - 1 - y, x)
                }
                target[y * outPitch + x] = source[sy * inPitch + sx]
            }
        }
        return Picture(surface: made, isOpaque: isOpaque)
    }

    /// A picture of `surface`'s pixels (ARGB8888), which it owns from now on.
    private init(surface: UnsafeMutablePointer<SDL_Surface>, isOpaque: Bool) {
        self.surface = surface
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
        self.isOpaque = isOpaque
    }

    /// The colour at (x, y) in pixels; transparent black outside.
    package func color(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height, let pixels = surface.pointee.pixels else {
            return Color(red: 0, green: 0, blue: 0, alpha: 0)
        }
        let row = (pixels + y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
        return Color(argb: row[x])
    }

    /// Each row's mean luminance (Rec. 601 weights, over every 4th pixel; alpha blended
    /// over white, as the page under it is white).
    package func rowLuminance() -> [UInt8] {
        guard let pixels = surface.pointee.pixels else { return [] }
        let pitch = Int(surface.pointee.pitch)
        var rows = [UInt8](repeating: 255, count: height)
        for row in 0..<height {
            let line = (pixels + row * pitch).assumingMemoryBound(to: UInt32.self)
            var total = 0
            var count = 0
            for column in stride(from: 0, to: width, by: 4) {
                let pixel = line[column]
                let alpha = Int(pixel >> 24)
                let red = Int(pixel >> 16 & 0xFF)
                let green = Int(pixel >> 8 & 0xFF)
                let blue = Int(pixel & 0xFF)
                let luma = (299 * red + 587 * green + 114 * blue) / 1000
                total += (luma * alpha + 255 * (255 - alpha)) / 255
                count += 1
            }
            rows[row] = UInt8(total / max(1, count))
        }
        return rows
    }

    deinit { SDL_FreeSurface(surface) }
}
