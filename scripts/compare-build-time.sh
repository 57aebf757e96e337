#!/usr/bin/env bash
# Compares the compile-time cost of crdgen's `#[derive(CustomResource)]` with kube-derive's.
#
# In a temporary directory outside the repository it writes two equivalent crates for the
# API types of fixtures/memcached, fixtures/databasemanager and fixtures/customimagedeploy:
#
#   api-crdgen  crdgen (by path, this checkout), serde, serde_json, k8s-openapi 0.29 latest
#   api-kube    kube 5 (default-features = false, features = ["derive"]), schemars 1,
#               serde, serde_json, k8s-openapi 0.29 latest + schemars (Condition needs
#               JsonSchema)
#
# Each is a library (one module per kind, like the fixtures) plus a `main` that prints every
# kind's `crd()` as JSON, so both crates do the same work. Each has its own
# CARGO_TARGET_DIR. Dependencies are fetched first (`cargo fetch`) so downloads are not
# timed. Debug profile throughout (what users get while they edit, compile and run).
#
# Measured, with hyperfine when installed (else a plain loop), wall time and CPU time:
#   clean        `cargo build` of the crate and all its dependencies, after `cargo clean`
#   api-only     `cargo build` after `cargo clean -p <crate>` (dependencies stay built)
#   incremental  `cargo build` after inserting a doc-comment line on the `size` field of
#                MemcachedSpec in src/memcached.rs (the file with the spec struct)
#   timings      one `cargo build --timings` from clean per crate; per-unit seconds are
#                read back from the HTML report (stable cargo has no JSON timings)
# Each measurement runs the two crates in ROUNDS rounds, alternating which goes first, so
# that load from other processes on the machine hits both alike.
#
# Usage: scripts/compare-build-time.sh [--setup-only | --summary-only]
# Environment (all optional):
#   WORK         parent directory of the two crates (default: a new mktemp -d, removed at
#                exit unless KEEP=1); must be outside the repository
#   TARGET_BASE  CARGO_TARGET_DIRs are $TARGET_BASE-crdgen and $TARGET_BASE-kube
#                (default: $WORK/target)
#   OUT          where results go (default: $WORK/results; kept when set)
#   ROUNDS=2 CLEAN_RUNS=1 API_RUNS=3 INCR_RUNS=3   runs per round and crate
#   KEEP=1       keep WORK
#   PHASES       default "timings clean api-only incremental"; a subset re-runs only those
#                (results of the others already in OUT are kept and summarized)

# The whole script is one compound command, so bash reads it entirely before running it
# and editing the file during a (long) run cannot derail that run.
{
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-all} # all, --setup-only, or --summary-only (re-reads OUT)

ROUNDS=${ROUNDS:-2}
CLEAN_RUNS=${CLEAN_RUNS:-1}
API_RUNS=${API_RUNS:-3}
INCR_RUNS=${INCR_RUNS:-3}

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
OUT=${OUT:-$WORK/results}
mkdir -p "$OUT"

names=(crdgen kube)
dir_of() { echo "$WORK/api-$1"; }
target_of() { echo "$TARGET_BASE-$1"; }

# ---------------------------------------------------------------------------------------
# The crates.

write_crdgen() {
  local d
  d=$(dir_of crdgen)
  rm -rf "$d" && mkdir -p "$d/src"
  cat >"$d/Cargo.toml" <<EOF
[package]
name = "api-crdgen"
version = "0.1.0"
edition = "2024"
publish = false

[dependencies]
crdgen = { path = "$repo/crdgen" }
serde = { version = "1", features = ["derive"] }
serde_json = "1"
k8s-openapi = { version = "0.29", features = ["latest"] }

[workspace]
EOF
  cat >"$d/src/lib.rs" <<'EOF'
//! The API types of three crdgen fixtures, with crdgen's derive.

pub mod customimagedeploy;
pub mod databasemanager;
pub mod memcached;
EOF
  cat >"$d/src/main.rs" <<'EOF'
use api_crdgen::{customimagedeploy::CustomImageDeploy, databasemanager::DatabaseManager, memcached::Memcached};
use crdgen::CustomResourceExt;

fn main() {
    for crd in [Memcached::crd(), DatabaseManager::crd(), CustomImageDeploy::crd()] {
        println!("{}", serde_json::to_string_pretty(&crd).unwrap());
    }
}
EOF
  # The fixtures' own lib.rs, verbatim.
  local f
  for f in memcached databasemanager customimagedeploy; do
    cp "$repo/fixtures/$f/src/lib.rs" "$d/src/$f.rs"
  done
}

