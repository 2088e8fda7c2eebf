import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// For the tests only (the environment variable `SHEETLAB_VERIFY_FRAMES=1`, read by the test
/// build alone): after every frame, the pixels the output holds (read back from the X server
/// for a window) are compared with a full redraw of the same scene on a canvas of its own.
/// Frames are drawn and sent only where they changed; this shows that no pixel is left stale,
/// counted, not timed.
///
/// On quit it prints one JSON line: `{"verify":{"frames":N,"pixels":P,"differing_frames":D,
/// "differing_pixels":Q,"rows":R,"changed_rows":C,"skipped":S,"first":{"frame":F,"top":T,
/// "bottom":B}}}`: R rows shown over the frames, C of them drawn and sent; S frames not read
/// back (the window partly off the screen, or a GPU's); `first` only when a frame differed
/// (its number and the rows where it did). With `SHEETLAB_VERIFY_DEBUG` set, each differing
/// frame is described on stderr.
@MainActor
final class FrameVerifier {
    /// The variable that asks for it.
    static let variable = "SHEETLAB_VERIFY_FRAMES"

    /// A verifier when the environment asks for one, in the test build only
    /// (`-DSHEETLAB_TEST_HOOKS`): the app users run never reads the variable.
    static func fromEnvironment() -> FrameVerifier? {
        #if SHEETLAB_TEST_HOOKS
            getenv(variable).map { String(cString: $0) } == "1" ? FrameVerifier() : nil
        #else
            nil
        #endif
    }

    private var reference: OffscreenCanvas?
    /// The size (points) `reference` was made for.
    private var referenceSize = Size(width: 0, height: 0)
    private var frames = 0
    private var pixels = 0
    private var differingFrames = 0
    private var differingPixels = 0
    private var first: (frame: Int, top: Int, bottom: Int)?
    /// Rows of pixels the frames changed (drawn and presented), and the rows they hold.
    private var changedRows = 0
    private var rows = 0
    /// Frames that took rows of the frame before, moved (a sheet moved whole), and those rows.
    private var movedFrames = 0
    private var movedRows = 0
    /// Frames that could not be read back whole (the window partly off the screen, or drawn
    /// by a GPU): not compared.
    private var skipped = 0

    /// Compares `shown` (0x00RRGGBB or ARGB8888: the colour channels are compared) with
    /// `scenes` drawn whole by a renderer set as `like` is, on a canvas of `size` points.
    func check(
        shown: [UInt32], width: Int, height: Int, scenes: [(Scene, Point)], size: Size,
        like renderer: Renderer, fonts: FontLibrary
    ) {
        frames += 1
        rows += height
        changedRows += min(Int(renderer.damage.rows), height)
        if let move = renderer.lastMove {
            movedFrames += 1
            movedRows += move.rows.count
        }
        if reference.map({ $0.density != renderer.density }) ?? true || referenceSize != size {
            reference = OffscreenCanvas(size: size, density: renderer.density, fonts: fonts)
            referenceSize = size
            reference?.renderer.pictures = renderer.pictures
        }
        guard let reference else { return note(differing: width * height, top: 0, height) }
        reference.renderer.fastScalingInMotion = renderer.fastScalingInMotion
        // Drawn whole, every frame, every layer in full by SDL: none of the economies (the
        // page composed on the CPU in the rows left uncovered, text copied from lines blended
        // beforehand) nor only the changed rows.
        reference.renderer.drawsHiddenPixels = true
        reference.renderer.invalidate()
        let full = scenes.count == 1 ? reference.render(scenes[0].0) : reference.render(scenes)
        guard let full, full.width == width, full.height == height,
            shown.count == width * height
        else {
            return note(differing: width * height, top: 0, height)
        }
        var differing = 0
        var top = Int.max
        var bottom = 0
        for row in 0..<height {
            for column in 0..<width
            where (shown[row * width + column] ^ full.pixels[row * width + column]) & 0x00FF_FFFF
                != 0
            {
                differing += 1
                top = min(top, row)
                bottom = max(bottom, row + 1)
            }
        }
        pixels += width * height
        if differing > 0 { note(differing: differing, top: top, bottom) }
        if differing > 0, getenv("SHEETLAB_VERIFY_DEBUG") != nil {
            Output.error(
                "frame \(frames): rows \(top)..<\(bottom) differ; drawn \(renderer.drawn.bands), "
                    + "moved \(renderer.lastMove.map { "\($0.rows) by \($0.by)" } ?? "none")")
            for item in scenes[0].0.items.prefix(12) { Output.error("  \(item)") }
        }
    }

    /// A frame not compared (see `skipped`).
    func skip() { skipped += 1 }

    private func note(differing: Int, top: Int, _ bottom: Int) {
        differingFrames += 1
        differingPixels += differing
        if first == nil { first = (frames, top, bottom) }
    }

    /// The JSON line printed on quit.
    var report: String {
        var line =
            "{\"verify\":{\"frames\":\(frames),\"pixels\":\(pixels),"
            + "\"differing_frames\":\(differingFrames),\"differing_pixels\":\(differingPixels),"
            + "\"rows\":\(rows),\"changed_rows\":\(changedRows),\"skipped\":\(skipped),"
            + "\"moved_frames\":\(movedFrames),\"moved_rows\":\(movedRows)"
        if let first {
            line += ",\"first\":{\"frame\":\(first.frame),\"top\":\(first.top),"
            line += "\"bottom\":\(first.bottom)}"
        }
        return line + "}}"
    }
}
