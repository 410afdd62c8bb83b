#!/usr/bin/env python3
"""Differential test of `trellis solve` against kiwisolver, with HiGHS as a second oracle.

Usage (from the repository root, with a venv holding kiwisolver and highspy):
  python3 -m venv .venv && .venv/bin/pip install kiwisolver highspy
  .venv/bin/python Scripts/reliability/differential.py --trellis .build/release/trellis --count 2000 [--seed 1]
      [--jobs N] [--chunk 500] [--failures DIR] [--summary FILE]

Each system (generate.py, one seed each, seeds seed .. seed+count-1) is written to a file and run through
  - `trellis solve --keep-going --exact FILE` (kiwi's weighted strengths), one process per system;
  - kiwisolver (kiwi_run.py --serve), each system in its own forked process; when kiwi aborts it (its uncaught C++
    InternalSolverError "The objective is unbounded") or loops, only that system is lost;
  - HiGHS (lp_oracle.py): the optimal weighted objective of every phase, and the infeasibility of every required
    constraint Trellis refuses.
--jobs worker processes (default: one per core) each take seeds in turn and do all of this for one seed (generate,
both solvers, judge), so that every core is busy for the whole run; a worker keeps one kiwi server.
Agreement, per system (Docs/Reliability.md):
  - both refuse the same statements for the same reason (unsatisfiable, unknown constraint, ...);
  - every phase: Trellis's values satisfy every required constraint held (residual within 1e-6 relative to the
    magnitude of the terms); then either every value equals kiwi's within 1e-6 relative
    (|t - k| <= 1e-6 * max(1, |t|, |k|)), or, where the optimum is not unique, the total violation per strength
    (strengths above 0) equals kiwi's within 1e-6 relative;
  - every phase: Trellis's weighted objective equals HiGHS's optimum within 1e-6 relative, plus the rounding
    allowance of the violations (1e-9 of each soft constraint's term magnitude, times its strength).
Where kiwi crashed, or kiwi's own objective misses HiGHS's optimum, or kiwi refuses other statements than Trellis
(HiGHS then checks each of Trellis's refusals is infeasible), Trellis is judged by HiGHS alone.
Where HiGHS gives up on a phase (a status neither optimal nor infeasible, even without presolve: lp_oracle.conclusive),
kiwi's objective is the reference for that phase; where kiwi did not run either, only the required constraints are
checked and the system counts as `no-oracle` (not a failure).
Exit status 1 when any system disagrees (except the seeds listed in --known); the disagreeing systems are copied to
--failures.
Prints a summary line per chunk and a final JSON summary.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
import multiprocessing

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import generate  # noqa: E402
import lp_oracle  # noqa: E402
from constraint_text import REQUIRED, parse  # noqa: E402

RELATIVE = 1e-6
ERROR_KINDS = [
    ("unsatisfiable constraint", "unsatisfiable"),
    ("unknown constraint", "unknown-constraint"),
    ("duplicate constraint", "duplicate-constraint"),
    ("an edit variable cannot be required", "required-edit"),
    ("unknown edit variable", "unknown-edit"),
    ("duplicate edit variable", "duplicate-edit"),
]
FAILURE_LINE = re.compile(r"^.*?: (constraint \d+|edit \w+|suggest \w+): (.*)$")


TRELLIS_TIMEOUT = 60  # seconds for one system through `trellis solve`
KIWI_TIMEOUT = 10  # seconds for one system through kiwi_run.py --serve (it takes milliseconds; it can loop)


def close(a, b, scale=0.0):
    return abs(a - b) <= RELATIVE * max(1.0, abs(a), abs(b), scale)


# --- running the solvers -------------------------------------------------------------------------------------


def run_trellis(binary, path, strict=False, engine="tableau"):
    mode = ["--keep-going"] if engine == "tableau" else ["--engine", engine]
    try:
        result = subprocess.run([binary, "solve", "--exact"] + mode + (["--strict"] if strict else []) + [path],
                                capture_output=True, text=True, timeout=TRELLIS_TIMEOUT)
    except subprocess.TimeoutExpired:
        return {"crash": "no answer within %d s" % TRELLIS_TIMEOUT}
    if result.returncode not in (0, 1):
        fatal = [line for line in result.stderr.splitlines() if "Fatal error" in line or "failure" in line]
        return {"crash": "exit status %d: %s" % (result.returncode, (fatal or [result.stderr[-300:]])[0])}
    failures = []
    for line in result.stderr.splitlines():
        match = FAILURE_LINE.match(line)
        if not match:
            continue  # the lines listing conflicting constraints
        message = match.group(2)
        kind = next((k for prefix, k in ERROR_KINDS if message.startswith(prefix)), "other: " + message)
        failures.append([match.group(1), kind])
    if result.returncode == 1 and not failures:
        return {"refused": result.stderr.strip()[:500]}
    phases, current = [], []
    for line in result.stdout.splitlines():
        if line == "---":
            phases.append(current)
            current = []
        else:
            current.append(float(line.split(" ", 1)[1]))
    phases.append(current)
    return {"phases": phases, "failures": failures}


# --- judging ---------------------------------------------------------------------------------------------------


def residual(c, values):
    terms, constant, relation, _ = c
    value = constant + sum(v * values[k] for k, v in terms.items())
    scale = abs(constant) + sum(abs(v * values[k]) for k, v in terms.items())
    if relation == "==":
        return abs(value), scale
    if relation == "<=":
        return max(0.0, value), scale
    return max(0.0, -value), scale


def states(parsed, refused):
    """The held constraints and edit variables after each phase, with the refused statements left out."""
    held, edits, out = {}, {}, []
    refused_adds = {s for s, kind in refused if kind in ("unsatisfiable", "duplicate-constraint")}
    refused_edits = {s for s, kind in refused if kind in ("required-edit", "duplicate-edit")}
    checks = []  # (statement, held constraints before it, constraint) for every refused unsatisfiable constraint

    for statement in parsed["build"]:
        if statement[0] == "edit":
            if "edit " + statement[1] not in refused_edits:
                edits[statement[1]] = [statement[2], 0.0]
        else:
            subject = "constraint %d" % statement[1]
            if subject in refused_adds:
                checks.append((subject, list(held.values()), statement[2]))
            else:
                held[statement[1]] = statement[2]
    out.append((list(held.values()), [(n, s, v) for n, (s, v) in edits.items()]))
    for block in parsed["blocks"]:
        for change in block:
            if change[0] == "suggest":
                if change[1] in edits:
                    edits[change[1]][1] = change[2]
            elif change[0] == "add":
                subject = "constraint %d" % change[1]
                if subject in refused_adds:
                    checks.append((subject, list(held.values()), change[2]))
                else:
                    held[change[1]] = change[2]
            else:
                held.pop(change[1], None)
        out.append((list(held.values()), [(n, s, v) for n, (s, v) in edits.items()]))
    return out, checks


def soft_violations(constraints, edits, values):
    """(strength, violation, magnitude of its terms) for every non-required constraint, then every edit variable, in
    order: each violation is only known to about 1e-9 of that magnitude."""
    for c in constraints:
        if c[3] < REQUIRED:
            violation, scale = residual(c, values)
            yield c[3], violation, scale
    for name, strength, suggested in edits:
        yield strength, abs(values[name] - suggested), abs(values[name]) + abs(suggested)


def totals(constraints, edits, values):
    """The total violation per strength, the weighted objective, and the objective's rounding allowance (1e-9 of each
    violation's term magnitude, weighted by its strength)."""
    result = Counter()
    objective = allowance = 0.0
    for strength, violation, scale in soft_violations(constraints, edits, values):
        result[strength] += violation
        objective += strength * violation
        allowance += strength * 1e-9 * scale
    return result, objective, allowance


