#!/usr/bin/env bash
# Compares the compile time of API crates written with crdgen's derives and with
# kube-derive + schemars, at several sizes (1, 10, 50 and 100 kinds by default).
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
# Each build is timed by scripts/build-time-run.py: wall time, and the user + system CPU
# time of cargo and every rustc it ran (per run, from the rusage of the build's process
# tree). On a machine shared with other work the CPU time is the steadier measure.
#   api-only     `cargo build -p api-F-N` after `cargo clean -p api-F-N`: the API crate
#                (lib and bin) from scratch, its dependencies already built
#   incremental  `cargo build -p api-F-N` after inserting a doc-comment line on the
#                `replicas` field of Widget0Spec in src/widget0.rs (one spec file); the
#                script then checks that both binaries print the new description, i.e.
#                the edit reached the CRD in both
#   expansion    rustc's own phase timer on the API crate's lib after the same edit
#                (`RUSTC_BOOTSTRAP=1 cargo rustc --lib -p api-F-N -- -Ztime-passes`):
#                `macro_expand_crate`, the time spent expanding every macro of the crate,
#                crdgen's derives (or kube's and schemars') and serde's in both, beside
#                the whole compilation (`total`); the summary fits it against the kinds
#   timings      one `cargo build --timings -p api-F-N` after `cargo clean -p api-F-N`
#                per flavour and size; the API crate's units are read back from the HTML
#                report (frontend / codegen split of the lib, and the bin)
# The two flavours are interleaved run by run, the one that goes first alternating, so
# that load from other processes on the machine hits both alike.
#
# Usage: scripts/compare-build-time.sh [--setup-only | --summary-only]
# Environment (all optional):
#   WORK         parent directory of the workspaces (default: a new mktemp -d, removed at
#                exit unless KEEP=1); must be outside the repository
#   TARGET_BASE  CARGO_TARGET_DIRs are $TARGET_BASE-crdgen and $TARGET_BASE-kube
#                (default: $WORK/target); each takes a few GB
#   OUT          where results go (default: $WORK/results; kept when set)
#   KINDS="1 10 50 100"  the sizes
#   ROUNDS=2 API_RUNS=2 INCR_RUNS=3   rounds, and runs per round, flavour and size
#   EXPANSION_RUNS=3   runs of the expansion measurement per flavour and size
#   KEEP=1       keep WORK
#   CRDGEN_REPO  the crdgen checkout the crdgen flavour depends on (default: this one), e.g.
#                an older commit exported with `git archive`, to compare before and after
#   PHASES       default "api-only incremental expansion timings"; a subset runs only
#                those (results already in OUT are kept: runs are appended to its
#                runs.jsonl and expansion.jsonl, and the summary reads them all)

# The whole script is one compound command, so bash reads it entirely before running it
# and editing the file during a (long) run cannot derail that run.
{
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-all} # all, --setup-only, or --summary-only (re-reads OUT)

KINDS=${KINDS:-1 10 50 100}
ROUNDS=${ROUNDS:-2}
API_RUNS=${API_RUNS:-2}
INCR_RUNS=${INCR_RUNS:-3}
EXPANSION_RUNS=${EXPANSION_RUNS:-3}

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

# Files already as the generator writes them are left alone, so a second run (another
# PHASES, more sizes) does not make cargo rebuild every API crate first.
write_workspace() {
  local f=$1 ws n members='' manifest
  ws=$(ws_of "$f")
  mkdir -p "$ws"
  for n in $KINDS; do
    python3 "$repo/scripts/build-time-crates.py" "$f" "$n" "$ws/api-$f-$n" "$CRDGEN_REPO/crdgen"
    members+="\"api-$f-$n\", "
  done
  manifest=$(printf '[workspace]\nresolver = "3"\nmembers = [%s]\n' "${members%, }")
  [[ -f $ws/Cargo.toml && $(cat "$ws/Cargo.toml") == "$manifest" ]] ||
    printf '%s\n' "$manifest" >"$ws/Cargo.toml"
}

# ---------------------------------------------------------------------------------------
# Helpers.

