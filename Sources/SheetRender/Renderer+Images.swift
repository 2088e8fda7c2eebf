import CSDL2
import SheetCore

/// The user's images (`.image` items): each scaled once to the size it is drawn at, then
/// copied 1:1 (so a scrolled or moving sheet costs a copy, not a stretch, a frame).
extension Renderer {
    /// Draws `slot`'s picture stretched over `rect` (points); nothing when none was given.
    func drawImage(_ slot: ImageSlot, in rect: Rect) {
        guard let picture = pictures[slot] else { return }
        let frame = sdlRect(snapped(pixels(rect)))
        guard frame.w > 0, frame.h > 0 else { return }
        var destination = frame
        if let scaled = scaledImage(slot, picture: picture, width: frame.w, height: frame.h) {
            SDL_RenderCopy(handle, scaled.handle, nil, &destination)
            return
        }
        // Too large to hold scaled (a tall image at a large density): stretch the part that
        // can show, from the source, as SDL would otherwise scale the whole into scratch.
        guard let source = sourceTexture(slot, picture: picture) else { return }
        var outputWidth: Int32 = 0
        var outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(handle, &outputWidth, &outputHeight)
        let top = max(frame.y, 0)
        let bottom = min(Int64(frame.y) + Int64(frame.h), Int64(outputHeight))
        guard bottom > Int64(top) else { return }
        let scale = Double(picture.height) / Double(frame.h)
        var visible = SDL_Rect(x: frame.x, y: top, w: frame.w, h: Int32(bottom - Int64(top)))
        var part = SDL_Rect(
            x: 0, y: Int32((Double(top - frame.y) * scale).rounded(.down)),
            w: Int32(picture.width),
            h: max(1, Int32((Double(visible.h) * scale).rounded(.up))))
        part.h = min(part.h, Int32(picture.height) - part.y)
        guard part.h > 0 else { return }
        SDL_RenderCopy(handle, source, &part, &visible)
    }

    /// The picture as a texture, made once.
    private func sourceTexture(_ slot: ImageSlot, picture: Picture) -> OpaquePointer? {
        if let made = imageSources[slot] { return made }
        guard let texture = SDL_CreateTextureFromSurface(handle, picture.surface) else {
            return nil
        }
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        SDL_SetTextureBlendMode(
            texture, picture.isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        imageSources[slot] = texture
        return texture
    }

    /// The picture scaled (bilinearly) to `width` × `height` pixels, kept until the size
    /// changes; nil when that is beyond what a texture may be.
    private func scaledImage(
        _ slot: ImageSlot, picture: Picture, width: Int32, height: Int32
    ) -> Texture? {
        if let kept = imageScaled[slot], kept.width == width, kept.height == height { return kept }
        imageScaled[slot]?.destroy()
        imageScaled[slot] = nil
        let limit = Int32(DrawableLimit.maximumSide)
        guard width <= limit, height <= limit, let source = sourceTexture(slot, picture: picture),
            let target = Texture.layer(
                on: handle, format: SDL_PIXELFORMAT_ARGB8888.rawValue, width: width,
                height: height, filtered: false)
        else { return nil }
        let previous = SDL_GetRenderTarget(handle)
        var clip = SDL_Rect()
        let clipped = SDL_RenderIsClipEnabled(handle) == SDL_TRUE
        if clipped { SDL_RenderGetClipRect(handle, &clip) }
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(handle, &viewport)
        SDL_SetRenderTarget(handle, target.handle)
        SDL_RenderSetClipRect(handle, nil)
        SDL_SetRenderDrawColor(handle, 0, 0, 0, 0)
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE)
        SDL_RenderClear(handle)
        SDL_SetTextureBlendMode(source, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(handle, source, nil, nil)
        SDL_SetTextureBlendMode(source, picture.isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderTarget(handle, previous)
        SDL_RenderSetViewport(handle, &viewport)
        if clipped {
            SDL_RenderSetClipRect(handle, &clip)
        } else {
            SDL_RenderSetClipRect(handle, nil)
        }
        resetDrawState()
        SDL_SetTextureBlendMode(
            target.handle, picture.isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        imageScaled[slot] = target
        return target
    }

    /// Lets the pictures' textures go (a new density, or the renderer closing).
    func releaseImages() {
        for texture in imageSources.values { SDL_DestroyTexture(texture) }
        imageSources = [:]
        for texture in imageScaled.values { texture.destroy() }
        imageScaled = [:]
    }
}
