#!/usr/bin/env python3
"""Regenerate the bundled Simplified-Chinese UI fonts for SheetLab.

What
----
Writes two OpenType/CFF fonts next to this script:

    NotoSansSC-Regular.otf   subset of "Noto Sans CJK SC" Regular
    NotoSansSC-Bold.otf      subset of "Noto Sans CJK SC" Bold

They are cut from the Debian ``fonts-noto-cjk`` collections
(``NotoSansCJK-Regular.ttc`` / ``NotoSansCJK-Bold.ttc``).  A .ttc holds
several faces (JP, KR, SC, TC, HK, and the Mono variants); the SC face is
located by reading each face's name table rather than by a hard-coded index.

Coverage: every character of GB2312 (all 7445 valid two-byte codes,
rows 0xA1-0xF7 x cols 0xA1-0xFE, decoded with Python's ``gb2312`` codec),
Latin-1 (U+0020-U+007E, U+00A0-U+00FF), General Punctuation, CJK Symbols
and Punctuation, Halfwidth and Fullwidth Forms, a few symbol blocks used in
UI text (arrows, geometric shapes, letterlike symbols, number forms),
U+FFFD, and the text in ``EXTRA_TEXT`` -- as far as the source face has
glyphs for them.

Why
---
The app renders its UI with SDL_ttf/FreeType and ships these files so that
it needs no system fonts: Chinese text renders identically on every machine,
with or without fonts-noto-cjk installed.  The full collections are ~20 MB
each and carry five regional variants; the GB2312 subset of the SC face is
a small fraction of that and covers ordinary Simplified-Chinese text.

Subsetting choices: OpenType/CFF output (not WOFF) so FreeType loads it
directly; cmap, GSUB/GPOS (fontTools' default feature list minus 'locl'
and the vertical-layout features, which would pull in thousands of JP/KR/
TC/HK regional glyph variants) and the complete name table (family name,
copyright and OFL licence records) are kept; CFF hinting is dropped to save
space (FreeType renders the outlines unhinted/anti-aliased, which is how
CJK text is usually shown anyway).

The output is deterministic: the source's head.created/head.modified
timestamps are kept instead of being set to "now" on save, so running this
script twice produces byte-identical files.

Licence: Noto Sans CJK is under the SIL Open Font License 1.1 (see
LICENSE-OFL.txt).  A subset is a "Modified Version" under the OFL; the
reserved font name is "Source", which the output names do not use.

Usage
-----
    python3 Resources/fonts/make_subset.py [REGULAR_TTC [BOLD_TTC]]

Requires Python 3 and fontTools (``pip install fonttools``) and the source
collections (``apt-get install fonts-noto-cjk``).  Works offline.
"""

from __future__ import annotations

import argparse
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

DEFAULT_REGULAR = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
DEFAULT_BOLD = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"

# Family name (name ID 1) of the face we want inside the collection.
SC_FAMILY = "Noto Sans CJK SC"

OUT_DIR = os.path.dirname(os.path.abspath(__file__))

# Text the app shows that must render; kept explicitly even if the ranges
# below already cover it (e.g. U+00B7 is not in Python's GB2312 mapping).
EXTRA_TEXT = (
    "百字令·偶忆 横街南巷，记钿车小小，翠帘徐揭。绿酒分曹人散后，心事低徊潜说。"
    "莲子湖头，枇杷花下，绾就同心结。明珠未斛，朔风千里催别。同是沦落天涯，"
    "青青柳色，争忍先攀折。红浪香温围夜玉，堕我怀中明月。暮雨空归，秋河不动，"
    "虬箭丁丁咽。十年一梦，鬓丝今已如雪。Get Started"
    "…·—–‘’“”●○■□▲△▶◀★☆※←↑→↓×÷°℃"
)

# OpenType features removed from fontTools' default keep-list (see subset_options).
DROP_FEATURES = {"locl", "vert", "vrt2", "vkna", "vpal", "vhal", "vkrn", "valt"}

