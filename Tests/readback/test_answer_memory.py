"""Peak memory of `football-etl run` over a recording made of tiny values.

The reader is the kernel: each run's peak resident set (ru_maxrss from wait4) is compared with
a run over the real recording it replaces. A 16 MiB answer of zeros used to take over 1 GiB
(an array of 24-byte values, then a node per element); it must be refused within 4 times its
size above the usual footprint, naming the file.
"""
import os
import shutil
import subprocess

from conftest import ROOT, tool

LEAGUES = os.path.join(ROOT, "Tests", "RunTests", "Scenarios", "epl-2024-two-matches", "recordings", "leagues", "_.json")
HEAD = (b'{"get":"leagues","parameters":[],"errors":[],"results":1,'
        b'"paging":{"current":1,"total":1},"response":[')
SIZE = 16 << 20


def pipeline(folder, recordings):
    path = folder / "pipeline.yml"
    path.write_text(f"""name: memory
source:
  recorded: {recordings}
scope:
  leagues: [39]
  seasons: [2024]
extract: [leagues]
load:
  csv: {folder}/out
""")
    return str(path)


def peak_run(folder, recordings):
    """Exit status, stderr and peak resident KiB of one run over `recordings`."""
    with open(folder / "stderr", "wb") as errors:
        process = subprocess.Popen([tool("football-etl"), "run", pipeline(folder, recordings)],
                                   stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(process.pid, 0)
    return os.waitstatus_to_exitcode(status), (folder / "stderr").read_text(), usage.ru_maxrss


def recording(folder, unit):
    """A recordings folder whose leagues answer is `unit` repeated to SIZE bytes."""
    path = folder / "leagues" / "_.json"
    path.parent.mkdir(parents=True)
    with open(path, "wb") as f:
        f.write(HEAD)
        f.write(unit * ((SIZE - len(HEAD) - 3) // len(unit)))
        f.write(b"0]}")
    return str(folder), str(path)


def test_answers_of_tiny_values_are_refused_in_bounded_memory(tmp_path):
    usual = tmp_path / "usual"
    (usual / "rec" / "leagues").mkdir(parents=True)
    shutil.copy(LEAGUES, usual / "rec" / "leagues" / "_.json")
    code, errors, baseline = peak_run(usual, usual / "rec")
    assert code == 0, errors

    for name, unit in [("zeros", b"0,"), ("nested", b"[0],"), ("objects", b'{"a":0},')]:
        case = tmp_path / name
        case.mkdir()
        recordings, path = recording(case / "rec", unit)
        code, errors, peak = peak_run(case, recordings)
        assert code == 65, errors
        assert path in errors and "too many small values" in errors, errors
        grown = (peak - baseline) * 1024
        assert grown <= 4 * SIZE, f"{name}: peak {peak} KiB, {grown / SIZE:.1f} times the answer above the usual {baseline} KiB"
