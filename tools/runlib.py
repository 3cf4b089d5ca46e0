"""runlib: running a program once with a timeout, timing it, and reading what a JVM said.

Shared by tools/bench (timings and peak RSS of the samples), tools/gc_bench (pauses from each
run's log), tools/heap_growth, tools/startup_study (run_quick), the fuzzing tools (mutated class
files on jvmlab and java) and tests/hostile/run_hostile.py (hostile-input regression cases). Does
not decide what a result means for any one tool; it only runs and describes.
"""

import os
import re
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass


@dataclass
class RunResult:
    """One finished child process."""
    wall_ms: float
    cpu_ms: float           # user + system time of the child, all its threads
    rss_mb: float
    exit_code: int          # negative: killed by that signal
    timed_out: bool
    stdout: bytes
    stderr: bytes
    thread_cpu_ms: float = 0.0  # user + system of the threads named by thread_prefixes (sampled)


def thread_cpu_ms(pid, prefixes):
    """User + system CPU time (ms) of the threads of `pid` whose name starts with one of
    `prefixes`, by tid, from /proc/<pid>/task/*/stat (clock ticks: 10 ms on Linux). A thread
    that exited is missing: sample while the process runs (run_once's thread_prefixes)."""
    return {tid: ms for (tid, name), ms in thread_cpu_by_name(pid).items()
            if any(name.startswith(p) for p in prefixes)}


def run_once(argv, timeout_s, exact_rss=True, cwd=None, thread_prefixes=None,
             process_group=False, time_rss=False, on_sample=None, sample_interval_s=0.01):
    """Runs argv once with stdout/stderr to temporary files; times it and takes its peak RSS.

    Wall time covers fork, exec, the run and the reap (perf_counter, milliseconds). Peak RSS is
    ru_maxrss of this child alone (os.wait4; kilobytes on Linux, returned as MiB), corrected once
    per command through /usr/bin/time when exact_rss (see peak_rss_mb; that is a second run);
    CPU time is its user + system time over all its threads (milliseconds). A child still
    running after timeout_s seconds is killed with SIGKILL and reported as timed out. `cwd`: the
    child's working directory (default: ours). `thread_prefixes`: thread names (the kernel's 15
    characters, e.g. "C1 CompilerThre") whose CPU time is sampled every 10 ms while the child
    runs (thread_cpu_ms; the last 10 ms of a thread that runs until exit are missed).
    `process_group`: the child leads a process group of its own, and a timeout kills the whole
    group (what it started too). `time_rss`: the run itself goes through /usr/bin/time (when
    present), whose %M is the peak RSS, instead of a second run (exact_rss is then ignored); a
    child killed by a signal is reported with that signal, as without /usr/bin/time.
    `on_sample(pid, elapsed_s)`: called every sample_interval_s seconds while the child runs
    (from a thread of ours; elapsed from the spawn), e.g. to read /proc/<pid> over time. With
    time_rss the pid is /usr/bin/time's; read its child's (proc_children) instead.
    """
    use_time = time_rss and os.access("/usr/bin/time", os.X_OK)
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile(mode="r", prefix="runlib_rss") as rss_file:
        cmd = (["/usr/bin/time", "-f", "%M", "-o", rss_file.name] if use_time else []) + list(argv)
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=out, stderr=err, cwd=cwd,
                                start_new_session=process_group)
        timed_out = threading.Event()
        lock = threading.Lock()
        exited = False  # guarded by lock; once set, the pid may be reaped and must not be signalled

        def kill():
            with lock:
                if not exited:
                    timed_out.set()
                    try:
                        if process_group:
                            os.killpg(proc.pid, signal.SIGKILL)
                        else:
                            os.kill(proc.pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass

        timer = threading.Timer(timeout_s, kill)
        timer.start()
        sampled = {}
        sampling_done = threading.Event()

        def sample():
            while not sampling_done.wait(sample_interval_s if on_sample else 0.01):
                if thread_prefixes:
                    sampled.update(thread_cpu_ms(proc.pid, thread_prefixes))
                if on_sample:
                    on_sample(proc.pid, time.perf_counter() - start)

        sampler = threading.Thread(target=sample, daemon=True) if thread_prefixes or on_sample else None
        if sampler:
            sampler.start()
        # Wait for exit without reaping (the zombie keeps the pid ours), then stop the timer, then reap
        os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOWAIT)
        sampling_done.set()  # before the reap: the pid is still this child's
        if sampler:
            sampler.join()
        with lock:
            exited = True
        timer.cancel()
        _, status, usage = os.wait4(proc.pid, 0)
        wall_ms = (time.perf_counter() - start) * 1000.0
        proc.returncode = os.waitstatus_to_exitcode(status)  # we reaped it, tell Popen
        out.seek(0)
        err.seek(0)
        cpu_ms = (usage.ru_utime + usage.ru_stime) * 1000.0
        rss_mb = usage.ru_maxrss / 1024.0
        exit_code = proc.returncode
        if use_time:
            report = rss_file.read().split("\n")
            digits = [l.strip() for l in report if l.strip().isdigit()]
            if digits:
                rss_mb = int(digits[-1]) / 1024.0
            sig = [l for l in report if "terminated by signal" in l]
            if sig:  # GNU time exits with 128 + signal; report the signal as Popen would
                exit_code = -int(sig[0].rsplit(" ", 1)[1])
        elif exact_rss:
            rss_mb = peak_rss_mb(argv, rss_mb)
        return RunResult(wall_ms, cpu_ms, rss_mb, exit_code, timed_out.is_set(), out.read(),
                         err.read(), sum(sampled.values()))


