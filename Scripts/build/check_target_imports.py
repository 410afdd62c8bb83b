#!/usr/bin/env python3
"""Fails when a target imports one of the package's modules without naming it among its own dependencies.

Reads `swift package dump-package` on standard input and scans each target's Swift files for `import M` and
`@testable import M` where M is another target of this package. Such an import compiles (the module is there through
another dependency), but SwiftPM's native build only reruns a target's compilation when one of its *declared*
dependencies' modules changes (swift-package-manager issue 10483). When the imported module's struct layout changes
without its declared intermediary's interface changing, the importer's objects keep the old layout, and the linker
may keep their copy of a compiler-generated function shared by every module (the outlined copy of `Solver`), so every
caller in the process copies the value with the old offsets: this is how `swift test --sanitize=address` came to
crash at the first `Solver()` on 2026-12-02 (Docs/Reliability.md, "Sanitizers and concurrency").

Usage: swift package dump-package | python3 Scripts/build/check_target_imports.py
Prints one line per missing dependency and exits 1 if there is any.
"""

import json
import os
import re
import sys

IMPORT = re.compile(r"^\s*(?:@testable\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let)\s+)?(\w+)")


def dependency_names(target):
    """The names of the targets and products the target depends on directly."""
    names = []
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def default_path(target):
    """Where SwiftPM looks for a target's sources when the manifest gives no path."""
    folder = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(folder, target["name"])


def imported_modules(path):
    """The modules the Swift files under `path` import, each with the first file that imports it."""
    modules = {}
    for folder, _, files in os.walk(path):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            file = os.path.join(folder, name)
            with open(file, encoding="utf-8") as source:
                for line in source:
                    match = IMPORT.match(line)
                    if match:
                        modules.setdefault(match.group(1), file)
    return modules


def main():
    package = json.load(sys.stdin)
    targets = package["targets"]
    modules = {target["name"] for target in targets}
    missing = []
    for target in targets:
        declared = set(dependency_names(target))
        path = target.get("path") or default_path(target)
        for module, file in sorted(imported_modules(path).items()):
            if module in modules and module != target["name"] and module not in declared:
                missing.append(f"{file}: imports {module}, which target {target['name']} does not list")
    for line in missing:
        print(line)
    if missing:
        print("Add each module to its target's dependencies in Package.swift (see Scripts/build/check_target_imports.py)")
        sys.exit(1)


if __name__ == "__main__":
    main()
