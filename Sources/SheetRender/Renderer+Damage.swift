import CSDL2
import SheetCore

/// Which rows of the window a frame changes, from the difference between the scene the window
/// shows and the next one: only those rows are drawn, and only they are sent to the screen.
///
/// Bands are whole rows (pixels, the window's full width), so what a glyph or an anti-aliased
/// edge reaches sideways never matters; each item's rows are widened by a margin that holds
/// what it draws beyond its frame (an anti-aliased edge, a glyph above or below its line box).
extension Renderer {
    /// Rows an item draws beyond its frame: anti-aliasing and the two-pixel-wide plot lines.
    static let edgeMargin: Double = 3

    /// Sets `damage` to the rows of a `size` (points) window that differ between the scene
    /// shown (`before`, with its `items` and `page`; nil when its pixels are not known: the
    /// first frame, an exposure, a new size) and `scene`: empty when nothing does. Never
    /// allocates once `damage` has grown.
    func findDamage(
        from before: Scene?, items: [DrawItem], page: [DrawItem], to scene: Scene,
        into damage: inout RowBands
    ) {
        damage.removeAll()
        let height = Int32(pixel: (scene.size.height * density).rounded(.up))
        guard let before, before.size == scene.size, before.background == scene.background,
            before.screenCorners == scene.screenCorners, before.isMoving == scene.isMoving,
            page == scene.page
        else {
            // What the whole window shows may differ (or how items are drawn: in motion, text
            // is copied from lines blended beforehand, and the page is stepped, not filtered).
            damage.add(0, height, limit: height)
            return
        }
        if before.pageFrame != scene.pageFrame || before.pageCornerRadius != scene.pageCornerRadius
            || Self.shade(before.pageDim) != Self.shade(scene.pageDim)
        {
            add(before.pageFrame.y, before.pageFrame.maxY, to: &damage, limit: height)
            add(scene.pageFrame.y, scene.pageFrame.maxY, to: &damage, limit: height)
        }
        let common = min(items.count, scene.items.count)
        for index in 0..<common where items[index] != scene.items[index] {
            if !add(items[index], to: &damage, limit: height)
                || !add(scene.items[index], to: &damage, limit: height)
            {
                damage.add(0, height, limit: height)
                return
            }
        }
        for index in common..<items.count {
            if !add(items[index], to: &damage, limit: height) {
                damage.add(0, height, limit: height)
                return
            }
        }
        for index in common..<scene.items.count {
            if !add(scene.items[index], to: &damage, limit: height) {
                damage.add(0, height, limit: height)
                return
            }
        }
        // Glass shows what lies beneath it and around it: where any of that changed, all of
        // it is drawn again (its blur reads rows beyond those that changed).
        for item in scene.items {
            guard case .glass = item, let (top, bottom) = Self.reach(item) else { continue }
            let (first, last) = widened(top, bottom)
            let rows = Int32(pixel: first)..<Int32(pixel: last)
            if damage.bands.contains(where: { $0.overlaps(rows) }) {
                damage.add(rows.lowerBound, rows.upperBound, limit: height)
            }
        }
    }

    /// The 8-bit shade the page is darkened to under an overlay of alpha `dim`.
    static func shade(_ dim: Double) -> UInt8 {
        UInt8(clamp((1 - dim) * 255, 0, 255).rounded())
    }

    /// Adds the rows `item` draws in; false when it reaches the whole window (a clip taken
    /// away: what follows it may show anywhere).
    private func add(_ item: DrawItem, to damage: inout RowBands, limit: Int32) -> Bool {
        guard let (top, bottom) = Self.reach(item) else { return false }
        add(top, bottom, to: &damage, limit: limit)
        return true
    }

    /// The rows (points, before the edge margin) `item` draws in: its frame; a text line's
    /// glyphs, which may reach above its line box (an accent) and below it (a descender set in
    /// a tight box), half its size above and twice its size below the box's top; a clip's
    /// rectangle, where what is drawn after it shows. Nil for a clip taken away (what follows
    /// may show anywhere). A line of no points reaches no row (its top and bottom infinite).
    static func reach(_ item: DrawItem) -> (top: Double, bottom: Double)? {
        switch item {
        case .shape(let rect, _, _), .ellipse(let rect, _), .image(_, let rect),
            .face(let rect, _, _):
            return (rect.y, rect.maxY)
        case .glass(let rect, _, let glass):
            // What it reads beneath, not only what it covers.
            return (rect.y - glass.reach, rect.maxY + glass.reach)
        case .line(let points, _):
            var top = Double.infinity
            var bottom = -Double.infinity
            for point in points {
                top = min(top, point.y)
                bottom = max(bottom, point.y)
            }
            return (top, bottom)
        case .text(let run):
            let size = max(run.font.size, 0)
            return (run.origin.y - size / 2, run.origin.y + size * 2)
        case .clip(let rect):
            guard let rect else { return nil }
            return (rect.y, rect.maxY)
        }
    }

    /// Adds the rows from `top` to `bottom` (points), widened by the edge margin.
    private func add(_ top: Double, _ bottom: Double, to damage: inout RowBands, limit: Int32) {
        guard top.isFinite || bottom.isFinite else { return }
        let (first, last) = widened(top, bottom)
        damage.add(Int32(pixel: first), Int32(pixel: last), limit: limit)
    }

    /// Rows `top` to `bottom` (points) in pixels, widened by the edge margin to whole rows.
    func widened(_ top: Double, _ bottom: Double) -> (first: Double, last: Double) {
        (
            (top * density - Self.edgeMargin).rounded(.down),
            (bottom * density + Self.edgeMargin).rounded(.up)
        )
    }
}
