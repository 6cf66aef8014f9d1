"""`load: {partition_by: [league, season]}` read back as one table by DuckDB's Hive partitioning.

Two leagues of the synthetic demo are exported twice, once flat and once partitioned; DuckDB
reads every partitioned CSV, NDJSON and Parquet table through `hive_partitioning = true` and
must get the flat table's rows, row for row (compared as sorted rows: a partitioned table
keeps the table's order within each league-season). The Frictionless package of the
partitioned export must still validate.
"""
import json
import os
import subprocess

import duckdb
import pytest

from conftest import made_once, tool

PIPELINE = """name: partitions
source:
  recorded: {recordings}
scope:
  leagues: [9001, 9002]
  seasons: [2023]
extract: [leagues, fixtures, fixture_details, standings, top_scorers, squads]
load:
  csv: {out}/csv
  ndjson: {out}/ndjson
  parquet: {out}/parquet
{partition}
"""

PER_LEAGUE_SEASON = ["fixtures", "events", "lineups", "team_match_stats", "player_match_stats", "standings", "top_scorers"]


@pytest.fixture(scope="module")
def exports(tmp_path_factory, two_league_recordings):
    """The flat and the partitioned export, made once per pytest run (conftest.made_once): read-only."""

    def export_both(base):
        for name, partition in (("flat", ""), ("split", "  partition_by: [league, season]")):
            pipeline = base / f"{name}.yml"
            pipeline.write_text(PIPELINE.format(recordings=two_league_recordings, out=base / name, partition=partition))
            run = subprocess.run([tool("football-etl"), "run", str(pipeline), "--quiet"], capture_output=True, text=True)
            assert run.returncode == 0, run.stderr

    base = made_once(tmp_path_factory, "partitions", export_both)
    return {name: base / name for name in ("flat", "split")}


def flat_and_split_rows(con, reader, flat, split, options=""):
    """The flat file's rows and the partitions' rows (read with hive_partitioning), sorted.

    Every field is compared as its text, so no type inference has to agree (`season` is both a
    column and a partition key, and DuckDB types the folder's value)."""
    columns = [d[0] for d in con.execute(f"select * from {reader}('{flat}'{options}) limit 0").description]
    selected = ", ".join(f'"{c}"::varchar' for c in columns)
    expected = con.execute(f"select {selected} from {reader}('{flat}'{options})").fetchall()
    got = con.execute(f"select {selected} from {reader}('{split}', hive_partitioning = true{options})").fetchall()
    return columns, sorted(expected, key=repr), sorted(got, key=repr)


@pytest.mark.parametrize("table", PER_LEAGUE_SEASON)
def test_hive_partitioned_csv_reads_back_as_the_flat_table(exports, table):
    con = duckdb.connect()
    flat = f"{exports['flat']}/csv/{table}.csv"
    split = f"{exports['split']}/csv/*/*/{table}.csv"
    columns, expected, got = flat_and_split_rows(con, "read_csv", flat, split, ", all_varchar = true")
    assert len(expected) > 0
    assert got == expected
    # The partition columns come from the folder names and agree with the rows' own.
    leagues = con.execute(
        f"select distinct league::varchar from read_csv('{split}', hive_partitioning = true, all_varchar = true) order by 1").fetchall()
    assert leagues == [("9001",), ("9002",)]
    if "league_id" in columns:
        assert con.execute(
            f"select count(*) from read_csv('{split}', hive_partitioning = true, all_varchar = true) "
            "where league::varchar <> league_id").fetchone()[0] == 0


@pytest.mark.parametrize("table", ["fixtures", "events", "standings"])
def test_hive_partitioned_ndjson_and_parquet_read_back_as_the_flat_table(exports, table):
    con = duckdb.connect()
    for reader, ext in (("read_json", "ndjson"), ("read_parquet", "parquet")):
        flat = f"{exports['flat']}/{ext}/{table}.{ext}"
        split = f"{exports['split']}/{ext}/*/*/{table}.{ext}"
        _, expected, got = flat_and_split_rows(con, reader, flat, split)
        assert len(expected) > 0 and got == expected, (reader, table)


def test_shared_tables_stay_whole_and_the_manifest_lists_every_file(exports):
    split = exports["split"]
    assert (split / "csv" / "squads.csv").read_bytes() == (exports["flat"] / "csv" / "squads.csv").read_bytes()
    assert not (split / "csv" / "fixtures.csv").exists()
    written = {os.path.relpath(os.path.join(d, f), split) for d, _, fs in os.walk(split) for f in fs} - {"manifest.json"}
    manifest = json.loads((split / "manifest.json").read_text())
    assert {o["path"] for o in manifest["outputs"]} == written
    assert "csv/league=9002/season=2023/fixtures.csv" in written


def test_frictionless_validates_the_partitioned_package(exports):
    run = subprocess.run(["frictionless", "validate", "--json", "datapackage.json"], capture_output=True, text=True,
                         cwd=exports["split"])
    report = json.loads(run.stdout)
    assert report["valid"], [task["errors"][:2] for task in report["tasks"] if not task["valid"]][:3]
