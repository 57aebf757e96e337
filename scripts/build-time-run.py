#!/usr/bin/env python3
"""Times one build for `scripts/compare-build-time.sh` and appends the result as a JSON line.

Usage: build-time-run.py OUT.jsonl KEY=VALUE... [--time-passes] -- PREPARE BUILD

PREPARE and BUILD are shell commands. PREPARE runs first, untimed (a `cargo clean -p`, an
edit). BUILD is then timed: wall time, and the user and system CPU time of BUILD and every
process it waited for (cargo and each rustc it ran), from the rusage `wait4` returns, so
each run has its own CPU time (hyperfine 1.15 exports only a mean per command). Both
commands must succeed. The line written holds the KEY=VALUE pairs (numbers as numbers),
`wall`, `user`, `sys`, and `load` (the one-minute load average when BUILD started).

With `--time-passes`, BUILD's standard error is read for rustc's `-Ztime-passes` lines
(`time:   1.234; rss: ...  macro_expand_crate`) and the phases below are added under
`passes` (seconds, wall time), and the CPU time of the rustc they come from under
`rustc_cpu` (the wrapper of the expansion measurement prints it as `rustc-cpu: 62.5 0.3`,
user and system seconds, from bash's `time`).
"""
import json
import os
import re
import subprocess
import sys
import time

# rustc's phases worth keeping: the whole run, and macro expansion with its neighbours.
PHASES = [
    "total",
    "macro_expand_crate",
    "expand_crate",
    "configure_and_expand",
    "type_check_crate",
    "MIR_borrow_checking",
    "codegen_crate",
    "LLVM_passes",
    "link",
]
TIME_PASS = re.compile(r"^time:\s+([0-9.]+);.*\s(\S+)\s*$")
RUSTC_CPU = re.compile(r"^rustc-cpu: ([0-9.]+) ([0-9.]+)\s*$")


def value(text: str):
    """An integer when the value is one, else the text."""
    return int(text) if re.fullmatch(r"-?[0-9]+", text) else text


def main() -> None:
    args = sys.argv[1:]
    if "--" not in args or len(args) < 4:
        sys.exit(__doc__)
    cut = args.index("--")
    out, meta, rest = args[0], args[1:cut], args[cut + 1 :]
    time_passes = "--time-passes" in meta
    record = dict(
        (k, value(v)) for k, v in (m.split("=", 1) for m in meta if m != "--time-passes")
    )
    prepare, build = rest
    subprocess.run(["bash", "-c", prepare], check=True)

    record["load"] = float(open("/proc/loadavg").read().split()[0])
    stderr = subprocess.PIPE if time_passes else None
    start = time.perf_counter()
    child = subprocess.Popen(["bash", "-c", build], stderr=stderr, text=True)
    captured = child.stderr.read() if time_passes else ""
    _, status, usage = os.wait4(child.pid, 0)
    record["wall"] = round(time.perf_counter() - start, 4)
    # Popen still holds the child; it was reaped above.
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        sys.stderr.write(captured)
        sys.exit(f"`{build}` failed ({child.returncode})")
    record["user"] = round(usage.ru_utime, 4)
    record["sys"] = round(usage.ru_stime, 4)
    if time_passes:
        passes = {}
        for line in captured.splitlines():
            m = TIME_PASS.match(line)
            if m and m.group(2) in PHASES:
                passes[m.group(2)] = float(m.group(1))
            c = RUSTC_CPU.match(line)
            if c:
                record["rustc_cpu"] = round(float(c.group(1)) + float(c.group(2)), 3)
        if "macro_expand_crate" not in passes:
            sys.stderr.write(captured)
            sys.exit("no -Ztime-passes output (is RUSTC_BOOTSTRAP=1 set?)")
        record["passes"] = passes
    with open(out, "a") as f:
        f.write(json.dumps(record, sort_keys=True) + "\n")
    shown = {k: record[k] for k in ("wall", "user", "sys", "load")}
    print(f"{meta} {shown}", file=sys.stderr)


if __name__ == "__main__":
    main()