cargo_in() {
  local f=$1; shift
  (cd "$(ws_of "$f")" && CARGO_TARGET_DIR="$(target_of "$f")" cargo "$@")
}

# The shell command of one build: "cargo ARGS..." in flavour $1's workspace.
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

# measure WHAT N RUNS: both flavours in ROUNDS rounds of RUNS runs each, interleaved run by
# run (crdgen, kube, kube, crdgen, crdgen, kube, ...: the flavour that goes first alternates
# at every run, and every round starts with the other one), so that load from other
# processes on the machine hits both alike. Each run: PREPARE (untimed), then BUILD, timed
# by scripts/build-time-run.py: wall time, and the user + system CPU time of cargo and
# every compiler it ran. One JSON line per run goes to $OUT/runs.jsonl.
measure() {
  local what=$1 n=$2 runs=$3 round run f prepare build order
  for ((round = 1; round <= ROUNDS; round++)); do
    echo "== $what, $n kinds, round $round/$ROUNDS (load $(cut -d' ' -f1-3 /proc/loadavg))" >&2
    for ((run = 1; run <= runs; run++)); do
      if (((round + run) % 2)); then order=(kube crdgen); else order=(crdgen kube); fi
      for f in "${order[@]}"; do
        case $what in
          api-only) prepare="$(cmd_for "$f" clean --quiet -p "api-$f-$n")" ;;
          incremental) prepare="$(edit_cmd "$f" "$n")" ;;
        esac
        build="$(cmd_for "$f" build --quiet -p "api-$f-$n")"
        python3 "$repo/scripts/build-time-run.py" "$OUT/runs.jsonl" \
          "what=$what" "kinds=$n" "flavour=$f" "round=$round" "run=$run" \
          -- "$prepare" "$build"
      done
    done
  done
}

# expansion N: rustc's own phase timer (`-Ztime-passes`) on the API crate's lib after the
# same edit as the incremental measurement, EXPANSION_RUNS runs per flavour, interleaved.
# `macro_expand_crate` is the time rustc spends expanding the crate's macros: every derive
# (crdgen's, or kube's and schemars'; serde's in both) and its own work around them.
# The option is nightly-only: a RUSTC_WRAPPER ($WORK/time-passes-rustc) adds it, with
# RUSTC_BOOTSTRAP=1, to the API crate's lib alone. Setting RUSTC_BOOTSTRAP for cargo
# instead would rebuild proc-macro2 (its build script probes for nightly features) and
# everything above it, and change how it works. The wrapper also prints the CPU time of
# that one rustc, so the summary can put the expansion's share of the wall time on the
# CPU time (the phase timer measures wall time). One JSON line per run goes to
# $OUT/expansion.jsonl.
write_wrapper() {
  cat >"$WORK/time-passes-rustc" <<'SH'
#!/usr/bin/env bash
# RUSTC_WRAPPER of compare-build-time.sh's expansion measurement.
rustc=$1
shift
case " $* " in
  *" --crate-name api_"*" --crate-type lib "*)
    # bash's `time`: the user and system CPU time of that rustc, on standard error.
    TIMEFORMAT='rustc-cpu: %U %S'
    time RUSTC_BOOTSTRAP=1 "$rustc" "$@" -Ztime-passes
    ;;
  *) exec "$rustc" "$@" ;;
esac
SH
  chmod +x "$WORK/time-passes-rustc"
}

expansion() {
  local n=$1 run f build order
  for ((run = 1; run <= EXPANSION_RUNS; run++)); do
    if ((run % 2)); then order=(crdgen kube); else order=(kube crdgen); fi
    for f in "${order[@]}"; do
      build="export RUSTC_WRAPPER=$(printf %q "$WORK/time-passes-rustc"); $(cmd_for "$f" build --quiet -p "api-$f-$n")"
      python3 "$repo/scripts/build-time-run.py" "$OUT/expansion.jsonl" \
        "what=expansion" "kinds=$n" "flavour=$f" "run=$run" --time-passes \
        -- "$(edit_cmd "$f" "$n")" "$build"
    done
  done
}

# ---------------------------------------------------------------------------------------
# Summary.

