import CSDL2
import SheetCore

/// The page layer of each phone: drawn once into a texture, darkened by the overlay, copied
/// scaled for the card effect, and composed in memory while the sheet moves in software.
extension Renderer {
    /// Re-renders the page layer only when its items or size changed.
    func updatePage(_ scene: Scene, slot: Int) {
        // Its owner fits the density to the drawable limit; a scene that still exceeds it
        // (or a size no Int32 holds) is cropped, never allocated whole.
        let (width, height) = DrawableLimit.layerSize(
            width: scene.size.width * density, height: scene.size.height * density)
        let fits = phones[slot].layer.map { $0.width == width && $0.height == height } ?? false
        if fits, phones[slot].items == scene.page { return }
        if !fits {
            phones[slot].layer?.destroy()
            phones[slot].layer = nil
            phones[slot].releaseDimmed()
            // The page is opaque: copying it needs no blending (the card's rounded corners
            // are drawn over it afterwards).
            guard
                let layer = Texture.layer(
                    on: handle, format: opaqueFormat, width: width, height: height, filtered: true)
            else { return }
            phones[slot].layer = layer
        }
        guard let layer = phones[slot].layer else { return }
        SDL_SetRenderTarget(handle, layer.handle)
        SDL_RenderSetClipRect(handle, nil)
        setColor(.white)
        SDL_RenderClear(handle)
        draw(scene.page)
        SDL_RenderSetClipRect(handle, nil)
        SDL_SetRenderTarget(handle, nil)
        phones[slot].items = scene.page
        phones[slot].dimmedShade = nil
        phones[slot].generation += 1
    }

    /// Where the page layer goes (pixels): its frame snapped, or the layer's own size when
    /// within a pixel of it (a one-pixel stretch blurs the whole page, and takes SDL's
    /// software renderer down a slower, allocating path).
    func pageDestination(_ scene: Scene, slot: Int) -> SDL_Rect? {
        guard let layer = phones[slot].layer else { return nil }
        var destination = sdlRect(snapped(pixels(scene.pageFrame)))
        if abs(destination.w - layer.width) <= 1, abs(destination.h - layer.height) <= 1 {
            destination.w = layer.width
            destination.h = layer.height
        }
        return destination
    }

    /// Whether SDL stretches the page this frame (it is card-scaled, and not composed on the
    /// CPU as `drawPage` composes a moving page): its pixels then depend on the clip.
    func stretchesPageWhole(_ scene: Scene) -> Bool {
        guard let layer = phones[0].layer, let destination = pageDestination(scene, slot: 0),
            destination.w != layer.width || destination.h != layer.height
        else { return false }
        let composed =
            isSoftware && fastScalingInMotion && scene.isMoving && uncoveredBand(scene) != nil
            && destination.x >= 0 && destination.y >= 0 && destination.w <= layer.width
            && destination.h <= layer.height
        return !composed
    }

    /// The page layer, darkened by the overlay where the page is (same result as a black
    /// overlay of alpha `pageDim` over it); when scaled, its corners are rounded by drawing
    /// the outside of each corner in the background colour (the card sits on that colour).
    /// `band` is given only when one phone is drawn alone (see `uncoveredBand`).
    func drawPage(_ scene: Scene, slot: Int, band: SDL_Rect? = nil) {
        guard let layer = phones[slot].layer else { return }
        let shade = UInt8(clamp((1 - scene.pageDim) * 255, 0, 255).rounded())
        let frame = snapped(pixels(scene.pageFrame))
        guard let destination = pageDestination(scene, slot: slot) else { return }
        let mode =
            fastScalingInMotion && scene.isMoving ? SDL_ScaleModeNearest : SDL_ScaleModeLinear
        SDL_SetTextureScaleMode(layer.handle, mode)
        if let dimmed = phones[slot].dimmed { SDL_SetTextureScaleMode(dimmed.handle, mode) }
        // Only the rows left uncovered, when that is exact: a 1:1 copy. (SDL samples a clipped
        // stretch from a shifted origin and through another blitter.)
        let scaled = destination.w != layer.width || destination.h != layer.height
        // (A page larger than its layer, or moved off the window's top or left, is not one the
        // composing handles: SDL draws it.)
        let motion = phones[slot].motion
        if let band, isSoftware, mode == SDL_ScaleModeNearest, let surface = outputSurface {
            // Moving on the CPU: the page composed in the uncovered rows only (exact, tested),
            // straight into the surface drawn on.
            let generation = phones[slot].generation
            let loaded =
                motion.generation == generation
                || motion.load(
                    from: handle, page: layer.handle, width: layer.width, height: layer.height,
                    generation: generation)
            if loaded,
                motion.draw(
                    with: handle, into: surface, destination: destination, shade: shade,
                    steady: phones[slot].lastShade == shade, top: band.y, bottom: band.y + band.h)
            {
                phones[slot].lastShade = shade
                drawPageCorners(scene, frame: frame)
                return
            }
        } else if !scene.isMoving, motion.generation >= 0 {
            // At rest the page's pixels in memory are held for nothing.
            motion.release()
        }
        let clip = scaled ? nil : band
        if let clip { setClip(clip) }
        defer { if clip != nil { setClip(nil) } }
        if shade == 255 {
            copyPage(layer, to: destination)
            phones[slot].lastShade = shade
            // Undimmed, the cache is a whole window of pixels held for nothing: let it go, so
            // memory at rest does not depend on the sizes the window had while a sheet was up.
            phones[slot].releaseDimmed()
        } else if let dimmed = dimmedPage(layer, slot: slot, shade: shade, scaled: scaled) {
            // A copy made this frame has the default (filtered) scaling.
            SDL_SetTextureScaleMode(dimmed.handle, mode)
            copyPage(dimmed, to: destination)
        } else {
            SDL_SetTextureColorMod(layer.handle, shade, shade, shade)
            copyPage(layer, to: destination)
            SDL_SetTextureColorMod(layer.handle, 255, 255, 255)
        }
        drawPageCorners(scene, frame: frame)
    }

