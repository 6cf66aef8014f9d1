"""Reads a log file and fails unless every non-empty line is one JSON object (Python's json module).

Prints the number of lines read. Run as a script: python3 json_lines.py stderr.txt
"""
import json
import sys


def main(path):
    count = 0
    with open(path, encoding="utf-8") as log:
        for number, line in enumerate(log, start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as error:
                sys.exit(f"line {number} is not JSON ({error}): {line[:200]!r}")
            if not isinstance(record, dict):
                sys.exit(f"line {number} is not a JSON object: {line[:200]!r}")
            count += 1
    print(count)


if __name__ == "__main__":
    main(sys.argv[1])
