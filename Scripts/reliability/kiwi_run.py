"""Runs text constraint files through kiwisolver, with `trellis solve --keep-going` semantics.

Usage: python kiwi_run.py FILE...

For each file, in order, prints one JSON line and flushes it:
  {"file": F, "phases": [[value per variable] per phase], "failures": [[phase, subject, kind], ...]}
phase 0 is the build phase, phase b the b-th block; subject is "constraint N", "edit NAME" or "suggest NAME"; kind is
one of unsatisfiable, unknown-constraint, duplicate-constraint, required-edit, unknown-edit, duplicate-edit.
A refused call is recorded and left out, as `trellis solve --keep-going` does. kiwi sometimes aborts the whole
process (an uncaught C++ InternalSolverError, "The objective is unbounded"); the caller then knows that the first
file without a line crashed and restarts with the files after it.
"""
import json
import sys

import kiwisolver as kw

from constraint_text import parse

KINDS = [
    (kw.UnsatisfiableConstraint, "unsatisfiable"),
    (kw.UnknownConstraint, "unknown-constraint"),
    (kw.DuplicateConstraint, "duplicate-constraint"),
    (kw.BadRequiredStrength, "required-edit"),
    (kw.UnknownEditVariable, "unknown-edit"),
    (kw.DuplicateEditVariable, "duplicate-edit"),
]


def kind_of(error):
    for cls, kind in KINDS:
        if isinstance(error, cls):
            return kind
    raise error


def run(text):
    parsed = parse(text)
    variables = {name: kw.Variable(name) for name in parsed["names"]}
    solver = kw.Solver()
    made = {}
    failures = []
    phases = []

    def make(number, c):
        terms, const, relation, strength = c
        expression = kw.Expression([kw.Term(variables[k], v) for k, v in terms.items()], const)
        constraint = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[relation]
        made[number] = constraint | strength
        return made[number]

    def attempt(phase, subject, call, *args):
        try:
            call(*args)
        except Exception as error:  # noqa: BLE001 (kiwi's errors are classified, anything else re-raised)
            failures.append([phase, subject, kind_of(error)])

    def snapshot():
        solver.updateVariables()
        phases.append([variables[name].value() for name in parsed["names"]])

    for statement in parsed["build"]:
        if statement[0] == "edit":
            _, name, strength = statement
            attempt(0, "edit " + name, solver.addEditVariable, variables[name], strength)
        else:
            _, number, c = statement
            attempt(0, "constraint %d" % number, solver.addConstraint, make(number, c))
    snapshot()
    for index, block in enumerate(parsed["blocks"], start=1):
        for change in block:
            if change[0] == "suggest":
                attempt(index, "suggest " + change[1], solver.suggestValue, variables[change[1]], change[2])
            elif change[0] == "add":
                attempt(index, "constraint %d" % change[1], solver.addConstraint, make(change[1], change[2]))
            else:
                attempt(index, "constraint %d" % change[1], solver.removeConstraint, made[change[1]])
        snapshot()
    return phases, failures


def main(paths):
    for path in paths:
        with open(path) as f:
            phases, failures = run(f.read())
        sys.stdout.write(json.dumps({"file": path, "phases": phases, "failures": failures}) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
