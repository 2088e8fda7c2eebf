/// Which SDL renderer draws the window.
package enum RendererKind: String, CaseIterable, Sendable {
    /// SDL's software renderer: no GPU driver loaded, small and quick to start.
    case software
    /// SDL's accelerated renderer (OpenGL), falling back to software.
    case accelerated
    /// Accelerated when a hardware GPU drives it, software otherwise (no GPU device, or
    /// OpenGL only by a software rasteriser such as llvmpipe under Xvfb).
    case auto
}
