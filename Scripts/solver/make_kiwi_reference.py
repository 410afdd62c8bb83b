#!/usr/bin/env python3
"""Writes reference values for a workload in the text constraint format, from oracles outside Trellis.

Usage:  python3 -m venv /tmp/kv && /tmp/kv/bin/pip install kiwisolver scipy
        /tmp/kv/bin/python Scripts/solver/make_kiwi_reference.py Tests/TrellisSolverTests/Fixtures/enaml_like.txt

Writes FILE.reference next to FILE. For each phase (the build, then every suggest block) it records:
  - kiwisolver's value of every variable (variables created in order of first appearance, as kiwi's own
    benchmark creates them);
  - whether the optimum fixes the variable: an LP (scipy's HiGHS) finds an optimum and its dual; the variable is
    then minimised and maximised over the optimal face (the feasible points in complementary slackness with that
    dual); it is fixed when both agree within 1e-6;
  - kiwisolver's total violation per strength.
Format:  '# phase N' then 'VAR NAME VALUE FIXED(0|1)' lines, then 'TOTAL STRENGTH VALUE' lines.
"""
import re
import sys
from collections import defaultdict

import kiwisolver as kw
import numpy as np
from scipy.optimize import linprog

REQUIRED = 1001001000.0
NAMED = {"required": REQUIRED, "strong": 1e6, "medium": 1e3, "weak": 1.0}
TOKEN = re.compile(r"\s*(?:([A-Za-z_]\w*)|((?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|(==|<=|>=|[-+*|]))")


def tokens(text):
    text = text.split("#", 1)[0]
    out, pos = [], 0
    while pos < len(text.rstrip()):
        m = TOKEN.match(text, pos)
        out.append(m.group(1) or m.group(2) or m.group(3))
        pos = m.end()
    return out


def strength(tok):
    return NAMED[tok] if tok in NAMED else min(max(float(tok), 0.0), REQUIRED)


def parse(path):
    names, edits, cons, blocks, block, phase = [], [], [], [], [], 0

    def var(n):
        if n not in names:
            names.append(n)
        return n

    def expr(toks, i):
        terms, const = defaultdict(float), 0.0
        while i < len(toks) and toks[i] not in ("==", "<=", ">=", "|"):
            sign = 1.0
            while toks[i] in "+-":
                sign = -sign if toks[i] == "-" else sign
                i += 1
            a = toks[i]
            i += 1
            if i < len(toks) and toks[i] == "*":
                b = toks[i + 1]
                i += 2
                num, name = (float(a), b) if a[0].isdigit() or a[0] == "." else (float(b), a)
                terms[var(name)] += sign * num
            elif a[0].isdigit() or a[0] == ".":
                const += sign * float(a)
            else:
                terms[var(a)] += sign
        return terms, const, i

    for raw in open(path):
        if raw.strip() == "---":
            phase = 1
            continue
        toks = tokens(raw)
        if phase == 0:
            if not toks:
                continue
            if toks[0] == "edit":
                edits.append((var(toks[1]), strength(toks[2])))
                continue
            lt, lc, i = expr(toks, 0)
            op = toks[i]
            rt, rc, i = expr(toks, i + 1)
            s = strength(toks[i + 1]) if i < len(toks) and toks[i] == "|" else REQUIRED
            terms = defaultdict(float, lt)
            for k, v in rt.items():
                terms[k] -= v
            cons.append((dict(terms), lc - rc, op, s))
        else:
            if not raw.strip():
                if block:
                    blocks.append(block)
                block = []
            elif toks:
                block.append((toks[1], float(toks[-1]) * (-1 if "-" in toks[2:-1] else 1)))
    if block:
        blocks.append(block)
    return names, edits, cons, blocks


