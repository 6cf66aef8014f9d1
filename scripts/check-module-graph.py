#!/usr/bin/env python3
"""Fails when Package.swift declares a dependency arrow that docs/ARCHITECTURE.md §2 does not draw.

Reads the package with `swift package dump-package` and the machine-readable table between the
`module-graph` markers on the page: one line per target, `Target: Dependency, Dependency`
(`-` for none). Every non-test target must be listed, and each of its dependencies must be on
its line. Every file imports only targets (and products) its own target declares directly,
which is stricter than SwiftPM's import check (that one accepts a target reached through
another). Test targets may use any library target plus TestSupport; nothing else may use
TestSupport. Run by `make test`; exits 1 with the offending arrows listed.
"""
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "ARCHITECTURE.md"
TEST_SUPPORT = "TestSupport"


def page_arrows():
    text = PAGE.read_text(encoding="utf-8")
    match = re.search(r"<!-- module-graph:begin -->\s*```text\n(.*?)```\s*<!-- module-graph:end -->", text, re.S)
    if not match:
        sys.exit(f"{PAGE}: no module-graph table between <!-- module-graph:begin --> and <!-- module-graph:end -->")
    arrows = {}
    for number, line in enumerate(match.group(1).splitlines(), 1):
        if not line.strip():
            continue
        target, _, deps = line.partition(":")
        names = [d.strip() for d in deps.split(",") if d.strip() and d.strip() != "-"]
        arrows[target.strip()] = set(names)
    return arrows


IMPORT = re.compile(r"^\s*(?:@testable\s+|@_implementationOnly\s+)?(?:public\s+|package\s+|internal\s+)?import\s+(\w+)", re.M)


def package_targets():
    dump = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout
    targets, folders = {}, {}
    for target in json.loads(dump)["targets"]:
        deps = set()
        for dependency in target.get("dependencies", []):
            for kind in ("byName", "target", "product"):
                if kind in dependency:
                    deps.add(dependency[kind][0])
        targets[target["name"]] = (target["type"], deps)
        default = ("Tests/" if target["type"] == "test" else "Sources/") + target["name"]
        folders[target["name"]] = ROOT / (target.get("path") or default)
    return targets, folders


def undeclared_imports(targets, folders):
    """Imports of a package target or product that the importing target does not declare."""
    known = set(targets) | {"ArgumentParser", "Yams", "Crypto"}
    problems = []
    for name, (kind, deps) in sorted(targets.items()):
        for file in sorted(folders[name].rglob("*.swift")):
            for module in sorted(set(IMPORT.findall(file.read_text(encoding="utf-8")))):
                if module in known and module != name and module not in deps:
                    problems.append(f"{file.relative_to(ROOT)} imports {module}, which {name} does not declare")
    return problems


def main():
    allowed = page_arrows()
    problems = []
    targets, folders = package_targets()
    problems += undeclared_imports(targets, folders)
    for name, (kind, deps) in sorted(targets.items()):
        if kind == "test":
            executables = {d for d in deps if targets.get(d, ("",))[0] == "executable"}
            problems += [f"test target {name} -> executable {d}" for d in sorted(executables)]
            continue
        if name not in allowed:
            problems.append(f"target {name} is not in the table of docs/ARCHITECTURE.md §2")
            continue
        problems += [f"{name} -> {d} is not drawn in docs/ARCHITECTURE.md §2" for d in sorted(deps - allowed[name])]
        if TEST_SUPPORT in deps and name != TEST_SUPPORT:
            problems.append(f"{name} -> {TEST_SUPPORT}: only test targets may use it")
    for name, deps in sorted(allowed.items()):
        if name in targets:
            stale = deps - targets[name][1]
            if stale:
                print(f"note: the page allows {name} -> {', '.join(sorted(stale))}, which Package.swift does not use")
    if problems:
        print("module graph check failed:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 1
    print(f"module graph: {sum(1 for k, _ in targets.values() if k != 'test')} targets, every arrow on the page")
    return 0


if __name__ == "__main__":
    sys.exit(main())
