"""Issue 35 items 1-4 (the workbook): the team sheet's standing and squad season table, the player
sheet's summary and the Top Scorers' rates and bar chart of the demo workbook, read back by openpyxl
(and the chart part by zipfile) and checked against the CSV tables they come from."""
import csv
import re
import zipfile
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal

import openpyxl
import pytest

OVERVIEW = 9  # Index, Dashboard, Standings, Fixtures, Events, Team Stats, Player Stats, Top Scorers, Top Assists
# The match's own place (round, kick-off, opponent, side, fixture): a player's two away matches share a side.
# The figures the table leads with (minutes, rating, goals, assists) stay even when constant.
CONTEXT = {"Rd", "Kick-off", "Opponent", "Side", "Round", "Fixture ID", "Min", "Rating", "G", "A"}
SQUAD_SEASON = ["apps", "player_name", "starts", "minutes", "goals", "non_penalty_goals", "assists", "yellow_cards",
                "red_cards", "rating", "goals_per_90", "assists_per_90", "player_id"]


@pytest.fixture(scope="module")
def path(demo):
    paths = list(demo["out"].glob("*.xlsx"))
    assert len(paths) == 1
    return paths[0]


@pytest.fixture(scope="module")
def workbook(path):
    return openpyxl.load_workbook(path)