def run_quick(argv, timeout_s):
    """Runs argv once with the least work around it, for start-up timings of a few milliseconds;
    returns (wall_ms, exit code or None when timed out, timed_out, stdout, stderr).

    Wall time: time.perf_counter from before the spawn to after the reap, so it includes exec,
    dynamic linking and the kernel's teardown of the address space at exit; no timer thread, no
    temporary files. A child still running after timeout_s is killed (SIGKILL) and reaped; its
    time is then the timeout.
    """
    start = time.perf_counter()
    try:
        done = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True,
                              timeout=timeout_s, check=False)
    except subprocess.TimeoutExpired as e:
        return (time.perf_counter() - start) * 1000.0, None, True, e.stdout or b"", e.stderr or b""
    wall_ms = (time.perf_counter() - start) * 1000.0
    return wall_ms, done.returncode, False, done.stdout, done.stderr


def thread_cpu_by_name(pid):
    """{(tid, name): user + system CPU ms} of every thread of `pid` now, from
    /proc/<pid>/task/*/stat (names are the kernel's 15 characters); {} when the process is gone."""
    tick_ms = 1000.0 / os.sysconf("SC_CLK_TCK")
    found = {}
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return found
    for tid in tids:
        try:
            with open(f"/proc/{pid}/task/{tid}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        name = stat[stat.index("(") + 1:stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2:].split()
        found[(tid, name)] = (int(fields[11]) + int(fields[12])) * tick_ms
    return found


def rss_mb_now(pid):
    """Resident set size of `pid` now (VmRSS, MiB), or None when the process is gone."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024.0
    except OSError:
        return None
    return None


_rss_cache = {}


def peak_rss_mb(argv, fallback_mb):
    """Peak RSS of argv in MiB, measured once per command through /usr/bin/time.

    ru_maxrss of a child forked from this Python process also counts the pages it shared with
    Python before exec (about 17 MB), which hides anything smaller; /usr/bin/time forks from a
    process of about 2 MB, so its %M is the program's own peak. Falls back to `fallback_mb`
    when /usr/bin/time is missing (Debian package `time`).
    """
    key = tuple(argv)
    if key in _rss_cache:
        return _rss_cache[key]
    value = fallback_mb
    if os.path.exists("/usr/bin/time"):
        with tempfile.NamedTemporaryFile(mode="r") as report:
            subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name] + list(argv),
                           stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=600)
            lines = [l for l in report.read().split() if l.isdigit()]
            if lines:
                value = int(lines[-1]) / 1024.0
    _rss_cache[key] = value
    return value


def describe_failure(result):
    """One line saying how a run failed, with the first line of its stderr."""
    if result.timed_out:
        what = "timed out"
    elif result.exit_code < 0:
        what = f"killed by signal {-result.exit_code}"
    else:
        what = f"exit code {result.exit_code}"
    first = result.stderr.decode("utf-8", "replace").strip().splitlines()
    return what + (f": {first[0][:160]}" if first else "")


# A Java throwable's binary name as the JVMs print it: package-qualified, ending in Error or
# Exception ("java.lang.VerifyError"; "LinkageError occurred while ..." alone is prose).
_THROWABLE_RE = re.compile(r"\b((?:[a-z_][\w]*\.)+[A-Z][\w$]*(?:Error|Exception))\b")


def jvm_error_class(stderr_text):
    """The class of the error a JVM reported on stderr, or None when it reported none.

    Takes the first package-qualified throwable name: the uncaught exception of "Exception in
    thread "main" java.lang.VerifyError: ...", or the cause of the launcher's "Error: Unable to
    initialize main class X / Caused by: java.lang.NoClassDefFoundError: Y" and "Error: LinkageError
    occurred while loading main class X / java.lang.ClassFormatError: ..." (java 17's texts).
    "Error: Could not find or load main class X" with no cause counts as
    java.lang.NoClassDefFoundError, the error java's launcher caught.
    """
    m = _THROWABLE_RE.search(stderr_text)
    if m:
        return m.group(1)
    if "Could not find or load main class" in stderr_text:
        return "java.lang.NoClassDefFoundError"
    return None
