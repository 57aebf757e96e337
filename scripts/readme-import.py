#!/usr/bin/env python3
"""Runs the README's "`crdgen import`" section as written, as first-operator.py runs
"Your first operator": the section's ```sh blocks (the first one in the crdgen checkout,
the others in a new temporary directory) and its ```rust files (first line `// path`),
in README order, as one bash script with `set -euo pipefail`.

Usage: scripts/readme-import.py [--keep]   (--keep leaves the directory for a look)
"""

import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "first_operator", os.path.join(HERE, "first-operator.py")
)
runner = importlib.util.module_from_spec(spec)
spec.loader.exec_module(runner)
runner.HEADING = "## `crdgen import`: from CRD YAML to Rust types"

if __name__ == "__main__":
    runner.main()
