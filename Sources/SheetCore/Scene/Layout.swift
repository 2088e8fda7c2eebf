/// Turns the machine's state into a `Scene`, caching what only changes with the window.
///
/// Text is wrapped once per window width (and font), not per frame.
package final class Layout {
    private struct ContentKey: Equatable {
        var width: Double
        var controls: [Int]
        /// The content's colours are the appearance's.
        var appearance: AppearanceKind
        /// The style and look draw the content (a panel may choose another).
        var style: StyleKind
        var look: SheetLook
    }

    /// What the device's chrome is laid out for.
    private struct ChromeKey: Hashable {
        var device: DeviceKind
        var orientation: Orientation
        var size: Size
        var darkTop: Bool
        var darkBottom: Bool
    }

    private let measurer: any TextMeasurer
    /// The page's image and the device's chrome: the run's, given here, not read from the
    /// machine (which knows only the sheet).
    package let page: PageInputs
    private var pageKey: (Size, Bool, AppearanceKind, DeviceKind, StyleKind)?
    private var pageItems: [DrawItem] = []
    private var contentKey: ContentKey?
    /// The laid-out content, kept compactly: a long `--content` has millions of lines and a
    /// frame shows a screenful, so lines are kept as strings with their offsets, not as items.
    private var contentPieces: [ContentPiece] = []
    /// How many times the content was laid out (wrapped): once per width, not per frame.
    package private(set) var contentLayouts = 0
    /// Reused from frame to frame, so a steady frame allocates nothing.
    private var items: [DrawItem] = []
    /// The device's status bar and home indicator as laid out, light and dark: they change
    /// only with the window and with what lies behind them, and a drag can turn them from
    /// one to the other and back many times.
    private var chromeItems: [ChromeKey: [DrawItem]] = [:]
    /// How tall the laid-out sheet content is, for the machine's scrolling.
    package private(set) var contentHeight = 0.0

    /// A layout that measures and wraps text with `measurer` and draws `page` behind the
    /// sheet; nothing is laid out until asked.
    package init(measurer: any TextMeasurer, page: PageInputs = PageInputs()) {
        self.measurer = measurer
        self.page = page
    }

    /// Forgets cached layout (after the fonts or the pixel density change).
    package func invalidate() {
        pageKey = nil
        contentKey = nil
        chromeItems.removeAll()
    }

    /// How wide the content is laid out in a window `width` points wide: the window's; for
    /// a sheet that floats inset (iOS 26) as wide as it is inset at medium, so that its text,
    /// moved with the scaled sheet but not made smaller, keeps clear of its right edge; for
    /// a form sheet, its own width.
    static func contentWidth(_ style: SheetStyle, window: Size) -> Double {
        guard let placed = style.appearance.floating(height: window.height, window: window)
        else { return window.width }
        if let frame = placed.frame {
            return max(1, frame.width - placed.contentLeft - placed.contentRight)
        }
        return max(1, window.width - 2 * FloatingSheet.inset)
    }

    /// The sheet's content laid out at `width` with these controls selected, in the colours of
    /// `appearance` (once per key).
    private func layOutContent(
        of style: SheetStyle, width: Double, controls: [Int], constants: SheetConstants
    ) {
        let key = ContentKey(
            width: width, controls: controls, appearance: constants.appearance,
            style: constants.style, look: constants.look)
        guard contentKey != key else { return }
        contentPieces = style.appearance.contentPieces(
            width: width, controls: controls, measurer: measurer)
        contentHeight = SheetLayout.contentHeight(contentPieces, measurer: measurer)
        contentKey = key
        contentLayouts += 1
    }

    /// How tall the sheet of `constants` showing `body` is in `window`, before any frame:
    /// what a `fit` detent needs to be where it belongs from the start. The layout is kept for
    /// the first frame.
    package func contentHeight(
        of constants: SheetConstants, body: SheetBody, window: Size
    ) -> Double {
        let style = constants.style.behavior(constants, body: body)
        layOutContent(
            of: style, width: Self.contentWidth(style, window: window),
            controls: style.appearance.initialControls,
            constants: constants)
        return contentHeight
    }

    /// How tall `machine`'s content is, laid out at its window's width with its segments
    /// selected: what the machine is told with `.content` whenever it changes.
    package func contentHeight(for machine: SheetMachine) -> Double {
        layOutContent(
            of: machine.style, width: Self.contentWidth(machine.style, window: machine.window),
            controls: machine.controls,
            constants: machine.constants)
        return contentHeight
    }

    /// How far past its line box a glyph may draw, in points.
    static let overhang = 32.0

    /// Appends the content that reaches into `low...high` (content points), moved down by
    /// `dy`: each block's visible lines found by binary search over their offsets.
    private func appendContent(from low: Double, to high: Double, dx: Double = 0, dy: Double) {
        for piece in contentPieces {
            switch piece {
            case .item(let item, let extent):
                if extent.upperBound >= low, extent.lowerBound <= high {
                    items.append(item.offset(dx: dx, dy: dy))
                }
            case .lines(let block):
                let lineHeight = measurer.lineHeight(of: block.font)
                let first = block.tops.partitioningIndex { $0 + lineHeight >= low }
                let end = block.tops.partitioningIndex { $0 > high }
                guard first < end else { continue }
                for index in first..<end {
                    let origin = Point(x: block.x + dx, y: block.tops[index] + dy)
                    let run = TextRun(
                        text: block.texts[index], font: block.font, color: block.color,
                        origin: origin)
                    items.append(.text(run))
                }
            }
        }
    }

    /// The scene for `machine` as it is now: the page and sheet, and over them the device's
    /// status bar, home indicator and screen corners (`--device`, unless `--chrome none`).
    package func scene(for machine: SheetMachine) -> Scene {
        let size = machine.window
        let appearance = machine.constants.appearance
        let device = machine.constants.device
        let styleKind = machine.constants.style
        if pageKey == nil || pageKey!.0 != size || pageKey!.1 != machine.isButtonHighlighted
            || pageKey!.2 != appearance || pageKey!.3 != device || pageKey!.4 != styleKind
        {
            let safeArea = machine.constants.safeArea
            pageItems = PageLayout.items(
                size: size, buttonHighlighted: machine.isButtonHighlighted,
                topInset: safeArea.top,
                bottomInset: machine.style.appearance.pageBottomInset + safeArea.bottom,
                left: safeArea.left, right: safeArea.right, image: page.image,
                palette: appearance.palette, measurer: measurer)
            pageKey = (size, machine.isButtonHighlighted, appearance, device, styleKind)
        }
        let height = machine.height
        var scene = Scene(
            size: size, background: .black, page: pageItems,
            pageFrame: Rect(x: 0, y: 0, width: size.width, height: size.height),
            pageCornerRadius: 0,
            pageDim: machine.dimAlpha, items: [])
        scene.isMoving = machine.isMoving
        guard machine.isPresented, height > 0 else {
            guard hasChrome(machine) else { return scene }
            items.removeAll(keepingCapacity: true)
            appendChrome(machine, scene: &scene)
            return scene
        }

        let style = machine.style
        let frames = machine.frames
        scene.pageFrame = frames.page
        scene.pageCornerRadius = frames.pageCornerRadius
        let scale = frames.pageScale
        let cardScale = machine.constants.cardScale

        layOutContent(
            of: style, width: Self.contentWidth(style, window: size), controls: machine.controls,
            constants: machine.constants)
        let top = size.height - height
        // The sheet's items are laid out on its unscaled frame: a floating one's
        // (`--look ios26`, a form sheet) are then placed by it, the others moved down to the
        // sheet's top.
        let floating = frames.floating
        let sheetWidth = frames.sheetSize.width
        let sheetHeight = frames.sheetSize.height
        // Scrolled content passes under the grabber's strip, not over it; an image face
        // passes under the grabber drawn over it, up to the sheet's top edge.
        let scrolled = style.behavior.scrollsContent && machine.scrollOffset > 0
        let clipTop =
            scrolled && !style.appearance.contentIsFace ? Grabber.seed.top * 2 - 4 : 0
        let clip = Rect(
            x: 0, y: clipTop, width: sheetWidth, height: max(0, sheetHeight - clipTop))
        items.removeAll(keepingCapacity: true)
        if let lift = appearance.palette.recededPage, cardScale < 1, scale < 1 {
            // Dark mode lightens the receded page as it recedes (drawn over the page, under
            // the sheet).
            let depth = clamp((1 - scale) / (1 - cardScale), 0, 1)
            let tint = Color(
                red: lift.red, green: lift.green, blue: lift.blue,
                alpha: UInt8((Double(lift.alpha) * depth).rounded()))
            // Only down to where the opaque sheet covers it (below its rounded corners): a
            // software window blends every pixel of it each frame. A floating sheet's glass
            // and gaps show the page to the bottom.
            var frame = scene.pageFrame
            var corners = CornerRadii(all: frames.pageCornerRadius)
            let covered = top + machine.constants.cornerRadius
            if floating == nil, frame.maxY > covered {
                frame.height = max(0, covered - frame.y)
                corners = .top(frames.pageCornerRadius)
            }
            if frame.height > 0 { items.append(DrawItem.shape(frame, corners, tint)) }
        }
        let sheetStart = items.count
        if style.appearance.castsEdgeShadow, floating == nil {
            SheetLayout.edgeShadow(
                width: size.width, radius: machine.constants.cornerRadius,
                strength: 1 - machine.dimAlpha / SheetLayout.shadowFadesBy, into: &items)
        }
        style.appearance.background(
            width: sheetWidth, height: sheetHeight, window: size, into: &items)
        items.append(.clip(clip))
        // Only the items that reach into the clip (with a margin for glyphs that overhang
        // their line box): what lies outside would be clipped away anyway.
        let contentTop = -machine.scrollOffset
        appendContent(
            from: clip.y - contentTop - Self.overhang, to: clip.maxY - contentTop + Self.overhang,
            dx: floating?.contentLeft ?? 0, dy: contentTop)
        items.append(.clip(nil))
        style.appearance.foreground(
            width: sheetWidth, scrollOffset: machine.scrollOffset, into: &items)
        if machine.releaseWouldDismiss, machine.constants.dismissCue.isOn {
            // The appearance's own grabber: only the draggable sheet draws the system's.
            let grabber = style.appearance.cueGrabber
            for item in SheetLayout.dismissCue(
                width: sheetWidth, grabber: grabber, measurer: measurer)
            {
                items.append(item)
            }
        }
        // From sheet points to the window's.
        if let floating {
            for index in sheetStart..<items.count { items[index] = floating.place(items[index]) }
        } else {
            for index in sheetStart..<items.count {
                items[index] = items[index].offset(dx: 0, dy: top)
            }
        }
        if hasChrome(machine) {
            appendChrome(machine, scene: &scene)
        } else {
            scene.items = items
        }
        return scene
    }

    /// Whether the window draws a device's chrome over the scene.
    private func hasChrome(_ machine: SheetMachine) -> Bool {
        page.chrome == .device && machine.constants.device != .none
    }

    /// Appends the device's status bar and home indicator to `items` and gives them to
    /// `scene`, with the screen's corners; each light or dark by what lies behind it.
    private func appendChrome(_ machine: SheetMachine, scene: inout Scene) {
        guard let device = machine.constants.device.figures else { return }
        var corners = CornerRadii(all: device.cornerRadius)
        corners.continuous = device.platform == .ios
        scene.screenCorners = corners
        // Behind the status bar: the sheet (white, or dark with `--appearance dark`), or the
        // page as drawn there (the card's black surround, the page image's rows, the page's
        // colour) darkened by the overlay.
        let presented = machine.isPresented && machine.height > 0
        let sheetTop = presented ? scene.size.height - machine.height : .infinity
        let image = page.image
        let palette = machine.constants.appearance.palette
        func pageLuminance(atY y: Double) -> Double {
            let frame = scene.pageFrame
            guard y >= frame.y, y < frame.maxY, frame.width > 0 else { return 0 }
            let pageY = (y - frame.y) * scene.size.width / frame.width
            let shade =
                image?.luminance(atY: pageY, width: scene.size.width) ?? palette.pageLuminance
            return shade * (1 - scene.pageDim)
        }
        // Their glyphs, from 5 pt above the status bar's middle line to it, decide: a card whose
        // top cuts through them (iOS 26's large sheet on a home-button phone) leaves their top
        // on the black surround, and they are drawn white, as the system does over the card.
        let middle = device.statusBar / 2
        let glyphTop = max(0, middle - 5)
        let darkTop =
            sheetTop > middle
            ? min(pageLuminance(atY: glyphTop), pageLuminance(atY: middle)) < 0.5
            : palette.sheetIsDark
        let darkBottom =
            presented ? palette.sheetIsDark : pageLuminance(atY: scene.size.height - 10) < 0.5
        let orientation = machine.constants.orientation
        let key = ChromeKey(
            device: machine.constants.device, orientation: orientation, size: scene.size,
            darkTop: darkTop, darkBottom: darkBottom)
        if chromeItems[key] == nil {
            // Four kinds a window (light or dark, top and bottom); another window's go.
            if chromeItems.keys.contains(where: { $0.size != key.size || $0.device != key.device })
            {
                chromeItems.removeAll()
            }
            chromeItems[key] = DeviceChrome.items(
                device: device, size: scene.size, orientation: orientation, darkTop: darkTop,
                darkBottom: darkBottom, measurer: measurer)
        }
        items.append(contentsOf: chromeItems[key] ?? [])
        scene.items = items
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
