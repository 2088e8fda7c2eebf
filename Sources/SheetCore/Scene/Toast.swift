/// A one-line message shown over the phone for a few seconds (where `E` wrote its exports).
package struct Toast: Equatable, Sendable {
    /// How long a message stays, in seconds.
    package static let duration = 4.0
    static let font = Font(.regular, 12)

    /// The message, one line.
    package let text: String
    /// When it was shown (the app's clock).
    package let shownAt: Double

    /// `text`, shown from `time` on the app's clock.
    package init(_ text: String, at time: Double) {
        self.text = text
        shownAt = time
    }

    /// Whether it still shows at `time`.
    package func isVisible(at time: Double) -> Bool {
        time >= shownAt && time < shownAt + Self.duration
    }

    /// Its items at the bottom of a phone `window` wide and tall, above its `bottomInset` (a
    /// device's home indicator and rounded screen corners): dark, rounded, the text wrapped to
    /// the phone's width (paths are long).
    package func items(window: Size, bottomInset: Double = 0, measurer: any TextMeasurer)
        -> [DrawItem]
    {
        let width = max(40, window.width - 24)
        let lines = LineBreaker.lines(
            of: text, font: Self.font, width: width - 20, measurer: measurer)
        let lineHeight = measurer.lineHeight(of: Self.font)
        let height = Double(lines.count) * lineHeight + 16
        let box = Rect(
            x: (window.width - width) / 2, y: window.height - bottomInset - height - 16,
            width: width,
            height: height)
        let shade = Color(red: 0, green: 0, blue: 0, alpha: 215)
        var items: [DrawItem] = [.shape(box, CornerRadii(all: 10), shade)]
        for (index, line) in lines.enumerated() {
            let origin = Point(x: box.x + 10, y: box.y + 8 + Double(index) * lineHeight)
            items.append(.text(TextRun(text: line, font: Self.font, color: .white, origin: origin)))
        }
        return items
    }
}
