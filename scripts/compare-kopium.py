#!/usr/bin/env python3
"""The README's comparison of `crdgen import` with kopium, measured on one real CRD.

For the CRD given (by default cert-manager's ClusterIssuer from the shared conformance
data), in a temporary directory:

- kopium writes its Rust (`--auto`: a derived schema, doc comments, the settings kopium
  recommends); a throwaway crate compiles it with kube-derive (kube 5,
  k8s-openapi 0.29 and schemars 1, the releases crdgen works with) and prints the
  kind's `crd()`;
- `crdgen import` writes its crate and `crdgen generate` writes the CRD back;

then counts, in each version's `openAPIV3Schema` of the input and of the two CRDs
regenerated, the schema nodes and the keywords that carry meaning (descriptions,
validations, list and map types, CEL rules, defaults, ...), and the paths where each
regenerated CRD differs from the input. Nothing is written into the repository.

Usage: scripts/compare-kopium.py [CRD.yaml]
Needs: `kopium` on PATH (`cargo install kopium --locked`), `crdgen` on PATH (or
$CRDGEN_BIN), cargo and PyYAML. Prints a Markdown table.
"""

import json
import os
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT = os.path.join(
    ROOT,
    "..",
    "shared",
    "conformance",
    "real-world",
    "cert-manager__cert-manager__cert-manager.io_clusterissuers.yaml",
)

# The keywords counted, in the order of the table.
KEYWORDS = [
    "description",
    "required",
    "enum",
    "pattern",
    "format",
    "minLength",
    "maxLength",
    "minimum",
    "maximum",
    "minItems",
    "maxItems",
    "minProperties",
    "maxProperties",
    "default",
    "nullable",
    "x-kubernetes-list-type",
    "x-kubernetes-list-map-keys",
    "x-kubernetes-map-type",
    "x-kubernetes-validations",
    "x-kubernetes-int-or-string",
    "x-kubernetes-preserve-unknown-fields",
    "x-kubernetes-embedded-resource",
]

# kopium's output names `kube::CustomResource`, `schemars::JsonSchema` and k8s-openapi types
# only through these crates' stable paths: it compiles with the releases crdgen uses.
CARGO_TOML = """[package]
name = "kopium-regen"
version = "0.1.0"
edition = "2021"
publish = false

[dependencies]
kube = { version = "5", default-features = false, features = ["derive"] }
k8s-openapi = { version = "0.29", features = ["latest", "schemars"] }
schemars = "1"
serde = { version = "1", features = ["derive"] }
serde_json = "1"
"""


def count(node, counts, stats):
    """Adds the keywords of a schema node and of every node below it."""
    if not isinstance(node, dict):
        return
    stats["nodes"] += 1
    for key in KEYWORDS:
        if key in node:
            counts[key] += len(node[key]) if key == "x-kubernetes-validations" else 1
    for child in (node.get("properties") or {}).values():
        count(child, counts, stats)
    for key in ("items", "additionalProperties", "not"):
        count(node.get(key), counts, stats)
    for key in ("anyOf", "allOf", "oneOf"):
        for child in node.get(key) or []:
            count(child, counts, stats)


def descriptions(node, path, out):
    """path -> description of every schema node (properties, items and values)."""
    if not isinstance(node, dict):
        return
    if "description" in node:
        out[path] = node["description"]
    for name, child in (node.get("properties") or {}).items():
        descriptions(child, f"{path}.{name}", out)
    descriptions(node.get("items"), f"{path}[]", out)
    descriptions(node.get("additionalProperties"), f"{path}{{}}", out)


def measure(crd, original):
    counts = {k: 0 for k in KEYWORDS}
    stats = {"nodes": 0}
    kept = 0
    for version, before in zip(crd["spec"]["versions"], original["spec"]["versions"]):
        count(version["schema"]["openAPIV3Schema"], counts, stats)
        mine, theirs = {}, {}
        descriptions(version["schema"]["openAPIV3Schema"], "", mine)
        descriptions(before["schema"]["openAPIV3Schema"], "", theirs)
        kept += sum(1 for p, d in theirs.items() if mine.get(p) == d)
    return {"schema nodes": stats["nodes"], "description (as in the input)": kept, **counts}


