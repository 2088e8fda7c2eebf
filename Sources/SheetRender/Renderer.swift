import CSDL2
import SheetCore

/// Draws a `Scene` with an SDL renderer: anti-aliased rounded shapes, cached text, and the
/// page cached in a texture that is drawn scaled for the card effect. It decides nothing.
///
/// What it keeps lives beside it: one `PhonePage` per phone drawn (`Renderer+Page.swift`),
/// the `TextCache` and the `CoverageTiles`; how items are drawn is in
/// `Renderer+Items.swift`, points turned into pixels in `Renderer+Pixels.swift`.
package final class Renderer {
    /// The SDL_Renderer this draws with.
    package let handle: OpaquePointer
    /// The fonts text is drawn in (their sizes follow `density`).
    package let fonts: FontLibrary
    /// Pixels per point.
    package private(set) var density: Double
    /// Scale the card-scaled page by nearest pixel while things move, and filter it only once
    /// they rest: bilinear stretching is most of a software frame's cost, and a moving,
    /// dimmed page shows no difference (the resting frame is always filtered).
    package var fastScalingInMotion: Bool
    /// Draw every layer in full, as before the economies below (for the tests, which compare
    /// the two): pixels that later items cover opaquely are then painted too.
    package var drawsHiddenPixels = false
    /// The pixel format of the opaque layers (page, dimmed page, moving page, lines on the
    /// sheet): the output's own where SDL draws in software, so copying one is a copy of rows
    /// rather than a conversion of every pixel (an X11 window is XRGB8888, not ARGB8888).
    package let opaqueFormat: UInt32

    /// What is kept for each phone drawn: one alone, or two side by side with `--compare`.
    var phones = [PhonePage(), PhonePage()]
    let texts: TextCache
    let tiles: CoverageTiles
    /// Whether SDL draws with the CPU (its software renderer): then the page is composed
    /// in memory while the sheet moves (`MotionPage`), where a GPU would stretch it for free.
    let isSoftware: Bool
    /// The surface an offscreen software renderer draws on (a window's is asked of SDL).
    private let canvas: UnsafeMutablePointer<SDL_Surface>?
    /// Whether frames are drawn only where they changed: where the output keeps its pixels
    /// from one frame to the next (a software renderer's surface; a GPU's back buffer does not).
    let tracksDamage: Bool
    /// The scene the output shows, as the last `draw` left it (its items and page apart, in
    /// buffers of the renderer's own: holding the layout's would make it allocate anew each
    /// frame); nil when that is not known.
    private var shown: Scene?
    private var shownItems: [DrawItem] = []
    private var shownPage: [DrawItem] = []
    /// The rows the last `draw` changed: those it drew, and those it moved (`rowMove`).
    package private(set) var damage = RowBands()
    /// The rows the last `draw` drew: `damage` less the rows whose pixels it moved.
    package private(set) var drawn = RowBands()
    /// The rows the last `draw` moved, and by how much; nil when it moved none.
    package private(set) var lastMove: RowMove?
    /// The rows being drawn: every clip is cut to it. Nil: the whole window.
    var damageClip: SDL_Rect?
    private var presentRects: [SDL_Rect] = []
    private var drawBlendMode = SDL_BLENDMODE_BLEND
    private var isClosed = false
    /// The user's images that `.image` items show, by slot; set before drawing. Setting them
    /// drops what was made of the previous ones (and redraws the page layers).
    package var pictures: [ImageSlot: Picture] = [:] {
        didSet {
            releaseImages()
            for slot in phones.indices { phones[slot].items = [] }
            shown = nil
        }
    }
    /// Each picture scaled to the size it was last drawn at (or the part of it that showed).
    var imageScaled: [ImageSlot: Texture] = [:]
    /// What each of `imageScaled` holds: the picture's part (x, y, w, h) and the size.
    var imageScaledParts: [ImageSlot: ScaledPart] = [:]
    /// The pixels of `imageScaled`, kept for the slots drawn on a face (its corners are
    /// composed from them on the CPU).
    var imageScaledPixels: [ImageSlot: UnsafeMutablePointer<SDL_Surface>] = [:]
    /// A face's corners with the image in them, top left, top right, bottom right, bottom
    /// left: made again only when what they show changes (a scroll), not as the sheet moves.
    var facePatches: [FacePatch?] = [nil, nil, nil, nil]
    /// How many scaled images were made: which one a face's corner was composed from.
    var imagesScaled = 0
    /// The coverage of the face's corners last composed (by radius in quarter pixels and
    /// curve), and the pixels of the one being composed: kept, so composing allocates nothing.
    var faceMask: (quarterPixels: Int, continuous: Bool, mask: CornerMask)?
    var faceCorner: [UInt32] = []
    /// What drawing glass keeps between frames (`Renderer+Glass.swift`).
    let glassWork = GlassWork()
    /// Glass over the page worked out once for the page (`GlassField`), and this frame's use
    /// of it: set while `draw` draws a scene whose glass it serves.
    let glassField = GlassField()
    var glassOverPage: GlassOverPage?
    /// Work glass out once for the page where it can (`GlassField`); false reads it back from
    /// beneath on every frame, as any other glass (for the tests, which compare the two).
    package var drawsGlassFromPage = true
    /// How many glasses were drawn from the page (`GlassField`) rather than read back.
    package internal(set) var glassesFromPage = 0

    /// Wraps `renderer` and owns it from now on: `close()` (or the end of this object)
    /// destroys it, after the textures made on it.
    /// `surface` is the surface a software renderer draws on, when it has no window (a
    /// window's is asked of SDL).
    package init(
        renderer: OpaquePointer, fonts: FontLibrary, density: Double,
        fastScalingInMotion: Bool = false, surface: UnsafeMutablePointer<SDL_Surface>? = nil
    ) {
        canvas = surface
        self.fastScalingInMotion = fastScalingInMotion
        self.handle = renderer
        self.fonts = fonts
        self.density = density
        texts = TextCache(renderer: renderer, fonts: fonts)
        tiles = CoverageTiles(renderer: renderer)
        var info = SDL_RendererInfo()
        isSoftware =
            SDL_GetRendererInfo(renderer, &info) == 0
            && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        let output =
            surface?.pointee.format?.pointee.format
            ?? SDL_RenderGetWindow(renderer).map { SDL_GetWindowPixelFormat($0) }
        opaqueFormat = Self.opaqueFormat(software: isSoftware, output: output)
        tracksDamage = isSoftware
        presentRects.reserveCapacity(RowBands.capacity)
        fonts.setDensity(density)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit { close() }

    /// The pixels a software renderer draws on: the offscreen surface, or the window's (SDL's
    /// software renderer draws on the window's surface itself). Nil for a GPU renderer.
    var outputSurface: UnsafeMutablePointer<SDL_Surface>? {
        guard isSoftware else { return nil }
        if let canvas { return canvas }
        return SDL_RenderGetWindow(handle).flatMap { SDL_GetWindowSurface($0) }
    }

    /// The software output's own memory when its pixels are 32 bits each (and, with
    /// `argbOrder`, hold red, green and blue where ARGB8888 has them, as the glass's toning
    /// needs); nil otherwise (a GPU's output, a 16-bit or another channel order).
    func outputPixels(argbOrder: Bool = false) -> OutputPixels? {
        guard let surface = outputSurface, let raw = surface.pointee.pixels,
            let format = surface.pointee.format?.pointee, format.BytesPerPixel == 4
        else { return nil }
        if argbOrder, format.format != SDL_PIXELFORMAT_RGB888.rawValue,
            format.format != SDL_PIXELFORMAT_ARGB8888.rawValue
        {
            return nil
        }
        let stride = Int(surface.pointee.pitch) / 4
        return OutputPixels(
            base: raw.bindMemory(to: UInt32.self, capacity: stride * Int(surface.pointee.h)),
            stride: stride, width: surface.pointee.w, height: surface.pointee.h)
    }

    /// A software output's pixels (`Renderer.outputPixels`): the first, the distance between
    /// rows, and the output's size.
    struct OutputPixels {
        /// The output's top-left pixel.
        let base: UnsafeMutablePointer<UInt32>
        /// Pixels from one row to the next.
        let stride: Int
        /// The output's width in pixels.
        let width: Int32
        /// The output's height in pixels.
        let height: Int32

        /// Row `y` of the output from its left edge.
        func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { base + y * stride }
    }

    /// XRGB8888 for a software output in that format, else ARGB8888: both hold every colour a
    /// layer does, and only these two are taken (a 16-bit output would lose colours in layers).
    static func opaqueFormat(software: Bool, output: UInt32?) -> UInt32 {
        software && output == SDL_PIXELFORMAT_RGB888.rawValue
            ? SDL_PIXELFORMAT_RGB888.rawValue : SDL_PIXELFORMAT_ARGB8888.rawValue
    }

    /// Destroys the textures, then the SDL renderer. In that order: `SDL_DestroyRenderer` frees
    /// the textures itself, and destroying them afterwards reads freed memory. Only the
    /// renderer does this, so no owner can get the order wrong; nothing draws after it.
    package func close() {
        guard !isClosed else { return }
        isClosed = true
        releaseTextures()
        SDL_DestroyRenderer(handle)
    }

    /// Changes the pixel density: text and the page are rasterised again at the new one.
    package func setDensity(_ newDensity: Double) {
        guard newDensity != density else { return }
        density = newDensity
        fonts.setDensity(newDensity)
        releaseTextures()
        shown = nil
    }

    private func releaseTextures() {
        releaseImages()
        texts.release()
        tiles.release()
        glassWork.release()
        glassField.release()
        for slot in phones.indices { phones[slot].release() }
    }

    /// Bytes of pixels held in full-window layers (the page and its dimmed copy, per phone):
    /// the part of the renderer's memory that scales with the window.
    package var layerBytes: Int {
        phones.reduce(glassField.bytes) { total, phone in total + phone.bytes }
    }

    /// Draws `scene` into the current target (the window), only in the rows where it differs
    /// from the scene drawn last (`damage`); `present()` sends those rows to the screen.
    package func draw(_ scene: Scene) {
        // Closed (its canvas gone, or the window's renderer destroyed): nothing is left to
        // draw on, and the surface it drew on may be freed.
        guard !isClosed else { return }
        updatePage(scene, slot: 0)
        glassOverPage = planGlassOverPage(scene)
        if glassOverPage == nil, !scene.isMoving, scene.pageDim <= 0, glassField.key != nil {
            // At rest with the page undimmed (no sheet over it): its pixels are held for
            // nothing. (Resting at large keeps them: a drag back down would blur the page
            // again on its first frame.)
            glassField.release()
        }
        defer { glassOverPage = nil }
        let whole = Int32(pixel: (scene.size.height * density).rounded(.up))
        if tracksDamage, !drawsHiddenPixels {
            findDamage(from: shown, items: shownItems, page: shownPage, to: scene, into: &damage)
            if !damage.isEmpty, stretchesPageWhole(scene) {
                // SDL samples a clipped stretch from a shifted origin: a card-scaled page
                // that SDL draws is drawn whole, wherever a frame changed.
                let frame = snapped(pixels(scene.pageFrame))
                damage.add(
                    Int32(pixel: frame.y - 1), Int32(pixel: frame.maxY + 1), limit: whole)
            }
        } else {
            damage.removeAll()
            damage.add(0, whole, limit: .max)
        }
        drawn.set(to: damage)
        lastMove = nil
        if tracksDamage, !drawsHiddenPixels, !damage.isEmpty,
            let move = rowMove(from: shown, items: shownItems, to: scene),
            !stretchesPageWhole(scene),
            moveRows(move, width: Int32(pixel: (scene.size.width * density).rounded(.up)))
        {
            // The sheet's rows moved in memory: drawn only around them.
            lastMove = move
            drawn.remove(move.rows)
            damage.add(move.rows.lowerBound, move.rows.upperBound, limit: whole)
        }
        keepShown(scene)
        for rows in drawn.bands {
            // A band of every row draws unclipped, as a frame always did before.
            damageClip =
                rows.lowerBound <= 0 && rows.upperBound >= whole
                ? nil : SDL_Rect(x: 0, y: rows.lowerBound, w: .max / 2, h: Int32(rows.count))
            var visible = drawsHiddenPixels ? nil : uncoveredBand(scene)
            if let clip = damageClip, let band = visible {
                // The page is drawn in the rows both left uncovered and changed.
                let top = max(band.y, clip.y)
                visible = SDL_Rect(
                    x: band.x, y: top, w: band.w,
                    h: max(0, min(band.y + band.h, clip.y + clip.h) - top))
            }
            let page = visible == nil ? nil : pageDestination(scene, slot: 0)
            beginFrame(scene.background, band: visible ?? damageClip, page: page)
            if visible?.h != 0 { drawPage(scene, slot: 0, band: visible) }
            draw(scene.items, moving: scene.isMoving && fastScalingInMotion)
            drawScreenCorners(scene)
            endFrame(size: scene.size)
        }
        damageClip = nil
    }

    /// Keeps what `scene` shows, in the renderer's own buffers.
    private func keepShown(_ scene: Scene) {
        shownItems.removeAll(keepingCapacity: true)
        shownItems.append(contentsOf: scene.items)
        shownPage.removeAll(keepingCapacity: true)
        shownPage.append(contentsOf: scene.page)
        var kept = scene
        kept.items = []
        kept.page = []
        shown = kept
    }

    /// Forgets what the window shows: the next frame is drawn whole (its pixels were lost to
    /// an exposure or a new surface, or something beyond the scene changed how it is drawn).
    package func invalidate() { shown = nil }

    /// Sends what the last `draw` changed to the screen: for a software window only its
    /// changed rows (SDL_UpdateWindowSurfaceRects), else the whole frame.
    package func present() {
        guard !isClosed else { return }
        guard tracksDamage, canvas == nil, let window = SDL_RenderGetWindow(handle) else {
            SDL_RenderPresent(handle)
            return
        }
        SDL_RenderFlush(handle)
        guard !damage.isEmpty, let surface = SDL_GetWindowSurface(window) else { return }
        let width = surface.pointee.w
        let height = surface.pointee.h
        presentRects.removeAll(keepingCapacity: true)
        for rows in damage.bands where rows.lowerBound < height {
            presentRects.append(
                SDL_Rect(
                    x: 0, y: rows.lowerBound, w: width,
                    h: min(rows.upperBound, height) - rows.lowerBound))
        }
        if presentRects.isEmpty { return }
        presentRects.withUnsafeBufferPointer { rects in
            _ = SDL_UpdateWindowSurfaceRects(window, rects.baseAddress, Int32(rects.count))
        }
    }

    /// Draws scenes side by side, each at its origin (points) in the window: `--compare`.
    package func draw(_ scenes: [(Scene, Point)]) {
        guard !isClosed else { return }
        glassOverPage = nil
        shown = nil
        damage.removeAll()
        damage.add(0, .max, limit: .max)
        drawn.set(to: damage)
        lastMove = nil
        for (slot, (scene, _)) in scenes.prefix(phones.count).enumerated() {
            updatePage(scene, slot: slot)
        }
        beginFrame(scenes.first?.0.background ?? .black)
        for (slot, (scene, origin)) in scenes.prefix(phones.count).enumerated() {
            // Side by side, each scene gets its own viewport; everything drawn is relative to
            // it, clip rectangles included. A single scene keeps the whole window (the panel
            // and HUD draw beyond the phone).
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
            setClip(nil)
            drawScreenCorners(scene)
        }
        endFrame(size: scenes.first?.0.size ?? texts.lastFrameSize)
    }

    /// Clears the window, or with `band` only its rows that the scene's items do not cover,
    /// and of those only what the opaque page copied to `page` (pixels) will not cover.
    private func beginFrame(_ background: Color, band: SDL_Rect? = nil, page: SDL_Rect? = nil) {
        SDL_SetRenderTarget(handle, nil)
        SDL_RenderSetViewport(handle, nil)
        setClip(nil)
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
        let pageRight = page.x + page.w
        let pageBottom = page.y + page.h
        fill(band.x, band.y, band.w, min(page.y, bottom) - band.y)
        fill(band.x, rowsTop, page.x - band.x, rowsBottom - rowsTop)
        fill(pageRight, rowsTop, band.x + band.w - pageRight, rowsBottom - rowsTop)
        fill(band.x, max(pageBottom, band.y), band.w, bottom - max(pageBottom, band.y))
    }

    /// The rows (pixels, from the top) that the scene's items leave uncovered: when its first
    /// item is an opaque shape as wide as the window reaching its bottom (a sheet), every row
    /// below that shape's rounded top band is painted over by it, so the page and background
    /// need not be drawn there (a `.face` as well: its corners are drawn, with an image in them
    /// or plain, in that band); likewise every row from the top of glass drawn over the page
    /// alone (`glassOverPage`), which draws the page beside and below itself. Nil when the
    /// items may show all of the page.
    func uncoveredBand(_ scene: Scene) -> SDL_Rect? {
        let width = Int32(pixel: (scene.size.width * density).rounded())
        if let glass = glassOverPage { return SDL_Rect(x: 0, y: 0, w: width, h: glass.top) }
        guard let sheet = sheetBody(scene.items.first, size: scene.size) else { return nil }
        return SDL_Rect(x: 0, y: 0, w: width, h: sheet.bodyTop)
    }

    /// A device screen's rounded corners: black outside them, as the glass around a display.
    private func drawScreenCorners(_ scene: Scene) {
        let corners = scene.screenCorners
        guard max(corners.topLeft, corners.topRight, corners.bottomLeft, corners.bottomRight) > 0
        else { return }
        let frame = snapped(
            pixels(Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)))
        drawCorners(
            frame, radii: pixelRadii(corners, fitting: frame), color: .black, inverse: true,
            intoMemory: true)
    }

    private func endFrame(size: Size) {
        SDL_RenderSetClipRect(handle, nil)
        SDL_RenderSetViewport(handle, nil)
        texts.endFrame(size: size)
    }

    /// Clips what is drawn next to `rect` (pixels), or lifts an item's clip with nil; either
    /// way within the rows being drawn (`damageClip`).
    func setClip(_ rect: SDL_Rect?) {
        guard var damage = damageClip else {
            if var rect {
                SDL_RenderSetClipRect(handle, &rect)
            } else {
                SDL_RenderSetClipRect(handle, nil)
            }
            return
        }
        guard var rect else {
            SDL_RenderSetClipRect(handle, &damage)
            return
        }
        var both = SDL_Rect()
        if SDL_IntersectRect(&rect, &damage, &both) != SDL_TRUE {
            // Nothing of it is in these rows: a clip off the output, so nothing is drawn.
            both = SDL_Rect(x: -2, y: -2, w: 1, h: 1)
        }
        SDL_RenderSetClipRect(handle, &both)
    }

    /// Sets the draw colour; opaque colours fill without blending (much cheaper in software).
    func setColor(_ color: Color) {
        SDL_SetRenderDrawColor(handle, color.red, color.green, color.blue, color.alpha)
        let mode = color.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
        if mode != drawBlendMode {
            SDL_SetRenderDrawBlendMode(handle, mode)
            drawBlendMode = mode
        }
    }

    /// Sets SDL's blend mode back to the one `setColor` last chose, after drawing that set
    /// another behind its back.
    func resetDrawState() { SDL_SetRenderDrawBlendMode(handle, drawBlendMode) }

    /// The current target's pixels (the window's back buffer, or an offscreen surface).
    package func readPixels() -> Image? {
        var width: Int32 = 0
        var height: Int32 = 0
        guard SDL_GetRendererOutputSize(handle, &width, &height) == 0, width > 0, height > 0
        else { return nil }
        Memory.requirePixels(Int(width), Int(height), for: "a frame")
        var pixels = [UInt32](repeating: 0, count: Int(width) * Int(height))
        let result = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(
                handle, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, width * 4)
        }
        guard result == 0 else { return nil }
        return Image(width: Int(width), height: Int(height), pixels: pixels)
    }
}
