#!/usr/bin/env bash
# Compares the compile time of API crates written with crdgen's derives and with
# kube-derive + schemars, at several sizes (1, 10 and 50 kinds by default).
#
# In a directory outside the repository it writes two cargo workspaces, one per flavour,
# each holding one API crate per size (scripts/build-time-crates.py writes them: one
# module per kind, each kind with a spec with markers, nested structs, a list, a map,
# two enums, and a status with conditions):
#
#   crdgen/api-crdgen-N  crdgen (by path, this checkout), serde, serde_json,
#                        k8s-openapi 0.29 latest
#   kube/api-kube-N      kube 5 (default-features = false, features = ["derive"]),
#                        schemars 1, serde, serde_json, k8s-openapi 0.29 latest + schemars
#                        (the status holds Condition, which must implement JsonSchema)
#
# Each crate is a library plus a `main` that prints every kind's `crd()` as JSON. One
# CARGO_TARGET_DIR per flavour, shared by its sizes (one Cargo.lock per workspace, so
# every size uses the same dependency builds). Dependencies are fetched and built first;
# nothing downloaded or built for a dependency is timed. The user's default dev profile
# throughout: the script unsets CARGO_INCREMENTAL, CARGO_PROFILE_* and RUSTFLAGS, so
# incremental compilation and debug info are on, as for anyone editing an API crate.
#
# Measured with hyperfine (wall time, and user + system CPU time of cargo and rustc):
#   api-only     `cargo build -p api-F-N` after `cargo clean -p api-F-N`: the API crate
#                (lib and bin) from scratch, its dependencies already built
#   incremental  `cargo build -p api-F-N` after inserting a doc-comment line on the
#                `replicas` field of Widget0Spec in src/widget0.rs (one spec file); the
#                script then checks that both binaries print the new description, i.e.
#                the edit reached the CRD in both
#   timings      one `cargo build --timings -p api-F-N` after `cargo clean -p api-F-N`
#                per flavour and size; the API crate's units are read back from the HTML
#                report (frontend / codegen split of the lib, and the bin)
# Each measurement runs the two flavours in ROUNDS rounds, alternating which goes first,
# so that load from other processes on the machine hits both alike.
#
# Usage: scripts/compare-build-time.sh [--setup-only | --summary-only]
# Environment (all optional):
#   WORK         parent directory of the workspaces (default: a new mktemp -d, removed at
#                exit unless KEEP=1); must be outside the repository
#   TARGET_BASE  CARGO_TARGET_DIRs are $TARGET_BASE-crdgen and $TARGET_BASE-kube
#                (default: $WORK/target); each takes a few GB
#   OUT          where results go (default: $WORK/results; kept when set)
#   KINDS="1 10 50"  the sizes
#   ROUNDS=2 API_RUNS=2 INCR_RUNS=3   rounds, and runs per round, flavour and size
#   KEEP=1       keep WORK
#   CRDGEN_REPO  the crdgen checkout the crdgen flavour depends on (default: this one), e.g.
#                an older commit exported with `git archive`, to compare before and after
#   PHASES       default "api-only incremental timings"; a subset re-runs only those
#                (results of the others already in OUT are kept and summarized)

# The whole script is one compound command, so bash reads it entirely before running it
# and editing the file during a (long) run cannot derail that run.
{
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-all} # all, --setup-only, or --summary-only (re-reads OUT)

KINDS=${KINDS:-1 10 50}
ROUNDS=${ROUNDS:-2}
API_RUNS=${API_RUNS:-2}
INCR_RUNS=${INCR_RUNS:-3}

# A user's defaults, whatever the calling shell sets for its own builds.
unset CARGO_INCREMENTAL RUSTFLAGS CARGO_BUILD_RUSTFLAGS CARGO_ENCODED_RUSTFLAGS
for v in $(env | sed -n 's/^\(CARGO_PROFILE_[A-Z0-9_]*\)=.*/\1/p'); do unset "$v"; done

if [[ -z ${WORK:-} ]]; then
  WORK=$(mktemp -d "${TMPDIR:-/tmp}/crdgen-buildtime.XXXXXX")
  if [[ ${KEEP:-0} != 1 ]]; then trap 'rm -rf "$WORK"' EXIT; fi
