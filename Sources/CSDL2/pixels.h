#ifndef SHEETLAB_CSDL2_PIXELS_H
#define SHEETLAB_CSDL2_PIXELS_H

#include <stddef.h>
#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// `count` 32-bit pixels from `from` darkened to `shade` into `to` (which may be `from`):
/// each colour channel × shade / 255, truncated, as SDL's modulating blit computes it, the
/// top byte (alpha) kept. x / 255 is (x + 1 + x >> 8) >> 8, exact for every product of two
/// bytes. Four pixels at a time in SSE2's 16-bit lanes (every x86-64 CPU has it): a page's
/// text is darkened pixel by pixel on every frame the overlay changes.
static inline void sheetlab_darken(const uint32_t *from, uint32_t *to, size_t count,
                                   uint8_t shade) {
    size_t i = 0;
#if defined(__SSE2__)
    const __m128i factors = _mm_setr_epi16(shade, shade, shade, 255, shade, shade, shade, 255);
    const __m128i one = _mm_set1_epi16(1);
    const __m128i zero = _mm_setzero_si128();
    for (; i + 4 <= count; i += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(from + i));
        __m128i low = _mm_mullo_epi16(_mm_unpacklo_epi8(pixels, zero), factors);
        __m128i high = _mm_mullo_epi16(_mm_unpackhi_epi8(pixels, zero), factors);
        low = _mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(low, one), _mm_srli_epi16(low, 8)), 8);
        high = _mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(high, one), _mm_srli_epi16(high, 8)), 8);
        _mm_storeu_si128((__m128i *)(to + i), _mm_packus_epi16(low, high));
    }
#endif
    for (; i < count; i++) {
        uint32_t pixel = from[i], darkened = pixel & 0xFF000000u;
        for (int channel = 0; channel < 24; channel += 8) {
            uint32_t x = ((pixel >> channel) & 0xFFu) * shade;
            darkened |= (((x + 1 + (x >> 8)) >> 8) & 0xFFu) << channel;
        }
        to[i] = darkened;
    }
}

#endif
