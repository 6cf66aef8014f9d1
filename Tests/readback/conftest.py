"""Shared exports for the read-back tests, made once per pytest run.

The binaries are those in $FOOTBALL_ETL_BUILD (`make test` names its optimised test build
there), else the debug build in .build/debug.

The read-back tests check the tool's outputs with independent readers: Python's csv and json,
DuckDB, and openpyxl. `make test` builds the binaries before pytest runs, and runs pytest with
two workers (pytest-xdist); a shared folder is made once for the whole run, whichever worker
asks first, and the others wait for it (`made_once`). Shared folders are read-only: a test that
changes files works on a copy.
"""
import fcntl
import json
import os
import shutil
import subprocess

import openpyxl
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.environ.get("FOOTBALL_ETL_BUILD") or os.path.join(ROOT, ".build", "debug")


def tool(name):
    path = os.path.join(BIN, name)
    if not os.path.exists(path):
        pytest.fail(f"{path} is missing: run `swift build` (make test does) before pytest")
    return path


def made_once(tmp_path_factory, name, make):
    """The folder `name`, filled by `make(folder)` once per pytest run, across xdist workers too.

    Under xdist every worker has its own temp folder below one the run's workers share; the
    first worker to ask makes the folder under a lock, the others wait and reuse it. A `make` that
    fails leaves no mark, so the next asker tries again and reports the same failure."""
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent
    shared = base / "shared"
    shared.mkdir(parents=True, exist_ok=True)
    folder = shared / name
    with open(shared / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (shared / f"{name}.made").exists():
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir()
            make(folder)
            (shared / f"{name}.made").touch()
    return folder


def write_demo_recordings(leagues, folder):
    subprocess.run([tool("demo-recordings"), "--leagues", str(leagues), "--out", str(folder)],
                   check=True, stdout=subprocess.DEVNULL)


@pytest.fixture(scope="session", autouse=True)
def private_cache(tmp_path_factory):
    """Every run's stored league-seasons go to this session's temp folder, never ~/.cache."""
    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("xdg-cache"))


@pytest.fixture(scope="session")
def demo_recordings(tmp_path_factory):
    """The generated demo season, one league (9001, 2023): read-only, copy it to change it."""
    return made_once(tmp_path_factory, "demo-recordings-1", lambda folder: write_demo_recordings(1, folder))


@pytest.fixture(scope="session")
def two_league_recordings(tmp_path_factory):
    """The generated demo season of two leagues (9001 and 9002, 2023): read-only."""
    return made_once(tmp_path_factory, "demo-recordings-2", lambda folder: write_demo_recordings(2, folder))


def demo_environment(recordings, out):
    return dict(os.environ, DEMO_RECORDINGS=str(recordings), OUTPUT_DIR=str(out), SOURCE_DATE_EPOCH="1700000000")


@pytest.fixture(scope="session")
def demo(tmp_path_factory, demo_recordings):
    """The demo export: a dict with the output folder, the manifest, the run's stderr, the
    recordings and the run's environment (for running the demo pipeline again elsewhere)."""

    def run_demo(folder):
        run = subprocess.run([tool("football-etl"), "run", os.path.join(ROOT, "pipelines", "demo.yml")],
                             env=demo_environment(demo_recordings, folder / "output"), cwd=ROOT, capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        (folder / "stderr.txt").write_text(run.stderr)

    base = made_once(tmp_path_factory, "demo", run_demo)
    out = base / "output"
    with open(out / "manifest.json") as f:
        manifest = json.load(f)
    return {"out": out, "manifest": manifest, "stderr": (base / "stderr.txt").read_text(), "recordings": demo_recordings,
            "env": demo_environment(demo_recordings, out)}


@pytest.fixture(scope="session")
def demo_workbook(demo):
    """The demo export's season workbook as openpyxl reads it, loaded once per worker: read-only."""
    paths = list(demo["out"].glob("*.xlsx"))
    assert [p.name for p in paths] == ["premier-division-2023.xlsx"]
    return openpyxl.load_workbook(paths[0])