fi
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
case "$WORK/" in
  "$repo"/*) echo "WORK ($WORK) must be outside the repository" >&2; exit 2 ;;
esac
TARGET_BASE=${TARGET_BASE:-$WORK/target}
CRDGEN_REPO=$(cd "${CRDGEN_REPO:-$repo}" && pwd)
OUT=${OUT:-$WORK/results}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)

flavours=(crdgen kube)
ws_of() { echo "$WORK/$1"; }
target_of() { echo "$TARGET_BASE-$1"; }

# ---------------------------------------------------------------------------------------
# The crates.

write_workspace() {
  local f=$1 ws n members=''
  ws=$(ws_of "$f")
  rm -rf "$ws" && mkdir -p "$ws"
  for n in $KINDS; do
    python3 "$repo/scripts/build-time-crates.py" "$f" "$n" "$ws/api-$f-$n" "$CRDGEN_REPO/crdgen"
    members+="\"api-$f-$n\", "
  done
  printf '[workspace]\nresolver = "3"\nmembers = [%s]\n' "${members%, }" >"$ws/Cargo.toml"
}

# ---------------------------------------------------------------------------------------
# Helpers.

cargo_in() {
  local f=$1; shift
  (cd "$(ws_of "$f")" && CARGO_TARGET_DIR="$(target_of "$f")" cargo "$@")
}

# The shell command hyperfine runs: "cargo ARGS..." in flavour $1's workspace.
cmd_for() {
  local f=$1; shift
  printf 'cd %q && CARGO_TARGET_DIR=%q cargo %s' "$(ws_of "$f")" "$(target_of "$f")" "$*"
}

spec_file() { echo "$(ws_of "$1")/api-$1-$2/src/widget0.rs"; }

# The edit of the incremental measurement: one more doc line on Widget0Spec::replicas.
edit_cmd() {
  local sed_expr='"s|^    /// Replicas is the number of pods to run\.\$|&\n    /// Edited $(date +%s%N).|"'
  printf 'sed -i %s %q' "$sed_expr" "$(spec_file "$1" "$2")"
}

# The CRDs the binary of flavour $1, size $2 prints.
crds_of() { "$(target_of "$1")/debug/api-$1-$2"; }

# measure WHAT N RUNS: both flavours in ROUNDS rounds (order alternating), each round one
# hyperfine call with RUNS runs per flavour; writes $OUT/WHAT-N-roundR.json.
measure() {
  local what=$1 n=$2 runs=$3 round order f prepare build
  for ((round = 1; round <= ROUNDS; round++)); do
    if ((round % 2)); then order=(crdgen kube); else order=(kube crdgen); fi
    echo "== $what, $n kinds, round $round/$ROUNDS (load $(cut -d' ' -f1-3 /proc/loadavg))" >&2
    local args=()
    for f in "${order[@]}"; do
      case $what in
        api-only) prepare="$(cmd_for "$f" clean -p "api-$f-$n")" ;;
        incremental) prepare="$(edit_cmd "$f" "$n")" ;;
      esac
      build="$(cmd_for "$f" build --quiet -p "api-$f-$n")"
      args+=(--prepare "$prepare" --command-name "$f" "$build")
    done
    hyperfine --style basic --runs "$runs" --export-json "$OUT/$what-$n-round$round.json" "${args[@]}" >&2
  done
}

# ---------------------------------------------------------------------------------------
# Summary.

summary() {
python3 - "$OUT" "$KINDS" <<'PY' | tee "$OUT/summary.md"
import glob, json, os, re, statistics, sys

out, kinds = sys.argv[1], [int(k) for k in sys.argv[2].split()]
print(open(os.path.join(out, "machine.txt")).read().rstrip())
print()
print("| measurement | kinds | flavour | runs | median wall (s) | min–max wall (s) | mean CPU (s) | crdgen/kube (wall) | crdgen/kube (CPU) |")
print("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
for what in ["api-only", "incremental"]:
    for n in kinds:
        runs = {}
        for path in sorted(glob.glob(os.path.join(out, f"{what}-{n}-round*.json"))):
            for r in json.load(open(path))["results"]:
                e = runs.setdefault(r["command"], {"wall": [], "cpu": []})
                e["wall"] += r["times"]
                # hyperfine 1.15 exports the mean user and system time of a round's
                # runs, not each run's: weighted by the number of runs below.
                e["cpu"] += [r["user"] + r["system"]] * len(r["times"])
        if not runs:
            continue
        med = {f: (statistics.median(e["wall"]), statistics.mean(e["cpu"])) for f, e in runs.items()}
        for f in ["crdgen", "kube"]:
            if f not in runs:
                continue
            w = runs[f]["wall"]
            ratio = ("", "")
            if f == "crdgen" and "kube" in med:
                ratio = (f"{med['crdgen'][0] / med['kube'][0]:.2f}", f"{med['crdgen'][1] / med['kube'][1]:.2f}")
            print(f"| {what} | {n} | {f} | {len(w)} | {med[f][0]:.2f} | {min(w):.2f}–{max(w):.2f} | {med[f][1]:.2f} | {ratio[0]} | {ratio[1]} |")
print()

# cargo's HTML timing report embeds `const UNIT_DATA = [...]`.
rows = []
for n in kinds:
    for f in ["crdgen", "kube"]:
        path = os.path.join(out, f"timings-{f}-{n}.html")
        if not os.path.exists(path):
            continue
        m = re.search(r"const UNIT_DATA = (\[.*?\]);\n", open(path).read(), re.S)
        for u in json.loads(m.group(1)):
            if not u["name"].startswith("api-"):
                continue
            secs = dict(u.get("sections") or [])
            span = lambda k: f"{secs[k]['end'] - secs[k]['start']:.2f}" if k in secs else ""
            rows.append(f"| {n} | {f} | {u['target'].strip() or 'lib'} | {u['duration']:.2f} | {span('frontend')} | {span('codegen')} |")
if rows:
    print("### `cargo build --timings`, the API crate's units (one build each)")
    print()
    print("| kinds | flavour | unit | seconds | frontend | codegen |")
    print("| ---: | --- | --- | ---: | ---: | ---: |")
    print("\n".join(rows))
    print()
PY
}

# ---------------------------------------------------------------------------------------
# Run.

if [[ $mode == --summary-only ]]; then summary; exit 0; fi
command -v hyperfine >/dev/null || { echo "hyperfine is needed (apt-get install hyperfine)" >&2; exit 2; }
for f in "${flavours[@]}"; do
  write_workspace "$f"
  cargo_in "$f" fetch --quiet
done
echo "workspaces in $WORK; target dirs $(target_of crdgen), $(target_of kube); results in $OUT" >&2
[[ $mode == --setup-only ]] && exit 0

{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "nproc: $(nproc)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
  echo "mem: $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo)"
  echo "rustc: $(rustc --version)"
  echo "cargo: $(cargo --version)"
  echo "hyperfine: $(hyperfine --version)"
  if [[ $CRDGEN_REPO == "$repo" ]]; then
    echo "crdgen commit: $(git -C "$repo" rev-parse --short HEAD)$(git -C "$repo" diff --quiet HEAD -- . || echo ' (with uncommitted changes)')"
  else
    echo "crdgen: $CRDGEN_REPO"
  fi
  echo "kinds: $KINDS; rounds: $ROUNDS; runs per round: api-only $API_RUNS, incremental $INCR_RUNS"
  echo "loadavg at start: $(cat /proc/loadavg)"
} >"$OUT/machine.txt"

PHASES=" ${PHASES:-api-only incremental timings} "

# Every crate builds, and prints one CRD per kind, before anything is timed.
for f in "${flavours[@]}"; do
  cargo_in "$f" build --quiet --workspace
  for n in $KINDS; do
    got=$(crds_of "$f" "$n" | wc -l)
    [[ $got == "$n" ]] || { echo "api-$f-$n printed $got CRDs, not $n" >&2; exit 1; }
  done
done

for n in $KINDS; do
  [[ $PHASES == *" api-only "* ]] && measure api-only "$n" "$API_RUNS"
  if [[ $PHASES == *" incremental "* ]]; then
    for f in "${flavours[@]}"; do cp "$(spec_file "$f" "$n")" "$OUT/widget0-$f-$n.rs.orig"; done
    measure incremental "$n" "$INCR_RUNS"
    # The edit must reach the CRD: the binaries built from the last edit print the
    # description it added, so both derives really ran again.
    for f in "${flavours[@]}"; do
      # Each edit inserts its line right under the field's first doc line: the newest
      # is the first.
      stamp=$(grep -o 'Edited [0-9]*' "$(spec_file "$f" "$n")" | head -n1)
      crds=$(crds_of "$f" "$n") # whole, before grep -q stops reading
      grep -q "$stamp" <<<"$crds" ||
        { echo "api-$f-$n: the edited description ($stamp) is not in its CRD" >&2; exit 1; }
      cp "$OUT/widget0-$f-$n.rs.orig" "$(spec_file "$f" "$n")"
    done
  fi
  if [[ $PHASES == *" timings "* ]]; then
    for f in "${flavours[@]}"; do
      echo "== timings: $f, $n kinds" >&2
      cargo_in "$f" clean --quiet -p "api-$f-$n"
      cargo_in "$f" build --quiet --timings -p "api-$f-$n"
      cp "$(ls -t "$(target_of "$f")"/cargo-timings/cargo-timing-*.html | head -n1)" "$OUT/timings-$f-$n.html"
    done
  fi
done
echo "loadavg at end: $(cat /proc/loadavg)" >>"$OUT/machine.txt"

summary
exit
}
