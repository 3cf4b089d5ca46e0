#!/usr/bin/env python3
"""Hostile-input suite: programs with missing classes, and class files a fuzzer broke.

Two kinds of case, both with expectations recorded from the real java 17 (`--record`):

missing/<Name>.java   a program compiled by javac, then the classes listed in <Name>.missing
                      (binary names, one a line) deleted. stdout, stderr and the exit code must
                      equal <Name>.expected.{out,err,exit} byte for byte. <Name>.javaflags: options
                      for java and jvmlab alike (-XX:+UnlockDiagnosticVMOptions
                      -XX:-BytecodeVerificationRemote where the verifier would load the missing
                      class before the run reaches the path under test).
classes/<case>/       class files as a fuzzer left them (minimized: the one mutated class beside
                      the untouched ones) and case.txt with `main:`, optional `args:`, `flags:`
                      (JVM options for both) and `java:` (java-only options), and the recorded
                      `expect-exit:` and `expect-error:`
                      (the error class java reported, `none` if it reported none). Messages are
                      not compared: java's VerifyError texts are not jvmlab's. A case passes when
                      the exit code and error class match and jvmlab neither crashed nor hung.
                      `expect-exit: timeout` records that java never ended: then jvmlab must end
                      within the timeout, not by a signal.

Usage:
    run_hostile.py --jvm build/jvmlab --work build/tests/hostile [--filter REGEX] [-v]
    run_hostile.py --record [--filter REGEX]     # rewrite expectations from java 17
Exit status: 0 if every selected case passed, 1 if any failed, 2 on setup errors.
"""
import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools"))
from runlib import jvm_error_class, run_once  # noqa: E402

TIMEOUT_S = 20
SCRUBBED_ENV = ("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH")


def read_lines(path):
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        return [l.strip() for l in f.read().splitlines() if l.strip() and not l.startswith("#")]


def read_case(path):
    """case.txt as a dict of key -> value (first colon splits; '#' lines are comments)."""
    fields = {}
    for line in read_lines(path):
        key, _, value = line.partition(":")
        fields[key.strip()] = value.strip()
    return fields


def compile_missing(work):
    """Compiles every missing/*.java into work/missing with one javac call, then deletes each
    program's listed classes. Returns the program names."""
    src_dir = os.path.join(HERE, "missing")
    sources = sorted(f for f in os.listdir(src_dir) if f.endswith(".java"))
    out = os.path.join(work, "missing")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    subprocess.run(["javac", "-nowarn", "-g", "-encoding", "UTF-8", "-d", out]
                   + [os.path.join(src_dir, s) for s in sources], check=True)
    names = [s[:-len(".java")] for s in sources]
    for name in names:
        for cls in read_lines(os.path.join(src_dir, name + ".missing")):
            os.remove(os.path.join(out, cls.replace(".", "/") + ".class"))
    return names


def describe(result):
    if result.timed_out:
        return "hang (timeout)"
    if result.exit_code < 0:
        return f"signal {-result.exit_code}"
    return f"exit {result.exit_code}"


def run_missing(args, work, names):
    failures = 0
    base = os.path.join(HERE, "missing")
    classes = os.path.join(work, "missing")
    for name in names:
        if args.filter and not re.search(args.filter, "missing/" + name):
            continue
        stem = os.path.join(base, name)
        if args.record:
            argv = ["java"] + read_lines(stem + ".javaflags") + ["-cp", classes, name]
        else:
            argv = [args.jvm] + read_lines(stem + ".javaflags") + ["-cp", classes, name]
        r = run_once(argv, TIMEOUT_S, exact_rss=False, cwd=work)
        if args.record:
            for ext, data in (("out", r.stdout), ("err", r.stderr), ("exit", f"{r.exit_code}\n".encode())):
                with open(f"{stem}.expected.{ext}", "wb") as f:
                    f.write(data)
            print(f"recorded missing/{name}: {describe(r)}")
            continue
        want = [open(f"{stem}.expected.{ext}", "rb").read() for ext in ("out", "err", "exit")]
        got = [r.stdout, r.stderr, f"{r.exit_code}\n".encode()]
        ok = not r.timed_out and got == want
        failures += not ok
        print(f"{'PASS' if ok else 'FAIL'} missing/{name} ({describe(r)})")
        if not ok and args.verbose:
            for label, w, g in zip(("stdout", "stderr", "exit"), want, got):
                if w != g:
                    print(f"  {label}: expected {w[:400]!r}\n  {label}: got      {g[:400]!r}")
    return failures


def run_classes(args):
    failures = 0
    base = os.path.join(HERE, "classes")
    if not os.path.isdir(base):
        return 0
    for case in sorted(os.listdir(base)):
        if args.filter and not re.search(args.filter, "classes/" + case):
            continue
        case_dir = os.path.join(base, case)
        spec_path = os.path.join(case_dir, "case.txt")
        spec = read_case(spec_path)
        prog = shlex.split(spec.get("flags", "")) + ["-cp", case_dir, spec["main"]] + \
            shlex.split(spec.get("args", ""))
        if args.record:
            r = run_once(["java"] + shlex.split(spec.get("java", "")) + prog, TIMEOUT_S, exact_rss=False)
            error = jvm_error_class(r.stderr.decode("utf-8", "replace")) or "none"
            lines = [l for l in open(spec_path, encoding="utf-8").read().splitlines()
                     if not l.startswith(("expect-exit:", "expect-error:"))]
            exit_text = "timeout" if r.timed_out else str(r.exit_code)
            lines += [f"expect-exit: {exit_text}", f"expect-error: {error}"]
            with open(spec_path, "w", encoding="utf-8") as f:
                f.write("\n".join(lines) + "\n")
            print(f"recorded classes/{case}: {describe(r)}, {error}")
            continue
        r = run_once([args.jvm] + prog, TIMEOUT_S, exact_rss=False)
        error = jvm_error_class(r.stderr.decode("utf-8", "replace")) or "none"
        if spec["expect-exit"] == "timeout":
            # java loops forever here: jvmlab must end, and not by a signal.
            ok = not r.timed_out and r.exit_code >= 0
        else:
            ok = (not r.timed_out and r.exit_code == int(spec["expect-exit"])
                  and error == spec["expect-error"])
        failures += not ok
        print(f"{'PASS' if ok else 'FAIL'} classes/{case} ({describe(r)}, {error}; java: "
              f"exit {spec['expect-exit']}, {spec['expect-error']})")
        if not ok and args.verbose:
            print("  stderr: " + r.stderr.decode("utf-8", "replace")[:600].replace("\n", "\n  "))
    return failures


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--jvm", help="the JVM under test (jvmlab)")
    ap.add_argument("--work", help="scratch directory for compiled programs (default: a temp dir)")
    ap.add_argument("--record", action="store_true", help="record expectations from java 17")
    ap.add_argument("--filter", help="only cases whose missing/<Name> or classes/<case> matches")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    if not args.record and not args.jvm:
        ap.error("--jvm is required unless --record")
    if args.jvm:
        args.jvm = os.path.abspath(args.jvm)
    for var in SCRUBBED_ENV:
        os.environ.pop(var, None)
    tmp = None
    work = args.work
    if not work:
        tmp = tempfile.mkdtemp(prefix="hostile-")
        work = tmp
    os.makedirs(work, exist_ok=True)
    try:
        names = compile_missing(work)
        failures = run_missing(args, work, names) + run_classes(args)
    except (OSError, subprocess.CalledProcessError, KeyError) as e:
        print(f"run_hostile: {e}", file=sys.stderr)
        return 2
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)
    if not args.record:
        print(f"{failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
