"""What a new user meets first: help that names every format, examples that name pipeline files
which exist, and `make install`/`make uninstall`. Judged by the installed files on disk and the
text the installed binary prints."""
import os
import re
import subprocess

from conftest import ROOT, tool

FORMATS = ["CSV", "NDJSON", "Parquet", "SQLite", "XLSX"]
COMMANDS = ["run", "validate", "plan", "record", "convert", "leagues", "schema"]


def help_text(*command):
    result = subprocess.run([tool("football-etl"), *command, "--help"], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_help_names_every_format():
    text = " ".join(help_text().split())
    for name in FORMATS:
        assert name in text, f"--help does not name {name}"
    run = " ".join(help_text("run").split())
    for name in FORMATS:
        assert name in run, f"run --help does not name {name}"


def test_every_example_names_a_pipeline_file_that_exists():
    named = set()
    for command in [()] + [(c,) for c in COMMANDS]:
        named.update(re.findall(r"pipelines/[\w.-]+\.yml", help_text(*command)))
    assert named, "no help text names a pipeline file"
    missing = sorted(path for path in named if not os.path.exists(os.path.join(ROOT, path)))
    assert missing == []


def test_the_first_export_pipeline_is_valid():
    env = dict(os.environ, API_FOOTBALL_KEY="a-key-for-validation-only")
    result = subprocess.run([tool("football-etl"), "validate", "pipelines/first-export.yml"],
                            capture_output=True, text=True, cwd=ROOT, env=env)
    assert result.returncode == 0, result.stderr


def test_make_install_puts_the_tool_and_completions_on_path_and_uninstall_removes_them(tmp_path):
    prefix = tmp_path / "prefix"
    subprocess.run(["make", "-s", "install", f"PREFIX={prefix}", f"BIN={tool('football-etl')}"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    installed = sorted(str(p.relative_to(prefix)) for p in prefix.rglob("*") if p.is_file())
    assert installed == [
        "bin/football-etl",
        "share/bash-completion/completions/football-etl",
        "share/fish/vendor_completions.d/football-etl.fish",
        "share/zsh/site-functions/_football-etl",
    ]
    env = dict(os.environ, PATH=f"{prefix}/bin:{os.environ['PATH']}")
    version = subprocess.run(["football-etl", "--version"], capture_output=True, text=True, env=env, check=True)
    assert re.fullmatch(r"\d+\.\d+\.\d+\n", version.stdout)
    assert "run" in (prefix / "share/bash-completion/completions/football-etl").read_text()
    assert "#compdef football-etl" in (prefix / "share/zsh/site-functions/_football-etl").read_text()
    subprocess.run(["make", "-s", "uninstall", f"PREFIX={prefix}"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    assert [p for p in prefix.rglob("*") if p.is_file()] == []


def keyless(tmp_path, *args):
    """The CLI with API_FOOTBALL_KEY unset, in an empty folder (so no cache answers anything)."""
    env = {k: v for k, v in os.environ.items() if k != "API_FOOTBALL_KEY"}
    return subprocess.run([tool("football-etl"), *args], capture_output=True, text=True, cwd=tmp_path, env=env)


def test_help_names_the_keyless_first_export():
    assert "pipelines/first-export-demo.yml" in help_text()


def test_validate_and_plan_need_no_key_and_say_what_does(tmp_path):
    pipeline = os.path.join(ROOT, "pipelines", "first-export.yml")
    validate = keyless(tmp_path, "validate", pipeline)
    assert validate.returncode == 0, validate.stderr
    plan = keyless(tmp_path, "plan", pipeline)
    assert plan.returncode == 0, plan.stderr
    said = " ".join((plan.stdout + plan.stderr).split())
    assert re.search(r"\b3 request\(s\) need the network and a key, and those that depend on their answers: "
                     r"API_FOOTBALL_KEY is not set", said), said
    offline = keyless(tmp_path, "plan", pipeline, "--offline")
    assert offline.returncode == 66, offline.stderr
    assert "nothing stored answers 3 request(s)" in " ".join(offline.stderr.split())


def test_the_key_message_suggests_no_default(tmp_path):
    pipeline = os.path.join(ROOT, "pipelines", "first-export.yml")
    for args in [("run", pipeline), ("leagues", "--pipeline", pipeline, "--search", "premier")]:
        result = keyless(tmp_path, *args)
        assert result.returncode == 78, (args, result.stderr)
        assert "environment variable 'API_FOOTBALL_KEY' is not set" in result.stderr
        assert ":-" not in result.stderr, result.stderr
        assert "never gets a default" in result.stderr



def run_first_export_demo(tmp_path, recordings, extract=None):
    """`run` of pipelines/first-export-demo.yml (its `extract:` replaced when given) over the
    shared demo recordings; returns the output folder."""
    text = open(os.path.join(ROOT, "pipelines", "first-export-demo.yml")).read()
    if extract:
        text = re.sub(r"^extract: .*$", f"extract: {extract}", text, flags=re.M)
    pipeline = tmp_path / "pipeline.yml"
    pipeline.write_text(text)
    out = tmp_path / ("out-" + str(len(list(tmp_path.glob("out-*")))))
    env = dict(os.environ, DEMO_RECORDINGS=str(recordings), OUTPUT_DIR=str(out))
    result = subprocess.run([tool("football-etl"), "run", str(pipeline)], capture_output=True, text=True, cwd=tmp_path, env=env)
    assert result.returncode == 0, result.stderr
    return out


def test_the_leagues_catalog_is_written_only_when_named(tmp_path, demo_recordings):
    out = run_first_export_demo(tmp_path, demo_recordings)
    tables = sorted(name[:-4] for name in os.listdir(out / "csv"))
    assert tables == ["events", "fixtures", "lineups", "player_match_stats", "squad_season_stats", "standings", "team_match_stats"]
    named = run_first_export_demo(tmp_path, demo_recordings, "[leagues, fixtures, fixture_details, standings]")
    assert "leagues.csv" in os.listdir(named / "csv")


def test_a_mistyped_command_gets_a_suggestion(tmp_path):
    result = keyless(tmp_path, "runn", "pipelines/demo.yml")
    assert result.returncode == 64, result.stderr
    assert "unknown command 'runn'; did you mean 'run'?" in result.stderr


def test_help_examples_are_not_wrapped_mid_command_at_80_columns():
    env = dict(os.environ, COLUMNS="80")
    for command in [()] + [(c,) for c in COMMANDS]:
        text = subprocess.run([tool("football-etl"), *command, "--help"], capture_output=True, text=True, cwd=ROOT,
                              env=env, check=True).stdout
        block = text.split("Example", 1)[1].split("\n\n", 1)[0].splitlines()[1:] if "Example" in text else []
        for line in block:
            assert line.startswith("  ") and len(line) <= 80, (command, line)


def test_prune_without_a_postgres_load_is_a_usage_error(tmp_path):
    result = keyless(tmp_path, "run", os.path.join(ROOT, "pipelines", "first-export-demo.yml"), "--prune")
    assert result.returncode == 64, result.stderr
    assert "--prune" in result.stderr and "names no postgres" in result.stderr
    assert not (tmp_path / "output").exists()


def test_validate_on_a_postgres_only_pipeline_says_what_it_writes(tmp_path):
    pipeline = tmp_path / "pg.yml"
    pipeline.write_text("name: pgonly\nsource: {recorded: rec}\nscope: {leagues: [9001], seasons: [2023]}\n"
                        "extract: [fixtures]\nload: {postgres: {url: \"\", schema: football}}\n")
    result = keyless(tmp_path, "validate", str(pipeline))
    assert result.returncode == 0, result.stderr
    assert "writes postgres schema football (connection from the PG* variables)." in result.stderr + result.stdout
