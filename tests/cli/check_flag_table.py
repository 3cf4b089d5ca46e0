#!/usr/bin/env python3
"""tests/cli: -XX:+PrintFlagsFinal lists every flag jvmlab has, and only those.

jvmlab's flags are the rows of kFlagTable (runtime/options/flags.cpp), which PrintFlagsFinal prints
whole. This checks both directions against the source: every name the VM looks up
(xx_bool/xx_int/xx_uint/xx_double/xx_flag/xx_flag_value/find_flag with a literal) is a row, and
every row is read somewhere outside the table — or says in its description that it is accepted
only ("Accepted ..."), as the flags copied from java command lines that jvmlab has no feature for
are. Also runs PrintFlagsFinal and checks it prints exactly the table's names, in order.
"""
import argparse
import os
import re
import subprocess
import sys

ROW = re.compile(r'^\s*\{"(\w+)",\s*FlagType::\w+,\s*"[^"]*",\s*"[^"]*",\s*"([^"]*)"', re.M)
LOOKUP = re.compile(r'\b(?:(?:xx_bool|xx_int|xx_uint|xx_double|xx_flag|xx_flag_value)\(\s*[\w.()]+\s*,\s*|find_flag\(\s*)"(\w+)"')
DIRS = ("runtime", "launcher", "interpreter", "jit", "gc", "bytecode", "verifier", "classfile")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--jvm", required=True)
    args = ap.parse_args()
    table_file = os.path.join(args.root, "runtime/options/flags.cpp")
    with open(table_file) as f:
        rows = ROW.findall(f.read())
    names = [n for n, _ in rows]
    sources = {}
    for d in DIRS:
        for dirpath, _, files in os.walk(os.path.join(args.root, d)):
            for name in files:
                if name.endswith((".cpp", ".hpp")):
                    path = os.path.join(dirpath, name)
                    with open(path, errors="replace") as f:
                        sources[path] = re.sub(r"//[^\n]*", "", f.read())  # code, not comments
    errors = []
    looked_up = {m for p, text in sources.items() for m in LOOKUP.findall(text)}
    for name in sorted(looked_up - set(names)):
        errors.append(f"the VM looks up -XX:{name}, which is not in the table")
    others = "\n".join(t for p, t in sources.items() if os.path.abspath(p) != os.path.abspath(table_file))
    for name, description in rows:
        read = f'"{name}"' in others or f"-XX:+{name}" in others or f"-XX:{name}" in others
        if not read and not description.startswith("Accepted"):
            errors.append(f"-XX:{name} is in the table but nothing reads it (or say 'Accepted ...' in its description)")
    out = subprocess.run([args.jvm, "-XX:+PrintFlagsFinal", "-version"], capture_output=True, text=True).stdout
    printed = [line.split()[1] for line in out.splitlines() if re.match(r"^\s+\S+ \w+\s+=", line)]
    if printed != names:
        errors.append(f"PrintFlagsFinal prints {len(printed)} flags, the table has {len(names)}: "
                      f"{sorted(set(printed) ^ set(names))}")
    print(f"{len(names)} flags in the table, {len(looked_up)} names looked up by the VM")
    for e in errors:
        print("FAIL:", e, file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
