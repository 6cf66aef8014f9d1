"""Issue 32 items 10 and 11, read back by openpyxl from the demo workbook and checked against the
CSV tables the sheets come from: sheets read first (date, teams and score lead; ids, codes and
empty columns trail), words instead of codes, the name column frozen, and the small wrong things
(empty zone brackets, "N/A" transfer types, the league's name, name-only team sheets, sheets of
players who never played)."""
import subprocess

import openpyxl
import pytest
from openpyxl.utils import get_column_letter

from conftest import ROOT, tool
from test_demo_workbook import OVERVIEW, csv_rows, excel_table, header_value


@pytest.fixture(scope="module")
def workbook(demo):
    return openpyxl.load_workbook(next(demo["out"].glob("*.xlsx")))


def table_rows(ws, block_id):
    """The header labels and the data rows (cells) of a block's Excel Table."""
    rows = ws[excel_table(ws, block_id).ref]
    return [c.value for c in rows[0]], [list(r) for r in rows[1:]]


def local_kickoffs(demo):
    """Each fixture's local kick-off as the naive datetime a date cell reads back as."""
    import datetime
    return {int(r["fixture_id"]): datetime.datetime.fromisoformat(r["kickoff_local"][:19]) for r in csv_rows(demo, "fixtures")}


def test_fixtures_lead_with_date_home_score_away_round_status(workbook, demo):
    # Before: Fixture ID, Round, Round Stage, …, the score in two columns far right.
    header, rows = table_rows(workbook["Fixtures"], "fixtures")
    assert header[:6] == ["Kick-off", "Home Team", "Score", "Away Team", "Round", "Status"]
    assert header[-1] == "Score Check"
    ids = [i for i, h in enumerate(header) if h.endswith(" ID")]
    current = header.index("Current Round")
    firsts = ids + [current]
    assert min(firsts) > max(i for i, h in enumerate(header) if not h.endswith(" ID") and h not in ("Current Round", "Score Check")
                             and not h.startswith(("ET ", "Pen", "Extra", "Penalty")))
    fixtures = {int(r["fixture_id"]): r for r in csv_rows(demo, "fixtures")}
    fixture_id = header.index("Fixture ID")
    kickoffs = local_kickoffs(demo)
    for row in rows:
        source = fixtures[row[fixture_id].value]
        score = f"{source['home_goals']}-{source['away_goals']}" if source["home_goals"] and source["away_goals"] else None
        assert [c.value for c in row[:4]] == [kickoffs[row[fixture_id].value], source["home_team_name"], score,
                                              source["away_team_name"]]
        assert row[-1].value == (source["score_check"] or None)
    assert len(rows) == len(fixtures)


def test_empty_extra_time_and_penalty_columns_trail(workbook, demo):
    header, _ = table_rows(workbook["Fixtures"], "fixtures")
    fixtures = csv_rows(demo, "fixtures")
    labels = {"extratime_home": "ET Home", "extratime_away": "ET Away", "penalty_home": "Pens Home", "penalty_away": "Pens Away"}
    assert set(labels.values()) <= set(header)
    read = [i for i, h in enumerate(header) if not h.endswith(" ID") and h not in ("Current Round", "Score Check", *labels.values())]
    for column, label in labels.items():
        empty = all(not r[column] for r in fixtures)
        assert empty, f"the demo league never goes to extra time ({column})"
        assert header.index(label) > max(read), (label, header)
        assert header.index(label) > header.index("Current Round") > header.index("Fixture ID")


def test_score_check_is_highlighted_where_it_is_not_ok(workbook, demo):
    ws = workbook["Fixtures"]
    header, rows = table_rows(ws, "fixtures")
    letter = get_column_letter(header.index("Score Check") + 1)
    first = rows[0][0].row
    rules = [(str(cf.sqref), rule) for cf in ws.conditional_formatting for rule in cf.rules]
    found = [rule for ref, rule in rules if ref == f"{letter}{first}:{letter}{first + len(rows) - 1}"]
    assert len(found) == 1 and found[0].formula == [f'AND(${letter}{first}<>"",${letter}{first}<>"ok")']
    assert found[0].dxf.fill.fgColor.rgb.endswith("FFC7CE") or found[0].dxf.fill.bgColor.rgb.endswith("FFC7CE")
    # The rule, evaluated as Excel does on each row, marks exactly the rows whose check is not ok.
    checks = {r["fixture_id"]: r["score_check"] for r in csv_rows(demo, "fixtures")}
    marked = [row[-1].value for row in rows if row[-1].value not in (None, "", "ok")]
    assert marked == [c for c in (checks[str(r[header.index("Fixture ID")].value)] for r in rows) if c not in ("", "ok")]
    assert marked, "the demo has a fixture whose score fields disagree"


