#!/usr/bin/env python3
"""Differential test runner: runs every tests/java program on a JVM and compares with java 17.

Each program tests/java/<area>/<Name>.java has, beside it, the output recorded from the real
`java -Xint` by regen_expected.sh: <Name>.expected.out, .expected.err and .expected.exit, plus
optional <Name>.stdin (fed to standard input), <Name>.args (one argument per line) and <Name>.jvmflags (JVM options such as -Xmx32m,
one per line, given to both the reference java and the JVM under test). This runner launches

    <jvm> [--jvm-arg ...] [-- options] [jvmflags...] -cp <classes> <Name> [args...]

and requires stdout, stderr (both byte for byte) and the exit code to match exactly.

Usage examples:
    run_differential.py --jvm build/jvmlab --jvm-arg=-Xint --classes build/tests/java/classes
    run_differential.py --jvm java                 # sanity check of the expected files
    run_differential.py --jvm build/jvmlab --filter 'strings/|Concat' --jobs 2 -v
    run_differential.py --list
    run_differential.py --jvm build/jvmlab --classes build/tests/java/classes --jobs 2 \
        -- -Xint -XX:GCStressInterval=100 -XX:+VerifyHeap     # options after '--' go to the JVM

Without --classes the sources are compiled into a temporary directory with `javac -g`.
Exit status: 0 if every selected program passed, 1 if any failed, 2 on usage or setup errors.
Thread-safety: programs run in parallel worker threads (--jobs); each one in its own process
group, killed as a group on timeout.
"""
import argparse
import concurrent.futures
import difflib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# Variables that make HotSpot print "Picked up ..." on stderr or change the class path.
SCRUBBED_ENV = ("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH")

PACKAGE_RE = re.compile(r"^\s*package\s+([\w.]+)\s*;", re.MULTILINE)


class Program:
    """One differential program: its source, main class, arguments and expected results."""

    def __init__(self, src_root, rel_source):
        self.source = os.path.join(src_root, rel_source)
        self.rel = rel_source[:-len(".java")]          # <area>/<Name>
        self.name = os.path.basename(self.rel)
        self.area = self.rel.split(os.sep)[0]
        base = os.path.join(src_root, self.rel)
        self.expected_out = base + ".expected.out"
        self.expected_err = base + ".expected.err"
        self.expected_exit = base + ".expected.exit"
        self.args_file = base + ".args"
        self.jvmflags_file = base + ".jvmflags"
        self.stdin_file = base + ".stdin"
        with open(self.source, encoding="utf-8") as f:
            m = PACKAGE_RE.search(f.read())
        self.main_class = (m.group(1) + "." if m else "") + self.name

    def args(self):
        if not os.path.exists(self.args_file):
            return []
        with open(self.args_file, encoding="utf-8") as f:
            return f.read().splitlines()

    def jvmflags(self):
        """The program's own JVM options (e.g. -Xmx32m), after the runner's: they win."""
        if not os.path.exists(self.jvmflags_file):
            return []
        with open(self.jvmflags_file, encoding="utf-8") as f:
            return [l.strip() for l in f.read().splitlines() if l.strip()]

    def has_expected(self):
        return all(os.path.exists(p) for p in (self.expected_out, self.expected_err, self.expected_exit))


class Result:
    def __init__(self, program, ok, seconds, details=""):
        self.program = program
        self.ok = ok
        self.seconds = seconds
        self.details = details


def discover(src_root):
    """All programs: *.java one directory level or more below src_root, sorted by <area>/<Name>."""
    found = []
    for dirpath, dirnames, filenames in os.walk(src_root):
        dirnames.sort()
        if os.path.samefile(dirpath, src_root):
            continue
        for fn in filenames:
            if fn.endswith(".java"):
                found.append(os.path.relpath(os.path.join(dirpath, fn), src_root))
    return [Program(src_root, rel) for rel in sorted(found)]


def setup_error(message):
    """Reports a problem with the test setup (not a test failure) and exits with status 2."""
    print("run_differential.py: " + message, file=sys.stderr)
    raise SystemExit(2)


NODEBUG_AREA = "nodebug"  # programs compiled without local variable tables


