"""A commit journal planted in committed exports cannot make `run` or `run --check` touch files
outside the export folder. Judged by the file system (os.listdir, file bytes) and the exit code."""
import hashlib
import json
import os
import shutil
import subprocess

from conftest import ROOT, tool


def plant(tmp_path, demo, steps):
    out = tmp_path / "output"
    shutil.copytree(demo["out"], out)
    victim = tmp_path / "victim"
    victim.mkdir()
    (victim / "precious.txt").write_text("precious")
    (out / "payload.txt").write_text("payload")
    journal = out / ".football-etl-commit.journal"
    journal.write_text(json.dumps({"commit_journal": 1, "steps": steps}))
    return out, victim


def run(demo, out, *flags):
    env = dict(demo["env"], OUTPUT_DIR=str(out))
    return subprocess.run([tool("football-etl"), "run", os.path.join(ROOT, "pipelines", "demo.yml"), *flags],
                          env=env, cwd=ROOT, capture_output=True, text=True)


def test_a_journal_step_outside_the_folder_stops_run_and_check_with_65(tmp_path, demo):
    precious_sha = hashlib.sha256(b"precious").hexdigest()
    for steps in ([{"move": "payload.txt", "to": "../victim/owned.txt"}],
                  [{"remove": "../victim/precious.txt", "sha256": precious_sha}]):
        for flags in ((), ("--check",)):
            base = tmp_path / f"case{len(os.listdir(tmp_path))}"
            base.mkdir()
            out, victim = plant(base, demo, steps)
            before = sorted(os.listdir(out))
            result = run(demo, out, *flags)
            assert result.returncode == 65, result.stderr
            assert ".football-etl-commit.journal" in result.stderr and "steps[0]" in result.stderr
            assert sorted(os.listdir(victim)) == ["precious.txt"]
            assert (victim / "precious.txt").read_text() == "precious"
            assert sorted(os.listdir(out)) == before
