import CSDL2
import SheetCore

/// Points turned into whole pixels for SDL, at the renderer's density.
extension Renderer {
    /// `rect` (points) in pixels.
    func pixels(_ rect: Rect) -> Rect {
        Rect(
            x: rect.x * density, y: rect.y * density, width: rect.width * density,
            height: rect.height * density)
    }

    /// `rect` with its edges rounded to whole pixels.
    func snapped(_ rect: Rect) -> Rect {
        let left = rect.x.rounded()
        let top = rect.y.rounded()
        return Rect(
            x: left, y: top, width: rect.maxX.rounded() - left, height: rect.maxY.rounded() - top)
    }

    /// Corner radii in whole pixels, fitted to `frame` (pixels), as `fill` draws them.
    /// Continuous corners come back as how far each curve reaches along its edges (what the
    /// corner tiles and the straight parts between them need).
    func pixelRadii(_ radii: CornerRadii, fitting frame: Rect) -> CornerRadii {
        let scale = density * (radii.continuous ? ContinuousCorner.extent : 1)
        var pixels = CornerRadii(
            topLeft: (radii.topLeft * scale).rounded(),
            topRight: (radii.topRight * scale).rounded(),
            bottomRight: (radii.bottomRight * scale).rounded(),
            bottomLeft: (radii.bottomLeft * scale).rounded())
        pixels.continuous = radii.continuous
        return pixels.fitted(to: Size(width: frame.width, height: frame.height))
    }

    /// A pixel coordinate within ± `DrawableLimit.coordinateLimit` (SDL converts them to int).
    func coordinate(_ value: Double) -> Double {
        min(max(value, -DrawableLimit.coordinateLimit), DrawableLimit.coordinateLimit)
    }

    /// Whole pixels for SDL, the edges clamped (not the width), so a rectangle reaching far
    /// beyond the drawable still covers what it covered, and no value can trap.
    func sdlRect(_ rect: Rect) -> SDL_Rect {
        let left = Int32(pixel: rect.x)
        let top = Int32(pixel: rect.y)
        let right = Int32(pixel: rect.maxX)
        let bottom = Int32(pixel: rect.maxY)
        return SDL_Rect(x: left, y: top, w: right - left, h: bottom - top)
    }
}
