import SheetCore

/// The coverage of a rounded corner, pixel by pixel: what makes rounded edges smooth.
///
/// A tile of ⌈r⌉×⌈r⌉ pixels for the top-left corner of a shape with radius r (pixels); the
/// other corners use it flipped. Each pixel's alpha is the share of an 8×8 grid of samples
/// inside the shape, so the edge is anti-aliased identically by every SDL renderer.
struct CornerMask: Equatable {
    let radius: Double
    let size: Int
    /// Coverage 0…255, row-major, `size`×`size`.
    let coverage: [UInt8]

    /// A circular corner of `radius` pixels; or with `continuous`, a continuous corner whose
    /// curve reaches `radius` pixels along each edge (its own radius is that over
    /// `ContinuousCorner.extent`).
    init(radius: Double, continuous: Bool = false) {
        self.radius = radius
        size = max(1, Int(radius.rounded(.up)))
        coverage =
            continuous
            ? Self.continuousCoverage(reach: radius, size: size)
            : Self.circularCoverage(radius: radius, size: size)
    }

    /// Samples a pixel's side: 8×8 a pixel.
    private static let samples = 8

    private static func circularCoverage(radius: Double, size: Int) -> [UInt8] {
        let samples = Self.samples
        var values = [UInt8](repeating: 0, count: size * size)
        for row in 0..<size {
            for column in 0..<size {
                var inside = 0
                for sy in 0..<samples {
                    let y = Double(row) + (Double(sy) + 0.5) / Double(samples)
                    for sx in 0..<samples {
                        let x = Double(column) + (Double(sx) + 0.5) / Double(samples)
                        if x >= radius || y >= radius {
                            inside += 1
                        } else {
                            let dx = radius - x
                            let dy = radius - y
                            if dx * dx + dy * dy <= radius * radius { inside += 1 }
                        }
                    }
                }
                values[row * size + column] = UInt8(
                    (Double(inside) * 255 / Double(samples * samples)).rounded())
            }
        }
        return values
    }

    /// The continuous corner reaching `reach` pixels along each edge: for each column of
    /// samples, the lowest y inside the shape is read off the curve once (x falls along it as
    /// y rises, so one walk serves every column), then each pixel counts its samples at or
    /// below it: linear in the tile's area, as the circular one.
    private static func continuousCoverage(reach: Double, size: Int) -> [UInt8] {
        let samples = Self.samples
        let curve = ContinuousCorner.outline(radius: reach / ContinuousCorner.extent, steps: 64)
        let columns = size * samples
        var lowest = [Double](repeating: 0, count: columns)
        // Columns right to left (x falling), the curve's segments in order.
        var index = 1
        for sampleColumn in stride(from: columns - 1, through: 0, by: -1) {
            let x = (Double(sampleColumn) + 0.5) / Double(samples)
            guard x < reach else { continue }
            while index < curve.count - 1, curve[index].x > x { index += 1 }
            let a = curve[index - 1]
            let b = curve[index]
            if a.x == b.x {
                lowest[sampleColumn] = min(a.y, b.y)
            } else {
                let share = (a.x - x) / (a.x - b.x)
                lowest[sampleColumn] = a.y + (b.y - a.y) * share
            }
        }
        var values = [UInt8](repeating: 0, count: size * size)
        for row in 0..<size {
            for column in 0..<size {
                var inside = 0
                for sx in 0..<samples {
                    // Samples at row + (k + 0.5) / 8 for k in 0..<8: those at or below the
                    // curve's y are inside.
                    let first =
                        (lowest[column * samples + sx] - Double(row)) * Double(samples)
                        - 0.5
                    let skipped = min(samples, max(0, Int(first.rounded(.up))))
                    inside += samples - skipped
                }
                values[row * size + column] = UInt8(
                    (Double(inside) * 255 / Double(samples * samples)).rounded())
            }
        }
        return values
    }

    /// Alpha at (column, row): 255 fully inside, 0 fully outside.
    func alpha(column: Int, row: Int) -> UInt8 { coverage[row * size + column] }
}
