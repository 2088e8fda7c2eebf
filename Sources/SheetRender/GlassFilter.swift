import CSDL2
import SheetCore

/// The arithmetic of glass, on raw buffers (`GlassWork`): shrink the pixels read from beneath,
/// blur them with three box passes, tone them, and compose them back over what they were with
/// the shape's anti-aliased coverage. Channels are red, green, blue interleaved, 0…255.
enum GlassFilter {
    /// A rectangle of pixels.
    struct Region {
        var left: Int
        var top: Int
        var width: Int
        var height: Int
    }

    /// How a glass is blurred at a density: its sigma (pixels), how far it reads around its
    /// frame (`Glass.reach`, pixels), the blocks it shrinks the pixels into and the radius of
    /// the three box passes over them.
    struct Plan {
        let sigma: Double
        let margin: Int
        let step: Int
        let box: Int
        /// Every how many pixels of a block are read: every other of a block 4 or more wide,
        /// every third at 3x (the blur after it spreads far wider than the gaps).
        let skip: Int

        init(glass: Glass, density: Double) {
            sigma = max(0, glass.blur) * density
            margin = Int((glass.reach * density).rounded(.down))
            // Shrunk by `step` so the blur is a few small pixels wide, whatever the density.
            // (Never full size for a blur of more than a pixel and a half: a box pass over
            // every pixel costs far more than the blur shows.)
            step = sigma >= 1.5 ? max(2, Int(sigma / 3)) : 1
            let smallSigma = sigma / Double(step)
            // Three boxes and the shrinking's blocks (aligned down: one more) reach
            // step × (3 × box + 3) pixels: never past the margin read.
            let fitted = Int(
                (((1 + 4 * smallSigma * smallSigma).squareRoot() - 1) / 2).rounded())
            box = max(0, min(fitted, (margin / step - 3) / 3))
            skip = step >= 4 ? max(2, Int(density)) : 1
        }
    }

    /// The tone of glass over a page darkened to `shade` (`GlassField`), as `glass.h` takes
    /// it: the gain left (× 65536) and what each channel gains (× 256, with 128 for rounding).
    struct Tone {
        let gain: UInt16
        let red: UInt16
        let green: UInt16
        let blue: UInt16

        /// Nil where the gain reaches 1 (no glass SheetLab draws: its gain is under a third).
        init?(glass: Glass, shade: UInt8) {
            let opacity = glass.opacity
            let k = glass.gain * (1 - opacity) * Double(shade) / 255
            guard k >= 0, k < 1 else { return nil }
            gain = UInt16(min((k * 65536).rounded(), 65535))
            let lift = glass.lift * 255 * (1 - opacity)
            func base(_ surface: UInt8) -> UInt16 {
                UInt16(
                    clamp((Double(surface) * opacity + lift) * 256 + 128, 0, 65535).rounded(.down))
            }
            red = base(glass.surface.red)
            green = base(glass.surface.green)
            blue = base(glass.surface.blue)
        }
    }

    /// Averages each `step`×`step` block of `source` (`width`×`height`, rows `stride` pixels
    /// apart) into `small`, reading every `skip`th row and column of each block (the blur that
    /// follows spreads far wider than the gaps).
    static func shrink(
        _ source: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int, step: Int,
        skip: Int, into small: UnsafeMutablePointer<Float>, smallWidth: Int, smallHeight: Int
    ) {
        let skip = max(1, min(skip, step))
        small.update(repeating: 0, count: smallWidth * smallHeight * 3)
        var y = 0
        while y < height {
            let row = source + y * stride
            let target = small + (y / step) * smallWidth * 3
            var start = 0
            var block = 0
            while start < width {
                let end = min(width, start + step)
                var red: UInt32 = 0
                var green: UInt32 = 0
                var blue: UInt32 = 0
                var x = start
                while x < end {
                    let pixel = row[x]
                    red &+= (pixel >> 16) & 0xFF
                    green &+= (pixel >> 8) & 0xFF
                    blue &+= pixel & 0xFF
                    x += skip
                }
                target[block] += Float(red)
                target[block + 1] += Float(green)
                target[block + 2] += Float(blue)
                block += 3
                start = end
            }
            y += y % step + skip < step ? skip : step - y % step
        }
        for smallY in 0..<smallHeight {
            let rows = min(step, height - smallY * step)
            let target = small + smallY * smallWidth * 3
            for smallX in 0..<smallWidth {
                let columns = min(step, width - smallX * step)
                let samples = ((rows + skip - 1) / skip) * ((columns + skip - 1) / skip)
                let share = 1 / Float(samples)
                target[smallX * 3] *= share
                target[smallX * 3 + 1] *= share
                target[smallX * 3 + 2] *= share
            }
        }
    }

