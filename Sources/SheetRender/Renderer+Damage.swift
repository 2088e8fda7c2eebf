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

/// Bands of whole window rows, top to bottom, none touching another: what a frame redraws
/// and presents. At most `capacity` bands: beyond that the two closest are joined (drawing a
/// few rows more costs less than drawing every item once more for one more band).
package struct RowBands: Equatable, Sendable {
    /// How many bands are kept apart at most.
    package static let capacity = 4
    /// Rows closer than this are drawn as one band: each band draws every item that reaches
    /// it again, which costs more than a few rows.
    package static let joinGap: Int32 = 16
    /// The bands, as half-open row ranges, top first.
    package private(set) var bands: [Range<Int32>] = []

    /// No bands.
    package init() { bands.reserveCapacity(Self.capacity + 1) }

    /// Whether no row changed.
    package var isEmpty: Bool { bands.isEmpty }

    /// How many rows the bands hold.
    package var rows: Int32 { bands.reduce(0) { $0 + Int32($1.count) } }

    /// Drops every band, keeping the storage.
    package mutating func removeAll() { bands.removeAll(keepingCapacity: true) }

    /// Holds the bands `other` holds, in its own storage (an assignment would share the
    /// other's, and the next change would allocate a copy).
    package mutating func set(to other: RowBands) {
        bands.removeAll(keepingCapacity: true)
        bands.append(contentsOf: other.bands)
    }

    /// Takes rows `rows` out of the bands (splitting one they cut through; past `capacity`
    /// bands the two closest are joined again, taking back some of those rows).
    package mutating func remove(_ rows: Range<Int32>) {
        guard !rows.isEmpty else { return }
        var index = 0
        while index < bands.count {
            let band = bands[index]
            guard band.overlaps(rows) else {
                index += 1
                continue
            }
            bands.remove(at: index)
            if band.lowerBound < rows.lowerBound {
                bands.insert(band.lowerBound..<rows.lowerBound, at: index)
                index += 1
            }
            if rows.upperBound < band.upperBound {
                bands.insert(rows.upperBound..<band.upperBound, at: index)
                index += 1
            }
        }
        while bands.count > Self.capacity { joinClosest() }
    }

    /// Adds rows `top..<bottom`, cut to `0..<limit`, joining the bands they reach or come
    /// within `joinGap` of.
    package mutating func add(_ top: Int32, _ bottom: Int32, limit: Int32) {
        var low = max(top, 0)
        var high = min(bottom, limit)
        guard low < high else { return }
        var index = 0
        while index < bands.count {
            let band = bands[index]
            if band.lowerBound <= high &+ Self.joinGap && low <= band.upperBound &+ Self.joinGap {
                low = min(low, band.lowerBound)
                high = max(high, band.upperBound)
                bands.remove(at: index)
            } else {
                index += 1
            }
        }
        var at = 0
        while at < bands.count, bands[at].lowerBound < low { at += 1 }
        bands.insert(low..<high, at: at)
        if bands.count > Self.capacity { joinClosest() }
    }

    /// Joins the two neighbours with the smallest gap between them.
    private mutating func joinClosest() {
        var closest = 0
        for index in 1..<(bands.count - 1)
        where bands[index + 1].lowerBound - bands[index].upperBound
            < bands[closest + 1].lowerBound - bands[closest].upperBound
        {
            closest = index
        }
        bands[closest] = bands[closest].lowerBound..<bands[closest + 1].upperBound
        bands.remove(at: closest + 1)
    }
}
