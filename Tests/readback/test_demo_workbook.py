"""The demo workbook read back by openpyxl, an independent reader, and checked against the CSVs."""
import csv
import datetime
import re

import openpyxl
import pytest

OVERVIEW = ["Index", "Standings", "Fixtures", "Events", "Team Stats", "Player Stats", "Top Scorers", "Top Assists"]


@pytest.fixture(scope="module")
def workbook(demo):
    paths = list(demo["out"].glob("*.xlsx"))
    assert [p.name for p in paths] == ["premier-division-2023.xlsx"]
    return openpyxl.load_workbook(paths[0])


def csv_rows(demo, table):
    with open(demo["out"] / "csv" / f"{table}.csv", newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def block(ws, first_header):
    """Rows of the table block whose header row starts with `first_header`, as dicts."""
    rows = list(ws.iter_rows(values_only=True))
    for i, row in enumerate(rows):
        if row and row[0] == first_header:
            header = [c for c in row if c is not None]
            body = []
            for values in rows[i + 1:]:
                if values[0] is None:
                    break
                body.append(dict(zip(header, values)))
            return body
    raise AssertionError(f"{ws.title}: no block starting with {first_header}")


def header_value(ws, label):
    for row in ws.iter_rows(max_row=12, values_only=True):
        if row[0] == label:
            return row[1]
    raise AssertionError(f"{ws.title}: no {label}")


def team_sheets(workbook, demo):
    return workbook.sheetnames[len(OVERVIEW):len(OVERVIEW) + len(csv_rows(demo, "standings"))]


def test_sheets_come_in_the_documented_order(workbook, demo):
    names = workbook.sheetnames
    assert names[:len(OVERVIEW)] == OVERVIEW
    standings = sorted(csv_rows(demo, "standings"), key=lambda r: int(r["rank"]))
    teams = team_sheets(workbook, demo)
    assert [header_value(workbook[n], "Team ID") for n in teams] == [int(r["team_id"]) for r in standings]
    # Sheets are per player id (joins use ids, never names); a row whose id the API left out has none.
    players = {r["player_id"] for r in csv_rows(demo, "player_match_stats") if r["player_id"]}
    assert len(names) == len(OVERVIEW) + len(teams) + len(players)


def test_sheet_names_are_valid_and_unique_ignoring_case(workbook):
    names = workbook.sheetnames
    for name in names:
        assert 0 < len(name) <= 31 and not re.search(r"[\[\]:*?/\\]", name), name
        assert not name.startswith("'") and not name.endswith("'"), name
    assert len({n.casefold() for n in names}) == len(names)


def test_index_links_every_sheet_and_every_link_resolves(workbook):
    linked = []
    for row in workbook["Index"].iter_rows():
        for cell in row:
            if cell.hyperlink is not None:
                target = re.match(r"^'?(.*?)'?!A1$", cell.hyperlink.location).group(1).replace("''", "'")
                assert target in workbook.sheetnames, target
                linked.append(target)
    assert sorted(linked) == sorted(workbook.sheetnames[1:])


def test_headers_are_bold_frozen_and_filtered_with_typed_cells(workbook):
    ws = workbook["Fixtures"]
    header_row = next(r for r in ws.iter_rows() if r[0].value == "fixture_id")
    assert all(c.font.bold for c in header_row if c.value is not None)
    assert ws.freeze_panes == f"A{header_row[0].row + 1}"
    assert ws.auto_filter.ref and ws.auto_filter.ref.startswith(f"A{header_row[0].row}")
    rows = block(ws, "fixture_id")
    assert len(rows) == 380
    assert all(isinstance(r["fixture_id"], int) and isinstance(r["home_goals"], int) for r in rows)
    assert all(isinstance(r["kickoff_utc"], datetime.datetime) for r in rows)
    assert all(not isinstance(r["round_order"], str) for r in rows)


def test_team_sheets_add_up_to_the_standings_and_have_a_chart(workbook, demo):
    points = {int(r["team_id"]): int(r["points"]) for r in csv_rows(demo, "standings")}
    for name in team_sheets(workbook, demo):
        ws = workbook[name]
        fixtures = block(ws, "fixture_id")
        assert [f["round_order"] for f in fixtures] == sorted(f["round_order"] for f in fixtures)
        assert fixtures[-1]["cumulative_points"] == points[header_value(ws, "Team ID")], name
        assert sum(f["points"] for f in fixtures) == fixtures[-1]["cumulative_points"]
        assert len(ws._charts) == 1, name


def test_player_sheets_show_the_players_match_rows(workbook, demo):
    by_player = {}
    for r in csv_rows(demo, "player_match_stats"):
        by_player.setdefault(r["player_id"], []).append(r)
    checked = 0
    for name in workbook.sheetnames[len(OVERVIEW) + 20:]:
        ws = workbook[name]
        player = header_value(ws, "Player ID")
        if player is None:
            continue
        expected = sorted(by_player[str(player)], key=lambda r: int(r["fixture_id"]))
        shown = sorted(block(ws, "fixture_id"), key=lambda r: r["fixture_id"])
        assert [r["fixture_id"] for r in shown] == [int(r["fixture_id"]) for r in expected], name
        for got, want in zip(shown, expected):
            assert got["minutes"] == (int(want["minutes"]) if want["minutes"] else None), name
            assert got["goals"] == (int(want["goals"]) if want["goals"] else None), name
            assert got["rating"] == (float(want["rating"]) if want["rating"] else None), name
        checked += 1
    assert checked > 500
