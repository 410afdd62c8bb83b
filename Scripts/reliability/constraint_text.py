"""Reads the text constraint format of Docs/ConstraintFormat.md (with the edit phase's constraint and `remove N`
lines) into plain Python data, for the kiwisolver and HiGHS oracles of the differential test.

A parsed file is a dict:
  names       variable names in order of first appearance
  build       [("edit", name, strength) | ("add", number, constraint)]
  blocks      [[("suggest", name, value) | ("add", number, constraint) | ("remove", number)]]
where a constraint is (terms {name: coefficient}, constant, relation, strength) meaning
`sum(coefficient * name) + constant relation 0`, and `number` counts the file's constraints from 1.
Strengths are kiwi's numbers, clipped to [0, REQUIRED] as kiwi clips them.
"""
import re
from collections import defaultdict

REQUIRED = 1001001000.0
NAMED = {"required": REQUIRED, "strong": 1e6, "medium": 1e3, "weak": 1.0}
KEYWORDS = ("edit", "suggest", "remove")
TOKEN = re.compile(r"\s*(?:([A-Za-z_][A-Za-z0-9_]*)|((?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|(==|<=|>=|[-+*|]))")


class FormatError(Exception):
    pass


def tokens(line):
    text = line.split("#", 1)[0].rstrip()
    out, pos = [], 0
    while pos < len(text):
        match = TOKEN.match(text, pos)
        if not match or match.end() == pos:
            raise FormatError("unexpected character %r" % text[pos:].strip()[:1])
        out.append(match.group(1) or match.group(2) or match.group(3))
        pos = match.end()
    return out


def is_number(token):
    return token[0].isdigit() or token[0] == "."


def strength(token):
    if token in NAMED:
        return NAMED[token]
    return min(max(float(token), 0.0), REQUIRED)


def parse(text):
    names, seen = [], set()
    build, blocks, block = [], [], []
    count = 0
    in_edit_phase = False

    def var(name):
        if name not in seen:
            seen.add(name)
            names.append(name)
        return name

    def expression(toks, i, terms, const, outer):
        # A binary '+' or '-' and the unary signs after it multiply, so each term reads as: signs, factor.
        while True:
            sign = outer
            while toks[i] in ("+", "-"):
                sign = -sign if toks[i] == "-" else sign
                i += 1
            a = toks[i]
            i += 1
            if i < len(toks) and toks[i] == "*":
                b = toks[i + 1]
                i += 2
                number, name = (float(a), b) if is_number(a) else (float(b), a)
                terms[var(name)] += sign * number
            elif is_number(a):
                const += sign * float(a)
            else:
                terms[var(a)] += sign
            if i >= len(toks) or toks[i] not in ("+", "-"):
                return i, const

    def constraint(toks):
        nonlocal count
        terms = defaultdict(float)
        i, const = expression(toks, 0, terms, 0.0, 1.0)
        relation = toks[i]
        i, const = expression(toks, i + 1, terms, const, -1.0)
        s = strength(toks[i + 1]) if i < len(toks) and toks[i] == "|" else REQUIRED
        count += 1
        return count, (dict(terms), const, relation, s)

    for raw in text.split("\n"):
        raw = raw.rstrip("\r")
        if not in_edit_phase:
            if raw.strip() == "---":
                in_edit_phase = True
                continue
            toks = tokens(raw)
            if not toks:
                continue
            if toks[0] == "edit":
                build.append(("edit", var(toks[1]), strength(toks[2])))
            else:
                number, c = constraint(toks)
                build.append(("add", number, c))
            continue
        if not raw.strip():
            if block:
                blocks.append(block)
            block = []
            continue
        toks = tokens(raw)
        if not toks:
            continue
        if toks[0] == "suggest":
            sign = -1.0 if toks[2:-1].count("-") % 2 else 1.0
            block.append(("suggest", var(toks[1]), sign * float(toks[-1])))
        elif toks[0] == "remove":
            block.append(("remove", int(float(toks[1]))))
        else:
            number, c = constraint(toks)
            block.append(("add", number, c))
    if block:
        blocks.append(block)
    return {"names": names, "build": build, "blocks": blocks}