LISTS = [
    # sheet, block id, CSV table, name column label, name column in the CSV
    ("Events", "events", "events", "Player", "player_name"),
    ("Team Stats", "team_match_stats", "team_match_stats", "Team", "team_name"),
    ("Player Stats", "player_match_stats", "player_match_stats", "Player", "player_name"),
]
PERIODS = {"first_half": "1st half", "second_half": "2nd half", "extra_time": "Extra time", "penalty_shootout": "Shootout"}
KINDS = {"goal": "Goal", "own_goal": "Own goal", "penalty_goal": "Penalty goal", "missed_penalty": "Missed penalty",
         "yellow_card": "Yellow card", "second_yellow": "Second yellow", "red_card": "Red card", "substitution": "Substitution",
         "var": "VAR", "other": "Other"}
SIDES = {"home": "Home", "away": "Away"}


@pytest.mark.parametrize("sheet,block_id,table,name,name_column", LISTS)
def test_match_lists_show_the_match_and_freeze_the_name(workbook, demo, sheet, block_id, table, name, name_column):
    # Before: only the fixture id said which match; Player Stats froze the team column.
    ws = workbook[sheet]
    header, rows = table_rows(ws, block_id)
    assert header[:4] == [name, "Fixture ID", "Date", "Match"]
    fixtures = {int(r["fixture_id"]): r for r in csv_rows(demo, "fixtures")}
    kickoffs = local_kickoffs(demo)
    source = csv_rows(demo, table)
    assert len(rows) == len(source)
    for row, expected in zip(rows, source):
        fixture = int(expected["fixture_id"])
        match = f"{fixtures[fixture]['home_team_name']} v {fixtures[fixture]['away_team_name']}"
        assert [c.value for c in row[1:4]] == [fixture, kickoffs[fixture], match]
        assert (row[0].value is None) == (expected[name_column] == "")
    # The name column stays in view: panes frozen right of it, under the header row; printed
    # across, it repeats on every page.
    assert ws.freeze_panes == f"B{rows[0][0].row}"
    assert ws.print_title_cols == "$A:$A"


def test_events_show_words_not_codes(workbook, demo):
    header, rows = table_rows(workbook["Events"], "events")
    source = csv_rows(demo, "events")
    columns = {label: header.index(label) for label in ("Period", "Event", "Home/Away", "Type", "Detail")}
    assert columns["Event"] < columns["Type"] and columns["Event"] < columns["Detail"], "the API's codes trail"
    assert header.index("Player ID") > columns["Event"]
    seen = set()
    for row, expected in zip(rows, source):
        assert row[columns["Period"]].value == PERIODS.get(expected["period"], expected["period"] or None)
        assert row[columns["Event"]].value == KINDS[expected["kind"]]
        assert row[columns["Home/Away"]].value == SIDES.get(expected["side"], expected["side"] or None)
        seen.add(row[columns["Event"]].value)
    assert {"Goal", "Yellow card", "Substitution"} <= seen


@pytest.mark.parametrize("sheet,block_id,table", [("Team Stats", "team_match_stats", "team_match_stats"),
                                                  ("Player Stats", "player_match_stats", "player_match_stats")])
def test_stats_show_home_and_away_as_words(workbook, demo, sheet, block_id, table):
    header, rows = table_rows(workbook[sheet], block_id)
    side = header.index("Home/Away")
    assert [r[side].value for r in rows] == [SIDES[r["side"]] for r in csv_rows(demo, table)]


def clean_zone(text):
    for old, new in ((": )", ")"), (":)", ")"), (" ()", ""), ("()", "")):
        text = text.replace(old, new)
    return text


def test_zone_text_has_no_empty_brackets(workbook, demo):
    header, rows = table_rows(workbook["Standings"], "standings")
    zone = header.index("Zone") if "Zone" in header else header.index("Description")
    source = sorted(csv_rows(demo, "standings"), key=lambda r: (r["group_name"] if "group_name" in r else "", int(r["rank"])))
    shown = [r[zone].value for r in rows]
    raw = [r["description"] or None for r in source]
    assert any(t and "()" in t.replace(": )", "()") for t in raw), "the demo's standings carry an empty stage name"
    assert shown == [clean_zone(t) if t else None for t in raw]
    assert not any(t and (": )" in t or "()" in t) for t in shown)


