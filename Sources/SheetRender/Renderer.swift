import CSDL2
import SheetCore

/// Draws a `Scene` with an SDL renderer: anti-aliased rounded shapes, cached text, and the
/// page cached in a texture that is drawn scaled for the card effect. It decides nothing.
public final class Renderer {
    private struct TextKey: Hashable {
        var text: String
        var font: Font
        var color: Color
    }
    private struct Texture {
        var handle: OpaquePointer
        var width: Int32
        var height: Int32
    }

    /// The SDL_Renderer this draws with.
    public let handle: OpaquePointer
    public let fonts: FontLibrary
    /// Pixels per point.
    public private(set) var density: Double

    private var texts: [TextKey: Texture] = [:]
    private var page: Texture?
    private var pageItems: [DrawItem] = []
    private var mesh = RoundedMesh()
    private var vertices: [SDL_Vertex] = []

    /// Wraps `renderer`, which stays owned by the caller.
    public init(renderer: OpaquePointer, fonts: FontLibrary, density: Double) {
        self.handle = renderer
        self.fonts = fonts
        self.density = density
        fonts.setDensity(density)
        vertices.reserveCapacity(512)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit { releaseTextures() }

    /// Changes the pixel density: text and the page are rasterised again at the new one.
    public func setDensity(_ newDensity: Double) {
        guard newDensity != density else { return }
        density = newDensity
        fonts.setDensity(newDensity)
        releaseTextures()
    }

    private func releaseTextures() {
        for texture in texts.values { SDL_DestroyTexture(texture.handle) }
        texts.removeAll()
        if let page { SDL_DestroyTexture(page.handle) }
        page = nil
        pageItems = []
    }

    /// Draws `scene` into the current target (the window); the caller presents.
    public func draw(_ scene: Scene) {
        let pixelWidth = Int32((scene.size.width * density).rounded())
        let pixelHeight = Int32((scene.size.height * density).rounded())
        updatePage(scene, width: pixelWidth, height: pixelHeight)
        SDL_SetRenderTarget(handle, nil)
        SDL_RenderSetClipRect(handle, nil)
        setColor(scene.background)
        SDL_RenderClear(handle)
        drawPage(scene)
        draw(scene.items)
        SDL_RenderSetClipRect(handle, nil)
    }

    /// Re-renders the page layer only when its items or size changed.
    private func updatePage(_ scene: Scene, width: Int32, height: Int32) {
        if let page, page.width == width, page.height == height, pageItems == scene.page { return }
        if page == nil || page!.width != width || page!.height != height {
            if let page { SDL_DestroyTexture(page.handle) }
            page = nil
            guard
                let texture = SDL_CreateTexture(
                    handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                    max(1, width), max(1, height))
            else { return }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            page = Texture(handle: texture, width: width, height: height)
        }
        guard let page else { return }
        SDL_SetRenderTarget(handle, page.handle)
        SDL_RenderSetClipRect(handle, nil)
        setColor(.white)
        SDL_RenderClear(handle)
        draw(scene.page)
        SDL_RenderSetClipRect(handle, nil)
        SDL_SetRenderTarget(handle, nil)
        pageItems = scene.page
    }

    /// The page layer, darkened by the overlay where the page is (same result as a black
    /// overlay of alpha `pageDim` over it), with rounded corners when scaled.
    private func drawPage(_ scene: Scene) {
        guard let page else { return }
        let shade = UInt8(clamp((1 - scene.pageDim) * 255, 0, 255).rounded())
        let frame = pixels(scene.pageFrame)
        let radius = scene.pageCornerRadius * density
        if radius <= 0 {
            SDL_SetTextureColorMod(page.handle, shade, shade, shade)
            var destination = SDL_FRect(
                x: Float(frame.x), y: Float(frame.y), w: Float(frame.width), h: Float(frame.height))
            SDL_RenderCopyF(handle, page.handle, nil, &destination)
            SDL_SetTextureColorMod(page.handle, 255, 255, 255)
        } else {
            mesh.build(rect: frame, radii: CornerRadii(all: radius))
            drawMesh(Color(red: shade, green: shade, blue: shade), texture: page.handle)
        }
    }

    private func draw(_ items: [DrawItem]) {
        for item in items {
            switch item {
            case .shape(let rect, let radii, let color):
                fill(rect, radii: radii, color: color)
            case .text(let run):
                draw(run)
            case .clip(let rect):
                if let rect {
                    let frame = pixels(rect)
                    let left = frame.x.rounded(), top = frame.y.rounded()
                    var clip = SDL_Rect(
                        x: Int32(left), y: Int32(top), w: Int32(max(0, (frame.maxX.rounded() - left))),
                        h: Int32(max(0, (frame.maxY.rounded() - top))))
                    SDL_RenderSetClipRect(handle, &clip)
                } else {
                    SDL_RenderSetClipRect(handle, nil)
                }
            }
        }
    }

    private func fill(_ rect: Rect, radii: CornerRadii, color: Color) {
        let frame = pixels(rect)
        guard frame.width > 0, frame.height > 0 else { return }
        if radii.isZero {
            setColor(color)
            var destination = SDL_FRect(
                x: Float(frame.x), y: Float(frame.y), w: Float(frame.width), h: Float(frame.height))
            SDL_RenderFillRectF(handle, &destination)
            return
        }
        let scaled = CornerRadii(
            topLeft: radii.topLeft * density, topRight: radii.topRight * density,
            bottomRight: radii.bottomRight * density, bottomLeft: radii.bottomLeft * density)
        mesh.build(rect: frame, radii: scaled)
        drawMesh(color, texture: nil)
    }

    private func drawMesh(_ color: Color, texture: OpaquePointer?) {
        vertices.removeAll(keepingCapacity: true)
        for vertex in mesh.vertices {
            vertices.append(
                SDL_Vertex(
                    position: SDL_FPoint(x: vertex.x, y: vertex.y),
                    color: SDL_Color(
                        r: color.red, g: color.green, b: color.blue,
                        a: UInt8((Float(color.alpha) * vertex.coverage).rounded())),
                    tex_coord: SDL_FPoint(x: vertex.u, y: vertex.v)))
        }
        let indices = mesh.indices
        vertices.withUnsafeBufferPointer { vertexBuffer in
            indices.withUnsafeBufferPointer { indexBuffer in
                _ = SDL_RenderGeometry(
                    handle, texture, vertexBuffer.baseAddress, Int32(vertexBuffer.count), indexBuffer.baseAddress,
                    Int32(indexBuffer.count))
            }
        }
    }

    private func draw(_ run: TextRun) {
        guard let texture = texture(for: run) else { return }
        // Whole pixels keep glyph edges crisp.
        var destination = SDL_Rect(
            x: Int32((run.origin.x * density).rounded()), y: Int32((run.origin.y * density).rounded()),
            w: texture.width, h: texture.height)
        SDL_RenderCopy(handle, texture.handle, nil, &destination)
    }

    private func texture(for run: TextRun) -> Texture? {
        let key = TextKey(text: run.text, font: run.font, color: run.color)
        if let cached = texts[key] { return cached }
        guard !run.text.isEmpty, let font = fonts.handle(run.font) else { return nil }
        let color = SDL_Color(r: run.color.red, g: run.color.green, b: run.color.blue, a: run.color.alpha)
        guard let surface = TTF_RenderUTF8_Blended(font, run.text, color) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let handle = SDL_CreateTextureFromSurface(handle, surface) else { return nil }
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        let texture = Texture(handle: handle, width: surface.pointee.w, height: surface.pointee.h)
        texts[key] = texture
        return texture
    }

    private func setColor(_ color: Color) {
        SDL_SetRenderDrawColor(handle, color.red, color.green, color.blue, color.alpha)
    }

    private func pixels(_ rect: Rect) -> Rect {
        Rect(x: rect.x * density, y: rect.y * density, width: rect.width * density, height: rect.height * density)
    }

    /// The current target's pixels (the window's back buffer, or an offscreen surface).
    public func readPixels() -> Image? {
        var width: Int32 = 0
        var height: Int32 = 0
        guard SDL_GetRendererOutputSize(handle, &width, &height) == 0, width > 0, height > 0 else { return nil }
        var pixels = [UInt32](repeating: 0, count: Int(width) * Int(height))
        let result = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(handle, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, width * 4)
        }
        guard result == 0 else { return nil }
        return Image(width: Int(width), height: Int(height), pixels: pixels)
    }
}
