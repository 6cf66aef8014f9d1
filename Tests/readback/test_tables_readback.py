"""CSV and NDJSON outputs of the demo, read back by Python's csv/json and by DuckDB."""
import csv
import os
import json
import math

import duckdb

TABLES = ["leagues", "countries", "fixtures", "rounds", "events", "lineups", "team_match_stats",
          "player_match_stats", "squad_season_stats", "standings", "top_scorers", "top_assists", "squads", "players",
          "transfers", "head_to_head", "coaches", "teams", "venues", "team_season_stats",
          "team_goals_by_minute", "team_goals_under_over", "team_formations", "team_cards_by_minute", "injuries", "predictions",
          "prediction_comparison", "odds", "bookmakers", "bets", "trophies", "sidelined"]


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.reader(f))


def read_ndjson(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def table_outputs(manifest, fmt):
    return {o["table"]: o for o in manifest["outputs"] if o["format"] == fmt}


def test_every_table_is_written_in_both_formats_with_the_manifest_row_counts(demo):
    out, manifest = demo["out"], demo["manifest"]
    csvs, ndjsons = table_outputs(manifest, "csv"), table_outputs(manifest, "ndjson")
    assert sorted(csvs) == sorted(TABLES)
    assert sorted(ndjsons) == sorted(TABLES)
    for name in TABLES:
        rows = read_csv(out / "csv" / f"{name}.csv")
        records = read_ndjson(out / "ndjson" / f"{name}.ndjson")
        header = [c["name"] for c in csvs[name]["columns"]]
        assert rows[0] == header, name
        assert len(rows) - 1 == csvs[name]["rows"] == len(records), name
        assert all(list(r.keys()) == header for r in records), name


def test_ndjson_values_have_the_declared_json_types(demo):
    out, manifest = demo["out"], demo["manifest"]
    expected = {"integer": int, "decimal": (int, float), "text": str, "boolean": bool,
                "timestamp": str, "date": str, "local_datetime": str}
    for name, output in table_outputs(manifest, "ndjson").items():
        columns = output["columns"]
        for record in read_ndjson(out / "ndjson" / f"{name}.ndjson"):
            for column in columns:
                value = record[column["name"]]
                if value is None:
                    continue
                kind = expected[column["type"]]
                assert isinstance(value, kind) and not (kind is int and isinstance(value, bool)), (name, column, value)
                if column["type"] == "timestamp":
                    assert value.endswith("Z") and len(value) == 20, value
                if column["type"] == "local_datetime":
                    assert len(value) == 19 and value[10] == "T", value


def test_duckdb_reads_typed_columns(demo):
    out = demo["out"]
    con = duckdb.connect()
    fixtures = con.execute(f"select * from read_csv_auto('{out}/csv/fixtures.csv')").description
    types = {d[0]: str(d[1]) for d in fixtures}
    assert types["fixture_id"] in ("BIGINT", "INTEGER")
    assert "TIMESTAMP" in types["kickoff_utc"]
    assert con.execute(f"select count(*) from read_json_auto('{out}/ndjson/fixtures.ndjson')").fetchone()[0] == 380
    rating = con.execute(f"select typeof(rating) from read_csv_auto('{out}/csv/player_match_stats.csv') where rating is not null limit 1").fetchone()[0]
    assert rating == "DOUBLE"


def test_the_numbers_agree_across_tables(demo):
    """Standings points equal the points the fixtures give; goals in events equal fixture goals."""
    out = demo["out"]
    con = duckdb.connect()
    q = f"""
    with results as (
      select home_team_id team, case when home_goals > away_goals then 3 when home_goals = away_goals then 1 else 0 end pts
        from read_csv_auto('{out}/csv/fixtures.csv')
      union all
      select away_team_id, case when away_goals > home_goals then 3 when home_goals = away_goals then 1 else 0 end
        from read_csv_auto('{out}/csv/fixtures.csv'))
    select s.team_id, s.points, sum(r.pts) from read_csv_auto('{out}/csv/standings.csv') s
      join results r on r.team = s.team_id group by all having s.points <> sum(r.pts)
    """
    assert con.execute(q).fetchall() == []
    mismatches = con.execute(f"select fixture_id from read_csv_auto('{out}/csv/fixtures.csv') where score_check = 'events_mismatch'").fetchall()
    assert len(mismatches) == 1   # the demo's one fixture whose events disagree with its score


def test_csv_text_that_looks_like_a_formula_is_neutralised(demo):
    for name in TABLES:
        for row in read_csv(demo["out"] / "csv" / f"{name}.csv")[1:]:
            for cell in row:
                if cell[:1] in ("=", "+", "@", "\t", "\r"):
                    raise AssertionError((name, cell))


def test_the_manifest_lists_every_file_with_its_sha256(demo):
    import hashlib
    out, manifest = demo["out"], demo["manifest"]
    for output in manifest["outputs"]:
        with open(out / output["path"], "rb") as f:
            assert hashlib.sha256(f.read()).hexdigest() == output["sha256"], output["path"]
    recordings = [f for _, _, files in os.walk(demo["recordings"]) for f in files if f.endswith(".json")]
    assert manifest["requests"] == {"recording": len(recordings), "cache": 0, "network": 0}
