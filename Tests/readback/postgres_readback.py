"""Reads a PostgreSQL schema back with psql and compares every table with the run's CSV files.

Usage: postgres_readback.py CSV_FOLDER SOCKET_FOLDER PORT DATABASE SCHEMA

For each <table>.csv: the table must exist with every CSV column, and its rows (only the CSV's
columns, each normalised: instants to UTC ISO 8601 text, local date-times to ISO text, doubles by value, booleans as
true/false) must equal the CSV's rows as a multiset. Prints one JSON object: per table the row
count, the column types, the primary key, and the columns without a comment. Exits 1 on a
mismatch, naming the table and the first differing row.
"""
import csv
import io
import json
import pathlib
import subprocess
import sys


def psql(socket, port, database, sql):
    result = subprocess.run(
        ["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", socket, "-p", port, "-U", "postgres", "-d", database, "-c", sql],
        check=True, capture_output=True, text=True)
    return result.stdout


def query_csv(socket, port, database, sql):
    text = psql(socket, port, database, f"COPY ({sql}) TO STDOUT WITH (FORMAT csv, HEADER true, FORCE_QUOTE *)")
    rows = list(csv.reader(io.StringIO(text)))
    return rows[0], rows[1:]


def normalise(value, kind):
    if value == "":
        return None
    if kind == "double precision":
        return float(value)
    if kind == "bigint":
        return int(value)
    if kind == "boolean":
        return {"t": True, "true": True, "f": False, "false": False}[value]
    return value


def as_csv_text(column, kind):
    """The column as the CSV writes it: instants as UTC ISO 8601 with `Z`, local date-times without zone."""
    if kind == "timestamp with time zone":
        return f"to_char(\"{column}\" AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"
    if kind == "timestamp without time zone":
        return f"to_char(\"{column}\", 'YYYY-MM-DD\"T\"HH24:MI:SS')"
    return f"\"{column}\""


def main():
    folder, socket, port, database, schema = sys.argv[1:6]
    report = {}
    failures = []
    types_sql = (f"SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = '{schema}' "
                 "ORDER BY table_name, ordinal_position")
    _, rows = query_csv(socket, port, database, types_sql)
    types = {}
    for table, column, kind in rows:
        types.setdefault(table, {})[column] = kind
    _, keys = query_csv(socket, port, database, (
        "SELECT tc.table_name, kcu.column_name FROM information_schema.table_constraints tc JOIN information_schema.key_column_usage kcu "
        "ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema AND kcu.table_name = tc.table_name "
        f"WHERE tc.table_schema = '{schema}' AND tc.constraint_type = 'PRIMARY KEY' ORDER BY tc.table_name, kcu.ordinal_position"))
    primary = {}
    for table, column in keys:
        primary.setdefault(table, []).append(column)
    _, comments = query_csv(socket, port, database, (
        "SELECT c.relname, a.attname, coalesce(col_description(c.oid, a.attnum), '') FROM pg_class c "
        "JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid "
        f"WHERE n.nspname = '{schema}' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped"))
    uncommented = {}
    for table, column, comment in comments:
        if not comment:
            uncommented.setdefault(table, []).append(column)
    for path in sorted(pathlib.Path(folder).glob("*.csv")):
        table = path.stem
        with open(path, newline="", encoding="utf-8-sig") as handle:
            reader = csv.reader(handle)
            header = next(reader)
            expected = list(reader)
        if table not in types:
            failures.append(f"{table}: no such table in schema {schema}")
            continue
        missing = [c for c in header if c not in types[table]]
        if missing:
            failures.append(f"{table}: columns {missing} missing")
            continue
        kinds = [types[table][c] for c in header]
        select = ", ".join(as_csv_text(c, k) for c, k in zip(header, kinds))
        _, actual = query_csv(socket, port, database, f"SELECT {select} FROM \"{schema}\".\"{table}\"")
        def key(row):
            return json.dumps([normalise(v, k) for v, k in zip(row, kinds)], sort_keys=True, default=str)
        want = sorted(key(r) for r in expected)
        got = sorted(key(r) for r in actual)
        if want != got:
            extra = sorted(set(got) - set(want))[:1]
            lacking = sorted(set(want) - set(got))[:1]
            failures.append(f"{table}: {len(got)} rows in the database, {len(want)} in the CSV; "
                            f"only in the database: {extra}, only in the CSV: {lacking}")
        report[table] = {"rows": len(actual), "types": types[table], "primary_key": primary.get(table, []),
                         "uncommented": uncommented.get(table, [])}
    print(json.dumps(report, sort_keys=True))
    if failures:
        print("\n".join(failures), file=sys.stderr)
        sys.exit(1)


main()
