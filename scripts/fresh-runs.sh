#!/bin/bash
# N fresh-clone `.ci/run` (= make test) runs in a row, while another build of the project
# runs beside them the whole time: the trust issue's proof that make test fails only on a
# real defect, on a loaded machine. The load is a clean release build, again and again.
#
# usage: scripts/fresh-runs.sh [N] [WORKDIR]    (N = 5; WORKDIR = /tmp/fresh-runs)
# Clones the current checkout's HEAD into WORKDIR/fresh1..N (one at a time, each removed
# after its run) and WORKDIR/other (the build loop: a clean release build into WORKDIR/load).
# Writes WORKDIR/logN.txt and one line per run to WORKDIR/summary.txt; exits 1 if any failed.
set -u
runs=${1:-5}
work=${2:-/tmp/fresh-runs}
source=$(git rev-parse --show-toplevel)
rev=$(git -C "$source" rev-parse HEAD)
mkdir -p "$work"
rm -rf "$work/other" "$work/done" "$work"/fresh*
echo "rev $rev, $runs runs, started $(date -u '+%F %T') UTC" > "$work/summary.txt"
git clone -q "$source" "$work/other"
(
    cd "$work/other" && git checkout -q "$rev" && make deps > /dev/null 2>&1
    export PKG_CONFIG_PATH=$PWD/.build/pkgconfig
    while [ ! -e "$work/done" ]; do
        swift build --scratch-path "$work/load" -c release > /dev/null 2>&1
        rm -rf "$work/load"
    done
) &
failed=0
for i in $(seq 1 "$runs"); do
    rm -rf "$work/fresh$i"
    git clone -q "$source" "$work/fresh$i" && git -C "$work/fresh$i" checkout -q "$rev"
    start=$(date +%s)
    (cd "$work/fresh$i" && bash .ci/run) > "$work/log$i.txt" 2>&1
    status=$?
    [ $status -ne 0 ] && failed=1
    lines=$(grep -E '^e2e:|Test run with|soak: passed|soak: [0-9]+ problems|bench: every|^FAIL|^steps: |^step failed|^make test (failed|stopped)' "$work/log$i.txt" | tr '\n' ';')
    echo "run $i: exit $status, $(( $(date +%s) - start )) s, $lines" >> "$work/summary.txt"
    rm -rf "$work/fresh$i"
done
touch "$work/done"
wait
echo "finished $(date -u '+%F %T') UTC" >> "$work/summary.txt"
exit $failed
