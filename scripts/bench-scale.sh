#!/usr/bin/env bash
# Scale of `crdgen generate` and `crdgen verify` (release build) against the parse floor
# (read + syn-parse the same files, `crdgen-core/examples/parse_floor.rs`), on synthetic
# trees of N kinds (`scripts/synthetic-tree.py`), and the CPU time of every bundled fixture
# generated and verified, one process each, beside the parse floor of the same processes (#24).
#
# Usage: scripts/bench-scale.sh [N...]          (default: 100 1000 3000 10000)
#        RUNS=5 scripts/bench-scale.sh 1000     (runs per figure; the median is shown)
#        CALLGRIND=1 scripts/bench-scale.sh 1000  (instruction counts instead of times)
#
# Times are user+sys CPU seconds (the child's rusage), not wall time: on a machine shared
# with other builds, CPU time still measures the work done, and wall time on idle cores
# is at most CPU time (the runs are single-threaded). Max RSS is in MiB. With CALLGRIND=1
# each figure is valgrind's instruction count (Ir), repeatable whatever the load.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_INCREMENTAL=0
cargo build --release --quiet -p crdgen-cli
cargo build --release --quiet -p crdgen-core --example parse_floor
crdgen="$PWD/target/release/crdgen"
floor="$PWD/target/release/examples/parse_floor"
runs=${RUNS:-3}
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100 1000 3000 10000)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One figure of a command: "cpu_seconds max_rss_mib", or "instructions -" under CALLGRIND.
measure_once() {
  if [ -n "${CALLGRIND:-}" ]; then
    valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$@" >/dev/null 2>"$work/cg.err" || true
    local ir
    ir=$(grep -m1 '^summary:' "$work/cg.out" | awk '{print $2}')
    echo "$ir -"
  else
    # The child's rusage in microseconds: /usr/bin/time prints CPU time in 10 ms steps,
    # which rounds a fixture's 5-10 ms run down to 0 or up to 10 ms.
    # The difference from before the run: rusage survives exec, and a python3 started by
    # a wrapper (pyenv's shim) already holds the wrapper's children. (Max RSS is the
    # largest child's, and the run is by far the largest.)
    python3 -c '
import resource, subprocess, sys
before = resource.getrusage(resource.RUSAGE_CHILDREN)
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = r.ru_utime + r.ru_stime - before.ru_utime - before.ru_stime
print("%.4f %.0f" % (cpu, r.ru_maxrss / 1024))
' "$@"
  fi
}

# The median of $runs figures of a command.
measure() {
  local i
  for ((i = 0; i < runs; i++)); do measure_once "$@"; done | sort -g | awk -v n="$runs" 'NR == int((n + 1) / 2)'
}

unit=$([ -n "${CALLGRIND:-}" ] && echo "instructions" || echo "CPU s")
# "floor, trees kept": the floor holding every tree until all are parsed, as crdgen does
# until its model is built (`parse_floor --keep-trees`).
echo "| kinds | floor ($unit) | floor, trees kept ($unit) | generate ($unit) | verify ($unit) | verify / floor | verify max RSS (MiB) |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for n in "${sizes[@]}"; do
  dir="$work/synthetic-$n"
  python3 scripts/synthetic-tree.py "$n" "$dir" >/dev/null
  "$crdgen" generate -C "$dir" >/dev/null
  read -r f _ < <(measure "$floor" "$dir/src")
  read -r fk _ < <(measure "$floor" --keep-trees "$dir/src")
  read -r g _ < <(measure "$crdgen" generate -C "$dir")
  read -r v rss < <(measure "$crdgen" verify -C "$dir")
  ratio=$(awk -v v="$v" -v f="$f" 'BEGIN { printf "%.2f", v / f }')
  echo "| $n | $f | $fk | $g | $v | $ratio | $rss |"
  rm -rf "$dir"
done

# Every fixture generated then verified: two processes each, in a copy of the tree. The
# workspace's Cargo.toml comes along: the fixtures take k8s-openapi from it
# (`workspace = true`, feature `latest`), so without it they would get crdgen's default
# Kubernetes version (1.36, stored whole) instead of theirs (1.37, a patch on it), and the
# copy would no longer verify against its committed files (checked first).
cp Cargo.toml "$work/Cargo.toml"
cp -r fixtures "$work/fixtures"
# Beside each run, the parse floor of the same process: reading and parsing the files that
# run reads as sources (`parse_floor -C`, which leaves out the generated client modules as
# crdgen does), one process each, as many processes as crdgen's.
total=0
floor_total=0
count=0
for f in "$work"/fixtures/*/; do
  "$crdgen" verify -C "$f" >/dev/null || { echo "$f: the copy does not verify" >&2; exit 1; }
  read -r fl _ < <(measure "$floor" -C "$f")
  for cmd in generate verify; do
    read -r c _ < <(measure "$crdgen" "$cmd" -C "$f")
    total=$(awk -v t="$total" -v c="$c" 'BEGIN { print t + c }')
    floor_total=$(awk -v t="$floor_total" -v c="$fl" 'BEGIN { print t + c }')
    count=$((count + 1))
  done
done
echo
echo "all fixtures, generate + verify: $count processes, $total $unit in total, $(awk -v t="$total" -v n="$count" 'BEGIN { printf "%.4g", t / n }') per process"
echo "their parse floor ($count processes of parse_floor -C on the same fixtures): $floor_total $unit in total"
