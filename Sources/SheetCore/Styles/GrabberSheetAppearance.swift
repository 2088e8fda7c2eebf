/// A white (or dark) sheet with rounded top corners and a grabber (seeds 000 and 003), its body
/// text below the heading, or nothing at all (seed 003's plain view).
struct GrabberSheetAppearance: SheetAppearance {
    var cornerRadius: Double
    /// The sheet's text under its heading; nil for a sheet with only its grabber.
    var body: String?
    /// The write-ups' grabber colour and circular corners, or UIKit's with continuous corners.
    var look: SheetLook = .seed
    /// Its grabber's size and place (the look's own, or as `--grabber-width` and
    /// `--grabber-height` size it).
    var grabber = Grabber.seed
    /// The user's image shown instead of the heading and body (`--sheet-image`): the sheet's
    /// whole face, from its top edge, the grabber drawn over it.
    var image: ImageFile? = nil
    /// Whether a shadow falls from its edge over the page (the draggable sheet's).
    var castsEdgeShadow = false
    /// Whether a tap on the grabber moves the sheet (`--grabber-tap on`).
    var grabberTaps = false
    /// The colours of `--appearance`.
    var palette = Palette.light
    /// Whether the grabber is drawn (`--grabber`).
    var showsGrabber = true
    /// iOS 26's floating sheet (`--look ios26`): inset, glass, corners nested in the
    /// display's; nil draws the sheet edge to edge.
    var floating: FloatingLook? = nil
    /// UIKit's form sheet in a regular width (an iPad's), or its sheet in a compact height
    /// (a phone on its side): opaque, its own frame; it takes the place of `floating`.
    var presented: SystemPresentation? = nil

    /// How far around the grabber's centre a tap counts: UIKit's 44 pt square.
    static let grabberHitSize = 44.0

    /// A tap on the grabber, when it takes taps: within UIKit's 44 pt square around its
    /// centre, or on the pill itself where a `--grabber-width` or `--grabber-height` makes it
    /// larger, from the sheet's edge down; elsewhere nothing.
    func action(at point: Point, width: Double) -> SheetAction {
        guard grabberTaps else { return .none }
        let half = Self.grabberHitSize / 2
        let frame = grabber.frame(inSheetOfWidth: width)
        let centre = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
        let across = max(half, frame.width / 2)
        let bottom = max(centre.y + half, frame.maxY)
        let hit = abs(point.x - centre.x) <= across && point.y >= 0 && point.y <= bottom
        return hit ? .grabber : .none
    }

    /// Its own grabber.
    var cueGrabber: Grabber { grabber }

    /// The grabber's strip at the sheet's top always moves the sheet, never the content.
    func isHandle(_ point: Point) -> Bool { point.y < SheetLayout.contentInsetTop }

    /// The sheet's rounded shape; with an image, a face the image is cut to, and the grabber
    /// drawn over the image (`foreground`) instead.
    func background(width: Double, height: Double, window: Size, into items: inout [DrawItem]) {
        let panel = Rect(x: 0, y: 0, width: width, height: height)
        var corners = CornerRadii.top(cornerRadius)
        corners.continuous = look.corners.continuous
        let placed = self.floating(height: height, window: window)
        if let placed {
            corners = CornerRadii(
                topLeft: placed.topRadius, topRight: placed.topRadius,
                bottomRight: placed.bottomRadius, bottomLeft: placed.bottomRadius)
            corners.continuous = true
        }
        guard image == nil else {
            items.append(.face(panel, corners, palette.sheet))
            return
        }
        if let placed, let floating, presented == nil, placed.glass > 0 {
            let glass = Glass(palette: palette, blur: floating.blur, opacity: 1 - placed.glass)
            items.append(.glass(panel, corners, glass))
        } else {
            items.append(.shape(panel, corners, palette.sheet))
        }
        guard showsGrabber else { return }
        if floating != nil, presented == nil {
            // Over glass, UIKit's grabber is a translucent label pill (the same pixels over
            // the opaque sheet as the flat grey).
            let pill = SheetLayout.grabberOverImage(look: look, light: !palette.sheetIsDark).pill
            items.append(SheetLayout.grabber(grabber, width: width, color: pill))
        } else {
            items.append(SheetLayout.grabber(grabber, width: width, look: look, palette: palette))
        }
    }

    /// Where iOS 26 draws the sheet at `height` (`--look ios26`), or UIKit's form sheet or
    /// compact-height sheet; nil edge to edge.
    func floating(height: Double, window: Size) -> FloatingSheet? {
        if let presented { return presented.placement(height: height, window: window) }
        return floating?.sheet(height: height, window: window)
    }

    /// Over an image face, the grabber in the tone that shows over the image's rows under
    /// it (scrolled by `scrollOffset`).
    func foreground(width: Double, scrollOffset: Double, into items: inout [DrawItem]) {
        guard let image, showsGrabber else { return }
        let pill = grabber.frame(inSheetOfWidth: width)
        let under = image.luminance(atY: pill.midY + scrollOffset, width: width) ?? 1
        SheetLayout.grabberOverImage(
            grabber, width: width, look: look, light: under >= 0.5, into: &items)
    }

    /// An image is the sheet's whole face, from its top edge.
    var contentIsFace: Bool { image != nil }

    func content(width: Double, controls: [Int], measurer: any TextMeasurer) -> [DrawItem] {
        if let image {
            return SheetLayout.imagePieces(image, width: width, top: 0).flatMap(\.items)
        }
        guard let body else { return [] }
        return SheetLayout.content(
            width: width, body: body, palette: palette, measurer: measurer)
    }

    func contentPieces(
        width: Double, controls: [Int], measurer: any TextMeasurer
    ) -> [ContentPiece] {
        if let image { return SheetLayout.imagePieces(image, width: width, top: 0) }
        guard let body else { return [] }
        return SheetLayout.contentPieces(
            width: width, body: body, palette: palette, measurer: measurer)
    }
}
