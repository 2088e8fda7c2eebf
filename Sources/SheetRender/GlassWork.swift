import CSDL2
import SheetCore

/// What drawing glass keeps from frame to frame, so a steady frame allocates nothing: the
/// pixels read from beneath, the blurred planes, the composed pixels, and the texture they go
/// out through. Buffers only grow.
final class GlassWork {
    /// The pixels beneath the glass and its reach (ARGB8888, row-major).
    var source: [UInt32] = []
    /// The beneath, shrunk and blurred, a plane per channel (0…255).
    var red: [Float] = []
    var green: [Float] = []
    var blue: [Float] = []
    /// One row or column of a plane while it is blurred.
    var line: [Float] = []
    /// The glass as composed over what lies beneath (ARGB8888, row-major).
    var out: [UInt32] = []
    /// The streaming texture the composed pixels are drawn from, and its size.
    var texture: OpaquePointer?
    var textureWidth: Int32 = 0
    var textureHeight: Int32 = 0

    /// The top-left corner's curve for a reach of 1 along each edge (x falls as y rises), for
    /// continuous corners' coverage.
    static let unitContinuous: [Point] = ContinuousCorner.outline(
        radius: 1 / ContinuousCorner.extent, steps: 32)

    /// Grows `buffer` to hold at least `count` values.
    static func reserve<T>(_ buffer: inout [T], _ count: Int, _ zero: T) {
        if buffer.count < count {
            buffer.append(contentsOf: repeatElement(zero, count: count - buffer.count))
        }
    }

    /// A texture of at least `width` × `height` pixels on `renderer`, made again only when
    /// it grows.
    func texture(on renderer: OpaquePointer, width: Int32, height: Int32) -> OpaquePointer? {
        if let texture, textureWidth >= width, textureHeight >= height { return texture }
        release()
        let made = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
            Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
        guard let made else { return nil }
        SDL_SetTextureBlendMode(made, SDL_BLENDMODE_NONE)
        texture = made
        textureWidth = width
        textureHeight = height
        return made
    }

    /// Destroys the texture (before its renderer goes).
    func release() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        textureWidth = 0
        textureHeight = 0
    }
}
