"""Equivalent datasets give the same data (issue 36 item 3): `fixture_events` over the demo
recordings resolves its substitutions from the lineups of the stored `fixtures?ids=` batches that
answer it, so its events table is byte for byte the one `fixture_details` writes; with no lineups
anywhere, one warning says how to get them. Judged by the bytes of the CSV files, pyarrow's
reading of the Parquet files, and the run's stderr."""
import glob
import json
import os
import re
import subprocess

import pyarrow.parquet as pq

from conftest import ROOT, tool


def run(tmp_path, recordings, extract, name):
    text = open(os.path.join(ROOT, "pipelines", "first-export-demo.yml")).read()
    text = re.sub(r"^extract: .*$", f"extract: {extract}", text, flags=re.M)
    pipeline = tmp_path / f"{name}.yml"
    pipeline.write_text(text)
    out = tmp_path / name
    env = dict(os.environ, DEMO_RECORDINGS=str(recordings), OUTPUT_DIR=str(out))
    result = subprocess.run([tool("football-etl"), "run", str(pipeline)], capture_output=True, text=True, cwd=tmp_path, env=env)
    assert result.returncode == 0, result.stderr
    return out, result.stderr


def test_fixture_events_alone_gives_the_events_fixture_details_gives(tmp_path, demo_recordings):
    details, _ = run(tmp_path, demo_recordings, "[fixtures, fixture_details]", "details")
    events, said = run(tmp_path, demo_recordings, "[fixtures, fixture_events]", "events")
    assert (events / "csv" / "events.csv").read_bytes() == (details / "csv" / "events.csv").read_bytes()
    assert pq.read_table(events / "parquet" / "events.parquet").equals(pq.read_table(details / "parquet" / "events.parquet"))
    assert "could not tell who went off" not in said and "substitution" not in said, said
    assert not (events / "csv" / "lineups.csv").exists(), "the batch's lineups resolve events; they are no table"


def test_events_without_any_lineups_warn_once_with_the_fix(tmp_path, demo_recordings):
    # The same events, each answered on its own (fixtures/events?fixture=ID), with no batch left.
    own = tmp_path / "own"
    subprocess.run(["cp", "-r", str(demo_recordings), str(own)], check=True)  # the shared ones stay as they are
    os.makedirs(own / "fixtures_events", exist_ok=True)
    for batch in glob.glob(str(own / "fixtures" / "ids=*.json")):
        for item in json.load(open(batch))["response"]:
            fixture = item["fixture"]["id"]
            envelope = {"get": "fixtures/events", "parameters": {"fixture": str(fixture)}, "errors": [],
                        "results": len(item["events"]), "paging": {"current": 1, "total": 1}, "response": item["events"]}
            (own / "fixtures_events" / f"fixture={fixture}.json").write_text(json.dumps(envelope))
        os.remove(batch)
    _, said = run(tmp_path, own, "[fixtures, fixture_events]", "own")
    fallbacks = [line for line in said.splitlines() if "documented order" in line or "could not tell who went off" in line]
    assert len(fallbacks) == 1, said
    assert "add fixture_lineups to extract:, or use fixture_details" in fallbacks[0].lower(), fallbacks
