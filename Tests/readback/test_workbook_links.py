"""Issue 32 item 9, read back by openpyxl: team and player names link to their sheets, and each
player is spelled one way wherever he appears (the full name from `players`, else the squad's)."""
import re
from collections import defaultdict

import pytest

from test_demo_workbook import OVERVIEW, csv_rows, excel_table, header_value


@pytest.fixture
def workbook(demo_workbook):
    return demo_workbook


def target(cell):
    """The sheet an internal link opens, or None for a plain cell."""
    if cell.hyperlink is None or cell.hyperlink.location is None:
        return None
    return re.match(r"^'?(.*?)'?!A1$", cell.hyperlink.location).group(1).replace("''", "'")


def columns(ws, block_id, *labels):
    """The data cells of a block's columns headed `labels`, row by row."""
    rows = ws[excel_table(ws, block_id).ref]
    header = [c.value for c in rows[0]]
    positions = [header.index(label) for label in labels]
    return [[row[p] for p in positions] for row in rows[1:]]


def sheets_by_id(workbook, label):
    """Sheet name by the id its label/value header shows (`Team ID`, `Player ID`)."""
    found = {}
    for name in workbook.sheetnames[len(OVERVIEW):]:
        ws = workbook[name]
        if any(ws.cell(row=r, column=1).value == label for r in range(1, 8)):
            found[header_value(ws, label)] = name
    return found


def test_team_and_player_names_link_to_their_sheets(workbook):
    # Before: only the Index and the back links were links; every name was plain text.
    teams, players = sheets_by_id(workbook, "Team ID"), sheets_by_id(workbook, "Player ID")
    assert len(teams) == 20 and len(players) > 500
    checked = 0
    for sheet, block_id, name, id_label, sheets in [
        ("Standings", "standings", "Team", "Team ID", teams),
        ("Top Scorers", "top_scorers", "Player", "Player ID", players),
        ("Top Scorers", "top_scorers", "Team", "Team ID", teams),
        ("Top Assists", "top_assists", "Player", "Player ID", players),
        ("Events", "events", "Player", "Player ID", players),
        ("Player Stats", "player_match_stats", "Player", "Player ID", players),
    ]:
        for cell, ident in columns(workbook[sheet], block_id, name, id_label):
            if ident.value in sheets:
                assert target(cell) == sheets[ident.value], (sheet, cell.coordinate, cell.value)
                checked += 1
    assert checked > 10000
    # Only the player column links on the long match lists.
    plain = [("Events", "events", "Team"), ("Events", "events", "Assist"), ("Player Stats", "player_match_stats", "Team")]
    for sheet, block_id, label in plain:
        assert all(target(c) is None for (c,) in columns(workbook[sheet], block_id, label)), (sheet, label)


def test_team_sheets_link_opponents_and_squads_and_the_dashboard_its_leader(workbook):
    teams, players = sheets_by_id(workbook, "Team ID"), sheets_by_id(workbook, "Player ID")
    by_name = {header_value(workbook[s], "Team"): s for s in teams.values()}
    for sheet in teams.values():
        ws = workbook[sheet]
        for block_id in ["fixtures", "match_stats", "head_to_head"]:
            for (cell,) in columns(ws, block_id, "Opponent"):
                assert target(cell) == by_name[cell.value], (sheet, block_id, cell.coordinate)
        linked = [target(c) for (c,) in columns(ws, "squad", "Player")]
        assert any(linked) and all(t is None or t in players.values() for t in linked), sheet
    leader = next(c for row in workbook["Dashboard"].iter_rows(max_row=12) for c in row
                  if c.value is not None and c.column > 1 and row[0].value == "Leader")
    assert target(leader) == workbook.sheetnames[len(OVERVIEW)]


def test_each_player_is_spelled_one_way(workbook, demo):
    # Before: Events wrote "D. Kilbride" and "Dorian Kilbride" for one id (257 players).
    spellings = defaultdict(set)
    for sheet, block_id in [("Events", "events"), ("Player Stats", "player_match_stats"), ("Top Scorers", "top_scorers")]:
        for name, ident in columns(workbook[sheet], block_id, "Player", "Player ID"):
            if ident.value is not None:
                spellings[ident.value].add(name.value)
    twice = {k: v for k, v in spellings.items() if len(v) > 1}
    assert twice == {}, list(twice.items())[:5]
    # The full name from `players` where it has one, else the squad's.
    full = {int(r["player_id"]): f'{r["firstname"]} {r["lastname"]}'.strip() for r in csv_rows(demo, "players")
            if r["firstname"] or r["lastname"]}
    squad = {int(r["player_id"]): r["player_name"] for r in csv_rows(demo, "squads")}
    for ident, (name,) in ((k, tuple(v)) for k, v in spellings.items()):
        want = full.get(ident) or squad.get(ident)
        if want:
            assert name == want, (ident, name, want)
    players = sheets_by_id(workbook, "Player ID")
    for ident, (name,) in ((k, tuple(v)) for k, v in spellings.items() if k in players):
        assert header_value(workbook[players[ident]], "Name") == name, ident
