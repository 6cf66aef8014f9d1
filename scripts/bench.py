#!/usr/bin/env python3
"""`make bench`: times the demo pipeline (1 league) and the 5-league synthetic input.

Prints wall time, rows written per second, peak memory (max RSS of the run) and requests by
origin for each. Nothing here asserts: the figures are for people (and the issue notes).
"""
import json
import os
import resource
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


def measure(cmd):
    """Runs cmd; returns (wall seconds, peak RSS in MiB of that child)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.monotonic()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    wall = time.monotonic() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    # ru_maxrss is the max over all children so far: run the largest input last.
    return wall, max(peak, before) / 1024.0


def bench(leagues):
    recordings = os.path.join(WORK, f"recordings-{leagues}")
    if not os.path.exists(os.path.join(recordings, ".complete")):
        subprocess.run([os.path.join(BIN, "demo-recordings"), "--leagues", str(leagues), "--out", recordings], check=True)
    size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(recordings) for f in fs)
    out = os.path.join(WORK, f"output-{leagues}")
    pipeline = os.path.join(WORK, f"bench-{leagues}.yml")
    ids = ", ".join(str(9001 + i) for i in range(leagues))
    with open(pipeline, "w") as f:
        f.write(PIPELINE.format(n=leagues, recordings=recordings, leagues=ids, out=out))
    wall, peak = measure([os.path.join(BIN, "football-etl"), "run", pipeline, "--quiet"])
    with open(os.path.join(out, "manifest.json")) as f:
        manifest = json.load(f)
    rows = sum(o["rows"] for o in manifest["outputs"] if o["format"] == "csv")
    print(f"{leagues} league(s): input {size / 1e6:.1f} MB, wall {wall:.2f} s, rows {rows} "
          f"({rows / wall:,.0f} rows/s per format), peak memory {peak:.0f} MiB, "
          f"requests {manifest['requests']}")


def main():
    os.makedirs(WORK, exist_ok=True)
    for leagues in (1, 5):
        bench(leagues)


if __name__ == "__main__":
    sys.exit(main())
