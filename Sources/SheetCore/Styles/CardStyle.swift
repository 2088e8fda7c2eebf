/// `--style card` (seed 004, first answer): the iOS 10 card. It rests with its top 40 pt below
/// the window's top, rounded 8 pt, over a 0.3 overlay, while the page behind shrinks to 0.92;
/// it presents and dismisses on a critically damped spring over 0.5 s. Close button or Esc
/// dismiss, and so does dragging it down past a quarter of its height (as iOS 13 does).
enum CardStyle: StyleDefinition {
    /// One detent, `open`: max is the window less the card's top gap.
    static let specs = [DetentSpec(name: "open", value: .max)]

    /// The card's top gap, never into a device's status bar.
    static func topInset(_ constants: SheetConstants) -> Double {
        max(constants.cardTop, constants.safeArea.top)
    }

    static func style(_ constants: SheetConstants, body: SheetBody) -> SheetStyle {
        let layout = DetentListLayout(
            specs: specs, topInset: topInset(constants),
            dismissLine: 0, dimAlpha: constants.dimAlpha, dim: .followsBelowLowest,
            page: .card(scale: constants.cardScale, cornerRadius: constants.cornerRadius))
        return SheetStyle(
            layout: layout,
            behavior: ProgressDismissBehavior(
                timing: StyleTiming(constants, easing: .criticallyDamped),
                dismissProgress: constants.dismissProgress, measuredAgainst: .detent),
            appearance: CardAppearance(constants: constants, image: body.image),
            usedFlags: [
                .cardTop, .cornerRadius, .dimAlpha, .dimDuration, .dimOutDuration,
                .cardScale, .presentDuration, .snapDuration, .dismissProgress,
                .velocityWindow,
            ])
    }

    /// The page behind scales into a card.
    static var traits: StyleTraits { StyleTraits(scalesPage: true) }

    static func exportedDetents(_ constants: SheetConstants) -> ExportedDetents? {
        ExportedDetents(
            specs: specs, topInset: topInset(constants), heightFlags: [.detents, .cardTop])
    }

}

/// The card: rounded on all corners, a close button, the sheet's heading and poem below it.
struct CardAppearance: SheetAppearance {
    let constants: SheetConstants
    /// The user's image under the close button (`--sheet-image`).
    let image: ImageFile?

    func cardHeight(_ window: Size) -> Double {
        max(1, window.height - max(constants.cardTop, constants.safeArea.top))
    }

    func background(width: Double, height: Double, window: Size, into items: inout [DrawItem]) {
        items.append(
            .shape(
                Rect(x: 0, y: 0, width: width, height: cardHeight(window)),
                CornerRadii(all: constants.cornerRadius), constants.appearance.palette.sheet))
    }

    func content(width: Double, controls: [Int], measurer: any TextMeasurer) -> [DrawItem] {
        let palette = constants.appearance.palette
        let close = CloseButton.items(width: width, top: 12, palette: palette, measurer: measurer)
        if let image {
            // The image under the close button, which still closes the card.
            return SheetLayout.imagePieces(image, width: width, top: 64).flatMap(\.items) + close
        }
        return close
            + SheetLayout.content(width: width, top: 64, palette: palette, measurer: measurer)
    }

    func action(at point: Point, width: Double) -> SheetAction {
        CloseButton.frame(width: width, top: 12).contains(point) ? .dismiss : .none
    }
}
