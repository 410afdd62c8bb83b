#!/usr/bin/env python3
"""Checks that trellis-bench generates every reference workload byte for byte as gen_workloads.py wrote it.

Usage: python3 Benchmarks/check_workloads.py REFERENCE_DIR [--bin-dir DIR]
       (e.g. REFERENCE_DIR = ../shared/bench/workloads, or the output directory of gen_workloads.py)

Runs `trellis-bench --list`, then `trellis-bench --emit-workload NAME` for each name and compares it with
REFERENCE_DIR/NAME.txt. Builds trellis-bench with `swift build -c release` unless --bin-dir is given. Exits 1 on
any difference or missing file. Standard library only.
"""
import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("reference_dir")
    parser.add_argument("--bin-dir", help="directory holding trellis-bench (skips the build)")
    args = parser.parse_args(argv)
    bin_dir = args.bin_dir
    if not bin_dir:
        cmd = ["swift", "build", "-c", "release", "--product", "trellis-bench"]
        subprocess.run(cmd, check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
        bin_dir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], check=True, cwd=ROOT,
                                 text=True, stdout=subprocess.PIPE).stdout.strip()
    bench = os.path.join(bin_dir, "trellis-bench")
    names = subprocess.run([bench, "--list"], check=True, text=True, stdout=subprocess.PIPE).stdout.split()
    failures = 0
    for name in names:
        path = os.path.join(args.reference_dir, name + ".txt")
        generated = subprocess.run([bench, "--emit-workload", name], check=True, stdout=subprocess.PIPE).stdout
        if not os.path.exists(path):
            print("%-12s missing %s" % (name, path))
            failures += 1
            continue
        with open(path, "rb") as f:
            reference = f.read()
        if generated == reference:
            print("%-12s identical (%d bytes)" % (name, len(reference)))
            continue
        failures += 1
        at = next((i for i, (a, b) in enumerate(zip(generated, reference)) if a != b),
                  min(len(generated), len(reference)))
        line = reference[:at].count(b"\n") + 1
        print("%-12s DIFFERS from line %d (generated %d bytes, reference %d)" % (name, line, len(generated),
                                                                               len(reference)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
