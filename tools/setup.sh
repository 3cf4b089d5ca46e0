#!/usr/bin/env bash
# jvmlab set-up: installs missing Debian packages, builds (Release) and then either runs a sample
# (`tools/setup.sh sample`) or the whole test suite (`tools/setup.sh test`); `tools/setup.sh
# asserts` instead builds an optimized variant with JVMLAB_ASSERT checked (build-asserts) and runs
# the unit tests and the GC-stress differential run there (ctest label `asserts`);
# `tools/setup.sh sanitize` builds ASan+UBSan (build-asan) and TSan (build-tsan) variants and runs
# the sanitizer tests (ctest labels `sanitize`, `tsan`); `tools/setup.sh fuzz` builds the libFuzzer
# targets with clang (build-fuzz), runs each over a fixed number of inputs, then a fixed number
# of tools/fuzz_launcher cases (docs/fuzzing.md). Idempotent: a second run installs nothing and rebuilds only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-sample}"
build_dir="${JVMLAB_BUILD_DIR:-build}"

packages=(g++ cmake ninja-build python3 time openjdk-17-jdk-headless libspdlog-dev libfmt-dev
          libcli11-dev catch2 libffi-dev libzip-dev llvm-19-dev lld-19
          python3-matplotlib chromium)
# python3-matplotlib draws tools/gc_report's charts (through /usr/bin/python3); chromium renders the
# page headless in the gcviz_report test.
# libFuzzer: clang and its runtime libraries (libclang_rt.fuzzer, ASan, UBSan).
[ "$mode" = fuzz ] && packages+=(clang-14 libclang-rt-14-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

if [ "$mode" != sanitize ] && [ "$mode" != asserts ]; then
  if [ ! -f "$build_dir/build.ninja" ]; then
    cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release
  fi
  cmake --build "$build_dir" -j "$(nproc)"
fi

# Builds one sanitizer variant ($1: build dir, $2: CMake option) with only the targets its tests
# need ($4...), then runs the ctest label $3. RelWithDebInfo: -O2 keeps the interpreter fast
# enough, -g gives file:line in the reports.
sanitizer_run() {
  local dir="$1" option="$2" label="$3"
  shift 3
  if [ ! -f "$dir/build.ninja" ]; then
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "-D$option=ON"
  fi
  cmake --build "$dir" -j "$(nproc)" --target "$@"
  ctest --test-dir "$dir" -L "^$label\$" --no-tests=error --output-on-failure -j 1
}

case "$mode" in
  sample)
    "$build_dir/jvmlab" -cp "$build_dir/samples" Hello
    ;;
  test)
    ctest --test-dir "$build_dir" --output-on-failure -j "$(nproc)"
    ;;
  asserts)
    # Release with JVMLAB_ASSERT checked: the unit tests and the GC-stress differential run, where
    # the collector's invariants (colour monotonicity, forwarding, page lookups, synced frames)
    # are exercised hardest.
    asserts_dir="${JVMLAB_ASSERTS_BUILD_DIR:-build-asserts}"
    if [ ! -f "$asserts_dir/build.ninja" ]; then
      cmake -S . -B "$asserts_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DJVMLAB_ASSERTS=ON
    fi
    cmake --build "$asserts_dir" -j "$(nproc)" --target jvmlab jvmlab_unit_tests jvmlab_difftest_classes
    ctest --test-dir "$asserts_dir" -L '^asserts$' --no-tests=error --output-on-failure -j "$(nproc)"
    ;;
  sanitize)
    # ASan+UBSan: unit tests and part of the differential suite; TSan: the unit tests of the
    # collector, safepoints and monitors. JVMLAB_SANITIZE_SKIP_TSAN=1 runs only the first.
    sanitizer_run "${JVMLAB_ASAN_BUILD_DIR:-build-asan}" JVMLAB_SANITIZE sanitize \
      jvmlab jvmlab_unit_tests jvmlab_difftest_classes
    if [ "${JVMLAB_SANITIZE_SKIP_TSAN:-0}" != 1 ]; then
      sanitizer_run "${JVMLAB_TSAN_BUILD_DIR:-build-tsan}" JVMLAB_TSAN tsan jvmlab_unit_tests
    fi
    ;;
  fuzz)
    # By default a fixed amount of work from a fixed seed, so that CI repeats what ran here: each
    # libFuzzer target for JVMLAB_FUZZ_INPUTS (600,000) inputs with -seed=JVMLAB_FUZZ_SEED (1)
    # from the seed corpus alone, then JVMLAB_FUZZ_CASES (1000) cases of tools/fuzz_launcher with
    # the same seed over the Release build's test programs. A campaign sets JVMLAB_FUZZ_SECONDS
    # and JVMLAB_FUZZ_MINUTES instead: time-bounded runs that keep their corpus in build-fuzz.
    # Any finding fails the run: a libFuzzer crash, leak or timeout, or a launcher case of class
    # signal or hang (docs/fuzzing.md says why).
    fuzz_dir="${JVMLAB_FUZZ_BUILD_DIR:-build-fuzz}"
    seed="${JVMLAB_FUZZ_SEED:-1}"
    if [ ! -f "$fuzz_dir/build.ninja" ]; then
      CC=clang-14 CXX=clang++-14 cmake -S . -B "$fuzz_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DJVMLAB_FUZZ=ON
    fi
    fuzz_targets=(classfile verifier)
    cmake --build "$fuzz_dir" -j "$(nproc)" --target "${fuzz_targets[@]/#/jvmlab_fuzz_}"
    for target in "${fuzz_targets[@]}"; do
      if [ -n "${JVMLAB_FUZZ_SECONDS:-}" ]; then
        corpus="$fuzz_dir/corpus/$target"  # the seeds plus what earlier campaigns found
        budget=(-max_total_time="$JVMLAB_FUZZ_SECONDS")
      else
        corpus="$fuzz_dir/corpus-ci/$target"  # the seeds alone, so the run repeats
        rm -rf "$corpus"
        budget=(-runs="${JVMLAB_FUZZ_INPUTS:-600000}")
      fi
      mkdir -p "$corpus"
      cp fuzz/corpus/*.class "$corpus"/
      "$fuzz_dir/fuzz/jvmlab_fuzz_$target" "${budget[@]}" -seed="$seed" -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$fuzz_dir/$target-" "$corpus"
    done
    cmake --build "$build_dir" -j "$(nproc)" --target jvmlab jvmlab_difftest_classes jvmlab_samples
    if [ -n "${JVMLAB_FUZZ_MINUTES:-}" ]; then
      launcher_budget=(--minutes "$JVMLAB_FUZZ_MINUTES")
    else
      launcher_budget=(--runs "${JVMLAB_FUZZ_CASES:-1000}")
    fi
    tools/fuzz_launcher --build "$build_dir" "${launcher_budget[@]}" \
      --seed "$seed" --jobs "$(nproc)" --minimize --out "$fuzz_dir/launcher" \
      --fail-on signal,hang
    ;;
  *)
    echo "usage: tools/setup.sh [sample|test|asserts|sanitize|fuzz]" >&2
    exit 2
    ;;
esac
