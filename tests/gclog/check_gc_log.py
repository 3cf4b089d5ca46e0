#!/usr/bin/env python3
"""jvmlab's -Xlog:gc* log read the way users read it: by two GC log analysers, against ZGC 17.

Runs `jvmlab -Xmx64m -Xlog:gc*:file=... BinaryTrees 16` and checks
  1. the shape of its ZGC lines against java 17's own ZGC log of the same program
     (zgc17-BinaryTrees16-Xmx64m.log, recorded with `java -XX:+UseZGC -Xmx64m -Xlog:gc*`): every
     kind of line listed in SHAPES appears, with the same words, numbers where java has numbers,
     and the same width for the heap and statistics tables;
  2. GCViewer (headless summary) prints no WARNING for any line and garbagecat leaves no line
     unidentified;
  3. GCViewer's pause total and count equal the sum and count of jvmlab's own pause lines (the
     three pauses of each cycle that ended, which GCViewer adds up per cycle, and each allocation
     stall);
  4. every tag of java 17's `-Xlog:help` (zgc17-xlog-help-tags.txt) and every tag set of the ZGC
     log is accepted by jvmlab's -Xlog, as java accepts them.
The analysers are not part of jvmlab: without them (--clients, java, Debian's commons-cli) the
test is skipped (exit code 77). Cost: one BinaryTrees 16 run and the two analysers in parallel, about 10 s on an
idle 2-core machine.
"""
import argparse
import concurrent.futures
import csv
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ORACLE = os.path.join(HERE, "zgc17-BinaryTrees16-Xmx64m.log")
HELP_TAGS = os.path.join(HERE, "zgc17-xlog-help-tags.txt")
SKIP = 77

# Kinds of ZGC line jvmlab must print, each named by a phrase that picks it out of the oracle.
# Lines whose values differ by nature (Version, GC Workers, Address Space Size, Large Page
# Support, Initial Capacity, Pre-touch: jvmlab adds its page allocator's facts in parentheses)
# are checked by the analysers only.
SHAPES = [
    "Initializing The Z Garbage Collector", "NUMA Support:", "CPUs:", "] Memory:",
    "Address Space Type:", "gc,init] Min Capacity:", "gc,init] Max Capacity:", "Medium Page Size:",
    "Uncommit: Enabled", "Uncommit Delay:", "Using The Z Garbage Collector",
    "gc,start", "gc,task", "Pause Mark Start", "Concurrent Mark ", "Pause Mark End",
    "Concurrent Process Non-Strong References", "Concurrent Reset Relocation Set",
    "Concurrent Select Relocation Set", "Pause Relocate Start", "Concurrent Relocate",
    "gc,load", "gc,mmu", "Small Pages:", "Large Pages:", "Forwarding Usage:",
    "GC(3) Min Capacity:", "GC(3) Max Capacity:", "Soft Max Capacity:",
    "Mark Start          Mark End", "Capacity:    ", "Free:", "Used:", "Live:", "Allocated:",
    "Garbage:", "Reclaimed:", "gc          ] GC(3) Garbage Collection",
    "Allocation Stall (main)",
    "gc,heap,exit] Heap", "ZHeap           used",
    "=== Garbage Collection Statistics", "Last 10s", "Avg / Max", "Collector: Garbage Collection Cycle",
    "Phase: Pause Mark Start", "Phase: Concurrent Mark  ", "Memory: Allocation Rate",
]
# Fixed-width lines: jvmlab's must be exactly as long as java's.
FIXED_WIDTH = ["Mark Start          Mark End", "Capacity:    ", "Free:", "Used:", "Live:",
               "Allocated:", "Garbage:", "Reclaimed:", "=== Garbage", "Last 10s", "Avg / Max",
               "Collector:", "Phase:", "Memory: Allocation Rate"]
# Shapes the run does not always produce (a BinaryTrees 16 run at -Xmx64m may not stall).
OPTIONAL = {"Allocation Stall (main)"}

DECORATION = re.compile(r"^\[[0-9.]+s\]\[info\s*\]\[([a-z,]+)\s*\] ")


