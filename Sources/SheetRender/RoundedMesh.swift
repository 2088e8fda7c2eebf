import SheetCore

/// Triangles for a rounded rectangle with a one-pixel anti-aliased rim, in pixels.
///
/// The interior is a fan at full coverage; a rim from half a pixel inside the edge to half a
/// pixel outside fades to transparent, which the GPU (or SDL's software rasteriser)
/// interpolates into a smooth edge at any scale.
struct RoundedMesh {
    struct Vertex: Equatable {
        var x: Float
        var y: Float
        /// Coverage: 1 inside, 0 on the outer rim.
        var coverage: Float
        var u: Float
        var v: Float
    }

    private(set) var vertices: [Vertex] = []
    private(set) var indices: [Int32] = []

    init() {
        vertices.reserveCapacity(512)
        indices.reserveCapacity(1536)
    }

    /// Rebuilds the mesh for `rect` (pixels) with `radii` (pixels). Texture coordinates map
    /// `rect` onto 0…1.
    mutating func build(rect: Rect, radii: CornerRadii) {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        guard rect.width > 0, rect.height > 0 else { return }
        let fitted = radii.fitted(to: Size(width: rect.width, height: rect.height))
        let x0 = Float(rect.x), y0 = Float(rect.y)
        let w = Float(rect.width), h = Float(rect.height)
        func vertex(_ x: Float, _ y: Float, _ coverage: Float) -> Vertex {
            Vertex(x: x, y: y, coverage: coverage, u: (x - x0) / w, v: (y - y0) / h)
        }
        vertices.append(vertex(x0 + w / 2, y0 + h / 2, 1))
        // Corners clockwise from the top-left: centre and starting angle (screen y down).
        let corners: [(Double, Double, Double, Double)] = [
            (rect.x + fitted.topLeft, rect.y + fitted.topLeft, fitted.topLeft, Double.pi),
            (rect.maxX - fitted.topRight, rect.y + fitted.topRight, fitted.topRight, Double.pi * 1.5),
            (rect.maxX - fitted.bottomRight, rect.maxY - fitted.bottomRight, fitted.bottomRight, 0),
            (rect.x + fitted.bottomLeft, rect.maxY - fitted.bottomLeft, fitted.bottomLeft, Double.pi / 2),
        ]
        for (cx, cy, radius, start) in corners {
            let segments = radius > 0 ? max(2, min(32, Int((radius / 1.5).rounded(.up)))) : 1
            for step in 0...segments {
                let angle = start + Double.pi / 2 * Double(step) / Double(segments)
                let dx = cos(angle), dy = sin(angle)
                vertices.append(vertex(Float(cx + (radius - 0.5) * dx), Float(cy + (radius - 0.5) * dy), 1))
                vertices.append(vertex(Float(cx + (radius + 0.5) * dx), Float(cy + (radius + 0.5) * dy), 0))
            }
        }
        let ring = (vertices.count - 1) / 2
        for index in 0..<ring {
            let inner = Int32(1 + 2 * index)
            let outer = inner + 1
            let nextInner = Int32(1 + 2 * ((index + 1) % ring))
            let nextOuter = nextInner + 1
            indices += [0, inner, nextInner]
            indices += [inner, outer, nextOuter, inner, nextOuter, nextInner]
        }
    }
}

#if canImport(Glibc)
    import Glibc
#endif
