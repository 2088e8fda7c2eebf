/// Turns the machine's state into a `Scene`, caching what only changes with the window.
///
/// Text is wrapped once per window width (and font), not per frame.
public final class Layout {
    private let measurer: any TextMeasurer
    private var pageKey: (Size, Bool)?
    private var pageItems: [DrawItem] = []
    private var sheetWidth: Double?
    private var sheetItems: [DrawItem] = []

    public init(measurer: any TextMeasurer) {
        self.measurer = measurer
    }

    /// Forgets cached layout (after the fonts or the pixel density change).
    public func invalidate() {
        pageKey = nil
        sheetWidth = nil
    }

    /// The scene for `machine` as it is now.
    public func scene(for machine: SheetMachine) -> Scene {
        let size = machine.window
        if pageKey == nil || pageKey!.0 != size || pageKey!.1 != machine.isButtonHighlighted {
            pageItems = PageLayout.items(size: size, buttonHighlighted: machine.isButtonHighlighted, measurer: measurer)
            pageKey = (size, machine.isButtonHighlighted)
        }
        let height = machine.height
        var scene = Scene(
            size: size, background: .black, page: pageItems,
            pageFrame: Rect(x: 0, y: 0, width: size.width, height: size.height), pageCornerRadius: 0,
            pageDim: machine.dimAlpha, items: [])
        guard machine.isPresented, height > 0 else { return scene }

        let detents = machine.detents
        let span = detents.highest.height - detents.lowest.height
        let progress = span > 0 ? clamp((height - detents.lowest.height) / span, 0, 1) : 0
        let scale = 1 - progress * (1 - machine.configuration.cardScale)
        scene.pageFrame = Rect(
            x: size.width * (1 - scale) / 2, y: size.height * (1 - scale) / 2,
            width: size.width * scale, height: size.height * scale)
        scene.pageCornerRadius = progress * 10

        if sheetWidth != size.width {
            sheetItems = SheetLayout.content(width: size.width, measurer: measurer)
            sheetWidth = size.width
        }
        let sheet = Rect(x: 0, y: size.height - height, width: size.width, height: height)
        scene.items.reserveCapacity(sheetItems.count + 3)
        scene.items.append(.shape(sheet, .top(machine.configuration.cornerRadius), .white))
        scene.items.append(.clip(sheet))
        for item in sheetItems { scene.items.append(item.offset(dx: 0, dy: sheet.y)) }
        scene.items.append(.clip(nil))
        return scene
    }
}
