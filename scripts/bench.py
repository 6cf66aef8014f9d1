#!/usr/bin/env python3
"""`make bench`: times the synthetic demo input at 1, 2, 5 and 9 leagues (release build), and the
5-league input with and without `load.postgres` into a server the bench starts (initdb).

Prints one line per input: leagues, matches, wall and CPU seconds, peak memory (max RSS of the
run), rows written per second and the seconds of each phase (`run --timings`). Then the C
reference (bench/replay.c): the 5-league run's libxlsxwriter calls, recorded by the tool
(`FOOTBALL_ETL_XLSX_REPLAY`, bench-only) and made again from C on one core with its temporary
files on /dev/shm, and the tool's 5-league wall time over it; then how long openpyxl takes to
open the largest 5-league workbook (scripts/workbook-open-times.py). Nothing here asserts: the
figures are for people (and the issue notes).
"""
import hashlib
import json
import re
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
    # --full: a cold run's figures, whatever an earlier bench left in the store.
    wall, cpu, peak, phases = measure([os.path.join(BIN, "football-etl"), "run", pipeline, "--quiet", "--timings", "--full"])
    with open(os.path.join(out, "manifest.json")) as f:
        manifest = json.load(f)
    rows = sum(o["rows"] for o in manifest["outputs"] if o["format"] == "csv")
    matches = next((o["rows"] for o in manifest["outputs"] if o["format"] == "csv" and o["table"] == "fixtures"), 0)
    return [leagues, matches, f"{wall:.2f}", f"{cpu:.2f}", f"{peak:.0f}", f"{rows / wall:,.0f}"] + \
        [f"{phases.get(p, 0):.2f}" for p in PHASES]


# --- PostgreSQL (issue 25): the 5-league run with and without `load.postgres` -----------------

def postgres_binaries():
    """The folder of initdb and pg_ctl: `pg_config --bindir`, else Debian's newest versioned one."""
    try:
        folder = subprocess.run(["pg_config", "--bindir"], capture_output=True, text=True, check=True).stdout.strip()
        if os.path.exists(os.path.join(folder, "initdb")):
            return folder
    except (OSError, subprocess.CalledProcessError):
        pass
    base = "/usr/lib/postgresql"
    for version in sorted(os.listdir(base) if os.path.isdir(base) else [], key=lambda v: int(v) if v.isdigit() else 0, reverse=True):
        if os.path.exists(os.path.join(base, version, "bin", "initdb")):
            return os.path.join(base, version, "bin")
    sys.exit("bench: no PostgreSQL server binaries (install the postgresql package, or run `make test-deps`)")


def postgres_command(binaries, name, args):
    """Runs a server program, as the postgres user under root (initdb refuses root)."""
    command = [os.path.join(binaries, name)] + args
    if os.getuid() == 0:
        command = ["runuser", "-u", "postgres", "--"] + command
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def start_postgres():
    """initdb into a temporary folder and a server on a Unix socket there (no TCP); returns
    (folder, binaries, the URL of an empty database `bench`)."""
    import socket
    import tempfile
    binaries = postgres_binaries()
    folder = tempfile.mkdtemp(prefix="football-etl-bench-pg-")
    os.chmod(folder, 0o755)
    if os.getuid() == 0:
        subprocess.run(["chown", "-R", "postgres:postgres", folder], check=True)
    data = os.path.join(folder, "data")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    postgres_command(binaries, "initdb", ["-D", data, "-U", "postgres", "--auth-local=trust", "-E", "UTF8", "--locale=C", "--no-sync"])
    options = f"-k {folder} -p {port} -c listen_addresses=''"
    postgres_command(binaries, "pg_ctl", ["-D", data, "-l", os.path.join(folder, "log"), "-o", options, "-w", "start"])
    subprocess.run(["psql", "-X", "-q", "-h", folder, "-p", str(port), "-U", "postgres", "-d", "postgres", "-c", "CREATE DATABASE bench"],
                   check=True, stdout=subprocess.DEVNULL)
    return folder, binaries, f"postgresql://postgres@/bench?host={folder}&port={port}"


def stop_postgres(folder, binaries):
    import shutil
    postgres_command(binaries, "pg_ctl", ["-D", os.path.join(folder, "data"), "-m", "fast", "-w", "stop"])
    shutil.rmtree(folder, ignore_errors=True)


