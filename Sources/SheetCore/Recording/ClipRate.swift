/// Frames a second as a fraction (GIF's 100/3), as ffmpeg's `-r` takes it.
package struct ClipRate: Equatable, Sendable {
    /// Frames in `denominator` seconds.
    package var numerator: Int
    /// Seconds `numerator` frames take.
    package var denominator: Int

    /// "60", or "100/3".
    package var text: String {
        denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)"
    }

    /// Frames a second.
    package var value: Double { Double(numerator) / Double(denominator) }
}
