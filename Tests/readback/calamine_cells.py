"""Prints every sheet of a workbook as python-calamine reads it: {"sheet": [[cell, ...], ...]}.

calamine decodes `_xHHHH_` in cell text as Excel and LibreOffice do (openpyxl does not), so it
shows whether a literal sequence survives. Run as a script: python3 calamine_cells.py book.xlsx
"""
import json
import sys

from python_calamine import CalamineWorkbook


def main(path):
    book = CalamineWorkbook.from_path(path)
    sheets = {name: book.get_sheet_by_name(name).to_python(skip_empty_area=False) for name in book.sheet_names}
    json.dump(sheets, sys.stdout, ensure_ascii=False, default=str)


if __name__ == "__main__":
    main(sys.argv[1])
