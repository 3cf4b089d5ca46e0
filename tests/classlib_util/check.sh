#!/bin/sh
# Self-check of jvmlab's java.util (runtime/classlib/java/util) against the real JDK 17.
#
#   tests/classlib_util/check.sh [path/to/jvmlab]
#
# 1. Runs each Util*.java here on the installed java: that output is the expectation.
# 2. Copies jvmlab's java.util sources renamed to package jvmlab.util (Iterator made a subtype of
#    java.util.Iterator and Consumer of java.util.function.Consumer, so for-each loops and
#    Iterable.forEach work), compiles the tests against them, runs them on the real
#    JVM and compares (class names mapped back to java.util). This checks the library logic before
#    jvmlab itself can run it.
# 3. If a jvmlab launcher is given, compiles runtime/classlib like the build does and runs the tests
#    on jvmlab with JVMLAB_CLASSLIB pointing there, comparing again.
# 4. Runs CrossCheck.java: random operation sequences on java.util and jvmlab.util side by side.
# 5. Runs CollisionCheck.java: HashMap/LinkedHashMap/HashSet with colliding keys (tree bins), the
#    iteration order compared after every step. COLLISION_SEEDS overrides the seed list.
# Exits non-zero on any difference. Work files go to ${TMPDIR:-/tmp}/jvmlab-utilcheck.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=${TMPDIR:-/tmp}/jvmlab-utilcheck
jvmlab=${1:-}
rm -rf "$work"
mkdir -p "$work/jdk" "$work/ren/src/jvmlab" "$work/ren/classes" "$work/ren/tests"

# Renamed copy of the library
cp -r "$root/runtime/classlib/java/util" "$work/ren/src/jvmlab/util"
find "$work/ren/src" -name '*.java' -exec sed -i -E 's/\bjava\.util\b/jvmlab.util/g' {} +
sed -i 's/^public interface Iterator<E> {/public interface Iterator<E> extends java.util.Iterator<E> {/' \
    "$work/ren/src/jvmlab/util/Iterator.java"
sed -i 's/^public interface Consumer<T> {/public interface Consumer<T> extends java.util.function.Consumer<T> {/' \
    "$work/ren/src/jvmlab/util/function/Consumer.java"
javac -g -nowarn -d "$work/ren/classes" $(find "$work/ren/src" -name '*.java') 2>&1 | grep -v '^Note' || true

# With a launcher: build the whole class library from the current sources, as the CMake build does
if [ -n "$jvmlab" ]; then
    mkdir -p "$work/classlib"
    javac -source 8 -target 8 -nowarn -bootclasspath "$work/classlib" -sourcepath "$root/runtime/classlib" \
        -d "$work/classlib" $(find "$root/runtime/classlib" -name '*.java') 2>&1 | grep -v '^Note\|^warning' || true
fi

status=0
for src in "$here"/Util*.java; do
    name=$(basename "$src" .java)
    javac -nowarn -d "$work/jdk" "$src"
    java -cp "$work/jdk" "$name" > "$work/$name.expected" 2>&1 || true
    sed -E 's/\bjava\.util\b/jvmlab.util/g' "$src" > "$work/ren/tests/$name.java"
    javac -nowarn -cp "$work/ren/classes" -d "$work/ren/tests" "$work/ren/tests/$name.java"
    java -cp "$work/ren/classes:$work/ren/tests" "$name" 2>&1 | sed -E 's/\bjvmlab\.util\b/java.util/g' \
        > "$work/$name.renamed" || true
    if diff -u "$work/$name.expected" "$work/$name.renamed" > "$work/$name.diff"; then
        echo "PASS $name (classlib on the JDK's JVM)"
    else
        echo "FAIL $name (classlib on the JDK's JVM): see $work/$name.diff"
        status=1
    fi
    if [ -n "$jvmlab" ]; then
        JVMLAB_CLASSLIB="$work/classlib" "$jvmlab" -cp "$work/jdk" "$name" > "$work/$name.jvmlab" 2>&1 || true
        if diff -u "$work/$name.expected" "$work/$name.jvmlab" > "$work/$name.jvmlab.diff"; then
            echo "PASS $name (jvmlab)"
        else
            echo "FAIL $name (jvmlab): see $work/$name.jvmlab.diff"
            status=1
        fi
    fi
done
# Randomized cross-check of jvmlab.util against java.util in one JVM
javac -nowarn -cp "$work/ren/classes" -d "$work/ren/tests" "$here/CrossCheck.java" 2>&1 | grep -v '^Note' || true
for seed in 1 2 3; do
    if java -cp "$work/ren/classes:$work/ren/tests" CrossCheck $seed | tee "$work/crosscheck.$seed" | grep -q '^fuzz OK$'; then
        echo "PASS CrossCheck seed $seed"
    else
        echo "FAIL CrossCheck seed $seed: see $work/crosscheck.$seed"
        status=1
    fi
done
# Colliding keys: tree bins, treeify/untreeify, root moves, splits; order checked after every step
javac -nowarn -cp "$work/ren/classes" -d "$work/ren/tests" "$here/CollisionCheck.java" 2>&1 | grep -v '^Note' || true
for seed in ${COLLISION_SEEDS:-1 2 3 4 5}; do
    if java -cp "$work/ren/classes:$work/ren/tests" CollisionCheck $seed | tee "$work/collisions.$seed" | grep -q '^collisions OK'; then
        echo "PASS CollisionCheck seed $seed: $(tail -n 1 "$work/collisions.$seed")"
    else
        echo "FAIL CollisionCheck seed $seed: see $work/collisions.$seed"
        status=1
    fi
done
exit $status