def compile_suite(programs, javac, out_dir):
    """Compiles the programs into out_dir: with -g, those of nodebug/ with -g:source,lines."""
    groups = [("-g", [p.source for p in programs if p.area != NODEBUG_AREA]),
              ("-g:source,lines", [p.source for p in programs if p.area == NODEBUG_AREA])]
    for debug_flag, sources in groups:
        if not sources:
            continue
        cmd = [javac, "-nowarn", debug_flag, "-encoding", "UTF-8", "-d", out_dir] + sources
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if proc.returncode != 0:
            sys.stderr.write(proc.stdout.decode("utf-8", "replace"))
            setup_error("javac failed (exit %d)" % proc.returncode)


def short_diff(label, expected, actual, max_lines):
    exp = expected.decode("utf-8", "replace").splitlines(keepends=True)
    act = actual.decode("utf-8", "replace").splitlines(keepends=True)
    lines = list(difflib.unified_diff(exp, act, "expected " + label, "actual " + label, n=1))
    if not lines and expected != actual:
        # Same lines but different bytes, e.g. a missing final newline.
        lines = ["--- expected %s\n+++ actual %s\n" % (label, label),
                 "  bytes differ: expected %r... actual %r...\n" % (expected[-40:], actual[-40:])]
    if len(lines) > max_lines:
        lines = lines[:max_lines] + ["  ... (%d more diff lines)\n" % (len(lines) - max_lines)]
    return "".join(l if l.endswith("\n") else l + "\n" for l in lines)


def output_tail(label, data, max_lines):
    """The last max_lines lines of a killed program's output, indented, for a failure report."""
    lines = data.decode("utf-8", "replace").splitlines()
    if not lines:
        return "  %s: (empty)\n" % label
    shown = lines[-max_lines:]
    head = "  %s, last %d of %d lines:\n" % (label, len(shown), len(lines))
    return head + "".join("    | " + l + "\n" for l in shown)


