/// A surface of Liquid Glass as iOS 26 gives a partial-height sheet: what lies beneath it,
/// blurred, toned (its saturation cut, its light scaled and lifted), then mixed with the
/// opaque surface by `opacity`. SheetCore says what; SheetRender reads the pixels beneath.
package struct Glass: Equatable, Sendable {
    /// The blur's Gaussian sigma, in points.
    package var blur: Double
    /// Each channel, after the saturation cut, is scaled by this...
    package var gain: Double
    /// ...and lifted by this (0…1 of full scale).
    package var lift: Double
    /// How much colour stays (1: all, 0: grey).
    package var saturation: Double
    /// The opaque surface the glass turns into at large.
    package var surface: Color
    /// How much of that surface shows over the glass (0: all glass, 1: opaque).
    package var opacity: Double

    /// The regular glass of `palette`'s appearance, blurred by `blur` points, `opacity` of
    /// the way to its opaque surface: light Y → 0.318·Y + 0.70, dark Y → 0.24·Y + 0.12,
    /// chroma × 0.6 (docs/presets.md, "The iOS 26 look").
    package init(palette: Palette, blur: Double, opacity: Double) {
        self.blur = blur
        gain = palette.sheetIsDark ? 0.24 : 0.318
        lift = palette.sheetIsDark ? 0.12 : 0.70
        saturation = 0.6
        surface = palette.sheet
        self.opacity = clamp(opacity, 0, 1)
    }

    /// How far beyond its frame the glass reads the pixels beneath, in points: past three
    /// sigmas, where a Gaussian's weight is spent, with room for the drawing's shrinking.
    package var reach: Double { 4 * max(0, blur) + 2 }

    /// The colour the glass shows over `color`, unblurred (what a flat backdrop gives).
    package func tone(_ color: Color) -> Color {
        let r = Double(color.red)
        let g = Double(color.green)
        let b = Double(color.blue)
        let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
        func channel(_ value: Double, _ solid: UInt8) -> UInt8 {
            let toned = (luma + saturation * (value - luma)) * gain + lift * 255
            let mixed = toned * (1 - opacity) + Double(solid) * opacity
            return UInt8(clamp(mixed, 0, 255).rounded())
        }
        return Color(
            red: channel(r, surface.red), green: channel(g, surface.green),
            blue: channel(b, surface.blue), alpha: 255)
    }
}
