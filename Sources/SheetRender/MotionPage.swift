import CSDL2
import SheetCore

/// The page as a software window shows it while the sheet moves, composed by the CPU in the
/// rows the sheet leaves uncovered, and nowhere else.
///
/// SDL's software renderer stretches or dims the whole page layer on every frame, although
/// the opaque sheet covers most of it during a drag. This keeps the page's pixels in memory
/// and writes only the visible rows into a streaming texture: scaled by nearest pixel with
/// SDL's own stepping, darkened with SDL's own rounding (`c × shade / 255`, truncated), so
/// the pixels are the ones SDL would draw. A card-scaled page is prepared once per scale step
/// (destination size) and shade, and reused while those hold.
final class MotionPage {
    /// The undimmed page, ARGB8888, `width` × `height`.
    private var source: [UInt32] = []
    /// The page darkened to `dimmedShade` (built once per shade that holds).
    private var dimmed: [UInt32] = []
    private var dimmedShade: UInt8?
    /// How many rows of `dimmed`, from the top, hold the page darkened to `dimmedShade`.
    private var dimmedRows = 0
    private(set) var width = 0
    private(set) var height = 0
    /// The composed rows, `width` apart, in `format` (ARGB8888 or XRGB8888: the same pixels
    /// as written here, alpha aside).
    private var texture: OpaquePointer?
    private var format = SDL_PIXELFORMAT_ARGB8888.rawValue
    /// The page's ground: its bottom-right pixel, the colour most of a page is (opaque white,
    /// or black with `--appearance dark`).
    private var ground: UInt32 = 0xFFFF_FFFF
    /// Each row's stretches of pixels other than the ground, as start and end columns:
    /// row r's are `spans[2 × rowSpans[r] ..< 2 × rowSpans[r + 1]]`.
    private var spans: [Int32] = []
    private var rowSpans: [Int32] = []
    /// Source column of each destination column for the current scale step.
    private var columns: [Int32] = []
    /// For each source column (and one past the last), the first destination column that
    /// shows it or a later one.
    private var firstColumn: [Int32] = []
    /// The destination width `columns` and `firstColumn` were made for.
    private var columnsWidth: Int32 = 0
    /// What the texture holds: destination size, shade and rows composed.
    private var prepared: (width: Int32, height: Int32, shade: UInt8, rows: Int32)?
    /// Bumped when the page's pixels change.
    private(set) var generation = -1

    /// Bytes held: the page's pixels, their dimmed copy and the texture.
    var bytes: Int {
        (source.capacity + dimmed.capacity + spans.capacity + rowSpans.capacity
            + (texture == nil ? 0 : width * height)) * 4
    }

    /// Takes the page layer's pixels (read from `page`, drawn as `generation`); composes them
    /// into a texture of `format`, the output's.
    func load(
        from renderer: OpaquePointer, page: OpaquePointer, width: Int32, height: Int32,
        format: UInt32,
        generation: Int
    ) -> Bool {
        if Int(width) != self.width || Int(height) != self.height || texture == nil
            || format != self.format
        {
            release()
            guard
                let made = SDL_CreateTexture(
                    renderer, format, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
            else { return false }
            self.format = format
            SDL_SetTextureBlendMode(made, SDL_BLENDMODE_NONE)
            texture = made
            self.width = Int(width)
            self.height = Int(height)
            Memory.requirePixels(self.width, self.height, for: "the page in motion")
            source = [UInt32](repeating: 0, count: self.width * self.height)
            columns.reserveCapacity(self.width)
            firstColumn.reserveCapacity(self.width + 1)
        }
        SDL_SetRenderTarget(renderer, page)
        let read = source.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(
                renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, width * 4)
        }
        SDL_SetRenderTarget(renderer, nil)
        guard read == 0 else {
            release()
            return false
        }
        findSpans()
        dimmedShade = nil
        prepared = nil
        self.generation = generation
        return true
    }

