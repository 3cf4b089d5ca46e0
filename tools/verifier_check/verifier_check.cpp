// verifier_check: runs the bytecode verifier (verifier/verifier.hpp) over every class file under
// a directory, with the class hierarchy read from that directory and any others given, and no
// VM. Prints each class that fails (and why) and a summary; exit 1 if any failed. Used to check
// the verifier against large bodies of javac-made code (for example the JDK's own java.base,
// extracted with `jimage extract`) for false positives.
//
//   build/tools/verifier_check [--inference] [--mutate N] <classes-dir> [<more dirs>...]
//
// --inference runs type inference (JVMS §4.10.2) on every method instead, ignoring the frames.
// --mutate N verifies, for each class, N copies with 1-4 random bytes changed (whatever still
// parses), by type checking and by inference: a robustness run for sanitizer builds, where only
// a crash or a sanitizer report is a failure.
#include <chrono>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include <fstream>
#include <iterator>

#include "classfile/class_parser.hpp"
#include "verifier/class_file_hierarchy.hpp"
#include "verifier/verifier.hpp"

namespace {

// xorshift64*: deterministic on every platform.
struct Random {
  uint64_t state = 0x9E3779B97F4A7C15ull;
  uint64_t next() {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 0x2545F4914F6CDD1Dull;
  }
};

// Verifies `rounds` mutated copies of the class file at `path`; returns how many parsed.
int mutate(const std::filesystem::path& path, int rounds, Random& rng, jvmlab::verifier::ClassHierarchy& h) {
  std::ifstream in(path, std::ios::binary);
  const std::vector<uint8_t> original((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (original.empty()) return 0;
  int parsed = 0;
  for (int r = 0; r < rounds; r++) {
    std::vector<uint8_t> bytes = original;
    const int flips = 1 + int(rng.next() % 4);
    for (int i = 0; i < flips; i++) bytes[rng.next() % bytes.size()] = uint8_t(rng.next());
    auto result = jvmlab::classfile::parse_class_file(bytes, "");
    auto* cf = std::get_if<std::unique_ptr<jvmlab::classfile::ClassFile>>(&result);
    if (!cf) continue;
    parsed++;
    (void)jvmlab::verifier::verify(**cf, h);
    (void)jvmlab::verifier::verify_by_inference(**cf, h);
  }
  return parsed;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace jvmlab;
  bool inference = false;
  int mutations = 0;
  std::vector<std::string> dirs;
  for (int i = 1; i < argc; i++) {
    if (std::strcmp(argv[i], "--inference") == 0) inference = true;
    else if (std::strcmp(argv[i], "--mutate") == 0 && i + 1 < argc) mutations = std::atoi(argv[++i]);
    else dirs.emplace_back(argv[i]);
  }
  if (dirs.empty()) {
    std::fprintf(stderr, "usage: verifier_check [--inference] [--mutate N] <classes-dir> [<hierarchy dirs>...]\n");
    return 2;
  }
  verifier::ClassFileHierarchy hierarchy(dirs);
  if (mutations > 0) {
    Random rng;
    long classes = 0, parsed = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(dirs[0])) {
      if (entry.path().extension() != ".class") continue;
      classes++;
      parsed += mutate(entry.path(), mutations, rng, hierarchy);
    }
    std::printf("verifier_check: %ld classes x %d mutations, %ld parsed and verified twice, no crash\n", classes,
                mutations, parsed);
    return 0;
  }
  int verified = 0, failed = 0, unreadable = 0;
  const auto start = std::chrono::steady_clock::now();
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dirs[0])) {
    if (entry.path().extension() != ".class") continue;
    std::string name = std::filesystem::relative(entry.path(), dirs[0]).replace_extension().string();
    if (name == "module-info" || (name.size() >= 12 && name.compare(name.size() - 12, 12, "package-info") == 0)) continue;
    const classfile::ClassFile* cf = hierarchy.load(name);
    if (!cf) {
      unreadable++;
      continue;
    }
    const auto failure = inference ? verifier::verify_by_inference(*cf, hierarchy) : verifier::verify(*cf, hierarchy);
    if (failure) {
      failed++;
      const std::string first = failure->message.substr(0, failure->message.find('\n'));
      std::printf("FAIL %s %s: %s\n", name.c_str(), failure->method.c_str(),
                  failure->kind == verifier::VerifyFailure::Kind::LoadFailed ? "a class could not be loaded" : first.c_str());
    } else {
      verified++;
    }
  }
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  std::printf("verifier_check: %d verified, %d failed, %d unreadable in %.0f ms (%s)\n", verified, failed, unreadable,
              ms, inference ? "type inference" : "type checking");
  return failed ? 1 : 0;
}
