import SheetCore

/// What the renderer keeps for one phone it draws (two side by side with `--compare`): the
/// page layer, its dimmed copy, and the page composed in memory while the sheet moves.
struct PhonePage {
    /// The page's items drawn once into an opaque texture, drawn scaled for the card effect.
    var layer: Texture?
    /// The items `layer` holds: a scene with the same ones (and size) reuses it.
    var items: [DrawItem] = []
    /// The page already darkened by a steady overlay, so a drag copies it without modulating
    /// every pixel (the costliest step in software); rebuilt when the overlay changes.
    var dimmed: Texture?
    /// The shade `dimmed` is darkened to.
    var dimmedShade: UInt8?
    /// The shade of the previous frame: a shade that holds for two frames is cached.
    var lastShade: UInt8?
    /// Bumped whenever the layer is drawn anew, so the motion page knows to reload.
    var generation = 0
    /// The page while moving, in the rows left uncovered (only a phone drawn alone, in
    /// software, uses it: see `Renderer.drawPage`).
    let motion = MotionPage()

    /// Bytes of pixels held: the layer, its dimmed copy and the motion page.
    var bytes: Int { (layer?.bytes ?? 0) + (dimmed?.bytes ?? 0) + motion.bytes }

    /// Lets the dimmed copy go (a new page size, or an undimmed page that needs none).
    mutating func releaseDimmed() {
        dimmed?.destroy()
        dimmed = nil
        dimmedShade = nil
    }

    /// Lets every texture go (a new density, or the renderer closing). `lastShade` and
    /// `generation` stay: the next frame compares against them.
    mutating func release() {
        layer?.destroy()
        layer = nil
        items = []
        releaseDimmed()
        motion.release()
    }
}
