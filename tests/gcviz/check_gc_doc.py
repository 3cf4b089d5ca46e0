#!/usr/bin/env python3
"""tests/gcviz: docs/gc.md as a guided tour that cannot drift.

Every indented code block of docs/gc.md that starts with a command (`build/jvmlab ...` or
`tools/...`, continued by a trailing backslash) is run, in a temporary directory, with build/ and
tools/ meaning the build and the source tree; it must exit 0. Every other line of that block is
a line the doc quotes from the command's output (stdout and stderr together), and must match one
line of it, where the quoted line's numbers are placeholders (any number matches), a `<...>` is a
placeholder for any text, and a run of spaces matches any run of spaces. Lines starting with "..."
stand for lines left out. The step mode's commands get -XX:GCStepDelay=0 (stdin is not a
terminal here). Exit 0 when every command ran and every quoted line was found.
"""
import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile


def blocks(text):
    """Indented code blocks: lists of lines with the 4-space indent removed."""
    out, current = [], []
    for line in text.splitlines() + [""]:
        if line.startswith("    ") or (current and line.strip() == ""):
            current.append(line[4:] if line.startswith("    ") else "")
        else:
            if current:
                out.append(current)
            current = []
    result = []
    for b in out:
        while b and not b[-1].strip():
            b.pop()
        if b:
            result.append(b)
    return result


def pattern(quoted):
    parts = re.split(r"(<[^<>]*>|\d+(?:\.\d+)?| +)", quoted.strip())
    regex = ""
    for p in parts:
        if not p:
            continue
        if p.startswith("<") and p.endswith(">"):
            regex += r".+?"
        elif re.fullmatch(r"\d+(?:\.\d+)?", p):
            regex += r"\d+(?:\.\d+)?"
        elif p.strip() == "":
            regex += r"\s*"
        else:
            regex += re.escape(p)
    return re.compile(regex)


def run_and_check(cmd_lines, quoted, args, cwd):
    argv = shlex.split(" ".join(cmd_lines))
    argv = [a.replace("build/", args.build + "/", 1) if a.startswith("build/") else
            a.replace("tools/", args.source + "/tools/", 1) if a.startswith("tools/") else a for a in argv]
    if "-XX:+GCStepMode" in argv:
        argv.insert(1, "-XX:GCStepDelay=0")
    run = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    shown = " ".join(cmd_lines)
    if run.returncode != 0:
        return [f"`{shown}` exited {run.returncode}: {run.stderr[-500:]}"]
    output = [o.strip() for o in (run.stdout + "\n" + run.stderr).splitlines()]
    errors = []
    for q in quoted:
        p = pattern(q)
        if not any(p.fullmatch(o) for o in output):
            errors.append(f"`{shown}`: no output line like\n    {q.strip()}")
    return errors


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--doc", required=True)
    ap.add_argument("--build", required=True)
    ap.add_argument("--source", required=True)
    args = ap.parse_args()
    args.build, args.source = os.path.abspath(args.build), os.path.abspath(args.source)
    with open(args.doc) as f:
        text = f.read()
    errors, commands_run, lines_checked = [], 0, 0
    with tempfile.TemporaryDirectory(prefix="gcviz-doc-") as tmp:
        for block in blocks(text):
            if not re.match(r"(build/jvmlab|tools/)\S*", block[0]):
                continue
            # The block's commands, each with the lines quoted under it.
            commands = []
            continued = False
            for line in block:
                if continued:
                    commands[-1][0].append(line.rstrip("\\").strip())
                elif re.match(r"(build/jvmlab|tools/)\S*", line):
                    commands.append([[line.rstrip("\\").strip()], []])
                elif line.strip() and not line.strip().startswith("..."):
                    commands[-1][1].append(line)
                continued = line.rstrip().endswith("\\")
            for cmd_lines, quoted in commands:
                commands_run += 1
                errors += run_and_check(cmd_lines, quoted, args, tmp)
                lines_checked += len(quoted)
    print(f"{commands_run} commands run, {lines_checked} quoted lines checked")
    for e in errors:
        print("FAIL:", e, file=sys.stderr)
    return 1 if errors or commands_run == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
