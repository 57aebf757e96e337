#!/usr/bin/env python3
"""Times `crdgen import` on one synthetic bundle of many CRDs with many warnings.

Usage: bench-import.py CRDGEN_BINARY [N...]

For each N (default 250 500 1000) it writes one YAML file of N CRDs, each with 8 fields
whose `not` no Rust type writes (8 W1301 warnings per CRD, each located in the file),
runs `crdgen import FILE --out DIR` three times and prints the best wall time. Locating a
warning must not rescan the file (`import/locate.rs` indexes each file once), so the
time should grow linearly with N.
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


def main() -> None:
    binary = os.path.abspath(sys.argv[1])
    sizes = [int(n) for n in sys.argv[2:]] or [250, 500, 1000]
    for n in sizes:
        with tempfile.TemporaryDirectory() as tmp:
            bundle = os.path.join(tmp, "bundle.yaml")
            with open(bundle, "w") as f:
                f.write("".join(crd(i) for i in range(n)))
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
            print(f"{n} CRDs, {lines} lines, {n * FIELDS} warnings: {best:.3f} s")


if __name__ == "__main__":
    main()