    /// Three box passes of `radius` along rows, then along columns; the edges repeat their
    /// last pixel. `line` holds a row or column.
    static func blur(
        _ small: UnsafeMutablePointer<Float>, width: Int, height: Int, radius: Int,
        line: UnsafeMutablePointer<Float>
    ) {
        for _ in 0..<3 {
            for y in 0..<height {
                boxPass(small + y * width * 3, stride: 3, count: width, radius, line)
            }
            for x in 0..<width {
                boxPass(small + x * 3, stride: width * 3, count: height, radius, line)
            }
        }
    }

    /// One box pass over `count` pixels from `start`, `stride` floats apart.
    private static func boxPass(
        _ start: UnsafeMutablePointer<Float>, stride: Int, count: Int, _ radius: Int,
        _ line: UnsafeMutablePointer<Float>
    ) {
        let last = count - 1
        let scale = 1 / Float(2 * radius + 1)
        var red: Float = 0
        var green: Float = 0
        var blue: Float = 0
        for index in -radius...radius {
            let at = start + min(max(index, 0), last) * stride
            red += at[0]
            green += at[1]
            blue += at[2]
        }
        for index in 0..<count {
            line[index * 3] = red * scale
            line[index * 3 + 1] = green * scale
            line[index * 3 + 2] = blue * scale
            let entering = start + min(index + radius + 1, last) * stride
            let leaving = start + max(index - radius, 0) * stride
            red += entering[0] - leaving[0]
            green += entering[1] - leaving[1]
            blue += entering[2] - leaving[2]
        }
        for index in 0..<count {
            let at = start + index * stride
            at[0] = line[index * 3]
            at[1] = line[index * 3 + 1]
            at[2] = line[index * 3 + 2]
        }
    }

    /// The glass's tone over each of `count` blurred pixels, mixed with its opaque surface.
    static func tone(_ small: UnsafeMutablePointer<Float>, count: Int, glass: Glass) {
        let saturation = Float(glass.saturation)
        let gain = Float(glass.gain) * (1 - Float(glass.opacity))
        let opacity = Float(glass.opacity)
        let lift = Float(glass.lift * 255) * (1 - opacity)
        let red = Float(glass.surface.red) * opacity + lift
        let green = Float(glass.surface.green) * opacity + lift
        let blue = Float(glass.surface.blue) * opacity + lift
        for index in 0..<count {
            let pixel = small + index * 3
            let luma = 0.2126 * pixel[0] + 0.7152 * pixel[1] + 0.0722 * pixel[2]
            let grey = luma * (1 - saturation)
            pixel[0] = min(255, max(0, (grey + saturation * pixel[0]) * gain + red))
            pixel[1] = min(255, max(0, (grey + saturation * pixel[1]) * gain + green))
            pixel[2] = min(255, max(0, (grey + saturation * pixel[2]) * gain + blue))
        }
    }

