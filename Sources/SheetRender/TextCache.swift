import CSDL2
import Glibc
import SheetCore

/// Lines of text rasterised once and kept as textures, by text, font and colour; those not
/// drawn for a while are released.
final class TextCache {
    /// A cached line. Hashed and compared by UTF-8 bytes: Swift's String equality normalises
    /// non-ASCII text (every Chinese line), which costs an allocation per lookup per frame.
    private struct Key: Hashable {
        var text: String
        var font: Font
        var color: Color

        static func == (lhs: Key, rhs: Key) -> Bool {
            guard lhs.font == rhs.font, lhs.color == rhs.color,
                lhs.text.utf8.count == rhs.text.utf8.count
            else { return false }
            // The bytes at once where both are contiguous (native strings are), not a byte a
            // step through the views: every line drawn is looked up every frame.
            let same = lhs.text.utf8.withContiguousStorageIfAvailable { left in
                rhs.text.utf8.withContiguousStorageIfAvailable { right in
                    left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
                }
            }
            if let same, let same { return same }
            return lhs.text.utf8.elementsEqual(rhs.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(color)
            hasher.combine(text.utf8.count)
            // The bytes at once (eight at a time inside the hasher), not one call a byte: every
            // line is looked up every frame. A native string's bytes are contiguous; any other
            // is copied first, so that equal keys always hash alike.
            let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
                hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            }
            if hashed == nil {
                Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
            }
        }
    }

    /// A cached line's texture and the frame that last drew it (a class, so marking it used
    /// does not write to the dictionary — which costs an allocation per lookup).
    final class Entry {
        let texture: Texture
        var lastUsed: Int
        /// The line already blended over an opaque backdrop colour, copied without blending
        /// where it lies wholly on that colour (a blended copy costs several times a plain one).
        var onBackdrop: (texture: Texture, color: Color)?
        /// The line's coverage in memory, for blending it straight into a software output.
        var coverage: Coverage?

        init(texture: Texture, lastUsed: Int) {
            self.texture = texture
            self.lastUsed = lastUsed
        }

        func destroy() {
            texture.destroy()
            onBackdrop?.texture.destroy()
        }
    }

    /// Above this many cached lines, those not drawn for a while are released.
    private static let limit = 128

    private let renderer: OpaquePointer
    private let fonts: FontLibrary
    private var entries: [Key: Entry] = [:]
    /// Frames ended so far: an entry remembers the last one that drew it.
    private var frame = 0
    private var lastSize = Size(width: 0, height: 0)

    /// A cache of lines drawn with `fonts` on `renderer`.
    init(renderer: OpaquePointer, fonts: FontLibrary) {
        self.renderer = renderer
        self.fonts = fonts
    }

    /// `run`'s line, rasterised now if it is not cached; nil for empty text or a failure.
    func entry(for run: TextRun) -> Entry? {
        let key = Key(text: run.text, font: run.font, color: run.color)
        if let cached = entries[key] {
            cached.lastUsed = frame
            return cached
        }
        guard !run.text.isEmpty, let font = fonts.handle(run.font) else { return nil }
        let color = SDL_Color(
            r: run.color.red, g: run.color.green, b: run.color.blue, a: run.color.alpha)
        guard let surface = TTF_RenderUTF8_Blended(font, run.text, color) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let handle = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        let texture = Texture(handle: handle, width: surface.pointee.w, height: surface.pointee.h)
        let entry = Entry(texture: texture, lastUsed: frame)
        entries[key] = entry
        return entry
    }

    /// A line as coverage in memory: one byte a pixel (its alpha, the colour's own included),
    /// its colour, and each row's first and last covered pixel.
    final class Coverage {
        let width: Int
        let height: Int
        let alpha: [UInt8]
        /// 0x00RRGGBB.
        let color: UInt32
        /// Row r's covered pixels lie in `spans[2r] ..< spans[2r + 1]` (empty: equal).
        let spans: [Int32]

        init(width: Int, height: Int, alpha: [UInt8], color: UInt32, spans: [Int32]) {
            self.width = width
            self.height = height
            self.alpha = alpha
            self.color = color
            self.spans = spans
        }
    }

    /// `run`'s line (cached as `entry`) as coverage in memory, rasterised once more the first
    /// time it is asked for; nil on a failure.
    func coverage(_ entry: Entry, for run: TextRun) -> Coverage? {
        if let made = entry.coverage { return made }
        guard let font = fonts.handle(run.font) else { return nil }
        let color = SDL_Color(
            r: run.color.red, g: run.color.green, b: run.color.blue, a: run.color.alpha)
        guard let surface = TTF_RenderUTF8_Blended(font, run.text, color) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let raw = surface.pointee.pixels, surface.pointee.format?.pointee.BytesPerPixel == 4
        else { return nil }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch) / 4
        let pixels = raw.bindMemory(to: UInt32.self, capacity: pitch * height)
        let shift = UInt32(surface.pointee.format.pointee.Ashift)
        var alpha = [UInt8](repeating: 0, count: width * height)
        var spans = [Int32](repeating: 0, count: 2 * height)
        for y in 0..<height {
            var first = width
            var end = 0
            for x in 0..<width {
                let value = UInt8(truncatingIfNeeded: pixels[y * pitch + x] >> shift)
                alpha[y * width + x] = value
                if value != 0 {
                    first = min(first, x)
                    end = x + 1
                }
            }
            spans[2 * y] = Int32(min(first, end))
            spans[2 * y + 1] = Int32(end)
        }
        let made = Coverage(
            width: width, height: height, alpha: alpha,
            color: UInt32(run.color.red) << 16 | UInt32(run.color.green) << 8
                | UInt32(run.color.blue), spans: spans)
        entry.coverage = made
        return made
    }

    /// `entry`'s line blended over `color` into a layer of `format`, made once (and again
    /// for another colour).
    func opaque(_ entry: Entry, over color: Color, format: UInt32) -> Texture? {
        if let made = entry.onBackdrop, made.color == color { return made.texture }
        entry.onBackdrop?.texture.destroy()
        entry.onBackdrop = nil
        let line = entry.texture
        guard
            let made = Texture.layer(
                on: renderer, format: format, width: line.width, height: line.height,
                filtered: false)
        else { return nil }
        SDL_SetRenderTarget(renderer, made.handle)
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, line.handle, nil, nil)
        SDL_SetRenderTarget(renderer, nil)
        entry.onBackdrop = (made, color)
        return made
    }

    /// Ends a frame of a window of `size` points. After a resize the text is wrapped anew:
    /// the old lines go at once, so a session of resizes does not keep a cache full of
    /// widths no longer shown.
    func endFrame(size: Size) {
        frame += 1
        if entries.count > Self.limit || size != lastSize { evictStale() }
        lastSize = size
    }

    /// The size of the last frame ended (points).
    var lastFrameSize: Size { lastSize }

    private func evictStale() {
        for (key, entry) in entries where frame - entry.lastUsed > 1 {
            entry.destroy()
            entries[key] = nil
        }
    }

    /// Destroys every line's textures (a new density rasterises them again).
    func release() {
        for entry in entries.values { entry.destroy() }
        entries.removeAll()
    }
}
