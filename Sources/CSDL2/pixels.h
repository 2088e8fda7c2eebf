#ifndef SHEETLAB_CSDL2_PIXELS_H
#define SHEETLAB_CSDL2_PIXELS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
#endif

/// The 16-bit multiplier that darkens a byte to `shade` in one high multiply: for every byte
/// c and every shade below 255, (c × ceil(shade × 65536 / 255)) >> 16 = c × shade / 255
/// truncated (every pair checked against SDL by DarkenTests). 255 keeps a byte as it is.
static inline uint16_t sheetlab_darken_factor(uint8_t shade) {
    return (uint16_t)((shade * 65536u + 254u) / 255u);
}

/// Whether `count` pixels at `from` and at `to` share no byte.
static inline int sheetlab_apart(const uint32_t *from, const uint32_t *to, size_t count) {
    return (uintptr_t)(to + count) <= (uintptr_t)from
           || (uintptr_t)(from + count) <= (uintptr_t)to;
}

#if defined(__SSE2__)
/// Four pixels darkened by `factors` (`sheetlab_darken_factor` in each colour's 16-bit lane,
/// 0 in alpha's, which is taken back from the source).
static inline void sheetlab_darken_four(const uint32_t *from, uint32_t *to, __m128i factors) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
    __m128i pixels = _mm_loadu_si128((const __m128i *)from);
    __m128i low = _mm_mulhi_epu16(_mm_unpacklo_epi8(pixels, zero), factors);
    __m128i high = _mm_mulhi_epu16(_mm_unpackhi_epi8(pixels, zero), factors);
    _mm_storeu_si128((__m128i *)to,
                     _mm_or_si128(_mm_packus_epi16(low, high), _mm_and_si128(pixels, alpha)));
}
#endif

/// `count` 32-bit pixels from `from` darkened to `shade` into `to` (which may be `from`):
/// each colour channel × shade / 255, truncated, as SDL's modulating blit computes it, the
/// top byte (alpha) kept. Four pixels at a time in SSE2's 16-bit lanes (every x86-64 CPU has
/// it), a channel in one high multiply (`sheetlab_darken_factor`): a page's text is darkened
/// pixel by pixel on every frame the overlay changes.
static inline void sheetlab_darken(const uint32_t *from, uint32_t *to, size_t count,
                                   uint8_t shade) {
    if (shade == 255) {
        if (from != to) memmove(to, from, count * sizeof(uint32_t));
        return;
    }
    const uint32_t factor = sheetlab_darken_factor(shade);
    size_t i = 0;
#if defined(__SSE2__)
    const __m128i factors = _mm_setr_epi16(factor, factor, factor, 0, factor, factor, factor, 0);
    for (; i + 4 <= count; i += 4) sheetlab_darken_four(from + i, to + i, factors);
    if (i == count) return;
    // Apart (not in place), the last pixels are the last four, some darkened twice from the
    // same source: none one at a time.
    if (count >= 4 && sheetlab_apart(from, to, count)) {
        sheetlab_darken_four(from + count - 4, to + count - 4, factors);
        return;
    }
#endif
    for (; i < count; i++) {
        uint32_t pixel = from[i], darkened = pixel & 0xFF000000u;
        for (int channel = 0; channel < 24; channel += 8) {
            darkened |= ((((pixel >> channel) & 0xFFu) * factor) >> 16) << channel;
        }
        to[i] = darkened;
    }
}

/// `rows` rows of `pitch` bytes from `from` to `to`, which may overlap: one row at a time,
/// in the order that reads each row before it is written over. (memmove would take a block
/// this large with `rep movsb`, which callgrind counts as an instruction a byte: by rows the
/// instruction count stays a measure of the work.)
static inline void sheetlab_move_rows(uint8_t *to, const uint8_t *from, size_t pitch,
                                      size_t rows) {
    if (to == from || rows == 0) return;
    if ((uintptr_t)to < (uintptr_t)from) {
        for (size_t row = 0; row < rows; row++) memcpy(to + row * pitch, from + row * pitch, pitch);
    } else {
        for (size_t row = rows; row-- > 0;) memcpy(to + row * pitch, from + row * pitch, pitch);
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
/// Eight pixels darkened by `factors` (`sheetlab_darken_factor` in each colour's 16-bit lane,
/// 0 in alpha's, which is taken back from the source).
__attribute__((target("avx2"))) static inline void
sheetlab_darken_eight(const uint32_t *from, uint32_t *to, __m256i factors) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
    // Unpacking and packing work within each 128-bit half: the order comes back as it was.
    __m256i pixels = _mm256_loadu_si256((const __m256i *)from);
    __m256i low = _mm256_mulhi_epu16(_mm256_unpacklo_epi8(pixels, zero), factors);
    __m256i high = _mm256_mulhi_epu16(_mm256_unpackhi_epi8(pixels, zero), factors);
    _mm256_storeu_si256((__m256i *)to,
                        _mm256_blendv_epi8(_mm256_packus_epi16(low, high), pixels, alpha));
}

/// `sheetlab_darken`, eight pixels at a time in AVX2's 16-bit lanes; only where
/// `sheetlab_cpu_has_avx2()` (the same pixels: the same arithmetic, lane for lane).
__attribute__((target("avx2"))) static inline void
sheetlab_darken_wide(const uint32_t *from, uint32_t *to, size_t count, uint8_t shade) {
    if (shade == 255 || count < 8) {
        sheetlab_darken(from, to, count, shade);
        return;
    }
    const short f = (short)sheetlab_darken_factor(shade);
    const __m256i factors = _mm256_setr_epi16(f, f, f, 0, f, f, f, 0, f, f, f, 0, f, f, f, 0);
    size_t i = 0;
    for (; i + 8 <= count; i += 8) sheetlab_darken_eight(from + i, to + i, factors);
    if (i == count) return;
    // Apart (not in place), the last pixels are the last eight, some darkened twice from the
    // same source; in place, the last few are left to `sheetlab_darken`.
    if (sheetlab_apart(from, to, count)) {
        sheetlab_darken_eight(from + count - 8, to + count - 8, factors);
    } else {
        sheetlab_darken(from + i, to + i, count - i, shade);
    }
}
#else
static inline void sheetlab_darken_wide(const uint32_t *from, uint32_t *to, size_t count,
                                        uint8_t shade) {
    sheetlab_darken(from, to, count, shade);
}
#endif

#endif
