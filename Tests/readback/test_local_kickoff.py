"""`fixtures.kickoff_local_time` and `utc_offset_minutes` (issue 36 item 8), read back by readers
that are not the tool's: a pipeline with `timezone: Europe/London` over the demo recordings (a
season across both sides of the clock change, so +01:00 and +00:00 both occur) writing CSV,
Parquet, SQLite and a real PostgreSQL server started here. Every reader must see a date-time
without zone equal to `kickoff_local`'s wall-clock part, and the offset in minutes of its text."""
import csv
import datetime
import json
import os
import pathlib
import shutil
import socket
import subprocess
import tempfile

import duckdb
import pyarrow.parquet as pq
import pytest

from conftest import tool

PIPELINE = """name: local-kickoff
source: {{recorded: {recordings}}}
scope: {{leagues: [9001], seasons: [2023]}}
extract: [fixtures]
transform: {{timezone: Europe/London}}
load:
  csv: {out}/csv
  parquet: {out}/parquet
  sqlite: {out}/football.sqlite
  postgres: {{url: "postgresql://postgres@127.0.0.1:{port}/football", schema: football}}
"""


def server_binaries():
    found = subprocess.run(["pg_config", "--bindir"], capture_output=True, text=True).stdout.strip()
    if found and os.path.exists(os.path.join(found, "initdb")):
        return found
    versions = sorted(os.listdir("/usr/lib/postgresql"), reverse=True) if os.path.isdir("/usr/lib/postgresql") else []
    for version in versions:
        if os.path.exists(f"/usr/lib/postgresql/{version}/bin/initdb"):
            return f"/usr/lib/postgresql/{version}/bin"
    pytest.fail("no PostgreSQL server binaries: scripts/install-system-deps.sh installs them")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def postgres():
    """A PostgreSQL server for this module: trusted logins on 127.0.0.1 and the socket folder, in
    a folder of its own under /tmp (pytest's are private to this user: the server runs as `postgres`
    under root, since initdb refuses root)."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="football-etl-pg-"))
    os.chmod(folder, 0o755)
    (folder / "socket").mkdir(mode=0o755)
    binaries = server_binaries()
    as_server = ["runuser", "-u", "postgres", "--"] if os.getuid() == 0 else []
    if os.getuid() == 0:
        shutil.chown(folder, "postgres", "postgres")
        shutil.chown(folder / "socket", "postgres", "postgres")
    data = str(folder / "data")
    subprocess.run(as_server + [f"{binaries}/initdb", "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8",
                                "--locale=C", "--no-sync"], check=True, capture_output=True)
    port = free_port()
    options = f"-k {folder}/socket -p {port} -c listen_addresses=127.0.0.1 -c fsync=off"
    subprocess.run(as_server + [f"{binaries}/pg_ctl", "-D", data, "-l", f"{folder}/log", "-o", options, "-w", "start"],
                   check=True, capture_output=True)
    server = {"socket": str(folder / "socket"), "port": port}
    psql(server, "CREATE DATABASE football", database="postgres")
    yield server
    subprocess.run(as_server + [f"{binaries}/pg_ctl", "-D", data, "-m", "immediate", "-w", "stop"], capture_output=True)
    shutil.rmtree(folder, ignore_errors=True)


def psql(server, sql, database="football"):
    done = subprocess.run(["psql", "-X", "-q", "-A", "-t", "-F", "\t", "-v", "ON_ERROR_STOP=1", "-h", server["socket"],
                           "-p", str(server["port"]), "-U", "postgres", "-d", database, "-c", sql],
                          check=True, capture_output=True, text=True)
    return done.stdout


@pytest.fixture(scope="module")
def export(tmp_path_factory, postgres):
    base = tmp_path_factory.mktemp("local-kickoff")
    recordings = base / "recordings"
    subprocess.run([tool("demo-recordings"), "--leagues", "1", "--out", str(recordings)], check=True, stdout=subprocess.DEVNULL)
    out = base / "out"
    pipeline = base / "pipeline.yml"
    pipeline.write_text(PIPELINE.format(recordings=recordings, out=out, port=postgres["port"]))
    run = subprocess.run([tool("football-etl"), "run", str(pipeline), "--quiet"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    with open(out / "csv" / "fixtures.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    return {"out": out, "rows": rows}


def expected(rows):
    """Per fixture id: kickoff_local's wall-clock part as a datetime, and its offset in minutes."""
    wanted = {}
    for row in rows:
        local = datetime.datetime.fromisoformat(row["kickoff_local"])
        wanted[int(row["fixture_id"])] = (local.replace(tzinfo=None), int(local.utcoffset().total_seconds() // 60))
    return wanted


def test_the_csv_holds_the_wall_clock_text_without_offset_and_the_offset_in_minutes(export):
    rows = export["rows"]
    assert rows and all(row["kickoff_local"] for row in rows)
    for row in rows:
        assert row["kickoff_local_time"] == row["kickoff_local"][:19], row
        local = datetime.datetime.fromisoformat(row["kickoff_local"])
        assert int(row["utc_offset_minutes"]) == local.utcoffset().total_seconds() // 60, row
        utc = datetime.datetime.fromisoformat(row["kickoff_utc"].replace("Z", "+00:00"))
        assert local == utc, row
    # The season crosses the clock change: both summer and winter time are there.
    assert {row["utc_offset_minutes"] for row in rows} == {"60", "0"}


def test_parquet_declares_a_timestamp_without_zone_not_adjusted_to_utc(export):
    path = export["out"] / "parquet" / "fixtures.parquet"
    table = pq.read_table(path)
    field = table.schema.field("kickoff_local_time")
    assert str(field.type) == "timestamp[ms]" and field.type.tz is None
    schema = pq.ParquetFile(path).schema
    column = schema.column(schema.names.index("kickoff_local_time"))
    assert column.physical_type == "INT64"
    logical = json.loads(column.logical_type.to_json())
    assert (logical["Type"], logical["isAdjustedToUTC"], logical["timeUnit"]) == ("Timestamp", False, "milliseconds")
    assert column.converted_type == "NONE"
    assert str(table.schema.field("utc_offset_minutes").type) == "int64"
    wanted = expected(export["rows"])
    got = dict(zip(table.column("fixture_id").to_pylist(),
                   zip(table.column("kickoff_local_time").to_pylist(), table.column("utc_offset_minutes").to_pylist())))
    assert got == wanted


def test_duckdb_reads_a_timestamp_from_parquet_and_from_sqlite(export):
    con = duckdb.connect()
    parquet = str(export["out"] / "parquet" / "fixtures.parquet")
    assert con.execute(f"SELECT typeof(kickoff_local_time) FROM '{parquet}' LIMIT 1").fetchone() == ("TIMESTAMP",)
    wanted = expected(export["rows"])
    got = {r[0]: (r[1], r[2]) for r in con.execute(f"SELECT fixture_id, kickoff_local_time, utc_offset_minutes FROM '{parquet}'").fetchall()}
    assert got == wanted
    # DuckDB's sqlite extension, installed apart with the DuckDB it was built for (scripts/install-python-deps.sh).
    sqlite = str(export["out"] / "football.sqlite")
    done = subprocess.run(["python3", "-c", DUCKDB_SQLITE, sqlite], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=duckdb_sqlite_folder(),
                                   DUCKDB_SQLITE_EXTENSIONS=os.path.join(duckdb_sqlite_folder(), "duckdb_ext", "extensions")))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "TIMESTAMP"
    assert {int(a): (datetime.datetime.fromisoformat(b), int(c)) for a, b, c in (line.split("\t") for line in lines[1:])} == wanted


DUCKDB_SQLITE = """
import os, sys, duckdb
con = duckdb.connect()
con.execute("SET autoinstall_known_extensions = false")
con.execute("SET extension_directory = ?", [os.environ["DUCKDB_SQLITE_EXTENSIONS"]])
con.execute("LOAD sqlite")
con.execute("ATTACH '" + sys.argv[1].replace("'", "''") + "' AS db (TYPE sqlite, READ_ONLY)")
print(dict((r[0], r[1]) for r in con.execute("DESCRIBE db.fixtures").fetchall())["kickoff_local_time"])
for a, b, c in con.execute("SELECT fixture_id, kickoff_local_time, utc_offset_minutes FROM db.fixtures").fetchall():
    print(f"{a}\\t{b.isoformat()}\\t{c}")
"""


def duckdb_sqlite_folder():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    return os.environ.get("DUCKDB_SQLITE_DIR", os.path.join(root, ".build", "python", "duckdb-sqlite"))


def test_sqlite_holds_sqlites_own_date_time_text_under_a_timestamp_declared_type(export):
    import sqlite3
    path = str(export["out"] / "football.sqlite")
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    declared = {r[1]: r[2] for r in con.execute("PRAGMA table_info(fixtures)")}
    assert declared["kickoff_local_time"] == "TIMESTAMP" and declared["utc_offset_minutes"] == "INTEGER"
    assert con.execute("SELECT type FROM _columns WHERE table_name = 'fixtures' AND column_name = 'kickoff_local_time'").fetchone() == (
        "local_datetime",)
    rows = con.execute("SELECT fixture_id, kickoff_local_time, typeof(kickoff_local_time), datetime(kickoff_local_time), "
                       "utc_offset_minutes FROM fixtures").fetchall()
    wanted = expected(export["rows"])
    for fixture, text, kind, normalised, offset in rows:
        assert kind == "text" and text == normalised, (text, normalised)
        assert (datetime.datetime.fromisoformat(text), offset) == wanted[fixture]
    typed = sqlite3.connect(f"file:{path}?mode=ro", uri=True, detect_types=sqlite3.PARSE_DECLTYPES)
    (value,) = typed.execute("SELECT kickoff_local_time FROM fixtures LIMIT 1").fetchone()
    assert isinstance(value, datetime.datetime) and value.tzinfo is None


def test_postgres_declares_a_timestamp_without_time_zone(export, postgres):
    described = psql(postgres, "\\d football.fixtures")
    line = next(line for line in described.splitlines() if line.startswith("kickoff_local_time"))
    assert line.split("\t")[1] == "timestamp without time zone", described
    types = dict(line.split("\t") for line in psql(postgres, (
        "SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = 'football' "
        "AND table_name = 'fixtures' AND column_name IN ('kickoff_local_time', 'utc_offset_minutes')")).splitlines())
    assert types == {"kickoff_local_time": "timestamp without time zone", "utc_offset_minutes": "bigint"}
    rows = psql(postgres, ("SELECT fixture_id, to_char(kickoff_local_time, 'YYYY-MM-DD\"T\"HH24:MI:SS'), utc_offset_minutes, "
                           "kickoff_local_time = (kickoff_utc AT TIME ZONE 'Europe/London') FROM football.fixtures"))
    got = {}
    for line in rows.splitlines():
        fixture, local, offset, agrees = line.split("\t")
        assert agrees == "t", line
        got[int(fixture)] = (datetime.datetime.fromisoformat(local), int(offset))
    assert got == expected(export["rows"])
