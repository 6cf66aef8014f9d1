"""The demo's datapackage.json, read by the Frictionless framework as any data tool would.

`frictionless validate` must pass: every CSV and NDJSON table against its Table Schema (types,
primary keys, foreign keys between resources), every file against its size and SHA-256.
"""
import csv
import json
import subprocess

import frictionless


def test_frictionless_validates_the_whole_demo_package(demo):
    package = demo["out"] / "datapackage.json"
    run = subprocess.run(["frictionless", "validate", "--json", str(package)], capture_output=True, text=True,
                         cwd=demo["out"])
    report = json.loads(run.stdout)
    assert report["valid"], [task["errors"][:2] for task in report["tasks"] if not task["valid"]][:3]
    resources = {task["name"] for task in report["tasks"]}
    assert {"fixtures-csv", "events-ndjson", "odds-parquet", "football.sqlite"} <= resources


def test_the_package_describes_every_output_the_manifest_lists(demo):
    package = json.loads((demo["out"] / "datapackage.json").read_text())
    listed = {output["path"] for output in demo["manifest"]["outputs"]} - {"datapackage.json"}
    assert {resource["path"] for resource in package["resources"]} == listed
    events = next(r for r in package["resources"] if r["name"] == "events-csv")
    assert events["schema"]["foreignKeys"] == [
        {"fields": ["fixture_id"], "reference": {"resource": "fixtures-csv", "fields": ["fixture_id"]}}]
    types = {f["name"]: f["type"] for f in next(r for r in package["resources"] if r["name"] == "fixtures-csv")["schema"]["fields"]}
    assert (types["fixture_id"], types["kickoff_utc"], types["league_name"]) == ("integer", "datetime", "string")


def test_a_resource_reads_back_the_rows_of_its_csv(demo):
    package = frictionless.Package(str(demo["out"] / "datapackage.json"))
    rows = package.get_resource("standings-csv").read_rows()
    with open(demo["out"] / "csv" / "standings.csv", newline="", encoding="utf-8") as f:
        expected = list(csv.DictReader(f))
    assert len(rows) == len(expected) == 20
    assert [row["team_id"] for row in rows] == [int(r["team_id"]) for r in expected]
    assert all(isinstance(row["points"], int) for row in rows)