def checked_states(parsed, trellis):
    """(failure, None) when Trellis crashed, refused the file, refused a statement that HiGHS satisfies, or printed
    the wrong number of phases; otherwise (None, the held constraints and edit variables after each phase)."""
    if "crash" in trellis:
        return ("FAIL trellis-crash", trellis["crash"].split("\n")[0]), None
    if "refused" in trellis:
        return ("FAIL trellis-refused-file", trellis["refused"]), None
    phase_states, checks = states(parsed, trellis["failures"])
    for subject, held, c in checks:
        if lp_oracle.required_feasible(parsed["names"], held + [c]) and c[3] >= REQUIRED:
            return ("FAIL refusals", "%s refused as unsatisfiable, but HiGHS satisfies it" % subject), None
    if len(trellis["phases"]) != len(phase_states):
        return ("FAIL phases", "trellis printed %d phases, expected %d" % (len(trellis["phases"]),
                                                                       len(phase_states))), None
    return None, phase_states


def required_miss(held, values, phase):
    """The failure of the first held required constraint that `values` miss beyond 1e-6 of its terms, or None."""
    for c in held:
        if c[3] >= REQUIRED:
            r, scale = residual(c, values)
            if r > RELATIVE * max(1.0, scale):
                return "FAIL required", "phase %d: a required constraint is off by %g" % (phase, r)
    return None


