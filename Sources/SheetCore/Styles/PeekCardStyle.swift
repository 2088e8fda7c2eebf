/// `--style peek` (seed 004, second answer): a child card, as tall as the window, that always
/// peeks 50 pt above the bottom edge; a click on it toggles between peeking and open (top 50 pt
/// below the window's top) on a 0.3 s critically damped spring. No overlay; never dismissed.
enum PeekCardStyle: StyleDefinition {
    static func style(_ constants: SheetConstants, body: SheetBody) -> SheetStyle {
        // The same constant places the peeking strip and the open card's top, as in the
        // write-up: `peek` is its height, `open` is max with it as the inset.
        let layout = DetentListLayout(
            specs: [
                DetentSpec(name: "peek", value: .points(constants.peekHeight)),
                DetentSpec(name: "open", value: .max),
            ],
            topInset: constants.peekHeight, dismissLine: 0, dimAlpha: 0,
            dim: .followsBelowLowest, page: .flat)
        let timing = StyleTiming(
            present: constants.snapDuration, dismiss: constants.snapDuration,
            snap: constants.snapDuration, dimIn: 0, dimOut: 0, easing: .criticallyDamped)
        return SheetStyle(
            layout: layout, behavior: UndraggableBehavior(timing: timing, isAlwaysPresented: true),
            appearance: PeekCardAppearance(constants: constants, image: body.image),
            usedFlags: [.peekHeight, .snapDuration, .cornerRadius])
    }

    /// An always-peeking card: no bottom-sheet library shows one.
    static func exportedDetents(_ constants: SheetConstants) -> ExportedDetents? { nil }

}

/// The red child card; any tap on it toggles.
struct PeekCardAppearance: SheetAppearance {
    let constants: SheetConstants
    /// The user's image on the card (`--sheet-image`).
    let image: ImageFile?

    /// The write-up's card is plain red (`UIColor.red`).
    static let color = Color(hex: 0xFF0000)

    /// The page's button sits above the peeking strip, and toggles the card.
    var pageBottomInset: Double { min(constants.peekHeight, 400) }

    /// The red card; with an image, a face the image is cut to.
    func background(width: Double, height: Double, window: Size, into items: inout [DrawItem]) {
        let card = Rect(x: 0, y: 0, width: width, height: window.height)
        let corners = CornerRadii.top(constants.cornerRadius)
        items.append(
            image == nil ? .shape(card, corners, Self.color) : .face(card, corners, Self.color))
    }

    /// Empty, or the user's image as the card's whole face, cut to its rounded corners
    /// (`--sheet-image`).
    func content(width: Double, controls: [Int], measurer: any TextMeasurer) -> [DrawItem] {
        guard let image else { return [] }
        return SheetLayout.imagePieces(image, width: width, top: 0).flatMap(\.items)
    }

    /// An image is the card's whole face.
    var contentIsFace: Bool { image != nil }

    func action(at point: Point, width: Double) -> SheetAction { .toggle }
}
