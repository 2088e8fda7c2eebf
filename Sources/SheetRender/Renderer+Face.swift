import CSDL2
import SheetCore

/// A face an image fills (`.face`, a `--sheet-image` as the sheet's whole face): its straight
/// parts filled at once, the images over it cut to its rounded corners, each corner drawn
/// once, either with the image in it or plain.
///
/// A corner with the image in it is composed on the CPU, once for what it shows: the scaled
/// image's pixels over the face's colour, their alpha the corner's coverage (`CornerMask`,
/// as `.shape` draws its corners), blended straight onto what lies beneath the face. The
/// face's own corner is never drawn under it, so no light fringe of it shows through the
/// anti-aliased edge, and its fully covered pixels are the image's own: no seam.
extension Renderer {
    /// A `.face` being drawn: its frame, radii (fitted, in pixels) and corner tiles, its
    /// colour, and which corners an image was drawn in (bits as `drawCorners` skips them).
    struct Face {
        var frame: Rect
        var radii: CornerRadii
        var tiles: CornerTiles
        var color: Color
        var drawn: UInt8 = 0
    }

    /// What a face's corner shows: it is composed again only when this changes.
    struct FacePatchKey: Equatable {
        /// The corner's radius in quarter pixels, its curve, and its tile's size.
        var quarterPixels: Int
        var continuous: Bool
        var width: Int
        var height: Int
        /// Where the scaled image lies from the tile's top-left corner, its size, and which
        /// scaling it was (`imagesScaled`).
        var imageX: Int32
        var imageY: Int32
        var imageWidth: Int32
        var imageHeight: Int32
        var image: Int
        var color: Color
    }

    /// A face's corner as composed, and what it shows.
    struct FacePatch {
        var key: FacePatchKey
        var texture: Texture
    }

    /// Fills `rect`'s straight parts (outside its corner tiles) in `color`: the face that
    /// images drawn until the next `.clip(nil)` are cut to. Nil when it has no pixels.
    func beginFace(_ rect: Rect, radii: CornerRadii, color: Color) -> Face? {
        let frame = snapped(pixels(rect))
        guard frame.width > 0, frame.height > 0 else { return nil }
        setColor(color)
        let r = pixelRadii(radii, fitting: frame)
        let tiles = CornerTiles(frame: frame, radii: r)
        forEachStraightPiece(frame, tiles) { fillPiece(x: $0, y: $1, width: $2, height: $3) }
        return Face(frame: frame, radii: r, tiles: tiles, color: color)
    }

    /// Draws the face's corners that no image was drawn in, as `.shape` draws them.
    func finish(_ face: Face) {
        drawCorners(
            face.frame, radii: face.radii, color: face.color, inverse: false,
            skipping: face.drawn)
    }

    /// Draws `slot`'s picture over `rect` (points) cut to `face`: copied where the face is
    /// straight (within the current clip), and composed into each corner it reaches.
    func drawImage(_ slot: ImageSlot, in rect: Rect, cutTo face: inout Face) {
        guard let (scaled, placed) = scaledPicture(slot, in: rect, keepsPixels: true),
            let surface = imageScaledPixels[slot]
        else { return }
        var clip = SDL_Rect()
        let clipped = SDL_RenderIsClipEnabled(handle) == SDL_TRUE
        SDL_RenderGetClipRect(handle, &clip)
        var destination = placed
        forEachStraightPiece(face.frame, face.tiles) { x, y, width, height in
            var piece = sdlRect(Rect(x: x, y: y, width: width, height: height))
            guard piece.w > 0, piece.h > 0 else { return }
            if clipped {
                var both = SDL_Rect()
                guard SDL_IntersectRect(&piece, &clip, &both) == SDL_TRUE else { return }
                piece = both
            }
            SDL_RenderSetClipRect(handle, &piece)
            SDL_RenderCopy(handle, scaled.handle, nil, &destination)
        }
        if clipped {
            SDL_RenderSetClipRect(handle, &clip)
        } else {
            SDL_RenderSetClipRect(handle, nil)
        }
        // Clockwise from the top left, one at a time (no array: a frame allocates nothing).
        for index in 0..<4 where face.drawn & UInt8(1) << index == 0 {
            let (radius, shown): (Double, Size) =
                switch index {
                case 0: (face.radii.topLeft, face.tiles.topLeft)
                case 1: (face.radii.topRight, face.tiles.topRight)
                case 2: (face.radii.bottomRight, face.tiles.bottomRight)
                default: (face.radii.bottomLeft, face.tiles.bottomLeft)
                }
            if drawCorner(
                index, radius: radius, shown: shown, flipsX: index == 1 || index == 2,
                flipsY: index >= 2, face: face, image: surface, at: placed)
            {
                face.drawn |= UInt8(1) << index
            }
        }
    }

