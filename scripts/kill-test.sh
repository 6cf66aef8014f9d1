#!/usr/bin/env bash
# kill-test.sh N: kills `football-etl run` with SIGKILL N times at random moments (spread over the
# run, and half of the time just after its commit journal appears) and checks after each kill
# that the outputs are all-or-nothing: the next run leaves no temp file, the manifest matches
# every file it lists, and the output folder holds exactly the old set or exactly the new one.
# Two pipelines write the same folder alternately: the demo, and the demo with `nulls: empty`
# and without coaches (so every table changes and the coaches files must go).
# CONFIG=debug uses the debug build; KEEP=1 keeps the scratch folder. Exits 1 on any inconsistency.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:?usage: scripts/kill-test.sh N}
config=${CONFIG:-release}
bin=.build/$config/football-etl
[ -x "$bin" ] || swift build -c "$config" --product football-etl
recordings=pipelines/recordings/demo
if [ ! -f "$recordings/.complete" ]; then
    [ -x ".build/$config/demo-recordings" ] || swift build -c "$config" --product demo-recordings
    ".build/$config/demo-recordings" --leagues 1 --out "$recordings"
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/kill-test.XXXXXX")
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
cp pipelines/demo.yml "$work/old.yml"
sed -e 's/nulls: zero/nulls: empty/' -e '/^  - coaches$/d' pipelines/demo.yml > "$work/new.yml"
if cmp -s "$work/old.yml" "$work/new.yml"; then echo "kill-test: could not derive a second pipeline" >&2; exit 1; fi
export DEMO_RECORDINGS="$PWD/$recordings" OUTPUT_DIR="$work/out" SOURCE_DATE_EPOCH=0
exec python3 - "$runs" "$PWD/$bin" "$work" <<'PY'
import hashlib, os, random, re, signal, subprocess, sys, time

runs, binary, work = int(sys.argv[1]), sys.argv[2], sys.argv[3]
out = os.path.join(work, "out")
journal = os.path.join(out, ".football-etl-commit.journal")
temp_name = re.compile(r"^\..+\.\d+-\d+\.tmp$")
pipelines = {"old": os.path.join(work, "old.yml"), "new": os.path.join(work, "new.yml")}

def run(name, *extra):
    # A run that hangs (a lock never released, say) must fail the test, not stall it.
    try:
        result = subprocess.run([binary, "run", pipelines[name], *extra], capture_output=True, timeout=300)
    except subprocess.TimeoutExpired:
        sys.exit(f"kill-test: `run {name} {' '.join(extra)}` did not finish within 300 s")
    return result.returncode, result.stderr.decode(errors="replace")

def files():
    """Every output file (not temp files, not the journal) by relative path, with its SHA-256."""
    found = {}
    for folder, _, names in os.walk(out):
        for name in names:
            if name.startswith("."):
                continue
            path = os.path.join(folder, name)
            found[os.path.relpath(path, out)] = hashlib.sha256(open(path, "rb").read()).hexdigest()
    return found

def leftovers():
    return [os.path.join(f, n) for f, _, ns in os.walk(out) for n in ns if temp_name.match(n) or n == os.path.basename(journal)]

def manifest_problems():
    import json
    manifest = json.load(open(os.path.join(out, "manifest.json")))
    problems = []
    for entry in manifest["outputs"]:
        path = os.path.join(out, entry["path"])
        if not os.path.exists(path):
            problems.append(f"{entry['path']} is listed but missing")
        elif hashlib.sha256(open(path, "rb").read()).hexdigest() != entry["sha256"]:
            problems.append(f"{entry['path']} does not match its SHA-256 in the manifest")
    return problems

snapshots, durations = {}, []
for name in ["new", "old"]:
    started = time.monotonic()
    code, errors = run(name)
    durations.append(time.monotonic() - started)
    if code != 0:
        sys.exit(f"kill-test: the {name} pipeline failed ({code}): {errors}")
    snapshots[name] = files()
if snapshots["old"] == snapshots["new"]:
    sys.exit("kill-test: the two pipelines give the same outputs, so the test would prove nothing")
full = max(durations)
current, killed_in_commit, inconsistent, finished = "old", 0, 0, 0
random.seed(os.environ.get("KILL_TEST_SEED", "kill-test"))
for index in range(runs):
    target = "new" if current == "old" else "old"
    process = subprocess.Popen([binary, "run", pipelines[target]], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if index % 2 == 0:
        time.sleep(random.uniform(0, full * 1.1))
    else:
        # Wait for the commit to start, then kill within its first milliseconds.
        while process.poll() is None and not os.path.exists(journal):
            time.sleep(0.0002)
        time.sleep(random.uniform(0, 0.004))
    process.send_signal(signal.SIGKILL)
    code = process.wait(timeout=60)
    if code == 0:
        finished += 1
    mid_commit = os.path.exists(journal)
    killed_in_commit += mid_commit
    problems = []
    # Any command that reads outputs finishes an interrupted commit first: check mode here.
    check, errors = run(target, "--check")
    if check not in (0, 1):
        problems.append(f"run --check failed ({check}): {errors.strip()}")
    state = files()
    problems += manifest_problems()
    if state == snapshots[target]:
        current = target
    elif state != snapshots[current]:
        problems.append("the outputs are neither entirely the old set nor entirely the new one")
    elif mid_commit:
        problems.append("a commit whose journal was on disk was not finished")
    code, errors = run(target)
    if code != 0:
        problems.append(f"the next run failed ({code}): {errors.strip()}")
    current = target
    if leftovers():
        problems.append(f"left behind after the next run: {leftovers()}")
    if files() != snapshots[target] or manifest_problems():
        problems.append("the next run's outputs are not the expected set")
    if problems:
        inconsistent += 1
        print(f"run {index + 1} ({target}, mid-commit={mid_commit}): " + "; ".join(problems), file=sys.stderr)
print(f"kill-test: {runs} runs, {killed_in_commit} killed mid-commit, {inconsistent} inconsistent "
      f"({finished} finished before the kill; a full run takes {full:.1f} s)")
sys.exit(1 if inconsistent else 0)
PY
