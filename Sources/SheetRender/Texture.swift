import CSDL2

/// An SDL texture the renderer made, and its size in pixels.
struct Texture {
    var handle: OpaquePointer
    var width: Int32
    var height: Int32

    /// An opaque layer of `width` × `height` pixels in `format` that can be drawn into (a
    /// page, its dimmed copy, a line blended over a backdrop): copied without blending, and
    /// with `filtered`, scaled bilinearly (a page drawn as a card).
    static func layer(
        on renderer: OpaquePointer, format: UInt32, width: Int32, height: Int32, filtered: Bool
    ) -> Texture? {
        let access = Int32(SDL_TEXTUREACCESS_TARGET.rawValue)
        guard let texture = SDL_CreateTexture(renderer, format, access, width, height) else {
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        if filtered { SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear) }
        return Texture(handle: texture, width: width, height: height)
    }

    /// Bytes of its pixels (four a pixel: every texture the renderer makes is 32-bit).
    var bytes: Int { Int(width) * Int(height) * 4 }

    func destroy() { SDL_DestroyTexture(handle) }
}
