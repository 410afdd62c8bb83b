#!/usr/bin/env python3
"""Writes FILE.reference for a differential-test regression fixture: HiGHS's optimal weighted objective after the
build phase and after every block (kiwi's objective: the sum of strength × violation over non-required
constraints and edit variables), one line per phase:  'OBJECTIVE PHASE VALUE'.

Usage: .venv/bin/python Scripts/reliability/make_regression_reference.py Tests/TrellisSolverTests/Fixtures/Differential/*.txt
       .venv/bin/python Scripts/reliability/make_regression_reference.py --strict Tests/TrellisSolverTests/Fixtures/Strict/*.txt
       (FILE.levels: the lexicographic optimum per phase and strict level, for `trellis solve --strict`)

The file must run without refused statements (the Swift test checks that too).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import differential  # noqa: E402
import lp_oracle  # noqa: E402
from constraint_text import parse  # noqa: E402


def main_strict(paths):
    """FILE.levels: HiGHS's lexicographic optimum per phase under strict levels (lp_oracle.lexicographic_optimum),
    one line per phase and level, strongest first: 'LEVEL PHASE STRENGTH TOTAL'."""
    for path in paths:
        with open(path) as f:
            parsed = parse(f.read())
        phase_states, _ = differential.states(parsed, [])
        lines = ["# HiGHS's lexicographic optimum per phase and strict level "
                 "(Scripts/reliability/make_regression_reference.py --strict)"]
        for phase, (held, edits) in enumerate(phase_states):
            status, levels = lp_oracle.lexicographic_optimum(parsed["names"], held, edits)
            assert status == "optimal", (path, phase, status)
            for strength, total in levels:
                lines.append("LEVEL %d %r %r" % (phase, strength, total))
        with open(path + ".levels", "w") as f:
            f.write("\n".join(lines) + "\n")
        print("wrote", path + ".levels")


def main(paths):
    for path in paths:
        with open(path) as f:
            parsed = parse(f.read())
        phase_states, _ = differential.states(parsed, [])
        lines = ["# HiGHS's optimum of kiwi's weighted objective per phase (Scripts/reliability/make_regression_reference.py)"]
        for phase, (held, edits) in enumerate(phase_states):
            status, best = lp_oracle.optimum(parsed["names"], held, edits)
            assert status == "optimal", (path, phase, status)
            lines.append("OBJECTIVE %d %r" % (phase, best))
        with open(path + ".reference", "w") as f:
            f.write("\n".join(lines) + "\n")
        print("wrote", path + ".reference")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--strict"]:
        main_strict(sys.argv[2:])
    else:
        main(sys.argv[1:])
