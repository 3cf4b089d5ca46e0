#!/usr/bin/env python3
"""CLI test runner: launcher-level behaviour of jvmlab against what the real java 17 printed.

Each case in tests/cli/cases.txt gives command-line arguments; the stdout, stderr and exit code of
the real `java` 17 for them are recorded in tests/cli/expected/<name>.out, .err and .exit by

    run_cli.py --record [--java java]

and compared (byte for byte, uptime decorations like "[0.009s]" masked) against jvmlab by

    run_cli.py --jvm build/jvmlab [--filter REGEX] [-v]

Cases with `grep-out:` lines are checked by regular expressions over stdout plus the exit code
(used where the values differ, e.g. -XX:+PrintFlagsFinal); --record checks the patterns against
java instead of storing stdout. Cases with `pending:` are expected to fail until the named work
lands: a failure is reported as XFAIL, a pass as XPASS; --strict counts XFAIL as failures.

The programs (tests/cli/*.java: Hello, Args, Oom, StackDepth) are compiled with javac into a temporary
directory unless --classes names a directory holding them. In args and env values, {classes} is
that directory and {here} is tests/cli (argument files live in tests/cli/argfiles); {here} is
masked back in outputs, so messages naming a file compare on any checkout.
Exit status: 0 when every non-pending case passed, 1 otherwise, 2 on usage or setup errors.
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
CASES_FILE = os.path.join(HERE, "cases.txt")
EXPECTED_DIR = os.path.join(HERE, "expected")

# Variables that make HotSpot print "Picked up ..." on stderr or change the class path.
SCRUBBED_ENV = ("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH")

UPTIME_RE = re.compile(r"\[\d+\.\d+s\]")


class Case:
    """One case of cases.txt: arguments, recording options and checks."""

    def __init__(self, name, line):
        self.name = name
        self.line = line
        self.args = []
        self.java_args = []
        self.limit_as = None      # KiB for `ulimit -v`
        self.thp_mode = None      # fake /sys/kernel/mm/transparent_hugepage/enabled contents
        self.grep_out = []        # regexes; when non-empty stdout/stderr are not compared exactly
        self.pending = None
        self.env = {}             # NAME=VALUE from `env:` lines, set for both JVMs

    def expected_path(self, ext):
        return os.path.join(EXPECTED_DIR, self.name + "." + ext)


def parse_cases(path):
    cases = []
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            m = re.fullmatch(r"\[([\w.-]+)\]", line.strip())
            if m:
                if any(c.name == m.group(1) for c in cases):
                    sys.exit(f"{path}:{number}: duplicate case [{m.group(1)}]")
                cases.append(Case(m.group(1), number))
                continue
            key, sep, value = line.partition(":")
            if not sep or not cases:
                sys.exit(f"{path}:{number}: expected '[name]' or 'key: value'")
            case, key, value = cases[-1], key.strip(), value.strip()
            if key == "args":
                case.args = shlex.split(value)
            elif key == "java-args":
                case.java_args = shlex.split(value)
            elif key == "thp-mode":
                case.thp_mode = value
            elif key == "limit-as":
                case.limit_as = int(value)
            elif key == "grep-out":
                case.grep_out.append(re.compile(value))
            elif key == "pending":
                case.pending = value
            elif key == "env":
                name, eq, val = value.partition("=")
                if not eq:
                    sys.exit(f"{path}:{number}: env: expects NAME=VALUE")
                case.env[name.strip()] = val
            else:
                sys.exit(f"{path}:{number}: unknown key '{key}'")
    return cases


THP_FILE = "/sys/kernel/mm/transparent_hugepage/enabled"
SCRATCH_DIR = None  # temporary directory of this run (fake THP files)
CLASSES_DIR = None  # the compiled programs of this run (masked as {classes} in outputs)


class Skip(Exception):
    """The case cannot run here (e.g. no permission for a private mount namespace)."""


def thp_wrapper(mode, tmp):
    """argv prefix that runs the command in a private mount namespace where THP_FILE reads `mode`
    (a bind mount over sysfs: needs root or user namespaces; both java and jvmlab read that file)."""
    fake = os.path.join(tmp, "thp_enabled_" + re.sub(r"\W", "_", mode))
    with open(fake, "w", encoding="utf-8") as f:
        f.write(mode + "\n")
    probe = subprocess.run(["unshare", "-m", "sh", "-c", f"mount --bind {fake} {THP_FILE}"],
                           capture_output=True)
    if probe.returncode != 0:
        raise Skip("cannot bind-mount a fake " + THP_FILE)
    return ["unshare", "-m", "sh", "-c", f'mount --bind {fake} {THP_FILE} && exec "$@"', "sh"]


def run(command, case, classes, timeout):
    """Runs one case; returns (stdout, stderr, exit code) as text. Raises Skip."""
    def expand(text):
        return text.replace("{classes}", classes).replace("{here}", HERE)
    argv = command + [expand(a) for a in case.args]
    env = {k: v for k, v in os.environ.items() if k not in SCRUBBED_ENV}
    env.update({k: expand(v) for k, v in case.env.items()})
    if case.limit_as is not None:
        argv = ["bash", "-c", f'ulimit -v {case.limit_as} && exec "$@"', "bash"] + argv
    if case.thp_mode is not None:
        argv = thp_wrapper(case.thp_mode, SCRATCH_DIR) + argv
    try:
        p = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, env=env,
                           timeout=timeout, cwd=tempfile.gettempdir())
    except subprocess.TimeoutExpired:
        return "", f"<timeout after {timeout} s>", -1
    return (p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace"),
            p.returncode)


def unplace(text):
    """Puts the placeholders back for this checkout's paths, so outputs compare anywhere."""
    text = text.replace(HERE, "{here}")
    return text.replace(CLASSES_DIR, "{classes}") if CLASSES_DIR else text


