"""Reader of the solver-neutral workload format (../shared/bench/FORMAT.md) and evaluator of a solution's
violations, shared by kiwi_harness.py and compare.py. Standard library only.

A workload is a build phase (``edit NAME strength`` declarations and ``lhs relop rhs [| strength]`` constraints,
in file order), ``---``, then blocks of ``suggest NAME value`` lines separated by blank lines.
"""
import re

REQUIRED = 1001001000.0  # kiwi's strength::create(1000, 1000, 1000)
STRENGTHS = {"required": REQUIRED, "strong": 1e6, "medium": 1e3, "weak": 1.0}
RELOPS = ("==", "<=", ">=")
_TOKEN = re.compile(r"\s*(?:([A-Za-z_][A-Za-z0-9_]*)|((?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)"
                    r"|(==|<=|>=|[-+*|]))")


class FormatError(Exception):
    """A syntax error, with the line number in its message."""


class Constraint:
    """``sum(coefficient * variable) + constant  op  0`` at ``strength`` (kiwi's scale)."""
    __slots__ = ("terms", "constant", "op", "strength", "line")

    def __init__(self, terms, constant, op, strength, line):
        self.terms, self.constant, self.op, self.strength, self.line = terms, constant, op, strength, line

    @property
    def is_required(self):
        return self.strength >= REQUIRED

    def error(self, values):
        """The value of the left side minus the right side under ``values`` (a dict name -> value)."""
        return sum(c * values[n] for n, c in self.terms) + self.constant

    def violation(self, values):
        """How far the constraint is from holding: |e| for ==, max(0, e) for <=, max(0, -e) for >=."""
        e = self.error(values)
        if self.op == "==":
            return abs(e)
        return max(0.0, e) if self.op == "<=" else max(0.0, -e)

    def scale(self, values):
        """The magnitude of the terms, for a tolerance relative to the constraint's size."""
        return sum(abs(c * values[n]) for n, c in self.terms) + abs(self.constant)


class Workload:
    """A parsed workload: ``names`` in order of first appearance, ``statements`` in file order (each
    ``("edit", name, strength)`` or ``("constraint", Constraint)``), and ``blocks`` of ``(name, value)``."""

    def __init__(self, text):
        self.names, self.statements, self.blocks = [], [], []
        seen = set()

        def use(name):
            if name not in seen:
                seen.add(name)
                self.names.append(name)

        edit_phase, block = False, []
        for number, raw in enumerate(text.splitlines(), 1):
            line = raw.split("#", 1)[0].strip()
            if not edit_phase and line == "---":
                edit_phase = True
                continue
            if not line:
                # A blank line ends a block; a comment-only line does not.
                if edit_phase and block and not raw.strip():
                    self.blocks.append(block)
                    block = []
                continue
            tokens = _tokenize(line, number)
            if edit_phase:
                block.append(_parse_suggest(tokens, number, seen))
            elif tokens[0] == ("NAME", "edit"):
                if len(tokens) != 3 or tokens[1][0] != "NAME":
                    raise FormatError("line %d: expected 'edit NAME strength'" % number)
                use(tokens[1][1])
                self.statements.append(("edit", tokens[1][1], _strength(tokens[2], number)))
            else:
                constraint = _parse_constraint(tokens, number)
                for name, _ in constraint.terms:
                    use(name)
                self.statements.append(("constraint", constraint))
        if block:
            self.blocks.append(block)

    @property
    def constraints(self):
        return [s[1] for s in self.statements if s[0] == "constraint"]

    @property
    def edits(self):
        return [(s[1], s[2]) for s in self.statements if s[0] == "edit"]


def _tokenize(line, number):
    tokens, pos = [], 0
    while pos < len(line):
        m = _TOKEN.match(line, pos)
        if not m or m.end() == pos:
            if not line[pos:].strip():
                break
            raise FormatError("line %d: unexpected character %r" % (number, line[pos]))
        if m.group(1):
            tokens.append(("NAME", m.group(1)))
        elif m.group(2):
            tokens.append(("NUM", float(m.group(2))))
        else:
            tokens.append(("OP", m.group(3)))
        pos = m.end()
    return tokens


def _strength(token, number):
    kind, value = token
    if kind == "NUM":
        return min(max(value, 0.0), REQUIRED)  # kiwi clips to [0, required]
    if kind == "NAME" and value in STRENGTHS:
        return STRENGTHS[value]
    raise FormatError("line %d: bad strength %r" % (number, value))


