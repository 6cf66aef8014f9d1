#!/usr/bin/env python3
"""Writes this scenario's recordings/ from two real API-Football responses (see README.md).

    python3 make_recordings.py [SAMPLES_DIR]    (default: /work/shared/api-football-samples)

Deterministic: the same samples always give the same bytes.
"""
import json
import os
import sys

SAMPLES = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/api-football-samples"
CATALOG = "leagues/premier-league-id-39-all-seasons.json"
SOURCES = [
    "fixtures/epl-2024-manutd-fulham-1208021-full-seoul-tz.json",
    "fixtures/epl-2024-mancity-tottenham-1208140-full.json",
]
DETAILS = ("events", "lineups", "statistics", "players")
HERE = os.path.dirname(os.path.abspath(__file__))


def envelope(parameters, response):
    return {"get": "fixtures", "parameters": parameters, "errors": [], "results": len(response),
            "paging": {"current": 1, "total": 1}, "response": response}


def write(relative, value):
    path = os.path.join(HERE, "recordings", relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(value, indent=2, ensure_ascii=False) + "\n")


def main():
    full = []
    for source in SOURCES:
        with open(os.path.join(SAMPLES, source), encoding="utf-8") as f:
            full.extend(json.load(f)["response"])
    full.sort(key=lambda item: item["fixture"]["id"])
    listed = [{key: value for key, value in item.items() if key not in DETAILS} for item in full]
    ids = "-".join(str(item["fixture"]["id"]) for item in full)
    write("fixtures/league=39&season=2024.json", envelope({"league": "39", "season": "2024"}, listed))
    write(f"fixtures/ids={ids}.json", envelope({"ids": ids}, full))
    # The planner reads the leagues catalog (`leagues`, no parameters) for coverage; the
    # `leagues?id=39` answer stands in for it, its parameters set to what the catalog call sends.
    with open(os.path.join(SAMPLES, CATALOG), encoding="utf-8") as f:
        catalog = json.load(f)
    catalog["parameters"] = []
    write("leagues/_.json", catalog)


if __name__ == "__main__":
    main()
