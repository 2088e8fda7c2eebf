import CSDL2
import SheetCore

/// What drawing glass keeps from frame to frame, so a steady frame allocates nothing: the
/// pixels read from beneath, the shrunk and blurred image (red, green, blue interleaved,
/// 0…255), a row of it, the composed pixels, and the texture they go out through. Buffers only
/// grow; they are raw memory, so the loops over them pay no bounds or exclusivity checks.
final class GlassWork {
    /// The pixels beneath the glass and its reach (ARGB8888, row-major).
    private(set) var source = Buffer<UInt32>()
    /// The beneath, shrunk and blurred, then toned.
    private(set) var small = Buffer<Float>()
    /// One row or column of `small` while it is blurred; then a row of it between two of
    /// its rows while the glass is composed.
    private(set) var line = Buffer<Float>()
    /// For each composed column: the shrunk image's column on its left and its share of the
    /// one on its right.
    private(set) var columns = Buffer<Int32>()
    private(set) var shares = Buffer<Int32>()
    /// The row of `line` in fixed point (× 256), for the composing's integer arithmetic.
    private(set) var fixed = Buffer<Int32>()
    /// The glass as composed over what lies beneath (ARGB8888, row-major).
    private(set) var out = Buffer<UInt32>()
    /// The streaming texture the composed pixels are drawn from, and its size.
    var texture: OpaquePointer?
    var textureWidth: Int32 = 0
    var textureHeight: Int32 = 0

    /// Raw memory that grows to the largest size asked of it.
    struct Buffer<Element> {
        private(set) var base = UnsafeMutablePointer<Element>.allocate(capacity: 1)
        private(set) var capacity = 1

        /// At least `count` elements (the old contents are not kept).
        mutating func reserve(_ count: Int) -> UnsafeMutablePointer<Element> {
            if count > capacity {
                base.deallocate()
                capacity = max(count, capacity * 2)
                base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
            }
            return base
        }

        func free() { base.deallocate() }
    }

    deinit {
        source.free()
        small.free()
        line.free()
        columns.free()
        shares.free()
        fixed.free()
        out.free()
    }

    /// The buffers for a frame: `source` pixels read, `small` shrunk pixels, `line` floats of
    /// a row or column, `width` columns and `out` pixels composed.
    func reserve(source: Int, small: Int, line: Int, width: Int, out: Int) -> Buffers {
        Buffers(
            source: self.source.reserve(source), small: self.small.reserve(small * 3),
            line: self.line.reserve(line * 3), fixed: fixed.reserve(line * 3 + 3),
            columns: columns.reserve(width), shares: shares.reserve(width),
            out: self.out.reserve(out))
    }

    /// A frame's buffers.
    struct Buffers {
        var source: UnsafeMutablePointer<UInt32>
        var small: UnsafeMutablePointer<Float>
        var line: UnsafeMutablePointer<Float>
        var fixed: UnsafeMutablePointer<Int32>
        var columns: UnsafeMutablePointer<Int32>
        var shares: UnsafeMutablePointer<Int32>
        var out: UnsafeMutablePointer<UInt32>
    }

    /// The top-left corner's curve for a reach of 1 along each edge (x falls as y rises), for
    /// continuous corners' coverage.
    static let unitContinuous: [Point] = ContinuousCorner.outline(
        radius: 1 / ContinuousCorner.extent, steps: 32)

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
