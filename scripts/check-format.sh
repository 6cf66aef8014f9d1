#!/bin/sh
# Fails when a Swift file is not as `swift format` (configured by .swift-format) would write it,
# or has a line over 140 characters (the formatter cannot break a string literal: split those by
# hand, `"…" + "…"`, or with `\` at the end of a line in a multi-line literal). Run by `make test`;
# `make format` rewrites the files.
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
PYTHON=${PYTHON:-python3}
PATHS="Sources Tests Package.swift fuzz/Package.swift fuzz/Sources"
if ! $SWIFT format lint --strict -r -p $PATHS; then
    echo "check-format: the files above are not formatted; run 'make format'" >&2
    exit 1
fi
git ls-files -z -- '*.swift' | $PYTHON -c '
import sys
long = []
for path in sys.stdin.read().split("\0"):
    if not path:
        continue
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            if len(line.rstrip("\n")) > 140:
                long.append(f"{path}:{number}: {len(line.rstrip())} characters")
if long:
    print("\n".join(long), file=sys.stderr)
    sys.exit(f"check-format: {len(long)} lines over 140 characters; split them by hand")
'
echo "check-format: every Swift file formatted, no line over 140 characters"