def fixed_flags(names, edits, cons, suggested):
    """For each variable, whether every optimum (kiwi's weighted objective) gives it the same value."""
    n = len(names)
    index = {name: k for k, name in enumerate(names)}
    rows_eq, rhs_eq, rows_ub, rhs_ub, costs = [], [], [], [], []
    soft = [(t, c, op, s) for (t, c, op, s) in cons if s < REQUIRED]
    soft += [({name: 1.0}, -suggested.get(name, 0.0), "==", s) for name, s in edits]
    nvars = n + 2 * len(soft)
    def row(terms):
        r = np.zeros(nvars)
        for k, v in terms.items():
            r[index[k]] += v
        return r
    for terms, const, op, s in cons:
        if s >= REQUIRED:
            r = row(terms)
            if op == "==":
                rows_eq.append(r); rhs_eq.append(-const)
            elif op == "<=":
                rows_ub.append(r); rhs_ub.append(-const)
            else:
                rows_ub.append(-r); rhs_ub.append(const)
    cost = np.zeros(nvars)
    for j, (terms, const, op, s) in enumerate(soft):
        plus, minus = n + 2 * j, n + 2 * j + 1
        r = row(terms)
        if op == "==":
            r[plus], r[minus] = -1.0, 1.0
            rows_eq.append(r); rhs_eq.append(-const)
            cost[plus] = cost[minus] = s
        elif op == "<=":
            r[plus] = -1.0
            rows_ub.append(r); rhs_ub.append(-const)
            cost[plus] = s
        else:
            r = -r
            r[plus] = -1.0
            rows_ub.append(r); rhs_ub.append(const)
            cost[plus] = s
    bounds = [(None, None)] * n + [(0, None)] * (2 * len(soft))
    A_eq = np.array(rows_eq) if rows_eq else None
    b_eq = np.array(rhs_eq) if rhs_eq else None
    best = linprog(cost, A_ub=np.array(rows_ub), b_ub=np.array(rhs_ub), A_eq=A_eq, b_eq=b_eq, bounds=bounds,
                   method="highs")
    assert best.status == 0, best.message
    # The optimal face, exactly: the primal optima are the feasible points that satisfy complementary slackness
    # with one optimal dual solution (rows with a non-zero dual are tight, columns with a positive reduced cost
    # stay at their bound), so no tolerance on the objective value is needed.
    ub_rows, ub_rhs = np.array(rows_ub), np.array(rhs_ub)
    tight = np.abs(best.ineqlin.marginals) > 1e-9
    A_eq2 = np.vstack([A_eq, ub_rows[tight]]) if A_eq is not None else ub_rows[tight]
    b_eq2 = np.concatenate([b_eq, ub_rhs[tight]]) if b_eq is not None else ub_rhs[tight]
    face_bounds = list(bounds)
    for j in range(n, nvars):
        if best.lower.marginals[j] > 1e-9:
            face_bounds[j] = (0, 0)
    flags = []
    for k in range(n):
        objective = np.zeros(nvars)
        objective[k] = 1.0
        args = dict(A_ub=ub_rows[~tight], b_ub=ub_rhs[~tight], A_eq=A_eq2, b_eq=b_eq2, bounds=face_bounds,
                    method="highs")
        low = linprog(objective, **args)
        high = linprog(-objective, **args)
        flags.append(int(low.status == 0 and high.status == 0 and abs(low.x[k] - high.x[k]) < 1e-6))
    return flags


def totals(cons, edits, values, suggested):
    result = defaultdict(float)
    for terms, const, op, s in cons:
        if s >= REQUIRED:
            continue
        e = const + sum(v * values[k] for k, v in terms.items())
        result[s] += abs(e) if op == "==" else (max(0.0, e) if op == "<=" else max(0.0, -e))
    for name, s in edits:
        result[s] += abs(values[name] - suggested.get(name, 0.0))
    return result


def main(path):
    names, edits, cons, blocks = parse(path)
    variables = {name: kw.Variable(name) for name in names}
    solver = kw.Solver()
    for name, s in edits:
        solver.addEditVariable(variables[name], s)
    for terms, const, op, s in cons:
        expression = kw.Expression([kw.Term(variables[k], v) for k, v in terms.items()], const)
        c = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[op]
        solver.addConstraint(c | s)
    out, suggested = [], {}
    for phase in range(len(blocks) + 1):
        if phase > 0:
            for name, value in blocks[phase - 1]:
                solver.suggestValue(variables[name], value)
                suggested[name] = value
        solver.updateVariables()
        values = {name: variables[name].value() for name in names}
        flags = fixed_flags(names, edits, cons, suggested)
        out.append("# phase %d" % phase)
        for name, flag in zip(names, flags):
            out.append("VAR %s %r %d" % (name, values[name], flag))
        for s, v in sorted(totals(cons, edits, values, suggested).items()):
            out.append("TOTAL %r %r" % (s, v))
    with open(path + ".reference", "w") as f:
        f.write("\n".join(out) + "\n")
    print("wrote", path + ".reference")


if __name__ == "__main__":
    for p in sys.argv[1:]:
        main(p)
