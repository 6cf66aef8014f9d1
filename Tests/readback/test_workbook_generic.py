"""Reads back a workbook written by XLSXWorkbookWriter with openpyxl, as a spreadsheet user would.

Two uses:
- `python3 test_workbook_generic.py BOOK.xlsx` prints a JSON description of the workbook (sheet
  order, frozen panes, autofilter, Excel Tables, header input messages, charts, hyperlinks, every cell's
  type, value, font and number format). The Swift test XLSXWorkbookReadbackTests runs it on the sample document it renders.
- pytest checks the contract that holds for any rendered workbook on the sample the Swift test
  leaves at .build/readback/workbook_generic.xlsx (or $WORKBOOK_GENERIC_XLSX): run `swift test`
  first, as `make test` does.
"""
import datetime
import json
import os
import sys
from pathlib import Path

import openpyxl
import pytest

DEFAULT_PATH = Path(__file__).resolve().parents[2] / ".build" / "readback" / "workbook_generic.xlsx"
NUMBER_FORMATS = {"0", "0.00", "0.0", "0%", "0.0%"}
DATE_FORMATS = {"yyyy-mm-dd", "yyyy-mm-dd hh:mm", "ddd yyyy-mm-dd hh:mm"}


def sheet_of(location):
    """'Team Stats'!A1 -> Team Stats; O''Brien unescaped."""
    ref = location.rsplit("!", 1)[0]
    if ref.startswith("'") and ref.endswith("'"):
        ref = ref[1:-1].replace("''", "'")
    return ref


def chart_title(chart):
    try:
        return "".join(run.t for p in chart.title.tx.rich.p for run in (p.r or []))
    except AttributeError:
        return None


def series_refs(series):
    values = series.val.numRef.f if series.val and series.val.numRef else None
    categories = None
    if series.cat is not None:
        ref = series.cat.numRef or series.cat.strRef
        categories = ref.f if ref is not None else None
    name = series.tx.strRef.f if series.tx is not None and series.tx.strRef is not None else None
    return {"values": values, "categories": categories, "name": name}


def cell_value(cell):
    value = cell.value
    if isinstance(value, (datetime.datetime, datetime.date)):
        return value.isoformat()
    return value


def row_of(coordinate):
    return int("".join(ch for ch in coordinate if ch.isdigit()))


def tables_of(ws):
    """The sheet's Excel Tables, top to bottom."""
    tables = [{
        "name": t.name,
        "ref": t.ref,
        "headers": [c.name for c in t.tableColumns],
        "filter": t.autoFilter.ref if t.autoFilter is not None else None,
        "banded": bool(t.tableStyleInfo and t.tableStyleInfo.showRowStripes),
        "style": t.tableStyleInfo.name if t.tableStyleInfo else None,
    } for t in ws.tables.values()]
    return sorted(tables, key=lambda t: row_of(t["ref"].split(":")[0]))


def describe(path):
    """Everything the tests look at, as plain JSON-ready data."""
    book = openpyxl.load_workbook(path)
    names = book.sheetnames
    sheets = []
    for ws in book.worksheets:
        cells = {}
        links = []
        notes = {}
        for row in ws.iter_rows():
            for cell in row:
                if cell.value is None:
                    continue
                cells[cell.coordinate] = {
                    "type": cell.data_type,
                    "value": cell_value(cell),
                    "bold": bool(cell.font and cell.font.b),
                    "format": cell.number_format,
                }
                if cell.hyperlink is not None:
                    location = cell.hyperlink.location
                    links.append({
                        "cell": cell.coordinate,
                        "location": location,
                        "target": sheet_of(location) if location else None,
                        "resolves": bool(location) and sheet_of(location) in names,
                    })
        for validation in ws.data_validations.dataValidation:
            if validation.showInputMessage:
                for coordinate in str(validation.sqref).split():
                    notes[coordinate] = validation.prompt
        sheets.append({
            "name": ws.title,
            "freeze": ws.freeze_panes,
            "autofilter": ws.auto_filter.ref,
            "tables": tables_of(ws),
            "notes": notes,
            "widths": {k: v.width for k, v in sorted(ws.column_dimensions.items()) if v.customWidth},
            "charts": [
                {"kind": type(c).__name__, "title": chart_title(c), "series": [series_refs(s) for s in c.series],
                 "x_axis": chart_title(c.x_axis) if c.x_axis.title else None,
                 "y_axis": chart_title(c.y_axis) if c.y_axis.title else None}
                for c in ws._charts
            ],
            "hyperlinks": links,
            "cells": cells,
        })
    created = book.properties.created
    return {"sheets": sheets, "created": created.isoformat() if created else None}


@pytest.fixture(scope="module")
def book():
    path = Path(os.environ.get("WORKBOOK_GENERIC_XLSX", DEFAULT_PATH))
    if not path.exists():
        pytest.fail(f"{path} is missing: run `swift test` first (its readback test writes it)")
    return describe(path)


def test_every_internal_link_resolves(book):
    links = [link for sheet in book["sheets"] for link in sheet["hyperlinks"]]
    assert links, "the sample has links"
    assert [link for link in links if not link["resolves"]] == []


def test_every_table_is_named_uniquely_with_bold_unique_headers_and_its_own_filter(book):
    tables = [(s, t) for s in book["sheets"] for t in s["tables"]]
    assert tables, "the sample has tables"
    names = [t["name"].lower() for _, t in tables]
    assert len(set(names)) == len(names)
    for sheet, table in tables:
        first, last = table["ref"].split(":")
        assert table["filter"] == table["ref"], table
        assert table["banded"], table
        headers = [h.lower() for h in table["headers"]]
        assert len(set(headers)) == len(headers) and all(headers), table
        row = row_of(first)
        shown = [c for k, c in sheet["cells"].items() if row_of(k) == row]
        assert [c["value"] for c in shown if c["type"] == "s"] == table["headers"], table
        assert all(c["bold"] for c in shown), table
    for sheet in book["sheets"]:
        assert sheet["autofilter"] is None, "Excel Tables carry the filters"
        if sheet["tables"]:
            header_row = row_of(sheet["tables"][0]["ref"].split(":")[0])
            assert sheet["freeze"] is not None and sheet["freeze"].endswith(str(header_row + 1)), sheet["name"]


def test_number_and_date_formats_hold_numbers_and_dates(book):
    cells = [c for s in book["sheets"] for c in s["cells"].values()]
    numbers = [c for c in cells if c["format"] in NUMBER_FORMATS]
    dates = [c for c in cells if c["format"] in DATE_FORMATS]
    assert numbers and dates
    assert all(c["type"] == "n" and isinstance(c["value"], (int, float)) for c in numbers)
    assert all(c["type"] == "d" for c in dates)


def test_text_is_never_a_formula(book):
    cells = [c for s in book["sheets"] for c in s["cells"].values()]
    assert not [c for c in cells if c["type"] == "f"]


def test_charts_read_ranges_of_their_own_sheet(book):
    charted = [s for s in book["sheets"] if s["charts"]]
    assert charted, "the sample has a chart"
    for sheet in charted:
        for chart in sheet["charts"]:
            assert chart["series"]
            for series in chart["series"]:
                assert sheet_of(series["values"]) == sheet["name"]
                assert sheet_of(series["categories"]) == sheet["name"]


def test_created_is_the_fixed_epoch(book):
    # The Swift test renders the sample with SOURCE_DATE_EPOCH unset.
    assert book["created"] == "2000-01-01T00:00:00"


if __name__ == "__main__":
    json.dump(describe(sys.argv[1]), sys.stdout, sort_keys=True)
