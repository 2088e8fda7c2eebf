#ifndef SHEETLAB_CSDL2_GLASS_H
#define SHEETLAB_CSDL2_GLASS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// The tone of glass over a page that only the overlay darkens, one channel: `field` is the
/// page's blurred, desaturated channel (0…255); `k` the gain the overlay and the glass's tone
/// leave (× 65536, below 1); `base` what the tone adds (× 256, with 128 for rounding). The
/// sum saturates at 65535, so a channel never passes 255 (the tone's clamp).
static inline uint32_t sheetlab_glass_channel(uint32_t field, uint32_t k, uint32_t base) {
    uint32_t sum = (((field << 8) * k) >> 16) + base;
    return (sum > 65535u ? 65535u : sum) >> 8;
}

/// One pixel of `sheetlab_glass_tone`: opaque, each colour by `sheetlab_glass_channel`, with
/// its own `base`.
static inline uint32_t sheetlab_glass_pixel(uint32_t field, uint16_t k, uint16_t red,
                                            uint16_t green, uint16_t blue) {
    return 0xFF000000u | sheetlab_glass_channel((field >> 16) & 0xFF, k, red) << 16
           | sheetlab_glass_channel((field >> 8) & 0xFF, k, green) << 8
           | sheetlab_glass_channel(field & 0xFF, k, blue);
}

/// `count` pixels of glass from `field` (the page blurred and desaturated, one 32-bit pixel
/// each) into `to`: each colour `field × k + base`, saturating at 255, alpha opaque. Four
/// pixels at a time in SSE2's 16-bit lanes: a channel is one high multiply and one saturating
/// add, the same arithmetic as `sheetlab_glass_channel`, lane for lane.
static inline void sheetlab_glass_tone(const uint32_t *field, uint32_t *to, size_t count,
                                       uint16_t k, uint16_t red, uint16_t green,
                                       uint16_t blue) {
    size_t i = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const short kk = (short)k;
    const __m128i gains = _mm_setr_epi16(kk, kk, kk, 0, kk, kk, kk, 0);
    // Lanes in the order of a pixel's bytes in memory: blue, green, red, alpha.
    const __m128i adds = _mm_setr_epi16((short)blue, (short)green, (short)red, (short)0xFF00,
                                        (short)blue, (short)green, (short)red, (short)0xFF00);
    for (; i + 4 <= count; i += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(field + i));
        // Each byte in the high half of its 16-bit lane: the channel × 256.
        __m128i low = _mm_mulhi_epu16(_mm_unpacklo_epi8(zero, pixels), gains);
        __m128i high = _mm_mulhi_epu16(_mm_unpackhi_epi8(zero, pixels), gains);
        low = _mm_srli_epi16(_mm_adds_epu16(low, adds), 8);
        high = _mm_srli_epi16(_mm_adds_epu16(high, adds), 8);
        _mm_storeu_si128((__m128i *)(to + i), _mm_packus_epi16(low, high));
    }
#endif
    for (; i < count; i++) to[i] = sheetlab_glass_pixel(field[i], k, red, green, blue);
}

/// One pixel of `sheetlab_blend_coverage`: colour `color` (0x00RRGGBB) over `to` by coverage
/// `a`, each channel (c × a >> 8) + (d × (255 − a) >> 8), `to` itself where `a` is 0 and the
/// colour where it is 255, `to`'s alpha kept: what SDL's software renderer computes blending
/// a line of text onto the window (TextBlendTests checks every coverage and backdrop against
/// the SDL linked).
static inline uint32_t sheetlab_blend_one(uint32_t to, uint8_t a, uint32_t color) {
    if (a == 0) return to;
    if (a == 255) return (to & 0xFF000000u) | (color & 0x00FFFFFFu);
    uint32_t out = to & 0xFF000000u;
    for (int shift = 0; shift < 24; shift += 8) {
        uint32_t d = (to >> shift) & 0xFF, c = (color >> shift) & 0xFF;
        out |= (((c * a) >> 8) + ((d * (255u - a)) >> 8)) << shift;
    }
    return out;
}

