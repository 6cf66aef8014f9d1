#!/usr/bin/env python3
"""Fails when Package.swift declares a dependency arrow that docs/ARCHITECTURE.md §2 does not draw.

Reads the package with `swift package dump-package` and the machine-readable table between the
`module-graph` markers on the page: one line per target, `Target: Dependency, Dependency`
(`-` for none). Every non-test target must be listed, and each of its dependencies must be on
its line. Every file imports only targets (and products) its own target declares directly,
which is stricter than SwiftPM's import check (that one accepts a target reached through
another). Test targets may use any library target plus TestSupport; nothing else may use
TestSupport. Run by `make test`; exits 1 with the offending arrows listed.

The fuzz package (fuzz/) is checked against the main one: it must take the main package's
modules through the main package's library products, never compile a copy or a symlink of
Sources/ (a second graph that drifts); every file there imports only what its target declares;
and every library product of the main package is one target of its own name that the fuzz
package uses (the products exist for it alone).
"""
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "ARCHITECTURE.md"
FUZZ = ROOT / "fuzz"
TEST_SUPPORT = "TestSupport"
EXTERNAL_PRODUCTS = {"ArgumentParser", "Yams", "Crypto"}


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


def dump_package(folder):
    return json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=folder, check=True,
                                     capture_output=True, text=True).stdout)


def package_targets(dump, root):
    """Each target's (type, direct dependencies) and folder; a product dependency counts by product name."""
    targets, folders = {}, {}
    for target in dump["targets"]:
        deps = set()
        for dependency in target.get("dependencies", []):
            for kind in ("byName", "target", "product"):
                if kind in dependency:
                    deps.add(dependency[kind][0])
        targets[target["name"]] = (target["type"], deps)
        default = ("Tests/" if target["type"] == "test" else "Sources/") + target["name"]
        folders[target["name"]] = root / (target.get("path") or default)
    return targets, folders


def undeclared_imports(targets, folders, root, known=()):
    """Imports of a package target or product that the importing target does not declare."""
    known = set(targets) | EXTERNAL_PRODUCTS | set(known)
    problems = []
    for name, (kind, deps) in sorted(targets.items()):
        for file in sorted(folders[name].rglob("*.swift")):
            for module in sorted(set(IMPORT.findall(file.read_text(encoding="utf-8")))):
                if module in known and module != name and module not in deps:
                    problems.append(f"{file.relative_to(root)} imports {module}, which {name} does not declare")
    return problems


def fuzz_dump_target(dump, name):
    return next(target for target in dump["targets"] if target["name"] == name)


def fuzz_package_problems(main_dump, fuzz_dump, root):
    """Where the fuzz package stops taking the main package's modules from the main manifest."""
    main_targets = {target["name"] for target in main_dump["targets"]}
    products = {product["name"]: product for product in main_dump["products"]}
    libraries = {name for name, product in products.items() if "library" in product["type"]}
    fuzz_root = root / "fuzz"
    targets, folders = package_targets(fuzz_dump, fuzz_root)
    problems, used = [], set()
    for name, (kind, deps) in sorted(targets.items()):
        if name in main_targets:
            problems.append(f"fuzz target {name} compiles the main package's {name} a second time; "
                            f"depend on .main(\"{name}\") instead")
        folder = folders[name]
        outside = [path for path in [folder, *sorted(folder.rglob("*"))]
                   if path.is_symlink() or fuzz_root.resolve() not in path.resolve().parents]
        if outside:
            problems.append(f"fuzz target {name} reaches outside fuzz/ through {outside[0].relative_to(root)}; "
                            f"take main-package code through its library products")
        for dependency in fuzz_dump_target(fuzz_dump, name).get("dependencies", []):
            product, package = dependency.get("product", dependency.get("byName", [None, None]))[:2]
            if product in libraries and product not in targets:
                used.add(product)
            elif package == "football-etl":
                problems.append(f"fuzz target {name} uses {product}, which is not a library product of the main package")
    problems += undeclared_imports(targets, folders, root, known=main_targets)
    for name in sorted(libraries):
        if products[name]["targets"] != [name]:
            problems.append(f"main library product {name} must be the one target {name}, "
                            f"not {', '.join(products[name]['targets'])}")
        if name not in used:
            problems.append(f"main library product {name} is used by no fuzz target; drop it from Package.swift")
    return problems


def upward_problems(arrows):
    """The page's rule that the table reads top-down: a target depends only on targets drawn
    above it (external products aside), so nothing above depends on anything below."""
    problems, above = [], set()
    for name, deps in arrows.items():
        problems += [f"{name} -> {d}: {d} is not drawn above {name} in docs/ARCHITECTURE.md §2"
                     for d in sorted(deps - EXTERNAL_PRODUCTS - above)]
        above.add(name)
    return problems


def main():
    allowed = page_arrows()
    problems = upward_problems(allowed)
    main_dump = dump_package(ROOT)
    targets, folders = package_targets(main_dump, ROOT)
    problems += undeclared_imports(targets, folders, ROOT)
    problems += fuzz_package_problems(main_dump, dump_package(FUZZ), ROOT)
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
    print(f"module graph: {sum(1 for k, _ in targets.values() if k != 'test')} targets, every arrow on the page; "
          f"the fuzz package takes them through the main package's products")
    return 0


if __name__ == "__main__":
    sys.exit(main())
