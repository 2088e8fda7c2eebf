/// Turns the machine's state into a `Scene`, caching what only changes with the window.
///
/// Text is wrapped once per window width (and font), not per frame.
public final class Layout {
    private struct ContentKey: Equatable {
        var width: Double
        var controls: [Int]
    }

    private let measurer: any TextMeasurer
    private var pageKey: (Size, Bool)?
    private var pageItems: [DrawItem] = []
    private var contentKey: ContentKey?
    private var contentItems: [DrawItem] = []
    /// For each content item, the lowest bottom of it and every item before it, and the
    /// highest top of it and every item after it: both never decrease along the list, so
    /// the items a frame can show are found by binary search, not by a walk through them all
    /// (a long `--content` has millions of lines, and a frame shows a screenful).
    private var reachBelow: [Double] = []
    private var reachAbove: [Double] = []
    /// How many times the content was laid out (wrapped): once per width, not per frame.
    public private(set) var contentLayouts = 0
    /// Reused from frame to frame, so a steady frame allocates nothing.
    private var items: [DrawItem] = []
    /// How tall the laid-out sheet content is, for the machine's scrolling.
    public private(set) var contentHeight = 0.0

    public init(measurer: any TextMeasurer) {
        self.measurer = measurer
    }

    /// Forgets cached layout (after the fonts or the pixel density change).
    public func invalidate() {
        pageKey = nil
        contentKey = nil
    }

    /// How far past its line box a glyph may draw, in points.
    static let overhang = 32.0

    /// The indices of the content items that may reach into `low...high` (content points).
    func visibleContent(from low: Double, to high: Double) -> Range<Int> {
        // The first item whose run so far reaches below `low` …
        let first = reachBelow.partitioningIndex { $0 >= low }
        // … up to the first from which every item starts below `high`.
        let end = reachAbove.partitioningIndex { $0 > high }
        return first..<max(first, end)
    }

    private func indexContent() {
        reachBelow.removeAll(keepingCapacity: true)
        reachAbove = [Double](repeating: .infinity, count: contentItems.count)
        var lowest = -Double.infinity
        for item in contentItems {
            lowest = max(lowest, extent(of: item).upperBound)
            reachBelow.append(lowest)
        }
        var highest = Double.infinity
        for index in contentItems.indices.reversed() {
            highest = min(highest, extent(of: contentItems[index]).lowerBound)
            reachAbove[index] = highest
        }
    }

    /// The item's top and bottom; a clip change spans everything, so it is always kept.
    private func extent(of item: DrawItem) -> ClosedRange<Double> {
        switch item {
        case .shape(let rect, _, _), .ellipse(let rect, _): return rect.y...max(rect.y, rect.maxY)
        case .text(let run):
            return run.origin.y...run.origin.y + max(0, measurer.lineHeight(of: run.font))
        case .line(let points, _):
            let ys = points.map(\.y)
            return (ys.min() ?? 0)...(ys.max() ?? 0)
        case .clip: return -Double.infinity...Double.infinity
        }
    }

    /// The scene for `machine` as it is now.
    public func scene(for machine: SheetMachine) -> Scene {
        let size = machine.window
        if pageKey == nil || pageKey!.0 != size || pageKey!.1 != machine.isButtonHighlighted {
            pageItems = PageLayout.items(
                size: size, buttonHighlighted: machine.isButtonHighlighted, bottomInset: machine.style.pageBottomInset,
                measurer: measurer)
            pageKey = (size, machine.isButtonHighlighted)
        }
        let height = machine.height
        var scene = Scene(
            size: size, background: .black, page: pageItems,
            pageFrame: Rect(x: 0, y: 0, width: size.width, height: size.height), pageCornerRadius: 0,
            pageDim: machine.dimAlpha, items: [])
        scene.isMoving = machine.isMoving
        guard machine.isPresented, height > 0 else { return scene }

        let style = machine.style
        let transform = style.pageTransform(height: height, detents: machine.detents)
        let scale = transform.scale
        scene.pageFrame = Rect(
            x: size.width * (1 - scale) / 2, y: size.height * (1 - scale) / 2,
            width: size.width * scale, height: size.height * scale)
        scene.pageCornerRadius = transform.cornerRadius

        let key = ContentKey(width: size.width, controls: machine.controls)
        if contentKey != key {
            contentItems = style.content(width: size.width, controls: machine.controls, measurer: measurer)
            contentHeight = SheetLayout.contentHeight(contentItems, measurer: measurer)
            indexContent()
            contentKey = key
            contentLayouts += 1
        }
        let top = size.height - height
        // Scrolled content passes under the grabber's strip, not over it.
        let clipTop = style.scrollsContent && machine.scrollOffset > 0 ? SheetLayout.grabberTop * 2 - 4 : 0
        let clip = Rect(x: 0, y: top + clipTop, width: size.width, height: max(0, height - clipTop))
        items.removeAll(keepingCapacity: true)
        style.background(width: size.width, height: height, window: size, into: &items)
        for index in items.indices { items[index] = items[index].offset(dx: 0, dy: top) }
        items.append(.clip(clip))
        // Only the items that reach into the clip (with a margin for glyphs that overhang
        // their line box): what lies outside would be clipped away anyway.
        let contentTop = top - machine.scrollOffset
        let visible = visibleContent(
            from: clip.y - contentTop - Self.overhang, to: clip.maxY - contentTop + Self.overhang)
        for index in visible { items.append(contentItems[index].offset(dx: 0, dy: contentTop)) }
        items.append(.clip(nil))
        if machine.releaseWouldDismiss {
            for item in SheetLayout.dismissCue(width: size.width, measurer: measurer) { items.append(item.offset(dx: 0, dy: top)) }
        }
        scene.items = items
        return scene
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, for a predicate that is false and
    /// then true along the array (binary search).
    func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