    func release() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        source = []
        dimmed = []
        dimmedShade = nil
        columns = []
        firstColumn = []
        columnsWidth = 0
        spans = []
        rowSpans = []
        prepared = nil
        width = 0
        height = 0
        generation = -1
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
    }

    /// Draws the page into `destination` (pixels), darkened to `shade`, only in its rows above
    /// `bottom` (window pixels); `steady` says the shade held since the last frame.
    func draw(
        with renderer: OpaquePointer, destination: SDL_Rect, shade: UInt8, steady: Bool,
        bottom: Int32
    ) {
        guard let texture, destination.w > 0, destination.h > 0 else { return }
        let rows = min(destination.h, bottom - destination.y)
        guard rows > 0 else { return }
        let scaled = destination.w != Int32(width) || destination.h != Int32(height)
        // A shade that holds is cached darkened (as the renderer caches its dimmed layer);
        // a changing one is applied while composing.
        if shade != 255 {
            if steady, dimmedShade != shade {
                dimmedShade = shade
                dimmedRows = 0
            }
            // Only the rows this frame reads, each darkened once for the shade: unscaled, those
            // above the sheet (the rest may never show before the shade changes again); scaled,
            // all of them. (A shade come back to, with the sheet lower, needs more rows.)
            if dimmedShade == shade { darkenPage(shade: shade, rows: scaled ? height : Int(rows)) }
        }
        let darkenAsComposed = shade != 255 && dimmedShade != shade
        let usesDimmed = shade != 255 && dimmedShade == shade
        let base = usesDimmed ? dimmed : source
        if let prepared, prepared.width == destination.w, prepared.height == destination.h,
            prepared.shade == shade, prepared.rows >= rows, !darkenAsComposed
        {
            // The same scale step and shade: the rows are there already.
        } else {
            var pixels: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            var area = SDL_Rect(x: 0, y: 0, w: destination.w, h: rows)
            guard SDL_LockTexture(texture, &area, &pixels, &pitch) == 0, let pixels else { return }
            let output = pixels.bindMemory(to: UInt32.self, capacity: Int(pitch / 4) * Int(rows))
            let stride = Int(pitch / 4)
            base.withUnsafeBufferPointer { input in
                if scaled {
                    // The page's ground as `base` holds it: darkened in the dimmed copy.
                    let fill = usesDimmed ? Self.darkened(ground, to: shade) : ground
                    stretch(
                        input, into: output, stride: stride, size: destination, rows: rows,
                        ground: fill)
                } else {
                    for row in 0..<Int(rows) {
                        let from = input.baseAddress! + row * width
                        let to = output + row * stride
                        if darkenAsComposed {
                            darkenRow(row, from: from, to: to, shade: shade)
                        } else {
                            to.update(from: from, count: width)
                        }
                    }
                }
            }
            SDL_UnlockTexture(texture)
            prepared = darkenAsComposed ? nil : (destination.w, destination.h, shade, rows)
            if scaled && darkenAsComposed {
                // Darkened after stretching: the same pixels, since darkening is per pixel.
                // (Only a fade while scaling gets here; rare, so done in a second pass.)
                var again: UnsafeMutableRawPointer?
                var pitch2: Int32 = 0
                guard SDL_LockTexture(texture, &area, &again, &pitch2) == 0, let again else {
                    return
                }
                let out = again.bindMemory(to: UInt32.self, capacity: Int(pitch2 / 4) * Int(rows))
                for row in 0..<Int(rows) {
                    let line = out + row * Int(pitch2 / 4)
                    Self.darkenRow(line, line, count: Int(destination.w), shade: shade)
                }
                SDL_UnlockTexture(texture)
            }
        }
        var from = SDL_Rect(x: 0, y: 0, w: destination.w, h: rows)
        var to = SDL_Rect(x: destination.x, y: destination.y, w: destination.w, h: rows)
        SDL_RenderCopy(renderer, texture, &from, &to)
    }

    /// Nearest-pixel stretch of the page to `size`, rows `0..<rows`, stepped as SDL's
    /// `SDL_SoftStretch` steps (16.16 fixed point, starting half a step in).
    ///
    /// A page is mostly its ground: each row is filled with `ground` (what the page's ground
    /// is in `input`: itself, or darkened), and only the columns that land in the source
    /// row's stretches of other pixels are looked up one by one.
    private func stretch(
        _ input: UnsafeBufferPointer<UInt32>, into output: UnsafeMutablePointer<UInt32>,
        stride: Int,
        size: SDL_Rect, rows: Int32, ground: UInt32
    ) {
        let stepX = UInt32((UInt64(width) << 16) / UInt64(size.w))
        let stepY = UInt32((UInt64(height) << 16) / UInt64(size.h))
        if columnsWidth != size.w {
            columnsWidth = size.w
            columns.removeAll(keepingCapacity: true)
            var position = stepX / 2
            for _ in 0..<Int(size.w) {
                columns.append(Int32(min(Int(position >> 16), width - 1)))
                position &+= stepX
            }
            // The first destination column at or after each source column (the map rises).
            firstColumn.removeAll(keepingCapacity: true)
            var destination = 0
            for source in 0...width {
                while destination < columns.count, Int(columns[destination]) < source {
                    destination += 1
                }
                firstColumn.append(Int32(destination))
            }
        }
        var positionY = stepY / 2
        columns.withUnsafeBufferPointer { map in
            firstColumn.withUnsafeBufferPointer { first in
                spans.withUnsafeBufferPointer { spans in
                    for row in 0..<Int(rows) {
                        let sourceRow = min(Int(positionY >> 16), height - 1)
                        let from = input.baseAddress! + sourceRow * width
                        let to = output + row * stride
                        to.update(repeating: ground, count: map.count)
                        for span in Int(rowSpans[sourceRow])..<Int(rowSpans[sourceRow + 1]) {
                            let start = Int(first[Int(spans[span &* 2])])
                            let end = Int(first[Int(spans[span &* 2 &+ 1])])
                            for column in start..<end { to[column] = from[Int(map[column])] }
                        }
                        positionY &+= stepY
                    }
                }
            }
        }
    }

    /// The page's rows `dimmedRows..<rows` darkened to `shade`, into `dimmed` (the rows above
    /// are darkened already).
    private func darkenPage(shade: UInt8, rows: Int) {
        let rows = min(rows, height)
        guard rows > dimmedRows else { return }
        if dimmed.count != source.count {
            Memory.requirePixels(width, height, for: "the dimmed page in motion")
            dimmed = [UInt32](repeating: 0, count: source.count)
        }
        source.withUnsafeBufferPointer { input in
            dimmed.withUnsafeMutableBufferPointer { output in
                for row in dimmedRows..<rows {
                    darkenRow(
                        row, from: input.baseAddress! + row * width,
                        to: output.baseAddress! + row * width, shade: shade)
                }
            }
        }
        dimmedRows = rows
    }

    /// Each colour channel × `shade` / 255, truncated, as SDL's modulating blit computes it;
    /// alpha kept. Red and blue in one multiply (16 bits apart), and x / 255 as
    /// (x + 1 + x >> 8) >> 8, exact for every product of two bytes.
    @inline(__always)
    static func darkenRow(
        _ from: UnsafePointer<UInt32>, _ to: UnsafeMutablePointer<UInt32>, count: Int, shade: UInt8
    ) {
        let s = UInt32(shade)
        for index in 0..<count {
            let pixel = from[index]
            let redBlue = (pixel & 0x00FF_00FF) &* s
            let green = ((pixel >> 8) & 0xFF) &* s
            let redBlueDivided =
                ((redBlue &+ 0x0001_0001 &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            let greenDivided = ((green &+ 1 &+ (green >> 8)) >> 8) & 0xFF
            to[index] = (pixel & 0xFF00_0000) | redBlueDivided | (greenDivided << 8)
        }
    }

    /// One pixel darkened to `shade`, as `darkenRow` darkens each (opaque white: exactly
    /// shade in each channel).
    static func darkened(_ pixel: UInt32, to shade: UInt8) -> UInt32 {
        var from = pixel
        var to: UInt32 = 0
        darkenRow(&from, &to, count: 1, shade: shade)
        return to
    }

    /// Row `row` of the page darkened to `shade`: its stretches of ground are filled with the
    /// one colour the ground darkens to (a page is mostly ground), the rest darkened pixel by
    /// pixel.
    @inline(__always)
    private func darkenRow(
        _ row: Int, from: UnsafePointer<UInt32>, to: UnsafeMutablePointer<UInt32>, shade: UInt8
    ) {
        let fill = Self.darkened(ground, to: shade)
        var column = 0
        spans.withUnsafeBufferPointer { spans in
            for span in Int(rowSpans[row])..<Int(rowSpans[row + 1]) {
                let start = Int(spans[span &* 2])
                let end = Int(spans[span &* 2 &+ 1])
                (to + column).update(repeating: fill, count: start &- column)
                Self.darkenRow(from + start, to + start, count: end &- start, shade: shade)
                column = end
            }
        }
        (to + column).update(repeating: fill, count: width - column)
    }

    /// Finds the page's ground and each row's stretches of pixels that are not it.
    private func findSpans() {
        spans.removeAll(keepingCapacity: true)
        rowSpans.removeAll(keepingCapacity: true)
        let ground = source.last ?? 0xFFFF_FFFF
        self.ground = ground
        source.withUnsafeBufferPointer { pixels in
            for row in 0..<height {
                rowSpans.append(Int32(spans.count / 2))
                var column = 0
                while column < width {
                    while column < width, pixels[row * width + column] == ground {
                        column += 1
                    }
                    guard column < width else { break }
                    let start = column
                    while column < width, pixels[row * width + column] != ground {
                        column += 1
                    }
                    spans.append(Int32(start))
                    spans.append(Int32(column))
                }
            }
            rowSpans.append(Int32(spans.count / 2))
        }
    }
}
