#!/usr/bin/env python3
"""Verifier suite: hostile class files (written by HostileClasses.java at build time, one
directory per case) run on jvmlab and compared with what the real java 17 printed.

    run_verifier_tests.py --jvm build/jvmlab --classes build/tests/verifier/classes [-v]
    run_verifier_tests.py --record --classes DIR        # rewrite expected/ from java 17
    run_verifier_tests.py ... --jvm-arg=-Xcomp --check-not-compiled   # compiled code never runs a rejected class

Compared byte for byte: stdout, the exit code and stderr (the VerifyError with its whole
"Exception Details:" block: Location, Reason, frames, bytecode dump, handler table, stack map
listing), except that jvmlab's ClassFormatError texts end in " at offset N" (the parser's
convention) and java's do not: that tail is masked. Cases in PENDING are expected to fail until
the named work lands (XFAIL).
Exit status: 0 when every non-pending case passed, 1 otherwise, 2 on setup errors.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = os.path.join(HERE, "expected")
OFFSET_TAIL = re.compile(rb" at offset \d+$", re.M)
# A -XX:+PrintCompilation line: time stamp, compile id, flags, tier, Class::method, size.
COMPILE_LINE = re.compile(rb"^ *\d+ +\d+ .*?(\S+)::\S+ \(.*$\n?", re.M)
# The class a VerifyError rejected, in HotSpot's two texts: "Location:\n    C.m()V @1: ..." (type
# checking) and "(class: C, method: ..." (the old inference verifier).
REJECTED_CLASS = re.compile(rb"Location:\s*\n\s*([^\s(]+)\.[^.\s(]+\(|\(class: ([^,]+),")
TIMEOUT_S = 20
SCRUBBED_ENV = ("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH")

# Cases whose main class is not the case name.
MAINS = {"ProtectedField": "q.ProtectedField", "ProtectedMethod": "q.ProtectedMethod",
         "VmPackageName": "jvmlab.VmPackageName"}
# Known differences, with what they wait for.
PENDING = {}


def run(argv):
    env = {k: v for k, v in os.environ.items() if k not in SCRUBBED_ENV}
    try:
        p = subprocess.run(argv, capture_output=True, timeout=TIMEOUT_S, env=env)
        return p.stdout, p.stderr, p.returncode
    except subprocess.TimeoutExpired:
        return b"", b"<timeout>", -1


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jvm", default="build/jvmlab")
    ap.add_argument("--classes", required=True, help="directory with one sub-directory per case")
    ap.add_argument("--record", action="store_true", help="record expected output from java")
    ap.add_argument("--java", default="java")
    ap.add_argument("--filter", default="")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--jvm-arg", action="append", default=[], metavar="OPT",
                    help="an option for jvmlab, e.g. -Xcomp (repeatable)")
    ap.add_argument("--check-not-compiled", action="store_true",
                    help="run with -XX:+PrintCompilation: in a case java rejects with a VerifyError no "
                         "method of the rejected main class may be compiled (the compilation lines are "
                         "taken out of stdout before it is compared)")
    args = ap.parse_args()
    if not os.path.isdir(args.classes):
        print(f"no classes at {args.classes}", file=sys.stderr)
        return 2
    cases = sorted(c for c in os.listdir(args.classes) if os.path.isdir(os.path.join(args.classes, c)))
    failures = 0
    for case in cases:
        if args.filter and not re.search(args.filter, case):
            continue
        cp = os.path.join(args.classes, case)
        main_class = MAINS.get(case, case)
        stem = os.path.join(EXPECTED, case)
        if args.record:
            out, err, code = run([args.java, "-cp", cp, main_class])
            for ext, data in (("out", out), ("err", err), ("exit", f"{code}\n".encode())):
                with open(f"{stem}.{ext}", "wb") as f:
                    f.write(data)
            print(f"recorded {case}: exit {code}, {err[:160]!r}")
            continue
        extra = args.jvm_arg + (["-XX:+PrintCompilation"] if args.check_not_compiled else [])
        out, err, code = run([args.jvm, *extra, "-cp", cp, main_class])
        want = [open(f"{stem}.{e}", "rb").read() for e in ("out", "err", "exit")]
        compiled_rejected = []
        if args.check_not_compiled:
            rejected = {(m.group(1) or m.group(2)).replace(b"/", b".") for m in REJECTED_CLASS.finditer(want[1])}
            compiled_rejected = [m.group(0).strip() for m in COMPILE_LINE.finditer(out) if m.group(1) in rejected]
            out = COMPILE_LINE.sub(b"", out)
        got = [out, OFFSET_TAIL.sub(b"", err), f"{code}\n".encode()]
        ok = got == want and not compiled_rejected
        for line in compiled_rejected:
            print(f"  {case}: a method of the rejected class was compiled: {line.decode(errors='replace')}")
        if case in PENDING:
            print(f"{'XPASS' if ok else 'XFAIL'} {case} (pending: {PENDING[case]})")
            continue
        failures += not ok
        print(f"{'PASS' if ok else 'FAIL'} {case} (exit {code})")
        if not ok and args.verbose:
            for label, w, g in zip(("stdout", "stderr", "exit"), want, got):
                if w != g:
                    print(f"  {label}: expected\n{w.decode(errors='replace')}\n  {label}: got\n{g.decode(errors='replace')}")
    if not args.record:
        print(f"verifier: {failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
