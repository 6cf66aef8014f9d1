"""Runs the demo pipeline once per test session with the debug build, into a temp folder.

The read-back tests then check its outputs with independent readers: Python's csv and json,
DuckDB, and openpyxl. `make test` builds the binaries before pytest runs.
"""
import json
import os
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.path.join(ROOT, ".build", "debug")


def tool(name):
    path = os.path.join(BIN, name)
    if not os.path.exists(path):
        pytest.fail(f"{path} is missing: run `swift build` (make test does) before pytest")
    return path


@pytest.fixture(scope="session", autouse=True)
def private_cache(tmp_path_factory):
    """Every run's stored league-seasons go to this session's temp folder, never ~/.cache."""
    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("xdg-cache"))


@pytest.fixture(scope="session")
def demo(tmp_path_factory):
    """The demo export: a dict with the output folder, the manifest, and the run's stderr."""
    base = tmp_path_factory.mktemp("demo")
    recordings = base / "recordings"
    subprocess.run([tool("demo-recordings"), "--leagues", "1", "--out", str(recordings)],
                   check=True, stdout=subprocess.DEVNULL)
    out = base / "output"
    env = dict(os.environ, DEMO_RECORDINGS=str(recordings), OUTPUT_DIR=str(out), SOURCE_DATE_EPOCH="1700000000")
    run = subprocess.run([tool("football-etl"), "run", os.path.join(ROOT, "pipelines", "demo.yml")],
                         env=env, cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    with open(out / "manifest.json") as f:
        manifest = json.load(f)
    return {"out": out, "manifest": manifest, "stderr": run.stderr, "recordings": recordings, "env": env}