def judge(text, trellis, kiwi):
    """(category, detail). Categories starting with 'FAIL' are disagreements that Trellis must fix."""
    parsed = parse(text)
    names = parsed["names"]
    failure, phase_states = checked_states(parsed, trellis)
    if failure:
        return failure
    refused = trellis["failures"]
    kiwi_refused_otherwise = False
    if kiwi is not None and Counter(map(tuple, refused)) != Counter((s, k) for _, s, k in kiwi["failures"]):
        # One of them is wrong. Trellis is right when HiGHS confirms each of its refusals (checked above) and its
        # values satisfy every required constraint it accepted (checked below); kiwi's values then answer another
        # system.
        kiwi_refused_otherwise = True
        kiwi = None
    category = "agree"
    kiwi_wrong = False
    no_oracle = False  # a phase where HiGHS gave up and kiwi did not run: only the required constraints were checked
    for phase, ((held, edits), tvalues) in enumerate(zip(phase_states, trellis["phases"])):
        t = dict(zip(names, tvalues))
        miss = required_miss(held, t, phase)
        if miss:
            return miss
        status, best = lp_oracle.optimum(names, held, edits)
        t_totals, t_objective, t_allowance = totals(held, edits, t)
        if not lp_oracle.conclusive(status):
            best = None  # HiGHS gave up (kNotset, even without presolve): kiwi alone judges the objective
        elif status != "optimal":
            return "FAIL highs", "phase %d: HiGHS says %s though Trellis found a solution" % (phase, status)
        elif not close(t_objective, best, t_allowance / RELATIVE):
            return "FAIL objective", "phase %d: Trellis objective %r, HiGHS optimum %r" % (phase, t_objective, best)
        if kiwi is None:
            if best is None:
                no_oracle = True
            category = "kiwi-refused-otherwise" if kiwi_refused_otherwise else "kiwi-crashed"
            continue
        kvalues = kiwi["phases"][phase]
        if all(close(a, b) for a, b in zip(tvalues, kvalues)):
            continue
        k = dict(zip(names, kvalues))
        k_totals, k_objective, k_allowance = totals(held, edits, k)
        if best is None:
            # Without HiGHS's optimum, kiwi's objective is the reference: Trellis's values satisfy every required
            # constraint (checked above), so an objective below kiwi's means kiwi is wrong, and one above it Trellis.
            if not close(t_objective, k_objective, (t_allowance + k_allowance) / RELATIVE):
                if t_objective > k_objective:
                    return "FAIL objective", "phase %d: Trellis objective %r, kiwi's %r (HiGHS says %s)" % (
                        phase, t_objective, k_objective, status)
                kiwi_wrong = True
                continue
        elif not close(k_objective, best, k_allowance / RELATIVE):
            kiwi_wrong = True
            continue
        strengths = {s for s in set(t_totals) | set(k_totals) if s > 0}
        if all(close(t_totals[s], k_totals[s]) for s in strengths):
            category = "agree-other-optimum" if category == "agree" else category
        else:
            # Both objectives equal HiGHS's optimum, so both are optimal: the weights tie (e.g. 2 units at 500
            # against 1 at 1000), which only a weighted objective allows.
            category = "agree-weighted-tie"
    if kiwi_wrong:
        category = "kiwi-wrong"
    if no_oracle:
        category = "no-oracle"
    return category, ""


def level_totals(constraints, edits, values):
    """The total violation per strength (strengths above 0) and each level's rounding allowance: 1e-9 of the
    magnitude of the terms of each of its constraints (the weighted `totals` without the weights)."""
    result, allowance = Counter(), Counter()
    for strength, violation, scale in soft_violations(constraints, edits, values):
        if strength > 0:
            result[strength] += violation
            allowance[strength] += 1e-9 * scale
    return result, allowance


