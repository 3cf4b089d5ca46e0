// verifier_check: runs the bytecode verifier (verifier/verifier.hpp) over every class file under
// a directory, with the class hierarchy read from that directory and any others given, and no
// VM. Prints each class that fails (and why) and a summary; exit 1 if any failed. Used to check
// the verifier against large bodies of javac-made code (for example the JDK's own java.base,
// extracted with `jimage extract`) for false positives.
//
//   build/tools/verifier_check [--inference] <classes-dir> [<more dirs for the hierarchy>...]
//
// --inference runs type inference (JVMS §4.10.2) on every method instead, ignoring the frames.
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "verifier/class_file_hierarchy.hpp"
#include "verifier/verifier.hpp"

int main(int argc, char** argv) {
  using namespace jvmlab;
  bool inference = false;
  std::vector<std::string> dirs;
  for (int i = 1; i < argc; i++) {
    if (std::strcmp(argv[i], "--inference") == 0) inference = true;
    else dirs.emplace_back(argv[i]);
  }
  if (dirs.empty()) {
    std::fprintf(stderr, "usage: verifier_check [--inference] <classes-dir> [<hierarchy dirs>...]\n");
    return 2;
  }
  verifier::ClassFileHierarchy hierarchy(dirs);
  int verified = 0, failed = 0, unreadable = 0;
  const auto start = std::chrono::steady_clock::now();
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dirs[0])) {
    if (entry.path().extension() != ".class") continue;
    std::string name = std::filesystem::relative(entry.path(), dirs[0]).replace_extension().string();
    if (name == "module-info" || name.size() >= 12 && name.compare(name.size() - 12, 12, "package-info") == 0) continue;
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
