"""The README is a front page: every link in it and in the pages under docs/ resolves (file and
heading), and every command its keyless first export shows runs as written, from a clean
checkout's point of view (the demo recordings that `make run` generates). Judged by the file
system, the tool's exit codes and DuckDB reading what the commands wrote."""
import os
import re
import shlex
import subprocess
import unicodedata

import duckdb
import pytest

from conftest import ROOT, tool

PAGES = ["README.md"] + sorted(os.path.join("docs", name) for name in os.listdir(os.path.join(ROOT, "docs"))
                               if name.endswith(".md"))
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def github_slug(heading):
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as dashes."""
    text = re.sub(r"`|\*|_(?=\W)|(?<=\W)_", "", heading.strip().lower())
    text = "".join(c for c in text if c in "-_ " or unicodedata.category(c)[0] in "LN")
    return text.replace(" ", "-")


def anchors(path):
    found, seen = set(), {}
    in_code = False
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("```"):
                in_code = not in_code
            match = None if in_code else re.match(r"^#{1,6} (.*)", line)
            if match:
                slug = github_slug(match.group(1))
                count = seen.get(slug, 0)
                found.add(slug if count == 0 else f"{slug}-{count}")
                seen[slug] = count + 1
    return found


def links(path):
    in_code = False
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if line.startswith("```"):
                in_code = not in_code
            if not in_code:
                for target in LINK.findall(line):
                    yield number, target


@pytest.mark.parametrize("page", PAGES)
def test_every_link_resolves(page):
    source = os.path.join(ROOT, page)
    broken = []
    for number, target in links(source):
        if re.match(r"^[a-z]+:", target):
            continue
        file_part, _, anchor = target.partition("#")
        resolved = source if file_part == "" else os.path.normpath(os.path.join(os.path.dirname(source), file_part))
        if not os.path.exists(resolved):
            broken.append(f"{page}:{number}: {target} (no such file)")
        elif anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
            broken.append(f"{page}:{number}: {target} (no such heading)")
    assert broken == []


def test_every_reference_page_is_linked_once_from_the_readme():
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    targets = [target.partition("#")[0] for _, target in links(os.path.join(ROOT, "README.md"))]
    for page in PAGES[1:]:
        assert page in targets, f"README does not link {page}"


def first_export_commands():
    """The shell lines of the README's keyless first export, as written."""
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    section = readme.split("## Your first export", 1)[1].split("\n## ", 1)[0]
    block = section.split("```sh\n", 1)[1].split("```", 1)[0]
    joined = re.sub(r"\\\n\s*", " ", block)
    commands = []
    pending = ""
    for line in joined.splitlines():
        line = pending + line
        if line.count('"') % 2:
            pending = line + "\n"
            continue
        pending = ""
        code = line.split("  #", 1)[0].strip()
        if code:
            commands.append(code)
    return commands


def test_the_keyless_first_export_runs_as_written(tmp_path, demo):
    commands = first_export_commands()
    assert any(c.startswith("football-etl run ") for c in commands), commands
    env = {k: v for k, v in os.environ.items() if k != "API_FOOTBALL_KEY"}
    env["OUTPUT_DIR"] = str(tmp_path / "out")
    env["DEMO_RECORDINGS"] = str(demo["recordings"])  # what `make run` generates in pipelines/recordings/demo
    for command in commands:
        words = shlex.split(command)
        if words[0] == "make":
            continue  # the build and the install: what `make test` itself did
        if words[0] == "duckdb":
            sql = words[words.index("-c") + 1].replace("output/first-export-demo", env["OUTPUT_DIR"])
            rows = duckdb.sql(sql).fetchall()
            assert len(rows) == 5 and all(row[0] for row in rows), rows
            continue
        assert words[0] in ("football-etl", "cat"), command
        program = [tool("football-etl")] if words[0] == "football-etl" else ["cat"]
        result = subprocess.run(program + words[1:], cwd=ROOT, env=env, capture_output=True, text=True)
        assert result.returncode == 0, f"{command}\n{result.stderr}"
