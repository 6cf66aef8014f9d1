"""Statistic types that name columns badly, and every format read back by an independent reader.

    python3 data_named_columns.py make CASE SCENARIO_RECORDINGS OUT   # recordings with hostile statistic types
    python3 data_named_columns.py check CASE OUTPUT_DIR               # reads csv/, ndjson/, parquet/, football.sqlite

`make` copies the epl-2024-two-matches recordings (two real Premier League 2024 matches) and
adds a second league-season, 2023, of the same two matches under other fixture ids. CASE says
what every team's statistics gain: `collisions`: in 2024 "Season" (a fixed column's name),
"Passes pct" beside the known "Passes %", "Shots %" beside "Shots pct", and in 2023 "team_id";
`long`: a 70-byte type in 2024; `nul`: a type holding a NUL in 2024, where Manchester United's
name holds one too.

`check` reads team_match_stats with Python's json (duplicate keys refused), csv, DuckDB (the
NDJSON and CSV files), pyarrow and sqlite3; every reader must see the same columns, none twice,
the fixed columns holding what they held, each statistic in the column the naming rule gives
it, and no NUL in any text. Prints the columns as JSON; exits 1 naming the first difference.
"""
import csv
import hashlib
import json
import pathlib
import shutil
import sqlite3
import sys

import duckdb
import pyarrow.parquet as pq

LONG_TYPE = "Expected goals on target faced by the goalkeeper after all deflections"
NUL_TEAM = "Manchester\u0000United"


def shortened(name):
    """The rule the tool must follow: 54 bytes, `_`, 8 hex digits of the whole name's SHA-256."""
    return name[:54] + "_" + hashlib.sha256(name.encode()).hexdigest()[:8]


LONG_COLUMN = shortened("expected_goals_on_target_faced_by_the_goalkeeper_after_all_deflections")
ADDED = {  # case → the types every 2024 team gains, the 2023 ones, and column → value in every 2024 row
    "collisions": ([("Season", 7), ("Passes pct", "81%"), ("Shots %", "40%"), ("Shots pct", "41%")], [("team_id", 3)],
                   {"stat_season": 7, "stat_passes_pct": 81, "shots_pct": 40, "stat_shots_pct": 41}),
    "long": ([(LONG_TYPE, 1)], [], {LONG_COLUMN: 1}),
    "nul": ([("Nul\u0000stat", 2)], [], {"nul_stat": 2}),
}


def make(case, source, out):
    later, earlier_types, _ = ADDED[case]
    out = pathlib.Path(out)
    shutil.copytree(source, out)
    ids_2024 = out / "fixtures" / "ids=1208021-1208140.json"
    details = json.loads(ids_2024.read_text())
    listing = json.loads((out / "fixtures" / "league=39&season=2024.json").read_text())
    earlier = json.loads(json.dumps(details))
    for match in details["response"]:
        for team in match["statistics"]:
            team["statistics"] += [{"type": type, "value": value} for type, value in later]
            if case == "nul" and team["team"]["name"] == "Manchester United":
                team["team"]["name"] = NUL_TEAM
        if case == "nul" and match["teams"]["home"]["name"] == "Manchester United":
            match["teams"]["home"]["name"] = NUL_TEAM
    ids_2024.write_text(json.dumps(details, indent=2))

    def moved(answer):
        for match in answer["response"]:
            match["fixture"]["id"] += 8000000
            match["league"]["season"] = 2023
        return answer
    for match in earlier["response"]:
        for team in match["statistics"]:
            team["statistics"] += [{"type": type, "value": value} for type, value in earlier_types]
    earlier = moved(earlier)
    earlier["parameters"] = {"ids": "9208021-9208140"}
    (out / "fixtures" / "ids=9208021-9208140.json").write_text(json.dumps(earlier, indent=2))
    listing = moved(listing)
    listing["parameters"] = {"league": "39", "season": "2023"}
    (out / "fixtures" / "league=39&season=2023.json").write_text(json.dumps(listing, indent=2))


def refuse_duplicates(pairs):
    keys = [key for key, _ in pairs]
    duplicated = sorted({key for key in keys if keys.count(key) > 1})
    if duplicated:
        raise ValueError(f"duplicate keys {duplicated}")
    return dict(pairs)


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(1)


