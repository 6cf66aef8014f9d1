#!/usr/bin/env python3
"""`make bench`: times the synthetic demo input at 1, 2, 5 and 9 leagues (release build).

Prints one line per input: leagues, matches, wall and CPU seconds, peak memory (max RSS of the
run), rows written per second and the seconds of each phase (`run --timings`). Nothing here
asserts: the figures are for people (and the issue notes).
"""
import json
import re
import os
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
    # --full: a cold run's figures, whatever an earlier bench left in the store.
    wall, cpu, peak, phases = measure([os.path.join(BIN, "football-etl"), "run", pipeline, "--quiet", "--timings", "--full"])
    with open(os.path.join(out, "manifest.json")) as f:
        manifest = json.load(f)
    rows = sum(o["rows"] for o in manifest["outputs"] if o["format"] == "csv")
    matches = next((o["rows"] for o in manifest["outputs"] if o["format"] == "csv" and o["table"] == "fixtures"), 0)
    return [leagues, matches, f"{wall:.2f}", f"{cpu:.2f}", f"{peak:.0f}", f"{rows / wall:,.0f}"] + \
        [f"{phases.get(p, 0):.2f}" for p in PHASES]


def bench_reruns(leagues=9):
    """The store at work (README "Reruns"): a cold run, an unchanged rerun, and a rerun after one
    league-season's standings changed, each wall time with its ratio to the cold run's, and whether
    the files whose bytes did not change kept their modification times."""
    source = os.path.join(WORK, f"recordings-{leagues}")
    recordings = os.path.join(WORK, f"reruns-recordings-{leagues}")
    out = os.path.join(WORK, f"reruns-output-{leagues}")
    store = os.path.join(WORK, f"reruns-store-{leagues}")
    for folder in (recordings, out, store):
        subprocess.run(["rm", "-rf", folder], check=True)
    subprocess.run(["cp", "-al", source, recordings], check=True)
    pipeline = os.path.join(WORK, f"reruns-{leagues}.yml")
    ids = ", ".join(str(9001 + i) for i in range(leagues))
    with open(pipeline, "w") as f:
        f.write(PIPELINE.format(n=leagues, recordings=recordings, leagues=ids, out=out) + f"  store: {{path: {store}}}\n")
    command = [os.path.join(BIN, "football-etl"), "run", pipeline, "--quiet", "--timings"]

    def files():
        found = {}
        for root, _, names in os.walk(out):
            for name in names:
                path = os.path.join(root, name)
                with open(path, "rb") as f:
                    found[path] = (f.read(), os.stat(path).st_mtime_ns)
        return found

    cold, _, _, cold_phases = measure(command)
    before = files()
    lines = [f"cold run: {cold:.2f} s ({', '.join(f'{p} {cold_phases.get(p, 0):.2f}' for p in PHASES)})"]
    for label, change in (("unchanged rerun", None), ("one league-season changed", "standings/league=9001&season=2023.json")):
        if change:
            path = os.path.join(recordings, change)
            with open(path) as f:
                text = f.read()
            os.remove(path)  # a hard link to the shared recordings: write a new file
            with open(path, "w") as f:
                f.write(re.sub(r'"points": (\d+)', lambda m: f'"points": {int(m.group(1)) + 1}', text, count=1))
        wall, _, _, phases = measure(command)
        after = files()
        # Not the manifest: every committing run sets its mtime, as the stamp of its last success.
        kept = all(after[p][1] == before[p][1] for p in before
                   if p in after and after[p][0] == before[p][0] and not p.endswith("manifest.json"))
        lines.append(f"{label}: {wall:.2f} s = {wall / cold:.0%} of cold; unchanged files kept their mtimes: {kept}; "
                     f"parse_decode {phases.get('parse_decode', 0):.2f} s")
        before = after
    return lines


def main():
    os.makedirs(WORK, exist_ok=True)
    if sys.argv[1:] == ["reruns"]:
        bench(9)
        print("\n".join(bench_reruns()))
        return 0
    header = ["leagues", "matches", "wall s", "CPU s", "peak MiB", "rows/s"] + [f"{p} s" for p in PHASES]
    rows = [bench(leagues) for leagues in (1, 2, 5, 9)]
    widths = [max(len(str(c)) for c in column) for column in zip(header, *rows)]
    for row in [header] + rows:
        print("  ".join(str(c).rjust(w) for c, w in zip(row, widths)))
    print("rows/s counts the rows of every CSV table; xlsx s adds up both cores' workbook tasks.")
    print("\n".join(bench_reruns()))


if __name__ == "__main__":
    sys.exit(main())