/// `count` pixels of a line of text blended into `to`: `color` (0x00RRGGBB) by each pixel's
/// coverage in `alpha`, as `sheetlab_blend_one`, lane for lane. Four pixels at a time in SSE2's
/// 16-bit lanes (each product is under 65536), and four uncovered pixels (most of a line) at
/// the cost of one comparison.
static inline void sheetlab_blend_coverage(const uint8_t *alpha, uint32_t *to, size_t count,
                                           uint32_t color) {
    size_t i = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i colour =
        _mm_unpacklo_epi8(_mm_set1_epi32((int)(color & 0x00FFFFFFu)), zero);
    // Alpha's own lane takes no share (0: the pixel's own value is kept).
    const __m128i colours = _mm_set_epi16(0, -1, -1, -1, 0, -1, -1, -1);
    const __m128i full = _mm_set1_epi16(255);
    for (; i + 4 <= count; i += 4) {
        uint32_t four;
        memcpy(&four, alpha + i, 4);
        if (four == 0) continue;
        __m128i shares = _mm_cvtsi32_si128((int)four);
        shares = _mm_unpacklo_epi8(shares, shares);
        shares = _mm_unpacklo_epi16(shares, shares);  // each coverage in its pixel's 4 bytes
        __m128i pixels = _mm_loadu_si128((const __m128i *)(to + i));
        __m128i halves[2];
        for (int half = 0; half < 2; half++) {
            __m128i a = _mm_and_si128(
                half == 0 ? _mm_unpacklo_epi8(shares, zero) : _mm_unpackhi_epi8(shares, zero),
                colours);
            __m128i d = half == 0 ? _mm_unpacklo_epi8(pixels, zero)
                                  : _mm_unpackhi_epi8(pixels, zero);
            __m128i over = _mm_srli_epi16(_mm_mullo_epi16(colour, a), 8);
            __m128i under = _mm_srli_epi16(_mm_mullo_epi16(d, _mm_sub_epi16(full, a)), 8);
            __m128i mixed = _mm_add_epi16(over, under);
            __m128i opaque = _mm_cmpeq_epi16(a, full);
            __m128i clear = _mm_cmpeq_epi16(a, zero);
            mixed = _mm_or_si128(_mm_and_si128(opaque, colour), _mm_andnot_si128(opaque, mixed));
            halves[half] = _mm_or_si128(_mm_and_si128(clear, d), _mm_andnot_si128(clear, mixed));
        }
        _mm_storeu_si128((__m128i *)(to + i), _mm_packus_epi16(halves[0], halves[1]));
    }
#endif
    for (; i < count; i++) to[i] = sheetlab_blend_one(to[i], alpha[i], color);
}

/// `count` pixels darkened toward black by each one's coverage in `alpha`: each channel
/// d × (255 − a) / 255, truncated, `to`'s alpha kept: what SDL's software renderer computes
/// copying a white tile tinted black onto the window (CornerBlendTests checks every coverage
/// and backdrop against the SDL linked). The division by 255 is (x + 1 + (x >> 8)) >> 8, the
/// same for every product of two bytes. Four pixels at a time in SSE2's 16-bit lanes, four
/// uncovered pixels at the cost of one comparison.
static inline void sheetlab_darken_coverage(const uint8_t *alpha, uint32_t *to, size_t count) {
    size_t i = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i one = _mm_set1_epi16(1);
    // Alpha's own lane keeps all of itself (255 − 0).
    const __m128i colours = _mm_set_epi16(0, -1, -1, -1, 0, -1, -1, -1);
    const __m128i full = _mm_set1_epi16(255);
    for (; i + 4 <= count; i += 4) {
        uint32_t four;
        memcpy(&four, alpha + i, 4);
        if (four == 0) continue;
        __m128i shares = _mm_cvtsi32_si128((int)four);
        shares = _mm_unpacklo_epi8(shares, shares);
        shares = _mm_unpacklo_epi16(shares, shares);
        __m128i pixels = _mm_loadu_si128((const __m128i *)(to + i));
        __m128i halves[2];
        for (int half = 0; half < 2; half++) {
            __m128i a = _mm_and_si128(
                half == 0 ? _mm_unpacklo_epi8(shares, zero) : _mm_unpackhi_epi8(shares, zero),
                colours);
            __m128i d = half == 0 ? _mm_unpacklo_epi8(pixels, zero)
                                  : _mm_unpackhi_epi8(pixels, zero);
            __m128i x = _mm_mullo_epi16(d, _mm_sub_epi16(full, a));
            x = _mm_add_epi16(_mm_add_epi16(x, one), _mm_srli_epi16(x, 8));
            halves[half] = _mm_srli_epi16(x, 8);
        }
        _mm_storeu_si128((__m128i *)(to + i), _mm_packus_epi16(halves[0], halves[1]));
    }
#endif
    for (; i < count; i++) {
        uint32_t pixel = to[i], out = pixel & 0xFF000000u, keep = 255u - alpha[i];
        for (int shift = 0; shift < 24; shift += 8) {
            out |= ((((pixel >> shift) & 0xFF) * keep) / 255u) << shift;
        }
        to[i] = out;
    }
}

#endif
