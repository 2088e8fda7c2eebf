import CSDL2
import SheetCore

/// Draws a `Scene` with an SDL renderer: anti-aliased rounded shapes, cached text, and the
/// page cached in a texture that is drawn scaled for the card effect. It decides nothing.
public final class Renderer {
    /// A cached line. Hashed and compared by UTF-8 bytes: Swift's String equality normalises
    /// non-ASCII text (every Chinese line), which costs an allocation per lookup per frame.
    private struct TextKey: Hashable {
        var text: String
        var font: Font
        var color: Color

        static func == (lhs: TextKey, rhs: TextKey) -> Bool {
            lhs.font == rhs.font && lhs.color == rhs.color && lhs.text.utf8.elementsEqual(rhs.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(color)
            hasher.combine(text.utf8.count)
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }
    private struct CornerKey: Hashable {
        var quarterPixels: Int
        var inverse: Bool
        /// Which corner: the tile is stored already mirrored (SDL's software renderer would
        /// make a temporary surface for every flipped copy).
        var flipsX: Bool
        var flipsY: Bool
    }
    private struct Texture {
        var handle: OpaquePointer
        var width: Int32
        var height: Int32
    }
    /// Above this many cached lines, those not drawn for a while are released.
    private static let textCacheLimit = 128

    /// The SDL_Renderer this draws with.
    public let handle: OpaquePointer
    public let fonts: FontLibrary
    /// Pixels per point.
    public private(set) var density: Double
    /// Scale the card-scaled page by nearest pixel while things move, and filter it only once
    /// they rest: bilinear stretching is most of a software frame's cost, and a moving,
    /// dimmed page shows no difference (the resting frame is always filtered).
    public var fastScalingInMotion: Bool
    /// Draw every layer in full, as before the economies below (for the tests, which compare
    /// the two): pixels that later items cover opaquely are then painted too.
    public var drawsHiddenPixels = false

    /// A cached line's texture and the frame that last drew it (a class, so marking it used
    /// does not write to the dictionary — which costs an allocation per lookup).
    private final class TextEntry {
        let texture: Texture
        var lastUsed: Int
        /// The line already blended over an opaque backdrop colour, copied without blending
        /// where it lies wholly on that colour (a blended copy costs several times a plain one).
        var onBackdrop: (texture: Texture, color: Color)?
        init(texture: Texture, lastUsed: Int) {
            self.texture = texture
            self.lastUsed = lastUsed
        }
        func destroy() {
            SDL_DestroyTexture(texture.handle)
            if let onBackdrop { SDL_DestroyTexture(onBackdrop.texture.handle) }
        }
    }
    /// The opaque first shape of the items being drawn (a sheet): its body (pixels, clear of its
    /// rounded corners) and colour.
    private struct Backdrop {
        var body: SDL_Rect
        var color: Color
        /// The lowest pixel row drawn over it so far: a line starting above it could overlap
        /// what is drawn there, so it is blended as usual.
        var textBottom: Int32

        mutating func occupy(below bottom: Double) {
            textBottom = max(textBottom, Int32(pixel: bottom.rounded(.up)))
        }
    }
    private var texts: [TextKey: TextEntry] = [:]
    private var drawBlendMode = SDL_BLENDMODE_BLEND
    private var lastSize = Size(width: 0, height: 0)
    private var frame = 0
    /// The page layer of each phone drawn (two side by side with `--compare`).
    private var pages: [Texture?] = [nil, nil]
    private var pageItems: [[DrawItem]] = [[], []]
    /// The page already darkened by a steady overlay, so a drag copies it without modulating
    /// every pixel (the costliest step in software); rebuilt when the overlay changes.
    private var dimmedPages: [Texture?] = [nil, nil]
    private var dimmedShade: [UInt8?] = [nil, nil]
    /// Each slot's shade in the previous frame: a shade that holds for two frames is cached.
    private var lastShade: [UInt8?] = [nil, nil]
    /// Corner coverage textures by radius in quarter pixels; `inverse` ones cover the outside.
    private var corners: [CornerKey: Texture] = [:]
    private struct EllipseKey: Hashable {
        var width: Int
        var height: Int
    }
    /// Ellipse coverage textures by pixel size.
    private var ellipses: [EllipseKey: Texture?] = [:]
    /// Whether SDL draws with the CPU (its software renderer): then the page is composed
    /// in memory while the sheet moves (`MotionPage`), where a GPU would stretch it for free.
    private let isSoftware: Bool
    /// The first phone's page while moving, in the rows left uncovered.
    private let motionPage = MotionPage()
    /// Bumped whenever a page layer is drawn anew, so the motion page knows to reload.
    private var pageGenerations = [0, 0]
    /// The pixel format of the opaque layers (page, dimmed page, moving page, lines on the
    /// sheet): the output's own where SDL draws in software, so copying one is a copy of rows
    /// rather than a conversion of every pixel (an X11 window is XRGB8888, not ARGB8888).
    public let opaqueFormat: UInt32

    /// Wraps `renderer` and owns it from now on: `close()` (or the end of this object)
    /// destroys it, after the textures made on it.
    /// `outputFormat` is the format of the surface a software renderer draws on, when it has
    /// no window (a window's is asked of SDL).
    public init(
        renderer: OpaquePointer, fonts: FontLibrary, density: Double, fastScalingInMotion: Bool = false,
        outputFormat: UInt32? = nil
    ) {
        self.fastScalingInMotion = fastScalingInMotion
        self.handle = renderer
        self.fonts = fonts
        self.density = density
        var info = SDL_RendererInfo()
        isSoftware = SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        let output = outputFormat ?? SDL_RenderGetWindow(renderer).map { SDL_GetWindowPixelFormat($0) }
        opaqueFormat = Self.opaqueFormat(software: isSoftware, output: output)
        fonts.setDensity(density)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit { close() }

    /// XRGB8888 for a software output in that format, else ARGB8888: both hold every colour a
    /// layer does, and only these two are taken (a 16-bit output would lose colours in layers).
    static func opaqueFormat(software: Bool, output: UInt32?) -> UInt32 {
        software && output == SDL_PIXELFORMAT_RGB888.rawValue
            ? SDL_PIXELFORMAT_RGB888.rawValue : SDL_PIXELFORMAT_ARGB8888.rawValue
    }

    private var isClosed = false

    /// Destroys the textures, then the SDL renderer. In that order: `SDL_DestroyRenderer` frees
    /// the textures itself, and destroying them afterwards reads freed memory. Only the
    /// renderer does this, so no owner can get the order wrong; nothing draws after it.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        releaseTextures()
        SDL_DestroyRenderer(handle)
    }

    /// Changes the pixel density: text and the page are rasterised again at the new one.
    public func setDensity(_ newDensity: Double) {
        guard newDensity != density else { return }
        density = newDensity
        fonts.setDensity(newDensity)
        releaseTextures()
    }

    private func releaseTextures() {
        for entry in texts.values { entry.destroy() }
        texts.removeAll()
        for texture in corners.values { SDL_DestroyTexture(texture.handle) }
        corners.removeAll()
        for case let texture? in ellipses.values { SDL_DestroyTexture(texture.handle) }
        ellipses.removeAll()
        for case let page? in pages + dimmedPages { SDL_DestroyTexture(page.handle) }
        pages = [nil, nil]
        pageItems = [[], []]
        dimmedPages = [nil, nil]
        dimmedShade = [nil, nil]
        motionPage.release()
    }

    /// Draws `scene` into the current target (the window); the caller presents.
    public func draw(_ scene: Scene) {
        updatePage(scene, slot: 0)
        let visible = drawsHiddenPixels ? nil : uncoveredBand(scene)
        beginFrame(scene.background, band: visible, page: visible == nil ? nil : pageDestination(scene, slot: 0))
        drawPage(scene, slot: 0, band: visible)
        draw(scene.items, moving: scene.isMoving && fastScalingInMotion)
        endFrame(size: scene.size)
    }

    /// Clears the window, or with `band` only its rows that the scene's items do not cover,
    /// and of those only what the opaque page copied to `page` (pixels) will not cover.
    private func beginFrame(_ background: Color, band: SDL_Rect? = nil, page: SDL_Rect? = nil) {
        SDL_SetRenderTarget(handle, nil)
        SDL_RenderSetViewport(handle, nil)
        SDL_RenderSetClipRect(handle, nil)
        setColor(background)
        guard var band else {
            SDL_RenderClear(handle)
            return
        }
        guard let page else {
            SDL_RenderFillRect(handle, &band)
            return
        }
        let bottom = band.y + band.h
        let rowsTop = max(band.y, page.y)
        let rowsBottom = min(bottom, page.y + page.h)
        // Above, left of, right of and below the page (one at a time: no array a frame).
        func fill(_ x: Int32, _ y: Int32, _ w: Int32, _ h: Int32) {
            guard w > 0, h > 0 else { return }
            var strip = SDL_Rect(x: x, y: y, w: w, h: h)
            SDL_RenderFillRect(handle, &strip)
        }
        fill(band.x, band.y, band.w, min(page.y, bottom) - band.y)
        fill(band.x, rowsTop, page.x - band.x, rowsBottom - rowsTop)
        fill(page.x + page.w, rowsTop, band.x + band.w - page.x - page.w, rowsBottom - rowsTop)
        fill(band.x, max(page.y + page.h, band.y), band.w, bottom - max(page.y + page.h, band.y))
    }

    /// Where the page layer goes (pixels): its frame snapped, or the layer's own size when
    /// within a pixel of it (a one-pixel stretch blurs the whole page, and takes SDL's software
    /// renderer down a slower, allocating path).
    private func pageDestination(_ scene: Scene, slot: Int) -> SDL_Rect? {
        guard let page = pages[slot] else { return nil }
        var destination = sdlRect(snapped(pixels(scene.pageFrame)))
        if abs(destination.w - page.width) <= 1, abs(destination.h - page.height) <= 1 {
            destination.w = page.width
            destination.h = page.height
        }
        return destination
    }

    /// The rows (pixels, from the top) that the scene's items leave uncovered: when its first
    /// item is an opaque shape as wide as the window reaching its bottom (a sheet), every row
    /// below that shape's rounded top band is painted over by it, so the page and background
    /// need not be drawn there. Nil when the items may show all of the page.
    private func uncoveredBand(_ scene: Scene) -> SDL_Rect? {
        guard case .shape(let rect, let radii, let color)? = scene.items.first, color.alpha == 255 else { return nil }
        let frame = snapped(pixels(rect))
        let window = snapped(pixels(Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)))
        guard frame.x <= 0, frame.maxX >= window.maxX, frame.maxY >= window.maxY, frame.y >= 0 else { return nil }
        let r = pixelRadii(radii, fitting: frame)
        // Rounded bottom corners inside the window (the card style's) leave what is beside them
        // showing: every row is drawn then.
        let bottomBand = max(r.bottomLeft, r.bottomRight)
        guard bottomBand == 0 || frame.maxY - bottomBand >= window.maxY else { return nil }
        return sdlRect(Rect(x: 0, y: 0, width: window.width, height: frame.y + max(r.topLeft, r.topRight)))
    }

