#!/usr/bin/env bash
# The end-to-end journeys, in two shards run side by side (E2E_SHARDS, default 2), each against a server of
# its own (ports E2E_PORT, E2E_PORT+1, ...) with its own copy of dist/ and fresh demo data: a journey waits
# on its browser and its server far more than it computes, so two shards use a 2-core machine's both cores.
# Each shard's lines are prefixed with its number; the run fails when any shard fails.
# Arguments are passed to every `playwright test` (e.g. a spec's path to run only it).
set -uo pipefail
cd "$(dirname "$0")/.."
shards=${E2E_SHARDS:-2}
base=${E2E_PORT:-4319}
mkdir -p .tmp
pids=()
for i in $(seq 1 "$shards"); do
  (
    set -o pipefail
    E2E_PORT=$((base + i - 1)) node_modules/.bin/playwright test --shard="$i/$shards" "$@" 2>&1 | sed -u "s/^/[$i\/$shards] /"
  ) &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do
  wait "$pid" || status=1
done
exit $status
