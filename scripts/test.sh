#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find.
# The server suite runs twice: on embedded PGlite, and on the PostgreSQL server at TEST_DATABASE_URL.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
RESULTS=test-results
rm -rf "$RESULTS" && mkdir -p "$RESULTS"

run_vitest() { # name, workspace, [env...]
  local name=$1 workspace=$2
  shift 2
  echo "── $name"
  env "$@" npx vitest run --root "packages/$workspace" --reporter=default --reporter=json \
    --outputFile.json="$PWD/$RESULTS/$name.json"
}

echo "── build, typecheck, lint"
npm run build
npm run typecheck
npm run lint

run_vitest domain domain
run_vitest server-pglite server DATABASE_URL=
if ! pg_isready -q -d "$PG_URL"; then
  echo "PostgreSQL is not reachable at $PG_URL: set TEST_DATABASE_URL or start the server." >&2
  exit 1
fi
run_vitest server-postgres server DATABASE_URL="$PG_URL"

node scripts/summarize-tests.mjs "$RESULTS"