    /// Composes the toned image over what lies beneath in `region`, each pixel by the
    /// shape's coverage there (`frame` and `radii` in pixels, continuous radii as their
    /// reach). `beneath` and `out` point at the region's top-left pixel, rows `beneathStride`
    /// and `outStride` pixels apart (they may be the same memory: each pixel is read before it
    /// is written); `source` is where the shrunk image's first block starts.
    static func compose(
        _ buffers: GlassWork.Buffers, frame: Rect, radii: CornerRadii, region: Region,
        source: Region, step: Int, smallWidth: Int, smallHeight: Int,
        beneath: UnsafePointer<UInt32>, beneathStride: Int,
        out: UnsafeMutablePointer<UInt32>, outStride: Int, pairs: Bool = false
    ) {
        let scale = 1 / Double(step)
        // With `pairs` (2x and over) the glass inside the shape is worked out once for each
        // two by two pixels (the even row and column's, so any rows drawn give the same
        // pixels): a field blurred over dozens of pixels shows no difference.
        let pair = pairs ? 1 : 0
        // Each column's place in the shrunk image, once: its block's left neighbour and the
        // share (of 256) of the one on its right.
        for column in 0..<region.width {
            let x = region.left + column
            let (x0, share) = block(x - (x & pair) - source.left, scale: scale, count: smallWidth)
            buffers.columns[column] = Int32(x0 * 3)
            buffers.shares[column] = Int32((share * 256).rounded())
        }
        let fixed = buffers.fixed
        var interpolated = -1
        for row in 0..<region.height {
            let y = region.top + row
            // The shrunk image between its two rows around this one, in fixed point.
            let sampleY = y - (y & pair)
            if sampleY != interpolated {
                interpolated = sampleY
                interpolate(
                    buffers, sampleY: sampleY, source: source, scale: scale,
                    smallWidth: smallWidth, smallHeight: smallHeight)
            }
            let under = beneath + row * beneathStride
            let target = out + row * outStride
            @inline(__always) func glassAt(_ column: Int) -> (Int32, Int32, Int32) {
                let at = Int(buffers.columns[column])
                let fx = buffers.shares[column]
                let red = fixed[at] &+ ((fixed[at + 3] &- fixed[at]) &* fx) &>> 8
                let green = fixed[at + 1] &+ ((fixed[at + 4] &- fixed[at + 1]) &* fx) &>> 8
                let blue = fixed[at + 2] &+ ((fixed[at + 5] &- fixed[at + 2]) &* fx) &>> 8
                return (red, green, blue)
            }
            let spans = SampleSpans(frame: frame, radii: radii, y: y)
            // Wholly inside on every sample line: no coverage to work out.
            let firstInside = min(
                region.width, max(0, Int(spans.innerLeft.rounded(.up)) - region.left))
            let endInside = max(
                firstInside,
                min(region.width, Int(spans.innerRight.rounded(.down)) - region.left))
            var column = firstInside
            while column < endInside {
                let (red, green, blue) = glassAt(column)
                // 0…65280 each: the top byte of each is the channel.
                let pixel =
                    0xFF00_0000 | UInt32(truncatingIfNeeded: red &>> 8) << 16
                    | UInt32(truncatingIfNeeded: green &>> 8) << 8
                    | UInt32(truncatingIfNeeded: blue &>> 8)
                target[column] = pixel
                // The odd column beside an even one is the same (the column table says so).
                if pair == 1, (region.left + column) & 1 == 0, column + 1 < endInside {
                    target[column + 1] = pixel
                    column += 2
                } else {
                    column += 1
                }
            }
            // The edges: each pixel by how much of it the shape covers.
            for column in EdgeColumns(firstInside, endInside, region.width) {
                let coverage = spans.coverage(ofPixel: region.left + column)
                let below = under[column]
                guard coverage > 0 else {
                    target[column] = below
                    continue
                }
                let (red, green, blue) = glassAt(column)
                target[column] = mix(
                    below, (red, green, blue), cover: Int32((coverage * 256).rounded()))
            }
        }
    }

    /// Fills `buffers.fixed` with the shrunk image between its two rows around output row
    /// `sampleY`, in fixed point (× 256), its last pixel repeated once past its end.
    private static func interpolate(
        _ buffers: GlassWork.Buffers, sampleY: Int, source: Region, scale: Double,
        smallWidth: Int, smallHeight: Int
    ) {
        let (y0, share) = block(sampleY - source.top, scale: scale, count: smallHeight)
        let y1 = min(y0 + 1, smallHeight - 1)
        let fy = Float(share)
        let upper = buffers.small + y0 * smallWidth * 3
        let lower = buffers.small + y1 * smallWidth * 3
        let fixed = buffers.fixed
        for index in 0..<(smallWidth * 3) {
            fixed[index] = Int32((upper[index] + (lower[index] - upper[index]) * fy) * 256)
        }
        // Past the last block: its own value (a column there takes no share of it).
        fixed[smallWidth * 3] = fixed[smallWidth * 3 - 3]
        fixed[smallWidth * 3 + 1] = fixed[smallWidth * 3 - 2]
        fixed[smallWidth * 3 + 2] = fixed[smallWidth * 3 - 1]
    }