def csv_rows(demo, table):
    with open(demo["out"] / "csv" / f"{table}.csv", newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def hundredths(value):
    return float(Decimal(value).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def per_90(count, minutes):
    return None if minutes < 90 else hundredths(Decimal(count * 90) / Decimal(minutes))


def table_rows(ws, suffix, names):
    tables = [t for t in ws.tables.values() if re.search(f"_{suffix}(_\\d+)?$", t.name)]
    assert len(tables) == 1, (ws.title, list(ws.tables.keys()))
    cells = ws[tables[0].ref]
    assert len(cells[0]) == len(names), (ws.title, [c.value for c in cells[0]], names)
    return [dict(zip(names, (c.value for c in row))) for row in cells[1:] if any(c.value is not None for c in row)]


def labels(ws, first_row=1, last_row=40):
    """Label/value rows (label in column A, value the first cell right of it) down to `last_row`."""
    found = {}
    for row in ws.iter_rows(min_row=first_row, max_row=last_row, values_only=True):
        if isinstance(row[0], str) and any(v is not None for v in row[1:]) and row[0] not in found:
            found[row[0]] = next(v for v in row[1:] if v is not None)
    return found


def team_sheets(workbook, demo):
    return workbook.sheetnames[OVERVIEW:OVERVIEW + len(csv_rows(demo, "standings"))]


def test_team_sheet_header_opens_with_the_standing(workbook, demo):
    standings = {r["team_id"]: r for r in csv_rows(demo, "standings")}
    for name in team_sheets(workbook, demo):
        head = labels(workbook[name], last_row=12)
        row = standings[str(head["Team ID"])]
        assert head["Rank"] == int(row["rank"]) and head["Points"] == int(row["points"]), name
        assert head["W-D-L"] == f"{row['win']}-{row['draw']}-{row['lose']}", name
        assert head["Goal difference"] == int(row["goal_diff"]), name
        # The CSV's form is newest first; the header reads oldest to newest, as the Standings' cells.
        assert head["Form (oldest → newest)"] == " ".join(reversed(row["form"][:5])), name


def test_squad_season_table_is_the_teams_squad_season_stats_rows_most_minutes_first(workbook, demo):
    by_team = defaultdict(list)
    for r in csv_rows(demo, "squad_season_stats"):
        by_team[r["team_id"]].append(r)
    checked = 0
    for name in team_sheets(workbook, demo):
        ws = workbook[name]
        team = str(labels(ws, last_row=12)["Team ID"])
        shown = table_rows(ws, "squad_season", SQUAD_SEASON)
        want = sorted(by_team[team], key=lambda r: (-int(r["minutes"]), -int(r["apps"]), int(r["player_id"])))
        assert [r["player_id"] for r in shown] == [int(r["player_id"]) for r in want], name
        for got, row in zip(shown, want):
            for column in ["apps", "starts", "minutes", "goals", "non_penalty_goals", "assists", "yellow_cards", "red_cards"]:
                assert got[column] == int(row[column]), (name, column)
            for column in ["rating", "goals_per_90", "assists_per_90"]:
                assert got[column] == (float(row[column]) if row[column] else None), (name, column)
            # The rates against the raw sums, never infinite: empty under 90 minutes.
            assert got["goals_per_90"] == per_90(got["goals"], got["minutes"]), name
            checked += 1
        # Every minute the team's players played, as player_match_stats has them.
        minutes = sum(int(r["minutes"] or 0) for r in csv_rows(demo, "player_match_stats") if r["team_id"] == team)
        assert sum(r["minutes"] for r in shown) == minutes, name
    assert checked > 200


def test_player_summary_adds_up_his_matches_and_no_match_column_is_constant(workbook, demo):
    matches = defaultdict(list)
    for r in csv_rows(demo, "player_match_stats"):
        matches[r["player_id"]].append(r)
    seasons = defaultdict(list)
    for r in csv_rows(demo, "squad_season_stats"):
        seasons[r["player_id"]].append(r)
    checked = moved = 0
    for name in workbook.sheetnames[OVERVIEW + 20:]:
        ws = workbook[name]
        summary = labels(ws, last_row=45)
        player = str(summary["Player ID"])
        rows = matches[player]
        played = [r for r in rows if int(r["minutes"] or 0) > 0 or r["rating"]]
        minutes = sum(int(r["minutes"] or 0) for r in rows)
        goals = sum(int(r["goals"] or 0) for r in rows)
        assert summary["Minutes"] == minutes, name
        assert summary["Goals"] == goals, name
        assert summary["Non-penalty goals"] == goals - sum(int(r["penalty_scored"] or 0) for r in rows), name
        assert summary["Assists"] == sum(int(r["assists"] or 0) for r in rows), name
        assert summary["Starts"] == sum(1 for r in rows if r["substitute"] == "false"), name
        assert summary["Apps"] == sum(int(s["apps"]) for s in seasons[player]), name
        assert summary["Shots"] == sum(int(r["shots_total"] or 0) for r in played), name
        assert summary["Shots on target"] == sum(int(r["shots_on"] or 0) for r in played), name
        assert summary.get("Goals per 90") == per_90(goals, minutes), name
        ratings = [Decimal(r["rating"]) for r in rows if r["rating"]]
        assert summary.get("Average rating") == (hundredths(sum(ratings) / len(ratings)) if ratings else None), name
        # The matches below the summary: no column holds one value in every row once he played twice.
        tables = [t for t in ws.tables.values() if t.name.endswith("_matches")]
        if len(played) > 1 and tables:
            cells = ws[tables[0].ref]
            for header, column in zip(cells[0], zip(*cells[1:])):
                if header.value not in CONTEXT:
                    assert len({c.value for c in column}) > 1, (name, header.value)
            for column, label in [("number", "No. (every match)"), ("position", "Pos (every match)")]:
                if len({r[column] for r in played}) == 1 and played[0][column]:
                    want = int(played[0][column]) if column == "number" else played[0][column]
                    assert summary[label] == want, (name, label)
                    moved += 1
        checked += 1
    assert checked > 500 and moved > 500


def test_top_scorers_add_rates_and_a_top_ten_bar_chart(workbook, demo, path):
    ws = workbook["Top Scorers"]
    table = next(t for t in ws.tables.values() if t.name.endswith("top_scorers"))
    cells = ws[table.ref]
    header = [c.value for c in cells[0]]
    listed = csv_rows(demo, "top_scorers")
    goals_at = header.index("G")
    assert header[goals_at + 1:goals_at + 4] == ["npG", "Min/G", "G/90"]
    for row, want in zip(cells[1:], listed):
        values = [c.value for c in row]
        goals, minutes = int(want["goals"]), int(want["minutes"])
        assert values[goals_at + 1] == goals - int(want["penalties_scored"])
        assert values[goals_at + 2] == (int(Decimal(minutes) / goals + Decimal("0.5")) if goals else None)
        assert values[goals_at + 3] == per_90(goals, minutes)
    assert len(listed) > 10
    # The chart part: a horizontal bar chart whose one series reads the first ten rows' goals.
    with zipfile.ZipFile(path) as z:
        bars = [z.read(n).decode() for n in z.namelist() if n.startswith("xl/charts/chart")]
        bars = [x for x in bars if "<c:barChart>" in x and '<c:barDir val="bar"/>' in x]
    assert len(bars) == 1
    chart = bars[0]
    first = table.ref.split(":")[0]
    row = int(re.sub(r"[A-Z]+", "", first)) + 1
    goals_column = openpyxl.utils.get_column_letter(cells[0][goals_at].column)
    name_column = openpyxl.utils.get_column_letter(cells[0][header.index("Player")].column)
    assert f"<c:f>'Top Scorers'!${goals_column}${row}:${goals_column}${row + 9}</c:f>" in chart
    assert f"<c:f>'Top Scorers'!${name_column}${row}:${name_column}${row + 9}</c:f>" in chart
    # Rank 1 on top: the category axis runs top to bottom; the goals' axis is titled along the bottom.
    assert re.search(r'<c:catAx><c:axId val="\d+"/><c:scaling><c:orientation val="maxMin"/>', chart)
    assert re.search(r'<c:valAx>.*<c:axPos val="b"/>.*<a:t>Goals</a:t>.*</c:valAx>', chart)
