#!/usr/bin/env python3
"""Seconds openpyxl takes to open a workbook and read every cell: read-only, then full (wall
time, and this process's CPU time, which a busy machine inflates less).

Usage: workbook-open-times.py FILE.xlsx. `make bench` calls it on the largest 5-league
workbook (issue 23 asks for these times before and after).
"""
import sys
import time

import openpyxl


def timed(read_only):
    start, cpu = time.monotonic(), time.process_time()
    book = openpyxl.load_workbook(sys.argv[1], read_only=read_only)
    cells = sum(1 for sheet in book.worksheets for row in sheet.iter_rows(values_only=True) for _ in row)
    seconds, cpu = time.monotonic() - start, time.process_time() - cpu
    if read_only:
        book.close()
    return seconds, cpu, len(book.sheetnames), cells


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: workbook-open-times.py FILE.xlsx")
    for read_only in (True, False):
        seconds, cpu, sheets, cells = timed(read_only)
        mode = "read-only" if read_only else "full"
        print(f"openpyxl {mode}: {seconds:.2f} s wall, {cpu:.2f} s CPU ({sheets} sheets, {cells:,} cells) {sys.argv[1]}")


if __name__ == "__main__":
    sys.exit(main())
