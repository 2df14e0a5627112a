#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find.
# The server suite runs twice: on embedded PGlite, and on the PostgreSQL server at TEST_DATABASE_URL.
# The end-to-end tests need Chromium at /usr/bin/chromium (Debian package chromium) or CHROMIUM_PATH.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
RESULTS=test-results
rm -rf "$RESULTS" && mkdir -p "$RESULTS"

run_vitest() { # name, workspace, database URL ('' = PGlite), [vitest args...]
  local name=$1 workspace=$2 database=$3
  shift 3
  echo "── $name"
  (cd "packages/$workspace" && DATABASE_URL="$database" npx vitest run --reporter=default --reporter=json \
    --outputFile.json="$OLDPWD/$RESULTS/$name.json" "$@")
}

echo "── build, typecheck, lint"
npm run build
node packages/web/scripts/js-size.mjs --check
npm run typecheck
npm run lint

run_vitest domain domain ''
run_vitest web web ''
run_vitest server-pglite server ''

if ! pg_isready -q -d "$PG_URL"; then
  echo "PostgreSQL is not reachable at $PG_URL: set TEST_DATABASE_URL or start the server." >&2
  exit 1
fi
run_vitest server-postgres server "$PG_URL"

# End to end: Debian's Chromium (CHROMIUM_PATH) against the built app on a fresh demo database.
run_vitest e2e web '' --config vitest.e2e.config.ts

node scripts/summarize-tests.mjs "$RESULTS"
