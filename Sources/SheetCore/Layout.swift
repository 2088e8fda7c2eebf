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
            contentKey = key
        }
        let top = size.height - height
        // Scrolled content passes under the grabber's strip, not over it.
        let clipTop = style.scrollsContent && machine.scrollOffset > 0 ? SheetLayout.grabberTop * 2 - 4 : 0
        let clip = Rect(x: 0, y: top + clipTop, width: size.width, height: max(0, height - clipTop))
        items.removeAll(keepingCapacity: true)
        style.background(width: size.width, height: height, window: size, into: &items)
        for index in items.indices { items[index] = items[index].offset(dx: 0, dy: top) }
        items.append(.clip(clip))
        for item in contentItems { items.append(item.offset(dx: 0, dy: top - machine.scrollOffset)) }
        items.append(.clip(nil))
        if machine.releaseWouldDismiss {
            for item in SheetLayout.dismissCue(width: size.width, measurer: measurer) { items.append(item.offset(dx: 0, dy: top)) }
        }
        scene.items = items
        return scene
    }
}
