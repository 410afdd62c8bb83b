#!/usr/bin/env python3
"""How many simplex iterations HiGHS needs for a workload's build, with and without its presolve, and how long it
takes (Docs/Solver.md, "Where the time goes", item 6).

Usage: python highs_iterations.py FILE...
For each workload file, the LP of its build (kiwi's weighted objective, Scripts/reliability/lp_oracle.py, the LP that
basis_fill.py factors) is solved from scratch by HiGHS's simplex twice, presolve on and off. Prints one line per
run: the file, the presolve setting, the iterations, the wall time of `run()` and the model status.
Needs highspy.
"""
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Scripts", "reliability"))
sys.path.insert(0, HERE)
import basis_fill  # noqa: E402
import lp_oracle  # noqa: E402


def main(paths):
    for path in paths:
        n, rows, costs = basis_fill.build_lp(path)
        for presolve in ("on", "off"):
            h = lp_oracle.model(n, costs, rows)
            h.setOptionValue("presolve", presolve)
            h.setOptionValue("output_flag", False)
            start = time.perf_counter()
            h.run()
            elapsed = time.perf_counter() - start
            iterations = h.getInfo().simplex_iteration_count
            print("%s presolve %s: %d iterations, %.3f s, %s" % (
                os.path.basename(path), presolve, iterations, elapsed, h.getModelStatus()))


if __name__ == "__main__":
    main(sys.argv[1:])
