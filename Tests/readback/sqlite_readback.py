"""Reads a SQLite database written by football-etl and prints what it holds as JSON.

    python3 sqlite_readback.py sqlite3 FILE   # Python's sqlite3: schema pragmas, rows with storage classes
    python3 sqlite_readback.py duckdb FILE    # DuckDB through its sqlite extension: column types and rows

DuckDB's sqlite extension is loaded from the folder scripts/install-python-deps.sh installs it
in (with the DuckDB version it was built for): DUCKDB_SQLITE_EXTENSIONS names it.
"""
import datetime
import json
import math
import os
import sqlite3
import sys


def scalar(value):
    if isinstance(value, float) and not math.isfinite(value):
        return repr(value)
    if isinstance(value, bytes):
        return value.hex()
    if isinstance(value, (datetime.datetime, datetime.date)):
        return value.isoformat()
    return value


def quoted(name):
    return '"' + name.replace('"', '""') + '"'


def read_sqlite3(path):
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    names = [r[0] for r in con.execute(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")]
    tables = {}
    for name in names:
        indexes = []
        for _, index, unique, origin, partial in con.execute(f"PRAGMA index_list({quoted(name)})"):
            columns = [r[2] for r in con.execute(f"PRAGMA index_info({quoted(index)})")]
            indexes.append({"name": index, "unique": unique, "origin": origin, "columns": columns})
        select = ", ".join(f"typeof({quoted(c[1])}), {quoted(c[1])}"
                           for c in con.execute(f"PRAGMA table_info({quoted(name)})"))
        rows = [[[row[i], scalar(row[i + 1])] for i in range(0, len(row), 2)]
                for row in con.execute(f"SELECT {select} FROM {quoted(name)} ORDER BY rowid")]
        tables[name] = {
            "info": [list(r) for r in con.execute(f"PRAGMA table_info({quoted(name)})")],
            "foreign_keys": [list(r) for r in con.execute(f"PRAGMA foreign_key_list({quoted(name)})")],
            "indexes": sorted(indexes, key=lambda i: i["name"]),
            "rows": rows,
        }
    con.execute("PRAGMA foreign_keys = ON")
    return {
        "tables": tables,
        "integrity": [r[0] for r in con.execute("PRAGMA integrity_check")],
        "foreign_key_violations": [list(r) for r in con.execute("PRAGMA foreign_key_check")],
        "page_size": con.execute("PRAGMA page_size").fetchone()[0],
        "freelist_count": con.execute("PRAGMA freelist_count").fetchone()[0],
    }


def read_duckdb(path):
    import duckdb
    con = duckdb.connect()
    con.execute("SET autoinstall_known_extensions = false")
    con.execute("SET autoload_known_extensions = false")
    folder = os.environ.get("DUCKDB_SQLITE_EXTENSIONS")
    if folder:
        con.execute("SET extension_directory = ?", [folder])
    con.execute("LOAD sqlite")
    con.execute("ATTACH '" + path.replace("'", "''") + "' AS db (TYPE sqlite, READ_ONLY)")
    names = [r[0] for r in con.execute(
        "SELECT table_name FROM information_schema.tables WHERE table_catalog = 'db' ORDER BY table_name").fetchall()]
    tables = {}
    for name in names:
        described = con.execute(f"DESCRIBE db.{quoted(name)}").fetchall()
        rows = con.execute(f"SELECT * FROM db.{quoted(name)}").fetchall()
        tables[name] = {
            "columns": [[r[0], r[1]] for r in described],
            "rows": [[scalar(v) for v in row] for row in rows],
        }
    return {"duckdb_version": duckdb.__version__, "tables": tables}


if __name__ == "__main__":
    reader, path = sys.argv[1], sys.argv[2]
    result = read_sqlite3(path) if reader == "sqlite3" else read_duckdb(path)
    json.dump(result, sys.stdout, ensure_ascii=False)