    /// Corner radii in whole pixels, fitted to `frame` (pixels), as `fill` draws them.
    private func pixelRadii(_ radii: CornerRadii, fitting frame: Rect) -> CornerRadii {
        CornerRadii(
            topLeft: (radii.topLeft * density).rounded(), topRight: (radii.topRight * density).rounded(),
            bottomRight: (radii.bottomRight * density).rounded(), bottomLeft: (radii.bottomLeft * density).rounded()
        ).fitted(to: Size(width: frame.width, height: frame.height))
    }

    private func endFrame(size: Size) {
        SDL_RenderSetClipRect(handle, nil)
        SDL_RenderSetViewport(handle, nil)
        frame += 1
        // After a resize the text is wrapped anew: the old lines go at once, so a session of
        // resizes does not keep a cache full of widths no longer shown.
        if texts.count > Self.textCacheLimit || size != lastSize { evictStaleText() }
        lastSize = size
    }

    /// Draws scenes side by side, each at its origin (points) in the window: `--compare`.
    public func draw(_ scenes: [(Scene, Point)]) {
        for (slot, (scene, _)) in scenes.prefix(pages.count).enumerated() {
            updatePage(scene, slot: slot)
        }
        beginFrame(scenes.first?.0.background ?? .black)
        for (slot, (scene, origin)) in scenes.prefix(pages.count).enumerated() {
            // Side by side, each scene gets its own viewport; everything drawn is relative to it,
            // clip rectangles included. A single scene keeps the whole window (the panel and
            // HUD draw beyond the phone).
            if scenes.count > 1 {
                var viewport = sdlRect(
                    Rect(
                        x: (origin.x * density).rounded(), y: (origin.y * density).rounded(),
                        width: (scene.size.width * density).rounded(),
                        height: (scene.size.height * density).rounded()))
                SDL_RenderSetViewport(handle, &viewport)
            }
            drawPage(scene, slot: slot)
            draw(scene.items)
            SDL_RenderSetClipRect(handle, nil)
        }
        endFrame(size: scenes.first?.0.size ?? lastSize)
    }

