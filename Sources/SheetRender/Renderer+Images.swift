import CSDL2
import SheetCore

/// The user's images (`.image` items): each scaled once, on the CPU from the one decoded
/// copy, to the size it is drawn at, then copied 1:1 (so a scrolled or moving sheet costs a
/// copy, not a stretch, a frame). No texture of the whole picture is made: the pixels held
/// are the picture's and what is drawn.
extension Renderer {
    /// What a scaled picture holds: the picture's part (x, y, w, h) and the size it was scaled
    /// to (a value, not an array: a frame that draws an image allocates nothing).
    struct ScaledPart: Equatable {
        var x: Int32
        var y: Int32
        var w: Int32
        var h: Int32
        var width: Int32
        var height: Int32
    }

    /// Draws `slot`'s picture stretched over `rect` (points); nothing when none was given.
    func drawImage(_ slot: ImageSlot, in rect: Rect) {
        guard let (scaled, placed) = scaledPicture(slot, in: rect, keepsPixels: false) else {
            return
        }
        var destination = placed
        SDL_RenderCopy(handle, scaled.handle, nil, &destination)
    }

    /// `slot`'s picture scaled for `rect` (points) and where it goes (pixels): the whole of it,
    /// or when too large to hold scaled (a tall image at a large density) the part that shows,
    /// scaled alone (again whenever it moves). With `keepsPixels` the scaled pixels are kept
    /// too (`imageScaledPixels`), for a face's corners to read. Nil when nothing shows.
    func scaledPicture(_ slot: ImageSlot, in rect: Rect, keepsPixels: Bool)
        -> (Texture, SDL_Rect)?
    {
        guard let picture = pictures[slot] else { return nil }
        let frame = sdlRect(snapped(pixels(rect)))
        guard frame.w > 0, frame.h > 0 else { return nil }
        let limit = Int32(DrawableLimit.maximumSide)
        if frame.w <= limit, frame.h <= limit {
            let whole = SDL_Rect(x: 0, y: 0, w: Int32(picture.width), h: Int32(picture.height))
            guard
                let scaled = scaledImage(
                    slot, picture: picture, part: whole, frame.w, frame.h, keepsPixels: keepsPixels)
            else { return nil }
            return (scaled, frame)
        }
        var outputWidth: Int32 = 0
        var outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(handle, &outputWidth, &outputHeight)
        let top = max(frame.y, 0)
        let bottom = min(Int64(frame.y) + Int64(frame.h), Int64(outputHeight))
        guard bottom > Int64(top), frame.w <= limit else { return nil }
        let scale = Double(picture.height) / Double(frame.h)
        let visible = SDL_Rect(x: frame.x, y: top, w: frame.w, h: Int32(bottom - Int64(top)))
        var part = SDL_Rect(
            x: 0, y: Int32((Double(top - frame.y) * scale).rounded(.down)),
            w: Int32(picture.width),
            h: max(1, Int32((Double(visible.h) * scale).rounded(.up))))
        part.h = min(part.h, Int32(picture.height) - part.y)
        guard part.h > 0,
            let scaled = scaledImage(
                slot, picture: picture, part: part, visible.w, visible.h, keepsPixels: keepsPixels)
        else { return nil }
        return (scaled, visible)
    }

    /// `part` of the picture scaled (bilinearly) to `width` × `height` pixels, kept until
    /// either changes (with its pixels, when `keepsPixels`); nil when memory cannot hold it.
    private func scaledImage(
        _ slot: ImageSlot, picture: Picture, part: SDL_Rect, _ width: Int32, _ height: Int32,
        keepsPixels: Bool
    ) -> Texture? {
        let key = ScaledPart(
            x: part.x, y: part.y, w: part.w, h: part.h, width: width, height: height)
        if let kept = imageScaled[slot], imageScaledParts[slot] == key,
            !keepsPixels || imageScaledPixels[slot] != nil
        {
            return kept
        }
        imageScaled[slot]?.destroy()
        imageScaled[slot] = nil
        imageScaledParts[slot] = nil
        if let pixels = imageScaledPixels.removeValue(forKey: slot) { SDL_FreeSurface(pixels) }
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        var source = part
        guard SDL_SoftStretchLinear(picture.surface, &source, surface, nil) == 0,
            let texture = SDL_CreateTextureFromSurface(handle, surface)
        else {
            SDL_FreeSurface(surface)
            return nil
        }
        if keepsPixels {
            imageScaledPixels[slot] = surface
        } else {
            SDL_FreeSurface(surface)
        }
        SDL_SetTextureBlendMode(
            texture, picture.isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        let made = Texture(handle: texture, width: width, height: height)
        imagesScaled += 1
        imageScaled[slot] = made
        imageScaledParts[slot] = key
        return made
    }

    /// Lets the pictures' textures go (a new density, or the renderer closing).
    func releaseImages() {
        for texture in imageScaled.values { texture.destroy() }
        imageScaled = [:]
        imageScaledParts = [:]
        for surface in imageScaledPixels.values { SDL_FreeSurface(surface) }
        imageScaledPixels = [:]
        for case let patch? in facePatches { patch.texture.destroy() }
        facePatches = [nil, nil, nil, nil]
    }
}
