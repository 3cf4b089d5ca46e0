#!/usr/bin/env python3
"""tests/gcviz: -XX:GCTraceFile and -XX:GCHeapMapFile of a multi-threaded run, checked against the
trace-event format's rules and against the run's own -Xlog:gc+phases log.

Runs AllocThreads (several Java threads, several cycles at -Xmx32m) once with the trace, the heap map
and a gc+phases,safepoint log file, then checks:
  trace: a JSON object with a traceEvents list; every event has name, ph, pid, tid (ints), and the
    fields its phase needs (X: ts, dur >= 0; C: ts and numeric args; M: process_name/thread_name with
    args.name; B/E: ts, matched per thread); every thread with events has a thread_name; on each
    thread the timestamps never go back and complete spans nest; every pause line of the log
    (GC(n) Pause ... N.NNNms) is one "pause" span with args.gc == n and the same duration; every
    Safepoint line of the log is a "safepoint" span; the collector's phases run on the ZDriver
    thread; Heap counters (capacity, used, live) and memory-worker Commit spans are present.
  heap map: snapshots at every pause (three per cycle at least), two hex digits per granule, codes
    the format defines; the relocation set shows at some Pause Relocate Start; recording a map
    inside a pause costs at most 5 % of the run's longest pause.
Exit 0 when all hold; the failures on stderr otherwise.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

PAUSE_RE = re.compile(r"GC\((\d+)\) (Pause [A-Za-z ]+?) (\d+\.\d+)ms")
SAFEPOINT_RE = re.compile(r'Safepoint "(\w+)", .*Total: (\d+) ns')
PHASES = {"X", "B", "E", "C", "M", "i", "I"}


def check_trace(trace, log_text, errors):
    events = trace.get("traceEvents") if isinstance(trace, dict) else None
    if not isinstance(events, list) or not events:
        errors.append("trace: no traceEvents list")
        return
    named_threads, per_thread = {}, {}
    for i, e in enumerate(events):
        where = f"event {i} {e.get('name')!r}"
        for field, kind in (("name", str), ("ph", str), ("pid", int), ("tid", int)):
            if not isinstance(e.get(field), kind):
                errors.append(f"{where}: field {field} missing or not {kind.__name__}")
        ph = e.get("ph")
        if ph not in PHASES:
            errors.append(f"{where}: unknown phase {ph!r}")
            continue
        if e.get("tid", 0) <= 0 or e.get("pid", 0) <= 0:
            errors.append(f"{where}: pid/tid not an OS id")
        if ph == "M":
            if e["name"] not in ("process_name", "thread_name") or not isinstance(e.get("args", {}).get("name"), str):
                errors.append(f"{where}: metadata without args.name")
            if e["name"] == "thread_name":
                named_threads[e["tid"]] = e["args"]["name"]
            continue
        if not isinstance(e.get("ts"), (int, float)) or e["ts"] < 0:
            errors.append(f"{where}: ts missing or negative")
            continue
        if ph == "X" and (not isinstance(e.get("dur"), (int, float)) or e["dur"] < 0):
            errors.append(f"{where}: X without dur >= 0")
        if ph == "C" and (not isinstance(e.get("args"), dict) or not e["args"]
                          or not all(isinstance(v, (int, float)) for v in e["args"].values())):
            errors.append(f"{where}: counter without numeric args")
        per_thread.setdefault(e["tid"], []).append(e)
    for tid, evs in per_thread.items():
        if tid not in named_threads:
            errors.append(f"thread {tid}: events but no thread_name")
        last_ts, open_b, open_x = -1.0, [], []
        for e in evs:
            if e["ts"] < last_ts:
                errors.append(f"thread {tid}: ts goes back at {e['name']!r} ({e['ts']} < {last_ts})")
            last_ts = e["ts"]
            if e["ph"] == "B":
                open_b.append(e["name"])
            elif e["ph"] == "E":
                if not open_b:
                    errors.append(f"thread {tid}: E without B at {e['ts']}")
                else:
                    open_b.pop()
            elif e["ph"] == "X":
                end = e["ts"] + e["dur"]
                while open_x and open_x[-1] <= e["ts"]:
                    open_x.pop()
                if open_x and end > open_x[-1] + 0.002:  # 1 ns rounding on each side
                    errors.append(f"thread {tid}: span {e['name']!r} at {e['ts']} overlaps its parent")
                open_x.append(end)
        if open_b:
            errors.append(f"thread {tid}: B without E: {open_b}")

    spans = [e for e in events if e.get("ph") == "X"]
    pauses = [e for e in spans if e.get("cat") == "pause"]
    log_pauses = PAUSE_RE.findall(log_text)
    if not log_pauses:
        errors.append("log: no pause lines")
    used = set()
    for gc, name, ms in log_pauses:
        match = [j for j, e in enumerate(pauses) if j not in used and e["name"] == name
                 and e.get("args", {}).get("gc") == int(gc) and abs(e["dur"] / 1000 - float(ms)) <= 0.0015]
        if not match:
            errors.append(f"log pause GC({gc}) {name} {ms}ms: no such span in the trace")
        else:
            used.add(match[0])
    if len(pauses) != len(log_pauses):
        errors.append(f"trace has {len(pauses)} pause spans, the log {len(log_pauses)} pause lines")
    log_safepoints = SAFEPOINT_RE.findall(log_text)
    trace_safepoints = [e for e in spans if e.get("cat") == "safepoint" and e["name"] != "Time To Safepoint"]
    for op, total_ns in log_safepoints:
        if not any(e["name"] == op and abs(e["dur"] * 1000 - int(total_ns)) <= 1000 for e in trace_safepoints):
            errors.append(f"log Safepoint {op} {total_ns} ns: no such span")
    if sum(1 for e in spans if e["name"] == "Time To Safepoint") != len(trace_safepoints):
        errors.append("not one Time To Safepoint span per safepoint")
    driver = {t for t, n in named_threads.items() if n == "ZDriver"}
    for e in pauses + [e for e in spans if e.get("cat") == "concurrent"]:
        if e["tid"] not in driver:
            errors.append(f"phase {e['name']!r} not on the ZDriver thread ({named_threads.get(e['tid'])})")
            break
    counters = [e for e in events if e.get("ph") == "C" and e["name"] == "Heap"]
    if not counters or not all({"capacity", "used", "live"} <= set(e["args"]) for e in counters):
        errors.append("no Heap counters with capacity, used and live")
    if not any(e["name"] == "Commit" and e.get("cat") == "memory" for e in spans):
        errors.append("no memory-worker Commit span")
    if not any(e["name"] == "Garbage Collection" and "cause" in e.get("args", {}) for e in spans):
        errors.append("no Garbage Collection cycle span with its cause")
    stalls_logged = len(re.findall(r"Allocation Stall \(", log_text))
    stalls_traced = sum(1 for e in spans if e["name"] == "Allocation Stall")
    if stalls_logged != stalls_traced:
        errors.append(f"{stalls_logged} allocation stalls logged, {stalls_traced} traced")
    return pauses


def check_heap_map(heap_map, pauses, errors):
    snaps = heap_map.get("snapshots", [])
    pause_snaps = [s for s in snaps if s["when"].startswith("Pause ")]
    if len(pause_snaps) != len(pauses):
        errors.append(f"heap map: {len(pause_snaps)} pause snapshots for {len(pauses)} pauses")
    valid_states = range(len(heap_map["states"]))
    flags = heap_map["flags"]
    all_flags = flags["relocation_set"] | flags["in_place"] | flags["huge"]
    relocation_seen = False
    for s in snaps:
        m = s["map"]
        if len(m) % 2 or not m:
            errors.append(f"heap map at {s['t_us']}: empty or odd map")
            continue
        codes = [int(m[i:i + 2], 16) for i in range(0, len(m), 2)]
        bad = [c for c in codes if (c & 0x0F) not in valid_states or (c & ~0x0F & ~all_flags)]
        if bad:
            errors.append(f"heap map at {s['t_us']}: undefined codes {bad[:5]}")
        if s["when"] == "Pause Relocate Start" and any(c & flags["relocation_set"] for c in codes):
            relocation_seen = True
    if not relocation_seen:
        errors.append("heap map: no relocation set at any Pause Relocate Start")
    longest = max((e["dur"] for e in pauses), default=0) * 1000  # ns
    costliest = max((s["record_ns"] for s in pause_snaps), default=0)
    print(f"heap map: {len(snaps)} snapshots, longest pause {longest / 1e3:.1f} us, "
          f"costliest recording in a pause {costliest / 1e3:.1f} us")
    if longest and costliest > 0.05 * longest:
        errors.append(f"heap map recording {costliest} ns is more than 5 % of the longest pause {longest:.0f} ns")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", required=True)
    ap.add_argument("--classes", required=True)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="gcviz-") as tmp:
        trace_path = os.path.join(tmp, "trace.json")
        map_path = os.path.join(tmp, "heapmap.json")
        log_path = os.path.join(tmp, "gc.log")
        cmd = [args.jvm, "-Xmx32m", f"-XX:GCTraceFile={trace_path}", f"-XX:GCHeapMapFile={map_path}",
               "-XX:GCHeapMapInterval=20", f"-Xlog:gc,gc+phases,safepoint:file={log_path}",
               "-cp", args.classes, "AllocThreads", "4", "3000"]
        run = subprocess.run(cmd, capture_output=True, text=True, timeout=240)
        if run.returncode != 0:
            print(f"{' '.join(cmd)}: exit {run.returncode}\n{run.stderr}", file=sys.stderr)
            return 1
        errors = []
        with open(log_path) as f:
            log_text = f.read()
        with open(trace_path) as f:
            trace = json.load(f)
        with open(map_path) as f:
            heap_map = json.load(f)
        pauses = check_trace(trace, log_text, errors) or []
        check_heap_map(heap_map, pauses, errors)
        threads = {e["args"]["name"] for e in trace["traceEvents"] if e.get("name") == "thread_name"}
        print(f"trace: {len(trace['traceEvents'])} events, {len(pauses)} pauses, threads {sorted(threads)}")
        for e in errors[:40]:
            print("FAIL:", e, file=sys.stderr)
        return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
