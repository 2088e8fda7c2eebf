import CSDL2
import SheetCore

/// A scene's items: rounded shapes from plain rectangles and coverage tiles, ellipses, lines
/// and cached text.
extension Renderer {
    /// The opaque first shape of the items being drawn (a sheet): its body (pixels, clear of
    /// its rounded corners) and colour.
    struct Backdrop {
        var body: SDL_Rect
        var color: Color
        /// The lowest pixel row drawn over it so far: a line starting above it could overlap
        /// what is drawn there, so it is blended as usual.
        var textBottom: Int32

        mutating func occupy(below bottom: Double) {
            textBottom = max(textBottom, Int32(pixel: bottom.rounded(.up)))
        }
    }

    /// Draws `items` in order. With `moving`, a text line wholly on the first item's plain
    /// colour is copied from a copy blended over that colour beforehand (see `Backdrop`).
    func draw(_ items: [DrawItem], moving: Bool = false) {
        var backdrop: Backdrop?
        // The face images are cut to, from its `.face` to the next `.clip(nil)`.
        var face: Face?
        defer { if let open = face { finish(open) } }
        for (index, item) in items.enumerated() {
            // Nothing of it in the rows being drawn: not queued at all (the first item still
            // is: a sheet's body decides how text over it is drawn).
            if index > 0, !reachesDrawnRows(item) { continue }
            switch item {
            case .shape(let rect, let radii, let color):
                fill(rect, radii: radii, color: color)
                if index == 0 {
                    let plain = moving && color.alpha == 255 && !drawsHiddenPixels
                    backdrop = plain ? body(rect, radii, color) : nil
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
            case .image(let slot, let rect):
                if var open = face {
                    drawImage(slot, in: rect, cutTo: &open)
                    face = open
                } else {
                    drawImage(slot, in: rect)
                }
                backdrop?.occupy(below: snapped(pixels(rect)).maxY)
            case .glass(let rect, let radii, let glass):
                drawGlass(rect, radii: radii, glass: glass)
                backdrop?.occupy(below: snapped(pixels(rect)).maxY)
            case .face(let rect, let radii, let color):
                if let open = face { finish(open) }
                face = beginFace(rect, radii: radii, color: color)
                backdrop?.occupy(below: snapped(pixels(rect)).maxY)
            case .clip(let rect):
                if let rect {
                    setClip(sdlRect(snapped(pixels(rect))))
                } else {
                    setClip(nil)
                    // The face's corners no image reached, unclipped (the face was drawn so).
                    if let open = face { finish(open) }
                    face = nil
                }
            }
        }
    }

    /// Whether `item` may draw in the rows being drawn (`damageClip`), as far as `findDamage`
    /// reckons it reaches (its frame, a text line's glyphs, and the edge margin). Clips, faces
    /// and images always count: what follows depends on them.
    func reachesDrawnRows(_ item: DrawItem) -> Bool {
        guard let clip = damageClip, let rows = pixelRows(item) else { return true }
        return rows.last > Double(clip.y) && rows.first < Double(clip.y) + Double(clip.h)
    }

    /// The rows (pixels) a shape, ellipse, text line or plot line may draw in, as
    /// `findDamage` reckons them (`reach`, widened by the edge margin); nil for a clip, face
    /// or image.
    func pixelRows(_ item: DrawItem) -> (first: Double, last: Double)? {
        switch item {
        case .clip, .image, .face: return nil
        default:
            guard let (top, bottom) = Self.reach(item) else { return nil }
            return widened(top, bottom)
        }
    }

    /// A filled rectangle: plain rectangles for the straight parts, coverage tiles for the
    /// rounded corners. Snapped to whole pixels so the pieces meet without seams, and tiled so
    /// that no pixel is drawn twice (a translucent shape would show it darker).
    func fill(_ rect: Rect, radii: CornerRadii, color: Color) {
        let frame = snapped(pixels(rect))
        guard frame.width > 0, frame.height > 0 else { return }
        setColor(color)
        let r = pixelRadii(radii, fitting: frame)
        let tiles = CornerTiles(frame: frame, radii: r)
        forEachStraightPiece(frame, tiles) { fillPiece(x: $0, y: $1, width: $2, height: $3) }
        drawCorners(frame, radii: r, color: color, inverse: false)
    }

    /// Calls `piece` with each rectangle (pixels: x, y, width, height) of `frame` outside its
    /// corner tiles, a row band at a time between the tiles' top and bottom edges: in each
    /// band every tile either spans it or is absent, so one rectangle fills between the tiles
    /// on its left and right. (No array: a frame allocates nothing.)
    func forEachStraightPiece(
        _ frame: Rect, _ tiles: CornerTiles, _ piece: (Double, Double, Double, Double) -> Void
    ) {
        let topLeftEnd = frame.y + tiles.topLeft.height
        let topRightEnd = frame.y + tiles.topRight.height
        let bottomLeftStart = frame.maxY - tiles.bottomLeft.height
        let bottomRightStart = frame.maxY - tiles.bottomRight.height
        var top = frame.y
        while top < frame.maxY {
            // The nearest edge below `top`.
            var bottom = frame.maxY
            if topLeftEnd > top { bottom = min(bottom, topLeftEnd) }
            if topRightEnd > top { bottom = min(bottom, topRightEnd) }
            if bottomLeftStart > top { bottom = min(bottom, bottomLeftStart) }
            if bottomRightStart > top { bottom = min(bottom, bottomRightStart) }
            let left =
                top < topLeftEnd
                ? tiles.topLeft.width : (top >= bottomLeftStart ? tiles.bottomLeft.width : 0)
            let right =
                top < topRightEnd
                ? tiles.topRight.width : (top >= bottomRightStart ? tiles.bottomRight.width : 0)
            piece(frame.x + left, top, frame.width - left - right, bottom - top)
            top = bottom
        }
    }

    func fillPiece(x: Double, y: Double, width: Double, height: Double) {
        guard width > 0, height > 0 else { return }
        var destination = sdlRect(Rect(x: x, y: y, width: width, height: height))
        SDL_RenderFillRect(handle, &destination)
    }

    /// Where each corner's tile is drawn in a frame (pixels): ⌈r⌉ pixels square, less where it
    /// would overlap another. A radius fitted to an odd side is a half pixel, and the two
    /// ⌈r⌉ tiles of that side would share its middle row or column (a translucent shape drew
    /// it twice: a dark seam through a capsule's ends); the later corner gives way, the
    /// earlier tile's row covering that pixel alone.
    struct CornerTiles {
        var topLeft: Size
        var topRight: Size
        var bottomRight: Size
        var bottomLeft: Size

        init(frame: Rect, radii: CornerRadii) {
            func side(_ radius: Double) -> Size {
                let side = radius > 0 ? radius.rounded(.up) : 0
                return Size(width: side, height: side)
            }
            let (width, height) = (frame.width, frame.height)
            topLeft = side(radii.topLeft)
            topRight = side(radii.topRight)
            bottomRight = side(radii.bottomRight)
            bottomLeft = side(radii.bottomLeft)
            // Beside each other along an edge: the later one narrower or shorter.
            topRight.width = max(0, min(topRight.width, width - topLeft.width))
            bottomLeft.height = max(0, min(bottomLeft.height, height - topLeft.height))
            bottomRight.height = max(0, min(bottomRight.height, height - topRight.height))
            bottomRight.width = max(0, min(bottomRight.width, width - bottomLeft.width))
            // Across a diagonal, only when they meet both ways (a near-circle).
            func meet(_ a: Size, _ b: Size) -> Bool {
                a.width + b.width > width && a.height + b.height > height
            }
            if meet(topRight, bottomLeft) { bottomLeft.height = height - topRight.height }
            if meet(topLeft, bottomRight) { bottomRight.height = height - topLeft.height }
        }
    }

    /// Draws the four corner tiles of `frame` (pixels) in `color`: the inside of each
    /// rounded corner, or with `inverse` the outside; each pixel once (see `CornerTiles`).
    /// With `skipping`, the corners whose bit is set (1 top left, 2 top right, 4 bottom right,
    /// 8 bottom left) are left alone: a face's that an image's corner was drawn in. With
    /// `intoMemory`, black ones outside the corners are written straight into a software
    /// output (a device's screen corners: one radius, its tile's alpha kept once).
    func drawCorners(
        _ frame: Rect, radii: CornerRadii, color: Color, inverse: Bool, skipping: UInt8 = 0,
        intoMemory: Bool = false
    ) {
        let smooth = radii.continuous
        let shown = CornerTiles(frame: frame, radii: radii)
        if skipping & 1 == 0 {
            drawCorner(
                radii.topLeft, shown.topLeft, frame.x, frame.y, false, false, color, inverse,
                smooth, intoMemory)
        }
        if skipping & 2 == 0 {
            drawCorner(
                radii.topRight, shown.topRight, frame.maxX, frame.y, true, false, color, inverse,
                smooth, intoMemory)
        }
        if skipping & 4 == 0 {
            drawCorner(
                radii.bottomRight, shown.bottomRight, frame.maxX, frame.maxY, true, true, color,
                inverse, smooth, intoMemory)
        }
        if skipping & 8 == 0 {
            drawCorner(
                radii.bottomLeft, shown.bottomLeft, frame.x, frame.maxY, false, true, color,
                inverse, smooth, intoMemory)
        }
    }

    /// One corner's tile, its outer corner at (`cornerX`, `cornerY`), drawn over `shown`
    /// pixels of it from that corner (the rest is another tile's).
    private func drawCorner(
        _ radius: Double, _ shown: Size, _ cornerX: Double, _ cornerY: Double, _ flipsX: Bool,
        _ flipsY: Bool, _ color: Color, _ inverse: Bool, _ continuous: Bool,
        _ intoMemory: Bool
    ) {
        guard radius > 0, shown.width > 0, shown.height > 0,
            let tile = tiles.corner(
                radius: radius, continuous: continuous, inverse: inverse, flipsX: flipsX,
                flipsY: flipsY, tint: color)
        else { return }
        let width = min(shown.width, Double(tile.width))
        let height = min(shown.height, Double(tile.height))
        var source = SDL_Rect(
            x: flipsX ? Int32(tile.width) - Int32(width) : 0,
            y: flipsY ? Int32(tile.height) - Int32(height) : 0, w: Int32(width), h: Int32(height))
        var destination = sdlRect(
            Rect(
                x: flipsX ? cornerX - width : cornerX, y: flipsY ? cornerY - height : cornerY,
                width: width, height: height))
        if intoMemory, inverse, color == .black, let area = directArea(destination),
            let alpha = tiles.cornerAlpha(
                radius: radius, continuous: continuous, inverse: inverse, flipsX: flipsX,
                flipsY: flipsY)
        {
            // Black outside, straight into a software output: the pixels SDL makes
            // (CornerBlendTests), a few times faster (a device's screen corners, drawn whenever
            // the rows at the bottom of the screen change: glass over the page redraws them
            // every frame).
            let side = Int(tile.width)
            let visible = area.visible
            for y in Int(visible.y)..<Int(visible.y + visible.h) {
                let tileRow = Int(source.y) + y - Int(destination.y)
                let tileColumn = Int(source.x) + Int(visible.x) - Int(destination.x)
                alpha.withUnsafeBufferPointer { alpha in
                    sheetlab_darken_coverage(
                        alpha.baseAddress! + tileRow * side + tileColumn,
                        area.row(y) + Int(visible.x), Int(visible.w))
                }
            }
            return
        }
        SDL_SetTextureColorMod(tile.handle, color.red, color.green, color.blue)
        SDL_SetTextureAlphaMod(tile.handle, color.alpha)
        SDL_RenderCopy(handle, tile.handle, &source, &destination)
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
            DrawableLimit.fits(width: frame.width, height: frame.height),
            let texture = tiles.ellipse(
                width: Int(frame.width), height: Int(frame.height), tint: color)
        else { return }
        var destination = sdlRect(frame)
        SDL_SetTextureColorMod(texture.handle, color.red, color.green, color.blue)
        SDL_SetTextureAlphaMod(texture.handle, color.alpha)
        SDL_RenderCopy(handle, texture.handle, nil, &destination)
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
        guard let entry = texts.entry(for: run) else { return }
        let texture = entry.texture
        // Whole pixels keep glyph edges crisp.
        var destination = SDL_Rect(
            x: Int32(pixel: run.origin.x * density), y: Int32(pixel: run.origin.y * density),
            w: texture.width, h: texture.height)
        if var shown = backdrop {
            let body = shown.body
            // Wholly on the backdrop's plain colour and below all text drawn on it so far, the
            // line blended over that colour once is the same pixels as blending it here.
            if destination.y >= shown.textBottom, destination.x >= body.x,
                destination.y >= body.y, destination.x + destination.w <= body.x + body.w,
                destination.y + destination.h <= body.y + body.h,
                let opaque = texts.opaque(entry, over: shown.color, format: opaqueFormat)
            {
                SDL_RenderCopy(handle, opaque.handle, nil, &destination)
                shown.textBottom = max(shown.textBottom, destination.y + destination.h)
                backdrop = shown
                return
            }
            shown.textBottom = max(shown.textBottom, destination.y + destination.h)
            backdrop = shown
        }
        if glassOverPage != nil, blendIntoOutput(run, entry: entry, at: destination) { return }
        SDL_RenderCopy(handle, texture.handle, nil, &destination)
    }

    /// Blends `run`'s line straight into a software output at `destination` (pixels), within
    /// the clip and the rows being drawn: in a frame drawing glass over the page, where every
    /// line on the sheet is blended anew as it moves (SDL's blend costs several times this,
    /// for the same pixels: `TextBlendTests`). False where the output is not one this writes
    /// into.
    private func blendIntoOutput(_ run: TextRun, entry: TextCache.Entry, at destination: SDL_Rect)
        -> Bool
    {
        guard let coverage = texts.coverage(entry, for: run),
            coverage.width == Int(destination.w), coverage.height == Int(destination.h),
            let area = directArea(destination)
        else { return false }
        let visible = area.visible
        let left = Int(visible.x)
        let right = Int(visible.x + visible.w)
        coverage.alpha.withUnsafeBufferPointer { alpha in
            for y in Int(visible.y)..<Int(visible.y + visible.h) {
                let row = y - Int(destination.y)
                let first = max(left, Int(destination.x) + Int(coverage.spans[2 * row]))
                let end = min(right, Int(destination.x) + Int(coverage.spans[2 * row + 1]))
                guard first < end else { continue }
                sheetlab_blend_coverage(
                    alpha.baseAddress! + row * coverage.width + (first - Int(destination.x)),
                    area.row(y) + first, end - first, coverage.color)
            }
        }
        return true
    }

    /// Where `destination` (pixels, in the viewport) shows in a software output's own memory:
    /// its part within the viewport, the clip and the output (empty when none), and each row's
    /// pixels. What SDL has queued is drawn first, so what is written here lands over it. Nil
    /// where the output is not 32-bit pixels in memory (a GPU's).
    func directArea(_ destination: SDL_Rect) -> DirectArea? {
        guard let output = outputPixels() else { return nil }
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(handle, &viewport)
        // The viewport within the output, in its own coordinates.
        var area = SDL_Rect(x: -viewport.x, y: -viewport.y, w: output.width, h: output.height)
        var inside = SDL_Rect(x: 0, y: 0, w: viewport.w, h: viewport.h)
        var both = SDL_Rect()
        if SDL_IntersectRect(&area, &inside, &both) == SDL_TRUE {
            area = both
        } else {
            area.w = 0
        }
        if SDL_RenderIsClipEnabled(handle) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(handle, &clip)
            if SDL_IntersectRect(&area, &clip, &both) == SDL_TRUE {
                area = both
            } else {
                area.w = 0
            }
        }
        var target = destination
        var visible = SDL_Rect()
        if area.w <= 0 || SDL_IntersectRect(&area, &target, &visible) != SDL_TRUE {
            visible = SDL_Rect()
        }
        SDL_RenderFlush(handle)
        return DirectArea(
            origin: output.row(Int(viewport.y)) + Int(viewport.x), stride: output.stride,
            visible: visible)
    }

    /// A part of a software output to write into (`directArea`).
    struct DirectArea {
        /// The viewport's top-left pixel (it may lie outside the output: only `visible` is
        /// written) and the distance between rows.
        let origin: UnsafeMutablePointer<UInt32>
        let stride: Int
        /// What may be written, in the viewport's coordinates.
        let visible: SDL_Rect

        /// Row `y` (viewport coordinates) from its left edge.
        func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { origin + y * stride }
    }
}
