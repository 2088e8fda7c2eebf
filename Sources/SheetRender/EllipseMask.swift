import SheetCore

/// The coverage of a filled ellipse inscribed in a `width`×`height` pixel box, 4×4 samples
/// a pixel (the fixed panel's oval cap).
struct EllipseMask {
    let coverage: [UInt8]

    init(width: Int, height: Int) {
        let samples = 4
        let a = Double(width) / 2
        let b = Double(height) / 2
        var values = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width {
                var inside = 0
                for sy in 0..<samples {
                    let y = (Double(row) + (Double(sy) + 0.5) / Double(samples) - b) / b
                    for sx in 0..<samples {
                        let x = (Double(column) + (Double(sx) + 0.5) / Double(samples) - a) / a
                        if x * x + y * y <= 1 { inside += 1 }
                    }
                }
                values[row * width + column] = UInt8(inside * 255 / (samples * samples))
            }
        }
        coverage = values
    }
}
