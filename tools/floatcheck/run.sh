#!/bin/sh
# Builds jvmlab's FloatingDecimal with FloatCheck against the real JDK and runs the comparison.
# Usage: tools/floatcheck/run.sh [FloatCheck args...]   e.g. --floats-all --threads 2
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${FLOATCHECK_OUT:-$root/build-floatcheck}
mkdir -p "$out"
# FloatingDecimal is compiled exactly as the class library compiles it (Java 8 language level)
javac -nowarn -Xlint:-options -source 8 -target 8 -d "$out" \
    "$root"/runtime/classlib/jvmlab/internal/FloatingDecimal.java \
    "$root"/runtime/classlib/jvmlab/internal/DecimalBigNat.java
javac -nowarn -cp "$out" -d "$out" "$here/FloatCheck.java" \
    "$here/jvmlab/internal/DecimalBigNatCheck.java"
exec java -Xss4m -cp "$out" FloatCheck "$@"
