#!/usr/bin/env bash
# fuzz.sh [SECONDS [HARNESS…]]: builds the fuzz harnesses in fuzz/ with libFuzzer and AddressSanitizer and
# runs each for SECONDS (default 60) on a seed corpus made from the project's own pipeline files
# and recorded API answers. A crash, a trap, a leak or an input over the memory limit stops the
# harness with its input saved under .build/fuzz/findings/<harness>/; the script then exits 1.
# Harnesses: FuzzPipelineLoader (YAML pipeline text → Pipeline or placed errors), FuzzJSONParser
# (bytes → JSON value → writer → same value), FuzzRecordingDecoder (a recording → its dataset's
# models), FuzzConvert (up to four recordings → every table, as `convert` builds them); name some
# to run only those. Leak detection is off: Swift's runtime keeps one-time allocations (type
# metadata, error boxes) that LeakSanitizer reports at exit; growth is caught by -rss_limit_mb.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
work=.build/fuzz
swift package resolve >/dev/null   # the fuzz package takes Yams from the main package's checkout
harnesses=(FuzzPipelineLoader FuzzJSONParser FuzzRecordingDecoder FuzzConvert)
[ $# -gt 1 ] && harnesses=("${@:2}")
flags=(--package-path fuzz -c release -Xswiftc -sanitize=fuzzer,address)
for harness in "${harnesses[@]}"; do swift build "${flags[@]}" --product "$harness" >&2; done
bin=$(swift build "${flags[@]}" --show-bin-path)

# Seed corpora: every pipeline file, every recorded answer, and pairs of answers for convert.
rm -rf "$work/seeds" && mkdir -p "$work/seeds"/{yaml,json,convert}
find pipelines Tests -name '*.yml' -type f -exec cp --backup=numbered -t "$work/seeds/yaml" {} +
find Tests -path '*Fixtures*' -name '*.json' -type f -exec cp --backup=numbered -t "$work/seeds/json" {} +
python3 - "$work/seeds/json" "$work/seeds/convert" <<'PY'
import os, sys
source, target = sys.argv[1], sys.argv[2]
files = sorted(os.listdir(source))
for index, name in enumerate(files):
    partner = files[(index * 7 + 3) % len(files)]
    with open(os.path.join(target, f"{index:04d}"), "wb") as out:
        out.write(open(os.path.join(source, name), "rb").read() + b"\0" + open(os.path.join(source, partner), "rb").read())
PY

status=0
run() {
    local harness=$1 seeds=$2
    local corpus="$work/corpus/$harness" findings="$work/findings/$harness"
    mkdir -p "$corpus" "$findings"
    echo "fuzz: $harness for ${seconds}s" >&2
    if ! "$bin/$harness" "$corpus" "$seeds" -max_total_time="$seconds" -rss_limit_mb=2048 -max_len=262144 \
        -timeout=10 -detect_leaks=0 -artifact_prefix="$findings/" -print_final_stats=1 2> "$work/$harness.log"; then
        echo "fuzz: $harness FOUND A PROBLEM; input(s) in $findings, log in $work/$harness.log" >&2
        status=1
    fi
    grep -E '^stat::number_of_executed_units|^stat::peak_rss_mb' "$work/$harness.log" | sort -u | sed "s/^/fuzz: $harness /" >&2 || true
}
for harness in "${harnesses[@]}"; do
    case $harness in
        FuzzPipelineLoader) run "$harness" "$work/seeds/yaml" ;;
        FuzzConvert) run "$harness" "$work/seeds/convert" ;;
        *) run "$harness" "$work/seeds/json" ;;
    esac
done
exit $status
