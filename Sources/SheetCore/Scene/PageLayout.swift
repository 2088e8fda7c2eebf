/// Seed 000's presenting page: title, poem, flexible space, Get Started button (SPEC §1).
package enum PageLayout {
    static let inset = 24.0
    static let spacing = 16.0
    static let buttonHeight = 50.0
    static let buttonRadius = 8.0
    static let titleFont = Font(.bold, 32)
    static let poemFont = Font(.regular, 22)
    /// UIButton's default title size.
    static let buttonFont = Font(.regular, 18)
    static let buttonColor = Color(hex: 0x007AFF)
    /// The tint darkened as UIKit highlights a pressed button.
    static let buttonHighlightColor = Color(hex: 0x0062CC)

    /// The Get Started button's frame in a window of `size`, above `bottomInset` and between
    /// the safe area's `left` and `right` sides (a phone on its side).
    package static func buttonFrame(
        in size: Size, bottomInset: Double = 0, left: Double = 0, right: Double = 0
    ) -> Rect {
        Rect(
            x: inset + left, y: max(0, size.height - bottomInset - inset - buttonHeight),
            width: max(0, size.width - 2 * inset - left - right), height: buttonHeight)
    }

    /// The page's items for a window of `size`: the title and poem (starting `topInset` points
    /// down, below a device's status bar) and the button, or `image` alone (the user's screen:
    /// as wide as the window, from its top, the page's colour below), in `palette`'s colours;
    /// the texts and the button keep clear of the safe area's `left` and `right` sides.
    package static func items(
        size: Size, buttonHighlighted: Bool, topInset: Double = 0, bottomInset: Double = 0,
        left: Double = 0, right: Double = 0, image: ImageFile? = nil, palette: Palette = .light,
        measurer: any TextMeasurer
    ) -> [DrawItem] {
        var items: [DrawItem] = [
            .shape(Rect(x: 0, y: 0, width: size.width, height: size.height), .none, palette.page)
        ]
        let width = max(1, size.width - 2 * inset - left - right)
        var y = topInset + inset
        if let image {
            items.append(
                .image(
                    .page,
                    Rect(x: 0, y: 0, width: size.width, height: image.height(atWidth: size.width))))
        }
        // An image replaces the title, the poem and the button: the user's screen is shown as
        // it is, and a press anywhere on it presents the sheet (`SheetMachine.buttonFrame`).
        if image != nil { return items }
        let texts = [(Content.title, titleFont), (Content.poem, poemFont)]
        for (text, font) in texts {
            let lineHeight = measurer.lineHeight(of: font)
            for line in LineBreaker.lines(of: text, font: font, width: width, measurer: measurer) {
                items.append(
                    .text(
                        TextRun(
                            text: line, font: font, color: palette.pageText,
                            origin: Point(x: inset + left, y: y))))
                y += lineHeight
            }
            y += spacing
        }
        let button = buttonFrame(in: size, bottomInset: bottomInset, left: left, right: right)
        items.append(
            .shape(
                button, CornerRadii(all: buttonRadius),
                buttonHighlighted ? buttonHighlightColor : buttonColor))
        let titleWidth = measurer.width(of: Content.button, font: buttonFont)
        let titleHeight = measurer.lineHeight(of: buttonFont)
        items.append(
            .text(
                TextRun(
                    text: Content.button, font: buttonFont, color: .white,
                    origin: Point(x: button.midX - titleWidth / 2, y: button.midY - titleHeight / 2)
                )))
        return items
    }
}

extension DrawItem {
    /// The same item moved by (dx, dy).
    package func offset(dx: Double, dy: Double) -> DrawItem {
        switch self {
        case .shape(let rect, let radii, let color):
            return .shape(
                Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height), radii,
                color)
        case .text(var run):
            run.origin = Point(x: run.origin.x + dx, y: run.origin.y + dy)
            return .text(run)
        case .ellipse(let rect, let color):
            return .ellipse(
                Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height), color)
        case .line(let points, let color):
            return .line(points.map { Point(x: $0.x + dx, y: $0.y + dy) }, color)
        case .clip(let rect):
            return .clip(
                rect.map { Rect(x: $0.x + dx, y: $0.y + dy, width: $0.width, height: $0.height) })
        case .image(let slot, let rect):
            return .image(
                slot, Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height))
        case .face(let rect, let radii, let color):
            return .face(
                Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height), radii,
                color)
        case .glass(let rect, let radii, let glass):
            return .glass(
                Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height), radii,
                glass)
        }
    }
}
