/// An sRGB colour with straight (non-premultiplied) alpha, each channel 0…255.
package struct Color: Equatable, Hashable, Sendable {
    /// Red channel, 0…255.
    package var red: UInt8
    /// Green channel, 0…255.
    package var green: UInt8
    /// Blue channel, 0…255.
    package var blue: UInt8
    /// Opacity, 0 (clear) … 255 (opaque).
    package var alpha: UInt8
    /// A colour from its channels; opaque unless `alpha` says otherwise.
    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
    /// A colour from a 0xRRGGBB literal.
    package init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF),
            blue: UInt8(hex & 0xFF),
            alpha: alpha)
    }
    /// Opaque white (0xFFFFFF): the page and the sheets behind the text.
    package static let white = Color(hex: 0xFFFFFF)
    /// Opaque black (0x000000): headings and labels.
    package static let black = Color(hex: 0x000000)
}
