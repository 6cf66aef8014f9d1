"""Nothing is lost without a word (issue 21, item 5).

Each case copies the synthetic demo's recordings, edits one answer into a hostile shape the
API could send, runs `football-etl run` over a small pipeline and reads back what it wrote with
independent readers: Python's csv and json modules for the tables and manifest.json, sqlite3
and pyarrow for the empty-table case, and the run's stderr for the warnings. A bad value must be
emptied with a warning and a count (`manifest.json` `value_issues` or a `warnings` entry); an
answer that contradicts its own structure must end the run with exit 65 naming the request.
"""
import copy
import csv
import glob
import json
import os
import shutil
import sqlite3
import subprocess

import pyarrow.parquet as pq
import pytest

from conftest import tool

PIPELINE = """name: nothing-lost
source:
  recorded: {recordings}
scope:
  leagues: [9001]
  seasons: [2023]
extract: {extract}
load:
  csv: {out}/csv
  ndjson: {out}/ndjson
  parquet: {out}/parquet
  sqlite: {out}/football.sqlite
"""


class Case:
    """A copy of the recordings, edited, and a run over it."""

    def __init__(self, demo_recordings, tmp_path):
        self.recordings = tmp_path / "recordings"
        shutil.copytree(demo_recordings, self.recordings)
        self.out = tmp_path / "out"
        self.base = tmp_path

    def edit(self, pattern, change, every=False):
        """Applies `change` to the parsed answer of the first recording matching `pattern`
        (of each one, with `every`)."""
        paths = sorted(glob.glob(str(self.recordings / pattern)))
        for path in paths if every else paths[:1]:
            with open(path) as f:
                envelope = json.load(f)
            change(envelope)
            with open(path, "w") as f:
                json.dump(envelope, f, indent=2)
        return os.path.relpath(paths[0], self.recordings)

    def run(self, extract):
        pipeline = self.base / "pipeline.yml"
        pipeline.write_text(PIPELINE.format(recordings=self.recordings, out=self.out, extract=extract))
        self.result = subprocess.run([tool("football-etl"), "run", str(pipeline), "--quiet"], capture_output=True, text=True)
        return self.result

    def rows(self, table):
        with open(self.out / "csv" / f"{table}.csv", newline="", encoding="utf-8-sig") as f:
            return list(csv.DictReader(f))

    def manifest(self):
        with open(self.out / "manifest.json") as f:
            return json.load(f)

    def issue(self, table, column, kind):
        """The manifest's `value_issues` entry for the column, or None."""
        for entry in self.manifest().get("value_issues", []):
            if (entry["table"], entry["column"], entry["kind"]) == (table, column, kind):
                return entry
        return None

    def warnings(self, code):
        return [w for w in self.manifest()["warnings"] if w["code"] == code]


@pytest.fixture
def case(demo_recordings, tmp_path):
    return Case(demo_recordings, tmp_path)


FIXTURES = "[leagues, fixtures, fixture_details]"


def first_batch(case):
    return "fixtures/ids=*.json"


# --- an empty answer keeps its table --------------------------------------------------------

def test_an_empty_standings_answer_writes_an_empty_table_in_every_format(case):
    first = case.run("[leagues, fixtures, standings]")
    assert first.returncode == 0, first.stderr
    assert len(case.rows("standings")) > 0
    case.edit("standings/*.json", lambda e: e.update(response=[], results=0))
    run = case.run("[leagues, fixtures, standings]")
    assert run.returncode == 0, run.stderr
    # csv: the header alone
    with open(case.out / "csv" / "standings.csv", newline="", encoding="utf-8-sig") as f:
        lines = list(csv.reader(f))
    assert len(lines) == 1 and "team_id" in lines[0]
    assert (case.out / "ndjson" / "standings.ndjson").read_bytes() == b""
    parquet = pq.read_table(case.out / "parquet" / "standings.parquet")
    assert parquet.num_rows == 0 and "team_id" in parquet.column_names
    with sqlite3.connect(case.out / "football.sqlite") as db:
        assert db.execute("SELECT count(*) FROM standings").fetchone() == (0,)
    with open(case.out / "datapackage.json") as f:
        assert {"standings-csv", "standings-ndjson", "standings-parquet"} <= {r["name"] for r in json.load(f)["resources"]}
    empty = case.warnings("empty_dataset")
    assert [w["context"]["dataset"] for w in empty] == ["standings"]
    assert "standings for league 9001 season 2023 came back empty" in run.stderr


# --- a page count that contradicts its page is a bad answer ---------------------------------

