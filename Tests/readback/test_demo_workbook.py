"""The demo workbook read back by openpyxl, an independent reader, and checked against the CSVs."""
import csv
import datetime
import os
import re

import openpyxl
import pytest

OVERVIEW = ["Index", "Dashboard", "Standings", "Fixtures", "Events", "Team Stats", "Player Stats", "Top Scorers", "Top Assists"]
# Columns the same on every row of a league-season's workbook: the Index shows them once.
CONSTANT = {"league_id", "league_name", "season"}
# The match context of every per-match row of a team or player sheet: what a reader looks for
# leads, the long round name and the fixture id trail.
LEADING = ["round_order", "kickoff", "opponent", "side"]
TRAILING = ["round", "fixture_id"]
RESULTS = ["score", "result", "points", "cumulative_points", "goals_for", "goals_against", "status"]
# A player's match figures a reader looks for first.
PLAYER_FIRST = ["minutes", "rating", "goals", "assists"]
# Printable width of a landscape Letter page with Excel's default margins, in pixels at 96 dpi.
PAGE = (11.0 - 1.4) * 96


@pytest.fixture
def workbook(demo_workbook):
    return demo_workbook


def csv_rows(demo, table):
    with open(demo["out"] / "csv" / f"{table}.csv", newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def csv_columns(demo, table, leaving_out=()):
    with open(demo["out"] / "csv" / f"{table}.csv", newline="", encoding="utf-8") as f:
        return [c for c in next(csv.reader(f)) if c not in leaving_out]


def excel_table(ws, block_id):
    """The sheet's Excel Table of a block (named `<sheet>_<block id>`)."""
    tables = [t for t in ws.tables.values() if re.search(f"_{block_id}(_\\d+)?$", t.name)]
    assert len(tables) == 1, f"{ws.title}: tables {list(ws.tables.keys())}"
    return tables[0]


def block(ws, block_id, names):
    """Rows of a block's Excel Table as dicts keyed by `names`, the table's columns in order
    (headers are labels; the CSV names its columns), leaving out the empty row of an empty table."""
    cells = ws[excel_table(ws, block_id).ref]
    header = [c.value for c in cells[0]]
    assert len(header) == len(names), (ws.title, header, names)
    return [dict(zip(names, (c.value for c in row))) for row in cells[1:] if any(c.value is not None for c in row)]


# Columns a sheet adds to a table's own (issue 32 item 10), by header.
ADDED_COLUMNS = {"Score": "score", "Date": "match_date", "Match": "match", "Event": "kind"}


def dictionary_labels(table):
    """Column name by label, as docs/DATA_DICTIONARY.md lists them for `table`."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    labels, current = {}, None
    with open(os.path.join(root, "docs", "DATA_DICTIONARY.md"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("## "):
                current = line[3:].strip()
            elif current == table and line.startswith("| ") and not line.startswith("| column"):
                cells = [c.strip() for c in line.strip().strip("|").split("|")]
                labels[cells[1]] = cells[0]
    return labels


def sheet_columns(ws, block_id, table):
    """The table's column names in the order the sheet's block shows them (read from its headers)."""
    labels = dictionary_labels(table)
    return [labels.get(c.value) or ADDED_COLUMNS[c.value] for c in ws[excel_table(ws, block_id).ref][0]]


def header_value(ws, label):
    """The value of a label/value row: the first cell right of the label (labels may span columns)."""
    for row in ws.iter_rows(max_row=12, values_only=True):
        if row[0] == label:
            return next(v for v in row[1:] if v is not None)
    raise AssertionError(f"{ws.title}: no {label}")


def team_sheets(workbook, demo):
    return workbook.sheetnames[len(OVERVIEW):len(OVERVIEW) + len(csv_rows(demo, "standings"))]


def test_sheets_come_in_the_documented_order(workbook, demo):
    names = workbook.sheetnames
    assert names[:len(OVERVIEW)] == OVERVIEW
    standings = sorted(csv_rows(demo, "standings"), key=lambda r: int(r["rank"]))
    teams = team_sheets(workbook, demo)
    assert [header_value(workbook[n], "Team ID") for n in teams] == [int(r["team_id"]) for r in standings]
    # Sheets are per player id (joins use ids, never names); a row whose id the API left out has
    # none, nor does a player who never played (`player_sheets: all`, issue 32 item 11).
    players = {r["player_id"] for r in csv_rows(demo, "player_match_stats") if r["player_id"] and played(r)}
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


def test_headers_are_bold_frozen_and_filtered_with_typed_cells(workbook, demo):
    ws = workbook["Fixtures"]
    table = excel_table(ws, "fixtures")
    header_row = ws[table.ref][0]
    assert all(c.font.bold for c in header_row)
    assert table.autoFilter.ref == table.ref
    # No column names its rows within the first six, so the first (the kick-off) stays in view.
    assert ws.freeze_panes == f"B{header_row[0].row + 1}"
    names = sheet_columns(ws, "fixtures", "fixtures")
    assert set(names) == set(csv_columns(demo, "fixtures", CONSTANT)) | {"score"}
    rows = block(ws, "fixtures", names)
    assert len(rows) == 380
    assert all(isinstance(r["fixture_id"], int) and isinstance(r["home_goals"], int) for r in rows)
    assert all(isinstance(r["kickoff_utc"], datetime.datetime) for r in rows)
    # The local kick-off is a date cell of the CSV's wall-clock time (Europe/London).
    local = {int(r["fixture_id"]): r["kickoff_local"] for r in csv_rows(demo, "fixtures")}
    assert all(r["kickoff_local"].isoformat() == local[r["fixture_id"]][:19] for r in rows)
    assert all(not isinstance(r["round_order"], str) for r in rows)


def test_team_sheets_add_up_to_the_standings_and_have_a_chart(workbook, demo):
    points = {int(r["team_id"]): int(r["points"]) for r in csv_rows(demo, "standings")}
    for name in team_sheets(workbook, demo):
        ws = workbook[name]
        fixtures = block(ws, "fixtures", LEADING + RESULTS + TRAILING)
        assert [f["round_order"] for f in fixtures] == sorted(f["round_order"] for f in fixtures)
        assert fixtures[-1]["cumulative_points"] == points[header_value(ws, "Team ID")], name
        assert sum(f["points"] for f in fixtures) == fixtures[-1]["cumulative_points"]
        assert len(ws._charts) == 1, name
        # As many filters as blocks: each block is its own Excel Table.
        assert len(ws.tables) >= 3 and all(t.autoFilter is not None for t in ws.tables.values()), name


def played(row):
    """Issue 32's rule, on a CSV row: minutes above 0; without minutes, a rating or any counted statistic above 0."""
    if row["minutes"]:
        return int(row["minutes"]) > 0
    uncounted = {"season", "number", "minutes"}
    counts = [v for k, v in row.items() if k not in uncounted and not k.endswith("_id") and v.isdigit()]
    return bool(row["rating"]) or any(int(v) > 0 for v in counts)


def test_player_sheets_list_the_matches_played_and_count_the_bench(workbook, demo):
    # The league id and season are shown once, on the Index, not on every match row. An unused
    # substitute's row (0 minutes, no rating, every count 0) is no match: only counted in the caption.
    by_player = {}
    for r in csv_rows(demo, "player_match_stats"):
        by_player.setdefault(r["player_id"], []).append(r)
    stats = csv_columns(demo, "player_match_stats", {"fixture_id", "team_id", "side", "player_id", "player_name"} | CONSTANT)
    names = LEADING + PLAYER_FIRST + [c for c in stats if c not in PLAYER_FIRST] + TRAILING
    checked = benched = 0
    for name in workbook.sheetnames[len(OVERVIEW) + 20:]:
        ws = workbook[name]
        player = header_value(ws, "Player ID")
        rows = by_player[str(player)]
        expected = sorted((r for r in rows if played(r)), key=lambda r: int(r["fixture_id"]))
        unused = len(rows) - len(expected)
        captions = [c.value for c in ws["A"] if isinstance(c.value, str) and c.value.startswith("Matches: ")]
        more = f"; {unused} more as an unused substitute, not listed" if unused else ""
        assert captions == [f"Matches: {len(expected)} played{more}"], (name, captions)
        # A column holding one value in every match he played moves to the summary above (issue 35).
        constant = {c for c in stats if c not in PLAYER_FIRST and len(expected) > 1 and len({r[c] for r in expected}) == 1}
        varying = [c for c in names if c not in constant]
        shown = sorted(block(ws, "matches", varying), key=lambda r: r["fixture_id"]) if expected else []
        assert [r["fixture_id"] for r in shown] == [int(r["fixture_id"]) for r in expected], name
        assert "minutes" in constant or all(r["minutes"] for r in shown), name
        for got, want in zip(shown, expected):
            for column, read in [("minutes", int), ("goals", int), ("rating", float)]:
                if column not in constant:
                    assert got[column] == (read(want[column]) if want[column] else None), name
        checked += 1
        benched += unused
    assert checked > 500 and benched > 1000


# The presentation an analyst sees, read back by openpyxl (the independent reader).

def test_every_block_is_an_excel_table_named_once_with_unique_headers(workbook):
    names = []
    for ws in workbook.worksheets:
        assert ws.auto_filter.ref is None, ws.title
        for table in ws.tables.values():
            names.append(table.name.lower())
            headers = [c.name for c in table.tableColumns]
            assert len({h.lower() for h in headers}) == len(headers), (ws.title, table.name)
            assert [c.value for c in ws[table.ref][0]] == headers, (ws.title, table.name)
            assert table.autoFilter.ref == table.ref and table.tableStyleInfo.showRowStripes
    assert len(names) == len(set(names)) and len(names) > 600


def test_headers_carry_their_description_as_an_input_message(workbook, demo):
    # openpyxl reads each header's data validation: any value allowed, its input message shown.
    ws = workbook["Standings"]
    header = ws[excel_table(ws, "standings").ref][0]
    messages = {}
    for validation in ws.data_validations.dataValidation:
        assert validation.type is None and validation.showInputMessage, validation
        for cell in str(validation.sqref).split():
            messages[cell] = (validation.promptTitle, validation.prompt)
    shown = [messages.get(c.coordinate) for c in header]
    assert all(shown), shown
    assert [title for title, _ in shown] == [c.value for c in header]
    assert any("qualifies" in prompt for _, prompt in shown)  # the standings' description column
    assert not any(c.comment for c in header)  # no notes: they cost a VML drawing per sheet


def test_formats_follow_the_column_kind(workbook, demo):
    ws = workbook["Team Stats"]
    names = sheet_columns(ws, "team_match_stats", "team_match_stats")  # without league id and season
    cells = ws[excel_table(ws, "team_match_stats").ref]
    possession = names.index("ball_possession_pct")
    xg = names.index("expected_goals")
    first = cells[1]
    want = csv_rows(demo, "team_match_stats")[0]
    assert first[possession].number_format == "0%" and first[possession].value == int(want["ball_possession_pct"]) / 100
    assert first[xg].number_format == "0.00" and first[names.index("fixture_id")].number_format == "0"
    ws = workbook["Fixtures"]
    kickoff = ws[excel_table(ws, "fixtures").ref][1][sheet_columns(ws, "fixtures", "fixtures").index("kickoff_local")]
    assert kickoff.is_date and kickoff.number_format == "ddd yyyy-mm-dd hh:mm"


def test_conditional_formats_colour_results_zones_and_scales(workbook):
    def rules(ws):
        return [(str(r.sqref), rule.type, rule.formula) for r in ws.conditional_formatting for rule in r.rules]
    standings = rules(workbook["Standings"])
    assert any(kind == "expression" and "Relegation" in formula[0] for _, kind, formula in standings)
    assert any(kind == "dataBar" for _, kind, _ in standings)
    team = rules(workbook[workbook.sheetnames[len(OVERVIEW)]])
    assert sum(1 for _, kind, _ in team if kind in ("cellIs", "beginsWith")) >= 3
    assert any(kind == "colorScale" for _, kind, _ in rules(workbook["Player Stats"]))


def test_standings_form_is_five_coloured_cells(workbook, demo):
    # openpyxl reads the Standings table against the CSV, whose form column stays one text.
    ws = workbook["Standings"]
    cells = ws[excel_table(ws, "standings").ref]
    headers = [c.value for c in cells[0]]
    assert "Form" not in headers
    first = headers.index("Form 1")
    assert headers[first:first + 5] == [f"Form {n}" for n in range(1, 6)]
    rows = csv_rows(demo, "standings")
    assert "form" in rows[0] and len(rows) == len(cells) - 1
    for row, want in zip(cells[1:], rows):
        letters = [c.value for c in row[first:first + 5]]
        assert all(v is None or v in ("W", "D", "L") for v in letters)
        # The CSV keeps the API's text, newest first; the cells read oldest to newest.
        assert "".join(v or "" for v in letters) == want["form"][:5][::-1], (letters, want["form"])
    # Each of the five columns is coloured W green / D amber / L red, and these rules come
    # before the zone rows' rules so a letter keeps its colour in a promotion or relegation row.
    fills = {"W": "FFC6EFCE", "D": "FFFFEB9C", "L": "FFFFC7CE"}
    rules = [(str(r.sqref), rule) for r in ws.conditional_formatting for rule in r.rules]
    zone_priority = min(rule.priority for _, rule in rules if rule.type == "expression")
    for cell in cells[1][first:first + 5]:
        column = f"{cell.column_letter}{cell.row}:{cell.column_letter}{cells[-1][0].row}"
        mine = {rule.text: rule for ref, rule in rules if ref == column and rule.type == "beginsWith"}
        assert {t: r.dxf.fill.bgColor.rgb for t, r in mine.items()} == fills, column
        assert all(r.priority < zone_priority for r in mine.values()), column


def test_panes_freeze_the_header_and_the_name_column(workbook):
    # Standings without its constant columns (league, season, the demo's one group):
    # rank, team id, team name | points …
    assert workbook["Standings"].freeze_panes == "D4"
    assert "Group" not in [cell.value for cell in workbook["Standings"][3]]
    assert workbook["Team Stats"].freeze_panes == "B4"  # the team leads (issue 32 item 10)
    team = workbook[workbook.sheetnames[len(OVERVIEW)]]
    assert team.freeze_panes.startswith("D")  # round order, kick-off, opponent


def test_every_back_link_fits_its_column(workbook):
    # "← Index" sits alone in A1; its column is at least as wide as the link (Excel's widths are
    # in characters), whatever narrow column (#, Rd) the sheet's table puts there.
    linked = [ws for ws in workbook.worksheets if ws["A1"].value == "← Index"]
    assert len(linked) == len(workbook.worksheets) - 1
    narrow = {ws.title: ws.column_dimensions["A"].width for ws in linked
              if ws.column_dimensions["A"].width < len("← Index") + 2}
    assert narrow == {}


def test_printing_is_landscape_with_a_readable_scale(workbook):
    # Which rows repeat, the paper, scales and breaks: test_workbook_paper.py.
    for ws in workbook.worksheets:
        assert ws.page_setup.orientation == "landscape", ws.title
    # 38 columns cannot fit one page wide at 65 %: they flow across pages, names repeated.
    wide = workbook["Player Stats"]
    assert not wide.sheet_properties.pageSetUpPr or not wide.sheet_properties.pageSetUpPr.fitToPage
    assert wide.print_title_cols is not None


def test_repeated_columns_leave_most_of_each_printed_page_to_the_others(workbook):
    # openpyxl reads the print titles and column widths. Repeated on every page, columns wider
    # than half a landscape page (Excel's pixels: 7 per character + 5) would crowd out the rest.
    page = PAGE
    repeated = 0
    for ws in workbook.worksheets:
        if not ws.print_title_cols:
            continue
        repeated += 1
        first, last = ws.print_title_cols.replace("$", "").split(":")
        letters = [openpyxl.utils.get_column_letter(i) for i in range(
            openpyxl.utils.column_index_from_string(first), openpyxl.utils.column_index_from_string(last) + 1)]
        width = sum(int(ws.column_dimensions[c].width * 7 + 5) for c in letters)
        assert width <= page / 2, (ws.title, ws.print_title_cols, width)
    assert repeated > 0
    # A team sheet prints one page wide at its scale (its widest columns left out): nothing to repeat.
    team = workbook[workbook.sheetnames[len(OVERVIEW)]]
    assert team.freeze_panes.startswith("D") and team.print_title_cols is None


def test_label_value_rows_sit_beside_their_labels(workbook):
    # openpyxl reads the alignment: a number in a label/value row is left-aligned, so it stays
    # beside its label however wide the column's other blocks make it (the Index's descriptions).
    for sheet, label in [("Index", "League ID"), ("Index", "Season"), (workbook.sheetnames[len(OVERVIEW)], "Team ID")]:
        ws = workbook[sheet]
        cell = next(next(c for c in row[1:] if c.value is not None) for row in ws.iter_rows(max_col=8) if row[0].value == label)
        assert isinstance(cell.value, int) and cell.alignment.horizontal == "left", (sheet, label)


def test_zone_fills_leave_the_data_bars_and_the_result_letters_visible(workbook):
    # openpyxl reads the Standings' rules: LibreOffice draws a zone row's fill over a data bar,
    # and a fill over a W/D/L letter hides its colour (an L green on green), so the zone rules
    # cover every column but those with bars, colour scales or letter colours.
    ws = workbook["Standings"]
    drawn, filled, lettered = set(), set(), set()
    for ranges in ws.conditional_formatting:
        cells = {c for r in str(ranges.sqref).split() for row in ws[r] for c in (row if isinstance(row, tuple) else (row,))}
        columns = {c.column for c in cells}
        for rule in ranges.rules:
            kinds = {"dataBar": drawn, "colorScale": drawn, "expression": filled, "beginsWith": lettered}
            kinds.get(rule.type, set()).update(columns)
    assert drawn and filled and lettered
    assert not drawn & filled and not lettered & filled and not drawn & lettered, (sorted(drawn), sorted(filled), sorted(lettered))
    table = ws[excel_table(ws, "standings").ref]
    assert drawn | filled | lettered == {c.column for c in table[0]}
    assert {c.column for c in table[0] if str(c.value).startswith("Form ")} == lettered


def test_player_sheets_carry_an_id_only_where_names_collide(workbook, demo):
    players = workbook.sheetnames[len(OVERVIEW) + len(csv_rows(demo, "standings")):]
    suffixed = [n for n in players if re.search(r" \(\d+\)$", n)]
    bases = [re.sub(r" \(\d+\)$", "", n) for n in suffixed]
    assert all(bases.count(b) > 1 for b in bases), suffixed


def test_the_dashboard_charts_goals_by_minute_and_the_points_race(workbook):
    ws = workbook["Dashboard"]
    assert [type(c).__name__ for c in ws._charts] == ["BarChart", "LineChart"]
    assert len(ws._charts[1].series) == 6
    minutes = block(ws, "goal_minutes", ["period", "goals"])
    assert [m["period"] for m in minutes][:8] == ["1–15", "16–30", "31–45", "45+", "46–60", "61–75", "76–90", "90+"]
    assert header_value(ws, "Leader").startswith(header_value(workbook[workbook.sheetnames[len(OVERVIEW)]], "Team"))


# Issue 32's wrong readings, each checked against the CSV tables the workbook shows.

FINISHED = {"FT", "AET", "PEN"}


def key_values(ws):
    """The label/value rows at the top of a sheet, label -> value, in order."""
    return {row[0]: next((v for v in row[1:] if v is not None), None)
            for row in ws.iter_rows(max_row=20, values_only=True) if isinstance(row[0], str)}


def test_form_cells_are_each_teams_last_five_results_oldest_to_newest(workbook, demo):
    # Each team's five cells against its last five results in the fixtures finished before the
    # standings' update: oldest on the left, newest on the right, under "Form 1" … "Form 5".
    fixtures = sorted((f for f in csv_rows(demo, "fixtures") if f["status"] in FINISHED), key=lambda f: f["kickoff_utc"])
    ws = workbook["Standings"]
    cells = ws[excel_table(ws, "standings").ref]
    headers = [c.value for c in cells[0]]
    first, team = headers.index("Form 1"), headers.index("Team ID")
    shown = {row[team].value: [c.value for c in row[first:first + 5]] for row in cells[1:]}
    standings = csv_rows(demo, "standings")
    for row in standings:
        results = []
        for f in fixtures:
            if f["kickoff_utc"] >= row["updated_utc"] or row["team_id"] not in (f["home_team_id"], f["away_team_id"]):
                continue
            home = f["home_team_id"] == row["team_id"]
            scored, conceded = (int(f["home_goals"]), int(f["away_goals"]))[::1 if home else -1]
            results.append("W" if scored > conceded else "D" if scored == conceded else "L")
        last = results[-5:]
        assert shown[int(row["team_id"])] == [None] * (5 - len(last)) + last, (row["team_name"], row["form"])
        assert row["form"] == "".join(reversed(last))  # the CSV keeps the API's text, newest first
    assert len(standings) == 20


def test_goals_conceded_draw_red_bars_everywhere(workbook, demo):
    # openpyxl reads every data bar: a column of goals against (GA, Home GA, Away GA, Conceded)
    # draws red, goals scored green, on the Standings, every team sheet, player sheets, the Dashboard.
    red, green = "FFF8696B", "FF63BE7B"
    against = {"GA", "Home GA", "Away GA", "Conceded"}
    scored = {"GF", "Home GF", "Away GF", "G", "Goals"}
    seen = {}
    for ws in workbook.worksheets:
        for ranges in ws.conditional_formatting:
            top = ws[str(ranges.sqref).split(":")[0]]
            header = ws.cell(top.row - 1, top.column).value
            for rule in ranges.rules:
                if rule.type != "dataBar":
                    continue
                if header in against:
                    assert rule.dataBar.color.rgb == red, (ws.title, header)
                    seen.setdefault("against", set()).add(ws.title)
                elif header in scored:
                    assert rule.dataBar.color.rgb == green, (ws.title, header)
                    seen.setdefault("scored", set()).add(ws.title)
    teams = set(team_sheets(workbook, demo))
    assert {"Standings"} | teams <= seen["against"] and {"Standings", "Dashboard"} | teams <= seen["scored"]
    assert len(seen["against"] - teams - {"Standings"}) > 10  # goalkeepers' sheets: Conceded


def test_dashboard_says_why_its_goal_totals_differ(workbook, demo):
    # Goals counts the finished matches' scores, goals by 15 minutes the goal events; where they
    # differ, the note under Goals names the match whose events miss a goal (Score Check "mismatch").
    ws = workbook["Dashboard"]
    facts = key_values(ws)
    fixtures = [f for f in csv_rows(demo, "fixtures") if f["status"] in FINISHED]
    goals = sum(int(f["home_goals"]) + int(f["away_goals"]) for f in fixtures)
    events = [e for e in csv_rows(demo, "events")
              if e["kind"] in ("goal", "own_goal", "penalty_goal") and e["period"] != "penalty_shootout" and e["minute"]]
    by_minute = sum(m["goals"] for m in block(ws, "goal_minutes", ["period", "goals"]))
    assert facts["Goals"] == goals == 1038 and by_minute == len(events) == 1037
    labels = list(facts)
    assert labels[labels.index("Goals") + 1] == "Note"
    note = facts["Note"]
    assert note.startswith(f"Goals by 15 minutes below count {by_minute}, as ")
    mismatched = [f for f in fixtures if f["score_check"] != "ok"]
    assert len(mismatched) == 1
    for f in mismatched:
        assert f"{f['home_team_name']} {f['home_goals']}-{f['away_goals']} {f['away_team_name']} (fixture {f['fixture_id']}) miss 1 goal" in note
    assert len(note) <= 130  # it prints beside its label without shrinking the page


def test_dashboard_names_every_tied_leader(workbook, demo):
    facts = key_values(workbook["Dashboard"])
    scorers = csv_rows(demo, "top_scorers")
    most = max(int(r["goals"]) for r in scorers)
    # Each named as the workbook spells him everywhere: the full name from `players` (issue 32 item 9).
    full = {r["player_id"]: f'{r["firstname"]} {r["lastname"]}' for r in csv_rows(demo, "players")}
    tied = [f"{full[r['player_id']]}, {r['team_name']}" for r in scorers if int(r["goals"]) == most]
    assert len(tied) == 2  # the demo's two top scorers share 20 goals
    assert facts["Top scorers"] == "; ".join(tied) + f" ({most} goals each)"
    leaders = [r for r in csv_rows(demo, "standings") if r["rank"] == "1"]
    assert facts["Leader"] == "; ".join(f"{r['team_name']} ({r['points']} pts)" for r in leaders)


def test_percentages_are_fractions_under_a_percent_format(workbook, demo):
    # The workbook stores 0.55 shown "55%", so formulas compute with it; the CSV keeps 55.
    ws = workbook["Team Stats"]
    names = sheet_columns(ws, "team_match_stats", "team_match_stats")
    rows = block(ws, "team_match_stats", names)
    cells = ws[excel_table(ws, "team_match_stats").ref]
    csv_stats = csv_rows(demo, "team_match_stats")
    for column in ("ball_possession_pct", "passes_pct"):
        assert {row[names.index(column)].number_format for row in cells[1:]} == {"0%"}, column
        assert [r[column] for r in rows] == [int(w[column]) / 100 if w[column] else None for w in csv_stats], column
    assert max(int(w["ball_possession_pct"]) for w in csv_stats) > 1  # the CSV's 0–100
    dashboard = workbook["Dashboard"]
    facts = key_values(dashboard)
    fixtures = [f for f in csv_rows(demo, "fixtures") if f["status"] in FINISHED]
    home_wins = sum(1 for f in fixtures if int(f["home_goals"]) > int(f["away_goals"]))
    assert round(facts["Home wins"] * facts["Matches played"]) == home_wins  # what =C7*380 computes
    shares = [c for row in dashboard.iter_rows(max_row=20) for c in row if c.row > 1 and isinstance(c.value, float) and c.value < 1]
    assert {c.number_format for c in shares} == {"0.0%"} and len(shares) == 3
    team = workbook[team_sheets(workbook, demo)[0]]
    possession = next(c for row in team.iter_rows() if row[0].value == "Average possession" for c in row[1:] if c.value is not None)
    assert possession.number_format == "0.0%" and 0 < possession.value < 1
    for sheet in ["Standings", "Team Stats", "Player Stats", "Dashboard"] + team_sheets(workbook, demo):
        assert not any('"%"' in c.number_format for row in workbook[sheet].iter_rows() for c in row), sheet
    # "Pass Acc." read as a percentage: the match column counts accurate passes.
    headers = [c.value for c in workbook["Player Stats"][excel_table(workbook["Player Stats"], "player_match_stats").ref][0]]
    assert "Acc. Passes" in headers and "Pass Acc." not in headers