def differences(a, b, path, out):
    if a == b:
        return
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            if k in a and k in b:
                differences(a[k], b[k], f"{path}.{k}", out)
            else:
                out.append(f"{path}.{k}")
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            differences(x, y, f"{path}[{i}]", out)
    else:
        out.append(path)


def run(cmd, **kw):
    print("+", " ".join(cmd), file=sys.stderr, flush=True)
    result = subprocess.run(cmd, **kw)
    if result.returncode != 0:
        sys.exit(f"{cmd[0]} failed ({result.returncode}):\n{result.stderr or ''}")
    return result


def kopium_crds(crd_path, work):
    crate = os.path.join(work, "kopium-regen")
    os.makedirs(os.path.join(crate, "src"))
    with open(os.path.join(crate, "Cargo.toml"), "w") as f:
        f.write(CARGO_TOML)
    rust = run(["kopium", "--auto", "-f", crd_path], capture_output=True, text=True).stdout
    with open(os.path.join(crate, "src", "api.rs"), "w") as f:
        f.write(rust)
    with open(crd_path) as f:
        crd = yaml.safe_load(f)
    kind = crd["spec"]["names"]["kind"]
    with open(os.path.join(crate, "src", "main.rs"), "w") as f:
        f.write(
            "#[allow(unused_imports, dead_code)]\nmod api;\n"
            "use kube::CustomResourceExt;\n"
            f"fn main() {{ println!(\"{{}}\", serde_json::to_string(&api::{kind}::crd()).unwrap()); }}\n"
        )
    out = run(
        ["cargo", "run", "--quiet", "--manifest-path", os.path.join(crate, "Cargo.toml")],
        capture_output=True,
        text=True,
    ).stdout
    version = run(["kopium", "--version"], capture_output=True, text=True).stdout.strip()
    return json.loads(out), version, rust


def crdgen_crds(crd_path, crd, work):
    crdgen = os.environ.get("CRDGEN_BIN", "crdgen")
    out = os.path.join(work, "crdgen-import")
    run([crdgen, "import", crd_path, "--out", out], capture_output=True)
    run([crdgen, "generate", "-C", out], capture_output=True)
    name = f"{crd['spec']['group']}_{crd['spec']['names']['plural']}.yaml"
    with open(os.path.join(out, "config", "crd", "bases", name)) as f:
        return yaml.safe_load(f), open(os.path.join(out, "src", "lib.rs")).read()


def main():
    crd_path = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else DEFAULT)
    with open(crd_path) as f:
        original = yaml.safe_load(f)
    with tempfile.TemporaryDirectory(prefix="crdgen-kopium-") as work:
        kopium, version, _ = kopium_crds(crd_path, work)
        crdgen, _ = crdgen_crds(crd_path, original, work)
    rows = {
        "input": measure(original, original),
        version: measure(kopium, original),
        "crdgen import": measure(crdgen, original),
    }
    names = list(rows)
    print(f"| {os.path.basename(crd_path)} | " + " | ".join(names) + " |")
    print("| --- |" + " ---: |" * len(names))
    for key in rows["input"]:
        print(f"| {key} | " + " | ".join(str(rows[n][key]) for n in names) + " |")
    for label, crd in ((version, kopium), ("crdgen import", crdgen)):
        diffs = []
        a = [v["schema"] for v in original["spec"]["versions"]]
        b = [v["schema"] for v in crd["spec"]["versions"]]
        differences(a, b, "schema", diffs)
        print(f"\n{label}: {len(diffs)} schema paths differ from the input", end="")
        print(f"; first: {diffs[:3]}" if diffs else "")


if __name__ == "__main__":
    main()
