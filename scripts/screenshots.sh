#!/usr/bin/env bash
# Makes the pictures of the README and docs/ with the real app in a private Xvfb: the sheet at its
# default detent and at max, side by side, written to docs/sheet.png.
set -euo pipefail
bin=${1:-.build/debug/SheetDesktop}
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
exec 3> "$work/display"
Xvfb -displayfd 3 -screen 0 1200x1000x24 -nolisten tcp >/dev/null 2>&1 &
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.05; done
export DISPLAY=":$(cat "$work/display")"
# shot NAME FLAGS...: runs the app, optionally performs $GESTURE (xdotool arguments, with
# WINDOW standing for the window id), and captures the window.
shot() {
    local name=$1; shift
    "$bin" --events "$@" > "$work/$name.log" &
    local pid=$!
    for _ in $(seq 200); do grep -q '"ready"' "$work/$name.log" 2>/dev/null && break; sleep 0.05; done
    sleep 0.3
    local window; window=$(xdotool search --name '^SheetLab$' | head -1)
    if [ -n "${GESTURE:-}" ]; then xdotool ${GESTURE//WINDOW/$window}; sleep "${SETTLE:-0.2}"; fi
    eval "$(xdotool getwindowgeometry --shell "$window")"
    import -window root -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" +repage "$work/$name.png"
    kill "$pid"; wait "$pid" 2>/dev/null || true
}
# labelled NAME TEXT: the shot NAME with a border and TEXT above it (without the text where
# ImageMagick has no font), added to the labels of the picture being made.
labelled() {
    convert "$work/$1.png" -bordercolor '#DDDDDD' -border 1 \
        -gravity north -background white -splice 0x36 -font DejaVu-Sans -pointsize 22 \
        -annotate +0+6 "$2" "$work/$1-labelled.png" 2>/dev/null \
        || convert "$work/$1.png" -bordercolor '#DDDDDD' -border 1 "$work/$1-labelled.png"
    labels+=("$work/$1-labelled.png")
}
shot page
shot default --start default
shot max --start max
mkdir -p docs
convert "$work/page.png" "$work/default.png" "$work/max.png" -bordercolor '#DDDDDD' -border 1 +append docs/sheet.png
echo "wrote docs/sheet.png"

# An iPhone 16 with the system sheet over a designer's own screens (docs/examples): the page,
# UIKit's medium detent and large, for docs/device.png.
phone=(--device iphone-16 --look ios18 --detents medium=419.44,large=max
    --page-image docs/examples/weather-page.png --sheet-image docs/examples/hourly-sheet.png)
shot device-page "${phone[@]}"
shot device-medium "${phone[@]}" --start medium
shot device-large "${phone[@]}" --start large
convert "$work/device-page.png" "$work/device-medium.png" "$work/device-large.png" \
    -bordercolor white -border 12 +append docs/device.png
echo "wrote docs/device.png"

# iOS 26's sheet on an iPhone 17 Pro (`--preset uikit`, its grabber shown): medium, inset on
# glass, and large, edge to edge, in light and in dark, for docs/ios26.png.
labels=()
for appearance in light dark; do
    for start in default max; do
        shot "ios26-$appearance-$start" --preset uikit --device iphone-17-pro --grabber visible \
            --appearance "$appearance" --start "$start"
        labelled "ios26-$appearance-$start" "$appearance, $([ "$start" = default ] && echo medium || echo large)"
    done
done
convert "${labels[@]}" +append -resize 50% docs/ios26.png
echo "wrote docs/ios26.png"

# Where UIKit shows no bottom sheet (`--preset uikit`): an iPad mini on its side with its form
# sheet, and an iPhone 17 Pro on its side, full screen and attached to the bottom edge
# (`--edge-attached on`), for docs/presentations.png.
labels=()
shot present-ipad --preset uikit --device ipad-mini --orientation landscape --start form
labelled present-ipad "iPad mini on its side: the form sheet"
shot present-full --preset uikit --device iphone-17-pro --orientation landscape --start full
labelled present-full "iPhone 17 Pro on its side: full screen"
shot present-edge --preset uikit --device iphone-17-pro --orientation landscape --edge-attached on \
    --start max
labelled present-edge "--edge-attached on"
convert "${labels[@]}" -background white -gravity center -append -resize 50% docs/presentations.png
echo "wrote docs/presentations.png"

# One picture of each style at rest, labelled, for docs/styles.png.
labels=()
for spec in "sheet default" "fixed panel" "modal open" "half half" "card open" "peek peek"; do
    set -- $spec
    shot "style-$1" --style "$1" --start "$2"
    labelled "style-$1" "--style $1"
done
convert "${labels[@]}" +append -resize 50% docs/styles.png
echo "wrote docs/styles.png"

# The tuning panel, with default-height (the first row, selected) raised 80 pt by its keys,
# then the settings' rows scrolled into view and the look chosen: UIKit's (Right on it).
GESTURE="windowfocus --sync WINDOW key --clearmodifiers Prior Prior Prior Prior Prior Prior Prior Prior bracketleft bracketleft bracketleft Right" \
    SETTLE=0.8 shot panel --panel --start default --preset fluid
convert "$work/panel.png" docs/panel.png
echo "wrote docs/panel.png"

# seed and fluid side by side after one gesture: dragged down below the middle, then a
# gentle flick back up. The HUDs show the two decisions, red where they differ.
flick="mousemove --window WINDOW 195 300 mousedown 1"
for i in $(seq 1 30); do flick="$flick sleep 0.016 mousemove --window WINDOW 195 $((300 + i * 10))"; done
for i in $(seq 1 8); do flick="$flick sleep 0.016 mousemove --window WINDOW 195 $((600 - i * 5))"; done
GESTURE="$flick mouseup 1" SETTLE=1.2 shot compare --compare seed,fluid --hud --start max
convert "$work/compare.png" docs/compare.png
echo "wrote docs/compare.png"

# A plot of a recorded session.
rm -f "$work/session.jsonl"
GESTURE="$flick mouseup 1 sleep 1 key Escape" SETTLE=1 shot record --start max --preset fluid --record "$work/session.jsonl"
rm -f docs/plot.png
"$bin" plot "$work/session.jsonl" --out docs/plot.png >/dev/null
echo "wrote docs/plot.png"

# A three-detent sheet (--detents), driven there with keys: Enter presents it at its lowest
# detent, Up steps to the next; the three side by side, labelled, for docs/detents.png.
detents=(--detents peek=120,half=50%,full=max --dismiss-height 80)
labels=()
for spec in "peek key Return" "half key Return sleep 0.6 key Up" "full key Return sleep 0.6 key Up sleep 0.6 key Up"; do
    set -- $spec
    name=$1; shift
    GESTURE="windowfocus --sync WINDOW $*" SETTLE=0.8 shot "detents-$name" "${detents[@]}"
    labelled "detents-$name" "$name"
done
convert "${labels[@]}" +append -resize 60% docs/detents.png
echo "wrote docs/detents.png"
