/// A pre-iOS 13 UISegmentedControl: a tinted outline with dividers, the selected segment
/// filled with the tint and its title white, the others `background` inside.
enum SegmentedControl {
    static func items(
        frame: Rect, labels: [String], selected: Int, tint: Color, background: Color = .white,
        font: Font,
        measurer: any TextMeasurer
    ) -> [DrawItem] {
        guard frame.width > 2, frame.height > 2, !labels.isEmpty else { return [] }
        var items: [DrawItem] = [.shape(frame, CornerRadii(all: 4), tint)]
        let segmentWidth = frame.width / Double(labels.count)
        for (index, label) in labels.enumerated() {
            let left = frame.x + Double(index) * segmentWidth
            let isFirst = index == 0
            let isLast = index == labels.count - 1
            if index != selected {
                // The inside (white, or the dark sheet's), leaving a 1 pt tinted outline and
                // dividers.
                let inner = Rect(
                    x: left + (isFirst ? 1 : 0.5), y: frame.y + 1,
                    width: max(0, segmentWidth - (isFirst ? 1 : 0.5) - (isLast ? 1 : 0.5)),
                    height: frame.height - 2)
                items.append(
                    .shape(
                        inner,
                        CornerRadii(
                            topLeft: isFirst ? 3 : 0, topRight: isLast ? 3 : 0,
                            bottomRight: isLast ? 3 : 0, bottomLeft: isFirst ? 3 : 0),
                        background))
            }
            let textWidth = measurer.width(of: label, font: font)
            let textHeight = measurer.lineHeight(of: font)
            items.append(
                .text(
                    TextRun(
                        text: label, font: font, color: index == selected ? .white : tint,
                        origin: Point(
                            x: left + (segmentWidth - textWidth) / 2, y: frame.midY - textHeight / 2
                        ))))
        }
        return items
    }
}
