#ifndef SHEETLAB_CSDL2_PIXELS_H
#define SHEETLAB_CSDL2_PIXELS_H

#include <stddef.h>
#include <stdint.h>
#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
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

/// Whether the CPU and the system run AVX2 (the 256-bit integer lanes `sheetlab_darken_wide`
/// uses): CPUID says the CPU has them, XGETBV that the system saves their registers.
static inline int sheetlab_cpu_has_avx2(void) {
#if defined(__x86_64__)
    unsigned int a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_OSXSAVE) || !(c & bit_AVX)) return 0;
    unsigned int low, high;
    __asm__("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    if ((low & 6) != 6) return 0;  // XMM and YMM state
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    return (b & bit_AVX2) != 0;
#else
    return 0;
#endif
}

#if defined(__x86_64__)
/// `sheetlab_darken`, eight pixels at a time in AVX2's 16-bit lanes; only where
/// `sheetlab_cpu_has_avx2()` (the same pixels: the same arithmetic, lane for lane).
__attribute__((target("avx2"))) static inline void
sheetlab_darken_wide(const uint32_t *from, uint32_t *to, size_t count, uint8_t shade) {
    const __m256i factors = _mm256_setr_epi16(shade, shade, shade, 255, shade, shade, shade, 255,
                                              shade, shade, shade, 255, shade, shade, shade, 255);
    const __m256i one = _mm256_set1_epi16(1);
    const __m256i zero = _mm256_setzero_si256();
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        // Unpacking and packing work within each 128-bit half: the order comes back as it was.
        __m256i pixels = _mm256_loadu_si256((const __m256i *)(from + i));
        __m256i low = _mm256_mullo_epi16(_mm256_unpacklo_epi8(pixels, zero), factors);
        __m256i high = _mm256_mullo_epi16(_mm256_unpackhi_epi8(pixels, zero), factors);
        low = _mm256_srli_epi16(
            _mm256_add_epi16(_mm256_add_epi16(low, one), _mm256_srli_epi16(low, 8)), 8);
        high = _mm256_srli_epi16(
            _mm256_add_epi16(_mm256_add_epi16(high, one), _mm256_srli_epi16(high, 8)), 8);
        _mm256_storeu_si256((__m256i *)(to + i), _mm256_packus_epi16(low, high));
    }
    sheetlab_darken(from + i, to + i, count - i, shade);
}
#else
static inline void sheetlab_darken_wide(const uint32_t *from, uint32_t *to, size_t count,
                                        uint8_t shade) {
    sheetlab_darken(from, to, count, shade);
}
#endif

#endif
