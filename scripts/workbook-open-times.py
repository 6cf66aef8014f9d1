#!/usr/bin/env python3
"""Seconds openpyxl takes to open a workbook and read every cell: read-only, then full.

Usage: workbook-open-times.py FILE.xlsx. `make bench` calls it on the largest 5-league
workbook (issue 23 asks for these times before and after).
"""
import sys
import time

import openpyxl


def timed(read_only):
    start = time.monotonic()
    book = openpyxl.load_workbook(sys.argv[1], read_only=read_only)
    cells = sum(1 for sheet in book.worksheets for row in sheet.iter_rows(values_only=True) for _ in row)
    seconds = time.monotonic() - start
    if read_only:
        book.close()
    return seconds, len(book.sheetnames), cells


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: workbook-open-times.py FILE.xlsx")
    for read_only in (True, False):
        seconds, sheets, cells = timed(read_only)
        mode = "read-only" if read_only else "full"
        print(f"openpyxl {mode}: {seconds:.2f} s ({sheets} sheets, {cells:,} cells) {sys.argv[1]}")


if __name__ == "__main__":
    sys.exit(main())
