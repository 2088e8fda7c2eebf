/// `--style modal` (seed 002): a full-window modal with a close button. Dragging down
/// anywhere moves it down 1:1 (never above where it rests); released past the progress
/// threshold (translation ÷ window height) it finishes dismissing, else it goes back, each
/// taking the remaining fraction of the transition's duration. No overlay.
enum ModalStyle: StyleDefinition {
    static func style(_ constants: SheetConstants, body: SheetBody) -> SheetStyle {
        // One detent, `open`: the whole window. No overlay.
        let layout = DetentListLayout(
            specs: [DetentSpec(name: "open", value: .max)], topInset: 0, dismissLine: 0,
            dimAlpha: 0, dim: .followsBelowLowest, page: .flat)
        return SheetStyle(
            layout: layout,
            behavior: ProgressDismissBehavior(
                timing: StyleTiming(
                    present: constants.presentDuration, dismiss: constants.presentDuration,
                    snap: constants.snapDuration, dimIn: 0, dimOut: 0, easing: .easeInOut,
                    scalesWithDistance: true),
                dismissProgress: constants.dismissProgress, measuredAgainst: .window),
            appearance: ModalAppearance(
                image: body.image, safeTop: constants.safeArea.top,
                palette: constants.appearance.palette),
            usedFlags: [.dismissProgress, .presentDuration, .snapDuration, .velocityWindow])
    }

    /// A full-window modal: no bottom-sheet library shows one.
    static func exportedDetents(_ constants: SheetConstants) -> ExportedDetents? { nil }
}

/// The full-window modal: white (or dark), a close button, the heading and poem.
struct ModalAppearance: SheetAppearance {
    /// The user's image shown instead of the heading and poem (`--sheet-image`).
    var image: ImageFile? = nil
    /// A device's status bar: the modal covers it, its content starts below it.
    var safeTop = 0.0
    /// The colours of `--appearance`.
    var palette = Palette.light

    func background(width: Double, height: Double, window: Size, into items: inout [DrawItem]) {
        items.append(
            .shape(Rect(x: 0, y: 0, width: width, height: window.height), .none, palette.sheet))
    }

    func content(width: Double, controls: [Int], measurer: any TextMeasurer) -> [DrawItem] {
        let close = CloseButton.items(
            width: width, top: 16 + safeTop, palette: palette, measurer: measurer)
        if let image {
            // The image under the close button, which still closes the modal.
            return SheetLayout.imagePieces(image, width: width, top: 72 + safeTop)
                .flatMap(\.items) + close
        }
        return close
            + SheetLayout.content(
                width: width, top: 72 + safeTop, palette: palette, measurer: measurer)
    }

    func action(at point: Point, width: Double) -> SheetAction {
        CloseButton.frame(width: width, top: 16 + safeTop).contains(point) ? .dismiss : .none
    }
}