# (first, last) inclusive code point ranges.
RANGES = [
    (0x0020, 0x007E),  # Basic Latin (printable)
    (0x00A0, 0x00FF),  # Latin-1 Supplement
    (0x2000, 0x206F),  # General Punctuation (incl. U+2014, U+2018-201D, U+2026)
    (0x2100, 0x214F),  # Letterlike Symbols (℃, №, ™)
    (0x2150, 0x218F),  # Number Forms (Roman numerals)
    (0x2190, 0x21FF),  # Arrows
    (0x25A0, 0x25FF),  # Geometric Shapes (incl. U+25CF ●)
    (0x3000, 0x303F),  # CJK Symbols and Punctuation
    (0xFF00, 0xFFEF),  # Halfwidth and Fullwidth Forms
    (0xFFFD, 0xFFFD),  # Replacement character
]


def gb2312_codepoints() -> set[int]:
    """Every character of GB2312, via Python's codec (7445 characters)."""
    cps: set[int] = set()
    for row in range(0xA1, 0xF8):
        for col in range(0xA1, 0xFF):
            try:
                ch = bytes((row, col)).decode("gb2312")
            except UnicodeDecodeError:
                continue
            cps.update(ord(c) for c in ch)
    return cps


def wanted_codepoints() -> set[int]:
    cps = gb2312_codepoints()
    for first, last in RANGES:
        cps.update(range(first, last + 1))
    cps.update(ord(c) for c in EXTRA_TEXT)
    return cps


def find_sc_index(ttc_path: str) -> int:
    """Index of the face whose family name is exactly SC_FAMILY."""
    coll = TTCollection(ttc_path, lazy=True)
    try:
        for i, face in enumerate(coll.fonts):
            if face["name"].getDebugName(1) == SC_FAMILY:
                return i
    finally:
        coll.close()
    sys.exit(f"error: no face named {SC_FAMILY!r} in {ttc_path}")


def subset_options() -> subset.Options:
    opts = subset.Options()
    opts.hinting = False           # drop CFF stem hints (~15% smaller file)
    # fontTools' default OpenType feature list, minus 'locl' and the vertical
    # features.  In the SC face 'locl' maps ideographs to their JP/KR/TC/HK
    # regional forms; keeping it would almost double the glyph count (~5800
    # extra glyphs, +1.3 MB) for forms the app never selects.  The app does
    # no vertical layout, so vert/vrt2/... would only add dead glyphs.
    opts.layout_features = [
        f for f in subset.Options().layout_features if f not in DROP_FEATURES
    ]
    opts.notdef_outline = True     # missing characters show a visible box
    opts.name_IDs = ["*"]          # keep full name table: family, copyright, OFL
    opts.name_languages = ["*"]    # ... including the Chinese-language records
    opts.name_legacy = True
    opts.recalc_timestamp = False  # keep source head.modified -> deterministic
    opts.flavor = None             # plain OpenType, not WOFF
    return opts


def make_one(ttc_path: str, out_name: str, cps: set[int]) -> None:
    index = find_sc_index(ttc_path)
    font = TTFont(ttc_path, fontNumber=index, recalcTimestamp=False, lazy=False)
    available = set(font.getBestCmap())
    keep = sorted(cps & available)

    sub = subset.Subsetter(options=subset_options())
    sub.populate(unicodes=keep)
    sub.subset(font)

    out_path = os.path.join(OUT_DIR, out_name)
    # Write via a temporary name so a failed run never leaves a truncated font.
    tmp_path = out_path + ".tmp"
    font.save(tmp_path, reorderTables=True)
    font.close()
    os.replace(tmp_path, out_path)

    missing = sorted(cps - available)
    print(
        f"{out_name}: face #{index} of {os.path.basename(ttc_path)}, "
        f"{len(keep)} code points, {os.path.getsize(out_path)} bytes"
        + (f" ({len(missing)} requested code points not in source)" if missing else "")
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("regular", nargs="?", default=DEFAULT_REGULAR,
                    help=f"Noto Sans CJK Regular collection (default: {DEFAULT_REGULAR})")
    ap.add_argument("bold", nargs="?", default=DEFAULT_BOLD,
                    help=f"Noto Sans CJK Bold collection (default: {DEFAULT_BOLD})")
    args = ap.parse_args()

    for path in (args.regular, args.bold):
        if not os.path.isfile(path):
            sys.exit(f"error: {path} not found (apt-get install fonts-noto-cjk)")

    cps = wanted_codepoints()
    make_one(args.regular, "NotoSansSC-Regular.otf", cps)
    make_one(args.bold, "NotoSansSC-Bold.otf", cps)


if __name__ == "__main__":
    main()
