"""Column descriptions are declared once, with the table layouts: the demo's SQLite `_columns`
table and its datapackage.json carry the same description and unit for every column."""
import json
import sqlite3


def test_sqlite_and_the_data_package_describe_every_column_alike(demo):
    database = sqlite3.connect(demo["out"] / "football.sqlite")
    in_sqlite = {(table, column): (description, unit) for table, column, description, unit in database.execute(
        'SELECT table_name, column_name, description, unit FROM "_columns"')}
    database.close()
    package = json.loads((demo["out"] / "datapackage.json").read_text())
    in_package = {}
    for resource in package["resources"]:
        if not resource["name"].endswith("-csv"):
            continue
        table = resource["name"][:-len("-csv")]
        for field in resource["schema"]["fields"]:
            in_package[(table, field["name"])] = (field.get("description"), field.get("unit"))
    assert in_sqlite.keys() == in_package.keys()
    assert in_sqlite == in_package
    assert all(description for description, _ in in_sqlite.values())
    assert in_sqlite[("fixtures", "kickoff_utc")][0] == "Kickoff time, UTC, ISO 8601."
    assert in_sqlite[("players", "height_cm")][1] == "cm"
    assert in_sqlite[("team_match_stats", "ball_possession_pct")] == (
        'Share of ball possession, 0–100 (API statistic "Ball Possession").', "percent")