    /// Composes and draws one corner of `face` with the image (`pixels`, placed at `placed`)
    /// in it; false when the image does not reach the corner's tile (it is then drawn plain).
    private func drawCorner(
        _ index: Int, radius: Double, shown: Size, flipsX: Bool, flipsY: Bool, face: Face,
        image pixels: UnsafeMutablePointer<SDL_Surface>, at placed: SDL_Rect
    ) -> Bool {
        guard radius > 0, shown.width > 0, shown.height > 0,
            radius <= Double(DrawableLimit.maximumSide)
        else { return false }
        // The radius the corner tiles are made at (`CoverageTiles.corner`).
        let quarterPixels = Int((radius * 4).rounded())
        let side = max(1, Int((Double(quarterPixels) / 4).rounded(.up)))
        let width = min(Int(shown.width), side)
        let height = min(Int(shown.height), side)
        let left = Int32(pixel: flipsX ? face.frame.maxX - Double(width) : face.frame.x)
        let top = Int32(pixel: flipsY ? face.frame.maxY - Double(height) : face.frame.y)
        var region = SDL_Rect(x: left, y: top, w: Int32(width), h: Int32(height))
        var image = placed
        guard SDL_HasIntersection(&region, &image) == SDL_TRUE else { return false }
        let key = FacePatchKey(
            quarterPixels: quarterPixels, continuous: face.radii.continuous, width: width,
            height: height, imageX: placed.x - left, imageY: placed.y - top,
            imageWidth: placed.w, imageHeight: placed.h, image: imagesScaled, color: face.color)
        if facePatches[index]?.key != key {
            var kept = facePatches[index]?.texture
            if let old = kept, old.width != region.w || old.height != region.h {
                old.destroy()
                kept = nil
            }
            facePatches[index] = nil
            guard
                let texture = composeCorner(
                    key, flipsX: flipsX, flipsY: flipsY, image: pixels, into: kept)
            else {
                kept?.destroy()
                return false
            }
            facePatches[index] = FacePatch(key: key, texture: texture)
        }
        guard let patch = facePatches[index] else { return false }
        SDL_RenderCopy(handle, patch.texture.handle, nil, &region)
        return true
    }

    /// The corner `key` describes: each pixel the image's (or the face's colour where the
    /// image is not, or is transparent) over the face's colour, its alpha the corner's
    /// coverage. Written into `kept` (a texture of its size) when given.
    private func composeCorner(
        _ key: FacePatchKey, flipsX: Bool, flipsY: Bool,
        image: UnsafeMutablePointer<SDL_Surface>, into kept: Texture?
    ) -> Texture? {
        // The corner's coverage and the pixels composed are kept from corner to corner (a
        // scroll composes both top corners every frame: no allocation once they are made).
        if faceMask?.quarterPixels != key.quarterPixels || faceMask?.continuous != key.continuous {
            faceMask = (
                key.quarterPixels, key.continuous,
                CornerMask(radius: Double(key.quarterPixels) / 4, continuous: key.continuous)
            )
        }
        guard let mask = faceMask?.mask else { return nil }
        let (width, height) = (key.width, key.height)
        let surface = image.pointee
        guard let base = surface.pixels?.assumingMemoryBound(to: UInt32.self) else { return nil }
        let pitch = Int(surface.pitch) / 4
        let (imageWidth, imageHeight) = (Int(surface.w), Int(surface.h))
        let color = key.color
        if faceCorner.count != width * height {
            faceCorner.removeAll(keepingCapacity: true)
            faceCorner.append(contentsOf: repeatElement(0, count: width * height))
        }
        for row in 0..<height {
            let imageRow = row - Int(key.imageY)
            for column in 0..<width {
                let coverage = mask.alpha(
                    column: flipsX ? width - 1 - column : column,
                    row: flipsY ? height - 1 - row : row)
                var (red, green, blue) = (
                    UInt32(color.red), UInt32(color.green), UInt32(color.blue)
                )
                let imageColumn = column - Int(key.imageX)
                if imageRow >= 0, imageRow < imageHeight, imageColumn >= 0,
                    imageColumn < imageWidth
                {
                    let pixel = base[imageRow * pitch + imageColumn]
                    let alpha = pixel >> 24
                    func over(_ value: UInt32, _ under: UInt32) -> UInt32 {
                        (value * alpha + under * (255 - alpha) + 127) / 255
                    }
                    red = over(pixel >> 16 & 0xFF, red)
                    green = over(pixel >> 8 & 0xFF, green)
                    blue = over(pixel & 0xFF, blue)
                }
                faceCorner[row * width + column] =
                    UInt32(coverage) << 24 | red << 16 | green << 8 | blue
            }
        }
        var texture = kept
        if texture == nil {
            guard
                let made = SDL_CreateTexture(
                    handle, SDL_PIXELFORMAT_ARGB8888.rawValue,
                    Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width), Int32(height))
            else { return nil }
            SDL_SetTextureBlendMode(made, SDL_BLENDMODE_BLEND)
            texture = Texture(handle: made, width: Int32(width), height: Int32(height))
        }
        guard let texture else { return nil }
        faceCorner.withUnsafeMutableBytes { buffer in
            _ = SDL_UpdateTexture(texture.handle, nil, buffer.baseAddress, Int32(width * 4))
        }
        return texture
    }
}
