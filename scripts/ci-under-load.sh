#!/usr/bin/env bash
# Runs .ci/run on fresh clones of the committed HEAD, one after another, while a CPU loop keeps one core busy:
# the suite must stay green on a machine that is doing other work. Prints each run's duration and result.
# Usage: scripts/ci-under-load.sh [runs=3]      (LOAD_LIMIT_SECONDS bounds the loop; default 3 h)
set -uo pipefail

runs="${1:-3}"
top=$(git rev-parse --show-toplevel)
sha=$(git -C "$top" rev-parse HEAD)
[ -n "$(git -C "$top" status --porcelain)" ] && echo "ci-under-load: uncommitted changes are not tested"

# The loop dies on its own after LOAD_LIMIT_SECONDS even if this script is killed; the trap ends it sooner.
timeout "${LOAD_LIMIT_SECONDS:-10800}" bash -c 'while :; do :; done' &
loop=$!
trap 'kill "$loop" 2>/dev/null' EXIT INT TERM
echo "ci-under-load: $sha, $runs runs, CPU loop pid $loop"

failed=0
for run in $(seq 1 "$runs"); do
  work=$(mktemp -d -t ci-under-load.XXXX)
  git clone -q "$top" "$work/repo" && git -C "$work/repo" checkout -q "$sha" || exit 2
  [ -d "$top/../shared" ] && ln -s "$(cd "$top/../shared" && pwd)" "$work/shared"
  start=$(date +%s)
  (cd "$work/repo" && CI=true bash .ci/run </dev/null >"$work/ci.log" 2>&1)
  rc=$?
  took=$(($(date +%s) - start))
  tests=$(sed 's/\x1b\[[0-9;]*m//g' "$work/ci.log" | grep -E '^ +Tests ' | tail -1 | xargs)
  if [ $rc -eq 0 ]; then
    echo "run $run: GREEN in ${took}s (load $(cut -d' ' -f1-3 /proc/loadavg)) · $tests · log in $work/ci.log"
    rm -rf "$work/repo"
  else
    failed=$((failed + 1))
    echo "run $run: RED (exit $rc) after ${took}s · $tests · log in $work/ci.log"
    grep -E 'FAIL|AssertionError|Error:' "$work/ci.log" | head -20
  fi
done
exit $((failed > 0))
