/// Part of a sheet's laid-out content: one item and its vertical extent, or a block of lines.
package enum ContentPiece: Sendable {
    /// One item and the vertical extent it covers.
    case item(DrawItem, ClosedRange<Double>)
    /// Lines in one font, colour and column, each below the last.
    case lines(LineBlock)
}

extension ContentPiece {
    /// `content` as pieces: consecutive lines in one font, colour and column, each below the
    /// last, become one block; everything else stays an item with its extent.
    static func pieces(of content: [DrawItem], measurer: any TextMeasurer) -> [ContentPiece] {
        var pieces: [ContentPiece] = []
        var block: LineBlock?
        func flush() {
            if let done = block { pieces.append(.lines(done)) }
            block = nil
        }
        for item in content {
            guard case .text(let run) = item else {
                flush()
                pieces.append(.item(item, extent(of: item, measurer: measurer)))
                continue
            }
            if var current = block, current.font == run.font, current.color == run.color,
                current.x == run.origin.x, let last = current.tops.last, run.origin.y >= last
            {
                block = nil  // one reference, so the appends below do not copy the arrays
                current.tops.append(run.origin.y)
                current.texts.append(run.text)
                block = current
            } else {
                flush()
                block = LineBlock(
                    font: run.font, color: run.color, x: run.origin.x, tops: [run.origin.y],
                    texts: [run.text])
            }
        }
        flush()
        return pieces
    }

    /// The item's top and bottom; a clip change spans everything, so it is always kept.
    static func extent(of item: DrawItem, measurer: any TextMeasurer) -> ClosedRange<Double> {
        switch item {
        case .shape(let rect, _, _), .ellipse(let rect, _), .image(_, let rect),
            .face(let rect, _, _), .glass(let rect, _, _):
            return rect.y...max(rect.y, rect.maxY)
        case .text(let run):
            return run.origin.y...run.origin.y + max(0, measurer.lineHeight(of: run.font))
        case .line(let points, _):
            let ys = points.map(\.y)
            return (ys.min() ?? 0)...(ys.max() ?? 0)
        case .clip: return -Double.infinity...Double.infinity
        }
    }

    /// The piece as draw items, every line of it.
    var items: [DrawItem] {
        switch self {
        case .item(let item, _): return [item]
        case .lines(let block):
            return block.tops.indices.map {
                .text(
                    TextRun(
                        text: block.texts[$0], font: block.font, color: block.color,
                        origin: Point(x: block.x, y: block.tops[$0])))
            }
        }
    }
}
