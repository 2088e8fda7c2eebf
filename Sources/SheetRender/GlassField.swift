import CSDL2
import SheetCore

/// Glass over a page that only the overlay darkens, worked out once for the page rather than
/// on every frame: the page's pixels, and the page blurred and desaturated at full size.
///
/// Below UIKit's medium the page stands still and only the overlay changes as the sheet
/// moves, and every step from the page to the glass's tone but the last clamp is linear: the
/// blur of a page darkened by `shade` is the blur of the page × shade / 255, and so is its
/// desaturation. So the glass at any pixel is `field × k + base`, clamped (`glass.h`), with `k`
/// and `base` set by the overlay and the glass's opacity; a frame reads nothing back, blurs
/// nothing, and draws no page beneath the glass.
final class GlassField {
    /// What the field was made from: the page's pixels (its generation and size), the density
    /// and the glass's blur and saturation.
    struct Key: Equatable {
        var generation: Int
        var width: Int
        var height: Int
        var density: Double
        var blur: Double
        var saturation: Double
    }

    private(set) var key: Key?
    /// The page layer's pixels (ARGB8888, `width` × `height`).
    private(set) var page = GlassWork.Buffer<UInt32>()
    /// The page blurred and desaturated, one byte a channel, opaque (as `page`).
    private(set) var field = GlassWork.Buffer<UInt32>()
    /// Bytes held (nothing once released).
    private(set) var bytes = 0

    deinit {
        page.free()
        field.free()
    }

    /// Lets the pixels go (no glass over the page any more, or a new density).
    func release() {
        page.free()
        field.free()
        page = GlassWork.Buffer()
        field = GlassWork.Buffer()
        bytes = 0
        key = nil
    }

    /// Makes the field for `layer` (drawn as `generation`) unless it is made already; false
    /// when the layer's pixels cannot be read.
    func prepare(
        _ wanted: Key, layer: OpaquePointer, renderer: OpaquePointer, glass: Glass
    ) -> Bool {
        if key == wanted { return true }
        key = nil
        let count = wanted.width * wanted.height
        Memory.requirePixels(wanted.width, wanted.height, for: "the glass's page")
        let pixels = page.reserve(count)
        _ = field.reserve(count)
        bytes = 8 * count
        SDL_SetRenderTarget(renderer, layer)
        let read = SDL_RenderReadPixels(
            renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, pixels, Int32(wanted.width * 4))
        SDL_SetRenderTarget(renderer, nil)
        guard read == 0 else { return false }
        // Its own scratch, let go once the field is made: a frame's glass never needs the
        // whole page's blocks again (at a blur under 1.5 px they are the page's pixels,
        // 12 bytes each).
        build(wanted, glass: glass, work: GlassWork())
        key = wanted
        return true
    }

    /// Shrinks, blurs and desaturates the page as a frame's glass would (the same blocks, the
    /// same pixels of them read, the same boxes: a GPU's glass, read back, looks the same),
    /// then spreads it back over every pixel between its blocks.
    private func build(_ key: Key, glass: Glass, work: GlassWork) {
        let width = key.width
        let height = key.height
        let plan = GlassFilter.Plan(glass: glass, density: key.density)
        let step = plan.step
        let smallWidth = (width + step - 1) / step
        let smallHeight = (height + step - 1) / step
        let buffers = work.reserve(
            source: 1, small: smallWidth * smallHeight,
            line: max(smallWidth, smallHeight), width: width, out: 1)
        GlassFilter.shrink(
            page.base, width: width, height: height, stride: width, step: step, skip: plan.skip,
            into: buffers.small, smallWidth: smallWidth, smallHeight: smallHeight)
        let box = plan.box
        if box > 0 {
            GlassFilter.blur(
                buffers.small, width: smallWidth, height: smallHeight, radius: box,
                line: buffers.line)
        }
        let saturation = Float(glass.saturation)
        for index in 0..<(smallWidth * smallHeight) {
            let pixel = buffers.small + index * 3
            let grey =
                (0.2126 * pixel[0] + 0.7152 * pixel[1] + 0.0722 * pixel[2])
                * (1 - saturation)
            pixel[0] = grey + saturation * pixel[0]
            pixel[1] = grey + saturation * pixel[1]
            pixel[2] = grey + saturation * pixel[2]
        }
        // Each column's block on its left and its share of the one on its right.
        let scale = 1 / Double(step)
        var lefts = [Int](repeating: 0, count: width)
        var shares = [Float](repeating: 0, count: width)
        for x in 0..<width {
            let (x0, share) = GlassFilter.block(x, scale: scale, count: smallWidth)
            lefts[x] = x0 * 3
            shares[x] = Float(share)
        }
        let row = buffers.line
        for y in 0..<height {
            let (y0, share) = GlassFilter.block(y, scale: scale, count: smallHeight)
            let y1 = min(y0 + 1, smallHeight - 1)
            let fy = Float(share)
            let upper = buffers.small + y0 * smallWidth * 3
            let lower = buffers.small + y1 * smallWidth * 3
            for index in 0..<(smallWidth * 3) {
                row[index] = upper[index] + (lower[index] - upper[index]) * fy
            }
            let out = field.base + y * width
            for x in 0..<width {
                let at = lefts[x]
                let next = shares[x] > 0 ? at + 3 : at
                let fx = shares[x]
                func channel(_ offset: Int) -> UInt32 {
                    let value = row[at + offset] + (row[next + offset] - row[at + offset]) * fx
                    // Never negative (a blur and a mix of channels that are not): half up.
                    return UInt32(min(max(value, 0), 255) + 0.5)
                }
                out[x] = 0xFF00_0000 | channel(0) << 16 | channel(1) << 8 | channel(2)
            }
        }
    }
}
