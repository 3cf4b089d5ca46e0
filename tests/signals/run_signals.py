#!/usr/bin/env python3
"""Signals test runner: what a signal does to a running program, on jvmlab and on the real java 17.

Each case starts a program from tests/signals/ (compiled with javac into a temporary directory),
waits until its output says it is ready (never on a sleep alone), sends a signal and checks the
outcome: stdout and exit code equal to java's where java's are deterministic, the structure of the
output where they cannot be (thread dumps, crash reports). java runs beside jvmlab in the test, so
the expectation is always java 17's own behaviour on this machine.

    run_signals.py --jvm build/jvmlab [--java java] [--filter REGEX] [-v]

Exit status: 0 when every case passed, 1 otherwise, 2 on setup errors.
"""
import argparse
import glob
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
READY_TIMEOUT_S = float(os.environ.get("JVMLAB_SIGNALS_TIMEOUT", "60"))  # generous: the machine is shared; a pass never waits this long
SCRUBBED_ENV = ("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH")


def no_core_dumps():
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


class Run:
    """One started program with its stdout and stderr in files of its own directory."""

    def __init__(self, runtime, args, workdir):
        self.workdir = workdir
        os.makedirs(workdir, exist_ok=True)
        self.out_path = os.path.join(workdir, "stdout")
        self.err_path = os.path.join(workdir, "stderr")
        env = {k: v for k, v in os.environ.items() if k not in SCRUBBED_ENV}
        with open(self.out_path, "wb") as out, open(self.err_path, "wb") as err:
            self.proc = subprocess.Popen(runtime + args, stdout=out, stderr=err, cwd=workdir, env=env,
                                         stdin=subprocess.DEVNULL, preexec_fn=no_core_dumps)

    def stdout(self):
        with open(self.out_path, "rb") as f:
            return f.read().decode("utf-8", "replace")

    def stderr(self):
        with open(self.err_path, "rb") as f:
            return f.read().decode("utf-8", "replace")

    def wait_for(self, text, stream="stdout", count=1):
        """Waits until `text` appears in the stream (`count` times); fails when the program ends
        first."""
        deadline = time.monotonic() + READY_TIMEOUT_S
        read = self.stdout if stream == "stdout" else self.stderr
        while time.monotonic() < deadline:
            if read().count(text) >= count:
                return
            if self.proc.poll() is not None:
                if read().count(text) >= count:
                    return
                raise AssertionError(f"ended (exit {self.proc.returncode}) before printing {text!r}; "
                                     f"stdout {self.stdout()!r} stderr {self.stderr()[-2000:]!r}")
            time.sleep(0.01)
        self.proc.kill()
        raise AssertionError(f"no {text!r} within {READY_TIMEOUT_S} s")

    def signal(self, sig):
        self.proc.send_signal(sig)

    def wait(self):
        try:
            return self.proc.wait(timeout=READY_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            raise AssertionError(f"still running {READY_TIMEOUT_S} s after the signal")

    def exit_code(self):
        """The shell's view: 128 + signal for a process killed by one."""
        rc = self.proc.returncode
        return 128 - rc if rc < 0 else rc


class Suite:
    def __init__(self, args, classes, tmp):
        self.args = args
        self.classes = classes
        self.tmp = tmp
        self.runtimes = {"java": [args.java], "jvmlab": [args.jvm]}
        self.count = 0

    def start(self, runtime, program, extra=(), program_args=()):
        self.count += 1
        workdir = os.path.join(self.tmp, f"{self.count:03d}-{runtime}-{program}")
        return Run(self.runtimes[runtime], list(extra) + ["-cp", self.classes, program] + list(program_args),
                   workdir)


def expect_equal(what, java_value, jvmlab_value):
    if java_value != jvmlab_value:
        raise AssertionError(f"{what}: java {java_value!r}, jvmlab {jvmlab_value!r}")


# --- cases -----------------------------------------------------------------------------------------

def case_kill9_after_println(suite):
    """kill -9 after println: what java had written is there, the unflushed write(int) is not."""
    results = {}
    for runtime in suite.runtimes:
        run = suite.start(runtime, "KillAfterPrintln")
        run.wait_for("ready\n")
        run.signal(signal.SIGKILL)
        run.wait()
        results[runtime] = (run.stdout(), run.stderr(), run.exit_code())
    expect_equal("stdout", results["java"][0], results["jvmlab"][0])
    expect_equal("stderr", results["java"][1], results["jvmlab"][1])
    expect_equal("exit code", results["java"][2], results["jvmlab"][2])
    expect_equal("stdout (literal)", "line1\npwready\n", results["jvmlab"][0])


def sorted_lines(text):
    return sorted(text.splitlines())


def run_hooks_case(suite, mode, sig):
    """SignalHooks in `mode`, `sig` sent after "ready" (None: the program ends by itself)."""
    results = {}
    for runtime in suite.runtimes:
        run = suite.start(runtime, "SignalHooks", program_args=[mode])
        if sig is not None:
            run.wait_for("ready\n")
            run.signal(sig)
        run.wait()
        results[runtime] = run
    java, jvmlab = results["java"], results["jvmlab"]
    # The hooks run concurrently (java starts them in IdentityHashMap order): compare as sets.
    expect_equal("stdout lines", sorted_lines(java.stdout()), sorted_lines(jvmlab.stdout()))
    expect_equal("stderr", java.stderr(), jvmlab.stderr())
    expect_equal("exit code", java.exit_code(), jvmlab.exit_code())
    return jvmlab


def case_sigterm_hooks(suite):
    """SIGTERM: every hook runs in its own thread and is waited for, then exit 143."""
    jvmlab = run_hooks_case(suite, "sleep", signal.SIGTERM)
    expect_equal("exit code (literal)", 143, jvmlab.exit_code())
    if "slow hook done in slow-hook" not in jvmlab.stdout():
        raise AssertionError("the slow hook was not waited for")


def case_sigint_hooks(suite):
    """SIGINT (Ctrl-C): the hooks, then exit 130."""
    expect_equal("exit code (literal)", 130, run_hooks_case(suite, "sleep", signal.SIGINT).exit_code())


def case_sighup_hooks(suite):
    """SIGHUP: the hooks, then exit 129."""
    expect_equal("exit code (literal)", 129, run_hooks_case(suite, "sleep", signal.SIGHUP).exit_code())


def case_exit_hooks(suite):
    """System.exit(3) runs the same sequence: hooks in threads of their own, exit 3."""
    run_hooks_case(suite, "exit", None)


def case_halt_skips_hooks(suite):
    """Runtime.halt(4): no hook runs."""
    jvmlab = run_hooks_case(suite, "halt", None)
    expect_equal("stdout (literal)", "removed true\n", jvmlab.stdout())


def parse_dump(text):
    """jstack-format text -> {thread name: (header, state line, [frame and lock lines])}."""
    threads = {}
    current = None
    for line in text.splitlines():
        m = re.match(r'^"(.*?)" (#\d+ .*)$', line)
        if m:
            current = m.group(1)
            threads[current] = [m.group(2), None, []]
        elif current and line.startswith("   java.lang.Thread.State: "):
            threads[current][1] = line.strip()
        elif current and line.startswith("\t"):
            threads[current][2].append(line)
        elif not line.strip():
            current = None
    return threads


def settled_dump(run, settled):
    """Sends SIGQUIT until a dump shows the threads where the program puts them; returns that
    dump's text. The programs print "ready" just before their last step (main's own
    Thread.sleep), so a signal that arrives in between finds main still RUNNABLE: then the dump
    is asked for again (the program goes on after each) until `settled(parse_dump(dump))` holds,
    for at most READY_TIMEOUT_S. A test must not depend on the scheduler being quick."""
    deadline = time.monotonic() + READY_TIMEOUT_S
    count = 0
    while True:
        count += 1
        run.signal(signal.SIGQUIT)
        run.wait_for("\nHeap\n", count=count)  # java's and jvmlab's dumps both end with the heap summary
        text = run.stdout()
        text = text[text.rfind("Full thread dump"):] if "Full thread dump" in text else text
        if settled(parse_dump(text)) or time.monotonic() > deadline:
            return text
        time.sleep(0.05)


def not_running(*names):
    """A `settled` test for settled_dump: each named thread is in the dump and not RUNNABLE."""
    return lambda threads: all(n in threads and threads[n][1] and "RUNNABLE" not in threads[n][1] for n in names)


HEADER_RE = re.compile(r"^#\d+ (daemon )?prio=\d+ os_prio=\d+ cpu=[\d.]+ms elapsed=[\d.]+s "
                       r"tid=0x[0-9a-f]+ nid=0x[0-9a-f]+ (.*?)\s+\[0x[0-9a-f]+\]$")


def program_frames(lines):
    """The program's own frames (not the JDK's or lambda proxies'), without line numbers, and the
    kind of every lock line, in order."""
    out = []
    for line in lines:
        m = re.match(r"^\tat (ThreadDump\.\w+(\$\w+)?)\(", line)
        if m and "$$Lambda" not in line:
            out.append("at " + m.group(1))
        m = re.match(r"^\t- (waiting on|waiting to lock|locked) <(0x[0-9a-f]+)> \(a (.*)\)$", line)
        if m:
            out.append(f"{m.group(1)} ({m.group(3)})")
    return out


def case_sigquit_dump(suite):
    """SIGQUIT prints a jstack-format dump on stdout and the program goes on (SIGTERM ends it)."""
    dumps = {}
    for runtime in suite.runtimes:
        run = suite.start(runtime, "ThreadDump")
        run.wait_for("ready\n")
        dump = settled_dump(run, not_running("main", "waiter", "holder", "blocked"))
        if run.proc.poll() is not None:
            raise AssertionError(f"{runtime} ended after SIGQUIT")
        run.signal(signal.SIGTERM)
        run.wait()
        expect_equal(f"{runtime} exit code after the dump", 143, run.exit_code())
        dumps[runtime] = dump
    for runtime, text in dumps.items():
        if not re.search(r"^Full thread dump .*:$", text, re.M):
            raise AssertionError(f"{runtime}: no 'Full thread dump' header")
    expect_equal("execution mode", MODE_RE.search(dumps["java"]).group(1), MODE_RE.search(dumps["jvmlab"]).group(1))
    java, jvmlab = parse_dump(dumps["java"]), parse_dump(dumps["jvmlab"])
    for name in ("main", "waiter", "holder", "blocked", "spinner"):
        if name not in jvmlab:
            raise AssertionError(f"thread {name!r} missing from jvmlab's dump: {sorted(jvmlab)}")
        header, state, lines = jvmlab[name]
        m = HEADER_RE.match(header)
        if not m:
            raise AssertionError(f"{name}: header not in jstack's form: {header!r}")
        jm = HEADER_RE.match(java[name][0])
        expect_equal(f"{name}: daemon", bool(jm.group(1)), bool(m.group(1)))
        expect_equal(f"{name}: state text", jm.group(2), m.group(2))
        expect_equal(f"{name}: Thread.State", java[name][1], state)
        expect_equal(f"{name}: frames and locks", program_frames(java[name][2]), program_frames(lines))
    # The lock "holder" holds is the one "blocked" waits for.
    held = re.findall(r"- locked <(0x[0-9a-f]+)>", "\n".join(jvmlab["holder"][2]))
    wanted = re.findall(r"- waiting to lock <(0x[0-9a-f]+)>", "\n".join(jvmlab["blocked"][2]))
    expect_equal("holder's lock = blocked's", held, wanted)


MODE_RE = re.compile(r"^Full thread dump .*?\b((?:interpreted|mixed|compiled) mode(?:, emulated-client)?)", re.M)
COMPILING_RE = re.compile(r"^   Compiling: +\d+ [ %s!bn]{5} \d +\S+::\S+( @ \d+)? \((\d+ bytes|native)\)$")


def compiler_threads(text):
    """{name: [header, state line, task line]} of the "C1 CompilerThread<n>" entries of a dump."""
    threads, current = {}, None
    for line in text.splitlines():
        m = re.match(r'^"(C1 CompilerThread\d+)" (#\d+ .*)$', line)
        if m:
            current = m.group(1)
            threads[current] = [m.group(2)]
        elif current and line.strip():
            threads[current].append(line)
        else:
            current = None
    return threads


def case_sigquit_compiler_threads(suite):
    """SIGQUIT with -Xcomp -XX:TieredStopAtLevel=1: the dump's VM line says "compiled mode,
    emulated-client" as java's does, and lists "C1 CompilerThread0" as HotSpot does: a daemon of
    priority 9, RUNNABLE, "Compiling: <task>" when runnable, "No compile task" when waiting."""
    dumps = {}
    for runtime in suite.runtimes:
        run = suite.start(runtime, "ThreadDump", extra=["-Xcomp", "-XX:TieredStopAtLevel=1"])
        run.wait_for("ready\n")
        run.signal(signal.SIGQUIT)
        run.wait_for("\nHeap\n")
        run.signal(signal.SIGTERM)
        run.wait()
        dumps[runtime] = run.stdout()
    modes = {r: MODE_RE.search(text) for r, text in dumps.items()}
    if not modes["java"] or not modes["jvmlab"]:
        raise AssertionError(f"no execution mode in the dump headers: {modes}")
    expect_equal("execution mode", modes["java"].group(1), modes["jvmlab"].group(1))
    java, jvmlab = compiler_threads(dumps["java"]), compiler_threads(dumps["jvmlab"])
    if "C1 CompilerThread0" not in java or "C1 CompilerThread0" not in jvmlab:
        raise AssertionError(f"no C1 CompilerThread0: java {sorted(java)}, jvmlab {sorted(jvmlab)}")
    for name, lines in jvmlab.items():
        if len(lines) != 3:
            raise AssertionError(f"{name}: three lines expected: {lines!r}")
        m = HEADER_RE.match(lines[0])
        if not m:
            raise AssertionError(f"{name}: header not in jstack's form: {lines[0]!r}")
        jm = HEADER_RE.match(java["C1 CompilerThread0"][0])
        expect_equal(f"{name}: daemon", bool(jm.group(1)), bool(m.group(1)))
        expect_equal(f"{name}: prio", re.search(r"prio=\d+", jm.group(0)).group(0),
                     re.search(r"prio=\d+", m.group(0)).group(0))
        expect_equal(f"{name}: Thread.State", java["C1 CompilerThread0"][1], lines[1])
        busy = m.group(2) == "runnable"
        if busy and not COMPILING_RE.match(lines[2]):
            raise AssertionError(f"{name}: runnable without a 'Compiling:' task line: {lines[2]!r}")
        if not busy and (m.group(2) != "waiting on condition" or lines[2] != "   No compile task"):
            raise AssertionError(f"{name}: idle thread as {m.group(2)!r} / {lines[2]!r}")


def case_sigquit_single_thread(suite):
    """SIGQUIT with main as the only thread (jvmlab then has no dispatcher thread: main dumps
    itself from the handler): main's entry as java's, and the program goes on."""
    dumps = {}
    for runtime in suite.runtimes:
        run = suite.start(runtime, "SingleThreadDump")
        run.wait_for("ready\n")
        dump = settled_dump(run, not_running("main"))
        if run.proc.poll() is not None:
            raise AssertionError(f"{runtime} ended after SIGQUIT")
        run.signal(signal.SIGTERM)
        run.wait()
        expect_equal(f"{runtime} exit code after the dump", 143, run.exit_code())
        dumps[runtime] = parse_dump(dump)
    java, jvmlab = dumps["java"]["main"], dumps["jvmlab"].get("main")
    if not jvmlab:
        raise AssertionError(f"no main thread in jvmlab's dump: {dumps['jvmlab']}")
    m, jm = HEADER_RE.match(jvmlab[0]), HEADER_RE.match(java[0])
    if not m:
        raise AssertionError(f"main: header not in jstack's form: {jvmlab[0]!r}")
    expect_equal("main: state text", jm.group(2), m.group(2))
    expect_equal("main: Thread.State", java[1], jvmlab[1])
    frames = lambda lines: [re.sub(r"0x[0-9a-f]+", "0x", l) for l in lines if "SingleThreadDump." in l or "- " in l]
    expect_equal("main: frames and locks", frames(java[2]), frames(jvmlab[2]))


def case_sigquit_deadlock(suite):
    """SIGQUIT on two deadlocked threads: HotSpot's "Found one Java-level deadlock" section."""
    sections = {}
    for runtime in suite.runtimes:
        run = suite.start(runtime, "Deadlock")
        run.wait_for("ready\n")
        run.signal(signal.SIGQUIT)
        run.wait_for("deadlock.\n")
        run.signal(signal.SIGTERM)
        run.wait()
        text = run.stdout()
        m = re.search(r"^Found one Java-level deadlock:\n=+\n(.*?)^Found (\d+) deadlocks?\.$", text, re.M | re.S)
        if not m:
            raise AssertionError(f"{runtime}: no deadlock section in {text!r}")
        body = m.group(1)
        summary = []
        for line in body.splitlines():
            line = re.sub(r"0x[0-9a-f]+", "0x", line)          # addresses differ
            line = re.sub(r"\(Deadlock\.java:\d+\)", "(Deadlock.java)", line)  # the line of a monitorenter
            if line.startswith("\tat ") and not line.startswith("\tat Deadlock."):
                continue  # the class library's frames and lambda proxies differ
            if "$$Lambda" in line:
                continue
            summary.append(line)
        sections[runtime] = (summary, m.group(2))
    expect_equal("deadlock count", sections["java"][1], sections["jvmlab"][1])
    expect_equal("deadlock section", sections["java"][0], sections["jvmlab"][0])


BANNER_LINES = [
    r"^#$",
    r"^# A fatal error has been detected by the Java Runtime Environment:$",
    r"^#  SIGSEGV \(0xb\) at pc=0x[0-9a-f]+, pid=(\d+), tid=\d+$",
    r"^# Problematic frame:$",
    r"^# No core dump will be written\. Core dumps have been disabled\.",
    r"^# An error report file with more information is saved as:$",
    r"^# (.*hs_err_pid\d+\.log)$",
]


def check_banner(runtime, text):
    """The banner lines java prints (on stdout: HotSpot's error stream), in java's order;
    returns (pid, report path)."""
    lines = text.splitlines()
    at = 0
    groups = {}
    for pattern in BANNER_LINES:
        while at < len(lines) and not re.search(pattern, lines[at]):
            at += 1
        if at == len(lines):
            raise AssertionError(f"{runtime}: banner line {pattern!r} missing from stdout {text!r}")
        m = re.search(pattern, lines[at])
        groups.update({pattern: m.groups()})
        at += 1
    return groups[BANNER_LINES[2]][0], groups[BANNER_LINES[-1]][0]


def case_crash_report(suite):
    """A real SIGSEGV: output kept, HotSpot's banner (on stdout, as java), hs_err_pid<pid>.log in the working
    directory with the signal, the thread, its Java frames, the threads, heap and arguments;
    exit status 134 (abort) as java's."""
    for runtime in suite.runtimes:
        run = suite.start(runtime, "Crash")
        run.wait()
        expect_equal(f"{runtime} output before the banner", "before crash\n#\n", run.stdout()[:15])
        expect_equal(f"{runtime} exit code", 134, run.exit_code())
        pid, path = check_banner(runtime, run.stdout())
        expect_equal(f"{runtime} report path", os.path.join(run.workdir, f"hs_err_pid{pid}.log"), path)
        with open(path, encoding="utf-8", errors="replace") as f:
            report = f.read()
        for pattern in [r"S U M M A R Y", r"T H R E A D", r"P R O C E S S",
                        r"Current thread \(0x[0-9a-f]+\):  JavaThread \"main\" \[_thread_in_\w+, id=\d+",
                        r"siginfo: si_signo: 11 \(SIGSEGV\), si_code: 1 \(SEGV_MAPERR\), si_addr: 0x",
                        r"^Native frames:", r"^Java frames:",
                        r"^j  Crash\.level2\(\)V\+\d+", r"^j  Crash\.level1\(\)V\+0",
                        r"^j  Crash\.main\(\[Ljava/lang/String;\)V\+\d+",
                        r"^Java Threads: \( => current thread \)$", r"^=>0x[0-9a-f]+ JavaThread \"main\"",
                        r"^Heap:$", r"^java_command: Crash$", r"^END\.$"]:
            if not re.search(pattern, report, re.M):
                raise AssertionError(f"{runtime}: {pattern!r} not in {path}")
        if runtime == "jvmlab":
            for pattern in [r"^j  Crash\.level2\(\)V\+\d+ \(Crash\.java:14\)$",
                            r"^j  Crash\.level1\(\)V\+0 \(Crash\.java:24\)$"]:
                if not re.search(pattern, report, re.M):
                    raise AssertionError(f"jvmlab: lines missing: {pattern!r} not in {path}")


def case_crash_error_file(suite):
    """-XX:ErrorFile=<dir>/crash-%p.log names the report (%p: the pid)."""
    for runtime in suite.runtimes:
        run = suite.start(runtime, "Crash", extra=["-XX:ErrorFile=reports-%p.log"])
        run.wait()
        expect_equal(f"{runtime} exit code", 134, run.exit_code())
        pid, path = check_banner(runtime, run.stdout().replace("reports-", "hs_err_pid"))
        if not os.path.exists(os.path.join(run.workdir, f"reports-{pid}.log")):
            raise AssertionError(f"{runtime}: no reports-{pid}.log in {os.listdir(run.workdir)}")


def case_crash_secondary(suite):
    """jvmlab only (java has no such hook): a SIGFPE whose report faults inside a step of its
    own: the step is reported as failed, the report goes on to its end, exit 134, no loop."""
    run = suite.start("jvmlab", "Crash", program_args=["-8"])
    run.wait()
    expect_equal("exit code", 134, run.exit_code())
    if "#  SIGFPE (0x8) at pc=" not in run.stdout():
        raise AssertionError(f"no SIGFPE banner: {run.stdout()!r}")
    pid, path = check_banner_path(run.stdout())
    with open(path, encoding="utf-8", errors="replace") as f:
        report = f.read()
    for pattern in [r"^\[error occurred during error reporting \(thread\), id 0xb\]$",
                    r"siginfo: si_signo: 8 \(SIGFPE\), si_code: 1 \(FPE_INTDIV\)",
                    r"^j  Crash\.level2\(\)V\+\d+ \(Crash\.java:\d+\)$", r"^END\.$"]:
        if not re.search(pattern, report, re.M):
            raise AssertionError(f"{pattern!r} not in {path}")


def check_banner_path(text):
    m = re.search(r"^#  SIG\w+ \(0x[0-9a-f]+\) at pc=0x[0-9a-f]+, pid=(\d+)", text, re.M)
    p = re.search(r"^# An error report file with more information is saved as:\n# (.*)$", text, re.M)
    if not m or not p:
        raise AssertionError(f"no banner in {text!r}")
    return m.group(1), p.group(1)


CASES = [
    ("kill9-after-println", case_kill9_after_println),
    ("sigterm-hooks", case_sigterm_hooks),
    ("sigint-hooks", case_sigint_hooks),
    ("sighup-hooks", case_sighup_hooks),
    ("exit-hooks", case_exit_hooks),
    ("halt-skips-hooks", case_halt_skips_hooks),
    ("sigquit-dump", case_sigquit_dump),
    ("sigquit-deadlock", case_sigquit_deadlock),
    ("sigquit-single-thread", case_sigquit_single_thread),
    ("sigquit-compiler-threads", case_sigquit_compiler_threads),
    ("crash-report", case_crash_report),
    ("crash-error-file", case_crash_error_file),
    ("crash-secondary-fault", case_crash_secondary),
]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jvm", required=True, type=os.path.abspath)
    ap.add_argument("--java", default="java")
    ap.add_argument("--filter", default="")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    if not shutil.which(args.java) or not shutil.which("javac"):
        print("java or javac not found", file=sys.stderr)
        return 2
    tmp = tempfile.mkdtemp(prefix="jvmlab-signals-")
    try:
        classes = os.path.join(tmp, "classes")
        sources = sorted(glob.glob(os.path.join(HERE, "*.java")))
        r = subprocess.run(["javac", "-g", "-d", classes] + sources, capture_output=True, text=True)
        if r.returncode != 0:
            print(r.stderr, file=sys.stderr)
            return 2
        suite = Suite(args, classes, tmp)
        failures = 0
        for name, fn in CASES:
            if args.filter and not re.search(args.filter, name):
                continue
            try:
                fn(suite)
                print(f"PASS {name}")
            except AssertionError as e:
                failures += 1
                print(f"FAIL {name}: {e}")
        print(f"{failures} failed" if failures else "all passed")
        return 1 if failures else 0
    finally:
        if not os.environ.get("JVMLAB_SIGNALS_KEEP"):
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
