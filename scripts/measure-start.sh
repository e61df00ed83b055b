#!/usr/bin/env bash
# Cold start (spawn → first /readyz 200) and idle RSS (5 s after ready) of the server run from
# dist/ with plain node and from the sources through tsx; the median of RUNS runs each
# (README "Production"). Needs `npm run build` first. Embedded PGlite in memory, development mode.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
[ -f dist/main.js ] || { echo "run npm run build first" >&2; exit 1; }
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
measure() { # prints "<ms to ready> <idle RSS KiB>"
  local port=$1; shift
  local t0; t0=$(date +%s%N)
  env PORT="$port" DATA_DIR=memory:// LOG_LEVEL=warn DEMO_ACCOUNT=false "$@" >/dev/null 2>&1 &
  local pid=$!
  local waited=0
  until curl -sf -o /dev/null "http://127.0.0.1:$port/readyz"; do
    kill -0 "$pid" 2>/dev/null || { echo "the server exited before it was ready: $*" >&2; exit 1; }
    (( ++waited < 2400 )) || { kill -TERM "$pid"; echo "not ready within 120 s: $*" >&2; exit 1; }
    sleep 0.05
  done
  local ready=$(( ($(date +%s%N) - t0) / 1000000 ))
  sleep 5
  local rss; rss=$(awk '/^VmRSS/ { print $2 }' "/proc/$pid/status")
  kill -TERM "$pid"; wait "$pid" || true
  echo "$ready $rss"
}
for mode in dist tsx; do
  if [ "$mode" = dist ]; then cmd=(node dist/main.js); else cmd=(node --import tsx src/main.ts); fi
  results=$(for i in $(seq 1 "$runs"); do measure $((18400 + i)) "${cmd[@]}"; done)
  echo "$mode: ready $(cut -d' ' -f1 <<<"$results" | median) ms, idle RSS $(( $(cut -d' ' -f2 <<<"$results" | median) / 1024 )) MiB (median of $runs; runs: $(tr '\n' ' ' <<<"$results"))"
done
