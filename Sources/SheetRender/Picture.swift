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
        let status = bytes.withUnsafeBufferPointer { data in
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
            throw ImageProblem("corrupt \(size.format) data (\(reason))")
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
