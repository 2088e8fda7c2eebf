#!/usr/bin/env bash
# Builds the libFuzzer binary (SheetCore's sources + fuzz/FuzzMain.swift, with AddressSanitizer)
# and either fuzzes each reader for SECONDS (default 60), minimising what it learns into
# fuzz/corpus/TARGET, or with --replay runs every corpus and crasher file once through the fuzzer
# (make test reads them all under AddressSanitizer instead: FuzzCorpusTests).
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/fuzz
mkdir -p "$out"
if [ ! -x "$out/sheetfuzz" ] || [ -n "$(find Sources/SheetCore fuzz/FuzzMain.swift -newer "$out/sheetfuzz" -name '*.swift' | head -1)" ]; then
    # (ld.gold warns about every ASan helper it cannot export; that noise is dropped.)
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name SheetCore -package-name sheetlab \
        $(find Sources/SheetCore -name "*.swift") fuzz/FuzzMain.swift -o "$out/sheetfuzz" 2>&1 \
        | { grep -v "Cannot export local symbol" || true; }
    [ -x "$out/sheetfuzz" ] || { echo "fuzz: the fuzzer did not build"; exit 1; }
fi
targets=(${FUZZ_TARGETS:-flags config trace})
if [ "${1:-}" = "--replay" ]; then
    for target in "${targets[@]}"; do
        files=(fuzz/corpus/"$target"/* fuzz/crashers/"$target"-* )
        existing=()
        for file in "${files[@]}"; do [ -f "$file" ] && existing+=("$file"); done
        SHEETLAB_FUZZ_TARGET=$target "$out/sheetfuzz" -runs=1 "${existing[@]}" > "$out/$target.log" 2>&1 \
            || { cat "$out/$target.log"; echo "fuzz: $target corpus replay failed"; exit 1; }
        echo "fuzz: $target corpus replayed (${#existing[@]} inputs)"
    done
    exit 0
fi
seconds=${1:-60}
for target in "${targets[@]}"; do
    work=$(mktemp -d)
    SHEETLAB_FUZZ_TARGET=$target "$out/sheetfuzz" -max_total_time="$seconds" -max_len=4096 \
        -artifact_prefix="fuzz/crashers/$target-" "$work" "fuzz/corpus/$target" 2>&1 | grep -E "^#|Done|ERROR|SUMMARY" | tail -2
    # Keep a minimal corpus that covers everything this run found.
    merged=$(mktemp -d)
    SHEETLAB_FUZZ_TARGET=$target "$out/sheetfuzz" -merge=1 "$merged" "fuzz/corpus/$target" "$work" > /dev/null 2>&1
    rm -rf "fuzz/corpus/$target" && mv "$merged" "fuzz/corpus/$target"
    rm -rf "$work"
    echo "fuzz: $target corpus now $(ls "fuzz/corpus/$target" | wc -l) inputs"
done
