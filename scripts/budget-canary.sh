#!/usr/bin/env bash
# Proves the first-visit budget test (e2e/bundle-budget.spec.ts) can fail: builds the web app with
# a planted import of a large library (every lucide icon, BUDGET_PLANT=1 in apps/web/vite.config.ts)
# into a private folder, runs the budget test against it and expects it to FAIL over budget.
# Exit 0: the test caught the plant. Exit 1: it did not. Not part of `npm test` (it builds).
# Needs the API built (npm run build). Usage: E2E_PORT=3462 bash scripts/budget-canary.sh
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd apps/web && BUDGET_PLANT=1 npx vite build --outDir "$out/web" --emptyOutDir --logLevel warn) || exit 1
log="$out/playwright.log"
# PW_CONFIG: another Playwright config (e.g. a longer start-up allowance on a busy machine).
WEB_DIST="$out/web" npx playwright test ${PW_CONFIG:+-c "$PW_CONFIG"} e2e/bundle-budget.spec.ts --reporter=line >"$log" 2>&1
status=$?
grep -E "over budget|KB gzip in" "$log" | head -8
if [ "$status" -ne 0 ] && grep -q "over budget" "$log"; then
  echo "budget canary: OK, the planted import of a large library fails the budget test"
  exit 0
fi
echo "budget canary: FAILED, the budget test passed (or failed for another reason) with the planted import" >&2
tail -30 "$log" >&2
exit 1
