/// The round close button several styles share: 40 pt, light grey (dark grey in dark), 20 pt
/// from the right edge.
enum CloseButton {
    static let size = 40.0
    static let font = Font(.regular, 24)
    static let color = Color(hex: 0x8E8E93)

    static func frame(width: Double, top: Double) -> Rect {
        Rect(x: width - 60, y: top, width: size, height: size)
    }

    static func items(
        width: Double, top: Double, palette: Palette = .light, measurer: any TextMeasurer
    ) -> [DrawItem] {
        let frame = frame(width: width, top: top)
        let glyphWidth = measurer.width(of: "×", font: font)
        let glyphHeight = measurer.lineHeight(of: font)
        return [
            .shape(frame, CornerRadii(all: size / 2), palette.buttonFill),
            .text(
                TextRun(
                    text: "×", font: font, color: color,
                    origin: Point(
                        x: frame.midX - glyphWidth / 2, y: frame.midY - glyphHeight / 2))),
        ]
    }
}
