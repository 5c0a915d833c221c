#!/usr/bin/env bash
# The README's test command: installs what the tests need, then runs every test project once.
# Prints a closing "N passed, N failed" line taken from vitest's JSON results.
set -uo pipefail
cd "$(dirname "$0")/.."

log() { printf '\n== %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo -n "$@"; else return 1; fi
}

apt_install() {
  command -v apt-get >/dev/null 2>&1 || return 1
  if [ -z "${RL_APT_UPDATED:-}" ]; then as_root apt-get update -qq || return 1; RL_APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

log "npm packages"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund || exit 1
fi

log "Chromium for browser tests"
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  apt_install chromium || {
    echo "Chromium is missing and could not be installed. Install Debian's 'chromium' package or set CHROMIUM_PATH to a Chromium binary." >&2
    exit 1
  }
fi

log "PostgreSQL for database tests"
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  apt_install postgresql || {
    echo "PostgreSQL is missing and could not be installed. Install Debian's 'postgresql' package (initdb and pg_ctl are needed)." >&2
    exit 1
  }
fi

log "Lint (ESLint with zero warnings, Prettier)"
npm run lint || exit 1

log "Build (typecheck + production bundle for the end-to-end tests, one for a sub-path, one with React's development build)"
npm run build || exit 1
BASE_PATH=/tools/roleprism/ npx vite build --outDir .tmp/dist-subpath --emptyOutDir --logLevel warn || exit 1
# React's development build reports every hydration difference, attributes included (tests/e2e/hydration-dev.test.ts).
NODE_ENV=development npx vite build --mode development --minify false --outDir .tmp/dist-dev --emptyOutDir --logLevel warn || exit 1

log "Tests"
mkdir -p .tmp
rm -f .tmp/vitest-*.json
# Node, browser and database tests first; the end-to-end tests (which time long tasks) then run alone.
npx vitest run --project node --project browser --project db --reporter=default --reporter=json --outputFile.json=.tmp/vitest-main.json
main_status=$?
log "End-to-end tests (built app)"
npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json=.tmp/vitest-e2e.json
e2e_status=$?
log "Refresh proof (a fake Graph v1.0 answer with a role added, a grant removed, a role renamed; shipped-data tests unedited)"
npx tsx scripts/refresh-proof.ts --json .tmp/vitest-refresh.json
refresh_status=$?

node -e '
  const fs = require("fs");
  let passed = 0, failed = 0, skipped = 0, total = 0;
  const failures = [];
  const firstLine = (text) => String(text || "").replace(/\x1b\[[0-9;]*m/g, "").trim().split("\n")[0].slice(0, 300);
  for (const file of process.argv.slice(1)) {
    if (!fs.existsSync(file)) { console.error(`vitest wrote no results to ${file}`); failed++; continue; }
    const r = JSON.parse(fs.readFileSync(file, "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + (r.numTodoTests || 0); total += r.numTotalTests;
    if (r.numFailedTestSuites) failed += r.testResults.filter((s) => s.status === "failed" && s.assertionResults.every((a) => a.status !== "failed")).length;
    // Name every failure again at the end, where a log cut to its last lines still shows it.
    for (const suite of r.testResults) {
      const file = suite.name.slice(suite.name.indexOf("/tests/") + 1);
      const tests = suite.assertionResults.filter((a) => a.status === "failed");
      if (suite.status === "failed" && tests.length === 0) failures.push(`${file}: ${firstLine(suite.message)}`);
      for (const a of tests) failures.push(`${file} > ${a.fullName}: ${firstLine(a.failureMessages.join(" "))}`);
    }
  }
  if (failures.length) console.log(["", "Failed:", ...failures.map((f) => `  ${f}`)].join("\n"));
  console.log(`\n${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
  if (total === 0) { console.error("No test ran."); process.exit(1); }
' .tmp/vitest-main.json .tmp/vitest-e2e.json .tmp/vitest-refresh.json || exit 1
[ "$main_status" -eq 0 ] && [ "$e2e_status" -eq 0 ] && [ "$refresh_status" -eq 0 ]
