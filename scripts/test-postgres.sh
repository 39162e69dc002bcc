#!/usr/bin/env bash
# Runs the server test suite against a real PostgreSQL (Debian's), started here, so both engines stay green,
# then the tests of several server processes on it (tests/scale).
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  $SUDO apt-get update -y
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y postgresql
fi
version=$(ls /etc/postgresql | sort -n | tail -1)
$SUDO pg_ctlcluster "$version" main start 2>/dev/null || true
for _ in $(seq 1 30); do
  if $SUDO su postgres -c "psql -tAc 'select 1'" >/dev/null 2>&1; then break; fi
  sleep 1
done
db="cimetiere_test_$$"
$SUDO su postgres -c "psql -v ON_ERROR_STOP=1 -c \"DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname='cimetiere') THEN CREATE ROLE cimetiere LOGIN PASSWORD 'cimetiere' CREATEDB; END IF; END \\\$\\\$;\"" >/dev/null
$SUDO su postgres -c "psql -v ON_ERROR_STOP=1 -c 'CREATE DATABASE $db OWNER cimetiere'" >/dev/null
trap '$SUDO su postgres -c "psql -c \"DROP DATABASE IF EXISTS $db\"" >/dev/null 2>&1 || true' EXIT
url="postgres://cimetiere:cimetiere@localhost:5432/$db"
echo "Tests serveur sur PostgreSQL ($db)"
# The embedded database's own tests (its data folder's lock, its memory settings) open PGlite whatever the URL:
# run once, in the main suite, not again here.
TEST_DATABASE_URL="$url" npx vitest run tests/server --exclude tests/server/dataDirLock.test.ts --exclude tests/server/pgliteMemory.test.ts --exclude tests/server/pgliteQueryParsers.test.ts
# Several real server processes on this PostgreSQL (DESIGN §8): included by vitest.config.ts only with
# TEST_DATABASE_URL; one file at a time, as each starts its own processes.
echo "Plusieurs processus serveur sur PostgreSQL"
TEST_DATABASE_URL="$url" npx vitest run tests/scale --no-file-parallelism
