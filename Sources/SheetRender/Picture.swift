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

    /// Decodes a PNG or JPEG file's bytes with SDL2_image; throws SDL_image's reason when it
    /// cannot (a truncated or corrupt file).
    package init(decoding bytes: [UInt8]) throws(ImageProblem) {
        var data = bytes
        // libpng writes its own complaint to stderr: the one line SheetLab prints is enough.
        let saved = dup(2)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        if saved >= 0, null >= 0 { dup2(null, 2) }
        if null >= 0 { close(null) }
        defer {
            if saved >= 0 {
                dup2(saved, 2)
                close(saved)
            }
        }
        let decoded = data.withUnsafeMutableBytes { buffer -> UnsafeMutablePointer<SDL_Surface>? in
            guard let stream = SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else {
                return nil
            }
            return IMG_Load_RW(stream, 1)
        }
        guard let decoded else {
            throw ImageProblem("cannot decode (\(String(cString: SDL_GetError())))")
        }
        defer { SDL_FreeSurface(decoded) }
        guard
            let converted = SDL_ConvertSurfaceFormat(
                decoded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
        else {
            throw ImageProblem("cannot convert its pixels (\(String(cString: SDL_GetError())))")
        }
        surface = converted
        width = Int(converted.pointee.w)
        height = Int(converted.pointee.h)
        var opaque = true
        let pitch = Int(converted.pointee.pitch)
        if let pixels = converted.pointee.pixels {
            for row in 0..<height where opaque {
                let line = (pixels + row * pitch).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width where line[column] >> 24 != 0xFF {
                    opaque = false
                    break
                }
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
