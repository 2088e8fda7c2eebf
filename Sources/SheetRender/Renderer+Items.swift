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
        for (index, item) in items.enumerated() {
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
                drawImage(slot, in: rect)
                backdrop?.occupy(below: snapped(pixels(rect)).maxY)
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
        fillPiece(
            x: frame.x, y: frame.y + topBand, width: frame.width,
            height: frame.height - topBand - bottomBand)
        fillPiece(
            x: frame.x + r.topLeft, y: frame.y, width: frame.width - r.topLeft - r.topRight,
            height: topBand)
        fillPiece(x: frame.x, y: frame.y + r.topLeft, width: r.topLeft, height: topBand - r.topLeft)
        fillPiece(
            x: frame.maxX - r.topRight, y: frame.y + r.topRight, width: r.topRight,
            height: topBand - r.topRight)
        fillPiece(
            x: frame.x + r.bottomLeft, y: frame.maxY - bottomBand,
            width: frame.width - r.bottomLeft - r.bottomRight, height: bottomBand)
        fillPiece(
            x: frame.x, y: frame.maxY - bottomBand, width: r.bottomLeft,
            height: bottomBand - r.bottomLeft)
        fillPiece(
            x: frame.maxX - r.bottomRight, y: frame.maxY - bottomBand, width: r.bottomRight,
            height: bottomBand - r.bottomRight)
        drawCorners(frame, radii: r, color: color, inverse: false)
    }

    private func fillPiece(x: Double, y: Double, width: Double, height: Double) {
        guard width > 0, height > 0 else { return }
        var destination = sdlRect(Rect(x: x, y: y, width: width, height: height))
        SDL_RenderFillRect(handle, &destination)
    }

    /// Draws the four corner tiles of `frame` (pixels) in `color`: the inside of each
    /// rounded corner, or with `inverse` the outside.
    func drawCorners(_ frame: Rect, radii: CornerRadii, color: Color, inverse: Bool) {
        let smooth = radii.continuous
        drawCorner(radii.topLeft, frame.x, frame.y, false, false, color, inverse, smooth)
        drawCorner(radii.topRight, frame.maxX, frame.y, true, false, color, inverse, smooth)
        drawCorner(radii.bottomRight, frame.maxX, frame.maxY, true, true, color, inverse, smooth)
        drawCorner(radii.bottomLeft, frame.x, frame.maxY, false, true, color, inverse, smooth)
    }

    private func drawCorner(
        _ radius: Double, _ cornerX: Double, _ cornerY: Double, _ flipsX: Bool, _ flipsY: Bool,
        _ color: Color, _ inverse: Bool, _ continuous: Bool
    ) {
        guard radius > 0,
            let tile = tiles.corner(
                radius: radius, continuous: continuous, inverse: inverse, flipsX: flipsX,
                flipsY: flipsY, tint: color)
        else { return }
        let size = Double(tile.width)
        var destination = sdlRect(
            Rect(
                x: flipsX ? cornerX - size : cornerX, y: flipsY ? cornerY - size : cornerY,
                width: size, height: size))
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
        SDL_RenderCopy(handle, texture.handle, nil, &destination)
    }
}
