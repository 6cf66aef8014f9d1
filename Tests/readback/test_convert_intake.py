"""`football-etl convert` takes each saved answer through the run's own intake (`AnswerIntake`):
the checks a run applies to a recording (`AnswerCheck`) and the answer cap, a `--load` pipeline's
`source.max_answer_mb` included. A refused file is listed as not used, the rest written, exit 65.
Read back through the file system and Python's csv module."""
import csv
import json
import os
import shutil
import subprocess

from conftest import ROOT, tool

RECORDINGS = os.path.join(ROOT, "Tests", "RunTests", "Scenarios", "epl-2024-two-matches", "recordings")
FIXTURE_LIST = os.path.join("fixtures", "league=39&season=2024.json")


def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def test_convert_lists_an_answer_a_run_refuses_as_unused_and_writes_the_rest(tmp_path):
    """The league-39 fixture list with an item of league 140: a run refuses it (AnswerCheck's
    claims, exit 65); convert used it and wrote its rows before, now lists it as not used with the
    run's reason and writes the rest (the batch of details), exit 65."""
    answers = tmp_path / "answers"
    shutil.copytree(RECORDINGS, answers)
    contradicted = answers / FIXTURE_LIST
    envelope = json.loads(contradicted.read_text(encoding="utf-8"))
    envelope["response"][0]["league"]["id"] = 140
    contradicted.write_text(json.dumps(envelope, indent=2), encoding="utf-8")

    pipeline = tmp_path / "run.yml"
    pipeline.write_text(f"""name: refused
source:
  recorded: {answers}
scope:
  leagues: [39]
  seasons: [2024]
extract: [fixtures]
load:
  csv: {tmp_path}/run
""")
    run = subprocess.run([tool("football-etl"), "run", str(pipeline)], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "HOME": str(tmp_path)})
    assert run.returncode == 65, run.stderr
    reason = "is not an answer to that request: response[0].league.id is 140, but the request asked for league=39"
    assert reason in run.stderr, run.stderr

    out = tmp_path / "out"
    converted = subprocess.run([tool("football-etl"), "convert", str(answers), "--out", str(out)],
                               capture_output=True, text=True, timeout=120)
    assert converted.returncode == 65, converted.stderr
    assert f"not used: {contradicted}: the answer to fixtures?league=39&season=2024 ({contradicted}) {reason}" \
        in converted.stderr, converted.stderr
    assert "used 2 of 3 files" in converted.stderr, converted.stderr
    # The batch of details still gives both matches; nothing of the refused list reached a table.
    fixtures = rows(out / "fixtures.csv")
    assert sorted(row["fixture_id"] for row in fixtures) == ["1208021", "1208140"]
    assert {row["league_id"] for row in fixtures} == {"39"}
    assert len(rows(out / "events.csv")) > 10


def test_convert_with_load_reads_no_answer_above_the_pipelines_max_answer_mb(tmp_path):
    """`max_answer_mb: 1` in the `--load` pipeline: a saved answer of 2 MiB (a valid envelope,
    padded with whitespace) is not read and listed as not used, the rest written, exit 65; convert
    read it under the standard 64 MiB cap before."""
    answers = tmp_path / "answers"
    shutil.copytree(RECORDINGS, answers)
    padded = answers / "fixtures" / "ids=1208021-1208140.json"
    body = padded.read_bytes()
    padded.write_bytes(body + b" " * (2 * 1024 * 1024 - len(body)))
    assert padded.stat().st_size == 2 * 1024 * 1024

    out = tmp_path / "out"
    pipeline = tmp_path / "pipeline.yml"
    pipeline.write_text(f"""name: capped
source:
  recorded: {answers}
  max_answer_mb: 1
scope:
  leagues: [39]
  seasons: [2024]
extract: [fixtures, fixture_details]
load:
  csv: {out}/csv
""")
    converted = subprocess.run([tool("football-etl"), "convert", str(answers), "--load", str(pipeline)],
                               capture_output=True, text=True, timeout=120)
    assert converted.returncode == 65, converted.stderr
    assert f"not used: {padded}: larger than an answer may be (1 MiB), so not read" in converted.stderr, converted.stderr
    assert "used 2 of 3 files" in converted.stderr, converted.stderr
    assert len(rows(out / "csv" / "fixtures.csv")) == 2
    assert not (out / "csv" / "events.csv").exists() or rows(out / "csv" / "events.csv") == []