    /// The columns of a row outside `first..<end`, of `width`: the edges the composing
    /// works out coverage for (no array: a frame allocates nothing).
    struct EdgeColumns: Sequence, IteratorProtocol {
        var column = 0
        let first: Int
        let end: Int
        let width: Int

        init(_ first: Int, _ end: Int, _ width: Int) {
            self.first = first
            self.end = end
            self.width = width
        }

        mutating func next() -> Int? {
            if column == first { column = end }
            guard column < width else { return nil }
            defer { column += 1 }
            return column
        }
    }

    /// Where a rounded rectangle `frame` (pixels; continuous radii as their reach) starts and
    /// ends along the line `y`; an empty span outside it.
    static func edges(of frame: Rect, radii: CornerRadii, atY y: Double) -> (Double, Double) {
        guard y >= frame.y, y <= frame.maxY else { return (0, -1) }
        var left = frame.x
        var right = frame.maxX
        let fromTop = y - frame.y
        let fromBottom = frame.maxY - y
        if fromTop < radii.topLeft {
            left = frame.x + inset(radii.topLeft, radii.continuous, depth: fromTop)
        } else if fromBottom < radii.bottomLeft {
            left = frame.x + inset(radii.bottomLeft, radii.continuous, depth: fromBottom)
        }
        if fromTop < radii.topRight {
            right = frame.maxX - inset(radii.topRight, radii.continuous, depth: fromTop)
        } else if fromBottom < radii.bottomRight {
            right = frame.maxX - inset(radii.bottomRight, radii.continuous, depth: fromBottom)
        }
        return (left, right)
    }

    /// How far in from its side a corner of `reach` pixels starts, `depth` pixels from its
    /// top (or bottom) edge.
    static func inset(_ reach: Double, _ continuous: Bool, depth: Double) -> Double {
        guard reach > 0 else { return 0 }
        let t = min(max(depth / reach, 0), 1)
        guard continuous else {
            let from = 1 - t
            return reach * (1 - (max(0, 1 - from * from)).squareRoot())
        }
        // The curve from (1, 0) to (0, 1), y rising: interpolate x at y = t.
        return GlassWork.unitContinuous.withUnsafeBufferPointer { curve in
            var index = 1
            while index < curve.count - 1, curve[index].y < t { index += 1 }
            let a = curve[index - 1]
            let b = curve[index]
            let share = b.y > a.y ? (t - a.y) / (b.y - a.y) : 1
            return reach * (a.x + (b.x - a.x) * min(max(share, 0), 1))
        }
    }

    /// One row `y` of glass over the page (`GlassField`), `width` pixels from the window's
    /// left: the page darkened to `shade` outside the shape, the glass toned from `field`
    /// inside it, and the two mixed by the shape's coverage along its edges.
    static func composeRow(
        y: Int, frame: Rect, radii: CornerRadii, width: Int, page: UnsafePointer<UInt32>,
        field: UnsafePointer<UInt32>, out: UnsafeMutablePointer<UInt32>, shade: UInt8,
        tone: Tone
    ) {
        let spans = SampleSpans(frame: frame, radii: radii, y: y)
        // Where any sample line meets the shape: outside it, the page alone.
        guard let (outerLeft, outerRight) = spans.outer else {
            MotionPage.darkenRow(page, out, count: width, shade: shade)
            return
        }
        let first = min(width, max(0, Int(outerLeft.rounded(.down))))
        let end = max(first, min(width, Int(outerRight.rounded(.up))))
        // Wholly inside on every sample line: the glass alone.
        let firstInside = min(end, max(first, Int(spans.innerLeft.rounded(.up))))
        let endInside = max(firstInside, min(end, Int(spans.innerRight.rounded(.down))))
        if first > 0 { MotionPage.darkenRow(page, out, count: first, shade: shade) }
        if end < width {
            MotionPage.darkenRow(page + end, out + end, count: width - end, shade: shade)
        }
        if endInside > firstInside {
            sheetlab_glass_tone(
                field + firstInside, out + firstInside, endInside - firstInside, tone.gain,
                tone.red, tone.green, tone.blue)
        }
        var column = first
        while column < end {
            if column == firstInside, endInside > firstInside {
                column = endInside
                continue
            }
            let coverage = spans.coverage(ofPixel: column)
            let below = MotionPage.darkened(page[column], to: shade)
            guard coverage > 0 else {
                out[column] = below
                column += 1
                continue
            }
            let glass = sheetlab_glass_pixel(
                field[column], tone.gain, tone.red, tone.green, tone.blue)
            func channel(_ shift: UInt32) -> Int32 {
                Int32(truncatingIfNeeded: (glass >> shift) & 0xFF) &* 256
            }
            out[column] = mix(
                below, (channel(16), channel(8), channel(0)),
                cover: Int32((coverage * 256).rounded()))
            column += 1
        }
    }

