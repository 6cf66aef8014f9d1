"""make bench's C reference writes the same workbook as the tool.

The demo runs again with FOOTBALL_ETL_XLSX_REPLAY set (bench-only: the tool records every
libxlsxwriter call); bench/replay.c, compiled here against the installed libxlsxwriter, makes
those calls from C. The independent reader is libxlsxwriter itself, driven by the C program:
its workbook must be byte for byte the tool's, so the bench's ratio compares equal work.
"""
import os
import shutil
import subprocess

import pytest

from conftest import ROOT, tool


def test_the_c_reference_writes_the_tools_workbook_byte_for_byte(demo, tmp_path):
    if not shutil.which("cc"):
        pytest.fail("cc is missing: make bench and this test compile bench/replay.c")
    replays = tmp_path / "replays"
    replays.mkdir()
    out = tmp_path / "output"
    env = dict(demo["env"], OUTPUT_DIR=str(out), FOOTBALL_ETL_XLSX_REPLAY=str(replays))
    run = subprocess.run([tool("football-etl"), "run", os.path.join(ROOT, "pipelines", "demo.yml"), "--quiet"],
                         env=env, cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    files = sorted(replays.iterdir())
    assert len(files) == 1, files  # the demo has one league-season
    binary = tmp_path / "replay"
    subprocess.run(["cc", "-O2", "-o", str(binary), os.path.join(ROOT, "bench", "replay.c"), "-lxlsxwriter"], check=True)
    written = tmp_path / "written"
    written.mkdir()
    subprocess.run([str(binary), str(written), str(files[0])], check=True, env=dict(os.environ, TMPDIR=str(tmp_path)))
    tool_book = next(p for p in out.iterdir() if p.suffix == ".xlsx")
    c_book = written / (files[0].name + ".xlsx")
    assert c_book.read_bytes() == tool_book.read_bytes()
    # The same run without the variable writes the same workbook: recording changes nothing.
    assert tool_book.read_bytes() == next(p for p in demo["out"].iterdir() if p.suffix == ".xlsx").read_bytes()
