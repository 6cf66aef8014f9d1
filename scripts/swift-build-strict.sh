#!/usr/bin/env bash
# Runs `swift build` with the arguments given and fails when the compiler warns about the
# project's own files (Sources/, Tests/), so a new warning fails `make test` and CI. SwiftPM
# silences the dependencies' warnings itself; -warnings-as-errors would also reach them.
set -euo pipefail
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
"${SWIFT:-swift}" build "$@" 2>&1 | tee "$log" || status=$?
[ "$status" -eq 0 ] || exit "$status"
root=$(pwd)
if grep -E "^$root/(Sources|Tests)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u | grep .; then
    echo "error: the build printed the warnings above; fix them (make test treats a warning as an error)" >&2
    exit 1
fi