    /// Where output position `position` (a column or row, from the sampled area's start) falls
    /// among `count` blocks of `1 / scale` pixels: the block on its left (or above) and the
    /// share (0…1) of the next one's value it takes (none past the last block).
    static func block(_ position: Int, scale: Double, count: Int) -> (Int, Double) {
        let small = (Double(position) + 0.5) * scale - 0.5
        let index = min(max(Int(small.rounded(.down)), 0), count - 1)
        return (index, index + 1 < count ? min(max(small - Double(index), 0), 1) : 0)
    }

    /// `below` mixed with a glass colour (each channel 0…65280, the top byte the channel's
    /// value) by `cover` of 256: an edge pixel's.
    @inline(__always)
    static func mix(_ below: UInt32, _ glass: (Int32, Int32, Int32), cover: Int32) -> UInt32 {
        func channel(_ value: Int32, _ shift: UInt32) -> UInt32 {
            let under = Int32(truncatingIfNeeded: (below >> shift) & 0xFF) &* 256
            let mixed = under &+ ((value &- under) &* cover) &>> 8
            return UInt32(truncatingIfNeeded: max(0, min(255, mixed &>> 8))) << shift
        }
        return 0xFF00_0000 | channel(glass.0, 16) | channel(glass.1, 8) | channel(glass.2, 0)
    }

    /// A rounded rectangle's left and right edges along four sample lines through pixel row
    /// `y` (at its eighths 1, 3, 5 and 7), and the coverage of a pixel they give.
    struct SampleSpans {
        private var lefts = (0.0, 0.0, 0.0, 0.0)
        private var rights = (0.0, 0.0, 0.0, 0.0)

        /// The spans of `frame` with `radii` (pixels; continuous radii as their reach) in
        /// row `y`.
        init(frame: Rect, radii: CornerRadii, y: Int) {
            (lefts.0, rights.0) = edges(of: frame, radii: radii, atY: Double(y) + 0.125)
            (lefts.1, rights.1) = edges(of: frame, radii: radii, atY: Double(y) + 0.375)
            (lefts.2, rights.2) = edges(of: frame, radii: radii, atY: Double(y) + 0.625)
            (lefts.3, rights.3) = edges(of: frame, radii: radii, atY: Double(y) + 0.875)
        }

        /// Where every sample line is inside the shape starts…
        var innerLeft: Double { max(lefts.0, lefts.1, lefts.2, lefts.3) }
        /// …and ends.
        var innerRight: Double { min(rights.0, rights.1, rights.2, rights.3) }

        /// From where any sample line meets the shape to where the last leaves it; nil when
        /// none does.
        var outer: (Double, Double)? {
            var left = Double.infinity
            var right = -Double.infinity
            func meet(_ spanLeft: Double, _ spanRight: Double) {
                guard spanRight > spanLeft else { return }
                left = min(left, spanLeft)
                right = max(right, spanRight)
            }
            meet(lefts.0, rights.0)
            meet(lefts.1, rights.1)
            meet(lefts.2, rights.2)
            meet(lefts.3, rights.3)
            return left < right ? (left, right) : nil
        }

        /// How much (0…1) of the pixel at column `x` the shape covers.
        func coverage(ofPixel x: Int) -> Double {
            let pixelLeft = Double(x)
            func share(_ edgeLeft: Double, _ edgeRight: Double) -> Double {
                max(0, min(edgeRight, pixelLeft + 1) - max(edgeLeft, pixelLeft))
            }
            return
                (share(lefts.0, rights.0) + share(lefts.1, rights.1)
                + share(lefts.2, rights.2) + share(lefts.3, rights.3)) / 4
        }
    }
}
