#!/usr/bin/env bash
# Type-checks every golden export against its library's declarations: the UIKit, SwiftUI and
# FloatingPanel files with swiftc (Swift 6, warnings as errors) against the stub modules in
# stubs/, the vaul and gorhom files with tsc --strict against the ambient declarations in types/. Then plants
# a misspelled member into one file of each library and requires the check to fail, so a
# check that passes everything is caught. Prints "typecheck: N passed, M failed".
# Usage: Tests/Conformance/typecheck.sh
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
golden="$root/Tests/Golden/export"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

# A module's stub is stubs/MODULE.swift and any stubs/MODULE+PART.swift beside it.
for module in UIKit SwiftUI FloatingPanel; do
    sources=("$here/stubs/$module.swift")
    for part in "$here/stubs/$module+"*.swift; do
        [ -e "$part" ] && sources+=("$part")
    done
    swiftc -emit-module -module-name "$module" -swift-version 6 -parse-as-library -I "$work" \
        "${sources[@]}" -emit-module-path "$work/$module.swiftmodule" || {
        echo "typecheck: the $module stub does not build" >&2
        exit 1
    }
done

# swift_ok FILE: whether FILE type-checks against the stubs.
swift_ok() {
    swiftc -typecheck -swift-version 6 -warnings-as-errors -I "$work" "$1" >"$work/swift.log" 2>&1
}

# ts_failures DIR: the .tsx files under DIR that tsc rejects (one tsc run for them all), as
# paths relative to DIR.
ts_failures() {
    printf '{"extends":"%s/types/tsconfig.json","include":["**/*.tsx"]}\n' "$here" \
        >"$1/tsconfig.json"
    (cd "$1" && tsc -p . --pretty false) >"$work/tsc.log" 2>&1
    grep -o '^[^(]*\.tsx' "$work/tsc.log" | sort -u
}

count() {
    if [ "$1" = ok ]; then passed=$((passed + 1)); else
        failed=$((failed + 1))
        echo "typecheck: FAIL $2" >&2
    fi
}

for file in "$golden"/*/SheetConstants.swift "$golden"/*/SheetView.swift "$golden"/*/SheetPanel.swift; do
    if swift_ok "$file"; then count ok "$file"; else
        cat "$work/swift.log" >&2
        count fail "$file"
    fi
done

mkdir -p "$work/ts"
for file in "$golden"/*/*.tsx; do
    case=$(basename "$(dirname "$file")")
    mkdir -p "$work/ts/$case"
    cp "$file" "$work/ts/$case/"
done
rejected=$(ts_failures "$work/ts")
for file in "$work"/ts/*/*.tsx; do
    name=${file#"$work/ts/"}
    if grep -qx "$name" <<<"$rejected"; then
        grep -F "$name" "$work/tsc.log" >&2
        count fail "$golden/$name"
    else
        count ok "$golden/$name"
    fi
done

# A planted misspelling must fail: the check is only worth something if it can.
sample="$golden/three-detents"
plant() {
    local file=$1 from=$2 to=$3 out=$4
    grep -q -- "$from" "$sample/$file" || {
        echo "typecheck: $file has no '$from' to misspell" >&2
        count fail "planted $to"
        return
    }
    mkdir -p "$(dirname "$out")"
    sed "s/$from/$to/" "$sample/$file" >"$out"
}
plant SheetConstants.swift prefersGrabberVisible prefersGrabberVisable "$work/planted/SheetConstants.swift"
plant SheetView.swift presentationDragIndicator presentationDragIndicater "$work/planted/SheetView.swift"
plant SheetPanel.swift isRemovalInteractionEnabled isRemovalInteractionEnable "$work/planted/SheetPanel.swift"
plant SheetPanel.swift 'FloatingPanelLayoutAnchor(absoluteInset:' 'FloatingPanelLayoutAnchor(absoluteInsets:' \
    "$work/planted/SheetPanelAnchor.swift"
for file in "$work"/planted/*.swift; do
    if swift_ok "$file"; then
        echo "typecheck: a misspelled member in $(basename "$file") passed the check" >&2
        count fail "planted $(basename "$file")"
    else count ok "planted $(basename "$file")"; fi
done
mkdir -p "$work/planted-ts/vaul" "$work/planted-ts/gorhom"
plant SheetDrawer.tsx 'snapPoints={snapPoints}' 'snapPoint={snapPoints}' \
    "$work/planted-ts/vaul/SheetDrawer.tsx"
plant SheetBottomSheet.tsx enablePanDownToClose enablePanDownToClos \
    "$work/planted-ts/gorhom/SheetBottomSheet.tsx"
rejected=$(ts_failures "$work/planted-ts")
for name in vaul/SheetDrawer.tsx gorhom/SheetBottomSheet.tsx; do
    if grep -qx "$name" <<<"$rejected"; then count ok "planted $name"; else
        echo "typecheck: a misspelled prop in $name passed the check" >&2
        count fail "planted $name"
    fi
done

echo "typecheck: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