def judge_strict(text, trellis):
    """(category, detail) for `trellis solve --strict`, which kiwi cannot check: HiGHS decides every refusal (as in
    `judge`), Trellis's values must satisfy every required constraint held, and its total violation per level must
    equal HiGHS's lexicographic optimum (lp_oracle.lexicographic_optimum), level by level, within 1e-6 relative plus
    the level's rounding allowance. A level above HiGHS's after a stronger level below it (within rounding) is a
    tie that double precision cannot decide (`agree-strict-rounding-tie`)."""
    parsed = parse(text)
    names = parsed["names"]
    failure, phase_states = checked_states(parsed, trellis)
    if failure:
        return failure
    category, tie = "agree-strict", ""
    for phase, ((held, edits), tvalues) in enumerate(zip(phase_states, trellis["phases"])):
        t = dict(zip(names, tvalues))
        miss = required_miss(held, t, phase)
        if miss:
            return miss
        status, levels = lp_oracle.lexicographic_optimum(names, held, edits)
        if not lp_oracle.conclusive(status):
            return "no-oracle", "phase %d: HiGHS says %s" % (phase, status)
        if status != "optimal":
            return "FAIL highs", "phase %d: HiGHS says %s though Trellis found a solution" % (phase, status)
        t_totals, allowance = level_totals(held, edits, t)
        ahead = None  # a stronger level where Trellis's total is below HiGHS's (both within rounding of each other)
        for strength, best in levels:
            if not close(t_totals[strength], best, allowance[strength] / RELATIVE):
                if ahead is not None and t_totals[strength] > best:
                    # Trellis gave up units at this level for less than rounding at a stronger one: values of 1e8
                    # make the levels trade 5.5e-4 of 5.7e7 for 1e6 (layout seed 62), which double precision cannot
                    # decide. Counted apart, as `agree-weighted-tie` is for kiwi's weights.
                    tie = "phase %d: level %g below HiGHS's by %r, level %g above by %r" % (
                        phase, ahead[0], ahead[1], strength, t_totals[strength] - best)
                    category = "agree-strict-rounding-tie"
                    break
                return "FAIL level", "phase %d: level %g: Trellis violates %r in all, HiGHS's optimum is %r" % (
                    phase, strength, t_totals[strength], best)
            if ahead is None and t_totals[strength] < best:
                ahead = (strength, best - t_totals[strength])
    return category, tie


# --- driving ---------------------------------------------------------------------------------------------------

# One worker's state (a worker process checks one seed at a time): its options and its kiwi server.
_worker = {}


FACTORED_INFEASIBLE = re.compile(r"(build phase|block (\d+)): the required constraints cannot all hold")


def judge_factored_refusal(text, message):
    """(category, detail) for a file the factored engine stopped: right when it says a phase's required constraints
    cannot all hold and HiGHS agrees (it stops at the first such phase, where kiwi and the tableau refuse one
    statement and go on)."""
    match = FACTORED_INFEASIBLE.search(message)
    if not match:
        statement = re.search(r"(build phase|block \d+): (.*)$", message)
        if statement and any(statement.group(2).startswith(prefix) for prefix, _ in ERROR_KINDS):
            return "refused-statement", ""  # a statement the tableau refuses too (then goes on)
        return "FAIL trellis-refused-file", message
    parsed = parse(text)
    phase = int(match.group(2) or 0)
    phase_states, _ = states(parsed, [])
    held, _ = phase_states[phase]
    if lp_oracle.required_feasible(parsed["names"], held):
        return "FAIL refusals", "phase %d said infeasible, but HiGHS satisfies its required constraints" % phase
    return "infeasible-confirmed", ""