@pytest.mark.parametrize("total", [0, -1])
def test_a_page_count_below_one_is_bad_data_naming_the_request(case, total):
    name = case.edit("odds/*.json", lambda e: e["paging"].update(total=total))
    run = case.run("[leagues, fixtures, odds]")
    assert run.returncode == 65, run.stderr
    assert "paging.total" in run.stderr and name.split("/")[-1] in run.stderr


def test_a_fixture_twice_in_one_batch_is_bad_data_naming_the_fixture(case):
    fixture = {}

    def repeat(envelope):
        fixture["id"] = envelope["response"][0]["fixture"]["id"]
        envelope["response"].append(copy.deepcopy(envelope["response"][0]))
    case.edit(first_batch(case), repeat)
    run = case.run(FIXTURES)
    assert run.returncode == 65, run.stderr
    assert f"fixture {fixture['id']} more than once" in run.stderr


# --- null, {} or a missing list inside an item ------------------------------------------------

def missing(case, pattern, extract, change, path):
    subject = {}

    def edit(envelope):
        subject["fixture"] = envelope["response"][0].get("fixture", {}).get("id")
        change(envelope["response"][0])
    case.edit(pattern, edit)
    run = case.run(extract)
    assert run.returncode == 0, run.stderr
    found = [w for w in case.warnings("missing_array") if w["context"]["path"] == path]
    assert len(found) == 1, case.manifest()["warnings"]
    assert path in run.stderr
    return found[0]


def test_bookmakers_null_is_a_warning_naming_the_fixture(case):
    warning = missing(case, "odds/*.json", "[leagues, fixtures, odds]", lambda item: item.update(bookmakers=None), "bookmakers")
    assert warning["context"]["item"].startswith("fixture ")


def test_values_as_an_object_is_a_warning(case):
    missing(case, "odds/*.json", "[leagues, fixtures, odds]",
            lambda item: item["bookmakers"][0]["bets"][0].update(values={}), "bookmakers[0].bets[0].values")


def test_events_null_is_a_warning(case):
    missing(case, first_batch(case), FIXTURES, lambda item: item.update(events=None), "events")


def test_lineups_as_an_object_is_a_warning(case):
    missing(case, first_batch(case), FIXTURES, lambda item: item.update(lineups={}), "lineups")


def test_a_null_player_is_a_warning(case):
    def null_player(item):
        item["players"][0]["players"][0] = None
    missing(case, first_batch(case), FIXTURES, null_player, "players[0].players[0]")


def test_missing_player_statistics_is_a_warning(case):
    def drop(item):
        del item["players"][0]["players"][1]["statistics"]
    missing(case, first_batch(case), FIXTURES, drop, "players[0].players[1].statistics")


def test_seasons_null_in_the_catalog_is_a_warning(case):
    def null_seasons(envelope):
        for item in envelope["response"]:
            if item["league"]["id"] != 9001:
                item["seasons"] = None
                return
        raise AssertionError("the demo catalog has a league besides 9001")
    case.edit("leagues/_.json", null_seasons)
    run = case.run("[leagues, fixtures]")
    assert run.returncode == 0, run.stderr
    assert [w["context"]["path"] for w in case.warnings("missing_array")] == ["seasons"]


# --- unreadable and out-of-range values are emptied and counted -------------------------------

PLAYERS = "[leagues, fixtures, top_scorers, {players: {from: [top_scorers], seasons: 1}}]"


def player_field(field, value):
    def change(envelope):
        envelope["response"][0]["player"][field] = value
    return change


@pytest.mark.parametrize("field,value,column", [
    ("birth", {"date": "2024-02-30", "place": None, "country": None}, "birth_date"),
    ("birth", {"date": "yesterday", "place": None, "country": None}, "birth_date"),
    ("height", "6'1\"", "height_cm"),
    ("weight", "160 lbs", "weight_kg"),
])
def test_an_unreadable_player_measure_is_emptied_and_counted(case, field, value, column):
    case.edit("players/*.json", player_field(field, value), every=True)
    run = case.run(PLAYERS)
    assert run.returncode == 0, run.stderr
    example = value["date"] if field == "birth" else value
    issue = case.issue("players", column, "unparseable")
    assert issue is not None and issue["count"] >= 1 and issue["example"] == example, case.manifest().get("value_issues")
    assert f"players.{column}" in run.stderr
    assert sum(1 for row in case.rows("players") if row[column] == "") >= issue["count"]


