"""`football-etl convert` over the real API-Football samples committed with the tests."""
import csv
import os
import subprocess

from conftest import ROOT, tool

SAMPLES = os.path.join(ROOT, "Tests", "Samples", "answers", "collected")


def test_convert_builds_tables_from_real_responses_and_lists_what_it_could_not_use(tmp_path):
    run = subprocess.run([tool("football-etl"), "convert", SAMPLES, "--out", str(tmp_path)],
                         capture_output=True, text=True)
    # Every endpoint has tables now; only the API error answers are left unused.
    assert run.returncode == 65, run.stderr
    assert "not used: " + os.path.join(SAMPLES, "errors", "countries-search-too-short-error.json") in run.stderr
    assert "an error answer from the API (search: The Search field must be at least 3 characters in length.)" in run.stderr
    assert "is not one football-etl turns into tables" not in run.stderr
    unused = [line for line in run.stderr.splitlines() if "not used: " in line]
    assert unused and all("an error answer from the API" in line for line in unused), unused

    def rows(name):
        with open(tmp_path / f"{name}.csv", newline="", encoding="utf-8") as f:
            return list(csv.DictReader(f))

    fixtures = {r["fixture_id"]: r for r in rows("fixtures")}
    spurs = fixtures["1208140"]   # Manchester City 0-4 Tottenham, 2024-11-23
    assert (spurs["home_goals"], spurs["away_goals"], spurs["score_check"]) == ("0", "4", "ok")
    seoul = fixtures["1208021"]   # fetched with timezone Asia/Seoul: kickoff is still UTC
    assert seoul["kickoff_utc"] == "2024-08-16T19:00:00Z"
    standings = [r for r in rows("standings") if r["league_id"] == "13"]
    assert sorted({r["group_name"] for r in standings}) == [f"Group {g}" for g in "ABCDEFGH"]
    assert [r["player_id"] for r in rows("transfers")][:1] == ["35845"]
    assert any(r["city"] == "Barcelona" for r in rows("venues"))
    for name in ("fixtures", "events", "lineups", "standings", "top_scorers", "leagues", "venues"):
        with open(tmp_path / f"{name}.ndjson", encoding="utf-8") as f:
            assert sum(1 for _ in f) == len(rows(name)), name


def test_convert_of_a_folder_without_envelope_files_is_missing_input(tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "notes.txt").write_text("not an envelope")
    out = tmp_path / "out"
    run = subprocess.run([tool("football-etl"), "convert", str(empty), "--out", str(out)],
                         capture_output=True, text=True)
    assert run.returncode == 66, run.stderr
    assert f"cannot read {empty}: no envelope files (*.json) found in it. Check the path." in run.stderr
    assert not out.exists() or not any(out.iterdir())
