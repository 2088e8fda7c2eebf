import CSDL2
import SheetCore

/// Pixels read back from a renderer, ARGB8888, for tests and screenshots.
public struct Image: Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt32]

    /// The colour at (x, y) in pixels; transparent black outside.
    public func color(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        let value = pixels[y * width + x]
        return Color(
            red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF),
            alpha: UInt8(value >> 24))
    }

    /// Writes the image as a BMP file (SDL_SaveBMP); returns whether it worked.
    @discardableResult
    public func saveBMP(to path: String) -> Bool {
        var copy = pixels
        return copy.withUnsafeMutableBytes { buffer -> Bool in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                    SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { return false }
            defer { SDL_FreeSurface(surface) }
            return sheetlab_save_bmp(surface, path) == 0
        }
    }
}
