#!/usr/bin/env python3
"""Prints the package's library targets, one a line, each after the targets it depends on.

Reads `swift package dump-package` on standard input. A library target is one that a `.library` product names.
The order lets `docc convert` be given the archives of a target's dependencies (`--dependency`) so that
cross-module links such as ``/Trellis/Window`` resolve.
"""

import json
import sys


def dependency_names(target):
    names = []
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def main():
    package = json.load(sys.stdin)
    targets = {target["name"]: target for target in package["targets"]}
    libraries = []
    for product in package["products"]:
        if "library" in product["type"]:
            libraries.extend(name for name in product["targets"] if name not in libraries)

    ordered = []

    def visit(name):
        if name in ordered or name not in targets:
            return
        for dependency in dependency_names(targets[name]):
            visit(dependency)
        ordered.append(name)

    for name in libraries:
        visit(name)
    for name in ordered:
        if name in libraries:
            print(name)


if __name__ == "__main__":
    main()
