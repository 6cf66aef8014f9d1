#!/usr/bin/env bash
# fuzz.sh [--smoke] [SECONDS [HARNESS…]]: builds the fuzz harnesses in fuzz/ with libFuzzer and
# AddressSanitizer and runs each for SECONDS (default 60) on a seed corpus made from the project's
# own pipeline files and JSON answers (the files git tracks). Harnesses: FuzzPipelineLoader (YAML
# pipeline text → Pipeline or placed errors), FuzzJSONParser (bytes → JSON value → writer → same
# value), FuzzRecordingDecoder (a recording → its dataset's models), FuzzConvert (up to four
# recordings → every table, as `convert` builds them); name some to run only those.
#
# A long run (`make fuzz`) is a release build and keeps its corpus in .build/fuzz/corpus/ between
# runs. `--smoke` (`make fuzz-smoke`, part of `make test`) is a debug build, quicker to compile
# from a fresh clone, and runs every harness at once, each from the seeds alone. Either way a
# crash, a trap, a timeout or an input over the memory limit stops the harness with its input
# saved in a temp folder outside the repository, which the script names and keeps; it then exits
# 1. Leak detection is off, in libFuzzer and at exit: Swift keeps one-time allocations (type
# metadata, error boxes, lazily built globals) that LeakSanitizer reports; growth is caught by
# -rss_limit_mb.
set -euo pipefail
cd "$(dirname "$0")/.."
config=release
if [ "${1:-}" = --smoke ]; then config=debug; shift; fi
seconds=${1:-60}
harnesses=(FuzzPipelineLoader FuzzJSONParser FuzzRecordingDecoder FuzzConvert)
[ $# -gt 1 ] && harnesses=("${@:2}")

# The harnesses reach `package` declarations with `@testable import`, which a debug build allows
# by default; lld links the sanitizer runtimes without gold's warnings about their local symbols.
flags=(--package-path fuzz --scratch-path ".build/fuzz/$config" -c "$config"
       -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
[ "$config" = release ] && flags+=(-Xswiftc -enable-testing)
started=$SECONDS
for harness in "${harnesses[@]}"; do swift build "${flags[@]}" --product "$harness" >&2; done
echo "fuzz: $config build of ${#harnesses[@]} harness(es) took $((SECONDS - started))s" >&2
bin=$(swift build "${flags[@]}" --show-bin-path)

work=$(mktemp -d "${TMPDIR:-/tmp}/football-etl-fuzz.XXXXXX")
status=0
trap '[ "$status" = 0 ] && rm -rf "$work"' EXIT

# Seed corpora, one file per distinct content: every tracked pipeline file, every tracked JSON file
# (recorded answers above all), and NUL-joined pairs of them for convert.
mkdir -p "$work/seeds"/{yaml,json,convert}
seed() { git ls-files -z -- "$@" | xargs -0 sha1sum | while read -r digest path; do cp "$path" "$seeds/$digest"; done; }
seeds="$work/seeds/yaml" seed '*.yml' '*.yaml'
seeds="$work/seeds/json" seed '*.json'
python3 - "$work/seeds/json" "$work/seeds/convert" <<'PY'
import os, sys
source, target = sys.argv[1], sys.argv[2]
files = sorted(os.listdir(source))
for index, name in enumerate(files):
    partner = files[(index * 7 + 3) % len(files)]
    with open(os.path.join(target, f"{index:04d}"), "wb") as out:
        out.write(open(os.path.join(source, name), "rb").read() + b"\0" + open(os.path.join(source, partner), "rb").read())
PY
for kind in yaml json convert; do
    count=$(find "$work/seeds/$kind" -type f | wc -l)
    [ "$count" -ge 10 ] || { echo "fuzz: only $count $kind seed(s): has the project's files moved?" >&2; status=1; exit 1; }
done

run() {
    local harness=$1 seeds=$2
    local corpus="$work/corpus/$harness" findings="$work/findings/$harness" log="$work/$harness.log" failed=0
    [ "$config" = release ] && corpus=".build/fuzz/corpus/$harness"
    mkdir -p "$corpus" "$findings"
    echo "fuzz: $harness for ${seconds}s on $(find "$seeds" -type f | wc -l) seeds" >&2
    if ! ASAN_OPTIONS=detect_leaks=0 "$bin/$harness" "$corpus" "$seeds" -max_total_time="$seconds" -rss_limit_mb=2048 -max_len=262144 \
        -timeout=10 -detect_leaks=0 -artifact_prefix="$findings/" -print_final_stats=1 2> "$log"; then
        tail -n 40 "$log" >&2
        echo "fuzz: $harness FOUND A PROBLEM; input(s) in $findings, log in $log" >&2
        failed=1
    fi
    grep -E '^stat::number_of_executed_units|^stat::peak_rss_mb' "$log" | sort -u | sed "s/^/fuzz: $harness /" >&2 || true
    return $failed
}
running=()
for harness in "${harnesses[@]}"; do
    case $harness in
        FuzzPipelineLoader) kind=yaml ;;
        FuzzConvert) kind=convert ;;
        *) kind=json ;;
    esac
    # A smoke run's harnesses share the machine's cores (each is one process); a long run gives
    # each harness the whole machine in turn.
    if [ "$config" = debug ]; then
        run "$harness" "$work/seeds/$kind" &
        running+=($!)
    else
        run "$harness" "$work/seeds/$kind" || status=1
    fi
done
for pid in "${running[@]}"; do wait "$pid" || status=1; done
echo "fuzz: build and runs took $((SECONDS - started))s" >&2
exit $status
