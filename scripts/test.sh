#!/usr/bin/env bash
# Every test of the project on Node.js 24: the build and the static checks, then the unit tests, then the server
# suite on embedded PGlite and on the PostgreSQL server at TEST_DATABASE_URL, then the end-to-end tests in Debian's
# Chromium (CHROMIUM_PATH overrides /usr/bin/chromium) on three workers, each with its own server. Phases that do not
# depend on each other run side by side; each one's output goes to test-results/<phase>.log, shown when it fails. Ends with each phase's
# time and test counts.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node24.sh

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
RESULTS=test-results

missing=()
pg_isready -q -d "$PG_URL" || missing+=("PostgreSQL at $PG_URL (set TEST_DATABASE_URL or start the server)")
[ -x "$CHROMIUM" ] || missing+=("Chromium at $CHROMIUM (apt-get install chromium, or set CHROMIUM_PATH)")
command -v pdftotext >/dev/null || missing+=("pdftotext (apt-get install poppler-utils)")
command -v openssl >/dev/null || missing+=("openssl (apt-get install openssl)")
if [ ${#missing[@]} -gt 0 ]; then
  printf 'The tests need:\n' >&2
  printf '  - %s\n' "${missing[@]}" >&2
  exit 1
fi

rm -rf "$RESULTS" && mkdir -p "$RESULTS"
started=$(date +%s)

# phase NAME COMMAND...: runs the command with its output in $RESULTS/NAME.log and records its time and outcome.
phase() {
  local name=$1 from
  shift
  from=$(date +%s)
  if "$@" >"$RESULTS/$name.log" 2>&1; then
    printf '%s\t%s\tpassed\n' "$name" $(($(date +%s) - from)) >>"$RESULTS/phases.tsv"
    echo "── $name passed in $(($(date +%s) - from)) s"
  else
    printf '%s\t%s\tFAILED\n' "$name" $(($(date +%s) - from)) >>"$RESULTS/phases.tsv"
    echo "── $name FAILED in $(($(date +%s) - from)) s; its output:"
    tail -n 150 "$RESULTS/$name.log"
    return 1
  fi
}

# vitest NAME WORKSPACE DATABASE_URL [ARGS...]: a vitest run whose JSON report the summary adds up.
vitest() {
  local name=$1 workspace=$2 database=$3
  shift 3
  (cd "packages/$workspace" && DATABASE_URL="$database" npx vitest run --reporter=default --reporter=json \
    --outputFile.json="$OLDPWD/$RESULTS/$name.json" "$@")
}

# side_by_side COMMAND...: each argument is a command line (a phase) run in the background; fails if any failed.
side_by_side() {
  local pids=() failed=0
  for command in "$@"; do
    eval "$command" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  return $failed
}

status=0
phase build npm run build || status=1
if [ $status -eq 0 ]; then
  side_by_side \
    'phase js-size node packages/web/scripts/js-size.mjs --check' \
    'phase typecheck npm run typecheck' \
    'phase lint npm run lint' \
    'phase domain vitest domain domain ""' \
    'phase web vitest web web ""' || status=1

  # The server suites, then the browser's workers: each fills the two cores, while some of the server's tests
  # time what they guard (a refusal before reading, an event loop never held long) and need the cores not crowded.
  side_by_side \
    'phase server-pglite vitest server-pglite server ""' \
    'phase server-postgres vitest server-postgres server "$PG_URL"' || status=1
  phase e2e vitest e2e web '' --config vitest.e2e.config.ts || status=1
fi

node scripts/summarize-tests.mjs "$RESULTS" "$(($(date +%s) - started))" || status=1
exit $status