def bench_postgres(leagues=5):
    """The `leagues`-league run three times: without PostgreSQL, loading into an empty database,
    and again over the same input (a merge that changes no row). Prints rows/s (CSV rows over
    wall seconds, as above) and the wall seconds of the database part (`run --timings`' postgres
    phase: the transaction with its COPY, merges and commit)."""
    recordings = os.path.join(WORK, f"recordings-{leagues}")
    if not os.path.exists(os.path.join(recordings, ".complete")):
        subprocess.run([os.path.join(BIN, "demo-recordings"), "--leagues", str(leagues), "--out", recordings], check=True)
    ids = ", ".join(str(9001 + i) for i in range(leagues))
    folder, binaries, url = start_postgres()
    try:
        results = []
        for label, database in (("files only", None), ("+ postgres, empty", url), ("+ postgres, rerun", url)):
            out = os.path.join(WORK, f"output-pg-{leagues}")
            pipeline = os.path.join(WORK, f"bench-pg-{leagues}.yml")
            text = PIPELINE.format(n=leagues, recordings=recordings, leagues=ids, out=out)
            if database:
                text += f'  postgres: {{url: "{database}", schema: football}}\n'
            with open(pipeline, "w") as f:
                f.write(text)
            # --full: the three runs build the same league-seasons; only the database differs.
            wall, _, peak, phases = measure([os.path.join(BIN, "football-etl"), "run", pipeline, "--quiet", "--timings", "--full"])
            with open(os.path.join(out, "manifest.json")) as f:
                manifest = json.load(f)
            rows = sum(o["rows"] for o in manifest["outputs"] if o["format"] == "csv")
            results.append([label, f"{rows:,}", f"{wall:.2f}", f"{rows / wall:,.0f}", f"{phases.get('postgres', 0):.2f}", f"{peak:.0f}"])
            if label == "+ postgres, empty":
                reference = psql_copy_seconds(folder, url, out)
    finally:
        stop_postgres(folder, binaries)
    header = [f"{leagues} leagues", "rows", "wall s", "rows/s", "database s", "peak MiB"]
    widths = [max(len(str(c)) for c in column) for column in zip(header, *results)]
    print()
    for row in [header] + results:
        print("  ".join(str(c).rjust(w) for c, w in zip(row, widths)))
    empty = float(results[1][4])
    print(f"psql \\copy of the same CSV files into the same tables (keys, indexes, foreign keys), one transaction: "
          f"{reference:.2f} s; the load into an empty schema takes {empty / reference:.2f}x that")


def psql_copy_seconds(folder, url, out):
    """The reference for the database part: the schema the empty load made (tables, keys,
    indexes, foreign keys; not the load history) made again in a new database, then every CSV
    file copied into its table by `psql \\copy` in one transaction. Returns its wall seconds."""
    import csv as csv_module
    host, port = folder, url.rsplit("port=", 1)[1]
    server = ["-h", host, "-p", port, "-U", "postgres"]
    connect = ["-X", "-q", *server]
    ddl = subprocess.run(["pg_dump", *server, "-d", "bench", "-s", "-n", "football", "-T", "football.football_etl_loads"],
                         check=True, capture_output=True, text=True).stdout
    subprocess.run(["psql", *connect, "-d", "postgres", "-c", "DROP DATABASE IF EXISTS reference", "-c", "CREATE DATABASE reference"],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run(["psql", *connect, "-d", "reference", "-v", "ON_ERROR_STOP=1"], input=ddl, check=True, text=True,
                   stdout=subprocess.DEVNULL)
    lines = ["BEGIN;"]
    csv = os.path.join(out, "csv")
    for name in sorted(os.listdir(csv)):
        with open(os.path.join(csv, name), encoding="utf-8", newline="") as f:
            header = next(csv_module.reader(f))
        columns = ", ".join('"' + c.replace('"', '""') + '"' for c in header)
        lines.append(f"\\copy football.\"{name[:-4]}\" ({columns}) FROM '{os.path.join(csv, name)}' WITH (FORMAT csv, HEADER true, NULL '')")
    lines.append("COMMIT;")
    start = time.monotonic()
    subprocess.run(["psql", *connect, "-d", "reference", "-v", "ON_ERROR_STOP=1"], input="\n".join(lines) + "\n", check=True,
                   text=True, stdout=subprocess.DEVNULL)
    return time.monotonic() - start
    print("database s: the load's transaction (COPY into temporary tables, merges, commit), from `run --timings`.")
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
    # --full: every workbook rendered (a league-season reused from the store writes no calls).
    subprocess.run([os.path.join(BIN, "football-etl"), "run", pipeline, "--quiet", "--full"], check=True, env=env,
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
                # A digest, not the bytes: this process's size would count in the next runs'
                # peak memory (a forked child's maximum RSS starts at its parent's).
                with open(path, "rb") as f:
                    found[path] = (hashlib.sha256(f.read()).hexdigest(), os.stat(path).st_mtime_ns)
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
    print()
    print("\n".join(bench_reruns()))
    bench_postgres()
    reference(float(rows[(1, 2, 5, 9).index(REFERENCE_LEAGUES)][2]))
    open_times()


if __name__ == "__main__":
    sys.exit(main())
