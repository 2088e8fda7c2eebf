import CSDL2
import SheetCore

/// A software renderer drawing into memory: no window, no display. Used by the render
/// tests and for screenshots without a window.
package final class OffscreenCanvas {
    /// The memory the renderer draws into, in the canvas's `Format`.
    package let surface: UnsafeMutablePointer<SDL_Surface>
    /// The renderer that draws scenes into `surface`, as a window's does.
    package let renderer: Renderer
    private let sdlRenderer: OpaquePointer

    /// Pixels per point: the density asked for, or a lower one when the canvas would
    /// otherwise exceed `DrawableLimit`.
    package var density: Double { renderer.density }

    /// The pixel format drawn into.
    package enum Format: Sendable {
        /// XRGB8888, as an X11 window's surface is (the default): the layers are then copied as
        /// a window copies them, so what this draws costs what a window's frame costs
        /// (scripts/instructions.py counts it).
        case xrgb8888
        /// ARGB8888, the layers' format where the output is not XRGB8888.
        case argb8888

        var sdl: UInt32 {
            switch self {
            case .xrgb8888: SDL_PIXELFORMAT_RGB888.rawValue
            case .argb8888: SDL_PIXELFORMAT_ARGB8888.rawValue
            }
        }
    }

    /// A canvas of `size` points at `density` pixels per point, or at the highest density at
    /// which it fits `DrawableLimit` (see `density`).
    package init?(
        size: Size, density requested: Double, fonts: FontLibrary, format: Format = .xrgb8888
    ) {
        let density = DrawableLimit.density(for: size, at: requested)
        let (width, height) = DrawableLimit.layerSize(
            width: size.width * density, height: size.height * density)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format.sdl) else {
            return nil
        }
        guard let sdlRenderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            return nil
        }
        self.surface = surface
        self.sdlRenderer = sdlRenderer
        self.renderer = Renderer(
            renderer: sdlRenderer, fonts: fonts, density: density, surface: surface)
    }

    deinit {
        renderer.close()  // its textures, then the SDL renderer, before the surface it draws on
        SDL_FreeSurface(surface)
    }

    /// Draws `scene` without reading its pixels back (what a window's frame costs).
    package func draw(_ scene: Scene) {
        renderer.draw(scene)
        SDL_RenderPresent(sdlRenderer)
    }

    /// Draws scenes side by side without reading the pixels back.
    package func draw(_ scenes: [(Scene, Point)]) {
        renderer.draw(scenes)
        SDL_RenderPresent(sdlRenderer)
    }

    /// Draws `scene` and returns the pixels.
    package func render(_ scene: Scene) -> Image? {
        renderer.draw(scene)
        SDL_RenderPresent(sdlRenderer)
        return renderer.readPixels()
    }
}

extension OffscreenCanvas {
    /// Draws scenes side by side, each at its origin in points (`--compare`), and returns the
    /// pixels; the canvas must be wide enough for all of them.
    package func render(_ scenes: [(Scene, Point)]) -> Image? {
        renderer.draw(scenes)
        SDL_RenderPresent(sdlRenderer)
        return renderer.readPixels()
    }
}
