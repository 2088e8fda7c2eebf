/// Apple's continuous corner, as `UIBezierPath(roundedRect:cornerRadius:)` draws it since iOS 7:
/// three cubic Béziers per corner, their control points multiples of the radius (sources in
/// docs/presets.md). For the top-left corner of radius 1 at the origin, from the top edge to
/// the left edge.
package enum ContinuousCorner {
    /// How far along each edge the curve reaches, in radii.
    package static let extent = 1.52866483
    /// The three Béziers (control, control, end), starting at (`extent`, 0).
    package static let segments: [(Point, Point, Point)] = [
        (
            Point(x: 1.08849323, y: 0), Point(x: 0.86840689, y: 0),
            Point(x: 0.63149399, y: 0.07491100)
        ),
        (
            Point(x: 0.37282392, y: 0.16905693), Point(x: 0.16905693, y: 0.37282392),
            Point(x: 0.07491100, y: 0.63149399)
        ),
        (Point(x: 0, y: 0.86840689), Point(x: 0, y: 1.08849323), Point(x: 0, y: extent)),
    ]

    /// The curve of radius `radius` as a polyline of `steps` points a segment, from
    /// (`extent`·r, 0) to (0, `extent`·r).
    package static func outline(radius: Double, steps: Int = 24) -> [Point] {
        var points = [Point(x: extent * radius, y: 0)]
        var start = points[0]
        for (first, second, end) in segments {
            let c1 = Point(x: first.x * radius, y: first.y * radius)
            let c2 = Point(x: second.x * radius, y: second.y * radius)
            let stop = Point(x: end.x * radius, y: end.y * radius)
            for step in 1...steps {
                let t = Double(step) / Double(steps)
                let u = 1 - t
                let a = u * u * u
                let b = 3 * u * u * t
                let c = 3 * u * t * t
                let d = t * t * t
                points.append(
                    Point(
                        x: a * start.x + b * c1.x + c * c2.x + d * stop.x,
                        y: a * start.y + b * c1.y + c * c2.y + d * stop.y))
            }
            start = stop
        }
        return points
    }
}
