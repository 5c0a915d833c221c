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

log "Build (typecheck + production bundle for the end-to-end tests, and one for a sub-path)"
npm run build || exit 1
BASE_PATH=/tools/rolelens/ npx vite build --outDir .tmp/dist-subpath --emptyOutDir --logLevel warn || exit 1

log "Tests"
mkdir -p .tmp
results=.tmp/vitest-results.json
rm -f "$results"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results"
status=$?

if [ ! -s "$results" ]; then
  echo "vitest wrote no results (exit $status)" >&2
  exit 1
fi
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const skipped = r.numPendingTests + (r.numTodoTests || 0);
  console.log(`\n${r.numPassedTests} passed, ${r.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : ""));
  if (r.numTotalTests === 0) { console.error("No test ran."); process.exit(1); }
' "$results" || exit 1
exit $status
