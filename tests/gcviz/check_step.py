#!/usr/bin/env python3
"""tests/gcviz: -XX:+GCStepMode with stdin not a terminal.

Runs BinaryTrees 14 at -Xmx16m with -XX:+GCStepMode -XX:GCStepCycles=1 -XX:GCStepDelay=0 and stdin
from /dev/null, and checks: the program's output is unchanged (java 17's, samples/BinaryTrees.expected
is for another depth, so the run without the flag is the reference: the collector's steps must not
change what the program prints); every phase of cycle GC(1) printed one step, in the cycle's
order, and no other cycle did; each step says what the phase did (objects traced, pages chosen,
objects relocated and by whom, fields healed) and draws a granule map of the legend's characters;
the steps said they ran on because stdin is not a terminal.
"""
import argparse
import re
import subprocess
import sys

ORDER = ["Pause Mark Start", "Concurrent Mark", "Pause Mark End", "Concurrent Process Non-Strong References",
         "Concurrent Reset Relocation Set", "Concurrent Select Relocation Set", "Pause Relocate Start",
         "Concurrent Relocate"]
STEP = re.compile(r"^\[gc,step\] GC\((\d+)\) (.+?) \((\d+\.\d+) ms\)$", re.M)
MAP = re.compile(r"^  heap map:  ([._smlSMLRP]+)$", re.M)
WORDS = {"Concurrent Mark": "objects", "Concurrent Select Relocation Set": "relocation set:",
         "Concurrent Relocate": "copied by Java threads", "Pause Mark Start": "roots pushed",
         "Concurrent Process Non-Strong References": "discovered"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", required=True)
    ap.add_argument("--classes", required=True)
    args = ap.parse_args()
    base = [args.jvm, "-Xmx16m", "-cp", args.classes]
    prog = ["BinaryTrees", "14"]
    plain = subprocess.run(base + prog, capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    run = subprocess.run(base + ["-XX:+GCStepMode", "-XX:GCStepCycles=1", "-XX:GCStepDelay=0"] + prog,
                         capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    errors = []
    if run.returncode != 0 or run.stdout != plain.stdout:
        errors.append(f"exit {run.returncode}; output differs from the run without the step mode")
    steps = STEP.findall(run.stderr)
    cycles = {gc for gc, _, _ in steps}
    names = [name for _, name, _ in steps]
    if cycles != {"1"}:
        errors.append(f"steps in cycles {sorted(cycles)}, expected only GC(1)")
    # Marking may go round again (Pause Mark End, then Concurrent Mark): fold the repeats.
    dedup = list(names)
    for i in range(len(dedup) - 1, 0, -1):
        if dedup[i - 1:i + 1] == ["Pause Mark End", "Concurrent Mark"]:
            del dedup[i - 1:i + 1]
    if dedup != ORDER:
        errors.append(f"steps {names}, expected the cycle's phases in order")
    maps = MAP.findall(run.stderr)
    if len(maps) != len(steps) or not all(maps):
        errors.append(f"{len(maps)} heap maps for {len(steps)} steps")
    for name, word in WORDS.items():
        block = run.stderr.split(f") {name} (", 1)
        if len(block) < 2 or word not in block[1].split("[gc,step]")[0]:
            errors.append(f"step {name}: does not say '{word}'")
    if "healed" not in run.stderr:
        errors.append("no step reports healed fields")
    if run.stderr.count("stdin is not a terminal") != len(steps):
        errors.append("not every step ran on for stdin not a terminal")
    print(f"{len(steps)} steps: {names}")
    if maps:
        print(f"last map: {maps[-1]}")
    for e in errors:
        print("FAIL:", e, file=sys.stderr)
    if errors:
        print(run.stderr[-3000:], file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
