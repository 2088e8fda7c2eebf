import SheetCore

/// The largest drawable SheetLab makes. Every window-sized layer (the window's own frame, the
/// page and its dimmed copy, an offscreen canvas, a read-back) stays within it, so memory is
/// bounded however large the window is dragged or a trace asks it to be: a 23200 × 23200
/// window crashed SDL, and 16384² took 3.3 GB and 9 s a frame.
package enum DrawableLimit {
    /// Pixels a side: an 8K display's width.
    package static let maximumSide = 8192
    /// Pixels in all (8192 × 4096: 128 MiB a layer), so an iPhone-sized window fits at
    /// `--scale 8` (3120 × 6752).
    package static let maximumPixels = 8192 * 4096
    /// The lowest density a scene is fitted down to; a scene larger still is cropped (only a
    /// window far beyond any `--window` can get there).
    package static let minimumDensity = 1.0 / 16
    /// Pixel coordinates handed to SDL stay within ± this: far outside any drawable, so what is
    /// drawn does not change, and SDL's own `x + w` cannot overflow.
    package static let coordinateLimit = Double(1 << 24)

    /// The limit in words, for notes: "8192 px a side, 8192x4096 px in all".
    package static let summary =
        "\(maximumSide) px a side, \(maximumSide)x\(maximumPixels / maximumSide) px in all"

    /// Whether a drawable of `width` × `height` pixels is within the limit.
    package static func fits(width: Double, height: Double) -> Bool {
        width <= Double(maximumSide) && height <= Double(maximumSide)
            && width * height <= Double(maximumPixels)
    }

    /// The factor (at most 1) by which both sides of a `width` × `height` pixel drawable must
    /// shrink for it to fit.
    package static func factor(width: Double, height: Double) -> Double {
        guard width > 0, height > 0 else { return 1 }
        let side = Double(maximumSide) / max(width, height)
        // Divided one side at a time: the product of two huge sides is infinite.
        let area = (Double(maximumPixels) / width / height).squareRoot()
        return min(1, side, area)
    }

    /// The pixels per point at which a scene of `size` points is drawn: `density` when it fits,
    /// else the largest density at which it does (rounded sides included), but never below
    /// `minimumDensity`.
    package static func density(for size: Size, at density: Double) -> Double {
        func fitsRounded(_ candidate: Double) -> Bool {
            fits(
                width: (size.width * candidate).rounded(),
                height: (size.height * candidate).rounded())
        }
        guard !fitsRounded(density) else { return density }
        // One pixel of room on each side for the rounding of the fitted sizes.
        var fitted =
            density * factor(width: size.width * density + 1, height: size.height * density + 1)
        var tries = 0
        while !fitsRounded(fitted), fitted > minimumDensity, tries < 64 {
            fitted *= 0.999
            tries += 1
        }
        return max(fitted, min(density, minimumDensity))
    }

    /// A layer's pixel size for `width` × `height` (any Double): whole, at least 1, and cut
    /// to the limit — the last guard, for a scene its owner did not fit.
    package static func layerSize(width: Double, height: Double) -> (width: Int32, height: Int32) {
        var clampedWidth = min(max(1, width.isNaN ? 1 : width.rounded()), Double(maximumSide))
        var clampedHeight = min(max(1, height.isNaN ? 1 : height.rounded()), Double(maximumSide))
        if clampedWidth * clampedHeight > Double(maximumPixels) {
            // Cropped, not scaled: the longer side gives way first.
            if clampedWidth >= clampedHeight {
                clampedWidth = max(1, (Double(maximumPixels) / clampedHeight).rounded(.down))
            } else {
                clampedHeight = max(1, (Double(maximumPixels) / clampedWidth).rounded(.down))
            }
        }
        return (Int32(clampedWidth), Int32(clampedHeight))
    }
}

extension Int32 {
    /// `value` rounded to the nearest whole number and clamped to
    /// ± `DrawableLimit.coordinateLimit` (NaN is 0): SDL takes Int32 pixels, and `Int32(_:)`
    /// traps on a Double beyond its range.
    package init(pixel value: Double) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let limit = DrawableLimit.coordinateLimit
        self = Int32(Swift.min(Swift.max(value.rounded(), -limit), limit))
    }
}