write_kube() {
  local d
  d=$(dir_of kube)
  rm -rf "$d" && mkdir -p "$d/src"
  cat >"$d/Cargo.toml" <<'EOF'
[package]
name = "api-kube"
version = "0.1.0"
edition = "2024"
publish = false

[dependencies]
kube = { version = "5.0", default-features = false, features = ["derive"] }
schemars = "1"
serde = { version = "1", features = ["derive"] }
serde_json = "1"
# `schemars`: MemcachedStatus holds k8s-openapi's Condition, which must implement
# JsonSchema for the derive; kube users turn this feature on for exactly that.
k8s-openapi = { version = "0.29", features = ["latest", "schemars"] }

[workspace]
EOF
  cat >"$d/src/lib.rs" <<'EOF'
//! The API types of three crdgen fixtures, written the kube-rs way.

pub mod customimagedeploy;
pub mod databasemanager;
pub mod memcached;
EOF
  cat >"$d/src/main.rs" <<'EOF'
use api_kube::{customimagedeploy::CustomImageDeploy, databasemanager::DatabaseManager, memcached::Memcached};
use kube::CustomResourceExt;

fn main() {
    for crd in [Memcached::crd(), DatabaseManager::crd(), CustomImageDeploy::crd()] {
        println!("{}", serde_json::to_string_pretty(&crd).unwrap());
    }
}
EOF
  # fixtures/memcached/src/lib.rs, in kube-derive 5's attribute syntax.
  cat >"$d/src/memcached.rs" <<'EOF'
//! Memcached (`cache.example.com/v1alpha1`): the operator-sdk tutorial kind.

use k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition;
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// MemcachedSpec defines the desired state of Memcached.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[kube(
    group = "cache.example.com",
    version = "v1alpha1",
    kind = "Memcached",
    namespaced,
    status = "MemcachedStatus",
    shortname = "mc",
    category = "all",
    scale(
        spec_replicas_path = ".spec.size",
        status_replicas_path = ".status.replicas"
    ),
    printcolumn(
        name = "Size",
        type_ = "integer",
        json_path = ".spec.size",
        description = "Desired number of Memcached pods"
    ),
    printcolumn(
        name = "Ready",
        type_ = "string",
        json_path = ".status.conditions[?(@.type==\"Available\")].status"
    ),
    printcolumn(name = "Age", type_ = "date", json_path = ".metadata.creationTimestamp"),
    doc = "Memcached is the Schema for the memcacheds API."
)]
pub struct MemcachedSpec {
    /// Size is the number of Memcached pods to run.
    #[schemars(range(min = 1))]
    pub size: i32,
}

/// MemcachedStatus defines the observed state of Memcached.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemcachedStatus {
    /// Nodes are the names of the Memcached pods.
    #[serde(default)]
    pub nodes: Vec<String>,
    /// Replicas is the number of Memcached pods observed; the scale subresource reads it.
    #[serde(default)]
    pub replicas: i32,
    /// Conditions represent the latest available observations of the Memcached's state.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
}
EOF
  cat >"$d/src/databasemanager.rs" <<'EOF'
//! DatabaseManager (`coolops.cn/v1alpha1`): runs MySQL or MariaDB as a Deployment.

use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// DatabaseManagerSpec defines the desired state of DatabaseManager.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[kube(
    group = "coolops.cn",
    version = "v1alpha1",
    kind = "DatabaseManager",
    namespaced,
    status = "DatabaseManagerStatus",
    doc = "DatabaseManager is the Schema for the databasemanagers API."
)]
pub struct DatabaseManagerSpec {
    /// Dbtype is the database engine to run.
    pub dbtype: DbType,
    /// DeploymentName is the name of the Deployment running the database.
    pub deployment_name: String,
    /// Replicas is the number of database pods; 1 when unset.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
}

/// DbType is a supported database engine.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum DbType {
    /// MySQL.
    Mysql,
    /// MariaDB.
    Mariadb,
}

/// DatabaseManagerStatus defines the observed state of DatabaseManager.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DatabaseManagerStatus {
    /// AvailableReplicas is the number of available database pods.
    #[serde(default)]
    pub available_replicas: i32,
}
EOF
  cat >"$d/src/customimagedeploy.rs" <<'EOF'
//! CustomImageDeploy (`customimagedeploy.example.com/v1`): one custom resource stands
//! for a Deployment, a Service and an Ingress running one container image.

use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// CustomImageDeploySpec defines the desired state of CustomImageDeploy.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[kube(
    group = "customimagedeploy.example.com",
    version = "v1",
    kind = "CustomImageDeploy",
    namespaced,
    doc = "CustomImageDeploy is the Schema for the customimagedeploys API."
)]
pub struct CustomImageDeploySpec {
    /// Image is the container image to deploy, e.g. `nginx:1.17`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Size is the number of replicas of the Deployment.
    pub size: i32,
    /// Port is the container port the Service and the Ingress route to.
    pub port: i32,
}
EOF
}