def mask(text):
    return UPTIME_RE.sub("[N.NNNs]", unplace(text))


def grep_failures(case, out):
    lines = out.splitlines()
    return [r.pattern for r in case.grep_out if not any(r.search(l) for l in lines)]


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def check(case, out, err, code):
    """Returns a list of mismatch descriptions (empty = pass)."""
    problems = []
    expected_code = int(read(case.expected_path("exit")).strip())
    if code != expected_code:
        problems.append(f"exit code {code}, expected {expected_code}")
    if case.grep_out:
        problems += [f"no stdout line matches /{p}/" for p in grep_failures(case, out)]
        return problems
    for stream, actual in (("out", out), ("err", err)):
        expected = read(case.expected_path(stream))
        if mask(actual) != mask(expected):
            problems.append(f"std{stream} differs:\n  expected: {expected!r}\n  actual:   {actual!r}")
    return problems


def compile_programs(tmp):
    javac = shutil.which("javac")
    if javac is None:
        sys.exit("run_cli.py: javac not found (needed to compile tests/cli/*.java)")
    sources = sorted(os.path.join(HERE, f) for f in os.listdir(HERE) if f.endswith(".java"))
    subprocess.run([javac, "-d", tmp] + sources, check=True)
    return tmp


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--jvm", help="the launcher under test (build/jvmlab)")
    ap.add_argument("--record", action="store_true", help="record expected files from --java")
    ap.add_argument("--java", default="java", help="the reference java 17 (for --record)")
    ap.add_argument("--classes", help="directory with the compiled programs (default: compile them)")
    ap.add_argument("--filter", default="", help="regex over case names")
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--strict", action="store_true", help="pending cases must pass too")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    if not args.record and not args.jvm:
        ap.error("give --jvm <launcher> or --record")

    cases = [c for c in parse_cases(CASES_FILE) if re.search(args.filter, c.name)]
    with tempfile.TemporaryDirectory(prefix="jvmlab-cli-") as tmp:
        global SCRATCH_DIR
        SCRATCH_DIR = tmp
        global CLASSES_DIR
        classes = os.path.abspath(args.classes) if args.classes else compile_programs(tmp)
        CLASSES_DIR = classes
        if args.record:
            return record(cases, args, classes)
        return compare(cases, args, classes)


def record(cases, args, classes):
    os.makedirs(EXPECTED_DIR, exist_ok=True)
    bad = 0
    for case in cases:
        try:
            out, err, code = run([args.java] + case.java_args, case, classes, args.timeout)
        except Skip as e:
            print(f"skipped {case.name}: {e} (expected files kept)")
            continue
        for ext in ("out", "err", "exit"):
            if os.path.exists(case.expected_path(ext)):
                os.remove(case.expected_path(ext))
        with open(case.expected_path("exit"), "w", encoding="utf-8") as f:
            f.write(f"{code}\n")
        if case.grep_out:
            missing = grep_failures(case, out)
            for p in missing:
                print(f"[{case.name}] java's stdout has no line matching /{p}/")
            bad += bool(missing)
        else:
            for ext, text in (("out", out), ("err", err)):
                with open(case.expected_path(ext), "w", encoding="utf-8") as f:
                    f.write(unplace(text))  # checkout-independent
        if "hs_err_pid" in out + err:
            print(f"[{case.name}] warning: java crashed (hs_err file), not a stable expectation")
            bad += 1
        print(f"recorded {case.name}: exit {code}")
    return 1 if bad else 0


def compare(cases, args, classes):
    jvm = os.path.abspath(args.jvm)
    counts = {"PASS": 0, "FAIL": 0, "XFAIL": 0, "XPASS": 0, "SKIP": 0}
    for case in cases:
        if not os.path.exists(case.expected_path("exit")):
            print(f"FAIL  {case.name}: no expected files (run --record)")
            counts["FAIL"] += 1
            continue
        try:
            out, err, code = run([jvm], case, classes, args.timeout)
        except Skip as e:
            counts["SKIP"] += 1
            print(f"SKIP  {case.name}: {e}")
            continue
        problems = check(case, out, err, code)
        if case.pending and not args.strict:
            status = "XFAIL" if problems else "XPASS"
        else:
            status = "FAIL" if problems else "PASS"
        counts[status] += 1
        if status != "PASS" or args.verbose:
            note = f"  (pending: {case.pending})" if case.pending else ""
            print(f"{status:5} {case.name}{note}")
            if problems and (status == "FAIL" or args.verbose):
                for p in problems:
                    print("      " + p.replace("\n", "\n      "))
    print(", ".join(f"{n} {k.lower()}" for k, n in counts.items()) + f" of {len(cases)} cases")
    return 1 if counts["FAIL"] else 0


if __name__ == "__main__":
    sys.exit(main())
