#!/usr/bin/env bash
# The end-to-end journeys: one Playwright run with two workers side by side (E2E_SHARDS, default 2), each against a
# server of its own (ports E2E_PORT, E2E_PORT+1, ...) with its own copy of dist/ and fresh demo data
# (playwright.config.ts, e2e/support/paths.ts). Playwright gives each worker the next journey file as soon as it is
# free, so both end together. Arguments are passed to `playwright test` (e.g. a spec's path to run only it).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
E2E_WORKERS=${E2E_SHARDS:-2} exec node_modules/.bin/playwright test "$@"