# ---------------------------------------------------------------------------------------
# Helpers.

# cargo for crate $1, with its own target dir.
cargo_in() {
  local n=$1; shift
  (cd "$(dir_of "$n")" && CARGO_TARGET_DIR="$(target_of "$n")" cargo "$@")
}

# The shell command hyperfine runs for crate $1: "cargo ARGS..." in its directory.
cmd_for() {
  local n=$1; shift
  printf 'cd %q && CARGO_TARGET_DIR=%q cargo %s' "$(dir_of "$n")" "$(target_of "$n")" "$*"
}

# The edit of the incremental measurement: one more doc line on MemcachedSpec::size.
edit_cmd() {
  local sed_expr='"s|^    /// Size is the number of Memcached pods to run\.\$|&\n    /// Edited $(date +%s%N).|"'
  printf 'sed -i %s %q' "$sed_expr" "$(dir_of "$1")/src/memcached.rs"
}

# measure NAME RUNS PREPARE_KIND: runs both crates in ROUNDS rounds (order alternating),
# each round one hyperfine call (or plain loop) with RUNS runs per crate; writes
# $OUT/NAME-roundR.json in hyperfine's export format.
measure() {
  local what=$1 runs=$2 round order n prepare build
  for ((round = 1; round <= ROUNDS; round++)); do
    if ((round % 2)); then order=(crdgen kube); else order=(kube crdgen); fi
    echo "== $what, round $round/$ROUNDS ($(cut -d' ' -f1-3 /proc/loadavg) load)" >&2
    local args=()
    for n in "${order[@]}"; do
      case $what in
        clean) prepare="$(cmd_for "$n" clean)" ;;
        api-only) prepare="$(cmd_for "$n" clean -p "api-$n")" ;;
        incremental) prepare="$(edit_cmd "$n")" ;;
      esac
      build="$(cmd_for "$n" build --quiet)"
      args+=(--prepare "$prepare" --command-name "$n" "$build")
    done
    if command -v hyperfine >/dev/null; then
      hyperfine --style basic --runs "$runs" --export-json "$OUT/$what-round$round.json" "${args[@]}" >&2
    else
      plain_loop "$OUT/$what-round$round.json" "$runs" "${args[@]}"
    fi
  done
}

