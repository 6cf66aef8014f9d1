#!/usr/bin/env python3
"""Writes this scenario's recordings/ from the bundled scenario's (see README.md).

    python3 make_recordings.py

The two matches of ../epl-2024-two-matches, with their details split into the four per-match
answers most apps save (`fixtures/events`, `fixtures/lineups`, `fixtures/statistics`,
`fixtures/players`, each `?fixture=ID`). Deterministic: the same input gives the same bytes.
"""
import json
import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
BUNDLED = os.path.join(HERE, "..", "epl-2024-two-matches", "recordings")
PARTS = ("events", "lineups", "statistics", "players")


def write(relative, value):
    path = os.path.join(HERE, "recordings", relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(value, indent=2, ensure_ascii=False) + "\n")


def main():
    shutil.rmtree(os.path.join(HERE, "recordings"), ignore_errors=True)
    with open(os.path.join(BUNDLED, "fixtures", "ids=1208021-1208140.json"), encoding="utf-8") as f:
        bundle = json.load(f)["response"]
    for item in bundle:
        fixture = str(item["fixture"]["id"])
        for part in PARTS:
            response = item[part]
            write(f"fixtures_{part}/fixture={fixture}.json", {
                "get": f"fixtures/{part}", "parameters": {"fixture": fixture}, "errors": [],
                "results": len(response), "paging": {"current": 1, "total": 1}, "response": response,
            })


if __name__ == "__main__":
    main()