    /// The page darkened to `shade`, from the cache when the overlay has held still. A page
    /// to be stretched is always darkened first: darkening while stretching rounds otherwise,
    /// and a frame's pixels must not depend on the frames before it (a frame is drawn only
    /// where it changed).
    private func dimmedPage(_ layer: Texture, slot: Int, shade: UInt8, scaled: Bool) -> Texture? {
        defer { phones[slot].lastShade = shade }
        if phones[slot].dimmedShade == shade, let cached = phones[slot].dimmed { return cached }
        // Fading: modulate directly this frame (exact for a 1:1 copy).
        guard phones[slot].lastShade == shade || scaled else { return nil }
        // A new page size releases the dimmed copy (updatePage), so one still here fits.
        if phones[slot].dimmed == nil {
            phones[slot].dimmed = Texture.layer(
                on: handle, format: opaqueFormat, width: layer.width, height: layer.height,
                filtered: true)
        }
        guard let target = phones[slot].dimmed else { return nil }
        SDL_SetRenderTarget(handle, target.handle)
        SDL_SetTextureColorMod(layer.handle, shade, shade, shade)
        SDL_RenderCopy(handle, layer.handle, nil, nil)
        SDL_SetTextureColorMod(layer.handle, 255, 255, 255)
        SDL_SetRenderTarget(handle, nil)
        phones[slot].dimmedShade = shade
        return target
    }

    /// Copies a page layer onto `destination`. One wider or taller than any drawable (a
    /// replayed window of 1e308 points) is first cut to what the output shows: SDL's software
    /// renderer would otherwise scale into a scratch surface of the whole destination (2^50
    /// bytes, refused at best). Destinations within the limit are copied as they are, so
    /// every ordinary frame keeps its pixels.
    private func copyPage(_ layer: Texture, to destination: SDL_Rect) {
        var destination = destination
        let limit = Int32(DrawableLimit.maximumSide)
        guard destination.w > limit || destination.h > limit else {
            SDL_RenderCopy(handle, layer.handle, nil, &destination)
            return
        }
        var outputWidth: Int32 = 0
        var outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(handle, &outputWidth, &outputHeight)
        let left = max(destination.x, 0)
        let top = max(destination.y, 0)
        let right = min(Int64(destination.x) + Int64(destination.w), Int64(outputWidth))
        let bottom = min(Int64(destination.y) + Int64(destination.h), Int64(outputHeight))
        guard right > Int64(left), bottom > Int64(top), destination.w > 0, destination.h > 0
        else { return }
        var visible = SDL_Rect(
            x: left, y: top, w: Int32(right - Int64(left)), h: Int32(bottom - Int64(top)))
        // The matching part of the layer, in the layer's pixels.
        let scaleX = Double(layer.width) / Double(destination.w)
        let scaleY = Double(layer.height) / Double(destination.h)
        var source = SDL_Rect(
            x: Int32((Double(left - destination.x) * scaleX).rounded(.down)),
            y: Int32((Double(top - destination.y) * scaleY).rounded(.down)),
            w: max(1, Int32((Double(visible.w) * scaleX).rounded(.up))),
            h: max(1, Int32((Double(visible.h) * scaleY).rounded(.up))))
        source.w = min(source.w, layer.width - source.x)
        source.h = min(source.h, layer.height - source.y)
        guard source.w > 0, source.h > 0 else { return }
        SDL_RenderCopy(handle, layer.handle, &source, &visible)
    }

    /// The card's corners, rounded by drawing their outside in the background colour.
    private func drawPageCorners(_ scene: Scene, frame: Rect) {
        let radius = min(scene.pageCornerRadius * density, frame.width / 2, frame.height / 2)
        if radius >= 0.5 {  // a smaller rounding covers no pixel
            drawCorners(
                frame, radii: CornerRadii(all: radius), color: scene.background, inverse: true)
        }
    }
}
