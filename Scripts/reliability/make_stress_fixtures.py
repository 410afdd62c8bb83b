#!/usr/bin/env python3
"""Writes the numeric-stress systems of issue 7 as constraint files, with kiwisolver's values for every phase.

Usage (from the repository root, with a venv holding kiwisolver and highspy):
  .venv/bin/python Scripts/reliability/make_stress_fixtures.py [--trellis .build/release/trellis]

Writes Tests/TrellisSolverTests/Fixtures/NumericStress/NAME.txt (the system, in the text format of
Docs/ConstraintFormat.md) and NAME.txt.kiwi (kiwisolver 1.5.1's value of every variable after the build phase and
after every block: 'VALUE PHASE NAME VALUE' lines), which `NumericStressKiwiTests` reads. Each system is built so
that its optimum is unique (every variable is pinned by a required, strong or uniquely weighted constraint), so
kiwi's values are the answer and Trellis must equal them within 1e-6 relative. kiwi runs in this process (it does
not abort on these systems); with --trellis, each system is also judged by differential.py's judge against the
release binary and HiGHS, and the script stops unless every system's category is `agree`.
"""
import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import kiwi_run  # noqa: E402

OUT = os.path.join(HERE, "..", "..", "Tests", "TrellisSolverTests", "Fixtures", "NumericStress")


def name(exponent):
    return ("m%d" % -exponent) if exponent < 0 else str(exponent)


def magnitudes():
    """Constants from 1e-9 to 1e9 in one system; then an edit variable suggested 1e9, 1e-9 and -1e9. (Coefficients
    stay at 1e-6 and above: kiwi drops a coefficient below 1e-8 as zero, so `u >= 1e-9 * e` is `u >= 0` to kiwi.)"""
    lines = ["# constants from 1e-9 to 1e9 in one system (issue 7, numeric stress)", "edit e strong"]
    for k in range(-9, 10):
        lines += ["v_%s == 1e%d" % (name(k), k), "w_%s >= v_%s" % (name(k), name(k)), "w_%s == 0 | weak" % name(k)]
    lines += ["s == w_m9 + w_9", "t == e + 1e-9", "u >= 1e-6 * e", "u == 0 | medium"]
    lines += ["---", "suggest e 1e9", "", "suggest e 1e-9", "", "suggest e -1e9"]
    return "\n".join(lines) + "\n"


def chain(links=2000):
    """x0 an edit variable, x_i == x_(i-1) + 1 for 2,000 links; suggestions of 1e6 and -1e6 at the head, then a
    medium pull on the tail that the strong suggestion outweighs."""
    lines = ["# a chain of %d equalities (issue 7, numeric stress)" % links, "edit x0 strong"]
    lines += ["x%d == x%d + 1" % (i, i - 1) for i in range(1, links + 1)]
    lines += ["---", "suggest x0 1e6", "", "suggest x0 -1e6", "", "x%d == 5000 | medium" % links]
    return "\n".join(lines) + "\n"


def redundant():
    """The same equality three times, a consistent cycle of equalities, nearly parallel equalities (1e-6 apart),
    then links of the cycle removed one by one while the cycle's values hold."""
    lines = [
        "# redundant, cyclic and nearly parallel equalities (issue 7, numeric stress)",
        "a == b + 1",  # 1
        "a == b + 1",  # 2
        "a == b + 1",  # 3
        "b == c + 1",  # 4
        "c == a - 2",  # 5: closes the cycle a -> b -> c -> a
        "c == 7 | strong",  # 6
        "a == 0 | weak",  # 7
        "p + q == 10",  # 8
        "p + 1.000001 * q == 10.000001",  # 9: 1e-6 from parallel; q = 1, p = 9
        "---",
        "remove 1",
        "",
        "remove 2",
        "remove 5",
        "",
        "remove 3",
        "",
        "remove 9",
        "q == 4 | medium",
    ]
    return "\n".join(lines) + "\n"


def ring(size=200):
    """A ring of 200 equalities r_i == r_(i-1) + 1 closed by r0 == r199 - 199, anchored by a strong r0 == 5 and
    pulled by a weak r100 == 0; then links removed one at a time (the ring becomes a chain: still one answer)."""
    lines = ["# a ring of %d equalities (issue 7, numeric stress)" % size, "r0 == 5 | strong"]
    lines += ["r%d == r%d + 1" % (i, i - 1) for i in range(1, size)]  # constraints 2..size
    lines += ["r0 == r%d - %d" % (size - 1, size - 1), "r100 == 0 | weak"]
    lines += ["---", "remove %d" % (50 + 1), "", "remove %d" % (size + 1), "", "r150 == 1e6 | medium"]
    return "\n".join(lines) + "\n"


def churn(boxes=10, cycles=100):
    """A row of boxes whose width is an edit variable, with weak preferred widths of distinct strengths (so the
    slack always goes to the same box and the optimum is unique); then add/remove churn: each odd block adds three
    constraints on one box, the next removes them."""
    lines = ["# add/remove churn on a row of %d boxes (issue 7, numeric stress)" % boxes, "edit width strong",
             "l0 == 0"]
    count = 1
    for i in range(boxes):
        lines += ["w%d >= 10" % i, "w%d == 40 | %d" % (i, i + 1)]
        count += 2
        if i > 0:
            lines.append("l%d == l%d + w%d + 8" % (i, i - 1, i - 1))
            count += 1
    lines.append("l%d + w%d == width" % (boxes - 1, boxes - 1))
    count += 1
    lines += ["---", "suggest width 1000"]
    for cycle in range(cycles):
        box = cycle % boxes
        lines += ["", "w%d == %d | medium" % (box, 100 + cycle % 7), "w%d <= 500" % box,
                  "l%d >= %d | strong" % (box, cycle % 50)]
        lines += ["", "remove %d" % (count + 3), "remove %d" % (count + 2), "remove %d" % (count + 1)]
        count += 3
    return "\n".join(lines) + "\n"


SYSTEMS = {"magnitudes": magnitudes, "chain": chain, "redundant": redundant, "ring": ring, "churn": churn}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trellis", help="a release `trellis` binary: judge every system with differential.py")
    options = parser.parse_args()
    os.makedirs(OUT, exist_ok=True)
    for system, make in SYSTEMS.items():
        text = make()
        path = os.path.join(OUT, system + ".txt")
        with open(path, "w") as f:
            f.write(text)
        phases, failures = kiwi_run.run(text)
        assert not failures, (system, failures)
        names = kiwi_run.parse(text)["names"]
        lines = ["# kiwisolver's values per phase (Scripts/reliability/make_stress_fixtures.py): VALUE PHASE NAME VALUE"]
        for phase, values in enumerate(phases):
            lines += ["VALUE %d %s %r" % (phase, n, v) for n, v in zip(names, values)]
        with open(path + ".kiwi", "w") as f:
            f.write("\n".join(lines) + "\n")
        verdict = ""
        if options.trellis:
            import differential  # noqa: E402 (needs highspy)
            category, detail = differential.judge(text, differential.run_trellis(options.trellis, path),
                                                  {"phases": phases, "failures": failures})
            verdict = ": %s %s" % (category, detail or "")
            if category != "agree":
                sys.exit("%s%s" % (system, verdict))
        print("wrote %s (%d phases, %d variables)%s" % (path, len(phases), len(names), verdict))


if __name__ == "__main__":
    main()
