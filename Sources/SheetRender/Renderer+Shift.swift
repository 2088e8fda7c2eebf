import CSDL2
import SheetCore

/// A sheet that moved as a whole, its pixels moved with it: the rows of its opaque body that
/// the window showed last frame are moved in the output's memory to where the sheet is now,
/// and only the rows around them (the page above, the sheet's rounded top, rows it uncovered
/// at the bottom) are drawn.
///
/// Drawing the sheet again is most of a frame of a drag below the card range (SDL blends
/// every glyph and fills every row); moving its rows is a copy. It is exact when every item
/// moved by the same whole number of pixels: each item is drawn at whole pixels (snapped
/// rectangles, coverage tiles by whole-pixel radius, text at a rounded origin) over the
/// sheet's opaque colour, so its pixels in the body's rows are last frame's, moved.
extension Renderer {
    /// Rows of the window (pixels, destination) whose pixels are last frame's rows
    /// `rows - by`.
    package struct RowMove: Equatable, Sendable {
        /// The rows written (pixels, from the window's top).
        package var rows: Range<Int32>
        /// How far down they moved (up when negative): each came from `by` rows above.
        package var by: Int32
    }

    /// The rows of `scene` that can be last frame's moved, when its sheet (the first item:
    /// opaque, as wide as the window, reaching its bottom) and everything over it moved by one
    /// whole number of pixels since `before` (with `items`), and nothing else changed in those
    /// rows; nil otherwise (then the rows are drawn).
    func rowMove(from before: Scene?, items: [DrawItem], to scene: Scene) -> RowMove? {
        guard let before, items.count == scene.items.count, items.count > 0,
            before.size == scene.size, before.screenCorners == scene.screenCorners,
            before.isMoving == scene.isMoving,
            let old = sheetBody(items[0], size: scene.size), !old.isFace,
            let new = sheetBody(scene.items[0], size: scene.size), !new.isFace,
            old.radii == new.radii, old.color == new.color, old.frame.x == new.frame.x,
            old.frame.width == new.frame.width
        else { return nil }
        let by = Int32(pixel: new.frame.y - old.frame.y)
        guard by != 0 else { return nil }
        let bottom = snapped(
            pixels(Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height))
        ).maxY
        let corners = pixelRadii(
            scene.screenCorners,
            fitting: Rect(x: 0, y: 0, width: scene.size.width * density, height: bottom))
        let top = max(old.bodyTop + by, new.bodyTop, Int32(max(corners.topLeft, corners.topRight)))
        let end =
            Int32(pixel: bottom) - Int32(max(corners.bottomLeft, corners.bottomRight))
            - max(0, -by)
        guard end > top else { return nil }
        for index in 1..<items.count
        where !moved(items[index], to: scene.items[index], by: by, bottom: bottom) {
            // One that did not move with the sheet (the HUD over the page, a label) is drawn
            // where it is; the rows stay movable if it reached none of them, then or now.
            guard let old = pixelRows(items[index]), let new = pixelRows(scene.items[index]),
                !reaches(old, top - by..<end - by), !reaches(new, top..<end)
            else { return nil }
        }
        return RowMove(rows: top..<end, by: by)
    }

    /// Whether rows `extent` (pixels, from `pixelRows`) reach into `rows`.
    private func reaches(_ extent: (first: Double, last: Double), _ rows: Range<Int32>) -> Bool {
        extent.last > Double(rows.lowerBound) && extent.first < Double(rows.upperBound)
    }

    /// `item` (a scene's first) as a sheet whose body covers every row below its rounded top:
    /// an opaque `.shape` or `.face` as wide as the window, reaching its bottom, its bottom
    /// corners (if rounded) below it. Its frame (pixels), radii, colour, whether it is a face,
    /// and the first row of that body; nil for anything else.
    func sheetBody(_ item: DrawItem?, size: Size)
        -> (frame: Rect, radii: CornerRadii, color: Color, isFace: Bool, bodyTop: Int32)?
    {
        let first: (Rect, CornerRadii, Color, Bool)
        switch item {
        case .shape(let rect, let radii, let color)?: first = (rect, radii, color, false)
        case .face(let rect, let radii, let color)?: first = (rect, radii, color, true)
        default: return nil
        }
        let (rect, radii, color, isFace) = first
        guard color.alpha == 255 else { return nil }
        let frame = snapped(pixels(rect))
        let window = snapped(pixels(Rect(x: 0, y: 0, width: size.width, height: size.height)))
        guard frame.x <= 0, frame.maxX >= window.maxX, frame.maxY >= window.maxY, frame.y >= 0
        else { return nil }
        let r = pixelRadii(radii, fitting: frame)
        // Rounded bottom corners inside the window (the card style's) leave what is beside
        // them showing.
        let bottomBand = max(r.bottomLeft, r.bottomRight)
        guard bottomBand == 0 || frame.maxY - bottomBand >= window.maxY else { return nil }
        return (frame, r, color, isFace, Int32(pixel: frame.y + max(r.topLeft, r.topRight)))
    }

    /// Whether `new` draws what `old` drew, `by` pixels lower, in every row of a
    /// window `bottom` pixels tall. A rectangle may end lower or higher past the window's
    /// bottom (a sheet's parts reach it) as long as nothing of its bottom edge shows.
    private func moved(_ old: DrawItem, to new: DrawItem, by: Int32, bottom: Double) -> Bool {
        switch (old, new) {
        case (.shape(let a, let radiiA, let colorA), .shape(let b, let radiiB, let colorB)):
            return colorA == colorB && radiiA == radiiB
                && movedRect(a, b, by: by, radii: radiiA, bottom: bottom)
        case (.ellipse(let a, let colorA), .ellipse(let b, let colorB)):
            return colorA == colorB && a.width == b.width && a.height == b.height
                && movedRect(a, b, by: by, radii: .none, bottom: .infinity)
        case (.text(let a), .text(let b)):
            return a.font == b.font && a.color == b.color && a.origin.x == b.origin.x
                && Int32(pixel: b.origin.y * density) == Int32(pixel: a.origin.y * density) + by
                && a.text == b.text
        case (.clip(nil), .clip(nil)):
            return true
        case (.clip(let a?), .clip(let b?)):
            return movedRect(a, b, by: by, radii: .none, bottom: bottom)
        default:
            // Lines (plots), images and faces (a picture is scaled for the part that shows)
            // are drawn again.
            return false
        }
    }

    /// Whether rectangle `b` is `a` moved `by` pixels down once snapped, its bottom edge moved
    /// too or out of sight below `bottom` in both (with its bottom corners' rows).
    private func movedRect(_ a: Rect, _ b: Rect, by: Int32, radii: CornerRadii, bottom: Double)
        -> Bool
    {
        let from = snapped(pixels(a))
        let to = snapped(pixels(b))
        guard to.x == from.x, to.width == from.width, to.y == from.y + Double(by) else {
            return false
        }
        if to.maxY == from.maxY + Double(by) {
            // The same size: the same corners.
            return true
        }
        let band =
            max(radii.bottomLeft, radii.bottomRight) * density
            * (radii.continuous ? ContinuousCorner.extent : 1)
        let fromRadii = pixelRadii(radii, fitting: from)
        let toRadii = pixelRadii(radii, fitting: to)
        return fromRadii == toRadii && from.maxY - band.rounded(.up) >= bottom
            && to.maxY - band.rounded(.up) >= bottom
    }

    /// Moves the output's rows `move.rows - move.by` to `move.rows` (what SDL queued is drawn
    /// first); false when the output is not memory this can move rows in, or is not `width`
    /// pixels wide (a panel beside the phone would move too).
    func moveRows(_ move: RowMove, width: Int32) -> Bool {
        guard let surface = outputSurface, let pixels = surface.pointee.pixels,
            surface.pointee.format?.pointee.BytesPerPixel == 4, surface.pointee.w == width,
            move.rows.lowerBound >= 0, move.rows.upperBound <= surface.pointee.h,
            move.rows.lowerBound - move.by >= 0,
            move.rows.upperBound - move.by <= surface.pointee.h
        else { return false }
        SDL_RenderFlush(handle)
        let pitch = Int(surface.pointee.pitch)
        let bytes = pixels.assumingMemoryBound(to: UInt8.self)
        sheetlab_move_rows(
            bytes + Int(move.rows.lowerBound) * pitch,
            bytes + Int(move.rows.lowerBound - move.by) * pitch, pitch, Int(move.rows.count))
        return true
    }
}
