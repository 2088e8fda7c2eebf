import CSDL2
import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Glass (`DrawItem.glass`): the pixels already drawn beneath a rounded rectangle and around
/// it, read back, shrunk, blurred (three box passes, a Gaussian's close kin), toned, and
/// composed over what they were with the shape's anti-aliased coverage. Read back from the
/// output itself, so what lies beneath is exactly what the frame drew there: the page, the
/// card, the dim.
///
/// It reads up to `Glass.reach` beyond its frame, so `findDamage` draws all of that again
/// whenever any of it changes (a glass frame drawn over stale pixels would blur them in).
extension Renderer {
    /// Draws `glass` in `rect` (points) with `radii`, in the rows being drawn.
    func drawGlass(_ rect: Rect, radii: CornerRadii, glass: Glass) {
        if let plan = glassOverPage, plan.rect == rect, plan.radii == radii, plan.glass == glass {
            drawGlassOverPage(plan)
            return
        }
        let frame = snapped(pixels(rect))
        guard frame.width >= 1, frame.height >= 1 else { return }
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(handle, &viewport)
        let width = Int(viewport.w)
        let height = Int(viewport.h)
        // The composed pixels: the frame, within the output and the rows being drawn.
        let left = max(0, Int(frame.x))
        let right = min(width, Int(frame.maxX))
        var top = max(0, Int(frame.y))
        var bottom = min(height, Int(frame.maxY))
        if let clip = damageClip {
            top = max(top, Int(clip.y))
            bottom = min(bottom, Int(clip.y) + Int(clip.h))
        }
        guard left < right, top < bottom else { return }
        let plan = GlassFilter.Plan(glass: glass, density: density)
        let margin = plan.margin
        let step = plan.step
        // What is read: the composed pixels and the blur's reach around them, its blocks
        // aligned to the output's (so the blur of a still page stays still as the sheet moves).
        let sourceLeft = max(0, left - margin) / step * step
        let sourceRight = min(width, right + margin)
        let sourceTop = max(0, top - margin) / step * step
        let sourceBottom = min(height, bottom + margin)
        let sourceWidth = sourceRight - sourceLeft
        let sourceHeight = sourceBottom - sourceTop
        let work = glassWork
        let smallWidth = (sourceWidth + step - 1) / step
        let smallHeight = (sourceHeight + step - 1) / step
        let outWidth = right - left
        let outHeight = bottom - top
        let buffers = work.reserve(
            source: sourceWidth * sourceHeight, small: smallWidth * smallHeight,
            line: max(smallWidth, smallHeight), width: outWidth, out: outWidth * outHeight)
        // On a software output the pixels beneath are read, and the glass written, in the
        // surface itself; otherwise they are read back and the glass drawn from a texture.
        let direct = directPixels(viewport: viewport)
        let source: UnsafePointer<UInt32>
        let stride: Int
        if let direct {
            SDL_RenderFlush(handle)
            source = UnsafePointer(direct.pixels + sourceTop * direct.stride + sourceLeft)
            stride = direct.stride
        } else {
            // SDL_RenderReadPixels takes the target's coordinates, not the viewport's (it
            // intersects the rectangle with the viewport): a compared phone's is offset.
            var area = SDL_Rect(
                x: viewport.x + Int32(sourceLeft), y: viewport.y + Int32(sourceTop),
                w: Int32(sourceWidth), h: Int32(sourceHeight))
            let read = SDL_RenderReadPixels(
                handle, &area, SDL_PIXELFORMAT_ARGB8888.rawValue, buffers.source,
                Int32(sourceWidth * 4))
            guard read == 0 else {
                // Nothing to read (an output that cannot be read back): the glass over a
                // plain backdrop of the sheet's own colour.
                fill(rect, radii: radii, color: glass.tone(glass.surface))
                return
            }
            source = UnsafePointer(buffers.source)
            stride = sourceWidth
        }
        GlassFilter.shrink(
            source, width: sourceWidth, height: sourceHeight, stride: stride, step: step,
            skip: plan.skip, into: buffers.small, smallWidth: smallWidth, smallHeight: smallHeight)
        let box = plan.box
        if box > 0 {
            GlassFilter.blur(
                buffers.small, width: smallWidth, height: smallHeight, radius: box,
                line: buffers.line)
        }
        GlassFilter.tone(buffers.small, count: smallWidth * smallHeight, glass: glass)
        let region = GlassFilter.Region(left: left, top: top, width: outWidth, height: outHeight)
        let beneath = source + (top - sourceTop) * stride + (left - sourceLeft)
        let sourceRegion = GlassFilter.Region(
            left: sourceLeft, top: sourceTop, width: sourceWidth, height: sourceHeight)
        if let direct {
            GlassFilter.compose(
                buffers, frame: frame, radii: pixelRadii(radii, fitting: frame), region: region,
                source: sourceRegion, step: step, smallWidth: smallWidth,
                smallHeight: smallHeight, beneath: beneath, beneathStride: stride,
                out: direct.pixels + top * direct.stride + left, outStride: direct.stride,
                pairs: density >= 2)
            return
        }
        GlassFilter.compose(
            buffers, frame: frame, radii: pixelRadii(radii, fitting: frame), region: region,
            source: sourceRegion, step: step, smallWidth: smallWidth, smallHeight: smallHeight,
            beneath: beneath, beneathStride: stride, out: buffers.out, outStride: outWidth,
            pairs: density >= 2)
        guard
            let texture = work.texture(
                on: handle, width: max(Int32(outWidth), viewport.w),
                height: max(Int32(outHeight), viewport.h))
        else { return }
        var part = SDL_Rect(x: 0, y: 0, w: Int32(outWidth), h: Int32(outHeight))
        SDL_UpdateTexture(texture, &part, buffers.out, Int32(outWidth * 4))
        var destination = SDL_Rect(
            x: Int32(left), y: Int32(top), w: Int32(outWidth), h: Int32(outHeight))
        SDL_RenderCopy(handle, texture, &part, &destination)
        resetDrawState()
    }

