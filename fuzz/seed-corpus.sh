#!/usr/bin/env bash
# Builds the fuzzers' seed corpora from the fixtures, so no blobs are committed:
#   corpus/engine/<fixture>      each fixture crate as one input (src/lib.rs first, then
#                                every other src file after a `//@ <path>` line), and
#                                each of its source files alone as `src/lib.rs`;
#   corpus/yaml_fmt/<file>       every YAML file under fixtures/*/config.
# Existing corpus entries (what earlier runs found) are kept.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")"
fixtures=../fixtures
mkdir -p corpus/engine corpus/yaml_fmt
for dir in "$fixtures"/*/; do
  name=$(basename "$dir")
  [ -f "$dir/src/lib.rs" ] || continue
  {
    cat "$dir/src/lib.rs"
    (cd "$dir" && find src -name '*.rs' ! -path src/lib.rs | sort) | while read -r f; do
      printf '//@ %s\n' "$f"
      cat "$dir/$f"
    done
  } > "corpus/engine/seed-$name"
  (cd "$dir" && find src -name '*.rs' | sort) | while read -r f; do
    cp "$dir/$f" "corpus/engine/seed-$name-$(echo "$f" | tr / _)"
  done
done
find "$fixtures" -path '*/config/*' -name '*.yaml' | sort | while read -r f; do
  cp "$f" "corpus/yaml_fmt/seed-$(echo "${f#"$fixtures"/}" | tr / _)"
done
echo "seeds: $(ls corpus/engine | wc -l) engine, $(ls corpus/yaml_fmt | wc -l) yaml_fmt"