def shape(line):
    """A regex for lines like `line`: decorations' padding free, every number any number."""
    m = DECORATION.match(line)
    tags, message = m.group(1), line[m.end():]
    parts = re.split(r"(\d+(?:\.\d+)?|\s+)", message)
    body = ""
    for p in parts:
        if not p:
            continue
        if p[0].isdigit():
            body += r"\d+(?:\.\d+)?"
        elif p.isspace():
            body += r"\s+"
        else:
            body += re.escape(p)
    return re.compile(r"^\[[0-9.]+s\]\[info\s*\]\[" + re.escape(tags) + r"\s*\] " + body + "$")


def message_of(line):
    """The message without decorations and without its "GC(n) " prefix."""
    m = DECORATION.match(line)
    return re.sub(r"^GC\(\d+\) ", "", line[m.end():] if m else line)


def run(argv, **kw):
    return subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)


def gcviewer(clients, log, out):
    csv_path = os.path.join(out, "summary.csv")
    p = run(["java", "-Djava.awt.headless=true", "-cp", os.path.join(clients, "gcviewer.jar"),
             "com.tagtraum.perf.gcviewer.GCViewer", log, csv_path, os.path.join(out, "chart.png"),
             "-t", "SUMMARY"], cwd=out)
    summary = {}
    if os.path.exists(csv_path):
        with open(csv_path, encoding="utf-8") as f:
            for row in csv.reader(f, delimiter=";"):
                if len(row) >= 2:
                    summary[row[0].strip()] = row[1].strip()
    warnings = [l for l in p.stderr.splitlines() if l.startswith("WARNING")]
    return p.returncode, warnings, summary


