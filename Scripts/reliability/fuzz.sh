#!/usr/bin/env bash
# Builds the libFuzzer harnesses of Fuzz/Harnesses (swiftc -sanitize=fuzzer,address, each harness compiled into one
# module with the sources of the library it tests) and runs each for SECONDS (default 60) on a copy of its seed
# corpus in Fuzz/Corpus. A crash stops that harness; its input is saved as .build/fuzz/<harness>/crash-*.
#
# Usage: bash Scripts/reliability/fuzz.sh [SECONDS] [HARNESS...]     harnesses: ConstraintFile SolverCalls FontFace
# Prints one line per harness: executions, corpus size and crashes (libFuzzer's final statistics).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
shift || true
harnesses=("${@:-ConstraintFile SolverCalls FontFace}")
# shellcheck disable=SC2206
harnesses=(${harnesses[*]})
out=.build/fuzz
mkdir -p "$out"
status=0
for harness in "${harnesses[@]}"; do
  case "$harness" in
    ConstraintFile | SolverCalls) library=TrellisSolver ;;
    FontFace) library=TrellisText ;;
    *) echo "unknown harness $harness" >&2; exit 2 ;;
  esac
  dir="$out/$harness"
  mkdir -p "$dir/corpus"
  cp Fuzz/Corpus/"$harness"/* "$dir/corpus/" 2>/dev/null || true
  if [ "$harness" = FontFace ]; then
    # Real fonts as seeds when the machine has them (the repository carries only small damaged ones).
    find /usr/share/fonts -name '*.ttf' -size -400k 2>/dev/null | head -4 | xargs -r -I{} cp {} "$dir/corpus/"
  fi
  if [ ! -x "$dir/fuzzer" ] || [ -n "$(find Sources/$library Fuzz/Harnesses/${harness}Fuzzer.swift -newer "$dir/fuzzer" -print -quit)" ]; then
    # Compile a snapshot of the sources, as one whole module: a build takes minutes, and a non-WMO build of files
    # that change under it (a rebase mid-build) mixes two layouts of a type in one binary. That is what produced
    # Fuzz/Crashes/SolverCalls-changeConstant-stack-buffer-overflow (Docs/Reliability.md).
    rm -rf "$dir/src" "$dir/fuzzer"
    mkdir -p "$dir/src"
    cp -R "Sources/$library" "Fuzz/Harnesses/${harness}Fuzzer.swift" "$dir/src/"
    (cd "$dir" && find src -name '*.swift' -print0 |
      xargs -0 swiftc -sanitize=fuzzer,address -parse-as-library -module-name "$library" -O -wmo -g -o fuzzer 2>&1 |
      grep -v "Cannot export local symbol" || true)
    test -x "$dir/fuzzer"
  fi
  log="$dir/log.txt"
  if (cd "$dir" && ./fuzzer -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    -artifact_prefix=./ corpus >"log.txt" 2>&1); then
    crashes=0
  else
    crashes=1
    status=1
  fi
  runs="$(grep -Eo 'Done [0-9]+ runs' "$log" | grep -Eo '[0-9]+' || grep -Eo '^#[0-9]+' "$log" | tail -1 | tr -d '#')"
  echo "$harness: ${runs:-?} executions in ${seconds} s, corpus $(ls "$dir/corpus" | wc -l) inputs, crashes: $crashes"
  if [ "$crashes" -ne 0 ]; then grep -m3 -E "Fatal error|ERROR: |SUMMARY" "$log" || true; ls "$dir"/crash-* 2>/dev/null || true; fi
done
exit $status
