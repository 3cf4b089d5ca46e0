#!/usr/bin/env python3
"""What a run that compiles nothing pays for the JIT: nothing.

Runs tests/jit/HelloSleep on jvmlab and, while it sleeps after printing, reads
/proc/<pid>/maps and /proc/<pid>/task/*/comm: no libLLVM and no libjvmlab_jit.so may be mapped
and no "C1 CompilerThre..." thread may exist. The control, tests/jit/HotSleep, calls a method
past the compile thresholds first: there the compiler threads (-XX:CICompilerCount of them) and
the library must show up, so the check cannot pass by looking in the wrong place. Also -Xint on
HotSleep: no thread, no library.
"""

import argparse
import glob
import os
import shutil
import subprocess
import sys
import tempfile
import time


def inspect(jvm, classes, program, flags, sleep_ms, stdout_line):
    """Starts `program`, waits for its first stdout line, returns (maps text, thread names)."""
    argv = [jvm] + flags + ["-cp", classes, program, str(sleep_ms)]
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline().strip()
        if line != stdout_line:
            raise AssertionError(f"{program}: expected {stdout_line!r}, got {line!r}")
        time.sleep(0.3)  # background compilations of HotSleep finish, threads settle
        with open(f"/proc/{proc.pid}/maps") as f:
            maps = f.read()
        names = []
        for comm in glob.glob(f"/proc/{proc.pid}/task/*/comm"):
            try:
                with open(comm) as f:
                    names.append(f.read().strip())
            except OSError:
                pass
        return maps, names
    finally:
        proc.wait(timeout=30)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--jvm", required=True)
    args = ap.parse_args()
    if not shutil.which("javac"):
        print("javac not found", file=sys.stderr)
        return 1
    here = os.path.dirname(os.path.abspath(__file__))
    failures = []
    with tempfile.TemporaryDirectory(prefix="jvmlab-jit-startup-") as tmp:
        r = subprocess.run(["javac", "-d", tmp, os.path.join(here, "HelloSleep.java"),
                            os.path.join(here, "HotSleep.java")], capture_output=True, text=True)
        if r.returncode != 0:
            print(r.stderr, file=sys.stderr)
            return 1
        total = sum(i * i for i in range(5000)) & 0xffffffff
        square_sum = str(total - (1 << 32) if total >= 1 << 31 else total)  # Java's int overflow
        cases = [
            # (program, flags, first line, expect JIT)
            ("HelloSleep", [], "Hello, world", False),
            ("HotSleep", ["-XX:CICompilerCount=2"], square_sum, True),
            ("HotSleep", ["-Xint"], square_sum, False),
        ]
        for program, flags, first, expect_jit in cases:
            name = " ".join([program] + flags)
            maps, threads = inspect(args.jvm, tmp, program, flags, 1500, first)
            llvm = "libLLVM" in maps
            library = "libjvmlab_jit.so" in maps
            compilers = sorted(t for t in threads if t.startswith("C1 CompilerThr"))
            if expect_jit:
                if len(compilers) != 2 or not library or not llvm:
                    failures.append(f"{name}: expected 2 compiler threads and the JIT library with LLVM mapped; "
                                    f"threads {threads}, library {library}, LLVM {llvm}")
            elif compilers or library or llvm:
                failures.append(f"{name}: compiles nothing but has compiler threads {compilers}, "
                                f"library mapped {library}, LLVM mapped {llvm}")
            print(f"{'FAIL' if failures and failures[-1].startswith(name) else 'ok  '} {name}: "
                  f"threads {sorted(threads)}, jit library {library}, LLVM {llvm}")
    for f in failures:
        print("FAIL:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