def start_worker(options):
    _worker.update(options)
    if options["strict"]:
        return  # kiwi has no strict priorities: HiGHS alone judges
    _worker["kiwi"] = subprocess.Popen(
        [options["python"], os.path.join(HERE, "kiwi_run.py"), "--serve", str(KIWI_TIMEOUT)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)


def ask_kiwi(path):
    """kiwi's result for one file, or None when kiwi crashed or looped on it."""
    server = _worker["kiwi"]
    server.stdin.write(path + "\n")
    server.stdin.flush()
    record = json.loads(server.stdout.readline())
    return None if "crash" in record else record


def check(seed):
    """(seed, category, detail, text when it failed): one system generated, solved by both and judged."""
    text = generate.system(seed, _worker["profile"])
    path = os.path.join(_worker["work"], "seed-%d.txt" % seed)
    with open(path, "w") as f:
        f.write(text)
    try:
        if _worker["strict"]:
            category, detail = judge_strict(text, run_trellis(_worker["trellis"], path, strict=True))
        else:
            trellis = run_trellis(_worker["trellis"], path, engine=_worker["engine"])
            kiwi = ask_kiwi(path)
            if _worker["engine"] != "tableau" and "refused" in trellis:
                category, detail = judge_factored_refusal(text, trellis["refused"])
            elif _worker["engine"] != "tableau" and kiwi is not None and kiwi["failures"] and "crash" not in trellis:
                # The factored engine solves each phase as a whole and stops at the first refusal, where kiwi
                # refuses a statement and goes on: files kiwi refuses anything in are not compared.
                category, detail = "skipped-refusals", ""
            else:
                category, detail = judge(text, trellis, kiwi)
    except Exception as error:  # a bug of the judge itself must not hide the other systems
        category, detail = "FAIL judge", repr(error)
    finally:
        os.unlink(path)
    return seed, category, detail, text if category.startswith("FAIL") else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trellis", default=".build/release/trellis")
    parser.add_argument("--python", default=sys.executable, help="a Python with kiwisolver (for kiwi_run.py)")
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2,
                        help="worker processes, each checking one system at a time (default: one per core)")
    parser.add_argument("--chunk", type=int, default=500)
    parser.add_argument("--failures", default="reliability-failures")
    parser.add_argument("--profile", choices=["layout", "wide"], default="layout",
                        help="generate.py's profile: layout magnitudes, or wide (ill-conditioned) ones")
    parser.add_argument("--known", help="a file of known disagreements, one 'SEED PROFILE CATEGORY' per line: these "
                        "are counted and listed but do not fail the run (Docs/Reliability.md explains them)")
    parser.add_argument("--summary", help="write the final JSON summary to this file too")
    parser.add_argument("--strict", action="store_true",
                        help="run `trellis solve --strict` (strict priority levels) and judge it by HiGHS's "
                        "lexicographic optimum alone (kiwi has no strict mode); known disagreements are read for "
                        "the profile with '-strict' appended")
    parser.add_argument("--engine", choices=["tableau", "factored"], default="tableau",
                        help="`trellis solve --engine`: the tableau solver (the default), or the factored engine "
                        "(Docs/Solver.md, item 6), whose files kiwi refuses a statement in are skipped")
    args = parser.parse_args()

    known = {}
    if args.known:
        with open(args.known) as f:
            for line in f:
                fields = line.split("#", 1)[0].split()
                if len(fields) >= 3 and fields[1] == args.profile + ("-strict" if args.strict else ""):
                    known[int(fields[0])] = fields[2]
    counts = Counter()
    failing = []
    known_seen = []
    started = time.time()
    work = tempfile.mkdtemp(prefix="trellis-differential-")
    options = {"python": args.python, "trellis": os.path.abspath(args.trellis), "profile": args.profile,
               "work": work, "strict": args.strict, "engine": args.engine}
    pool = multiprocessing.get_context("fork").Pool(args.jobs, initializer=start_worker, initargs=(options,))
    try:
        for first in range(args.seed, args.seed + args.count, args.chunk):
            seeds = range(first, min(first + args.chunk, args.seed + args.count))
            for seed, category, detail, text in pool.imap(check, seeds, chunksize=4):
                if seed in known:
                    known_seen.append((seed, category))
                    category = "known-disagreement" if category.startswith("FAIL") else "known-now-agrees"
                counts[category] += 1
                if category.startswith("FAIL"):
                    failing.append({"seed": seed, "category": category, "detail": detail})
                    os.makedirs(args.failures, exist_ok=True)
                    with open(os.path.join(args.failures, "seed-%d.txt" % seed), "w") as f:
                        f.write(text)
                    print("seed %d: %s: %s" % (seed, category, detail), flush=True)
            print("%d systems, %.0f s: %s" % (sum(counts.values()), time.time() - started, dict(counts)), flush=True)
    finally:
        pool.terminate()
        pool.join()
        shutil.rmtree(work, ignore_errors=True)
    summary = {"systems": sum(counts.values()), "first_seed": args.seed, "profile": args.profile,
               "strict": args.strict, "categories": dict(counts),
               "seconds": round(time.time() - started), "failures": failing,
               "known": [{"seed": seed, "category": category} for seed, category in known_seen]}
    print(json.dumps(summary))
    if args.summary:
        with open(args.summary, "w") as f:
            json.dump(summary, f, indent=1)
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
