#!/usr/bin/env python3
"""Times kiwisolver (PyPI, C++ core) on workload files, measuring exactly what trellis-bench measures.

Usage: python kiwi_harness.py [--budget SEC] [--min-reps N] [--max-reps N] [--single-above SEC]
                              [--values DIR] FILE...

Variables and constraints are created before any timing; only solver calls are timed (with the Python loop that
issues them, and the garbage collector disabled):
  build    Solver(); addEditVariable / addConstraint in file order; updateVariables()
  suggest  per block: suggestValue() for each line; updateVariables()
  remove   removeConstraint() for every constraint in reverse file order, on a freshly built solver whose build is
           not timed
One warm-up repetition, then repetitions until --budget seconds are spent (at least --min-reps, at most
--max-reps); a warm-up slower than --single-above seconds is reported as the only sample. Prints one JSON object per
file and line (microseconds, medians; suggest_us is the median over the blocks of each block's median).
--values DIR writes DIR/<workload>.values.json: the variable names in order of first appearance and their values
after the build and after each block, for compare.py's correctness checks.
"""
import argparse
import gc
import json
import os
import statistics
import sys
import time

import kiwisolver as kiwi

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from workload_format import Workload  # noqa: E402

OPS = {"==": "==", "<=": "<=", ">=": ">="}


class KiwiWorkload:
    """A workload turned into kiwisolver objects, ready to be timed."""

    def __init__(self, path):
        self.name = os.path.basename(path)
        if self.name.endswith(".txt"):
            self.name = self.name[:-4]
        with open(path) as f:
            self.workload = Workload(f.read())
        self.variables = {n: kiwi.Variable(n) for n in self.workload.names}  # creation order = first appearance
        self.operations = []  # (is_edit, object, strength)
        self.constraints = []
        for statement in self.workload.statements:
            if statement[0] == "edit":
                self.operations.append((True, self.variables[statement[1]], statement[2]))
                continue
            c = statement[1]
            expression = kiwi.Expression([kiwi.Term(self.variables[n], k) for n, k in c.terms], c.constant)
            constraint = kiwi.Constraint(expression, OPS[c.op], c.strength)
            self.operations.append((False, constraint, None))
            self.constraints.append(constraint)
        self.removal_order = list(reversed(self.constraints))
        self.blocks = [[(self.variables[n], v) for n, v in block] for block in self.workload.blocks]

    def build(self):
        solver = kiwi.Solver()
        add_constraint, add_edit = solver.addConstraint, solver.addEditVariable
        for is_edit, obj, strength in self.operations:
            if is_edit:
                add_edit(obj, strength)
            else:
                add_constraint(obj)
        solver.updateVariables()
        return solver

    def values(self):
        return [self.variables[n].value() for n in self.workload.names]

    def run_once(self, states=None):
        """One repetition: (build µs, [block µs], remove µs). Appends the values of each state to ``states``."""
        clock = time.perf_counter_ns
        gc.collect()
        gc.disable()
        try:
            start = clock()
            solver = self.build()
            build = (clock() - start) / 1e3
            if states is not None:
                states.append(self.values())
            blocks = []
            suggest, update = solver.suggestValue, solver.updateVariables
            for block in self.blocks:
                start = clock()
                for variable, value in block:
                    suggest(variable, value)
                update()
                blocks.append((clock() - start) / 1e3)
                if states is not None:
                    states.append(self.values())
            fresh = self.build()
            remove = fresh.removeConstraint
            start = clock()
            for constraint in self.removal_order:
                remove(constraint)
            removal = (clock() - start) / 1e3
        finally:
            gc.enable()
        del solver, fresh  # destruction untimed
        return build, blocks, removal


def measure(workload, budget, min_reps, max_reps, single_above, states):
    started = time.perf_counter()
    warm_up = workload.run_once(states)
    single = time.perf_counter() - started > single_above
    samples = [warm_up] if single else []
    started = time.perf_counter()
    while not single and len(samples) < max_reps and (
            len(samples) < min_reps or time.perf_counter() - started < budget):
        samples.append(workload.run_once())
    return samples, single


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", metavar="FILE")
    parser.add_argument("--budget", type=float, default=2.0)
    parser.add_argument("--min-reps", type=int, default=3)
    parser.add_argument("--max-reps", type=int, default=1000)
    parser.add_argument("--single-above", type=float, default=5.0)
    parser.add_argument("--values", metavar="DIR")
    args = parser.parse_args(argv)
    for path in args.files:
        workload = KiwiWorkload(path)
        states = []
        samples, single = measure(workload, args.budget, args.min_reps, args.max_reps, args.single_above, states)
        builds = [s[0] for s in samples]
        removes = [s[2] for s in samples]
        per_block = [[s[1][k] for s in samples] for k in range(len(workload.blocks))]
        block_medians = [statistics.median(x) for x in per_block]
        if args.values:
            with open(os.path.join(args.values, workload.name + ".values.json"), "w") as f:
                json.dump({"names": workload.workload.names, "states": states}, f)
        r3 = lambda x: round(x, 3)  # noqa: E731
        print(json.dumps({
            "impl": "kiwisolver %s" % kiwi.__version__, "workload": workload.name,
            "vars": len(workload.workload.names), "constraints": len(workload.constraints),
            "edits": len(workload.workload.edits), "blocks": len(workload.blocks),
            "reps": len(samples), "single_cold_rep": single,
            "build_us": r3(statistics.median(builds)),
            "suggest_us": r3(statistics.median(block_medians)) if block_medians else None,
            "remove_us": r3(statistics.median(removes)),
            "build_min_us": r3(min(builds)), "build_max_us": r3(max(builds)),
            "remove_min_us": r3(min(removes)),
            "suggest_block_median_us": [r3(x) for x in block_medians],
        }, separators=(",", ":")), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