def check(case, folder):
    expected = ADDED[case][2]
    folder = pathlib.Path(folder)
    ndjson_path = folder / "ndjson" / "team_match_stats.ndjson"
    csv_path = folder / "csv" / "team_match_stats.csv"
    rows = [json.loads(line, object_pairs_hook=refuse_duplicates) for line in ndjson_path.read_text().splitlines()]
    with open(csv_path, newline="", encoding="utf-8") as handle:
        reader = csv.reader(handle)
        header = next(reader)
        csv_rows = list(reader)
    parquet = pq.read_table(folder / "parquet" / "team_match_stats.parquet")
    database = sqlite3.connect(f"file:{folder / 'football.sqlite'}?mode=ro", uri=True)
    sqlite_columns = [row[1] for row in database.execute("PRAGMA table_info(team_match_stats)")]
    duck = duckdb.connect()
    duck_ndjson = [d[0] for d in duck.execute(f"SELECT * FROM read_json_auto('{ndjson_path}')").description]
    duck_csv = [d[0] for d in duck.execute(f"SELECT * FROM read_csv('{csv_path}', header = true)").description]
    readers = {"ndjson": list(rows[0]), "csv": header, "parquet": parquet.column_names, "sqlite": sqlite_columns,
               "duckdb ndjson": duck_ndjson, "duckdb csv": duck_csv}
    for name, columns in readers.items():
        if len(set(columns)) != len(columns):
            fail(f"{name}: a column name twice: {columns}")
        if columns != header:
            fail(f"{name} sees columns {columns}, the CSV header is {header}")
    if max(len(c.encode()) for c in header) > 63:
        fail(f"a column name over 63 bytes: {header}")
    for column in expected:
        if column not in header:
            fail(f"no column {column} in {header}")
    seasons = {row["fixture_id"]: row["season"] for row in rows}
    if sorted(set(seasons.values())) != [2023, 2024] or any(row["team_id"] not in (33, 36, 47, 50) for row in rows):
        fail(f"season or team_id lost their values: {[(r['season'], r['team_id']) for r in rows]}")
    for row in rows:
        later = row["season"] == 2024
        for column, value in expected.items():
            if row[column] != (value if later else None):
                fail(f"fixture {row['fixture_id']} team {row['team_id']}: {column} is {row[column]!r}")
        if case == "collisions" and (row["stat_team_id"] != (None if later else 3) or row["passes_pct"] is None):
            fail(f"fixture {row['fixture_id']} team {row['team_id']}: "
                 f"stat_team_id {row['stat_team_id']!r}, passes_pct {row['passes_pct']!r}")
    if parquet.column("season").to_pylist() != [row["season"] for row in rows]:
        fail("parquet's season differs from the NDJSON's")
    if [r[0] for r in database.execute("SELECT season FROM team_match_stats ORDER BY rowid")] != [row["season"] for row in rows]:
        fail("sqlite's season differs from the NDJSON's")
    names = {
        "ndjson": sorted({row["team_name"] for row in rows}),
        "csv": sorted({row[header.index("team_name")] for row in csv_rows}),
        "parquet": sorted(set(parquet.column("team_name").to_pylist())),
        "sqlite": sorted({r[0] for r in database.execute("SELECT team_name FROM team_match_stats")}),
    }
    for name, values in names.items():
        if values != names["csv"] or ("ManchesterUnited" not in values) != (case != "nul"):
            fail(f"{name} team names {values}, the CSV's {names['csv']}")
    for path in sorted(folder.rglob("*")):
        if path.is_file() and path.suffix in (".csv", ".ndjson", ".json") and b"\\u0000" in path.read_bytes().replace(b"\\\\", b""):
            if path.name != "manifest.json":
                fail(f"{path} holds an escaped NUL")
        if path.is_file() and path.suffix in (".csv", ".ndjson", ".json") and b"\x00" in path.read_bytes():
            fail(f"{path} holds a NUL byte")
    comments = [r[0] for r in database.execute("SELECT description FROM _columns WHERE table_name = 'team_match_stats'")]
    if any("\x00" in (text or "") for text in comments):
        fail("a column description in the database holds a NUL")
    print(json.dumps({"columns": header}))


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(sys.argv[2], sys.argv[3], sys.argv[4])
    else:
        check(sys.argv[2], sys.argv[3])
