/// The HUD's drawing: a dark translucent card at the top-left with text and a frame-time graph.
package enum HUDLayout {
    static let font = Font(.regular, 12)
    static let width = 230.0
    static let graphHeight = 36.0
    /// A frame of 16.7 ms fills half the graph; slower frames show red.
    static let budget = 1000.0 / 60

    /// At most this many lines of the last release's explanation.
    static let explanationLines = 3
    /// The card's distance from the window's (or safe area's) edges.
    package static let margin = 8.0
    /// The least gap between the card at the top and the sheet's top edge below it.
    static let clearance = 8.0
    /// How much further the sheet's edge must fall before the card goes back up.
    static let hysteresis = 24.0

    /// The card's height for `hud`, in points.
    package static func height(_ hud: HUDState, measurer: any TextMeasurer) -> Double {
        cardHeight(lines: lines(hud, measurer: measurer).count, measurer: measurer)
    }

    static func cardHeight(lines: Int, measurer: any TextMeasurer) -> Double {
        8 + Double(lines) * measurer.lineHeight(of: font) + 6 + graphHeight + 8
    }

    /// The card's lines of text: the rate, the sheet's height, velocity and state, the last
    /// decision and, wrapped, its explanation.
    static func lines(_ hud: HUDState, measurer: any TextMeasurer) -> [String] {
        var lines = [
            hud.idle ? "idle" : "\(hud.fps) fps",
            "height \(Format.number(hud.height, decimals: 1)) pt",
            // The speed and which way it goes (the events' sign: positive is down).
            "velocity \(Format.number(abs(hud.velocity), decimals: 0)) pt/s"
                + (hud.velocity.rounded() > 0 ? " ↓" : hud.velocity.rounded() < 0 ? " ↑" : ""),
            hud.state,
            hud.lastDecision,
        ]
        if !hud.lastExplanation.isEmpty {
            // Wrapped to the card; a long one (a rule of many comparisons) is cut short.
            var wrapped = LineBreaker.lines(
                of: hud.lastExplanation, font: font, width: width - 20, measurer: measurer)
            if wrapped.count > explanationLines {
                wrapped = Array(wrapped.prefix(explanationLines))
                wrapped[explanationLines - 1] += " …"
            }
            lines += wrapped
        }
        return lines
    }

    /// The HUD's card for `hud` with its top-left corner at `origin`, in window points.
    package static func items(
        _ hud: HUDState, origin: Point = Point(x: 8, y: 8), measurer: any TextMeasurer
    ) -> [DrawItem] {
        let lines = lines(hud, measurer: measurer)
        let lineHeight = measurer.lineHeight(of: font)
        let height = cardHeight(lines: lines.count, measurer: measurer)
        var items: [DrawItem] = [
            .shape(
                Rect(x: origin.x, y: origin.y, width: width, height: height), CornerRadii(all: 8),
                hud.differs
                    ? Color(red: 140, green: 20, blue: 20, alpha: 215)
                    : Color(red: 0, green: 0, blue: 0, alpha: 190))
        ]
        var y = origin.y + 8
        for line in lines {
            items.append(
                .text(
                    TextRun(
                        text: line, font: font, color: .white, origin: Point(x: origin.x + 10, y: y)
                    )))
            y += lineHeight
        }
        y += 6
        let graph = Rect(x: origin.x + 10, y: y, width: width - 20, height: graphHeight)
        items.append(.shape(graph, .none, Color(red: 255, green: 255, blue: 255, alpha: 40)))
        items.append(
            .shape(
                Rect(x: graph.x, y: graph.maxY - graphHeight / 2, width: graph.width, height: 1),
                .none,
                Color(red: 255, green: 255, blue: 255, alpha: 90)))
        let count = max(1, hud.frameTimes.count)
        let barWidth = graph.width / Double(max(count, 120))
        for (index, milliseconds) in hud.frameTimes.enumerated() {
            let barHeight = min(graphHeight, milliseconds / budget * graphHeight / 2)
            let color = milliseconds > budget * 1.5 ? Color(hex: 0xFF453A) : Color(hex: 0x30D158)
            items.append(
                .shape(
                    Rect(
                        x: graph.x + Double(index) * barWidth, y: graph.maxY - barHeight,
                        width: max(1, barWidth), height: barHeight),
                    .none, color))
        }
        return items
    }
}
