#!/usr/bin/env python3
"""Regenerate crdgen-core/data/k8s-<version>.json from the PyPI package kubernetes-validate.

kubernetes-validate (Apache-2.0, https://github.com/willthames/kubernetes-validate) ships
the Kubernetes OpenAPI definitions, converted to JSON Schema, for Kubernetes 1.25 onwards,
with the x-kubernetes-list-type / list-map-keys / map-type extensions that k8s-openapi's
own schemars impls lack. It only ships "-local" variants, which add "null" to the type of
every optional value; we strip that again (controller-gen never writes null types).

Usage: python3 scripts/update-k8s-data.py [--package-version 1.37.0] [K8S_VERSION ...]
Stdlib only, plus `pip download`. Output is deterministic (sorted keys, minified).
"""

import argparse
import json
import pathlib
import subprocess
import sys
import tempfile
import zipfile

# The Kubernetes versions crdgen ships. Keep this list short: every file is committed.
# 1.36 is the default because its definitions match controller-tools v0.21's goldens.
DEFAULT_VERSIONS = ["1.36", "1.37"]
PACKAGE = "kubernetes-validate"
# One wheel of kubernetes-validate carries the definitions of every supported minor.
DEFAULT_PACKAGE_VERSION = "1.37.0"
# What crdgen exposes: everything k8s-openapi maps (its api, apimachinery,
# apiextensions_apiserver and kube_aggregator modules).
PREFIXES = (
    "io.k8s.api.",
    "io.k8s.apimachinery.",
    "io.k8s.apiextensions-apiserver.",
    "io.k8s.kube-aggregator.",
)
# Keys controller-gen never writes for a Kubernetes type: the GVK marker, strategic-merge
# patch hints, union hints, and `enum` (only the apiVersion/kind constants that the
# JSON-schema conversion adds; controller-gen ignores Kubernetes' own +enum marker).
DROP_KEYS = {
    "x-kubernetes-group-version-kind",
    "x-kubernetes-patch-merge-key",
    "x-kubernetes-patch-strategy",
    "x-kubernetes-unions",
    "enum",
}
REF_PREFIX = "#/$defs/"
MAX_BYTES = 2 * 1024 * 1024


def clean(schema):
    """Returns a copy of one JSON-schema node with what crdgen does not need removed."""
    if isinstance(schema, list):
        return [clean(x) for x in schema]
    if not isinstance(schema, dict):
        return schema
    out = {}
    for key, value in schema.items():
        if key in DROP_KEYS:
            continue
        if key == "$ref":
            # Keep only the definition name: the Rust side resolves it directly.
            if not value.startswith(REF_PREFIX):
                raise SystemExit(f"unexpected $ref {value!r}")
            out[key] = value[len(REF_PREFIX):]
            continue
        if key == "type" and isinstance(value, list):
            kinds = [t for t in value if t != "null"]
            out[key] = kinds[0] if len(kinds) == 1 else kinds
            continue
        if key == "properties":
            out[key] = {name: clean(prop) for name, prop in value.items()}
            continue
        out[key] = clean(value)
    return out


def refs(schema, found):
    """Collects every definition name a schema node refers to."""
    if isinstance(schema, list):
        for x in schema:
            refs(x, found)
    elif isinstance(schema, dict):
        for key, value in schema.items():
            if key == "$ref":
                found.add(value)
            elif key == "properties":
                # Property names are data, not keywords (JSONSchemaProps has one called $ref).
                for prop in value.values():
                    refs(prop, found)
            else:
                refs(value, found)


def extract(definitions):
    """Keeps the definitions under PREFIXES plus everything they reference."""
    wanted = sorted(n for n in definitions if n.startswith(PREFIXES))
    keep = {}
    while wanted:
        name = wanted.pop()
        if name in keep:
            continue
        if name not in definitions:
            raise SystemExit(f"dangling reference to {name}")
        keep[name] = clean(definitions[name])
        found = set()
        refs(keep[name], found)
        wanted.extend(sorted(found - keep.keys()))
    return keep


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("versions", nargs="*", default=DEFAULT_VERSIONS)
    parser.add_argument("--package-version", default=DEFAULT_PACKAGE_VERSION)
    parser.add_argument("--wheel", help="use this already downloaded wheel")
    args = parser.parse_args()

    out_dir = pathlib.Path(__file__).resolve().parent.parent / "crdgen-core" / "data"
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        wheel = args.wheel
        if wheel is None:
            subprocess.run(
                [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
                 f"{PACKAGE}=={args.package_version}", "-d", tmp],
                check=True,
            )
            wheel = str(next(pathlib.Path(tmp).glob("*.whl")))
        with zipfile.ZipFile(wheel) as zf:
            for version in args.versions:
                member = (f"kubernetes_validate/kubernetes-json-schema/"
                          f"v{version}.0-local/_definitions.json")
                doc = json.loads(zf.read(member))
                defs = extract(doc["$defs"])
                text = json.dumps(defs, sort_keys=True, separators=(",", ":"),
                                  ensure_ascii=False)
                data = text.encode("utf-8") + b"\n"
                if len(data) >= MAX_BYTES:
                    raise SystemExit(f"k8s-{version}.json is {len(data)} bytes, over 2 MiB")
                path = out_dir / f"k8s-{version}.json"
                path.write_bytes(data)
                print(f"{path.name}: {len(defs)} definitions, {len(data)} bytes")


if __name__ == "__main__":
    main()
