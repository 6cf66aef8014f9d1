"""Issue 32 items 7 and 8, read back by openpyxl: how the demo workbook prints on A4 landscape.
Pages are counted from the page setup and the row heights openpyxl reads, as Excel lays them out."""
import pytest
from openpyxl.utils import column_index_from_string

from test_demo_workbook import OVERVIEW, csv_rows

# A4 landscape with Excel's default margins (0.7 inch at the sides, 0.75 at top and bottom).
PAGE_HEIGHT = (8.27 - 1.5) * 72  # points
A4 = 9


@pytest.fixture
def workbook(demo_workbook):
    return demo_workbook


def one_table(ws):
    """A list under its title: the sheets between the Dashboard and the team sheets, but the Top
    Scorers, whose top-ten chart (issue 35) makes it a sheet of several blocks."""
    return ws.title in OVERVIEW[2:] and ws.title != "Top Scorers"


def height(ws, row):
    dimension = ws.row_dimensions.get(row)
    return dimension.height if dimension is not None and dimension.height else 15.0


def scale(ws):
    return ws.page_setup.scale or 100  # 100 is left unwritten


def pages_down(ws):
    """Pages a sheet of several blocks takes down, at its scale, its manual breaks honoured."""
    page = PAGE_HEIGHT * 100 / scale(ws)
    breaks = {b.id + 1 for b in ws.row_breaks.brk}  # the 1-based first row of each new page
    pages, used = 1, 0.0
    for row in range(1, ws.max_row + 1):
        h = height(ws, row)
        if row in breaks or used + h > page:
            pages, used = pages + 1, 0.0
        used += h
    return pages


def team_and_player_sheets(workbook, demo):
    teams = len(csv_rows(demo, "standings"))
    names = workbook.sheetnames
    return names[len(OVERVIEW):len(OVERVIEW) + teams], names[len(OVERVIEW) + teams:]


def test_every_sheet_prints_landscape_on_a4(workbook):
    # Before: no paper was set (Letter in Excel's default locale).
    for ws in workbook.worksheets:
        assert ws.page_setup.orientation == "landscape" and int(ws.page_setup.paperSize) == A4, ws.title


def test_header_rows_repeat_only_on_sheets_of_one_table(workbook):
    # Before: every sheet repeated its first table's header row, on top of its other tables too.
    repeated = []
    for ws in workbook.worksheets:
        if one_table(ws):
            header = ws[next(iter(ws.tables.values())).ref][0][0].row
            assert ws.print_title_rows == f"${header}:${header}", ws.title
            repeated.append(ws.title)
        else:
            assert not ws.print_title_rows, ws.title
    assert repeated == [name for name in OVERVIEW[2:] if name != "Top Scorers"]


def test_sheets_of_several_blocks_print_at_a_scale_and_break_before_blocks(workbook, demo):
    # Fit to width would override the breaks: a scale instead, and no chart across a break.
    teams, players = team_and_player_sheets(workbook, demo)
    for ws in [workbook["Dashboard"], *[workbook[n] for n in teams + players]]:
        fit = ws.sheet_properties.pageSetUpPr
        assert not (fit and fit.fitToPage), ws.title
        assert 65 <= scale(ws) <= 100, ws.title
        starts = [b.id + 1 for b in ws.row_breaks.brk]
        for start in starts:
            # A break puts a block's title (bold, 14 pt) or the empty row above it on top of the page.
            above = [ws.cell(row=start, column=c).value for c in (1, 2)]
            assert ws.row_dimensions[start].height == 21 or above == [None, None], (ws.title, start)
        for chart in ws._charts:
            first, last = chart.anchor._from.row + 1, chart.anchor.to.row + 1
            assert not any(first < s <= last for s in starts), (ws.title, first, last, starts)
    assert workbook["Dashboard"].row_breaks.brk, "the Dashboard's charts each start a page"


def test_standings_print_on_one_page_and_team_and_player_sheets_in_few(workbook, demo):
    # Before (LibreOffice, Letter): Standings 4 pages, a team sheet 14, a player sheet 17.
    standings = workbook["Standings"]
    assert standings.sheet_properties.pageSetUpPr.fitToPage
    assert standings.page_setup.fitToWidth in (None, 1) and standings.page_setup.fitToHeight in (None, 1)
    assert standings.print_area == "'Standings'!$A$1:$R$23"  # through the zone, without the home/away splits
    teams, players = team_and_player_sheets(workbook, demo)
    assert max(pages_down(workbook[n]) for n in teams) <= 8
    assert max(pages_down(workbook[n]) for n in players) <= 6
    # No sheet of several blocks prints a second page across: its print area ends within a page's width.
    for name in teams + players:
        ws = workbook[name]
        assert not ws.print_area or ws.print_area.endswith(f"${ws.max_row}"), name


def test_big_lists_print_their_title_and_first_50_rows_with_a_note(workbook):
    for name in ["Events", "Team Stats", "Player Stats"]:
        ws = workbook[name]
        table = next(iter(ws.tables.values()))
        header = ws[table.ref][0]
        last = header[-1].column_letter
        assert ws.print_area == f"'{name}'!$A$1:${last}${header[0].row + 50}", ws.print_area
        assert ws["A2"].value == "Printing" and "Clear Print Area" in ws["B2"].value, name


def test_fixtures_print_every_match_one_page_wide_with_a_note(workbook, demo):
    # Before: every column printed across then down, 56 pages on A4 in LibreOffice (70 once the
    # wide Kick-off led the sheet); now the reading columns of every match, one page wide (13).
    ws = workbook["Fixtures"]
    header = [c.value for c in ws[next(iter(ws.tables.values())).ref][0]]
    assert header[:6] == ["Kick-off", "Home Team", "Score", "Away Team", "Round", "Status"], header[:6]
    rows = len(csv_rows(demo, "fixtures"))
    assert ws.print_area == f"'Fixtures'!$A$1:$F${ws.max_row}" and ws.max_row >= rows
    assert ws.sheet_properties.pageSetUpPr.fitToPage and ws.page_setup.fitToWidth in (None, 1)
    assert ws["A2"].value == "Printing" and "one page wide" in ws["B2"].value and "Clear Print Area" in ws["B2"].value


def test_top_lists_keep_their_ids_last_so_the_cards_print(workbook):
    # Before: Player ID and Team ID came second and fourth, and the page's width cut YC and RC.
    for name in ["Top Scorers", "Top Assists"]:
        ws = workbook[name]
        header = [c.value for c in ws[next(t for t in ws.tables.values()).ref][0]]
        assert header[-2:] == ["Player ID", "Team ID"] and header[1] == "Player", (name, header)
        if ws.print_area:
            last = column_index_from_string(ws.print_area.split(":")[-1].split("$")[1])
            assert {"YC", "RC"} <= set(header[:last]), (name, ws.print_area)