def test_transfer_type_na_is_shown_empty(workbook, demo):
    transfers = csv_rows(demo, "transfers")
    def key(player, date, out_id, in_id):
        return (int(player), str(date)[:10], int(out_id) if out_id else None, int(in_id) if in_id else None)

    na = {key(r["player_id"], r["date"], r["team_out_id"], r["team_in_id"]) for r in transfers if r["type"] == "N/A"}
    assert na, "the demo has transfers of type N/A"
    seen_na = 0
    for name in workbook.sheetnames[len(OVERVIEW):]:
        ws = workbook[name]
        if not any(t.endswith("_transfers") or "_transfers_" in t for t in ws.tables):
            continue
        header, rows = table_rows(ws, "transfers")
        player = header_value(ws, "Player ID")
        for row in rows:
            assert row[header.index("Type")].value != "N/A"
            cells = [row[header.index(label)].value for label in ("Date", "From Team ID", "To Team ID")]
            if key(player, *cells) in na:
                assert row[header.index("Type")].value is None
                seen_na += 1
    assert seen_na > 0


def test_player_sheets_are_the_players_who_played(workbook, demo):
    # Before: 0-minute bench players got sheets (every player id of player_match_stats).
    minutes = {}
    for r in csv_rows(demo, "player_match_stats"):
        if r["player_id"]:
            minutes[int(r["player_id"])] = minutes.get(int(r["player_id"]), 0) + int(r["minutes"] or 0)
    played = {p for p, m in minutes.items() if m > 0}
    unplayed = {p for p, m in minutes.items() if m == 0}
    assert unplayed, "the demo has players who never left the bench"
    sheets = {}
    for name in workbook.sheetnames[len(OVERVIEW):]:
        ws = workbook[name]
        if any(ws.cell(row=r, column=1).value == "Player ID" for r in range(1, 8)):
            sheets[header_value(ws, "Player ID")] = name
    assert set(sheets) == played
    # The others are listed on the Index: name, team, id, no link.
    header, rows = table_rows(workbook["Index"], "players_without_sheet")
    assert header == ["Player", "Team", "Player ID"]
    assert {r[2].value for r in rows} == unplayed
    assert all(c.hyperlink is None for r in rows for c in r)
    names = {int(r["player_id"]): r["team_name"] for r in csv_rows(demo, "player_match_stats") if r["player_id"]}
    assert all(r[1].value == names[r[2].value] for r in rows)


@pytest.fixture(scope="module")
def without_fixtures(demo, tmp_path_factory):
    """The demo league-season extracted without fixtures (nor squads, players, head-to-head or
    coaches): its standings and top lists only, in a cache of its own."""
    base = tmp_path_factory.mktemp("nofixtures")
    out = base / "output"
    pipeline = base / "nofixtures.yml"
    pipeline.write_text(f"""name: demo-no-fixtures
source:
  recorded: {demo['recordings']}
scope:
  leagues: [9001]
  seasons: [2023]
extract: [standings, top_scorers, top_assists]
load:
  csv: {out}/csv
  xlsx: {{path: "{out}/{{league_slug}}-{{season}}.xlsx", team_sheets: true, player_sheets: all}}
""")
    env = dict(demo["env"], XDG_CACHE_HOME=str(base / "cache"))
    run = subprocess.run([tool("football-etl"), "run", str(pipeline)], env=env, cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert sorted(p.name for p in (out / "csv").iterdir()) == ["standings.csv", "top_assists.csv", "top_scorers.csv"]
    paths = list(out.glob("*.xlsx"))
    assert len(paths) == 1, paths
    return paths[0]


def test_title_names_the_league_without_fixtures(without_fixtures):
    # Before: "League 9001 2023", in league-9001-2023.xlsx.
    assert without_fixtures.name == "premier-division-2023.xlsx"
    without_fixtures = openpyxl.load_workbook(without_fixtures)
    ws = without_fixtures["Index"]
    assert ws["A1"].value == "Premier Division 2023"
    assert without_fixtures.properties.title == "Premier Division 2023"


def test_no_team_sheet_holds_only_a_name_and_an_id(without_fixtures):
    # Before: 20 team sheets of a name and an id, linked from the Standings.
    without_fixtures = openpyxl.load_workbook(without_fixtures)
    assert [n for n in without_fixtures.sheetnames if n not in OVERVIEW] == []
    header, rows = table_rows(without_fixtures["Standings"], "standings")
    team = header.index("Team")
    assert rows and all(r[team].hyperlink is None for r in rows)
