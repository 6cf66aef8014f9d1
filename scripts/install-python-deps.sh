#!/usr/bin/env bash
# Installs what the tests check outputs with (openpyxl, python-calamine, duckdb, pyarrow, jsonschema, frictionless, pytest,
# pytest-xdist) when missing.
set -euo pipefail
python="${PYTHON:-python3}"
need=()
"$python" -c "import openpyxl" 2>/dev/null || need+=(openpyxl)
"$python" -c "import duckdb" 2>/dev/null || need+=(duckdb)
"$python" -c "import pyarrow" 2>/dev/null || need+=(pyarrow)
"$python" -c "import pytest" 2>/dev/null || need+=(pytest)
# pytest-xdist: `make test` runs the read-back tests on two workers (-n).
"$python" -c "import xdist" 2>/dev/null || need+=(pytest-xdist)
"$python" -c "import jsonschema" 2>/dev/null || need+=(jsonschema)
# calamine decodes `_xHHHH_` in cell text as Excel does (openpyxl does not).
"$python" -c "import python_calamine" 2>/dev/null || need+=(python-calamine)
# frictionless validates datapackage.json; its json extra reads the NDJSON resources.
"$python" -c "import frictionless, jsonlines, ijson" 2>/dev/null || need+=("frictionless[json]")
# DuckDB reads SQLite through its sqlite extension, which it would otherwise download at run time.
# The extension's package is built for one DuckDB version, so that pair lives in its own folder
# (Tests/readback/sqlite_readback.py is run with it on PYTHONPATH).
duckdb_sqlite="${DUCKDB_SQLITE_DIR:-$(cd "$(dirname "$0")/.." && pwd)/.build/python/duckdb-sqlite}"
if ! PYTHONPATH="$duckdb_sqlite" "$python" -c "import duckdb, duckdb_ext" 2>/dev/null; then
  echo "football-etl: installing DuckDB 1.4.4 and its sqlite extension into $duckdb_sqlite" >&2
  "$python" -m pip install --quiet --disable-pip-version-check --target "$duckdb_sqlite" \
    duckdb==1.4.4 duckdb-ext-sqlite==1.4.4.20260205
fi
[ ${#need[@]} -eq 0 ] && exit 0
echo "football-etl: installing Python test readers: ${need[*]}" >&2
"$python" -m pip install --quiet --disable-pip-version-check "${need[@]}" \
  || "$python" -m pip install --quiet --disable-pip-version-check --break-system-packages "${need[@]}"
