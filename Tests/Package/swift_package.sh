#!/usr/bin/env bash
# Proves `--export swift-package` (issue 41) as an iOS engineer would meet it, on Linux:
#  1. exports the package of a tuned sheet (--preset fluid on an iPhone 16) with BINARY;
#  2. requires its engine files to be SheetCore's, byte for byte, and its own files to be
#     Resources/swift-package's (a fix in SheetCore ships with the next export);
#  3. builds it with `swift build` (warnings as errors) and runs its tests: every built-in
#     gesture on the tuned sheet and on every preset lands where SheetLab's replay lands it;
#     then the tests of five more tunings' packages (a peeking card a subnormal height tall, a
#     card, a fit detent, iOS 26's floating sheet, a window too small for most presets);
#  4. plants a wrong expected landing and requires its tests to fail;
#  5. type-checks its UIKit and SwiftUI layer (Swift 6, warnings as errors) against the
#     stubs in Tests/Conformance/stubs, then a planted misspelling, which must fail.
# Usage: Tests/Package/swift_package.sh BINARY
set -uo pipefail
binary=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "swift-package: $*" >&2; exit 1; }

(cd "$work" && "$binary" --preset fluid --device iphone-16 --export swift-package) \
    >"$work/export.log" 2>&1 || { cat "$work/export.log" >&2; fail "the export failed"; }
package="$work/TunedSheet"
[ -f "$package/Package.swift" ] || fail "no TunedSheet/Package.swift after the export"

engine=0
while IFS= read -r -d '' file; do
    rel=${file#"$package/Sources/SheetEngine/"}
    cmp -s "$file" "$root/Sources/SheetCore/$rel" ||
        fail "Sources/SheetEngine/$rel differs from Sources/SheetCore/$rel"
    engine=$((engine + 1))
done < <(find "$package/Sources/SheetEngine" -name '*.swift' -print0)
[ "$engine" -ge 100 ] || fail "only $engine engine files exported"
while IFS= read -r -d '' file; do
    rel=${file#"$root/Resources/swift-package/"}
    cmp -s "$file" "$package/$rel" || fail "$rel differs from Resources/swift-package/$rel"
done < <(find "$root/Resources/swift-package" -type f -print0)
echo "swift-package: $engine engine files are SheetCore's; the package's own files are the template's"

cd "$package" || fail "cannot enter $package"
swift build -Xswiftc -warnings-as-errors >"$work/build.log" 2>&1 ||
    { cat "$work/build.log" >&2; fail "swift build failed"; }
swift test -Xswiftc -warnings-as-errors >"$work/test.log" 2>&1 ||
    { grep -E '✘|error|failed' "$work/test.log" | head -40 >&2; fail "swift test failed"; }
cases=$(grep -oE 'landsWhereSheetLabLands\(_:\) with [0-9]+ test cases passed' "$work/test.log")
[ -n "$cases" ] || fail "the replays did not all pass"
echo "swift-package: swift build and swift test pass ($cases)"

# Other tunings: each export's two generated files in the built package (the rest is the
# same), its tests run again: a style with no drag, a fit detent, iOS 26's floating sheet.
generated=(Sources/TunedSheet/Tuned.swift Tests/TunedSheetTests/Replays.swift)
for file in "${generated[@]}"; do cp "$file" "$work/$(basename "$file").kept"; done
variant=0
for tuning in "--style peek --peek-height 5e-324" "--style card" \
    "--detents fit,max --dismiss-height 40" "--look ios26 --device iphone-16" \
    "--window 1x100 --detents 20,max --dismiss-height 10 --top-inset 0"; do
    variant=$((variant + 1))
    mkdir -p "$work/v$variant"
    # shellcheck disable=SC2086
    (cd "$work/v$variant" && "$binary" $tuning --export swift-package) >"$work/v.log" 2>&1 ||
        { cat "$work/v.log" >&2; fail "the export of $tuning failed"; }
    for file in "${generated[@]}"; do cp "$work/v$variant/TunedSheet/$file" "$file"; done
    swift test -Xswiftc -warnings-as-errors >"$work/test.log" 2>&1 ||
        { grep -E '✘|error|failed' "$work/test.log" | head -40 >&2; fail "swift test failed for $tuning"; }
    echo "swift-package: $tuning: its tests pass too"
done
for file in "${generated[@]}"; do cp "$work/$(basename "$file").kept" "$file"; done

# A planted wrong height must fail the replays.
replays=Tests/TunedSheetTests/Replays.swift
cp "$replays" "$work/Replays.swift"
sed -i '0,/height: \([0-9.]*\))/s//height: \1 + 7)/' "$replays"
cmp -s "$replays" "$work/Replays.swift" && fail "no height to plant a wrong value in"
if swift test >"$work/planted.log" 2>&1; then fail "a planted wrong landing passed the tests"; fi
cp "$work/Replays.swift" "$replays"
echo "swift-package: a planted wrong landing fails the tests"

# The UIKit and SwiftUI layer against the stubs (its engine and driver as SwiftPM built them).
modules=$(dirname "$(find -L .build -name TunedSheet.swiftmodule | head -1)")
[ -f "$modules/TunedSheet.swiftmodule" ] || fail "no TunedSheet module in .build"
stubs="$root/Tests/Conformance/stubs"
mkdir -p "$work/stubs"
for module in UIKit SwiftUI; do
    sources=("$stubs/$module.swift")
    for part in "$stubs/$module+"*.swift; do [ -e "$part" ] && sources+=("$part"); done
    swiftc -emit-module -module-name "$module" -swift-version 6 -parse-as-library \
        -I "$work/stubs" "${sources[@]}" -emit-module-path "$work/stubs/$module.swiftmodule" ||
        fail "the $module stub does not build"
done
ui=(Sources/TunedSheetUI/*.swift)
check() {
    swiftc -typecheck -swift-version 6 -warnings-as-errors -parse-as-library \
        -I "$work/stubs" -I "$modules" "$@" >"$work/ui.log" 2>&1
}
check "${ui[@]}" || { cat "$work/ui.log" >&2; fail "the UIKit/SwiftUI layer does not type-check"; }
# plant FILE FROM TO: the layer with FROM misspelled TO in FILE must fail.
plant() {
    rm -rf "$work/planted" && mkdir -p "$work/planted"
    for file in "${ui[@]}"; do cp "$file" "$work/planted/"; done
    grep -q -- "$2" "$work/planted/$1" || fail "$1 has no '$2' to misspell"
    sed -i "s/$2/$3/" "$work/planted/$1"
    if check "$work"/planted/*.swift; then fail "'$3' in $1 passed the type-check"; fi
}
plant TunedSheetController.swift 'cornerCurve = .continuous' 'cornerCurv = .continuous'
plant View+TunedSheet.swift 'UIHostingController(rootView:' 'UIHostingController(rootVeiw:'
plant FrameClock.swift 'link?.invalidate()' 'link?.invalidat()'
echo "swift-package: the UIKit and SwiftUI layer type-checks against the stubs (${#ui[@]} files); each planted misspelling fails"
