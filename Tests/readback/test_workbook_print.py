"""How the demo workbook's team and player sheets print and read, judged by openpyxl (an
independent reader) from the column widths, row heights, alignment and page setup it reads."""
import pytest
from openpyxl.utils import get_column_letter

from test_demo_workbook import OVERVIEW, PAGE, csv_rows, excel_table

# Points a line of the 11-point body font takes (Excel's default row height).
LINE = 15.0


@pytest.fixture
def workbook(demo_workbook):
    return demo_workbook


def pixels(ws, column):
    """Excel's pixels for a column (7 per character of the default font, plus 5)."""
    dimension = ws.column_dimensions.get(get_column_letter(column))
    width = dimension.width if dimension is not None and dimension.width else 8.43
    return int(width * 7 + 5)


def first_page(ws, block_id):
    """The headers of a block that print on the sheet's first page, and the print scale: fit to
    one page wide shrinks the whole sheet, else it prints at full size, across then down."""
    header = ws[excel_table(ws, block_id).ref][0]
    setup = ws.sheet_properties.pageSetUpPr
    total = sum(pixels(ws, c) for c in range(1, ws.max_column + 1))
    scale = min(1.0, PAGE / total) if setup is not None and setup.fitToPage else 1.0
    used, shown = 0.0, []
    for cell in header:
        used += pixels(ws, cell.column) * scale
        if used > PAGE:
            break
        shown.append(cell.value)
    return shown, scale


def sheets(workbook, demo):
    teams = len(csv_rows(demo, "standings"))
    names = workbook.sheetnames
    return names[len(OVERVIEW):len(OVERVIEW) + teams], names[len(OVERVIEW) + teams:]


def test_a_team_sheets_first_page_shows_each_matchs_score_result_and_points(workbook, demo):
    # Before: only Fixture ID, Rd, Round, Kick-off, Opponent and Side printed on page 1.
    teams, players = sheets(workbook, demo)
    for name in teams:
        shown, scale = first_page(workbook[name], "fixtures")
        assert scale >= 0.65, (name, scale)
        assert {"Kick-off", "Opponent", "Score", "Result", "Pts", "Total Pts"} <= set(shown), (name, shown)
    for name in players:
        ws = workbook[name]
        if not any(t.endswith("_matches") for t in ws.tables):
            continue
        shown, scale = first_page(ws, "matches")
        assert scale >= 0.65 and {"Opponent", "Min", "Rating", "G", "A"} <= set(shown), (name, shown)


def wrapped_lines(text, room):
    """Lines a bold label takes wrapped at spaces into `room` pixels (about 8 pixels a character)."""
    lines, line = 0, 0
    for word in text.split():
        if lines and line + 8 * (len(word) + 1) <= room:
            line += 8 * (len(word) + 1)
        else:
            lines, line = lines + 1, 8 * len(word)
    return max(lines, 1)


def test_table_headers_wrap_and_their_rows_show_every_line(workbook, demo):
    # A header counts only its longest word towards its column's width; the rest wraps onto
    # further lines, which the header row must be tall enough to show (its height set: neither
    # Excel nor LibreOffice grows a row for wrapped text written by a library).
    teams, players = sheets(workbook, demo)
    wrapping = 0
    for ws in [workbook[n] for n in ["Standings", "Team Stats", *teams, *players[:40]]]:
        for table in ws.tables.values():
            header = ws[table.ref][0]
            height = ws.row_dimensions[header[0].row].height or LINE
            for cell in header:
                assert cell.alignment.wrap_text, (ws.title, cell.coordinate)
                # The cell's pixels less its margins and the filter button.
                lines = wrapped_lines(cell.value, pixels(ws, cell.column) - 22)
                assert lines * LINE <= height, (ws.title, cell.value, lines, height)
            wrapping += height > LINE
    assert wrapping >= len(teams)  # at least the fixtures header of every team sheet ("Total Pts")


def test_no_team_or_player_block_repeats_the_league_or_the_season(workbook, demo):
    # The Index shows the league id and season once; a player's Seasons block keeps them, since
    # there they tell his seasons and leagues apart.
    teams, players = sheets(workbook, demo)
    for name in teams + players:
        ws = workbook[name]
        for table in ws.tables.values():
            if table.name.endswith("_seasons"):
                continue
            headers = {c.name for c in table.tableColumns}
            assert not headers & {"League ID", "League", "Season"}, (name, table.name, headers)