def test_a_rating_with_a_decimal_comma_is_emptied_and_counted(case):
    def comma(envelope):
        envelope["response"][0]["players"][0]["players"][0]["statistics"][0]["games"]["rating"] = "7,5"
    case.edit(first_batch(case), comma)
    run = case.run(FIXTURES)
    assert run.returncode == 0, run.stderr
    issue = case.issue("player_match_stats", "rating", "unparseable")
    assert issue == {"table": "player_match_stats", "column": "rating", "kind": "unparseable", "count": 1, "example": "7,5"}


@pytest.mark.parametrize("text,kind", [("abc%", "unparseable"), ("450%", "out_of_range"), ("-3%", "out_of_range")])
def test_a_bad_prediction_percentage_is_emptied_and_counted(case, text, kind):
    case.edit("predictions/*.json", lambda e: e["response"][0]["predictions"]["percent"].update(home=text))
    run = case.run("[leagues, fixtures, {predictions: {for: all}}]")
    assert run.returncode == 0, run.stderr
    issue = case.issue("predictions", "percent_home_pct", kind)
    assert issue is not None and issue["count"] == 1 and issue["example"] == text, case.manifest().get("value_issues")


def test_a_negative_capacity_is_emptied_and_counted(case):
    case.edit("venues/*.json", lambda e: e["response"][0].update(capacity=-5))
    run = case.run("[leagues, fixtures, teams, venues]")
    assert run.returncode == 0, run.stderr
    assert case.issue("venues", "capacity", "out_of_range")["example"] == "-5"


def test_seasons_zero_and_199999_are_emptied_and_counted(case):
    os.makedirs(case.recordings / "leagues_seasons", exist_ok=True)
    envelope = {"get": "leagues/seasons", "parameters": [], "errors": [], "results": 3,
                "paging": {"current": 1, "total": 1}, "response": [2023, 0, 199999]}
    (case.recordings / "leagues_seasons" / "_.json").write_text(json.dumps(envelope, indent=2))
    run = case.run("[leagues, fixtures, league_seasons]")
    assert run.returncode == 0, run.stderr
    issue = case.issue("league_seasons", "season", "out_of_range")
    assert issue is not None and issue["count"] == 2 and issue["example"] == "0", case.manifest().get("value_issues")
    # NDJSON, since a CSV row holding one empty field is a blank line, which csv readers skip.
    with open(case.out / "ndjson" / "league_seasons.ndjson") as f:
        assert [json.loads(line)["season"] for line in f] == [None, 2023, None]


def test_a_negative_count_is_emptied_and_counted(case):
    def negative(envelope):
        envelope["response"][0]["players"][0]["players"][0]["statistics"][0]["shots"]["total"] = -4
    case.edit(first_batch(case), negative)
    run = case.run(FIXTURES)
    assert run.returncode == 0, run.stderr
    issue = case.issue("player_match_stats", "shots_total", "out_of_range")
    assert issue == {"table": "player_match_stats", "column": "shots_total", "kind": "out_of_range", "count": 1, "example": "-4"}
    assert "-4" not in [row["shots_total"] for row in case.rows("player_match_stats")]


def test_a_negative_id_is_kept_as_sent(case):
    def negative(envelope):
        envelope["response"][0]["lineups"][0]["startXI"][0]["player"]["id"] = -5
    case.edit(first_batch(case), negative)
    run = case.run(FIXTURES)
    assert run.returncode == 0, run.stderr
    assert any(row["player_id"] == "-5" for row in case.rows("lineups"))


def test_goals_that_are_not_a_number_are_emptied_and_counted(case):
    fixture = {}

    def pick(envelope):
        fixture["id"] = envelope["response"][0]["fixture"]["id"]
    case.edit(first_batch(case), pick)

    def goals(envelope):
        for item in envelope["response"]:
            if item.get("fixture", {}).get("id") == fixture["id"]:
                item["goals"]["home"] = "abc"
    case.edit("fixtures/*.json", goals, every=True)
    run = case.run(FIXTURES)
    assert run.returncode == 0, run.stderr
    found = case.warnings("unreadable_answer_value")
    assert len(found) == 2, case.manifest()["warnings"]  # the fixture list and the details batch
    for warning in found:
        assert warning["context"]["path"] == "response[].goals.home"
        assert warning["context"]["count"] == "1"
        assert warning["context"]["example"].startswith('the text "abc" at response[')
    assert "response[].goals.home" in run.stderr
    row = [row for row in case.rows("fixtures") if row["fixture_id"] == str(fixture["id"])]
    assert len(row) == 1 and row[0]["home_goals"] == ""
