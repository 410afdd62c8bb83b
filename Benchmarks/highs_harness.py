#!/usr/bin/env python3
"""The optimum of kiwi's weighted objective in every state of a workload, from HiGHS (PyPI highspy): an
independent reference for workloads too large for kiwisolver.

Usage: python highs_harness.py FILE
Prints one JSON object: {"workload", "states": [{"status", "objective", "seconds"}, ...]}, a state after the build
and after each suggest block, as in `trellis solve`. The objective is what kiwi minimises: the sum over the
non-required constraints and the edit variables of strength × violation (an edit variable's violation is its
distance from its current suggestion, 0 before the first). Needs highspy and numpy; the LP itself is built by
Scripts/reliability/lp_oracle.py, the differential test's oracle.
"""
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Scripts", "reliability"))
from workload_format import Workload  # noqa: E402
import lp_oracle  # noqa: E402


def oracle_constraints(workload):
    """The workload's constraints as lp_oracle takes them: (terms {name: coefficient}, constant, relation,
    strength), a name's repeated terms summed."""
    converted = []
    for c in workload.constraints:
        terms = {}
        for name, coefficient in c.terms:
            terms[name] = terms.get(name, 0.0) + coefficient
        converted.append((terms, c.constant, c.op, c.strength))
    return converted


def state_optima(workload):
    """HiGHS's status, optimum and solve time for each state: the build, then each suggest block."""
    constraints = oracle_constraints(workload)
    suggested = {name: 0.0 for name, _ in workload.edits}
    states = []
    for index in range(len(workload.blocks) + 1):
        if index > 0:
            suggested.update(workload.blocks[index - 1])
        edits = [(name, strength, suggested[name]) for name, strength in workload.edits]
        start = time.perf_counter()
        status, objective = lp_oracle.optimum(workload.names, constraints, edits)
        states.append({"status": status, "objective": objective, "seconds": time.perf_counter() - start})
    return states


def main(argv):
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[0]) as f:
        workload = Workload(f.read())
    name = os.path.splitext(os.path.basename(argv[0]))[0]
    # HiGHS prints its banner on file descriptor 1 from C++: standard output carries the JSON alone.
    sys.stdout.flush()
    saved, devnull = os.dup(1), os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    try:
        states = state_optima(workload)
    finally:
        os.dup2(saved, 1)
        os.close(saved)
        os.close(devnull)
    print(json.dumps({"workload": name, "states": states}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
