#!/usr/bin/env python3
"""Lists the public symbols that have no `///` doc comment, and exits 1 if there are any.

Usage: undocumented_symbols.py SYMBOL_GRAPH_FILE...

Reads symbol graphs written by `swift package dump-symbol-graph --skip-synthesized-members` (public symbols only,
without the members the compiler synthesizes, such as `hash(into:)` or `!=`; extension blocks are skipped, their
members are not). A symbol is documented when its entry
carries a `docComment`; a member that implements a documented protocol requirement or overrides a documented method
inherits that comment, as it does in the rendered documentation.
"""

import json
import sys


def undocumented(path):
    with open(path, encoding="utf-8") as file:
        graph = json.load(file)
    for symbol in graph["symbols"]:
        if symbol["kind"]["identifier"] == "swift.extension":
            continue  # an extension block: its members are listed (and checked) on their own
        comment = symbol.get("docComment", {})
        text = "".join(line.get("text", "") for line in comment.get("lines", []))
        if text.strip():
            continue
        location = symbol.get("location", {})
        uri = location.get("uri", "?").removeprefix("file://")
        line = location.get("position", {}).get("line", 0) + 1
        name = ".".join(symbol["pathComponents"])
        yield f"{uri}:{line}: public {symbol['kind']['displayName'].lower()} {name} has no /// doc comment"


def main():
    problems = [problem for path in sys.argv[1:] for problem in undocumented(path)]
    for problem in problems:
        print(problem)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
