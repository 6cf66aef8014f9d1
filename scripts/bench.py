#!/usr/bin/env python3
"""`make bench`: times the synthetic demo input at 1, 2, 5 and 9 leagues (release build).

Prints one line per input: leagues, matches, wall and CPU seconds, peak memory (max RSS of the
run), rows written per second and the seconds of each phase (`run --timings`). Then the C
reference (bench/replay.c): the 5-league run's libxlsxwriter calls, recorded by the tool
(`FOOTBALL_ETL_XLSX_REPLAY`, bench-only) and made again from C on one core with its temporary
files on /dev/shm, and the tool's 5-league wall time over it; then how long openpyxl takes to
open the largest 5-league workbook (scripts/workbook-open-times.py). Nothing here asserts: the
figures are for people (and the issue notes).
"""
import json
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, ".build", "release")
WORK = os.path.join(ROOT, ".bench")

PIPELINE = """name: bench-{n}
source:
  recorded: {recordings}
scope:
  leagues: [{leagues}]
  seasons: [2023]
extract:
  - leagues
  - fixtures
  - rounds
  - fixture_details
  - standings
  - top_scorers
  - top_assists
  - squads
  - {{players: {{from: [top_scorers, top_assists], seasons: 3}}}}
  - transfers
  - {{head_to_head: {{for: all, last: 5}}}}
  - coaches
load:
  csv: {out}/csv
  ndjson: {out}/ndjson
  xlsx: {{path: "{out}/{{league_slug}}-{{season}}.xlsx", player_sheets: all}}
"""


PHASES = ["parse_decode", "tables", "csv", "ndjson", "xlsx"]


def measure(cmd):
    """Runs cmd; returns (wall s, CPU s, peak RSS MiB, phase seconds) of that child alone.

    The phases come from `run --timings` (one JSON line on stderr); xlsx adds up the seconds of
    the tasks that render workbooks, so on two cores it may exceed its share of the wall time.
    """
    start = time.monotonic()
    child = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    stderr = child.stderr.read()
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.monotonic() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        sys.exit(f"bench: {' '.join(cmd)} exited {child.returncode}:\n{stderr}")
    phases = {}
    for line in stderr.splitlines():
        if line.startswith("{") and '"timings"' in line:
            phases = json.loads(line)["phases"]
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024.0, phases


def bench(leagues):
    recordings = os.path.join(WORK, f"recordings-{leagues}")
    if not os.path.exists(os.path.join(recordings, ".complete")):
        subprocess.run([os.path.join(BIN, "demo-recordings"), "--leagues", str(leagues), "--out", recordings], check=True)
    out = os.path.join(WORK, f"output-{leagues}")
    pipeline = os.path.join(WORK, f"bench-{leagues}.yml")
    ids = ", ".join(str(9001 + i) for i in range(leagues))
    with open(pipeline, "w") as f:
        f.write(PIPELINE.format(n=leagues, recordings=recordings, leagues=ids, out=out))
    wall, cpu, peak, phases = measure([os.path.join(BIN, "football-etl"), "run", pipeline, "--quiet", "--timings"])
    with open(os.path.join(out, "manifest.json")) as f:
        manifest = json.load(f)
    rows = sum(o["rows"] for o in manifest["outputs"] if o["format"] == "csv")
    matches = next((o["rows"] for o in manifest["outputs"] if o["format"] == "csv" and o["table"] == "fixtures"), 0)
    return [leagues, matches, f"{wall:.2f}", f"{cpu:.2f}", f"{peak:.0f}", f"{rows / wall:,.0f}"] + \
        [f"{phases.get(p, 0):.2f}" for p in PHASES]


REFERENCE_LEAGUES = 5
REPLAY_SOURCE = os.path.join(ROOT, "bench", "replay.c")


def build_reference():
    """Compiles bench/replay.c against the installed libxlsxwriter; returns the binary's path."""
    binary = os.path.join(WORK, "replay")
    subprocess.run(["cc", "-O2", "-o", binary, REPLAY_SOURCE, "-lxlsxwriter"], check=True)
    return binary


def record_replays(leagues):
    """Runs the tool once more (untimed) with FOOTBALL_ETL_XLSX_REPLAY set; returns the replay files."""
    folder = os.path.join(WORK, f"replay-{leagues}")
    os.makedirs(folder, exist_ok=True)
    for name in os.listdir(folder):
        os.remove(os.path.join(folder, name))
    pipeline = os.path.join(WORK, f"bench-{leagues}.yml")
    env = dict(os.environ, FOOTBALL_ETL_XLSX_REPLAY=folder)
    subprocess.run([os.path.join(BIN, "football-etl"), "run", pipeline, "--quiet"], check=True, env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return sorted(os.path.join(folder, n) for n in os.listdir(folder) if n.endswith(".replay"))


def time_reference(binary, replays):
    """Seconds the C program takes to write every recorded workbook, on one core (taskset when
    present), its temporary files and workbooks on /dev/shm when it exists."""
    scratch = "/dev/shm" if os.path.isdir("/dev/shm") else WORK
    out = os.path.join(scratch, f"football-etl-bench-{os.getpid()}")
    os.makedirs(out, exist_ok=True)
    cmd = [binary, out] + replays
    if shutil.which("taskset"):
        cmd = ["taskset", "-c", "0"] + cmd
    try:
        start = time.monotonic()
        subprocess.run(cmd, check=True, env=dict(os.environ, TMPDIR=scratch))
        return time.monotonic() - start
    finally:
        shutil.rmtree(out, ignore_errors=True)


def reference(tool_wall):
    """Prints the C reference's time and the tool's 5-league wall time over it."""
    replays = record_replays(REFERENCE_LEAGUES)
    seconds = time_reference(build_reference(), replays)
    print(f"C reference (libxlsxwriter alone, {len(replays)} workbooks, one core, tmpfs): {seconds:.2f} s; "
          f"tool at {REFERENCE_LEAGUES} leagues: {tool_wall:.2f} s = {tool_wall / seconds:.2f}x")


def open_times():
    """Prints openpyxl's open times of the largest 5-league workbook."""
    folder = os.path.join(WORK, f"output-{REFERENCE_LEAGUES}")
    books = [os.path.join(folder, n) for n in os.listdir(folder) if n.endswith(".xlsx")]
    if books:
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "workbook-open-times.py"),
                        max(books, key=os.path.getsize)], check=True)


def main():
    os.makedirs(WORK, exist_ok=True)
    header = ["leagues", "matches", "wall s", "CPU s", "peak MiB", "rows/s"] + [f"{p} s" for p in PHASES]
    rows = [bench(leagues) for leagues in (1, 2, 5, 9)]
    widths = [max(len(str(c)) for c in column) for column in zip(header, *rows)]
    for row in [header] + rows:
        print("  ".join(str(c).rjust(w) for c, w in zip(row, widths)))
    print("rows/s counts the rows of every CSV table; xlsx s adds up both cores' workbook tasks.")
    reference(float(rows[(1, 2, 5, 9).index(REFERENCE_LEAGUES)][2]))
    open_times()


if __name__ == "__main__":
    sys.exit(main())
