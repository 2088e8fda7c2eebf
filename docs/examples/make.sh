#!/usr/bin/env bash
# Draws the two example screens the README's device picture uses (`--page-image` and
# `--sheet-image`), with ImageMagick and DejaVu Sans: run once, offline; the PNGs are committed.
# Both are @2x for a 393 pt wide screen (786 px), as a designer's export of an iPhone 16 frame.
set -euo pipefail
cd "$(dirname "$0")"
font=DejaVu-Sans
bold=DejaVu-Sans-Bold
# The page: a weather app, its sky from blue to dusk, the city, the temperature and ten days.
args=(-size 786x1704 gradient:'#3A7BD5-#1F2A4D' -fill white)
args+=(-font "$font" -pointsize 40 -annotate +60+230 'Hangzhou')
args+=(-font "$font" -pointsize 200 -annotate +50+450 '21°')
args+=(-font "$font" -pointsize 34 -annotate +64+520 'Light rain · H 24°  L 17°')
args+=(-fill '#FFFFFF22' -draw 'roundrectangle 40,600 746,1560 36,36' -fill white)
args+=(-font "$bold" -pointsize 26 -annotate +80+660 '10-DAY FORECAST')
days=(Today Tue Wed Thu Fri Sat Sun Mon Tue Wed)
lows=(17 16 18 19 17 15 16 18 19 20)
for index in "${!days[@]}"; do
    y=$((740 + index * 80))
    low=${lows[$index]}
    args+=(-font "$font" -pointsize 34 -annotate "+80+$y" "${days[$index]}")
    args+=(-annotate "+330+$y" "${low}°" -annotate "+640+$y" "$((low + 6))°")
    args+=(-fill '#FFD16688' -draw "roundrectangle 420,$((y - 14)) 610,$((y - 4)) 5,5" -fill white)
done
convert "${args[@]}" weather-page.png
# The sheet: the hour by hour list the page's forecast opens, on white, under a heading.
args=(-size 786x1560 xc:white -fill black -font "$bold" -pointsize 44 -annotate +40+70 'Hourly')
args+=(-fill '#6B6B70' -font "$font" -pointsize 28 -annotate +40+120 'Hangzhou · Tuesday')
temperatures=(18 18 19 21 22 23 24 24 23 22 21 20 19 18 18 17)
for index in "${!temperatures[@]}"; do
    y=$((210 + index * 84))
    hour=$(printf '%02d:00' $((6 + index)))
    args+=(-fill black -font "$font" -pointsize 32 -annotate "+40+$y" "$hour")
    args+=(-annotate "+220+$y" "${temperatures[$index]}°")
    args+=(-fill '#8E8E93' -annotate "+360+$y" "$((10 + index * 3 % 40))% rain")
    args+=(-fill '#E5E5EA' -draw "rectangle 40,$((y + 28)) 746,$((y + 29))")
done
convert "${args[@]}" hourly-sheet.png
echo "wrote docs/examples/weather-page.png and hourly-sheet.png"
