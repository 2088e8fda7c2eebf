/// The name over each phone of `--compare A,B` (issue 26 §4): which preset, style or config
/// file the phone runs, in a small dark pill at the top right of its screen, below a device's
/// status bar (the HUD's height, on the other side) and clear of the sheet's grabber, which is
/// centred.
package enum PhoneLabel {
    static let font = Font(.bold, 13)
    /// The pill's padding around the name, across and down.
    static let padding = Size(width: 10, height: 4)
    /// The gap to the phone's right edge (and below its safe area's top).
    static let margin = 8.0
    /// The widest the pill is, as a share of the phone's width: a long file name is cut.
    static let widthShare = 0.45

    /// Each phone's name in `pair` ("seed,fluid", "a/b/mine.json,card"): a preset or style as
    /// given, a config file by its file name.
    package static func names(_ pair: String) -> [String] {
        pair.split(separator: ",", omittingEmptySubsequences: false).map { name in
            name.split(separator: "/").last.map(String.init) ?? String(name)
        }
    }

    /// The label `name` for a phone `width` points wide whose safe area starts `top` points
    /// down and ends `right` points from its right edge (a phone on its side), in the phone's
    /// own points.
    package static func items(
        _ name: String, width: Double, top: Double, right: Double = 0,
        measurer: any TextMeasurer
    ) -> [DrawItem] {
        let widest = max(40, width * widthShare) - padding.width * 2
        let text = fitted(name, width: widest, measurer: measurer)
        let textWidth = measurer.width(of: text, font: font)
        let height = measurer.lineHeight(of: font) + padding.height * 2
        let box = Rect(
            x: width - right - margin - textWidth - padding.width * 2, y: top + margin,
            width: textWidth + padding.width * 2, height: height)
        return [
            .shape(box, CornerRadii(all: height / 2), Color(red: 0, green: 0, blue: 0, alpha: 170)),
            .text(
                TextRun(
                    text: text, font: font, color: .white,
                    origin: Point(x: box.x + padding.width, y: box.y + padding.height))),
        ]
    }

    /// `name`, or as much of it as fits `width` followed by "…".
    static func fitted(_ name: String, width: Double, measurer: any TextMeasurer) -> String {
        guard measurer.width(of: name, font: font) > width else { return name }
        var kept = Substring(name)
        while !kept.isEmpty, measurer.width(of: String(kept) + "…", font: font) > width {
            kept = kept.dropLast()
        }
        return String(kept) + "…"
    }
}
