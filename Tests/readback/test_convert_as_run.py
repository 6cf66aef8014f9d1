"""`convert` goes through the run's output session: one set of recordings (two leagues of the
synthetic demo, every dataset the demo pipeline extracts, so both read every answer) fed to
`run PIPELINE` and to `convert RECORDINGS --load PIPELINE` gives the same
table files (CSV, NDJSON and Parquet, each partition of `partition_by: [league, season]`
byte for byte), the same SQLite rows (python's sqlite3) and the same season workbooks (every
cell, read by openpyxl), with the pipeline's `transform:` timezone in both."""
import csv
import os
import sqlite3
import subprocess

import openpyxl
import pytest

from conftest import ROOT, made_once, tool

PIPELINE = """name: convert-as-run
source:
  recorded: {recordings}
scope:
  leagues: [9001, 9002]
  seasons: [2023]
{extract}transform:
  timezone: America/New_York
  nulls: empty
load:
  csv: {out}/csv
  ndjson: {out}/ndjson
  parquet: {out}/parquet
  sqlite: {out}/football.sqlite
  xlsx: {out}/{{league_slug}}-{{season}}.xlsx
  partition_by: [league, season]
"""


def demo_extract():
    """The demo pipeline's `extract:` block: every dataset the demo recordings answer."""
    with open(os.path.join(ROOT, "pipelines", "demo.yml"), encoding="utf-8") as f:
        text = f.read()
    return text[text.index("\nextract:") + 1:text.index("\ntransform:") + 1]


PER_LEAGUE_SEASON = ["fixtures", "events", "lineups", "team_match_stats", "player_match_stats", "standings", "top_scorers"]


@pytest.fixture(scope="module")
def outputs(tmp_path_factory, two_league_recordings):
    """The run's and convert's outputs, made once per pytest run (conftest.made_once): read-only."""

    def run_and_convert(base):
        for command in ("run", "convert"):
            pipeline = base / f"{command}.yml"
            pipeline.write_text(PIPELINE.format(recordings=two_league_recordings, out=base / command, extract=demo_extract()))
            args = (["run", str(pipeline), "--quiet"] if command == "run"
                    else ["convert", str(two_league_recordings), "--load", str(pipeline)])
            done = subprocess.run([tool("football-etl")] + args, capture_output=True, text=True)
            assert done.returncode == 0, done.stderr

    base = made_once(tmp_path_factory, "convert-as-run", run_and_convert)
    return {command: base / command for command in ("run", "convert")}


def table_files(root):
    found = {}
    for folder in ("csv", "ndjson", "parquet"):
        for dirpath, _, names in os.walk(root / folder):
            for name in names:
                path = os.path.join(dirpath, name)
                found[os.path.relpath(path, root)] = open(path, "rb").read()
    return found


def test_every_table_file_run_writes_convert_writes_alike_partitions_included(outputs):
    run, convert = table_files(outputs["run"]), table_files(outputs["convert"])
    for table in PER_LEAGUE_SEASON:
        for league in (9001, 9002):
            assert f"csv/league={league}/season=2023/{table}.csv" in convert, sorted(convert)
    assert [name for name in sorted(run) if name not in convert] == []
    assert [name for name in sorted(run) if convert[name] != run[name]] == []


def test_the_transforms_timezone_is_in_converts_kickoff_times(outputs):
    with open(outputs["convert"] / "csv" / "league=9001" / "season=2023" / "fixtures.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert rows and all(row["kickoff_local"][-6:] in ("-04:00", "-05:00") for row in rows), rows[:2]


def test_the_sqlite_databases_hold_the_same_rows(outputs):
    def rows(path):
        with sqlite3.connect(path) as db:
            tables = [name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
            return {table: db.execute(f'SELECT * FROM "{table}"').fetchall() for table in tables}
    run, convert = rows(outputs["run"] / "football.sqlite"), rows(outputs["convert"] / "football.sqlite")
    assert all(run[table] for table in PER_LEAGUE_SEASON)
    assert {table: convert.get(table) for table in run} == run


def test_the_season_workbooks_hold_the_same_cells(outputs):
    books = sorted(name for name in os.listdir(outputs["run"]) if name.endswith(".xlsx"))
    assert len(books) == 2
    for name in books:
        sheets = {}
        for command in ("run", "convert"):
            book = openpyxl.load_workbook(outputs[command] / name, read_only=True)
            sheets[command] = {sheet.title: [tuple(row) for row in sheet.iter_rows(values_only=True)] for sheet in book.worksheets}
        assert sheets["convert"] == sheets["run"], name