    private func evictStaleText() {
        for (key, entry) in texts where frame - entry.lastUsed > 1 {
            entry.destroy()
            texts[key] = nil
        }
    }

    /// Re-renders the page layer only when its items or size changed.
    private func updatePage(_ scene: Scene, slot: Int) {
        // Its owner fits the density to the drawable limit; a scene that still exceeds it
        // (or a size no Int32 holds) is cropped, never allocated whole.
        let (width, height) = DrawableLimit.layerSize(
            width: scene.size.width * density, height: scene.size.height * density)
        if let page = pages[slot], page.width == width, page.height == height, pageItems[slot] == scene.page { return }
        if pages[slot] == nil || pages[slot]!.width != width || pages[slot]!.height != height {
            let page = pages[slot]
            if let page { SDL_DestroyTexture(page.handle) }
            pages[slot] = nil
            releaseDimmedPage(slot: slot)
            guard
                let texture = SDL_CreateTexture(
                    handle, opaqueFormat, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
            else { return }
            // The page is opaque: copying it needs no blending (the card's rounded corners are
            // drawn over it afterwards).
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            pages[slot] = Texture(handle: texture, width: width, height: height)
        }
        guard let page = pages[slot] else { return }
        SDL_SetRenderTarget(handle, page.handle)
        SDL_RenderSetClipRect(handle, nil)
        setColor(.white)
        SDL_RenderClear(handle)
        draw(scene.page)
        SDL_RenderSetClipRect(handle, nil)
        SDL_SetRenderTarget(handle, nil)
        pageItems[slot] = scene.page
        dimmedShade[slot] = nil
        pageGenerations[slot] += 1
    }

    /// Bytes of pixels held in full-window layers (the page and its dimmed copy, per phone):
    /// the part of the renderer's memory that scales with the window.
    public var layerBytes: Int {
        (pages + dimmedPages).reduce(0) { total, layer in total + Int(layer?.width ?? 0) * Int(layer?.height ?? 0) * 4 }
            + motionPage.bytes
    }

    private func releaseDimmedPage(slot: Int) {
        if let dimmed = dimmedPages[slot] { SDL_DestroyTexture(dimmed.handle) }
        dimmedPages[slot] = nil
        dimmedShade[slot] = nil
    }

    /// The page darkened to `shade`, from the cache when the overlay has held still.
    private func dimmedPage(_ page: Texture, slot: Int, shade: UInt8) -> Texture? {
        defer { lastShade[slot] = shade }
        if dimmedShade[slot] == shade, let cached = dimmedPages[slot] { return cached }
        guard lastShade[slot] == shade else { return nil }  // fading: modulate directly this frame
        // A new page size releases the dimmed copy (updatePage), so one still here fits the page.
        if dimmedPages[slot] == nil {
            guard
                let texture = SDL_CreateTexture(
                    handle, opaqueFormat, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), page.width, page.height)
            else { return nil }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            dimmedPages[slot] = Texture(handle: texture, width: page.width, height: page.height)
        }
        guard let target = dimmedPages[slot] else { return nil }
        SDL_SetRenderTarget(handle, target.handle)
        SDL_SetTextureColorMod(page.handle, shade, shade, shade)
        SDL_RenderCopy(handle, page.handle, nil, nil)
        SDL_SetTextureColorMod(page.handle, 255, 255, 255)
        SDL_SetRenderTarget(handle, nil)
        dimmedShade[slot] = shade
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
        guard right > Int64(left), bottom > Int64(top), destination.w > 0, destination.h > 0 else { return }
        var visible = SDL_Rect(x: left, y: top, w: Int32(right - Int64(left)), h: Int32(bottom - Int64(top)))
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

    /// The page layer, darkened by the overlay where the page is (same result as a black
    /// overlay of alpha `pageDim` over it); when scaled, its corners are rounded by drawing
    /// the outside of each corner in the background colour (the card sits on that colour).
    private func drawPage(_ scene: Scene, slot: Int, band: SDL_Rect? = nil) {
        guard let page = pages[slot] else { return }
        let shade = UInt8(clamp((1 - scene.pageDim) * 255, 0, 255).rounded())
        let frame = snapped(pixels(scene.pageFrame))
        guard let destination = pageDestination(scene, slot: slot) else { return }
        let mode = fastScalingInMotion && scene.isMoving ? SDL_ScaleModeNearest : SDL_ScaleModeLinear
        SDL_SetTextureScaleMode(page.handle, mode)
        if let dimmed = dimmedPages[slot] { SDL_SetTextureScaleMode(dimmed.handle, mode) }
        // Only the rows left uncovered, when that is exact: a 1:1 copy. (SDL samples a clipped
        // stretch from a shifted origin and through another blitter.)
        let scaled = destination.w != page.width || destination.h != page.height
        // (A page larger than its layer, or moved off the window's top or left, is not one the
        // composing handles: SDL draws it.)
        if let band, isSoftware, slot == 0, mode == SDL_ScaleModeNearest, destination.x >= 0, destination.y >= 0,
            destination.w <= page.width, destination.h <= page.height
        {
            // Moving on the CPU: the page composed in the uncovered rows only (exact, tested).
            let loaded =
                motionPage.generation == pageGenerations[slot]
                || motionPage.load(
                    from: handle, page: page.handle, width: page.width, height: page.height, format: opaqueFormat,
                    generation: pageGenerations[slot])
            if loaded {
                motionPage.draw(
                    with: handle, destination: destination, shade: shade, steady: lastShade[slot] == shade,
                    bottom: band.y + band.h)
                lastShade[slot] = shade
                drawPageCorners(scene, frame: frame)
                return
            }
        } else if !scene.isMoving, motionPage.generation >= 0 {
            // At rest the page's pixels in memory are held for nothing.
            motionPage.release()
        }
        let clip = scaled ? nil : band
        if var clip { SDL_RenderSetClipRect(handle, &clip) }
        defer { if clip != nil { SDL_RenderSetClipRect(handle, nil) } }
        if shade == 255 {
            copyPage(page, to: destination)
            lastShade[slot] = shade
            // Undimmed, the cache is a whole window of pixels held for nothing: let it go, so
            // memory at rest does not depend on the sizes the window had while a sheet was up.
            releaseDimmedPage(slot: slot)
        } else if let dimmed = dimmedPage(page, slot: slot, shade: shade) {
            // A copy made this frame has the default (filtered) scaling.
            SDL_SetTextureScaleMode(dimmed.handle, mode)
            copyPage(dimmed, to: destination)
        } else {
            SDL_SetTextureColorMod(page.handle, shade, shade, shade)
            copyPage(page, to: destination)
            SDL_SetTextureColorMod(page.handle, 255, 255, 255)
        }
        drawPageCorners(scene, frame: frame)
    }

    /// The card's corners, rounded by drawing their outside in the background colour.
    private func drawPageCorners(_ scene: Scene, frame: Rect) {
        let radius = min(scene.pageCornerRadius * density, frame.width / 2, frame.height / 2)
        if radius >= 0.5 {  // a smaller rounding covers no pixel
            drawCorners(frame, radii: CornerRadii(all: radius), color: scene.background, inverse: true)
        }
    }

    /// Draws `items` in order. With `moving`, a text line wholly on the first item's plain
    /// colour is copied from a copy blended over that colour beforehand (see `Backdrop`).
    private func draw(_ items: [DrawItem], moving: Bool = false) {
        var backdrop: Backdrop?
        for (index, item) in items.enumerated() {
            switch item {
            case .shape(let rect, let radii, let color):
                fill(rect, radii: radii, color: color)
                if index == 0 {
                    backdrop = moving && color.alpha == 255 && !drawsHiddenPixels ? body(rect, radii, color) : nil
                } else {
                    backdrop?.occupy(below: snapped(pixels(rect)).maxY)
                }
            case .ellipse(let rect, let color):
                fillEllipse(rect, color: color)
                backdrop?.occupy(below: snapped(pixels(rect)).maxY)
            case .line(let points, let color):
                drawLine(points, color: color)
                var lowest = -Double.infinity
                for point in points { lowest = max(lowest, point.y) }
                backdrop?.occupy(below: lowest * density + 2)  // two pixels wide, below the points
            case .text(let run):
                draw(run, backdrop: &backdrop)
            case .clip(let rect):
                if let rect {
                    var clip = sdlRect(snapped(pixels(rect)))
                    SDL_RenderSetClipRect(handle, &clip)
                } else {
                    SDL_RenderSetClipRect(handle, nil)
                }
            }
        }
    }

    /// A filled rectangle: plain rectangles for the straight parts, coverage tiles for the
    /// rounded corners. Snapped to whole pixels so the pieces meet without seams.
    private func fill(_ rect: Rect, radii: CornerRadii, color: Color) {
        let frame = snapped(pixels(rect))
        guard frame.width > 0, frame.height > 0 else { return }
        setColor(color)
        let r = pixelRadii(radii, fitting: frame)
        let topBand = max(r.topLeft, r.topRight)
        let bottomBand = max(r.bottomLeft, r.bottomRight)
        // The straight parts: the middle band, and beside/between the corner tiles.
        fillPiece(Rect(x: frame.x, y: frame.y + topBand, width: frame.width, height: frame.height - topBand - bottomBand))
        fillPiece(Rect(x: frame.x + r.topLeft, y: frame.y, width: frame.width - r.topLeft - r.topRight, height: topBand))
        fillPiece(Rect(x: frame.x, y: frame.y + r.topLeft, width: r.topLeft, height: topBand - r.topLeft))
        fillPiece(Rect(x: frame.maxX - r.topRight, y: frame.y + r.topRight, width: r.topRight, height: topBand - r.topRight))
        fillPiece(
            Rect(
                x: frame.x + r.bottomLeft, y: frame.maxY - bottomBand, width: frame.width - r.bottomLeft - r.bottomRight,
                height: bottomBand))
        fillPiece(Rect(x: frame.x, y: frame.maxY - bottomBand, width: r.bottomLeft, height: bottomBand - r.bottomLeft))
        fillPiece(
            Rect(x: frame.maxX - r.bottomRight, y: frame.maxY - bottomBand, width: r.bottomRight, height: bottomBand - r.bottomRight))
        drawCorners(frame, radii: r, color: color, inverse: false)
    }

    private func fillPiece(_ piece: Rect) {
        guard piece.width > 0, piece.height > 0 else { return }
        var destination = sdlRect(piece)
        SDL_RenderFillRect(handle, &destination)
    }

    /// Draws the four corner tiles of `frame` (pixels) in `color`: the inside of each
    /// rounded corner, or with `inverse` the outside.
    private func drawCorners(_ frame: Rect, radii: CornerRadii, color: Color, inverse: Bool) {
        drawCorner(radii.topLeft, frame.x, frame.y, SDL_FLIP_NONE.rawValue, color, inverse)
        drawCorner(radii.topRight, frame.maxX, frame.y, SDL_FLIP_HORIZONTAL.rawValue, color, inverse)
        drawCorner(
            radii.bottomRight, frame.maxX, frame.maxY, SDL_FLIP_HORIZONTAL.rawValue | SDL_FLIP_VERTICAL.rawValue, color, inverse)
        drawCorner(radii.bottomLeft, frame.x, frame.maxY, SDL_FLIP_VERTICAL.rawValue, color, inverse)
    }

    private func drawCorner(
        _ radius: Double, _ cornerX: Double, _ cornerY: Double, _ flip: UInt32, _ color: Color, _ inverse: Bool
    ) {
        let flipsX = flip & SDL_FLIP_HORIZONTAL.rawValue != 0
        let flipsY = flip & SDL_FLIP_VERTICAL.rawValue != 0
        guard radius > 0, let tile = cornerTexture(radius: radius, inverse: inverse, flipsX: flipsX, flipsY: flipsY) else {
            return
        }
        let size = Double(tile.width)
        var destination = sdlRect(
            Rect(x: flipsX ? cornerX - size : cornerX, y: flipsY ? cornerY - size : cornerY, width: size, height: size))
        SDL_SetTextureColorMod(tile.handle, color.red, color.green, color.blue)
        SDL_SetTextureAlphaMod(tile.handle, color.alpha)
        SDL_RenderCopy(handle, tile.handle, nil, &destination)
    }

    /// A polyline, two pixels wide at 1×.
    private func drawLine(_ points: [Point], color: Color) {
        guard points.count > 1 else { return }
        setColor(color)
        for offset in [0.0, 1.0] {
            var scaled = points.map {
                SDL_FPoint(
                    x: Float(coordinate($0.x * density)),
                    y: Float(coordinate($0.y * density) + offset))
            }
            SDL_RenderDrawLinesF(handle, &scaled, Int32(scaled.count))
        }
    }

    /// An ellipse from a coverage texture made once per pixel size.
    private func fillEllipse(_ rect: Rect, color: Color) {
        let frame = snapped(pixels(rect))
        // A coverage mask is width × height bytes: none larger than a drawable.
        guard frame.width >= 1, frame.height >= 1,
            DrawableLimit.fits(width: frame.width, height: frame.height)
        else { return }
        let key = EllipseKey(width: Int(frame.width), height: Int(frame.height))
        if ellipses[key] == nil {
            let mask = EllipseMask(width: key.width, height: key.height)
            ellipses[key] = coverageTexture(mask.coverage, width: key.width, height: key.height, inverse: false)
        }
        guard let texture = ellipses[key] ?? nil else { return }
        var destination = sdlRect(frame)
        SDL_SetTextureColorMod(texture.handle, color.red, color.green, color.blue)
        SDL_SetTextureAlphaMod(texture.handle, color.alpha)
        SDL_RenderCopy(handle, texture.handle, nil, &destination)
    }

    /// A white texture whose alpha is `coverage` (or its complement).
    private func coverageTexture(_ coverage: [UInt8], width: Int, height: Int, inverse: Bool) -> Texture? {
        var pixels = coverage.map { value -> UInt32 in
            UInt32(inverse ? 255 - value : value) << 24 | 0x00FF_FFFF
        }
        guard
            let texture = SDL_CreateTexture(
                handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width),
                Int32(height))
        else { return nil }
        pixels.withUnsafeMutableBytes { buffer in
            _ = SDL_UpdateTexture(texture, nil, buffer.baseAddress, Int32(width * 4))
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return Texture(handle: texture, width: Int32(width), height: Int32(height))
    }

    private func cornerTexture(radius: Double, inverse: Bool, flipsX: Bool, flipsY: Bool) -> Texture? {
        // A tile is radius² bytes: none wider than a drawable.
        guard radius <= Double(DrawableLimit.maximumSide) else { return nil }
        let key = CornerKey(quarterPixels: Int((radius * 4).rounded()), inverse: inverse, flipsX: flipsX, flipsY: flipsY)
        if let cached = corners[key] { return cached }
        let mask = CornerMask(radius: Double(key.quarterPixels) / 4)
        let side = mask.size
        var mirrored = mask.coverage
        for row in 0..<side {
            for column in 0..<side {
                mirrored[row * side + column] =
                    mask.coverage[(flipsY ? side - 1 - row : row) * side + (flipsX ? side - 1 - column : column)]
            }
        }
        guard let tile = coverageTexture(mirrored, width: side, height: side, inverse: inverse) else { return nil }
        corners[key] = tile
        return tile
    }

    /// The part of a filled shape that is plain colour: below and above its rounded bands.
    private func body(_ rect: Rect, _ radii: CornerRadii, _ color: Color) -> Backdrop? {
        let frame = snapped(pixels(rect))
        guard frame.width > 0, frame.height > 0 else { return nil }
        let r = pixelRadii(radii, fitting: frame)
        let top = frame.y + max(r.topLeft, r.topRight)
        let bottom = frame.maxY - max(r.bottomLeft, r.bottomRight)
        guard bottom > top else { return nil }
        let body = sdlRect(Rect(x: frame.x, y: top, width: frame.width, height: bottom - top))
        return Backdrop(body: body, color: color, textBottom: Int32.min)
    }

    private func draw(_ run: TextRun, backdrop: inout Backdrop?) {
        guard let entry = textEntry(for: run) else { return }
        let texture = entry.texture
        // Whole pixels keep glyph edges crisp.
        var destination = SDL_Rect(
            x: Int32(pixel: run.origin.x * density), y: Int32(pixel: run.origin.y * density),
            w: texture.width, h: texture.height)
        if var shown = backdrop {
            let body = shown.body
            // Wholly on the backdrop's plain colour and below all text drawn on it so far, the
            // line blended over that colour once is the same pixels as blending it here.
            if destination.y >= shown.textBottom, destination.x >= body.x, destination.y >= body.y,
                destination.x + destination.w <= body.x + body.w, destination.y + destination.h <= body.y + body.h,
                let opaque = opaqueTexture(entry, over: shown.color)
            {
                SDL_RenderCopy(handle, opaque.handle, nil, &destination)
                shown.textBottom = max(shown.textBottom, destination.y + destination.h)
                backdrop = shown
                return
            }
            shown.textBottom = max(shown.textBottom, destination.y + destination.h)
            backdrop = shown
        }
        SDL_RenderCopy(handle, texture.handle, nil, &destination)
    }

    /// `entry`'s line blended over `color`, made once (and again for another colour).
    private func opaqueTexture(_ entry: TextEntry, over color: Color) -> Texture? {
        if let made = entry.onBackdrop, made.color == color { return made.texture }
        if let made = entry.onBackdrop { SDL_DestroyTexture(made.texture.handle) }
        entry.onBackdrop = nil
        let line = entry.texture
        guard
            let texture = SDL_CreateTexture(
                handle, opaqueFormat, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), line.width, line.height)
        else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_SetRenderTarget(handle, texture)
        SDL_SetRenderDrawColor(handle, color.red, color.green, color.blue, color.alpha)
        SDL_RenderClear(handle)
        SDL_RenderCopy(handle, line.handle, nil, nil)
        SDL_SetRenderTarget(handle, nil)
        let made = Texture(handle: texture, width: line.width, height: line.height)
        entry.onBackdrop = (made, color)
        return made
    }