# Without hyperfine: the same measurement with `date`, wall time only.
plain_loop() {
  local out=$1 runs=$2; shift 2
  local json='{"results":[' sep='' prepare name cmd i start end times
  while (($#)); do
    prepare=$2 name=$4 cmd=$5; shift 5
    times='' 
    for ((i = 0; i < runs; i++)); do
      bash -c "$prepare" >/dev/null 2>&1
      start=$(date +%s%N); bash -c "$cmd" >/dev/null; end=$(date +%s%N)
      times+="${times:+,}$(awk -v ns=$((end - start)) 'BEGIN{printf "%.3f", ns/1e9}')"
    done
    json+="$sep{\"command\":\"$name\",\"times\":[$times]}"; sep=,
    echo "$name: $times s" >&2
  done
  echo "$json]}" >"$out"
}

# ---------------------------------------------------------------------------------------
# Run.

summary() {
python3 - "$OUT" <<'PY' | tee "$OUT/summary.md"
import glob, json, os, re, statistics, sys

out = sys.argv[1]
print(open(os.path.join(out, "machine.txt")).read().rstrip())
print()
print("| measurement | crate | runs | median wall (s) | min–max wall (s) | mean user+sys CPU (s) |")
print("| --- | --- | ---: | ---: | ---: | ---: |")
medians = {}
for what in ["clean", "api-only", "incremental"]:
    runs = {}
    for path in sorted(glob.glob(os.path.join(out, f"{what}-round*.json"))):
        for r in json.load(open(path))["results"]:
            e = runs.setdefault(r["command"], {"times": [], "cpu": []})
            e["times"] += r["times"]
            if "user" in r:
                e["cpu"] += [r["user"] + r["system"]] * len(r["times"])
    for name in ["crdgen", "kube"]:
        if name not in runs:
            continue
        t = runs[name]["times"]
        cpu = runs[name]["cpu"]
        med = statistics.median(t)
        medians[(what, name)] = med
        cpu_s = f"{statistics.mean(cpu):.2f}" if cpu else "n/a"
        print(f"| {what} | {name} | {len(t)} | {med:.2f} | {min(t):.2f}–{max(t):.2f} | {cpu_s} |")
print()
for what in ["clean", "api-only", "incremental"]:
    if (what, "crdgen") in medians and (what, "kube") in medians:
        c, k = medians[(what, "crdgen")], medians[(what, "kube")]
        print(f"- {what}: crdgen/kube = {c / k:.2f} ({c - k:+.2f} s)")
print()

# cargo's HTML timing report embeds `const UNIT_DATA = [...]`.
interesting = re.compile(r"^(api-|crdgen|kube|schemars|k8s-openapi|syn$|darling)")
for name in ["crdgen", "kube"]:
    if not os.path.exists(os.path.join(out, f"timings-{name}.html")):
        continue
    html = open(os.path.join(out, f"timings-{name}.html")).read()
    m = re.search(r"const UNIT_DATA = (\[.*?\]);\n", html, re.S)
    units = json.loads(m.group(1))
    wall = open(os.path.join(out, f"timings-{name}.wall")).read().strip()
    total = sum(u["duration"] for u in units)
    print(f"### `cargo build --timings` from clean, api-{name} ({wall}; {len(units)} units, {total:.1f} s summed)")
    print()
    print("| unit | target | seconds | frontend (parse, expand, check) | codegen |")
    print("| --- | --- | ---: | ---: | ---: |")
    for u in sorted(units, key=lambda u: -u["duration"]):
        if (interesting.match(u["name"]) and "build-script" not in u["target"]) or u["duration"] >= 2:
            secs = dict(u.get("sections") or [])
            span = lambda k: f"{secs[k]['end'] - secs[k]['start']:.2f}" if k in secs else ""
            print(f"| {u['name']} {u['version']} | {u['target'].strip() or 'lib'} | {u['duration']:.2f} | {span('frontend')} | {span('codegen')} |")
    print()
PY
}

if [[ $mode == --summary-only ]]; then summary; exit 0; fi
write_crdgen
write_kube
for n in "${names[@]}"; do cargo_in "$n" fetch --quiet; done
echo "crates in $WORK; target dirs $(target_of crdgen), $(target_of kube); results in $OUT" >&2
[[ $mode == --setup-only ]] && exit 0

{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "nproc: $(nproc)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
  echo "mem: $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo)"
  echo "rustc: $(rustc --version)"
  echo "cargo: $(cargo --version)"
  echo "hyperfine: $(hyperfine --version 2>/dev/null || echo none)"
  echo "crdgen commit: $(git -C "$repo" rev-parse --short HEAD)"
  echo "loadavg at start: $(cat /proc/loadavg)"
} >"$OUT/machine.txt"

PHASES=" ${PHASES:-timings clean api-only incremental} "

# Both crates must build and print their CRDs before anything is timed.
for n in "${names[@]}"; do
  cargo_in "$n" build --quiet
  "$(target_of "$n")/debug/api-$n" >"$OUT/crds-$n.json"
done

# (c) One --timings build from clean per crate; the HTML report is kept.
[[ $PHASES == *" timings "* ]] && for n in "${names[@]}"; do
  echo "== timings: $n" >&2
  cargo_in "$n" clean --quiet
  start=$(date +%s%N)
  cargo_in "$n" build --timings --quiet
  end=$(date +%s%N)
  echo "$n: $(( (end - start) / 1000000 )) ms wall" >"$OUT/timings-$n.wall"
  cp "$(ls -t "$(target_of "$n")"/cargo-timings/cargo-timing-*.html | head -n1)" "$OUT/timings-$n.html"
done

# (a) clean builds; (a') the API crate alone; (b) incremental.
[[ $PHASES == *" clean "* ]] && measure clean "$CLEAN_RUNS"
[[ $PHASES == *" api-only "* ]] && measure api-only "$API_RUNS"
cp "$(dir_of crdgen)/src/memcached.rs" "$OUT/memcached-crdgen.rs.orig"
cp "$(dir_of kube)/src/memcached.rs" "$OUT/memcached-kube.rs.orig"
if [[ $PHASES == *" incremental "* ]]; then
  measure incremental "$INCR_RUNS"
  cp "$OUT/memcached-crdgen.rs.orig" "$(dir_of crdgen)/src/memcached.rs"
  cp "$OUT/memcached-kube.rs.orig" "$(dir_of kube)/src/memcached.rs"
  # The edit must reach the CRD, i.e. both derives really ran again (the binaries are
  # still those built from the edited file).
  for n in "${names[@]}"; do
    crds=$("$(target_of "$n")/debug/api-$n")
    grep -q 'Edited [0-9]' <<<"$crds" ||
      { echo "api-$n: the edited description is not in its CRD" >&2; exit 1; }
  done
fi
echo "loadavg at end: $(cat /proc/loadavg)" >>"$OUT/machine.txt"

# ---------------------------------------------------------------------------------------
# Summary: medians over all rounds, and the --timings units worth looking at.

summary
exit
}
