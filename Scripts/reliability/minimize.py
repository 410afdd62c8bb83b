#!/usr/bin/env python3
"""Shrinks a system that `differential.py` reports as a disagreement to a few lines that still disagree the same way.

Usage: .venv/bin/python Scripts/reliability/minimize.py --trellis .build/debug/trellis [--strict] FILE SMALL.txt

Removes lines (delta debugging, one line then halves) while Trellis still fails with the same category: a crash, a
required constraint left unsatisfied, or an objective above HiGHS's optimum. kiwi is not consulted (it may crash);
HiGHS judges alone. `remove N` lines follow their constraint: dropping a constraint drops its removals and renumbers
the rest.
"""
import argparse
import os
import re
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import differential  # noqa: E402


def render(items):
    """items: [(kind, text, key)] with key the constraint identity for 'constraint' and 'remove' items."""
    numbers, lines = {}, []
    for kind, text, key in items:
        if kind == "constraint":
            numbers[key] = len(numbers) + 1
    for kind, text, key in items:
        lines.append("remove %d" % numbers[key] if kind == "remove" else text)
    return "\n".join(lines) + "\n"


def items_of(text):
    items, numbered, in_edit = [], [], False
    for line in text.split("\n"):
        stripped = line.split("#", 1)[0].strip()
        if not in_edit and stripped == "---":
            items.append(("separator", line, None))
            in_edit = True
        elif not stripped:
            if in_edit and not line.strip():
                items.append(("blank", line, None))
        elif stripped.startswith("edit ") or stripped.startswith("suggest "):
            items.append(("fixed", line, None))
        elif re.match(r"remove\s+\d", stripped):
            items.append(("remove", line, numbered[int(stripped.split()[1]) - 1]))
        else:
            numbered.append(len(items))
            items.append(("constraint", line, len(items)))
    return items


def category(binary, text, strict=False):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(text)
    try:
        result = differential.run_trellis(binary, f.name, strict=strict)
        if strict:
            return differential.judge_strict(text, result)[0]
        return differential.judge(text, result, None)[0]
    except Exception:  # noqa: BLE001 (a judge error is not the failure being minimised)
        return "judge-error"
    finally:
        os.unlink(f.name)


def minimize(binary, text, strict=False):
    items = items_of(text)
    wanted = category(binary, text, strict)
    if not wanted.startswith("FAIL"):
        raise SystemExit("the file does not fail: %s" % wanted)

    def keeps(candidate):
        keys = {key for kind, _, key in candidate if kind == "constraint"}
        candidate = [i for i in candidate if i[0] != "remove" or i[2] in keys]
        return category(binary, render(candidate), strict) == wanted, candidate

    chunk = max(1, len(items) // 2)
    while chunk >= 1:
        start, changed = 0, False
        while start < len(items):
            candidate = items[:start] + items[start + chunk:]
            if any(i[0] == "separator" for i in items[start:start + chunk]):
                start += chunk
                continue
            ok, cleaned = keeps(candidate)
            if ok:
                items, changed = cleaned, True
            else:
                start += chunk
        if not changed:
            chunk //= 2
    return render(items), wanted


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--trellis", default=".build/debug/trellis")
    parser.add_argument("--strict", action="store_true",
                        help="shrink a disagreement of `trellis solve --strict` (differential.py --strict)")
    parser.add_argument("file")
    parser.add_argument("output")
    args = parser.parse_args()
    with open(args.file) as f:
        small, wanted = minimize(args.trellis, f.read(), args.strict)
    with open(args.output, "w") as f:
        f.write(small)
    sys.stderr.write("%s: %d lines, still %s\n" % (args.output, small.count("\n"), wanted))
