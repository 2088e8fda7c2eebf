/// Seed 000's sheet with seed 003's grabber (SPEC §2).
package enum SheetLayout {
    static let contentInsetTop = 32.0
    static let contentInsetSide = 20.0
    static let spacing = 12.0
    static let headingFont = Font(.bold, 20)
    static let poemFont = Font(.regular, 16)

    /// The sheet's content, relative to the sheet's top-left corner (top-anchored), with
    /// the text starting `top` points down, in `palette`'s heading and body colours.
    static func content(
        width: Double, body: String = Content.poem, top: Double = contentInsetTop,
        palette: Palette = .light, measurer: any TextMeasurer
    ) -> [DrawItem] {
        contentPieces(width: width, body: body, top: top, palette: palette, measurer: measurer)
            .flatMap(\.items)
    }

    /// The same content as blocks of lines: a long `--content` never becomes one draw item
    /// a line (millions of them, hundreds of megabytes).
    static func contentPieces(
        width: Double, body: String = Content.poem, top: Double = contentInsetTop,
        palette: Palette = .light, measurer: any TextMeasurer
    ) -> [ContentPiece] {
        var pieces: [ContentPiece] = []
        let textWidth = max(1, width - 2 * contentInsetSide)
        var y = top
        for (text, font, color) in [
            (Content.sheetHeading, headingFont, palette.heading), (body, poemFont, palette.body),
        ] {
            let lineHeight = measurer.lineHeight(of: font)
            let lines = LineBreaker.lines(
                of: text, font: font, width: textWidth, measurer: measurer)
            var tops: [Double] = []
            tops.reserveCapacity(lines.count)
            for _ in lines {
                tops.append(y)
                y += lineHeight
            }
            let block = LineBlock(
                font: font, color: color, x: contentInsetSide, tops: tops, texts: lines)
            pieces.append(.lines(block))
            y += spacing
        }
        return pieces
    }

    /// The sheet's image as its content: as wide as the sheet, its top `top` points down.
    static func imagePieces(_ image: ImageFile, width: Double, top: Double) -> [ContentPiece] {
        let rect = Rect(x: 0, y: top, width: max(0, width), height: image.height(atWidth: width))
        return [.item(.image(.sheet, rect), rect.y...rect.maxY)]
    }

    /// `grabber` in a sheet `width` points wide, in `palette`'s colour for `look` (seed 003's
    /// grey, or UIKit's tertiary label); `color` overrides it.
    static func grabber(
        _ grabber: Grabber, width: Double, color: Color? = nil, look: SheetLook = .seed,
        palette: Palette = .light
    ) -> DrawItem {
        .shape(
            grabber.frame(inSheetOfWidth: width), CornerRadii(all: grabber.size.height / 2),
            color ?? palette.grabber(look))
    }

    /// Over an image the grabber is drawn over the user's pixels, not the sheet's plain
    /// colour, so no one opaque colour reads over all of them. As UIKit's vibrant grabber, it
    /// is a translucent pill that follows what lies under it: over a light image (or one whose
    /// rows were not measured) the label grey (60, 60, 67) at the alpha that gives the look's
    /// own grabber over white (#AAAAAA seed, #C5C5C7 iOS: the same pixels as on the plain
    /// sheet); over a dark one the dark label (235, 235, 245) at 30 %, the dark sheet's
    /// grabber over #1C1C1E. A 1 pt ring of the other tone at 25 % keeps it visible where
    /// the image under it is not what its rows are on average.
    package static func grabberOverImage(look: SheetLook, light: Bool) -> (pill: Color, ring: Color)
    {
        light
            ? (
                Color(red: 60, green: 60, blue: 67, alpha: look.isSystem ? 77 : 111),
                Color(red: 255, green: 255, blue: 255, alpha: 64)
            )
            : (
                Color(red: 235, green: 235, blue: 245, alpha: 77),
                Color(red: 0, green: 0, blue: 0, alpha: 64)
            )
    }

    /// Appends `grabber`, of `look`, as it is drawn over an image: its ring, then its pill
    /// (relative to the sheet's top-left corner), for an image that is `light` under it.
    static func grabberOverImage(
        _ grabber: Grabber, width: Double, look: SheetLook, light: Bool,
        into items: inout [DrawItem]
    ) {
        guard case .shape(let pill, let radii, _) = Self.grabber(grabber, width: width) else {
            return
        }
        let colors = grabberOverImage(look: look, light: light)
        let ring = Rect(
            x: pill.x - 1, y: pill.y - 1, width: pill.width + 2, height: pill.height + 2)
        items.append(.shape(ring, CornerRadii(all: ring.height / 2), colors.ring))
        items.append(.shape(pill, radii, colors.pill))
    }

    /// The cue while a release would dismiss: the grabber turns red and a label shows above
    /// the sheet, relative to the sheet's top-left corner.
    /// Below this overlay alpha the sheet casts a shadow, fully at 0: an undimmed sheet
    /// (`--undimmed-detent`, the material and floatingpanel presets) would otherwise be white
    /// on the white page with nothing to show its edge. UIKit's and Material's sheets cast one
    /// there too.
    static let shadowFadesBy = 0.15

    /// A soft shadow a few points deep above the sheet's top edge (at y 0), drawn before the
    /// sheet covers all of it but the band above: `strength` 0 (none) to 1.
    static func edgeShadow(
        width: Double, radius: Double, strength: Double, into items: inout [DrawItem]
    ) {
        let strength = min(1, strength)
        guard strength > 0 else { return }
        let depth = 6
        for step in stride(from: depth, through: 1, by: -1) {
            let spread = Double(step)
            // Nested, each a little darker towards the edge: about 18 % black right at it.
            let alpha = UInt8((strength * 8).rounded())
            let frame = Rect(
                x: -spread, y: -spread, width: width + 2 * spread, height: radius + 2 * spread)
            items.append(
                .shape(frame, .top(radius + spread), Color(red: 0, green: 0, blue: 0, alpha: alpha))
            )
        }
    }

    static func dismissCue(
        width: Double, grabber: Grabber = .seed, measurer: any TextMeasurer
    ) -> [DrawItem] {
        let width = max(0, width)
        let text = "Release to close"
        let textWidth = measurer.width(of: text, font: cueFont)
        let textHeight = measurer.lineHeight(of: cueFont)
        // On a dark pill, so it reads over any page: dimmed, clear (undimmed detent) or white.
        let pill = Rect(
            x: (width - textWidth) / 2 - 10, y: -textHeight - 12, width: textWidth + 20,
            height: textHeight + 6)
        return [
            Self.grabber(grabber, width: width, color: cueColor),
            .shape(
                pill, CornerRadii(all: pill.height / 2),
                Color(red: 0, green: 0, blue: 0, alpha: 200)),
            .text(
                TextRun(
                    text: text, font: cueFont, color: .white,
                    origin: Point(x: (width - textWidth) / 2, y: -textHeight - 9))),
        ]
    }

    /// The dismiss cue's font (the window opens it once the first frame is up, so the
    /// cue's first frame does not).
    package static let cueFont = Font(.bold, 13)
    /// iOS systemRed.
    static let cueColor = Color(hex: 0xFF3B30)

    /// The bottom of the lowest line plus the bottom inset, or of an image (a screen of its
    /// own, drawn to its edge): how tall the content is.
    static func contentHeight(_ items: [DrawItem], measurer: any TextMeasurer) -> Double {
        var bottom = 0.0
        var imageBottom = 0.0
        for item in items {
            switch item {
            case .text(let run):
                bottom = max(bottom, run.origin.y + measurer.lineHeight(of: run.font))
            case .image(_, let rect): imageBottom = max(imageBottom, rect.maxY)
            default: break
            }
        }
        return max(bottom + contentInsetSide, imageBottom)
    }

    /// The same for content kept as pieces.
    static func contentHeight(_ pieces: [ContentPiece], measurer: any TextMeasurer) -> Double {
        var bottom = 0.0
        var imageBottom = 0.0
        for piece in pieces {
            switch piece {
            case .item(.text(let run), _):
                bottom = max(bottom, run.origin.y + measurer.lineHeight(of: run.font))
            case .item(.image(_, let rect), _): imageBottom = max(imageBottom, rect.maxY)
            case .item: break
            case .lines(let block):
                // Tops never decrease: the last line is the lowest.
                if let last = block.tops.last {
                    bottom = max(bottom, last + measurer.lineHeight(of: block.font))
                }
            }
        }
        return max(bottom + contentInsetSide, imageBottom)
    }
}
