#!/usr/bin/env python3
"""Runs the README's "Your first operator" section as written.

The section's ```sh blocks are its commands and its ```rust blocks (first line
`// path`) the files a reader pastes; this script turns them, in README order, into one
bash script and runs it with `set -euo pipefail`:

- the first block (installing the CLI) runs in the crdgen checkout, as the README says;
- every later block runs in a new temporary directory, "the directory where your
  operator should live";
- a file block writes its file (relative to the crate the commands made).

So a command or a file of the README that does not work fails CI. The script only adds
what a reader's machine already has: `cargo install` goes to a temporary root put first on
PATH (CI's own ~/.cargo/bin is left alone), and CARGO_TARGET_DIR points to the
workspace's target directory so dependencies already built for the tests are reused.

Usage: scripts/first-operator.py [--keep]   (--keep leaves the directory for a look)
"""

import os
import re
import shlex
import subprocess
import sys
import tempfile

HEADING = "## Your first operator"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```\n", re.S | re.M)


def section(readme: str) -> str:
    start = readme.index(HEADING)
    end = readme.find("\n## ", start + len(HEADING))
    return readme[start : end if end >= 0 else len(readme)]


def blocks(text: str) -> list[tuple[str, str]]:
    found = [(m.group(1), m.group(2)) for m in FENCE.finditer(text)]
    if not any(lang == "sh" for lang, _ in found):
        sys.exit(f"{HEADING!r}: no ```sh block found; the README and this script disagree")
    return found


def script(found: list[tuple[str, str]], root: str, work: str) -> str:
    lines = ["set -euo pipefail", f"cd {shlex.quote(root)}"]
    first_commands = True
    for lang, body in found:
        if lang == "sh":
            lines.append(body)
            if first_commands:
                lines.append(f"cd {shlex.quote(work)}")
                first_commands = False
        elif lang == "rust":
            head, _, rest = body.partition("\n")
            match = re.fullmatch(r"// (\S+)", head)
            if not match:
                sys.exit(f"a ```rust block of {HEADING!r} does not start with `// path`: {head}")
            lines.append(f"cat > {shlex.quote(match.group(1))} <<'CRDGEN_README_EOF'")
            lines.append(body + "CRDGEN_README_EOF")
        else:
            sys.exit(f"{HEADING!r}: a ```{lang} block, which this script does not know how to run")
    return "\n".join(lines) + "\n"


def main() -> None:
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, "README.md"), encoding="utf-8") as f:
        found = blocks(section(f.read()))
    work = tempfile.mkdtemp(prefix="crdgen-first-operator-")
    install_root = os.path.join(work, ".cargo-install")
    env = dict(os.environ)
    env["CARGO_INSTALL_ROOT"] = install_root
    env["PATH"] = os.path.join(install_root, "bin") + os.pathsep + env["PATH"]
    env.setdefault("CARGO_TARGET_DIR", os.path.join(root, "target"))
    text = script(found, root, work)
    print(text, flush=True)
    result = subprocess.run(["bash", "-c", text], env=env)
    if "--keep" in sys.argv:
        print(f"left in {work}")
    else:
        subprocess.run(["rm", "-rf", work])
    sys.exit(result.returncode)


if __name__ == "__main__":
    main()