    private func textEntry(for run: TextRun) -> TextEntry? {
        let key = TextKey(text: run.text, font: run.font, color: run.color)
        if let cached = texts[key] {
            cached.lastUsed = frame
            return cached
        }
        guard !run.text.isEmpty, let font = fonts.handle(run.font) else { return nil }
        let color = SDL_Color(r: run.color.red, g: run.color.green, b: run.color.blue, a: run.color.alpha)
        guard let surface = TTF_RenderUTF8_Blended(font, run.text, color) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let handle = SDL_CreateTextureFromSurface(handle, surface) else { return nil }
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        let texture = Texture(handle: handle, width: surface.pointee.w, height: surface.pointee.h)
        let entry = TextEntry(texture: texture, lastUsed: frame)
        texts[key] = entry
        return entry
    }

    /// Sets the draw colour; opaque colours fill without blending (much cheaper in software).
    private func setColor(_ color: Color) {
        SDL_SetRenderDrawColor(handle, color.red, color.green, color.blue, color.alpha)
        let mode = color.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
        if mode != drawBlendMode {
            SDL_SetRenderDrawBlendMode(handle, mode)
            drawBlendMode = mode
        }
    }

    private func snapped(_ rect: Rect) -> Rect {
        let left = rect.x.rounded()
        let top = rect.y.rounded()
        return Rect(x: left, y: top, width: rect.maxX.rounded() - left, height: rect.maxY.rounded() - top)
    }

    /// A pixel coordinate within ± `DrawableLimit.coordinateLimit` (SDL converts them to int).
    private func coordinate(_ value: Double) -> Double {
        min(max(value, -DrawableLimit.coordinateLimit), DrawableLimit.coordinateLimit)
    }

    /// Whole pixels for SDL, the edges clamped (not the width), so a rectangle reaching far
    /// beyond the drawable still covers what it covered, and no value can trap.
    private func sdlRect(_ rect: Rect) -> SDL_Rect {
        let left = Int32(pixel: rect.x)
        let top = Int32(pixel: rect.y)
        let right = Int32(pixel: rect.maxX)
        let bottom = Int32(pixel: rect.maxY)
        return SDL_Rect(x: left, y: top, w: right - left, h: bottom - top)
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
