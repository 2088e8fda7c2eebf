#!/usr/bin/env bash
# Renders SheetLab's hicolor PNG icons from packaging/icons/sheetlab.svg (drawn by hand), one
# per size `make install` installs. Run by hand after editing the SVG, and commit the PNGs:
# nothing renders them at build or install time. Needs rsvg-convert (apt: librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v rsvg-convert >/dev/null || { echo "icons.sh: rsvg-convert is missing (apt-get install librsvg2-bin)" >&2; exit 69; }
sizes=${ICON_SIZES:-16 22 24 32 48 64 128 256 512}
for size in $sizes; do
    rsvg-convert --width "$size" --height "$size" packaging/icons/sheetlab.svg \
        --output "packaging/icons/sheetlab-$size.png"
    echo "packaging/icons/sheetlab-$size.png"
done