def native_backtraces(pid):
    """Every thread's native stack of a hung process, from gdb if it is installed (a hang in a
    safepoint or a lock leaves no Java thread dump); an empty string without gdb."""
    gdb = shutil.which("gdb")
    if not gdb:
        return ""
    try:
        proc = subprocess.run([gdb, "-p", str(pid), "-batch", "-nx", "-ex", "set pagination off",
                               "-ex", "thread apply all bt 20"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return "  native stacks: gdb did not answer\n"
    keep = [l for l in proc.stdout.decode("utf-8", "replace").splitlines()
            if l.startswith("Thread ") or l.startswith("#")]
    return output_tail("native stacks (gdb)", "\n".join(keep).encode(), 400)


def run_one(program, jvm_cmd, classes, timeout, env, max_diff):
    start = time.monotonic()
    if not program.has_expected():
        return Result(program, False, 0.0, "  no expected files; run tests/java/regen_expected.sh\n")
    cmd = jvm_cmd + program.jvmflags() + ["-cp", classes, program.main_class] + program.args()
    with tempfile.TemporaryDirectory(prefix="jvmlab-diff-") as cwd:
        stdin = open(program.stdin_file, "rb") if os.path.exists(program.stdin_file) else subprocess.DEVNULL
        try:
            proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdin=stdin,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                    start_new_session=True)
        except OSError as e:
            return Result(program, False, 0.0, "  cannot start %s: %s\n" % (cmd[0], e))
        try:
            out, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            # Ask for a thread dump first (SIGQUIT: java and jvmlab print every thread's stack to
            # stdout and run on), so that a hang in CI says where each thread was; then kill.
            try:
                os.kill(proc.pid, signal.SIGQUIT)
                out, err = proc.communicate(timeout=3)
            except (subprocess.TimeoutExpired, ProcessLookupError):
                pass
            native = native_backtraces(proc.pid)
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            out, err = proc.communicate()
            elapsed = time.monotonic() - start
            return Result(program, False, elapsed, "  TIMEOUT after %.0f s\n%s%s%s" % (
                timeout, output_tail("stdout (with the SIGQUIT thread dump)", out, 80),
                output_tail("stderr", err, 20), native))
    elapsed = time.monotonic() - start
    with open(program.expected_out, "rb") as f:
        exp_out = f.read()
    with open(program.expected_err, "rb") as f:
        exp_err = f.read()
    with open(program.expected_exit) as f:
        exp_exit = int(f.read().strip())
    # Normalise a signal death (-N from Popen) to the shell's 128+N, as java's recording would show.
    code = proc.returncode if proc.returncode >= 0 else 128 - proc.returncode
    details = ""
    if code != exp_exit:
        details += "  exit code: expected %d, actual %d\n" % (exp_exit, code)
    if out != exp_out:
        details += short_diff("stdout", exp_out, out, max_diff)
    if err != exp_err:
        details += short_diff("stderr", exp_err, err, max_diff)
    return Result(program, not details, elapsed, details)


def resolve_jvm(jvm):
    if os.sep in jvm:
        path = os.path.abspath(jvm)
        if not os.access(path, os.X_OK):
            setup_error("%s is not an executable file" % jvm)
        return path
    found = shutil.which(jvm)
    if not found:
        setup_error("%s not found on PATH" % jvm)
    return found


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="Pass JVM options with '=': --jvm-arg=-Xint")
    ap.add_argument("--jvm", help="launcher to test: a path (build/jvmlab) or a command on PATH (java)")
    ap.add_argument("--jvm-arg", action="append", default=[], metavar="OPT",
                    help="extra option for the launcher, before -cp (repeatable)")
    ap.add_argument("--classes", help="directory with the compiled suite (default: compile to a temp dir)")
    ap.add_argument("--javac", default="javac", help="javac used when --classes is not given")
    ap.add_argument("--src", default=HERE, help="suite source root (default: this script's directory)")
    ap.add_argument("--filter", help="regex searched in <area>/<Name>; only matching programs run")
    ap.add_argument("--exclude", help="regex searched in <area>/<Name>; matching programs are skipped")
    ap.add_argument("--jobs", "-j", type=int, default=1, help="programs run in parallel (default 1)")
    ap.add_argument("--timeout", type=float, default=20.0, help="seconds per program (default 20)")
    ap.add_argument("--max-diff", type=int, default=30, help="diff lines shown per stream (default 30)")
    ap.add_argument("--list", action="store_true", help="list the selected programs and exit")
    ap.add_argument("--verbose", "-v", action="store_true", help="print every result, not only failures")
    ap.add_argument("jvm_args", nargs="*", metavar="-- JVM_OPTION",
                    help="options after '--' are passed to the launcher too, after every --jvm-arg")
    opts = ap.parse_args(argv)

    src_root = os.path.abspath(opts.src)
    programs = discover(src_root)
    if opts.filter:
        rx = re.compile(opts.filter)
        programs = [p for p in programs if rx.search(p.rel)]
    if opts.exclude:
        rx = re.compile(opts.exclude)
        programs = [p for p in programs if not rx.search(p.rel)]
    if opts.list:
        for p in programs:
            extra = " (args)" if os.path.exists(p.args_file) else ""
            if os.path.exists(p.jvmflags_file):
                extra += " (jvmflags: %s)" % " ".join(p.jvmflags())
            print(p.rel + extra)
        print("%d program(s)" % len(programs))
        return 0
    if not opts.jvm:
        ap.error("--jvm is required (or use --list)")
    if not programs:
        print("run_differential.py: no programs selected", file=sys.stderr)
        return 2

    jvm_cmd = [resolve_jvm(opts.jvm)] + opts.jvm_arg + opts.jvm_args
    env = {k: v for k, v in os.environ.items() if k not in SCRUBBED_ENV}

    tmp = None
    classes = opts.classes
    if classes is None:
        tmp = tempfile.mkdtemp(prefix="jvmlab-diff-classes-")
        classes = tmp
        # Compile the whole suite (not only the filtered part) so cross-file classes resolve.
        compile_suite(discover(src_root), opts.javac, classes)
    classes = os.path.abspath(classes)
    if not os.path.isdir(classes):
        print("run_differential.py: classes directory %s does not exist" % classes, file=sys.stderr)
        return 2

    print("differential: %d program(s) on %s" % (len(programs), " ".join(jvm_cmd)), flush=True)
    start = time.monotonic()
    results = []
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as pool:
            futures = [pool.submit(run_one, p, jvm_cmd, classes, opts.timeout, env, opts.max_diff)
                       for p in programs]
            for fut in futures:          # report in a stable order
                r = fut.result()
                results.append(r)
                if not r.ok:
                    print("FAIL %s (%.2fs)" % (r.program.rel, r.seconds))
                    sys.stdout.write(r.details)
                elif opts.verbose:
                    print("ok   %s (%.2fs)" % (r.program.rel, r.seconds))
                sys.stdout.flush()
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)

    failed = [r for r in results if not r.ok]
    print("differential: %d passed, %d failed, %d total in %.1fs"
          % (len(results) - len(failed), len(failed), len(results), time.monotonic() - start))
    if failed:
        print("failed: " + " ".join(r.program.rel for r in failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
