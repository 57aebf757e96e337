#!/usr/bin/env bash
# Times `crdgen generate` (release build) on the bundled fixtures, on synthetic crates
# of 10, 100 and 1000 kinds, and on one kind whose spec has 1k, 10k and 50k fields (the
# time must grow linearly with the width). Uses hyperfine when installed, else a plain
# loop.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet -p crdgen-cli
crdgen="$PWD/target/release/crdgen"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

time_it() { # name, then the command
  local name=$1; shift
  if command -v hyperfine >/dev/null; then
    hyperfine --warmup 2 --runs 10 --style basic -N --export-markdown /dev/stdout -n "$name" "$*" | tail -n 1
  else
    local start end
    start=$(date +%s%N)
    for _ in 1 2 3 4 5; do "$@" >/dev/null; done
    end=$(date +%s%N)
    printf '| %s | %d ms (mean of 5) |\n' "$name" $(( (end - start) / 5000000 ))
  fi
}

cp -r fixtures "$work/fixtures"
cat > "$work/all-fixtures.sh" <<SCRIPT
#!/usr/bin/env bash
for f in "$work"/fixtures/*/; do "$crdgen" generate -C "\$f" >/dev/null || exit 1; done
SCRIPT
chmod +x "$work/all-fixtures.sh"
time_it "all 8 fixtures (one process each)" "$work/all-fixtures.sh"
for n in 10 100 1000; do
  python3 scripts/synthetic-tree.py "$n" "$work/synthetic-$n"
  time_it "$n kinds" "$crdgen" generate -C "$work/synthetic-$n"
done
for f in 1000 10000 50000; do
  python3 scripts/synthetic-tree.py --wide "$f" "$work/wide-$f"
  time_it "one kind of $f fields" "$crdgen" generate -C "$work/wide-$f"
done
