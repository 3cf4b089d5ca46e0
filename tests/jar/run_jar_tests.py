#!/usr/bin/env python3
"""JAR-file tests: packs the programs of tests/jar/src into JAR files at test time (with the JDK's
`jar` tool, and with Python's zipfile for hand-made manifests and broken archives), then runs
each case's command line on jvmlab and on the reference java 17 and requires the same stdout,
stderr and exit code.

Cases (CASES below) cover `-jar` with Main-Class (CRLF manifests from `jar`, LF-only manifests,
continuation lines, stored entries), JARs on -cp, the manifest's Class-Path, and java's errors:
missing JAR, corrupt JAR, a directory, no manifest, no Main-Class, a Main-Class that is not in the
JAR.

Usage: run_jar_tests.py --jvm build/jvmlab [--java java] [--filter REGEX] [-v]
Exit status 0 if every case matched, 1 otherwise, 2 on setup errors.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCRUBBED_ENV = ("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH")


def run(cmd, cwd):
    env = {k: v for k, v in os.environ.items() if k not in SCRUBBED_ENV}
    p = subprocess.run(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=60)
    return p.stdout, p.stderr, p.returncode


def check(cmd, cwd, what):
    out, err, code = run(cmd, cwd)
    if code != 0:
        sys.stderr.write(out.decode() + err.decode())
        raise SystemExit("run_jar_tests.py: %s failed (exit %d)" % (what, code))


def write_zip(path, entries, compression=zipfile.ZIP_DEFLATED):
    """entries: list of (name, bytes)."""
    with zipfile.ZipFile(path, "w", compression) as z:
        for name, data in entries:
            z.writestr(name, data)


def class_entries(classes_dir, prefix=""):
    """(name, bytes) of every file under classes_dir whose relative path starts with prefix."""
    entries = []
    for root, _, files in os.walk(classes_dir):
        for f in sorted(files):
            full = os.path.join(root, f)
            rel = os.path.relpath(full, classes_dir).replace(os.sep, "/")
            if rel.startswith(prefix):
                with open(full, "rb") as fh:
                    entries.append((rel, fh.read()))
    return entries


def build_jars(work, classes, jar_tool):
    """Creates every JAR the cases use inside `work`."""
    app = class_entries(classes, "app/")
    lib = class_entries(classes, "lib/")
    # The jar tool: CRLF manifest it writes itself, Main-Class from -e.
    check([jar_tool, "--create", "--file", "app.jar", "--main-class", "app.Main", "-C", classes, "app",
           "-C", classes, "lib"], work, "jar app.jar")
    # Stored (uncompressed) entries.
    check([jar_tool, "--create", "--no-compress", "--file", "stored.jar", "--main-class", "app.Main",
           "-C", classes, "app", "-C", classes, "lib"], work, "jar stored.jar")
    # No manifest at all, and a manifest without Main-Class.
    check([jar_tool, "--create", "--no-manifest", "--file", "nomanifest.jar", "-C", classes, "app",
           "-C", classes, "lib"], work, "jar nomanifest.jar")
    check([jar_tool, "--create", "--file", "nomain.jar", "-C", classes, "app", "-C", classes, "lib"],
          work, "jar nomain.jar")
    # Hand-made manifests: LF only, a continuation line splitting the class name, lower-case name.
    write_zip(os.path.join(work, "lf.jar"),
              [("META-INF/MANIFEST.MF", b"Manifest-Version: 1.0\nMain-Class: app.Ma\n in\n\n")] + app + lib)
    write_zip(os.path.join(work, "crlf.jar"),
              [("META-INF/MANIFEST.MF",
                b"Manifest-Version: 1.0\r\nCreated-By: hand\r\nmain-class: app.Second\r\n\r\nName: x\r\n")]
              + app + lib)
    # A Main-Class that the JAR does not hold.
    write_zip(os.path.join(work, "missingmain.jar"),
              [("META-INF/MANIFEST.MF", b"Manifest-Version: 1.0\r\nMain-Class: app.Nowhere\r\n\r\n")] + app + lib)
    # Class-Path: the app without lib/, which comes from deps/lib.jar next to it.
    os.makedirs(os.path.join(work, "deps"), exist_ok=True)
    write_zip(os.path.join(work, "deps", "lib.jar"), lib)
    write_zip(os.path.join(work, "withdeps.jar"),
              [("META-INF/MANIFEST.MF",
                b"Manifest-Version: 1.0\r\nMain-Class: app.Main\r\nClass-Path: deps/nothere.jar deps/l\r\n ib.jar\r\n\r\n")]
              + app)
    write_zip(os.path.join(work, "appnolib.jar"),
              [("META-INF/MANIFEST.MF", b"Manifest-Version: 1.0\r\nMain-Class: app.Main\r\n\r\n")] + app)
    # Broken archives: text, a truncated JAR, an empty file, a directory.
    with open(os.path.join(work, "bad.jar"), "wb") as f:
        f.write(b"this is not a zip file\n")
    with open(os.path.join(work, "app.jar"), "rb") as f:
        data = f.read()
    with open(os.path.join(work, "truncated.jar"), "wb") as f:
        f.write(data[: len(data) // 2])
    open(os.path.join(work, "empty.jar"), "wb").close()
    os.makedirs(os.path.join(work, "dir.jar"), exist_ok=True)


# (name, arguments after the launcher). Run in the work directory that holds the JARs.
CASES = [
    ("jar_main", ["-jar", "app.jar", "one", "two"]),
    ("jar_main_no_args", ["-jar", "app.jar"]),
    ("jar_ignores_cp", ["-cp", "nowhere", "-jar", "app.jar", "x"]),
    ("jar_stored_entries", ["-jar", "stored.jar", "stored"]),
    ("jar_lf_continuation", ["-jar", "lf.jar", "lf"]),
    ("jar_crlf_lowercase_name", ["-jar", "crlf.jar"]),
    ("jar_class_path_attribute", ["-jar", "withdeps.jar", "deps"]),
    ("jar_missing_dependency", ["-jar", "appnolib.jar"]),
    ("cp_jar", ["-cp", "app.jar", "app.Main", "cp"]),
    ("cp_jar_second", ["-cp", "nosuch.jar:bad.jar:app.jar", "app.Second"]),
    ("cp_jar_and_dir", ["-cp", "appnolib.jar:libdir", "app.Main", "mixed"]),
    ("cp_jar_missing_class", ["-cp", "app.jar", "app.Nowhere"]),
    ("error_missing_jar", ["-jar", "nosuch.jar"]),
    ("error_corrupt_jar", ["-jar", "bad.jar"]),
    ("error_truncated_jar", ["-jar", "truncated.jar"]),
    ("error_empty_jar", ["-jar", "empty.jar"]),
    ("error_directory_jar", ["-jar", "dir.jar"]),
    ("error_no_manifest", ["-jar", "nomanifest.jar"]),
    ("error_no_main_class", ["-jar", "nomain.jar"]),
    ("error_main_class_missing", ["-jar", "missingmain.jar"]),
]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--jvm", required=True, help="jvmlab launcher to test")
    ap.add_argument("--java", default="java", help="reference java 17")
    ap.add_argument("--javac", default="javac")
    ap.add_argument("--jar", default="jar", help="the JDK's jar tool")
    ap.add_argument("--filter", help="regex on case names")
    ap.add_argument("--verbose", "-v", action="store_true")
    opts = ap.parse_args(argv)
    jvm = os.path.abspath(opts.jvm) if os.sep in opts.jvm else shutil.which(opts.jvm)
    java = shutil.which(opts.java) or opts.java
    jar_tool = shutil.which(opts.jar)
    if not jar_tool:
        # The jar tool sits beside javac in the JDK.
        javac = shutil.which(opts.javac)
        candidate = os.path.join(os.path.dirname(os.path.realpath(javac or "")), "jar")
        jar_tool = candidate if os.path.exists(candidate) else None
    if not jvm or not jar_tool:
        print("run_jar_tests.py: need --jvm and the jar tool", file=sys.stderr)
        return 2

    cases = [c for c in CASES if not opts.filter or re.search(opts.filter, c[0])]
    failed = []
    with tempfile.TemporaryDirectory(prefix="jvmlab-jar-") as work:
        classes = os.path.join(work, "classes")
        sources = sorted(os.path.join(dp, f) for dp, _, fs in os.walk(os.path.join(HERE, "src"))
                         for f in fs if f.endswith(".java"))
        check([opts.javac, "-nowarn", "-g", "-encoding", "UTF-8", "-d", classes] + sources, work, "javac")
        build_jars(work, classes, jar_tool)
        shutil.copytree(os.path.join(classes, "lib"), os.path.join(work, "libdir", "lib"))
        for name, args in cases:
            expected = run([java, "-Xint"] + args, work)
            actual = run([jvm, "-Xint"] + args, work)
            ok = expected == actual
            if not ok:
                failed.append(name)
                print("FAIL %s: %s" % (name, " ".join(args)))
                for label, e, a in (("stdout", expected[0], actual[0]), ("stderr", expected[1], actual[1])):
                    if e != a:
                        print("  %s expected: %r\n  %s actual:   %r" % (label, e[:600], label, a[:600]))
                if expected[2] != actual[2]:
                    print("  exit: expected %d, actual %d" % (expected[2], actual[2]))
            elif opts.verbose:
                print("ok   %s" % name)
    print("jar tests: %d passed, %d failed" % (len(cases) - len(failed), len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
