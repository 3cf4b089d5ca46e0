#!/usr/bin/env bash
# Regenerates the differential suite's expected outputs from the real java 17: for every program
# tests/java/<area>/<Name>.java it writes <Name>.expected.out, <Name>.expected.err and
# <Name>.expected.exit beside the source, running `java -Xint -cp <classes> <Name> [args]`
# (standard input from <Name>.stdin if present, else /dev/null; arguments from <Name>.args, one per line, if present; JVM options such as -Xmx32m from
# <Name>.jvmflags, one per line, if present, placed before -cp).
#
# Usage: tests/java/regen_expected.sh [NAME_REGEX]
#   NAME_REGEX  only regenerate programs whose <area>/<Name> matches (grep -E); default: all.
# Environment: JAVA (default: java), JAVAC (default: javac). Both must be version 17.
#
# Expected files must only ever come from the reference JVM, never from jvmlab.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
java_bin="${JAVA:-java}"
javac_bin="${JAVAC:-javac}"
filter="${1:-}"

# Options picked up from the environment would change java's stderr ("Picked up ...").
unset JAVA_TOOL_OPTIONS _JAVA_OPTIONS JDK_JAVA_OPTIONS CLASSPATH || true

version="$("$java_bin" -version 2>&1 | head -n1)"
case "$version" in
  *\"17.*) ;;
  *) echo "regen_expected.sh: reference java must be version 17, got: $version" >&2; exit 2 ;;
esac

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
classes="$work/classes"
mkdir -p "$classes"

# Compile the whole suite at once (javac also rejects duplicate top-level class names).
# Programs in nodebug/ are compiled without local variable tables, as run_differential.py does.
mapfile -t sources < <(cd "$here" && find . -mindepth 2 -name '*.java' | sed 's|^\./||' | sort)
mapfile -t debug_sources < <(printf '%s\n' "${sources[@]}" | grep -v '^nodebug/')
mapfile -t nodebug_sources < <(printf '%s\n' "${sources[@]}" | grep '^nodebug/' || true)
(cd "$here" && "$javac_bin" -nowarn -g -encoding UTF-8 -d "$classes" "${debug_sources[@]}")
if (( ${#nodebug_sources[@]} )); then
  (cd "$here" && "$javac_bin" -nowarn -g:source,lines -encoding UTF-8 -d "$classes" "${nodebug_sources[@]}")
fi

count=0
problems=0
for src in "${sources[@]}"; do
  rel="${src%.java}"               # <area>/<Name>
  if [[ -n "$filter" ]] && ! grep -Eq -- "$filter" <<<"$rel"; then
    continue
  fi
  name="$(basename "$rel")"
  dir="$here/$(dirname "$rel")"
  pkg="$(sed -n 's/^[[:space:]]*package[[:space:]]\+\([A-Za-z0-9_.]\+\)[[:space:]]*;.*/\1/p' "$here/$src" | head -n1)"
  main="${pkg:+$pkg.}$name"
  args=()
  if [[ -f "$dir/$name.args" ]]; then
    mapfile -t args < "$dir/$name.args"
  fi
  jvmflags=()
  if [[ -f "$dir/$name.jvmflags" ]]; then
    mapfile -t jvmflags < <(grep -v '^[[:space:]]*$' "$dir/$name.jvmflags")
  fi
  stdin=/dev/null
  [[ -f "$dir/$name.stdin" ]] && stdin="$dir/$name.stdin"
  set +e
  (cd "$work" && "$java_bin" -Xint "${jvmflags[@]}" -cp "$classes" "$main" "${args[@]}" \
      >"$dir/$name.expected.out" 2>"$dir/$name.expected.err" <"$stdin")
  code=$?
  set -e
  echo "$code" > "$dir/$name.expected.exit"
  count=$((count + 1))
  # Guard rails: expected output that jvmlab could never reproduce is a bug in the test program.
  if grep -q $'\tat java\.base/' "$dir/$name.expected.err"; then
    echo "WARNING $rel: stderr has JDK-internal stack frames (java.base/...)" >&2
    problems=$((problems + 1))
  fi
  if LC_ALL=C grep -q -P '[^\x00-\x7F]' "$dir/$name.expected.out" "$dir/$name.expected.err"; then
    echo "WARNING $rel: non-ASCII output depends on the host's encoding" >&2
    problems=$((problems + 1))
  fi
  printf '%-40s exit %s\n' "$rel" "$code"
done

echo "regenerated $count program(s), $problems warning(s)"
[[ $problems -eq 0 ]]
