#!/usr/bin/env python3
"""tests/warmup: a small tools/warmup_lab study on jvmlab, its tools/warmup_report page rendered in
headless Chromium, every chart there and not empty.

Runs the jep545 study for one round on jvmlab only at low rates (a 1 s ramp, a 1 s hold), checks
that every run printed RequestLoad's output and that the JSON holds latency windows, samples,
the committed heap over time (the GC trace file's counter) and compilations, and memory-worker
commits for the adaptive default; renders the page with Chromium's --dump-dom (the DOM after
load, from a file:// URL: the page needs no network) and counts, per <figure class="chart">, the
drawn data groups (<g id="data-...">) and elements: the p99 chart one line per scenario, the
memory chart a committed-heap area and an RSS line per scenario, the CPU chart a stacked area per
scenario and thread group, the table a row per scenario. With --screenshot, warmup_report's own
--screenshot renders the PNG. Exit 77 (skipped) when Chromium or /usr/bin/python3's matplotlib is
missing.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gcviz"))
from check_report import chromium_cmd  # noqa: E402  (how Chromium starts here, shared with gcviz)


def figures(dom):
    """{figure id: its inner HTML} for every <figure class="chart" id=...> of the DOM."""
    out = {}
    for m in re.finditer(r'<figure class="chart" id="([^"]+)">(.*?)</figure>', dom, re.S):
        out[m[1]] = m[2]
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", required=True)
    ap.add_argument("--classes", required=True)
    ap.add_argument("--tools", required=True, help="the tools/ directory")
    ap.add_argument("--screenshot", help="also write a PNG of the page here")
    args = ap.parse_args()
    if shutil.which("chromium") is None:
        print("skipped: no chromium (tools/setup.sh installs it)")
        return 77
    if subprocess.run(["/usr/bin/python3", "-c", "import matplotlib"], capture_output=True).returncode != 0:
        print("skipped: no python3-matplotlib for /usr/bin/python3 (tools/setup.sh installs it)")
        return 77
    errors = []
    with tempfile.TemporaryDirectory(prefix="warmup-report-") as tmp:
        data, page = os.path.join(tmp, "study.json"), os.path.join(tmp, "study.html")
        lab = subprocess.run([os.path.join(args.tools, "warmup_lab"), "--study", "jep545", "--rounds", "1",
                              "--runtimes", "jvmlab", "--jvmlab", args.jvm, "--classes", args.classes,
                              "--start-rate", "100", "--peak-rate", "400", "--ramp", "1", "--hold", "1",
                              "--live-mb", "8", "--logs", os.path.join(tmp, "logs"), "--json", data],
                             capture_output=True, text=True, timeout=600)
        print(lab.stdout)
        if lab.returncode != 0:
            print(f"warmup_lab failed ({lab.returncode}): {lab.stderr[-3000:]}", file=sys.stderr)
            return 1
        study = json.load(open(data))
        labels = [k for k, v in study["records"].items() if v]
        for label in labels:
            r = study["records"][label][0]
            if not r["windows"] or not r["samples"]:
                errors.append(f"{label}: no latency windows or no samples")
            if label.endswith("default") and not r["compiles"]:
                errors.append(f"{label}: no compilation seen (PrintCompilation)")
            # The trace's counter runs from the collector driver's start (the program's second
            # page), gc+init's initial capacity before it.
            if r.get("committed_source") != "GCTraceFile" or len(r.get("committed", [])) < 2:
                errors.append(f"{label}: no committed-heap series from the GC trace file")
            if label.endswith("adaptive default") and not r.get("commits"):
                errors.append(f"{label}: no memory-worker commit seen (-Xlog:gc+ergo+heap=debug)")
        shot = os.path.join(tmp, "shot.png")
        report = subprocess.run([os.path.join(args.tools, "warmup_report"), data, "--out", page] +
                                (["--screenshot", shot] if args.screenshot else []),
                                capture_output=True, text=True, timeout=300)
        if report.returncode != 0:
            print(f"warmup_report failed: {report.stderr[-3000:]}", file=sys.stderr)
            return 1
        dom = subprocess.run(chromium_cmd(os.path.join(tmp, "profile")) + ["--dump-dom", f"file://{page}"],
                             capture_output=True, text=True, timeout=120)
        if dom.returncode != 0 or "<figure" not in dom.stdout:
            print(f"chromium --dump-dom failed ({dom.returncode}): {dom.stderr[-2000:]}", file=sys.stderr)
            return 1
        figs = figures(dom.stdout)
        n = len(labels)
        # chart: (data-group id prefix, groups at least, drawn <path>/<use> at least)
        expect = {"p99": ("data-p99-", n, n), "heap": ("data-committed-", n, n), "cpu": ("data-cpu-", n, n)}
        for chart, (prefix, groups, drawn) in expect.items():
            body = figs.get(chart)
            if body is None or "<svg" not in body:
                errors.append(f"chart {chart}: missing, or no <svg>")
                continue
            gids = set(re.findall(r'<g id="(' + re.escape(prefix) + r'[^"]*)"', body))
            paths = len(re.findall(r"<(?:path|use)\b", body))
            print(f"{chart}: {len(gids)} data groups, {paths} drawn elements")
            if len(gids) < groups or paths < drawn:
                errors.append(f"chart {chart}: expected at least {groups} data groups and {drawn} elements")
        rss = set(re.findall(r'<g id="(data-rss-[^"]*)"', figs.get("heap", "")))
        print(f"heap: {len(rss)} RSS lines")
        if len(rss) < n:
            errors.append(f"chart heap: {len(rss)} RSS lines for {n} scenarios")
        rows = len(re.findall(r"<tr>", figs.get("summary-table", ""))) - 1
        print(f"summary-table: {rows} rows")
        if rows != n:
            errors.append(f"summary table: {rows} rows for {n} scenarios")
        if args.screenshot:
            if not os.path.exists(shot) or os.path.getsize(shot) < 20000:
                errors.append("screenshot missing or blank")
            else:
                shutil.copy(shot, args.screenshot)
    for e in errors:
        print("FAIL:", e, file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