summary() {
python3 - "$OUT" "$KINDS" <<'PY' | tee "$OUT/summary.md"
import json, os, re, statistics, sys

out, kinds = sys.argv[1], [int(k) for k in sys.argv[2].split()]
med = statistics.median


def lines(name):
    path = os.path.join(out, name)
    return [json.loads(l) for l in open(path)] if os.path.exists(path) else []


def fit(xs, ys, degree):
    """Least-squares polynomial coefficients (constant first), by the normal equations."""
    m = degree + 1
    a = [[sum(x ** (i + j) for x in xs) for j in range(m)] for i in range(m)]
    b = [sum(y * x**i for x, y in zip(xs, ys)) for i in range(m)]
    for c in range(m):  # Gauss-Jordan with partial pivoting
        p = max(range(c, m), key=lambda r: abs(a[r][c]))
        a[c], a[p], b[c], b[p] = a[p], a[c], b[p], b[c]
        for r in range(m):
            if r != c:
                k = a[r][c] / a[c][c]
                a[r] = [x - k * y for x, y in zip(a[r], a[c])]
                b[r] -= k * b[c]
    return [b[i] / a[i][i] for i in range(m)]


print(open(os.path.join(out, "machine.txt")).read().rstrip())
print()

runs = lines("runs.jsonl")
if runs:
    loads = [r["load"] for r in runs]
    print(f"One-minute load average at the start of the timed builds: median {med(loads):.1f}, {min(loads):.1f}–{max(loads):.1f}.")
    print()
    print("Medians over all runs; CPU is user + system time of cargo and every rustc it ran.")
    print()
    print("| measurement | kinds | flavour | runs | wall (s) | min–max wall (s) | CPU (s) | min–max CPU (s) | crdgen/kube (wall) | crdgen/kube (CPU) |")
    print("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    medians = {}
    for what in ["api-only", "incremental"]:
        for n in kinds:
            by = {}
            for r in runs:
                if r["what"] == what and r["kinds"] == n:
                    e = by.setdefault(r["flavour"], {"wall": [], "cpu": []})
                    e["wall"].append(r["wall"])
                    e["cpu"].append(r["user"] + r["sys"])
            for f in ["crdgen", "kube"]:
                if f in by:
                    medians[what, n, f] = (med(by[f]["wall"]), med(by[f]["cpu"]))
            for f in ["crdgen", "kube"]:
                if f not in by:
                    continue
                w, c = by[f]["wall"], by[f]["cpu"]
                ratio = ("", "")
                if f == "crdgen" and (what, n, "kube") in medians:
                    k = medians[what, n, "kube"]
                    ratio = (f"{med(w) / k[0]:.2f}", f"{med(c) / k[1]:.2f}")
                print(f"| {what} | {n} | {f} | {len(w)} | {med(w):.2f} | {min(w):.2f}–{max(w):.2f} | {med(c):.2f} | {min(c):.2f}–{max(c):.2f} | {ratio[0]} | {ratio[1]} |")
    print()
    print("What each kind adds between two sizes (difference of medians over difference of kinds), seconds:")
    print()
    steps = list(zip(kinds, kinds[1:]))
    print("| measurement | flavour | " + " | ".join(f"{a} → {b}, wall" for a, b in steps) + " | " + " | ".join(f"{a} → {b}, CPU" for a, b in steps) + " |")
    print("| --- | --- |" + " ---: |" * (2 * len(steps)))
    for what in ["api-only", "incremental"]:
        for f in ["crdgen", "kube"]:
            cells = []
            for i in (0, 1):
                for a, b in steps:
                    if (what, a, f) in medians and (what, b, f) in medians:
                        cells.append(f"{(medians[what, b, f][i] - medians[what, a, f][i]) / (b - a):.3f}")
                    else:
                        cells.append("")
            print(f"| {what} | {f} | " + " | ".join(cells) + " |")
    print()

expansion = lines("expansion.jsonl")
if expansion:
    print("### rustc's `-Ztime-passes` on the API crate's lib after an edit")
    print()
    print("Medians. The phase timer measures wall time: `macro_expand_crate` is the expansion of")
    print("every macro of the crate (the API derives and serde's), `total` the whole compilation")
    print("of the lib; the share of the one in the other, put on the CPU time of that rustc, is")
    print("the expansion's CPU time (estimated: the load may differ between phases).")
    print()
    print("| kinds | flavour | runs | expansion wall (s) | min–max (s) | total wall (s) | share | rustc CPU (s) | expansion CPU (s) | crdgen/kube (expansion CPU) |")
    print("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    exp = {}
    for n in kinds:
        for f in ["crdgen", "kube"]:
            rs = [r for r in expansion if r["kinds"] == n and r["flavour"] == f]
            if rs:
                e = [r["passes"]["macro_expand_crate"] for r in rs]
                t = [r["passes"].get("total", 0.0) for r in rs]
                c = [r.get("rustc_cpu", 0.0) for r in rs]
                ec = [x / y * z for x, y, z in zip(e, t, c) if y]
                exp[n, f] = (e, t, c, ec)
        for f in ["crdgen", "kube"]:
            if (n, f) not in exp:
                continue
            e, t, c, ec = exp[n, f]
            ratio = f"{med(ec) / med(exp[n, 'kube'][3]):.2f}" if f == "crdgen" and (n, "kube") in exp else ""
            print(f"| {n} | {f} | {len(e)} | {med(e):.3f} | {min(e):.3f}–{max(e):.3f} | {med(t):.2f} | {med(e) / med(t):.0%} | {med(c):.2f} | {med(ec):.3f} | {ratio} |")
    print()
    print("Fits of the expansion's CPU time against the number of kinds N:")
    print()
    for f in ["crdgen", "kube"]:
        pts = [(n, med(exp[n, f][3])) for n in kinds if (n, f) in exp]
        if len(pts) < 3:
            continue
        xs, ys = [float(n) for n, _ in pts], [y for _, y in pts]
        a, b = fit(xs, ys, 1)
        q = fit(xs, ys, 2)
        worst = max(abs(y - (a + b * x)) / y for x, y in zip(xs, ys))
        top = max(xs)
        print(f"- {f}: linear fit {a:.3f} + {b * 1000:.2f} ms·N (largest residual {worst:.0%} of the point); "
              f"quadratic fit {q[0]:.3f} + {q[1] * 1000:.2f} ms·N + {q[2] * 1e6:.3f} µs·N², "
              f"whose N² term is {q[2] * top * top / (q[0] + q[1] * top + q[2] * top * top):.0%} of the fit at {top:.0f} kinds.")
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
for f in "${flavours[@]}"; do
  write_workspace "$f"
  cargo_in "$f" fetch --quiet
done
write_wrapper
echo "workspaces in $WORK; target dirs $(target_of crdgen), $(target_of kube); results in $OUT" >&2
[[ $mode == --setup-only ]] && exit 0

{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "nproc: $(nproc)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
  echo "mem: $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo)"
  echo "rustc: $(rustc --version)"
  echo "cargo: $(cargo --version)"
  if [[ $CRDGEN_REPO == "$repo" ]]; then
    echo "crdgen commit: $(git -C "$repo" rev-parse --short HEAD)$(git -C "$repo" diff --quiet HEAD -- . || echo ' (with uncommitted changes)')"
  else
    echo "crdgen: $CRDGEN_REPO"
  fi
  echo "kinds: $KINDS; rounds: $ROUNDS; runs per round: api-only $API_RUNS, incremental $INCR_RUNS; expansion runs: $EXPANSION_RUNS"
  echo "phases: ${PHASES:-api-only incremental expansion timings}"
  echo "loadavg at start: $(cat /proc/loadavg)"
} >>"$OUT/machine.txt"

PHASES=" ${PHASES:-api-only incremental expansion timings} "

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
  if [[ $PHASES == *" expansion "* ]]; then
    for f in "${flavours[@]}"; do cp "$(spec_file "$f" "$n")" "$OUT/widget0-$f-$n.rs.orig"; done
    expansion "$n"
    for f in "${flavours[@]}"; do cp "$OUT/widget0-$f-$n.rs.orig" "$(spec_file "$f" "$n")"; done
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
