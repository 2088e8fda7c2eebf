import SheetCore

/// The thumbnails of `--filmstrip`, kept against a fixed pixel budget whatever the window:
/// each frame is shrunk to fit `thumbnailBox`, so a strip of `limit` frames in rows of
/// `columns` stays within the drawable limit, and the pixels kept are at most `limit` boxes.
/// A 16384² window once kept 1365² pixels a thumbnail: 2.1 GB, and a 19376 px wide strip.
package struct FilmStrip {
    /// Frames a strip holds at most: 18 rows of 20.
    package static let limit = 360
    /// Thumbnails in a row of the strip.
    package static let columns = 20
    /// Rows a full strip takes: `limit` frames, `columns` a row, the last row maybe short.
    package static let rows = (limit + columns - 1) / columns
    /// Pixels between thumbnails.
    package static let gap = 4
    /// The largest thumbnail, in pixels: 20 of them across and 18 down, with the gaps, stay
    /// within 8192 px a side (8076 × 8168).
    package static let thumbnailBox = (width: 400, height: 450)
    /// The largest `--filmstrip-every` (from the flag's own range).
    package static let largestEvery: Int = {
        if case .integer(let range) = Flag.named(.filmstripEvery).kind { return range.upperBound }
        return 1
    }()

    /// The frames kept so far, shrunk, in replay order.
    package private(set) var thumbnails: [Image] = []
    /// Pixels held by the thumbnails: at most `limit` × the box's.
    package private(set) var pixelsKept = 0

    /// An empty strip.
    package init() {}

    /// Whether the strip holds as many frames as it can.
    package var isFull: Bool { thumbnails.count >= Self.limit }

    /// The whole factor a frame of `width` × `height` pixels is shrunk by: a third (a sixth
    /// when wider than 600 px, a window drawn at 2× or more), or more to fit the box.
    package static func reduction(width: Int, height: Int) -> Int {
        let usual = width > 600 ? 6 : 3
        let across = (width + thumbnailBox.width - 1) / thumbnailBox.width
        let down = (height + thumbnailBox.height - 1) / thumbnailBox.height
        return max(usual, across, down)
    }

    /// The thumbnail's size for a frame of `width` × `height` pixels (as `Image.scaledDown`).
    package static func thumbnailSize(width: Int, height: Int) -> (width: Int, height: Int) {
        let factor = reduction(width: width, height: height)
        return (max(1, width / factor), max(1, height / factor))
    }

    /// Adds a frame's thumbnail; false (keeping nothing) once the strip is full.
    @discardableResult
    package mutating func add(_ frame: Image) -> Bool {
        guard !isFull else { return false }
        let factor = Self.reduction(width: frame.width, height: frame.height)
        let thumbnail = frame.scaledDown(by: factor)
        thumbnails.append(thumbnail)
        pixelsKept += thumbnail.width * thumbnail.height
        return true
    }

    /// The strip: the thumbnails in rows of `columns`.
    package var image: Image { Image.grid(thumbnails, columns: Self.columns, gap: Self.gap) }

    /// Why a replay of `frames` frames (a bound, idle frames included: a strip is on an even
    /// time axis) cannot have a strip of every `every`th frame, or nil when it can. The
    /// advice names a value that `--filmstrip-every` accepts and that fits, or says none does.
    package static func refusal(frames: Int, every: Int) -> String? {
        let count = frames / every + 1
        guard count > limit else { return nil }
        // The least n with frames / n + 1 <= limit.
        let needed = frames / limit + 1
        guard needed <= largestEvery else {
            let seconds = Format.number(Double(frames) / Replay.frameRate, decimals: 0)
            let span = Double(limit * largestEvery) / Replay.frameRate / 60
            return "\(flag: .filmstrip): this trace may run \(seconds) s (\(frames) frames), "
                + "too long "
                + "for a film strip: it holds \(limit) frames, one every \(largestEvery)th at "
                + "most (about \(Format.number(span, decimals: 0)) minutes); plot it instead: "
                + "SheetDesktop plot TRACE --out FILE.png"
        }
        return "\(flag: .filmstripEvery) \(every): this trace may give \(count) film strip frames, "
            + "more than the \(limit) a strip holds; use \(flag: .filmstripEvery) \(needed) or more"
    }
}
