"""Runs text constraint files through kiwisolver, with `trellis solve --keep-going` semantics.

Usage: python kiwi_run.py FILE...
       python kiwi_run.py --serve [SECONDS]


For each file, in order, prints one JSON line and flushes it:
  {"file": F, "phases": [[value per variable] per phase], "failures": [[phase, subject, kind], ...]}
phase 0 is the build phase, phase b the b-th block; subject is "constraint N", "edit NAME" or "suggest NAME"; kind is
one of unsatisfiable, unknown-constraint, duplicate-constraint, required-edit, unknown-edit, duplicate-edit.
A refused call is recorded and left out, as `trellis solve --keep-going` does. kiwi sometimes aborts the whole
process (an uncaught C++ InternalSolverError, "The objective is unbounded"); the caller then knows that the first
file without a line crashed and restarts with the files after it.

With --serve, the process reads one path per line on standard input and answers each with one JSON line, solving
every file in a child forked for it (kiwi is imported once, each solve starts from the same state, and an abort or a
loop loses only that file): a child that dies or takes longer than SECONDS (default 10) is answered with
{"file": F, "crash": REASON}. The server itself never calls kiwi.
"""
import json
import os
import select
import signal
import sys
import time

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


def solve_in_child(path, seconds):
    """One JSON line for `path`, solved in a forked child."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: solve, write one line, leave without running the parent's clean-up
        os.close(read_end)
        try:
            with open(path) as f:
                phases, failures = run(f.read())
            line = json.dumps({"file": path, "phases": phases, "failures": failures}) + "\n"
            with os.fdopen(write_end, "w") as out:
                out.write(line)
            os._exit(0)
        except BaseException as error:  # noqa: BLE001 (reported as the crash of this file)
            os.write(write_end, (json.dumps({"file": path, "crash": repr(error)}) + "\n").encode())
            os._exit(1)
    os.close(write_end)
    chunks, deadline = [], time.monotonic() + seconds
    with os.fdopen(read_end, "rb") as source:
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([source], [], [], remaining)[0]:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                return json.dumps({"file": path, "crash": "no answer within %g s" % seconds})
            chunk = os.read(source.fileno(), 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
    _, status = os.waitpid(pid, 0)
    text = b"".join(chunks).decode()
    if status != 0 and not text.endswith("\n"):
        reason = "signal %d" % os.WTERMSIG(status) if os.WIFSIGNALED(status) else "exit %d" % os.WEXITSTATUS(status)
        return json.dumps({"file": path, "crash": reason})
    return text.rstrip("\n")


def serve(seconds):
    for line in sys.stdin:
        path = line.rstrip("\n")
        if path:
            sys.stdout.write(solve_in_child(path, seconds) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    if sys.argv[1:2] == ["--serve"]:
        serve(float(sys.argv[2]) if len(sys.argv) > 2 else 10.0)
    else:
        main(sys.argv[1:])
