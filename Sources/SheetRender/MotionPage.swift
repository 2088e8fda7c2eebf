import CSDL2
import Glibc
import SheetCore

/// The page as a software window shows it while the sheet moves, composed by the CPU in the
/// rows the sheet leaves uncovered, and nowhere else.
///
/// SDL's software renderer stretches or dims the whole page layer on every frame, although
/// the opaque sheet covers most of it during a drag. This keeps the page's pixels in memory
/// and writes only the rows a frame shows, straight into the surface the renderer draws on
/// (the window's own, which SDL then sends to the X server): scaled by nearest pixel with
/// SDL's own stepping, darkened with SDL's own rounding (`c × shade / 255`, truncated), so
/// the pixels are the ones SDL would draw, with no copy of them in between.
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
    /// Bumped when the page's pixels change.
    private(set) var generation = -1

    /// Bytes held: the page's pixels, their dimmed copy and each row's stretches.
    var bytes: Int {
        (source.capacity + dimmed.capacity + spans.capacity + rowSpans.capacity) * 4
    }

    /// Takes the page layer's pixels (read from `page`, drawn as `generation`).
    func load(
        from renderer: OpaquePointer, page: OpaquePointer, width: Int32, height: Int32,
        generation: Int
    ) -> Bool {
        if Int(width) != self.width || Int(height) != self.height || source.isEmpty {
            release()
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
        self.generation = generation
        return true
    }

    func release() {
        source = []
        dimmed = []
        dimmedShade = nil
        columns = []
        firstColumn = []
        columnsWidth = 0
        spans = []
        rowSpans = []
        width = 0
        height = 0
        generation = -1
    }

    /// Writes the page into `surface` (the one `renderer` draws on, in a format that holds
    /// the page's pixels as they are: ARGB8888 or XRGB8888) at `destination` (pixels),
    /// darkened to `shade`, only in the window rows `top..<bottom`; `steady` says the shade
    /// held since the last frame. What the renderer queued is drawn first. False when the
    /// surface is not one this writes into (the caller draws the page with SDL then).
    func draw(
        with renderer: OpaquePointer, into surface: UnsafeMutablePointer<SDL_Surface>,
        destination: SDL_Rect, shade: UInt8, steady: Bool, top: Int32, bottom: Int32
    ) -> Bool {
        guard !source.isEmpty, let pixels = surface.pointee.pixels,
            let format = surface.pointee.format,
            format.pointee.BytesPerPixel == 4, format.pointee.Rmask == 0x00FF_0000,
            format.pointee.Gmask == 0x0000_FF00, format.pointee.Bmask == 0x0000_00FF,
            destination.x >= 0, destination.y >= 0,
            Int64(destination.x) + Int64(destination.w) <= Int64(surface.pointee.w),
            Int64(destination.y) + Int64(destination.h) <= Int64(surface.pointee.h),
            destination.w <= Int32(width), destination.h <= Int32(height)
        else { return false }
        guard destination.w > 0, destination.h > 0 else { return true }
        let rows = min(destination.h, bottom - destination.y)
        let firstRow = max(0, top - destination.y)
        guard rows > firstRow else { return true }
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
        // What SDL queued (the background's fill) lands first: the page goes over it.
        SDL_RenderFlush(renderer)
        let stride = Int(surface.pointee.pitch / 4)
        let output =
            pixels.bindMemory(to: UInt32.self, capacity: stride * Int(surface.pointee.h))
            + Int(destination.y) * stride + Int(destination.x)
        let base = usesDimmed ? dimmed : source
        base.withUnsafeBufferPointer { input in
            if scaled {
                // The page's ground as `base` holds it: darkened in the dimmed copy.
                let fill = usesDimmed ? Self.darkened(ground, to: shade) : ground
                stretch(
                    input, into: output, stride: stride, size: destination,
                    rows: firstRow..<rows, ground: fill)
                if darkenAsComposed {
                    // Darkened after stretching: the same pixels, since darkening is per
                    // pixel. (Only a fade while scaling gets here; rare, so a second pass.)
                    for row in Int(firstRow)..<Int(rows) {
                        let line = output + row * stride
                        Self.darkenRow(line, line, count: Int(destination.w), shade: shade)
                    }
                }
            } else {
                // The colour the ground darkens to, worked out once a frame (not a row).
                let fill = darkenAsComposed ? Self.darkened(ground, to: shade) : ground
                for row in Int(firstRow)..<Int(rows) {
                    let from = input.baseAddress! + row * width
                    let to = output + row * stride
                    if darkenAsComposed {
                        darkenRow(row, from: from, to: to, shade: shade, fill: fill)
                    } else {
                        to.update(from: from, count: width)
                    }
                }
            }
        }
        return true
    }

    /// Nearest-pixel stretch of the page to `size`, rows `rows`, stepped as SDL's
    /// `SDL_SoftStretch` steps (16.16 fixed point, starting half a step in).
    ///
    /// A page is mostly its ground: each row is filled with `ground` (what the page's ground
    /// is in `input`: itself, or darkened), and only the columns that land in the source
    /// row's stretches of other pixels are looked up one by one.
    private func stretch(
        _ input: UnsafeBufferPointer<UInt32>, into output: UnsafeMutablePointer<UInt32>,
        stride: Int,
        size: SDL_Rect, rows: Range<Int32>, ground: UInt32
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
        var positionY = stepY / 2 &+ stepY &* UInt32(rows.lowerBound)
        columns.withUnsafeBufferPointer { map in
            firstColumn.withUnsafeBufferPointer { first in
                spans.withUnsafeBufferPointer { spans in
                    for row in Int(rows.lowerBound)..<Int(rows.upperBound) {
                        let sourceRow = min(Int(positionY >> 16), height - 1)
                        let from = input.baseAddress! + sourceRow * width
                        let to = output + row * stride
                        Self.fill(to, with: ground, count: map.count)
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
        let fill = Self.darkened(ground, to: shade)
        source.withUnsafeBufferPointer { input in
            dimmed.withUnsafeMutableBufferPointer { output in
                for row in dimmedRows..<rows {
                    darkenRow(
                        row, from: input.baseAddress! + row * width,
                        to: output.baseAddress! + row * width, shade: shade, fill: fill)
                }
            }
        }
        dimmedRows = rows
    }

    /// Each colour channel × `shade` / 255, truncated, as SDL's modulating blit computes it;
    /// alpha kept (`sheetlab_darken`: four pixels at a time, or eight where the CPU has AVX2).
    @inline(__always)
    static func darkenRow(
        _ from: UnsafePointer<UInt32>, _ to: UnsafeMutablePointer<UInt32>, count: Int, shade: UInt8
    ) {
        if hasWideLanes {
            sheetlab_darken_wide(from, to, count, shade)
        } else {
            sheetlab_darken(from, to, count, shade)
        }
    }

    /// Whether the CPU runs AVX2 (asked once).
    static let hasWideLanes = sheetlab_cpu_has_avx2() != 0

    /// `count` pixels from `to` on set to `value`: a short run one by one (the gaps between a
    /// line's glyphs), a long one by glibc's wide-character fill, which writes eight pixels an
    /// instruction where the CPU allows (a page's rows are mostly one colour).
    @inline(__always)
    static func fill(_ to: UnsafeMutablePointer<UInt32>, with value: UInt32, count: Int) {
        guard count >= 32 else {
            for index in 0..<max(count, 0) { to[index] = value }
            return
        }
        to.withMemoryRebound(to: wchar_t.self, capacity: count) { wide in
            _ = wmemset(wide, wchar_t(bitPattern: value), count)
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

    /// Row `row` of the page darkened to `shade`: the ground left of its first stretch of
    /// other pixels and right of its last is filled with `fill`, the one colour the ground
    /// darkens to (a page is mostly ground), and everything between darkened eight or four
    /// pixels at a time (ground darkens to that colour too: a line of glyphs is many short
    /// stretches, each too short to darken apart).
    @inline(__always)
    private func darkenRow(
        _ row: Int, from: UnsafePointer<UInt32>, to: UnsafeMutablePointer<UInt32>, shade: UInt8,
        fill: UInt32
    ) {
        let first = Int(rowSpans[row])
        let last = Int(rowSpans[row + 1]) - 1
        guard last >= first else { return Self.fill(to, with: fill, count: width) }
        let start = Int(spans[first &* 2])
        let end = Int(spans[last &* 2 &+ 1])
        Self.fill(to, with: fill, count: start)
        Self.darkenRow(from + start, to + start, count: end &- start, shade: shade)
        Self.fill(to + end, with: fill, count: width &- end)
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
