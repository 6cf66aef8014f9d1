"""Copies the two-match recordings, adding to every team's statistics one whose name is 80
bytes long once normalised, longer than PostgreSQL's 63-byte identifiers.

Usage: long_statistic.py SOURCE_RECORDINGS TARGET_RECORDINGS
"""
import json
import pathlib
import shutil
import sys

NAME = "Expected goals on target from set pieces excluding penalties per ninety minutes"


def main():
    source, target = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    shutil.copytree(source, target)
    path = target / "fixtures" / "ids=1208021-1208140.json"
    envelope = json.loads(path.read_text(encoding="utf-8"))
    for item in envelope["response"]:
        for number, team in enumerate(item.get("statistics") or []):
            team["statistics"].append({"type": NAME, "value": number + 1})
    path.write_text(json.dumps(envelope, ensure_ascii=False, indent=2, sort_keys=True), encoding="utf-8")


if __name__ == "__main__":
    main()
