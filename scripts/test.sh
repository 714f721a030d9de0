#!/usr/bin/env bash
# `npm test`: every test — lint and types, the production build, then one Vitest run of the unit and golden tests and
# the browser tests together (vitest.all.config.ts). Prints each step's time at the end; the last line stays
# "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
status=0
started=$SECONDS
times=()
now() { date +%s.%N; }
since() { awk -v a="$(now)" -v b="$1" 'BEGIN { printf "%.1f", a - b }'; }
between() { awk -v a="$2" -v b="$1" 'BEGIN { printf "%.1f", a - b }'; }
# step NAME COMMAND…: runs COMMAND, records its time and whether it failed.
step() {
  local name=$1
  shift
  echo
  echo "== $name"
  local t0
  t0=$(now)
  local rc=0
  "$@" || rc=$?
  [ "$rc" -eq 0 ] || status=1
  times+=("$(printf '%-44s %6s s%s' "$name" "$(since "$t0")" "$([ "$rc" -eq 0 ] || echo '  (failed)')")")
}

# Lint, types and the build need no browser and don't depend on each other: they run side by side, each into its own
# log, printed in order when all three are done.
checks() {
  local dir
  dir=$(mktemp -d)
  local names=("lint (Biome)" "types (tsc)" "production build (Vite)")
  local cmds=("npx biome ci ." "npx tsc --noEmit -p tsconfig.json" "npx vite build --logLevel warn")
  local pids=() starts=()
  for i in 0 1 2; do
    starts[i]=$(now)
    (
      ${cmds[i]} >"$dir/$i.log" 2>&1
      echo $? >"$dir/$i.rc"
      now >"$dir/$i.end"
    ) &
    pids[i]=$!
  done
  local rc=0
  for i in 0 1 2; do
    wait "${pids[i]}"
    echo
    echo "== ${names[i]}"
    cat "$dir/$i.log"
    local r
    r=$(cat "$dir/$i.rc")
    [ "$r" -eq 0 ] || rc=1
    times+=("$(printf '%-44s %6s s%s' "  ${names[i]}" "$(between "${starts[i]}" "$(cat "$dir/$i.end")")" "$([ "$r" -eq 0 ] || echo '  (failed)')")")
  done
  rm -rf "$dir"
  return $rc
}

step "Chromium (installed if missing)" bash scripts/ensure-chromium.sh
step "poppler-utils (the PDF report's browser test)" bash scripts/ensure-poppler.sh
step "lint, types and build, side by side" checks
step "unit, golden and browser tests (Vitest)" npx vitest run -c vitest.all.config.ts \
  --reporter=default --reporter=json --outputFile.json=test-results/all.json

echo
echo "== time per step"
printf '%s\n' "${times[@]}"
printf '%-44s %6d s\n' "total" $((SECONDS - started))
node scripts/test-summary.mjs test-results/all.json || status=1
exit $status
