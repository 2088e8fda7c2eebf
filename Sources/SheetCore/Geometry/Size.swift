/// A size in points.
package struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Extent across.
    package var width: Double
    /// Extent down.
    package var height: Double
    /// A size `width` across and `height` down.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// `WxH` as `--window` takes it ("390x844"), whole numbers without a fraction.
    package var description: String { "\(Format.number(width))x\(Format.number(height))" }
}
