#!/usr/bin/env bash
# The end-to-end journeys, in two shards run side by side (E2E_SHARDS, default 2), each against a server of
# its own (ports E2E_PORT, E2E_PORT+1, ...) with its own copy of dist/ and fresh demo data: a journey waits
# on its browser and its server far more than it computes, so two shards use a 2-core machine's both cores.
# Each shard's lines are prefixed with its number; the run fails when any shard fails.
# With no arguments the files are shared by their measured time (scripts/e2eShards.mjs, e2e/durations.tsv);
# arguments are passed to every `playwright test` (e.g. a spec's path to run only it), split by --shard.
set -uo pipefail
cd "$(dirname "$0")/.."
shards=${E2E_SHARDS:-2}
base=${E2E_PORT:-4319}
mkdir -p .tmp
lists=()
if [ "$#" -eq 0 ]; then
  mapfile -t lists < <(node scripts/e2eShards.mjs "$shards")
fi
pids=()
for i in $(seq 1 "$shards"); do
  if [ "$#" -eq 0 ]; then
    read -r -a files <<< "${lists[$((i - 1))]}"
    args=("${files[@]}")
  else
    args=(--shard="$i/$shards" "$@")
  fi
  (
    set -o pipefail
    E2E_PORT=$((base + i - 1)) node_modules/.bin/playwright test "${args[@]}" 2>&1 | sed -u "s/^/[$i\/$shards] /"
  ) &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do
  wait "$pid" || status=1
done
exit $status
