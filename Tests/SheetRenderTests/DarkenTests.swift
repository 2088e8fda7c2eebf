import CSDL2
import Testing

extension RenderTests {
    /// The page's darkening under the overlay (`sheetlab_darken`, `sheetlab_darken_wide`): the
    /// very pixels SDL's modulating blit makes, which the still page is darkened with.
    @Suite struct DarkenTests {
        /// A row of 261 pixels in which every channel takes every value: x in red, 255 - x in
        /// green, 7x mod 256 in blue, 13x mod 256 in alpha.
        static let source: [UInt32] = (0..<261).map { index in
            let x = UInt32(index % 256)
            return (x * 13 % 256) << 24 | x << 16 | (255 - x) << 8 | (x * 7 % 256)
        }

        /// SDL's own modulated copy of `source` at `shade` (colour mod, no blending).
        static func modulatedBySDL(_ shade: UInt8) -> [UInt32] {
            var pixels = source
            var result = [UInt32](repeating: 0, count: pixels.count)
            let format = SDL_PIXELFORMAT_ARGB8888.rawValue
            pixels.withUnsafeMutableBytes { input in
                result.withUnsafeMutableBytes { output in
                    let from = SDL_CreateRGBSurfaceWithFormatFrom(
                        input.baseAddress, 261, 1, 32, 261 * 4, format)
                    let to = SDL_CreateRGBSurfaceWithFormatFrom(
                        output.baseAddress, 261, 1, 32, 261 * 4, format)
                    defer {
                        SDL_FreeSurface(from)
                        SDL_FreeSurface(to)
                    }
                    SDL_SetSurfaceBlendMode(from, SDL_BLENDMODE_NONE)
                    SDL_SetSurfaceColorMod(from, shade, shade, shade)
                    _ = SDL_UpperBlit(from, nil, to, nil)
                }
            }
            return result
        }

        @Test func everyChannelAtEveryShadeIsSDLsModulation() {
            let wide = sheetlab_cpu_has_avx2() != 0
            for shade in 0...255 {
                let expected = Self.modulatedBySDL(UInt8(shade))
                // SDL drops the alpha of a blit without blending; the darkening keeps it.
                let kept = zip(expected, Self.source).map {
                    ($0 & 0x00FF_FFFF) | ($1 & 0xFF00_0000)
                }
                for darken in wide ? [sheetlab_darken, sheetlab_darken_wide] : [sheetlab_darken] {
                    // Every count from 0 to 20 and a long odd one, at an odd offset: the vector
                    // loops and what is left after them.
                    for count in Array(0...20) + [253] {
                        var pixels = [UInt32](repeating: 0, count: Self.source.count)
                        Self.source.withUnsafeBufferPointer { from in
                            pixels.withUnsafeMutableBufferPointer { to in
                                darken(
                                    from.baseAddress! + 3, to.baseAddress! + 3, count,
                                    UInt8(shade))
                            }
                        }
                        let middle = 3..<(3 + count)
                        let differing = middle.filter { pixels[$0] != kept[$0] }.count
                        #expect(differing == 0, "shade \(shade), \(count): \(differing) differ")
                        #expect(
                            pixels[0..<3].allSatisfy { $0 == 0 }
                                && pixels[middle.upperBound...].allSatisfy { $0 == 0 },
                            "nothing written outside the \(count) pixels")
                    }
                }
                // In place, as a row of the output is darkened where it lies.
                for darken in wide ? [sheetlab_darken, sheetlab_darken_wide] : [sheetlab_darken] {
                    var inPlace = Self.source
                    inPlace.withUnsafeMutableBufferPointer { buffer in
                        darken(
                            buffer.baseAddress!, buffer.baseAddress!, buffer.count, UInt8(shade))
                    }
                    #expect(inPlace == kept, "shade \(shade) in place")
                }
            }
        }
    }
}
