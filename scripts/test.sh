#!/usr/bin/env bash
# npm test (and CI's .ci/run): first validate, failing fast: lint (Biome and the import-graph check,
# `npm run lint`) and typecheck (`tsc` for every workspace and e2e); then unit and API tests (PGlite,
# and PostgreSQL when TEST_DATABASE_URL is set or a local server answers on 127.0.0.1:5432), then
# the Playwright journeys against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results

# Each phase's wall time and the load average at its end, printed as it ends and again in the
# closing lines (the suite's time budget is read from these: docs/TESTING.md).
# With the share of the machine's CPU time left idle during the phase (/proc/stat): a phase that
# leaves much idle waits on something other than the CPU, and could share the machine with another.
phases=()
phase_start=$SECONDS
cpu_ticks() { awk '/^cpu /{ print $5 + $6, $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 }' /proc/stat; }
read -r phase_idle phase_total < <(cpu_ticks)
phase() {
  local line idle total
  read -r idle total < <(cpu_ticks)
  line=$(printf '%-10s %4d s   load %s   cpu idle %d %%' "$1" $((SECONDS - phase_start)) \
    "$(cut -d' ' -f1-3 /proc/loadavg)" $(((idle - phase_idle) * 100 / (total - phase_total + 1))))
  echo "Phase: $line"
  phases+=("$line")
  phase_start=$SECONDS
  phase_idle=$idle
  phase_total=$total
}

echo "Lint: Biome and the import graph (npm run lint)"
npm run lint --silent
phase lint
echo "Typecheck: every workspace and e2e (npm run typecheck)"
npm run typecheck --silent
phase typecheck

if [ -z "${TEST_DATABASE_URL:-}" ] && (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then
  export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "API tests run against PGlite and PostgreSQL (${TEST_DATABASE_URL%%\?*})"
else
  echo "API tests run against PGlite only: no TEST_DATABASE_URL and no PostgreSQL on 127.0.0.1:5432"
fi

# Built first: the API tests render the public pages with the web app's server build (dist-server).
npm run build --silent
phase build
# The API tests that spawn real servers (scale-out, fleet, rolling deploy, seed crash) run this
# bundle, just built from this tree, instead of compiling the API with tsx at every start
# (apps/api/test/spawned-server.ts).
export API_TEST_BUNDLE="$PWD/apps/api/dist/server.js"

# Debian's poppler-utils reads PDFs back in the font test and the manifest print journey.
bash scripts/ensure-poppler.sh

status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=$?
phase vitest

bash scripts/ensure-chromium.sh
# The journeys run on a fresh PostgreSQL database when one answers (as a deployment runs), so those
# that need time to pass can move a trip into the past (e2e/database.ts); on PGlite they are skipped.
e2e_db=""
if [ -n "${TEST_DATABASE_URL:-}" ] && [ -z "${DATABASE_URL:-}" ]; then
  e2e_db=$(node scripts/e2e-database.mjs create "$TEST_DATABASE_URL")
  echo "Journeys run on PostgreSQL (${e2e_db%%\?*})"
  DATABASE_URL="$e2e_db" TRIP_COMPLETION_INTERVAL_MS=500 npx playwright test || status=$?
  node scripts/e2e-database.mjs drop "$e2e_db" || true
else
  npx playwright test || status=$?
fi

phase playwright

node scripts/test-summary.mjs || true
echo "Phase times (wall, then the load average at the phase's end; ${SECONDS} s in all):"
printf '  %s\n' "${phases[@]}"
exit $status
