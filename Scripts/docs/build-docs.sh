#!/usr/bin/env bash
# Builds the DocC documentation of every library target (the targets of the package's `.library` products) and
# fails on any problem:
#   1. a library target without a `Sources/<Target>/<Target>.docc` catalog;
#   2. a public symbol without a `///` doc comment (read from the symbol graph: `undocumented_symbols.py`);
#   3. any docc warning (unresolved links, parameters that are not documented or do not exist, bad topic groups…),
#      which `--warnings-as-errors` turns into an error.
# No plugin can be fetched, so this drives the toolchain's own tools: `swift package dump-symbol-graph` builds the
# package (a no-op after `swift build`) and writes one symbol graph per module, and `docc convert` builds one archive
# per target, in dependency order, given its dependencies' archives so that cross-module links (written with a
# leading slash: ``/Trellis/Window``) resolve.
#
# Usage: Scripts/docs/build-docs.sh [OUTPUT_DIR]   (default .build/docs; the archives are OUTPUT_DIR/<Target>.doccarchive)
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts="Scripts/docs"
output="${1:-.build/docs}"
rm -rf "$output"
mkdir -p "$output/symbol-graphs"

docc="$(command -v docc || true)"
if [ -z "$docc" ]; then
  docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
fi
if [ ! -x "$docc" ]; then
  echo "error: docc not found beside swift ($docc)" >&2
  exit 1
fi

# dump-symbol-graph writes into the build folder and never clears it: clear it so that no stale graph is read.
rm -rf "$(dirname "$(swift build --show-bin-path)")/symbolgraph"
# It also tries the generated test-runner modules (TrellisPackageTests, TrellisPackageDiscoveredTests), fails on them
# and exits non-zero; those errors are expected, any other is not.
swift package dump-symbol-graph --skip-synthesized-members --emit-extension-block-symbols >"$output/dump-symbol-graph.log" 2>&1 || true
if grep '^error:' "$output/dump-symbol-graph.log" | grep -v -E "'[A-Za-z]+Package(Discovered)?Tests'" >&2; then
  echo "error: swift package dump-symbol-graph failed (above; the whole log is $output/dump-symbol-graph.log)" >&2
  exit 1
fi
graphs="$(sed -n 's/^Files written to //p' "$output/dump-symbol-graph.log" | tail -1)"
if [ ! -d "$graphs" ]; then
  cat "$output/dump-symbol-graph.log" >&2
  echo "error: no symbol graph directory in swift package dump-symbol-graph's output" >&2
  exit 1
fi

targets="$(swift package dump-package | python3 "$scripts/library_targets.py")"
failed=0
dependencies=()
for target in $targets; do
  catalog="Sources/$target/$target.docc"
  if [ ! -d "$catalog" ]; then
    echo "error: $target has no DocC catalog: add $catalog with a $target.md landing page" >&2
    failed=1
    continue
  fi
  # The target's own graph and the graphs of its extensions to other modules' types (Target@Other.symbols.json).
  target_graphs="$output/symbol-graphs/$target"
  mkdir -p "$target_graphs"
  if [ ! -f "$graphs/$target.symbols.json" ]; then
    echo "error: swift package dump-symbol-graph wrote no symbol graph for $target" >&2
    failed=1
    continue
  fi
  cp "$graphs/$target.symbols.json" "$target_graphs/"
  find "$graphs" -maxdepth 1 -name "$target@*.symbols.json" -exec cp {} "$target_graphs/" \;

  if ! python3 "$scripts/undocumented_symbols.py" "$target_graphs"/*.symbols.json >&2; then
    echo "error: $target has public symbols without a /// doc comment (listed above)" >&2
    failed=1
  fi

  archive="$output/$target.doccarchive"
  if ! "$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$target_graphs" \
    --output-dir "$archive" \
    --fallback-display-name "$target" \
    --fallback-bundle-identifier "$target" \
    --enable-experimental-external-link-support \
    "${dependencies[@]}" \
    --warnings-as-errors >"$output/$target.log" 2>&1; then
    cat "$output/$target.log" >&2
    echo "error: docc reported problems in $target's documentation (above)" >&2
    failed=1
    # Build the archive anyway, so that the targets that depend on this one report only their own problems.
    "$docc" convert "$catalog" --additional-symbol-graph-dir "$target_graphs" --output-dir "$archive" \
      --fallback-display-name "$target" --fallback-bundle-identifier "$target" \
      --enable-experimental-external-link-support "${dependencies[@]}" >/dev/null 2>&1 || true
  fi
  dependencies+=(--dependency "$archive")
  echo "docs: $target -> $archive"
done

if [ "$failed" -ne 0 ]; then
  exit 1
fi