def _parse_suggest(tokens, number, declared):
    if tokens[0] != ("NAME", "suggest") or len(tokens) < 3 or tokens[1][0] != "NAME":
        raise FormatError("line %d: expected 'suggest NAME value'" % number)
    pos, sign = 2, 1.0
    while pos < len(tokens) and tokens[pos] in (("OP", "+"), ("OP", "-")):
        sign = -sign if tokens[pos][1] == "-" else sign
        pos += 1
    if pos + 1 != len(tokens) or tokens[pos][0] != "NUM":
        raise FormatError("line %d: bad suggested value" % number)
    if tokens[1][1] not in declared:
        raise FormatError("line %d: unknown variable %s" % (number, tokens[1][1]))
    return tokens[1][1], sign * tokens[pos][1]


def _parse_constraint(tokens, number):
    terms = []
    pos, constant = _parse_expression(tokens, 0, 1.0, terms, 0.0, number)
    if pos >= len(tokens) or tokens[pos][0] != "OP" or tokens[pos][1] not in RELOPS:
        raise FormatError("line %d: expected ==, <= or >=" % number)
    op = tokens[pos][1]
    pos, constant = _parse_expression(tokens, pos + 1, -1.0, terms, constant, number)
    strength = REQUIRED
    if pos < len(tokens):
        if tokens[pos] != ("OP", "|") or pos + 2 != len(tokens):
            raise FormatError("line %d: expected '| strength'" % number)
        strength = _strength(tokens[pos + 1], number)
    return Constraint(terms, constant, op, strength, number)


def _parse_expression(tokens, pos, side, terms, constant, number):
    """expr := term (('+'|'-') term)*; term := ('+'|'-')* (NUM ['*' NAME] | NAME ['*' NUM]).
    Terms are appended to ``terms`` multiplied by ``side`` (+1 left, -1 right); returns (pos, constant)."""
    first = True
    while True:
        at_end = pos >= len(tokens) or (tokens[pos][0] == "OP" and tokens[pos][1] in RELOPS + ("|",))
        if at_end:
            if first:
                raise FormatError("line %d: empty expression" % number)
            return pos, constant
        sign = 1.0
        if not first:
            if tokens[pos] not in (("OP", "+"), ("OP", "-")):
                raise FormatError("line %d: expected + or -" % number)
            sign = -1.0 if tokens[pos][1] == "-" else 1.0
            pos += 1
        while pos < len(tokens) and tokens[pos] in (("OP", "+"), ("OP", "-")):
            sign = -sign if tokens[pos][1] == "-" else sign
            pos += 1
        if pos >= len(tokens):
            raise FormatError("line %d: expected a term" % number)
        kind, value = tokens[pos]
        pos += 1
        star = pos < len(tokens) and tokens[pos] == ("OP", "*")
        if kind == "NUM" and star:
            if pos + 1 >= len(tokens) or tokens[pos + 1][0] != "NAME":
                raise FormatError("line %d: expected a name after *" % number)
            terms.append((tokens[pos + 1][1], side * sign * value))
            pos += 2
        elif kind == "NUM":
            constant += side * sign * value
        elif kind == "NAME":
            coefficient = 1.0
            if star:
                if pos + 1 >= len(tokens) or tokens[pos + 1][0] != "NUM":
                    raise FormatError("line %d: expected a number after *" % number)
                coefficient = tokens[pos + 1][1]
                pos += 2
            terms.append((value, side * sign * coefficient))
        else:
            raise FormatError("line %d: unexpected %r" % (number, value))
        first = False


def strength_label(strength):
    """A readable name for a strength on kiwi's scale."""
    for name, value in STRENGTHS.items():
        if strength == value:
            return name
    return "%g" % strength


def violation_report(workload, states):
    """Evaluates a solution: for each state (after the build, then after each block) a dict with
    ``required_max`` (the largest relative violation of a required constraint), ``by_strength``
    (strength -> sum of |violation| over the non-required constraints) and ``edit`` (strength -> sum of the edit
    variables' distances from their current suggestion; 0 before the first suggest, as in kiwi).
    ``states`` is a list of dicts name -> value."""
    constraints = workload.constraints
    edits = workload.edits
    suggested = {name: 0.0 for name, _ in edits}
    report = []
    for index, values in enumerate(states):
        if index > 0:
            for name, value in workload.blocks[index - 1]:
                suggested[name] = value
        required_max, by_strength, edit = 0.0, {}, {}
        for c in constraints:
            v = c.violation(values)
            if c.is_required:
                required_max = max(required_max, v / (1.0 + c.scale(values)))
            else:
                by_strength[c.strength] = by_strength.get(c.strength, 0.0) + v
        for name, strength in edits:
            edit[strength] = edit.get(strength, 0.0) + abs(values[name] - suggested[name])
        report.append({"required_max": required_max, "by_strength": by_strength, "edit": edit})
    return report
