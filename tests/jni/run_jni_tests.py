#!/usr/bin/env python3
"""JNI tests: each tests/jni/<Name>.java with its C side <Name>.c (built at test time into
lib<Name>.so with the C compiler and the JDK's <jni.h>) runs on jvmlab and on the reference
java 17, which loads the same library; stdout, stderr and the exit code must be equal.

The programs run as `<jvm> -Xint -Djava.library.path=<libdir> -cp <classes> <Name>`, plus the
lines of an optional <Name>.jvmargs file (one option per line, `{libdir}` replaced), given before
-cp. Output must not depend on the temporary directory (both JVMs see the same one anyway).

Usage: run_jni_tests.py --jvm build/jvmlab [--java java] [--cc cc] [--filter REGEX] [-v]
Exit status 0 if every program matched, 1 otherwise, 2 on setup errors.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCRUBBED_ENV = ("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH")


def run(cmd, cwd):
    env = {k: v for k, v in os.environ.items() if k not in SCRUBBED_ENV}
    p = subprocess.run(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=60)
    return p.stdout, p.stderr, p.returncode


def jni_include_dirs(javac):
    home = os.path.dirname(os.path.dirname(os.path.realpath(shutil.which(javac) or javac)))
    return [os.path.join(home, "include"), os.path.join(home, "include", "linux")]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--jvm", required=True, help="jvmlab launcher to test")
    ap.add_argument("--java", default="java", help="reference java 17")
    ap.add_argument("--javac", default="javac")
    ap.add_argument("--cc", default="cc", help="C compiler for the test libraries")
    ap.add_argument("--filter", help="regex on program names")
    ap.add_argument("--verbose", "-v", action="store_true")
    opts = ap.parse_args(argv)
    jvm = os.path.abspath(opts.jvm)
    if not os.access(jvm, os.X_OK):
        print("run_jni_tests.py: %s is not executable" % opts.jvm, file=sys.stderr)
        return 2

    names = sorted(f[:-5] for f in os.listdir(HERE) if f.endswith(".java"))
    selected = [n for n in names if not opts.filter or re.search(opts.filter, n)]
    failed = []
    with tempfile.TemporaryDirectory(prefix="jvmlab-jni-") as work:
        classes = os.path.join(work, "classes")
        libdir = os.path.join(work, "lib")
        os.makedirs(libdir)
        out, err, code = run([opts.javac, "-nowarn", "-g", "-encoding", "UTF-8", "-d", classes]
                             + [os.path.join(HERE, n + ".java") for n in names], work)
        if code != 0:
            sys.stderr.write((out + err).decode())
            return 2
        includes = ["-I" + d for d in jni_include_dirs(opts.javac)]
        for n in names:
            src = os.path.join(HERE, n + ".c")
            if not os.path.exists(src):
                continue
            out, err, code = run([opts.cc, "-shared", "-fPIC", "-O1", "-Wall"] + includes +
                                 ["-o", os.path.join(libdir, "lib%s.so" % n), src, "-lm"], work)
            if code != 0:
                sys.stderr.write((out + err).decode())
                return 2
        for n in selected:
            extra = []
            args_file = os.path.join(HERE, n + ".jvmargs")
            if os.path.exists(args_file):
                with open(args_file) as f:
                    extra = [l.replace("{libdir}", libdir) for l in f.read().splitlines() if l]
            args = ["-Xint", "-Djava.library.path=" + libdir] + extra + ["-cp", classes, n]
            expected = run([opts.java] + args, work)
            actual = run([jvm] + args, work)
            if expected == actual:
                if opts.verbose:
                    print("ok   %s" % n)
                continue
            failed.append(n)
            print("FAIL %s" % n)
            for label, e, a in (("stdout", expected[0], actual[0]), ("stderr", expected[1], actual[1])):
                if e != a:
                    el, al = e.decode(errors="replace").splitlines(), a.decode(errors="replace").splitlines()
                    for i in range(max(len(el), len(al))):
                        x = el[i] if i < len(el) else "<none>"
                        y = al[i] if i < len(al) else "<none>"
                        if x != y:
                            print("  %s line %d:\n    expected %r\n    actual   %r" % (label, i + 1, x, y))
                            break
            if expected[2] != actual[2]:
                print("  exit: expected %d, actual %d" % (expected[2], actual[2]))
    print("jni tests: %d passed, %d failed" % (len(selected) - len(failed), len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