def garbagecat(clients, log, out):
    p = run(["java", "-cp", os.path.join(clients, "garbagecat.jar") + ":/usr/share/java/commons-cli.jar",
             "org.eclipselabs.garbagecat.Main", "--console", "-p", log], cwd=out)
    text = p.stdout + p.stderr
    m = re.search(r"(\d+) UNIDENTIFIED LOG LINE\(S\):\n-+\n(.*?)\n=+", text, re.S)
    unidentified = m.group(2).splitlines() if m else []
    return p.returncode, text, unidentified


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", required=True)
    ap.add_argument("--classes", required=True, help="build/samples")
    ap.add_argument("--clients", required=True, help="directory with gcviewer.jar and garbagecat.jar")
    args = ap.parse_args()

    if not all(os.path.exists(os.path.join(args.clients, j)) for j in ("gcviewer.jar", "garbagecat.jar")) \
            or not os.path.exists("/usr/share/java/commons-cli.jar") or run(["java", "-version"]).returncode != 0:
        print(f"SKIP: GC log analysers not found in {args.clients} (or no java / commons-cli)")
        return SKIP

    failures = []
    with open(ORACLE, encoding="utf-8") as f:
        oracle = f.read().splitlines()

    # 4. Tag sets: java 17's tags one by one, and the ZGC log's tag sets, in one run each.
    tags = [t.strip() for t in open(HELP_TAGS, encoding="utf-8") if t.strip()]
    tagsets = sorted({DECORATION.match(l).group(1).replace(",", "+") for l in oracle})
    for selections in ([f"-Xlog:{t}=off" for t in tags], [f"-Xlog:{t}" for t in tagsets] +
                       ["-Xlog:gc*=info,safepoint*=off", "-Xlog:gc+heap+exit,gc+mmu,gc+load,gc+task,gc+start"]):
        p = run([args.jvm] + selections + ["-version"])
        if p.returncode != 0:
            failures.append(f"-Xlog selections rejected (exit {p.returncode}): {p.stdout.strip()[:300]}")
    print(f"tag sets: {len(tags)} HotSpot tags and {len(tagsets)} ZGC tag sets accepted"
          if not failures else "tag sets: FAILED")

    with tempfile.TemporaryDirectory(prefix="jvmlab-gclog-") as tmp:
        log = os.path.join(tmp, "gc.log")
        p = run([args.jvm, "-Xmx64m", f"-Xlog:gc*:file={log}", "-cp", args.classes, "BinaryTrees", "16"])
        if p.returncode != 0:
            print(f"FAIL: BinaryTrees exited {p.returncode}: {p.stderr[:500]}")
            return 1
        with open(log, encoding="utf-8") as f:
            lines = f.read().splitlines()
        print(f"jvmlab log: {len(lines)} lines")

        # 1. Shapes
        for phrase in SHAPES:
            model = next((l for l in oracle if phrase in l), None)
            if model is None:
                failures.append(f"test data has no line with {phrase!r}")
                continue
            rx = shape(model)
            found = [l for l in lines if rx.match(l)]
            if not found:
                if phrase not in OPTIONAL:
                    failures.append(f"no line shaped like java's: {model}")
                continue
            if any(k in phrase for k in FIXED_WIDTH):
                bad = [l for l in found if len(message_of(l)) != len(message_of(model))]
                if bad:
                    failures.append(f"width {len(message_of(bad[0]))} where java's is "
                                    f"{len(message_of(model))}: {bad[0]}")

        # 2 and 3. The analysers, in parallel
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            gv = pool.submit(gcviewer, args.clients, log, tmp)
            gcat = pool.submit(garbagecat, args.clients, log, tmp)
            gv_rc, gv_warnings, summary = gv.result()
            gc_rc, gc_text, unidentified = gcat.result()
        if gv_rc != 0 or "gcPauseSum" not in summary:
            failures.append(f"GCViewer failed (exit {gv_rc}), no summary")
        for w in gv_warnings:
            failures.append(f"GCViewer: {w[:300]}")
        if gc_rc != 0 or "SUMMARY" not in gc_text:
            failures.append(f"garbagecat failed (exit {gc_rc}): {gc_text[:300]}")
        for u in unidentified:
            failures.append(f"garbagecat unidentified: {u[:300]}")

        # A cycle still running when the VM exits has pause lines but no end line; GCViewer (on
        # HotSpot's logs too) counts only the cycles that ended.
        ended = {m.group(1) for l in lines
                 for m in [re.search(r"\]\[gc\s*\] GC\((\d+)\) Garbage Collection \(.*\) \d+M", l)] if m}
        pause_rx = re.compile(r"\] GC\((\d+)\) Pause (?:Mark Start|Mark End|Relocate Start) ([0-9.]+)ms$")
        stall_rx = re.compile(r"\] Allocation Stall \(.*\) ([0-9.]+)ms$")
        pauses = [float(m.group(2)) for l in lines for m in [pause_rx.search(l)] if m and m.group(1) in ended]
        stalls = [float(m.group(1)) for l in lines for m in [stall_rx.search(l)] if m]
        cycles = len(ended)
        own_sum = (sum(pauses) + sum(stalls)) / 1000.0
        if "gcPauseSum" in summary:
            viewer_sum = float(summary["gcPauseSum"])
            viewer_count = int(summary.get("pauseCount", "0"))
            # GCViewer keeps 6 decimals of a second; jvmlab's lines 3 decimals of a millisecond.
            tolerance = 1e-6 * (len(pauses) + len(stalls) + 1)
            print(f"pauses: jvmlab {len(pauses)} pause lines in {cycles} ended cycles + {len(stalls)} stalls = "
                  f"{own_sum:.6f} s; GCViewer {viewer_count} pauses = {viewer_sum:.6f} s")
            if abs(viewer_sum - own_sum) > tolerance:
                failures.append(f"GCViewer's pause total {viewer_sum:.6f} s is not jvmlab's {own_sum:.6f} s")
            if viewer_count != cycles + len(stalls):
                failures.append(f"GCViewer counts {viewer_count} pauses, jvmlab has {cycles} cycles "
                                f"and {len(stalls)} stalls")
        print(f"GCViewer: {len(gv_warnings)} warnings; garbagecat: {len(unidentified)} unidentified lines")

    for f in failures:
        print("FAIL:", f)
    print("OK" if not failures else f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
