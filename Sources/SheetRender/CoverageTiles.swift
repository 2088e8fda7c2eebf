import CSDL2
import SheetCore

/// Anti-aliased coverage textures made once and tinted when drawn: rounded-corner tiles by
/// radius, and ellipses by pixel size.
final class CoverageTiles {
    private struct CornerKey: Hashable {
        var quarterPixels: Int
        var continuous: Bool
        var inverse: Bool
        /// Which corner: the tile is stored already mirrored (SDL's software renderer would
        /// make a temporary surface for every flipped copy).
        var flipsX: Bool
        var flipsY: Bool
        var tint: TintKind
    }

    private struct EllipseKey: Hashable {
        var width: Int
        var height: Int
        var tint: TintKind
    }

    /// How a tile is tinted, as SDL's software renderer sets up its blit: whether the colour
    /// (anything but white) and the alpha (anything but opaque) modulate it. A tile drawn in
    /// turn with and without either is set up again at each change, which allocates (a
    /// device's black status bar icons and the white sheet's corners of the same radius,
    /// every frame); a tile of each kind never is.
    struct TintKind: Hashable {
        var color: Bool
        var alpha: Bool

        /// The kind of tinting `color` asks for.
        init(_ color: Color) {
            self.color = color.red & color.green & color.blue != 255
            self.alpha = color.alpha != 255
        }
    }

    private let renderer: OpaquePointer
    /// Corner tiles by radius in quarter pixels; `inverse` ones cover the outside.
    private var corners: [CornerKey: Texture] = [:]
    /// The alpha of the black inverse ones drawn straight into a software output (a few at
    /// most: a device's screen corners).
    private var cornerAlphas: [CornerKey: [UInt8]] = [:]
    /// Ellipses by pixel size (nil where the texture could not be made: not tried again).
    private var ellipses: [EllipseKey: Texture?] = [:]

    /// The most bytes of corner tiles kept (32 MB: thousands of ordinary corners).
    static let cornerBudget = 32 << 20
    /// The bytes of the corner tiles kept now.
    private var cornerBytes = 0

    /// Tiles made on `renderer`.
    init(renderer: OpaquePointer) { self.renderer = renderer }

    /// The tile of a corner of `radius` pixels: its inside, or with `inverse` its outside,
    /// mirrored as `flipsX` and `flipsY` say (unmirrored, the top left corner), to be drawn
    /// in `tint`.
    /// With `continuous`, `radius` is how far the continuous curve reaches along each edge.
    func corner(
        radius: Double, continuous: Bool = false, inverse: Bool, flipsX: Bool, flipsY: Bool,
        tint: Color
    ) -> Texture? {
        // A tile is radius² bytes: none wider than a drawable.
        guard radius <= Double(DrawableLimit.maximumSide) else { return nil }
        let key = CornerKey(
            quarterPixels: Int((radius * 4).rounded()), continuous: continuous, inverse: inverse,
            flipsX: flipsX, flipsY: flipsY, tint: TintKind(tint))
        if let cached = corners[key] { return cached }
        let mask = CornerMask(radius: Double(key.quarterPixels) / 4, continuous: continuous)
        let side = mask.size
        var mirrored = mask.coverage
        for row in 0..<side {
            for column in 0..<side {
                let sourceRow = flipsY ? side - 1 - row : row
                let sourceColumn = flipsX ? side - 1 - column : column
                mirrored[row * side + column] = mask.coverage[sourceRow * side + sourceColumn]
            }
        }
        guard let tile = texture(mirrored, width: side, height: side, inverse: inverse) else {
            return nil
        }
        // A radius fitted to a moving shape (a sheet shorter than its corners, a 300 pt
        // continuous corner) can be a new one every frame: past a budget of pixels the cache
        // starts again, rather than keeping every size ever drawn. A drag's few dozen radii
        // (the card's corners as it scales) stay well within it, and are never made twice.
        if cornerBytes + side * side * 4 > Self.cornerBudget {
            for kept in corners.values { kept.destroy() }
            corners.removeAll(keepingCapacity: true)
            cornerBytes = 0
        }
        corners[key] = tile
        cornerBytes += side * side * 4
        return tile
    }

    /// The alpha of `corner`'s tile (each pixel's, row by row), for drawing it black straight
    /// into a software output: kept beside the tile, made once.
    func cornerAlpha(
        radius: Double, continuous: Bool = false, inverse: Bool, flipsX: Bool, flipsY: Bool
    ) -> [UInt8]? {
        let key = CornerKey(
            quarterPixels: Int((radius * 4).rounded()), continuous: continuous, inverse: inverse,
            flipsX: flipsX, flipsY: flipsY, tint: TintKind(.black))
        if let kept = cornerAlphas[key] { return kept }
        guard radius <= Double(DrawableLimit.maximumSide) else { return nil }
        let mask = CornerMask(radius: Double(key.quarterPixels) / 4, continuous: continuous)
        let side = mask.size
        var alpha = [UInt8](repeating: 0, count: side * side)
        for row in 0..<side {
            for column in 0..<side {
                let sourceRow = flipsY ? side - 1 - row : row
                let sourceColumn = flipsX ? side - 1 - column : column
                let value = mask.coverage[sourceRow * side + sourceColumn]
                alpha[row * side + column] = inverse ? 255 - value : value
            }
        }
        if cornerAlphas.count >= 16 { cornerAlphas.removeAll(keepingCapacity: true) }
        cornerAlphas[key] = alpha
        return alpha
    }

    /// An ellipse filling `width` × `height` pixels, to be drawn in `tint`.
    func ellipse(width: Int, height: Int, tint: Color) -> Texture? {
        let key = EllipseKey(width: width, height: height, tint: TintKind(tint))
        if ellipses[key] == nil {
            let mask = EllipseMask(width: width, height: height)
            ellipses[key] = texture(mask.coverage, width: width, height: height, inverse: false)
        }
        return ellipses[key] ?? nil
    }

    /// A white texture whose alpha is `coverage` (or its complement).
    private func texture(_ coverage: [UInt8], width: Int, height: Int, inverse: Bool) -> Texture? {
        var pixels = coverage.map { value -> UInt32 in
            UInt32(inverse ? 255 - value : value) << 24 | 0x00FF_FFFF
        }
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width), Int32(height))
        else { return nil }
        pixels.withUnsafeMutableBytes { buffer in
            _ = SDL_UpdateTexture(texture, nil, buffer.baseAddress, Int32(width * 4))
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return Texture(handle: texture, width: Int32(width), height: Int32(height))
    }

    /// Destroys every tile (a new density draws them again).
    func release() {
        for tile in corners.values { tile.destroy() }
        corners.removeAll()
        cornerAlphas.removeAll()
        cornerBytes = 0
        for case let tile? in ellipses.values { tile.destroy() }
        ellipses.removeAll()
    }
}
