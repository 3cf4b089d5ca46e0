#!/usr/bin/env python3
"""tests/gcviz: tools/gc_report's page of a real run, rendered in headless Chromium.

Runs `tools/gc_report --run` on AllocThreads (three threads, -Xmx32m), loads the page in headless
Chromium (--dump-dom: the DOM after the page has loaded and laid out) and checks that every chart
is there and not empty: each <figure class="chart"> of the six holds an <svg> with drawn paths (the
heap map at least one cell per snapshot, the timeline and the curves their bars and lines), and the
cycle table has one row per cycle. With --screenshot, also writes a PNG of the page (docs/) and
checks it is not blank. Exit 77 (skipped) when Chromium or /usr/bin/python3's matplotlib is missing.
"""
import argparse
import html.parser
import os
import re
import shutil
import subprocess
import sys
import tempfile

# Per chart: the data groups tools/gc_report tags (gid "data-..."), and how many drawn elements
# and path vertices they must hold at least. Axes, ticks and legends are not counted.
CHARTS = {"heap-map": (1, 50, 0), "timeline": (3, 10, 0), "heap": (3, 3, 12), "mmu": (1, 1, 20),
          "pause-histogram": (1, 3, 0)}


class ChartCounter(html.parser.HTMLParser):
    """Counts, per <figure class="chart" id=...>, the data groups, the <path>/<use> elements inside
    them and the vertices of those paths (M and L commands of their d attribute)."""

    def __init__(self):
        super().__init__()
        self.figure, self.stack, self.charts = None, [], {}

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "figure" and "chart" in (a.get("class") or ""):
            self.figure = a.get("id")
            self.charts[self.figure] = {"groups": set(), "elements": 0, "vertices": 0, "svg": False, "rows": 0}
            return
        if self.figure is None:
            return
        c = self.charts[self.figure]
        if tag == "svg":
            c["svg"] = True
        if tag == "tr" and not self.stack:
            c["rows"] += 1
        if tag == "g":
            gid = a.get("id") or ""
            self.stack.append(gid.startswith("data-"))
            if gid.startswith("data-"):
                c["groups"].add(gid)
        elif tag in ("path", "use") and any(self.stack):
            c["elements"] += 1
            c["vertices"] += len(re.findall(r"[ML]", a.get("d") or ""))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag == "g":
            self.stack.pop()

    def handle_endtag(self, tag):
        if tag == "g" and self.stack:
            self.stack.pop()
        elif tag == "figure":
            self.figure = None


def chromium_cmd(profile):
    # The flags cpp.md gives for this closed network, as root: no sandbox, no GPU, no background
    # connections, a fresh profile.
    return ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--no-first-run", f"--user-data-dir={profile}"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", required=True)
    ap.add_argument("--classes", required=True)
    ap.add_argument("--tool", required=True, help="tools/gc_report")
    ap.add_argument("--screenshot", help="also write a PNG of the page here")
    args = ap.parse_args()
    if shutil.which("chromium") is None:
        print("skipped: no chromium (tools/setup.sh installs it)")
        return 77
    if subprocess.run(["/usr/bin/python3", "-c", "import matplotlib"], capture_output=True).returncode != 0:
        print("skipped: no python3-matplotlib for /usr/bin/python3 (tools/setup.sh installs it)")
        return 77
    with tempfile.TemporaryDirectory(prefix="gcviz-report-") as tmp:
        page = os.path.join(tmp, "report.html")
        run = subprocess.run([args.tool, "--out", page, "--run", args.jvm, "-Xmx32m", "-cp", args.classes,
                              "AllocThreads", "3", "2000"], capture_output=True, text=True, timeout=300)
        if run.returncode != 0:
            print(f"gc_report failed: {run.stderr}", file=sys.stderr)
            return 1
        dom = subprocess.run(chromium_cmd(os.path.join(tmp, "profile")) + ["--dump-dom", f"file://{page}"],
                             capture_output=True, text=True, timeout=120)
        if dom.returncode != 0 or "<figure" not in dom.stdout:
            print(f"chromium --dump-dom failed ({dom.returncode}): {dom.stderr[-2000:]}", file=sys.stderr)
            return 1
        errors = []
        counter = ChartCounter()
        counter.feed(dom.stdout)
        for chart, (groups, elements, vertices) in CHARTS.items():
            c = counter.charts.get(chart)
            if c is None or not c["svg"]:
                errors.append(f"chart {chart}: missing, or no <svg>")
                continue
            print(f"{chart}: {len(c['groups'])} data groups, {c['elements']} elements, {c['vertices']} vertices")
            if len(c["groups"]) < groups or c["elements"] < elements or c["vertices"] < vertices:
                errors.append(f"chart {chart}: expected at least {groups} data groups, {elements} elements, "
                              f"{vertices} vertices")
        rows = counter.charts.get("cycle-table", {}).get("rows", 0) - 1  # the header row
        print(f"cycle-table: {rows} cycles")
        if rows <= 0:
            errors.append("cycle table: no rows")
        if args.screenshot:
            shot = os.path.join(tmp, "shot.png")
            subprocess.run(chromium_cmd(os.path.join(tmp, "profile2")) +
                           ["--hide-scrollbars", "--window-size=1280,1900", f"--screenshot={shot}", f"file://{page}"],
                           capture_output=True, timeout=120)
            if not os.path.exists(shot) or os.path.getsize(shot) < 20000:
                errors.append("screenshot missing or blank")
            else:
                shutil.copy(shot, args.screenshot)
                print(f"screenshot: {args.screenshot} ({os.path.getsize(shot) // 1024} KB)")
        for e in errors:
            print("FAIL:", e, file=sys.stderr)
        return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
