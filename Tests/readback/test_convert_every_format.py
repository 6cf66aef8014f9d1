"""`football-etl convert` writes every format a pipeline's `load:` can: Parquet (read by pyarrow),
SQLite (python's sqlite3), XLSX (openpyxl), NDJSON and CSV, and datapackage.json beside them,
by flags or by `--load PIPELINE`. The two matches of the epl-2024-two-matches scenario."""
import csv
import json
import os
import shutil
import sqlite3
import subprocess

import openpyxl
import pyarrow.parquet as pq

from conftest import ROOT, tool

RECORDINGS = os.path.join(ROOT, "Tests", "RunTests", "Scenarios", "epl-2024-two-matches", "recordings")


def events_in_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def test_convert_by_flags_writes_parquet_sqlite_xlsx_and_the_data_package(tmp_path):
    out = tmp_path / "out"
    run = subprocess.run([tool("football-etl"), "convert", RECORDINGS,
                          "--csv", str(out / "csv"), "--parquet", str(out / "parquet"),
                          "--sqlite", str(out / "football.sqlite"),
                          "--xlsx", str(out / "{league_slug}-{season}.xlsx")],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    events = events_in_csv(out / "csv" / "events.csv")
    assert len(events) > 10

    table = pq.read_table(out / "parquet" / "events.parquet")
    assert table.num_rows == len(events)
    assert sorted(set(table.column("fixture_id").to_pylist())) == [1208021, 1208140]

    with sqlite3.connect(out / "football.sqlite") as db:
        (count,) = db.execute("SELECT count(*) FROM events").fetchone()
        assert count == len(events)
        (fixtures,) = db.execute("SELECT count(*) FROM fixtures").fetchone()
        assert fixtures == 2

    book = openpyxl.load_workbook(out / "premier-league-2024.xlsx", read_only=True)
    assert "Fixtures" in book.sheetnames

    with open(out / "datapackage.json", encoding="utf-8") as f:
        package = json.load(f)
    paths = {resource["path"] for resource in package["resources"]}
    assert {"csv/events.csv", "parquet/events.parquet", "football.sqlite"} <= paths, paths


def test_convert_with_load_writes_what_the_pipelines_load_names(tmp_path):
    out = tmp_path / "out"
    pipeline = tmp_path / "pipeline.yml"
    pipeline.write_text(f"""name: convert-load
source:
  recorded: {RECORDINGS}
scope:
  leagues: [39]
  seasons: [2024]
extract: [fixtures, fixture_details]
load:
  parquet: {out}/parquet
  sqlite: {out}/football.sqlite
""")
    run = subprocess.run([tool("football-etl"), "convert", RECORDINGS, "--load", str(pipeline)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert pq.read_table(out / "parquet" / "fixtures.parquet").num_rows == 2
    with sqlite3.connect(out / "football.sqlite") as db:
        assert db.execute("SELECT count(*) FROM lineups").fetchone()[0] > 0
    assert not (out / "csv").exists()
    assert (out / "datapackage.json").exists()


def test_convert_with_load_and_a_flag_is_a_usage_error(tmp_path):
    run = subprocess.run([tool("football-etl"), "convert", RECORDINGS, "--load", "p.yml", "--out", str(tmp_path / "o")],
                         capture_output=True, text=True)
    assert run.returncode == 64, run.stderr
    assert "--load takes every output from the pipeline's `load:`" in run.stderr


def convert_load_pipeline(tmp_path, outputs):
    pipeline = tmp_path / "pipeline.yml"
    pipeline.write_text(f"""name: convert-load-postgres
source:
  recorded: {RECORDINGS}
scope:
  leagues: [39]
  seasons: [2024]
extract: [fixtures]
load:
  postgres: {{url: "postgresql://nobody@127.0.0.1:1/none"}}
{outputs}""")
    return pipeline


def test_convert_with_load_says_it_does_not_load_postgres_and_writes_the_files(tmp_path):
    out = tmp_path / "out"
    pipeline = convert_load_pipeline(tmp_path, f"  parquet: {out}/parquet\n")
    run = subprocess.run([tool("football-etl"), "convert", RECORDINGS, "--load", str(pipeline)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert f"`load.postgres` in {pipeline} is not loaded; `football-etl run {pipeline}` loads it" in run.stderr
    assert pq.read_table(out / "parquet" / "fixtures.parquet").num_rows == 2


def test_convert_with_load_naming_only_postgres_is_a_usage_error_and_writes_nothing(tmp_path):
    pipeline = convert_load_pipeline(tmp_path, "")
    run = subprocess.run([tool("football-etl"), "convert", RECORDINGS, "--load", str(pipeline)],
                         capture_output=True, text=True, cwd=tmp_path)
    assert run.returncode == 64, run.stderr
    assert "the file names no other output for convert to write" in run.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipeline.yml"]


TRANSFORMED = """name: convert-transform
source:
  recorded: {recordings}
scope:
  leagues: [39]
  seasons: [2024]
extract: [fixtures, fixture_details]
transform:
  timezone: America/New_York
  nulls: empty
load:
  csv: {out}/csv
"""


def test_convert_with_load_builds_the_tables_with_the_pipelines_transform_as_run_does(tmp_path):
    """`convert --load PIPELINE` builds with the pipeline's `transform:` (here New York kickoff
    times and empty null counts), so it writes the table files `run` writes from the same answers."""
    files = {}
    for command in ("run", "convert"):
        out = tmp_path / command
        pipeline = tmp_path / f"{command}.yml"
        pipeline.write_text(TRANSFORMED.format(recordings=RECORDINGS, out=out))
        args = ["run", str(pipeline)] if command == "run" else ["convert", RECORDINGS, "--load", str(pipeline)]
        done = subprocess.run([tool("football-etl")] + args, capture_output=True, text=True, env={**os.environ, "HOME": str(tmp_path)})
        assert done.returncode == 0, done.stderr
        files[command] = {name: (out / "csv" / name).read_bytes() for name in os.listdir(out / "csv") if name.endswith(".csv")}
    fixtures = events_in_csv(tmp_path / "convert" / "csv" / "fixtures.csv")
    # 1208021 kicked off at 2024-08-16 19:00 UTC: 15:00 in New York (UTC-4 in August).
    assert [row["kickoff_local"][:16] for row in fixtures if row["fixture_id"] == "1208021"] == ["2024-08-16T15:00"], fixtures
    assert {"fixtures.csv", "events.csv", "lineups.csv", "team_match_stats.csv"} <= files["convert"].keys()
    different = [name for name in sorted(files["run"].keys() & files["convert"].keys()) if files["convert"][name] != files["run"][name]]
    assert different == []


def test_convert_reads_answers_as_a_run_does_and_lists_a_fifo_as_unused(tmp_path):
    """A saved answer is read as a run reads a recording (a regular file under the answer cap):
    a FIFO among the answers is listed as not used, the rest written, exit 65, where it stopped
    the whole conversion before (66, nothing written)."""
    answers = tmp_path / "answers"
    shutil.copytree(RECORDINGS, answers)
    os.mkfifo(answers / "stuck.json")
    out = tmp_path / "out"
    run = subprocess.run([tool("football-etl"), "convert", str(answers), "--out", str(out)],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 65, run.stderr
    assert f"not used: {answers}/stuck.json: a FIFO (named pipe), not a saved answer" in run.stderr, run.stderr
    assert len(events_in_csv(out / "fixtures.csv")) == 2
