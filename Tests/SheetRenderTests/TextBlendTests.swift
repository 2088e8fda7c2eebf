import CSDL2
import Testing

extension RenderTests {
    /// A line of text blended straight into a software window (`sheetlab_blend_coverage`, over
    /// glass drawn from the page): the very pixels SDL's software renderer makes copying the
    /// line's texture onto the window.
    @Suite struct TextBlendTests {
        /// SDL's own blend of `color` at every coverage (columns) over every backdrop (rows:
        /// red d, green 255 - d, blue 7d mod 256), and the backdrop it was blended over.
        static func blendedBySDL(_ color: UInt32, tint: UInt8? = nil) -> (
            backdrop: [UInt32], blended: [UInt32]
        ) {
            let backdrop = (0..<256 * 256).map { index -> UInt32 in
                let d = UInt32(index / 256)
                return 0xFF00_0000 | d << 16 | (255 - d) << 8 | (d * 7 % 256)
            }
            let line = (0..<256 * 256).map { index -> UInt32 in
                UInt32(index % 256) << 24 | color
            }
            var output = backdrop
            var source = line
            output.withUnsafeMutableBytes { out in
                source.withUnsafeMutableBytes { input in
                    let window = SDL_CreateRGBSurfaceWithFormatFrom(
                        out.baseAddress, 256, 256, 32, 256 * 4, SDL_PIXELFORMAT_RGB888.rawValue)
                    let text = SDL_CreateRGBSurfaceWithFormatFrom(
                        input.baseAddress, 256, 256, 32, 256 * 4,
                        SDL_PIXELFORMAT_ARGB8888.rawValue)
                    defer {
                        SDL_FreeSurface(text)
                        SDL_FreeSurface(window)
                    }
                    guard let renderer = SDL_CreateSoftwareRenderer(window) else { return }
                    defer { SDL_DestroyRenderer(renderer) }
                    guard let texture = SDL_CreateTextureFromSurface(renderer, text) else {
                        return
                    }
                    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
                    if let tint { SDL_SetTextureColorMod(texture, tint, tint, tint) }
                    SDL_RenderCopy(renderer, texture, nil, nil)
                    SDL_RenderFlush(renderer)
                    SDL_DestroyTexture(texture)
                }
            }
            return (backdrop, output)
        }

        @Test(arguments: [0x00_0000, 0x3C3C43, 0xFFFFFF, 0x0A84FF, 0x80FF01] as [UInt32])
        func everyCoverageOverEveryBackdropIsSDLsBlend(color: UInt32) {
            let (backdrop, expected) = Self.blendedBySDL(color)
            #expect(expected != backdrop, "SDL blended nothing")
            let coverage = (0..<256).map { UInt8($0) }
            var differing = 0
            for row in 0..<256 {
                // Every count from 0 to 9 from an odd offset, then the rest of the row: the
                // vector loop and what is left after it.
                var pixels = Array(backdrop[row * 256..<(row + 1) * 256])
                coverage.withUnsafeBufferPointer { alpha in
                    pixels.withUnsafeMutableBufferPointer { to in
                        var at = 0
                        for count in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] {
                            sheetlab_blend_coverage(
                                alpha.baseAddress! + at, to.baseAddress! + at, count, color)
                            at += count
                        }
                        sheetlab_blend_coverage(
                            alpha.baseAddress! + at, to.baseAddress! + at, 256 - at, color)
                    }
                }
                // A window's pixels are XRGB: SDL leaves its own byte in the unused top one.
                for column in 0..<256
                where (pixels[column] ^ expected[row * 256 + column]) & 0x00FF_FFFF != 0 {
                    differing += 1
                }
            }
            #expect(differing == 0, "colour \(String(color, radix: 16)): \(differing) differ")
        }
    }

    /// A corner tile drawn black straight into a software window (`sheetlab_darken_coverage`:
    /// a device's screen corners): the very pixels SDL makes copying the white tile, tinted
    /// black, onto the window.
    @Suite struct CornerBlendTests {
        @Test func everyCoverageOverEveryBackdropIsSDLsTintedBlend() {
            let (backdrop, expected) = TextBlendTests.blendedBySDL(0xFF_FFFF, tint: 0)
            #expect(expected != backdrop, "SDL blended nothing")
            let coverage = (0..<256).map { UInt8($0) }
            var differing = 0
            for row in 0..<256 {
                var pixels = Array(backdrop[row * 256..<(row + 1) * 256])
                coverage.withUnsafeBufferPointer { alpha in
                    pixels.withUnsafeMutableBufferPointer { to in
                        var at = 0
                        for count in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] {
                            sheetlab_darken_coverage(
                                alpha.baseAddress! + at, to.baseAddress! + at, count)
                            at += count
                        }
                        sheetlab_darken_coverage(
                            alpha.baseAddress! + at, to.baseAddress! + at, 256 - at)
                    }
                }
                for column in 0..<256
                where (pixels[column] ^ expected[row * 256 + column]) & 0x00FF_FFFF != 0 {
                    differing += 1
                }
            }
            #expect(differing == 0, "\(differing) differ")
        }
    }
}
