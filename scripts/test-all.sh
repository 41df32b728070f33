#!/usr/bin/env bash
# npm test: every check, in order, each reported as passed or failed; exits non-zero if any failed.
#   system deps ► typecheck ► lint ► unit + integration (PGlite and a real PostgreSQL) ► build ► browser tests
#   ► performance budgets (JavaScript size and Lighthouse, scripts/check-budgets.ts)
# Every step runs even after a failure, so one run shows everything that is wrong.
set -uo pipefail
cd "$(dirname "$0")/.."

results=()
failed_steps=0
start_all=$(date +%s)

step() {
  local name=$1
  shift
  local started=$(date +%s)
  echo
  echo "━━ $name"
  if "$@"; then
    results+=("PASS  $name ($(( $(date +%s) - started ))s)")
  else
    results+=("FAIL  $name ($(( $(date +%s) - started ))s)")
    failed_steps=$((failed_steps + 1))
  fi
}

if ! bash scripts/ensure-system-deps.sh; then
  echo "npm test: the system programs above are missing; nothing was tested." >&2
  exit 1
fi

# A throwaway PostgreSQL server for the second run of the integration suite.
pg_dir=$(mktemp -d)
pg_port=${TEST_PG_PORT:-55433}
cleanup() { bash scripts/postgres-test-server.sh stop "$pg_dir/data" 2>/dev/null; rm -rf "$pg_dir"; }
trap cleanup EXIT
if ! TEST_DATABASE_URL=$(bash scripts/postgres-test-server.sh start "$pg_dir/data" "$pg_port"); then
  echo "npm test: could not start the PostgreSQL test server (log: $pg_dir/data/server.log)" >&2
  exit 1
fi
export TEST_DATABASE_URL

mkdir -p reports
step "typecheck" npm run -s typecheck
step "lint" npm run -s lint
step "unit and integration tests (PGlite and PostgreSQL)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
step "production build" npm run -s build
step "browser tests (Chromium)" npx playwright test
step "performance budgets (JavaScript, Lighthouse mobile)" npm run -s test:budgets

# Count test cases from both runners' JSON reports; a missing report counts as a failure.
counts=$(node scripts/count-tests.mjs reports/vitest.json reports/e2e.json)
echo
echo "━━ summary ($(( $(date +%s) - start_all ))s)"
printf '%s\n' "${results[@]}"
echo "$counts"
[ "$failed_steps" -eq 0 ] && [[ "$(head -n 1 <<<"$counts")" == *" 0 failed" ]]
