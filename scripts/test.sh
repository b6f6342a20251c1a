#!/usr/bin/env bash
# npm test: the checks beside the tests, then what failed, named again in the last lines of the run (a long run's log
# may keep only its end, and the lanes run side by side).
set -u
cd "$(dirname "$0")/.."
failures=reports/test-failures
rm -rf "$failures" && mkdir -p "$failures"

npm run checks > "$failures/checks.log" 2>&1 &
checks_pid=$!
npm run build:ui && npm run test:fast && npm run test:slow
tests=$?
wait "$checks_pid"
checks=$?

echo
if [ "$checks" -ne 0 ]; then
  echo "npm run checks failed (exit $checks):"
  cat "$failures/checks.log"
else
  echo "npm run checks passed (typecheck, eslint, prettier, lint probes)."
fi
if compgen -G "$failures/*.txt" > /dev/null; then
  echo "What failed:"
  cat "$failures"/*.txt
fi
exit $((tests || checks))
