import CSDL2
import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Glass (`DrawItem.glass`): the pixels already drawn beneath a rounded rectangle and around
/// it, read back, shrunk, blurred (three box passes, a Gaussian's close kin), toned, and
/// composed over what they were with the shape's anti-aliased coverage. Read back from the
/// output itself, so what lies beneath is exactly what the frame drew there: the page, the
/// card, the dim.
///
/// It reads up to `Glass.reach` beyond its frame, so `findDamage` draws all of that again
/// whenever any of it changes (a glass frame drawn over stale pixels would blur them in).
extension Renderer {
    /// Draws `glass` in `rect` (points) with `radii`, in the rows being drawn.
    func drawGlass(_ rect: Rect, radii: CornerRadii, glass: Glass) {
        let frame = snapped(pixels(rect))
        guard frame.width >= 1, frame.height >= 1 else { return }
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(handle, &viewport)
        let width = Int(viewport.w)
        let height = Int(viewport.h)
        // The composed pixels: the frame, within the output and the rows being drawn.
        let left = max(0, Int(frame.x))
        let right = min(width, Int(frame.maxX))
        var top = max(0, Int(frame.y))
        var bottom = min(height, Int(frame.maxY))
        if let clip = damageClip {
            top = max(top, Int(clip.y))
            bottom = min(bottom, Int(clip.y) + Int(clip.h))
        }
        guard left < right, top < bottom else { return }
        let sigma = max(0, glass.blur) * density
        // As far as `findDamage` draws again around it (`Glass.reach`).
        let margin = Int((glass.reach * density).rounded(.down))
        // What is read: the composed pixels and the blur's reach around them.
        let sourceLeft = max(0, left - margin)
        let sourceRight = min(width, right + margin)
        let sourceTop = max(0, top - margin)
        let sourceBottom = min(height, bottom + margin)
        let sourceWidth = sourceRight - sourceLeft
        let sourceHeight = sourceBottom - sourceTop
        let work = glassWork
        GlassWork.reserve(&work.source, sourceWidth * sourceHeight, 0)
        // SDL_RenderReadPixels takes the target's coordinates, not the viewport's (it
        // intersects the rectangle with the viewport): a compared phone's is offset.
        var area = SDL_Rect(
            x: viewport.x + Int32(sourceLeft), y: viewport.y + Int32(sourceTop),
            w: Int32(sourceWidth), h: Int32(sourceHeight))
        let read = work.source.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(
                handle, &area, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress,
                Int32(sourceWidth * 4))
        }
        guard read == 0 else {
            // Nothing to read (an output that cannot be read back): the glass over a plain
            // backdrop of the sheet's own colour.
            fill(rect, radii: radii, color: glass.tone(glass.surface))
            return
        }
        // Shrunk by `step` so the blur is a few small pixels wide, whatever the density.
        let step = max(1, Int(sigma / 3))
        let smallWidth = (sourceWidth + step - 1) / step
        let smallHeight = (sourceHeight + step - 1) / step
        shrink(
            work, width: sourceWidth, height: sourceHeight, step: step, smallWidth: smallWidth,
            smallHeight: smallHeight)
        let smallSigma = sigma / Double(step)
        // Three boxes and the shrinking's blocks reach step × (3 × box + 2) pixels: never
        // past the margin read.
        let fitted = Int((((1 + 4 * smallSigma * smallSigma).squareRoot() - 1) / 2).rounded())
        let box = max(0, min(fitted, (margin / step - 2) / 3))
        if box > 0 {
            blur(work, width: smallWidth, height: smallHeight, radius: box)
        }
        tone(work, count: smallWidth * smallHeight, glass: glass)
        let outWidth = right - left
        let outHeight = bottom - top
        GlassWork.reserve(&work.out, outWidth * outHeight, 0)
        compose(
            work, frame: frame, radii: pixelRadii(radii, fitting: frame),
            region: (left, top, outWidth, outHeight),
            source: (sourceLeft, sourceTop, sourceWidth), step: step,
            small: (smallWidth, smallHeight))
        guard
            let texture = work.texture(
                on: handle, width: max(Int32(outWidth), viewport.w),
                height: max(Int32(outHeight), viewport.h))
        else { return }
        var part = SDL_Rect(x: 0, y: 0, w: Int32(outWidth), h: Int32(outHeight))
        _ = work.out.withUnsafeBytes { buffer in
            SDL_UpdateTexture(texture, &part, buffer.baseAddress, Int32(outWidth * 4))
        }
        var destination = SDL_Rect(
            x: Int32(left), y: Int32(top), w: Int32(outWidth), h: Int32(outHeight))
        SDL_RenderCopy(handle, texture, &part, &destination)
        resetDrawState()
    }

    /// Averages each `step`×`step` block of the source into the planes.
    private func shrink(
        _ work: GlassWork, width: Int, height: Int, step: Int, smallWidth: Int, smallHeight: Int
    ) {
        let count = smallWidth * smallHeight
        GlassWork.reserve(&work.red, count, 0)
        GlassWork.reserve(&work.green, count, 0)
        GlassWork.reserve(&work.blue, count, 0)
        for index in 0..<count {
            work.red[index] = 0
            work.green[index] = 0
            work.blue[index] = 0
        }
        for y in 0..<height {
            let row = (y / step) * smallWidth
            let base = y * width
            for x in 0..<width {
                let pixel = work.source[base + x]
                let index = row + x / step
                work.red[index] += Float((pixel >> 16) & 0xFF)
                work.green[index] += Float((pixel >> 8) & 0xFF)
                work.blue[index] += Float(pixel & 0xFF)
            }
        }
        for smallY in 0..<smallHeight {
            let rows = min(step, height - smallY * step)
            for smallX in 0..<smallWidth {
                let columns = min(step, width - smallX * step)
                let share = 1 / Float(rows * columns)
                let index = smallY * smallWidth + smallX
                work.red[index] *= share
                work.green[index] *= share
                work.blue[index] *= share
            }
        }
    }

    /// Three box passes of `radius` along rows, then along columns, of each plane; the edges
    /// repeat their last pixel.
    private func blur(_ work: GlassWork, width: Int, height: Int, radius: Int) {
        GlassWork.reserve(&work.line, max(width, height), 0)
        for plane in 0..<3 {
            for _ in 0..<3 {
                for y in 0..<height {
                    boxPass(work, plane: plane, start: y * width, stride: 1, count: width, radius)
                }
                for x in 0..<width {
                    boxPass(work, plane: plane, start: x, stride: width, count: height, radius)
                }
            }
        }
    }

    /// One box pass over `count` values of a plane from `start`, `stride` apart.
    private func boxPass(
        _ work: GlassWork, plane: Int, start: Int, stride: Int, count: Int, _ radius: Int
    ) {
        func value(_ index: Int) -> Float {
            let at = start + min(max(index, 0), count - 1) * stride
            switch plane {
            case 0: return work.red[at]
            case 1: return work.green[at]
            default: return work.blue[at]
            }
        }
        let span = Float(2 * radius + 1)
        var sum: Float = 0
        for index in -radius...radius { sum += value(index) }
        for index in 0..<count {
            work.line[index] = sum / span
            sum += value(index + radius + 1) - value(index - radius)
        }
        for index in 0..<count {
            let at = start + index * stride
            switch plane {
            case 0: work.red[at] = work.line[index]
            case 1: work.green[at] = work.line[index]
            default: work.blue[at] = work.line[index]
            }
        }
    }

    /// The glass's tone over each blurred pixel, mixed with its opaque surface.
    private func tone(_ work: GlassWork, count: Int, glass: Glass) {
        let saturation = Float(glass.saturation)
        let gain = Float(glass.gain)
        let lift = Float(glass.lift * 255)
        let opacity = Float(glass.opacity)
        let surface = (
            Float(glass.surface.red), Float(glass.surface.green), Float(glass.surface.blue)
        )
        for index in 0..<count {
            let r = work.red[index]
            let g = work.green[index]
            let b = work.blue[index]
            let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
            func channel(_ value: Float, _ solid: Float) -> Float {
                let toned = (luma + saturation * (value - luma)) * gain + lift
                return min(255, max(0, toned * (1 - opacity) + solid * opacity))
            }
            work.red[index] = channel(r, surface.0)
            work.green[index] = channel(g, surface.1)
            work.blue[index] = channel(b, surface.2)
        }
    }

    /// Composes the toned planes over the source in `region` (pixels: left, top, width,
    /// height), each pixel by the shape's coverage there.
    private func compose(
        _ work: GlassWork, frame: Rect, radii: CornerRadii,
        region: (left: Int, top: Int, width: Int, height: Int),
        source: (left: Int, top: Int, width: Int), step: Int, small: (width: Int, height: Int)
    ) {
        let scale = 1 / Double(step)
        for row in 0..<region.height {
            let y = region.top + row
            // The shape's left and right edges along four sample lines through this row.
            var lefts = (0.0, 0.0, 0.0, 0.0)
            var rights = (0.0, 0.0, 0.0, 0.0)
            for sample in 0..<4 {
                let sampleY = Double(y) + (Double(sample) + 0.5) / 4
                let (edgeLeft, edgeRight) = Self.edges(of: frame, radii: radii, atY: sampleY)
                switch sample {
                case 0: (lefts.0, rights.0) = (edgeLeft, edgeRight)
                case 1: (lefts.1, rights.1) = (edgeLeft, edgeRight)
                case 2: (lefts.2, rights.2) = (edgeLeft, edgeRight)
                default: (lefts.3, rights.3) = (edgeLeft, edgeRight)
                }
            }
            let innerLeft = max(lefts.0, lefts.1, lefts.2, lefts.3)
            let innerRight = min(rights.0, rights.1, rights.2, rights.3)
            let smallY = (Double(y - source.top) + 0.5) * scale - 0.5
            let y0 = min(max(Int(smallY.rounded(.down)), 0), small.height - 1)
            let y1 = min(y0 + 1, small.height - 1)
            let fy = Float(min(max(smallY - Double(y0), 0), 1))
            let sourceRow = (y - source.top) * source.width - source.left
            let outRow = row * region.width
            for column in 0..<region.width {
                let x = region.left + column
                let beneath = work.source[sourceRow + x]
                let pixelLeft = Double(x)
                var coverage = 1.0
                if pixelLeft < innerLeft || pixelLeft + 1 > innerRight {
                    func share(_ edgeLeft: Double, _ edgeRight: Double) -> Double {
                        max(0, min(edgeRight, pixelLeft + 1) - max(edgeLeft, pixelLeft))
                    }
                    coverage =
                        (share(lefts.0, rights.0) + share(lefts.1, rights.1)
                            + share(lefts.2, rights.2) + share(lefts.3, rights.3)) / 4
                }
                if coverage <= 0 {
                    work.out[outRow + column] = beneath
                    continue
                }
                let smallX = (Double(x - source.left) + 0.5) * scale - 0.5
                let x0 = min(max(Int(smallX.rounded(.down)), 0), small.width - 1)
                let x1 = min(x0 + 1, small.width - 1)
                let fx = Float(min(max(smallX - Double(x0), 0), 1))
                let a = y0 * small.width + x0
                let b = y0 * small.width + x1
                let c = y1 * small.width + x0
                let d = y1 * small.width + x1
                func sample(_ plane: [Float]) -> Float {
                    let top = plane[a] + (plane[b] - plane[a]) * fx
                    let bottom = plane[c] + (plane[d] - plane[c]) * fx
                    return top + (bottom - top) * fy
                }
                let cover = Float(coverage)
                func mix(_ glass: Float, _ shift: UInt32) -> UInt32 {
                    let under = Float((beneath >> shift) & 0xFF)
                    return UInt32(min(255, max(0, under + (glass - under) * cover)).rounded())
                        << shift
                }
                work.out[outRow + column] =
                    0xFF00_0000 | mix(sample(work.red), 16) | mix(sample(work.green), 8)
                    | mix(sample(work.blue), 0)
            }
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
        let curve = GlassWork.unitContinuous
        var index = 1
        while index < curve.count - 1, curve[index].y < t { index += 1 }
        let a = curve[index - 1]
        let b = curve[index]
        let share = b.y > a.y ? (t - a.y) / (b.y - a.y) : 1
        return reach * (a.x + (b.x - a.x) * min(max(share, 0), 1))
    }
}
