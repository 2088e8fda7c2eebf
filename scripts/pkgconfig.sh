#!/usr/bin/env bash
# Writes .build/pkgconfig/sdl2.pc: the system's sdl2.pc without -D_REENTRANT, which
# SwiftPM refuses in a pkg-config file (it warns "prohibited flag(s)"; glibc ignores the
# macro). SDL2_ttf.pc, which the CSDL2 target names, then resolves sdl2 through it.
set -euo pipefail
out=.build/pkgconfig
mkdir -p "$out"
source_dir=$(pkg-config --variable=pcfiledir sdl2)
sed -e 's/ *-D_REENTRANT//g' "$source_dir/sdl2.pc" > "$out/sdl2.pc.tmp"
if ! cmp -s "$out/sdl2.pc.tmp" "$out/sdl2.pc" 2>/dev/null; then mv "$out/sdl2.pc.tmp" "$out/sdl2.pc"; else rm "$out/sdl2.pc.tmp"; fi
