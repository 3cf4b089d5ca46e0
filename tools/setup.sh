#!/usr/bin/env bash
# jvmlab set-up: installs missing Debian packages, builds (Release) and then either runs a sample
# (`tools/setup.sh sample`) or the whole test suite (`tools/setup.sh test`). Idempotent: a second
# run installs nothing and rebuilds only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-sample}"
build_dir="${JVMLAB_BUILD_DIR:-build}"

packages=(g++ cmake ninja-build python3 time openjdk-17-jdk-headless libspdlog-dev libfmt-dev
          libcli11-dev catch2 libffi-dev libzip-dev llvm-19-dev)
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

if [ ! -f "$build_dir/build.ninja" ]; then
  cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release
fi
cmake --build "$build_dir" -j "$(nproc)"

case "$mode" in
  sample)
    "$build_dir/jvmlab" -cp "$build_dir/samples" Hello
    ;;
  test)
    ctest --test-dir "$build_dir" --output-on-failure -j "$(nproc)"
    ;;
  *)
    echo "usage: tools/setup.sh [sample|test]" >&2
    exit 2
    ;;
esac
