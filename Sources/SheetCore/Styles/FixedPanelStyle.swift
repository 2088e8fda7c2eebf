/// `--style fixed` (seed 001): a bottom panel of fixed height presented by a custom
/// presentation controller: an oval cap with the heading `Select`, a round close button at
/// the top right, and three segmented controls tinted (190, 31, 109). It cannot be dragged;
/// the close button or Esc dismiss it. The overlay fades in over 0.3 s and out over 0.5 s.
enum FixedPanelStyle: StyleDefinition {
    /// One detent, `panel`, at the panel's height (never above the window).
    static func specs(_ constants: SheetConstants) -> [DetentSpec] {
        [DetentSpec(name: "panel", value: .points(constants.panelHeight))]
    }

    static func style(_ constants: SheetConstants, body: SheetBody) -> SheetStyle {
        let layout = DetentListLayout(
            specs: specs(constants), topInset: 0, dismissLine: 0,
            dimAlpha: constants.dimAlpha,
            dim: .followsBelowLowest, page: .flat)
        return SheetStyle(
            layout: layout,
            behavior: UndraggableBehavior(
                // No --snap-duration of its own: a snap takes the presenting time.
                timing: StyleTiming(
                    constants, snap: constants.presentDuration, easing: .easeInOut),
                isAlwaysPresented: false),
            appearance: FixedPanelAppearance(
                panelHeight: constants.panelHeight, image: body.image,
                palette: constants.appearance.palette),
            usedFlags: [
                .panelHeight, .dimAlpha, .dimDuration, .dimOutDuration, .presentDuration,
            ])
    }

    static func exportedDetents(_ constants: SheetConstants) -> ExportedDetents? {
        ExportedDetents(
            specs: specs(constants), topInset: 0, heightFlags: [.detents, .panelHeight])
    }

}

/// Seed 001's panel: an oval cap with the heading `Select`, a round close button, three
/// segmented controls.
struct FixedPanelAppearance: SheetAppearance {
    let panelHeight: Double
    /// The user's image shown instead of the heading and segmented controls (`--sheet-image`).
    var image: ImageFile? = nil
    /// The colours of `--appearance` (the tint stays).
    var palette = Palette.light

    static let tint = Color(red: 190, green: 31, blue: 109)
    /// The write-up's view frames, relative to the panel's top.
    static let capHeight = 150.0
    static let containerTop = 75.0
    static let segmentTops = [20.0, 75, 130]
    static let segmentHeight = 35.0
    static let segmentInset = 20.0
    static let headingFont = Font(.regular, 20)
    static let segmentFont = Font(.regular, 13)
    /// The second control's items; shown as words where the font has no emoji.
    static let segments = [
        ["Girl", "Boy", "Unsure"], ["🍎", "🍋", "🍊"], ["Home", "Company", "Parking Lot"],
    ]
    static let segmentWords = [
        ["Girl", "Boy", "Unsure"], ["Apple", "Lemon", "Orange"],
        ["Home", "Company", "Parking Lot"],
    ]

    var initialControls: [Int] { [0, 1, 2] }  // the write-up's selectedSegmentIndex values

    func background(width: Double, height: Double, window: Size, into items: inout [DrawItem]) {
        let panel = min(panelHeight, window.height)
        items.append(
            .ellipse(Rect(x: 0, y: 0, width: width, height: Self.capHeight), palette.sheet))
        items.append(
            .shape(
                Rect(
                    x: 0, y: Self.containerTop, width: width,
                    height: max(0, panel - Self.containerTop)), .none, palette.sheet))
    }

    static func segmentFrame(control: Int, width: Double) -> Rect {
        Rect(
            x: segmentInset, y: containerTop + segmentTops[control],
            width: max(0, width - 2 * segmentInset),
            height: segmentHeight)
    }

    func content(width: Double, controls: [Int], measurer: any TextMeasurer) -> [DrawItem] {
        let close = CloseButton.items(width: width, top: 0, palette: palette, measurer: measurer)
        if let image {
            // Below the cap, under the close button, which still closes the panel.
            return SheetLayout.imagePieces(image, width: width, top: Self.containerTop)
                .flatMap(\.items) + close
        }
        var items = close
        let headingWidth = measurer.width(of: "Select", font: Self.headingFont)
        let headingHeight = measurer.lineHeight(of: Self.headingFont)
        items.append(
            .text(
                TextRun(
                    text: "Select", font: Self.headingFont, color: palette.heading,
                    origin: Point(x: (width - headingWidth) / 2, y: 20 + (30 - headingHeight) / 2)))
        )
        for control in 0..<Self.segments.count {
            let labels =
                Self.segments[control].allSatisfy { measurer.canRender($0, font: Self.segmentFont) }
                ? Self.segments[control] : Self.segmentWords[control]
            items += SegmentedControl.items(
                frame: Self.segmentFrame(control: control, width: width), labels: labels,
                selected: control < controls.count ? controls[control] : 0, tint: Self.tint,
                background: palette.sheet, font: Self.segmentFont,
                measurer: measurer)
        }
        return items
    }

    func action(at point: Point, width: Double) -> SheetAction {
        if CloseButton.frame(width: width, top: 0).contains(point) { return .dismiss }
        // An image replaces the controls: nothing under it to select.
        guard image == nil else { return .none }
        for control in 0..<Self.segments.count {
            let frame = Self.segmentFrame(control: control, width: width)
            if frame.contains(point), frame.width > 0 {
                let segment = Int(
                    (point.x - frame.x) / (frame.width / Double(Self.segments[control].count)))
                return .select(
                    control: control, segment: min(segment, Self.segments[control].count - 1))
            }
        }
        return .none
    }
}
