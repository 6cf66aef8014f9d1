#!/usr/bin/env bash
# Installs what the tests check outputs with (openpyxl, duckdb, pyarrow, jsonschema, pytest) when missing.
set -euo pipefail
python="${PYTHON:-python3}"
need=()
"$python" -c "import openpyxl" 2>/dev/null || need+=(openpyxl)
"$python" -c "import duckdb" 2>/dev/null || need+=(duckdb)
"$python" -c "import pyarrow" 2>/dev/null || need+=(pyarrow)
"$python" -c "import pytest" 2>/dev/null || need+=(pytest)
"$python" -c "import jsonschema" 2>/dev/null || need+=(jsonschema)
[ ${#need[@]} -eq 0 ] && exit 0
echo "football-etl: installing Python test readers: ${need[*]}" >&2
"$python" -m pip install --quiet --disable-pip-version-check "${need[@]}" \
  || "$python" -m pip install --quiet --disable-pip-version-check --break-system-packages "${need[@]}"
