#!/usr/bin/env python3
"""Times `crdgen import` on one synthetic bundle of many CRDs with many warnings.

Usage: bench-import.py CRDGEN_BINARY [--builtins] [N...]

For each N (default 250 500 1000) it writes one YAML file of N CRDs, each with 8 fields
whose `not` no Rust type writes (8 W1301 warnings per CRD, each located in the file),
runs `crdgen import FILE --out DIR` three times and prints the best wall time. Locating a
warning must not rescan the file (`import/locate.rs` indexes each file once), so the
time should grow linearly with N.

With --builtins (default N: 10 20 40) the N CRDs are copies of
tests/data/import/builtins.example.com_pools.yaml (8,752 lines: a PodTemplateSpec, a
LabelSelector, Tolerations, a map of ResourceRequirements, and Conditions in the status),
one kind each: the same built-in subtrees N times over, which the built-in type detection
(`import/builtin.rs`) compares with Kubernetes' definitions.
"""
import os
import subprocess
import sys
import tempfile
import time

FIELDS = 8


def crd(i: int) -> str:
    fields = "".join(
        f"""              f{j}:
                type: object
                properties:
                  a:
                    type: string
                not:
                  required:
                  - a
"""
        for j in range(FIELDS)
    )
    return f"""---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widget{i}s.example.com
spec:
  group: example.com
  names:
    kind: Widget{i}
    plural: widget{i}s
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
{fields}"""


def pools(n: int) -> str:
    """N copies of the built-in types sample, kind `Pool<i>` each."""
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "../tests/data/import/builtins.example.com_pools.yaml")) as f:
        sample = f.read()
    out = []
    for i in range(n):
        text = sample.replace("name: pools.builtins.example.com", f"name: pool{i}s.builtins.example.com")
        for key, value in [("kind", "Pool"), ("listKind", "PoolList"), ("plural", "pools"), ("singular", "pool")]:
            text = text.replace(f"    {key}: {value}\n", f"    {key}: {value.replace('ool', f'ool{i}', 1)}\n", 1)
        out.append(text)
    return "".join(out)


def main() -> None:
    binary = os.path.abspath(sys.argv[1])
    builtins = "--builtins" in sys.argv[2:]
    args = [a for a in sys.argv[2:] if a != "--builtins"]
    sizes = [int(n) for n in args] or ([10, 20, 40] if builtins else [250, 500, 1000])
    for n in sizes:
        with tempfile.TemporaryDirectory() as tmp:
            bundle = os.path.join(tmp, "bundle.yaml")
            with open(bundle, "w") as f:
                f.write(pools(n) if builtins else "".join(crd(i) for i in range(n)))
            lines = sum(1 for _ in open(bundle))
            best = None
            for run in range(3):
                out = os.path.join(tmp, f"out{run}")
                start = time.perf_counter()
                subprocess.run(
                    [binary, "import", bundle, "--out", out],
                    check=True,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                )
                elapsed = time.perf_counter() - start
                best = elapsed if best is None else min(best, elapsed)
            what = "with built-in types" if builtins else f"{n * FIELDS} warnings"
            print(f"{n} CRDs, {lines} lines, {what}: {best:.3f} s")


if __name__ == "__main__":
    main()
