#!/usr/bin/env bash
# Builds one libFuzzer binary holding every harness of Fuzz/Harnesses (swiftc -sanitize=fuzzer,address: the sources
# of TrellisSolver and TrellisText and the harnesses compiled once, into one module), then runs the harnesses named
# at the same time, each for SECONDS (default 60) on a copy of its seed corpus in Fuzz/Corpus. The environment
# variable TRELLIS_FUZZ_HARNESS tells the binary which harness a process feeds (Fuzz/Harnesses/FuzzerEntry.swift).
# A crash stops that harness; its input is saved as .build/fuzz/<harness>/crash-*.
#
# Usage: bash Scripts/reliability/fuzz.sh [SECONDS] [HARNESS...]     harnesses: ConstraintFile SolverCalls FontFace
# Prints one line per harness: executions, corpus size and crashes (libFuzzer's final statistics). Exit status 1 if
# any harness crashed.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
shift || true
harnesses=("${@:-ConstraintFile SolverCalls FontFace}")
# shellcheck disable=SC2206
harnesses=(${harnesses[*]})
for harness in "${harnesses[@]}"; do
  case "$harness" in
    ConstraintFile | SolverCalls | FontFace) ;;
    *) echo "unknown harness $harness (the harnesses: ConstraintFile SolverCalls FontFace)" >&2; exit 2 ;;
  esac
done
out=.build/fuzz
fuzzer="$out/fuzzer"
mkdir -p "$out"
if [ ! -x "$fuzzer" ] ||
  [ -n "$(find Sources/TrellisSolver Sources/TrellisText Fuzz/Harnesses -newer "$fuzzer" -print -quit)" ]; then
  # Compile a snapshot of the sources, as one whole module: a build takes minutes, and a non-WMO build of files
  # that change under it (a rebase mid-build) mixes two layouts of a type in one binary. That is what produced
  # Fuzz/Crashes/SolverCalls-changeConstant-stack-buffer-overflow (Docs/Reliability.md). One binary for all the
  # harnesses: the libraries are compiled once, not once per harness.
  rm -rf "$out/src" "$fuzzer"
  mkdir -p "$out/src"
  cp -R Sources/TrellisSolver Sources/TrellisText Fuzz/Harnesses "$out/src/"
  started=$SECONDS
  (cd "$out" && find src -name '*.swift' -print0 |
    xargs -0 swiftc -sanitize=fuzzer,address -parse-as-library -module-name TrellisFuzz -package-name trellis -O -assert-config Debug -wmo -num-threads 2 -g \
      -o fuzzer 2>&1 | grep -v "Cannot export local symbol" || true)
  test -x "$fuzzer"
  echo "built $fuzzer in $((SECONDS - started)) s"
fi
# Each harness in its own directory (corpus, log, crash inputs), all running at once: libFuzzer uses one core per
# process, so on a machine with fewer cores than harnesses they share the cores for the same wall time. Fork mode
# with -ignore_crashes: a crash is saved and the run goes on, so a known crash does not end a harness's run early.
for harness in "${harnesses[@]}"; do
  dir="$out/$harness"
  rm -f "$dir"/crash-* "$dir"/timeout-* "$dir"/oom-* "$dir"/leak-* "$dir"/log.txt
  mkdir -p "$dir/corpus"
  cp Fuzz/Corpus/"$harness"/* "$dir/corpus/" 2>/dev/null || true
  if [ "$harness" = FontFace ]; then
    # Real fonts as seeds when the machine has them (the repository carries only small damaged ones).
    find /usr/share/fonts -name '*.ttf' -size -400k 2>/dev/null | head -4 | xargs -r -I{} cp {} "$dir/corpus/"
  fi
  (cd "$dir" && TRELLIS_FUZZ_HARNESS="$harness" SWIFT_BACKTRACE=enable=no ../fuzzer -fork=1 -ignore_crashes=1 \
    -ignore_timeouts=1 -ignore_ooms=1 -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    -artifact_prefix=./ corpus >log.txt 2>&1 || true) &
done
wait
# Every input that crashed is run again on its own; the fatal error it prints (the fuzzer is built with
# -assert-config Debug, so preconditions keep their messages), after the harness's name and ': ', is looked up in
# Fuzz/known_crashes.txt. A crash not listed there, a timeout or running out of memory fails the run.
known=Fuzz/known_crashes.txt
is_known() {
  local pattern
  while IFS= read -r pattern; do
    case "$pattern" in '' | '#'*) continue ;; esac
    if [[ "$1" =~ $pattern ]]; then return 0; fi
  done <"$known"
  return 1
}
status=0
for harness in "${harnesses[@]}"; do
  dir="$out/$harness"
  log="$dir/log.txt"
  runs="$(grep -Eo '^#[0-9]+' "$log" | tail -1 | tr -d '#')"
  crashes=0
  new=0
  for input in "$dir"/crash-* "$dir"/timeout-* "$dir"/oom-*; do
    [ -e "$input" ] || continue
    crashes=$((crashes + 1))
    message="$( (cd "$dir" && TRELLIS_FUZZ_HARNESS="$harness" SWIFT_BACKTRACE=enable=no timeout 60 ../fuzzer \
      -rss_limit_mb=2048 "$(basename "$input")" 2>&1) | grep -m1 -E 'Fatal error|ERROR: ' || true)"
    message="${message:-$(basename "$input"): no fatal error when run again}"
    if is_known "$harness: $message"; then
      echo "  known: $input: $message"
    else
      new=$((new + 1))
      status=1
      echo "  NEW: $input: $message"
    fi
  done
  echo "$harness: ${runs:-?} executions in ${seconds} s, corpus $(ls "$dir/corpus" | wc -l) inputs," \
    "crashing inputs: $crashes ($new not in $known)"
done
exit $status