    /// The output's pixels for the viewport (its top-left pixel, and the stride of its rows),
    /// when SDL draws in software on 32-bit pixels with red, green and blue where ARGB8888
    /// has them and the viewport lies wholly within them; nil otherwise.
    private func directPixels(viewport: SDL_Rect) -> (
        pixels: UnsafeMutablePointer<UInt32>, stride: Int
    )? {
        guard let output = outputPixels(argbOrder: true), viewport.x >= 0, viewport.y >= 0,
            viewport.x + viewport.w <= output.width, viewport.y + viewport.h <= output.height
        else { return nil }
        return (output.row(Int(viewport.y)) + Int(viewport.x), output.stride)
    }

    /// The frame's glass over the page alone (`GlassField`), when it is the first of the
    /// scene's items, the page is drawn at its own size over the whole window, and SDL draws
    /// in software into memory this can write; nil otherwise (the glass is then read back).
    /// Makes the field for the page the first time.
    func planGlassOverPage(_ scene: Scene) -> GlassOverPage? {
        guard drawsGlassFromPage, isSoftware,
            case .glass(let rect, let radii, let glass)? = scene.items.first,
            let layer = phones[0].layer, let destination = pageDestination(scene, slot: 0),
            destination.x == 0, destination.y == 0, destination.w == layer.width,
            destination.h == layer.height, scene.pageCornerRadius * density < 0.5,
            let output = outputPixels(argbOrder: true), output.width >= layer.width,
            output.height >= layer.height
        else { return nil }
        let shade = Self.shade(scene.pageDim)
        guard let tone = GlassFilter.Tone(glass: glass, shade: shade) else { return nil }
        let key = GlassField.Key(
            generation: phones[0].generation, width: Int(layer.width), height: Int(layer.height),
            density: density, blur: glass.blur, saturation: glass.saturation)
        guard
            glassField.prepare(key, layer: layer.handle, renderer: handle, glass: glass)
        else { return nil }
        let frame = snapped(pixels(rect))
        let top = Int32(clamp(frame.y.rounded(.down), 0, Double(layer.height)))
        return GlassOverPage(
            rect: rect, radii: radii, glass: glass, top: top, shade: shade, tone: tone)
    }

    /// Draws the planned glass from `glassField`, and the page darkened beside and below it:
    /// every pixel of the page's rows from the glass's top down, in the rows being drawn.
    func drawGlassOverPage(_ plan: GlassOverPage) {
        guard let key = glassField.key, let output = outputPixels(argbOrder: true) else { return }
        // What SDL has queued (the page above) lands first.
        SDL_RenderFlush(handle)
        var top = Int(plan.top)
        var bottom = key.height
        if let clip = damageClip {
            top = max(top, Int(clip.y))
            bottom = min(bottom, Int(clip.y) + Int(clip.h))
        }
        guard top < bottom else { return }
        glassesFromPage += 1
        let frame = snapped(pixels(plan.rect))
        let radii = pixelRadii(plan.radii, fitting: frame)
        for y in top..<bottom {
            GlassFilter.composeRow(
                y: y, frame: frame, radii: radii, width: key.width,
                page: glassField.page.base + y * key.width,
                field: glassField.field.base + y * key.width, out: output.row(y),
                shade: plan.shade, tone: plan.tone)
        }
    }
}

/// A frame's glass drawn over the page alone (`Renderer.planGlassOverPage`): the item, the
/// first row it draws (every row below it is drawn with it), the page's shade and the tone.
struct GlassOverPage {
    var rect: Rect
    var radii: CornerRadii
    var glass: Glass
    var top: Int32
    var shade: UInt8
    var tone: GlassFilter.Tone
}
