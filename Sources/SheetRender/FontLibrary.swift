import CSDL2
import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// The regular and bold fonts at every size in use, opened at pixel density, and the
/// `TextMeasurer` that layout uses (widths come back in points).
package final class FontLibrary: TextMeasurer {
    private struct Key: Hashable {
        var weight: Font.Weight
        var pixelSize: Int32
    }
    private struct WidthKey: Hashable {
        var text: String
        var font: Font
    }

    /// The regular font's file (`--font`, or the bundled subset).
    package let regularPath: String
    /// The bold font's file (`--bold-font`, or the bundled subset).
    package let boldPath: String
    /// Pixels per point.
    package private(set) var density: Double
    private var fonts: [Key: OpaquePointer] = [:]
    private var widths: [WidthKey: Double] = [:]
    /// Each file's bytes, read once: every size opens from memory. (Opened by path, FreeType
    /// reads the file in small pieces, a seek and a read each, for every size: half of the
    /// cost of opening one, met at launch and the first time a size shows.) Nil for a file
    /// that is not a regular one up to `FontBytes.limit`: opened by path then.
    private let regularBytes: FontBytes?
    private let boldBytes: FontBytes?
    /// Each weight's font as opened to check it loads, not yet in use: the first size of that
    /// weight takes it (`TTF_SetFontSize`) instead of opening the file once more.
    private var spare: [Font.Weight: OpaquePointer] = [:]

    /// Opens both fonts (checking they load) at `density` pixels per point.
    package init(regularPath: String, boldPath: String, density: Double) throws(FontError) {
        self.regularPath = regularPath
        self.boldPath = boldPath
        self.density = density
        if TTF_WasInit() == 0, TTF_Init() != 0 {
            throw FontError(message: "cannot start SDL_ttf: \(String(cString: SDL_GetError()))")
        }
        regularBytes = FontBytes(path: regularPath)
        boldBytes = regularPath == boldPath ? regularBytes : FontBytes(path: boldPath)
        for (weight, path, bytes, flag) in [
            (Font.Weight.regular, regularPath, regularBytes, FlagName.font.option),
            (Font.Weight.bold, boldPath, boldBytes, FlagName.boldFont.option),
        ] {
            guard let font = Self.open(path, bytes, size: 16) else {
                // (The fonts opened so far are closed by deinit, which a throw from here runs.)
                let reason =
                    access(path, R_OK) != 0
                    ? "no such readable file" : "not a font SDL_ttf can read"
                throw FontError(message: "\(flag) \(path): cannot open font (\(reason))")
            }
            spare[weight] = font
        }
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
        for font in spare.values { TTF_CloseFont(font) }
    }

    /// Changes the pixel density; fonts reopen at their new pixel sizes on demand.
    package func setDensity(_ newDensity: Double) {
        guard newDensity != density else { return }
        density = newDensity
        for font in fonts.values { TTF_CloseFont(font) }
        fonts.removeAll()
        widths.removeAll()
    }

    /// Opens `font` at the current density now, before a frame needs it.
    package func open(_ font: Font) { _ = handle(font) }

    /// The SDL_ttf handle for `font` at the current density.
    func handle(_ font: Font) -> OpaquePointer? {
        let key = Key(
            weight: font.weight, pixelSize: Int32(max(1, (font.size * density).rounded())))
        if let open = fonts[key] { return open }
        var opened: OpaquePointer?
        if let unused = spare.removeValue(forKey: font.weight) {
            if TTF_SetFontSize(unused, key.pixelSize) == 0 {
                opened = unused
            } else {
                TTF_CloseFont(unused)
            }
        }
        if opened == nil {
            opened =
                font.weight == .bold
                ? Self.open(boldPath, boldBytes, size: key.pixelSize)
                : Self.open(regularPath, regularBytes, size: key.pixelSize)
        }
        guard let opened else { return nil }
        TTF_SetFontHinting(opened, TTF_HINTING_LIGHT)
        fonts[key] = opened
        return opened
    }

    /// The font in `bytes` (read from `path`) at `size` pixels, or read from `path` itself.
    private static func open(_ path: String, _ bytes: FontBytes?, size: Int32) -> OpaquePointer? {
        guard let bytes, let stream = SDL_RWFromConstMem(bytes.base, Int32(bytes.count)) else {
            return TTF_OpenFont(path, size)
        }
        // The stream is closed with the font; the bytes outlive both.
        return TTF_OpenFontRW(stream, 1, size)
    }

    /// The advance width of `text` in `font`, in points: measured at pixel density, then
    /// divided back, so wrapping agrees with what is drawn. Cached by text and font.
    package func width(of text: String, font: Font) -> Double {
        let key = WidthKey(text: text, font: font)
        if let known = widths[key] { return known }
        var width: Int32 = 0
        var height: Int32 = 0
        guard !text.isEmpty, let handle = handle(font),
            TTF_SizeUTF8(handle, text, &width, &height) == 0
        else {
            return 0
        }
        let points = Double(width) / density
        // Wrapping at many widths (a long resize) measures many candidate lines; keep it bounded.
        if widths.count > 2_000 { widths.removeAll(keepingCapacity: true) }
        widths[key] = points
        return points
    }

    /// Whether the font file has a glyph for every character of `text`.
    package func canRender(_ text: String, font: Font) -> Bool {
        guard let handle = handle(font) else { return false }
        return text.unicodeScalars.allSatisfy { TTF_GlyphIsProvided32(handle, $0.value) != 0 }
    }

    /// The font's line skip in points; 1.2 × its size when the font cannot be opened.
    package func lineHeight(of font: Font) -> Double {
        guard let handle = handle(font) else { return font.size * 1.2 }
        return Double(TTF_FontLineSkip(handle)) / density
    }
}

/// A font file's bytes in memory, for as long as fonts opened from them are.
private final class FontBytes {
    /// Larger files (or anything not a regular file) are opened by path.
    static let limit = 64 << 20
    let base: UnsafeMutableRawPointer
    let count: Int

    /// The bytes of the regular file at `path`, up to `limit`; nil otherwise or when it
    /// cannot be read whole.
    init?(path: String) {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
            info.st_size > 0, info.st_size <= Self.limit, let base = malloc(Int(info.st_size))
        else { return nil }
        let count = Int(info.st_size)
        var done = 0
        while done < count {
            let got = read(descriptor, base + done, count - done)
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            done += got
        }
        guard done == count else {
            free(base)
            return nil
        }
        self.base = base
        self.count = count
    }

    deinit { free(base) }
}
